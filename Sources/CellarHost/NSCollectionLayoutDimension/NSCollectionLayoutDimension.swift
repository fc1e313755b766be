import Foundation

extension Headless {
  /// One side of an item's size in a compositional layout, UIKit's
  /// `NSCollectionLayoutDimension`: a fraction of the containing group's
  /// width or height, an absolute length, or an estimate resolved when the
  /// content is measured.
  ///
  /// ```swift
  /// let size = NSCollectionLayoutSize(
  ///   widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(44))
  /// ```
  ///
  /// A fraction applies to the containing group (for a section's group, to
  /// the section's layout area) and is usable on either axis: a height of
  /// `.fractionalWidth(1)` makes a square. Zero, negative and greater-than-one
  /// values are kept as given; a value that is not finite raises UIKit's
  /// `NSInternalInconsistencyException` (`Invalid fractional width: nan. The
  /// fraction must be a finite value.`, and likewise for the other kinds).
  ///
  /// Host shape: UIKit's class is an `NSObject` adopting `NSCopying`, and
  /// open to subclassing. The host's is a plain class, public but not open
  /// (its `Self` factories need a required initializer, which is internal),
  /// and immutable, so sharing one is as good as copying it. UIKit's
  /// `init()` is unavailable, as it is here.
  @MainActor
  public class NSCollectionLayoutDimension {
    /// What a dimension's value measures.
    enum Kind: Equatable, Sendable {
      case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    /// What ``dimension`` measures.
    let kind: Kind

    /// The dimension's value: a fraction, a length in points, or an
    /// estimated length, as the factory that made it says.
    public let dimension: CGFloat

    /// Makes a dimension of a kind and value, already checked.
    required init(kind: Kind, dimension: CGFloat) {
      self.kind = kind
      self.dimension = dimension
    }

    /// Unavailable, as UIKit's: make a dimension with one of the factories.
    @available(*, unavailable, message: "use a factory such as .absolute(_:)")
    public init() {
      fatalError("NSCollectionLayoutDimension.init() is unavailable")
    }

    /// A dimension that is a fraction of the containing group's width.
    ///
    /// - Parameter fractionalWidth: The fraction; must be finite, else UIKit's
    ///   exception is raised and (inside `UIKitException.catching`) a dimension
    ///   of 0 returned.
    /// - Returns: The dimension.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
      checked(.fractionalWidth, fractionalWidth, .invalidFractionalWidth(fractionalWidth))
    }

    /// A dimension that is a fraction of the containing group's height.
    ///
    /// - Parameter fractionalHeight: The fraction; must be finite, else
    ///   UIKit's exception is raised and (inside `UIKitException.catching`) a
    ///   dimension of 0 returned.
    /// - Returns: The dimension.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
      checked(.fractionalHeight, fractionalHeight, .invalidFractionalHeight(fractionalHeight))
    }

    /// A dimension of an exact length in points.
    ///
    /// - Parameter absoluteDimension: The length; must be finite, else
    ///   UIKit's exception is raised and (inside `UIKitException.catching`) a
    ///   dimension of 0 returned.
    /// - Returns: The dimension.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
      checked(.absolute, absoluteDimension, .invalidAbsoluteDimension(absoluteDimension))
    }

    /// A dimension whose length is estimated, and resolved when the content
    /// is measured.
    ///
    /// - Parameter estimatedDimension: The estimate in points; must be finite,
    ///   else UIKit's exception is raised and (inside `UIKitException.catching`)
    ///   a dimension of 0 returned.
    /// - Returns: The dimension.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
      checked(.estimated, estimatedDimension, .invalidEstimatedDimension(estimatedDimension))
    }

    /// An estimated dimension that grows to the largest self-sizing sibling
    /// in the parent group (UIKit's, iOS 17); on a section's outermost group
    /// the largest size is shared section-wide.
    ///
    /// On the host, the uniform items of one measured group (its own
    /// items: those of two nested groups are not siblings) all take the
    /// longest measured length along the scroll axis among them; on an
    /// outermost group it is an estimate like ``estimated(_:)`` (the
    /// section-wide sharing is not simulated).
    ///
    /// It is an estimate: ``isEstimated`` is `true` as well as
    /// ``isUniformAcrossSiblings`` (the host's reading; UIKit's pages do not
    /// say). A value that is not finite raises the estimated dimension's
    /// exception (the host's choice: UIKit's text for it is not recorded).
    ///
    /// - Parameter estimatedDimension: The estimate in points.
    /// - Returns: The dimension.
    public class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> Self {
      checked(
        .uniformAcrossSiblings, estimatedDimension,
        .invalidEstimatedDimension(estimatedDimension))
    }

    /// A dimension of `kind` and `value`, after raising `error` for a value
    /// that is not finite (then the dimension's value is 0).
    private class func checked(
      _ kind: Kind, _ value: CGFloat, _ error: CompositionalLayoutError
    ) -> Self {
      guard value.isFinite else {
        error.raise()
        return Self(kind: kind, dimension: 0)
      }
      return Self(kind: kind, dimension: value)
    }

    /// Whether the dimension is a fraction of the containing group's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }

    /// Whether the dimension is a fraction of the containing group's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }

    /// Whether the dimension is an exact length.
    public var isAbsolute: Bool { kind == .absolute }

    /// Whether the dimension is an estimate, including a uniform-across-siblings
    /// one.
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }

    /// Whether the dimension was made by ``uniformAcrossSiblings(estimate:)``.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The dimension as UIKit describes it inside a size
    /// (`.containerWidthFactor(0.5)`, `.absolute(20)`, `.estimated(30)`).
    var layoutDescription: String {
      let value = dimension.layoutText
      switch kind {
      case .fractionalWidth: return ".containerWidthFactor(\(value))"
      case .fractionalHeight: return ".containerHeightFactor(\(value))"
      case .absolute: return ".absolute(\(value))"
      case .estimated: return ".estimated(\(value))"
      case .uniformAcrossSiblings: return ".uniformAcrossSiblings(\(value))"
      }
    }
  }
}

extension CGFloat {
  /// The value as C's `%g` prints it (`0.5`, `20`, `0.333333`), as UIKit's
  /// descriptions of layout values do.
  var layoutText: String {
    guard isFinite else { return "\(self)" }
    return String(format: "%g", Double(self))
  }
}
