import Foundation

extension Headless {
  /// The space a compositional layout's section or group is laid out in,
  /// UIKit's `NSCollectionLayoutContainer`: an environment's
  /// ``Headless/NSCollectionLayoutEnvironment/container``.
  ///
  /// Insets below 1 are fractions of the container (a `top` of 0.2 is 20%
  /// of its height).
  ///
  /// Host shape: UIKit's protocol refines `NSObjectProtocol`; the host's
  /// refines `AnyObject`.
  @MainActor
  public protocol NSCollectionLayoutContainer: AnyObject {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The container's size less its content insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets resolved to points.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
  }
}
