import Foundation

extension Headless {
  /// The space between items of a compositional layout, UIKit's
  /// `NSCollectionLayoutSpacing`: fixed (exactly this much) or flexible (at
  /// least this much, sharing the room left over).
  ///
  /// ```swift
  /// group.interItemSpacing = .fixed(8)
  /// ```
  ///
  /// Values are not checked: negative, NaN and infinite spacings are kept,
  /// as UIKit keeps them.
  ///
  /// Host shape: a plain immutable class, public but not open, where UIKit's
  /// is an `NSObject` adopting `NSCopying` (see
  /// ``Headless/NSCollectionLayoutDimension``); `init()` is unavailable, as
  /// UIKit's.
  @MainActor
  public class NSCollectionLayoutSpacing {
    /// The spacing in points: exact when fixed, the least when flexible.
    public let spacing: CGFloat

    /// Whether the spacing is exact.
    public let isFixed: Bool

    /// Makes a spacing.
    required init(spacing: CGFloat, isFixed: Bool) {
      self.spacing = spacing
      self.isFixed = isFixed
    }

    /// Unavailable, as UIKit's: make a spacing with ``fixed(_:)`` or
    /// ``flexible(_:)``.
    @available(*, unavailable, message: "use .fixed(_:) or .flexible(_:)")
    public init() {
      fatalError("NSCollectionLayoutSpacing.init() is unavailable")
    }

    /// A spacing of exactly `fixedSpacing` points.
    ///
    /// - Parameter fixedSpacing: The spacing.
    /// - Returns: The spacing.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self {
      Self(spacing: fixedSpacing, isFixed: true)
    }

    /// A spacing of at least `flexibleSpacing` points, growing to share the
    /// room left over.
    ///
    /// - Parameter flexibleSpacing: The least spacing.
    /// - Returns: The spacing.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
      Self(spacing: flexibleSpacing, isFixed: false)
    }

    /// Whether the spacing is a minimum that may grow.
    public var isFlexible: Bool { !isFixed }

    /// The spacing as UIKit describes it: `fixed:4` or `flexible:5`.
    var layoutDescription: String {
      "\(isFixed ? "fixed" : "flexible"):\(spacing.layoutText)"
    }
  }
}
