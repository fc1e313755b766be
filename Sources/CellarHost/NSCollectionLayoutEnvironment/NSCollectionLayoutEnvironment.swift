extension Headless {
  /// What a compositional layout tells its section provider and custom
  /// groups about where they are laid out, UIKit's
  /// `NSCollectionLayoutEnvironment`: the container and the traits.
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout { section, environment in
  ///   let columns = environment.container.effectiveContentSize.width > 800 ? 5 : 3
  ///   return makeSection(columns: columns)
  /// }
  /// ```
  ///
  /// Host shape: UIKit's protocol refines `NSObjectProtocol`; the host's
  /// refines `AnyObject`.
  @MainActor
  public protocol NSCollectionLayoutEnvironment: AnyObject {
    /// The space the section or group is laid out in.
    var container: any NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
  }
}
