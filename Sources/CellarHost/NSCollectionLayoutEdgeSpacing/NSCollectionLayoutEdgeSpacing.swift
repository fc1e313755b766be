import Foundation

extension Headless {
  /// The space around the edges of an item of a compositional layout,
  /// UIKit's `NSCollectionLayoutEdgeSpacing`: a spacing, or none, for each of
  /// the four edges.
  ///
  /// ```swift
  /// item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
  ///   leading: .flexible(0), top: nil, trailing: .flexible(0), bottom: nil)
  /// ```
  ///
  /// Edge spacing moves an item's slot within its group, before its content
  /// insets shrink the frame. Leading and trailing follow the layout
  /// direction.
  ///
  /// Host shape: a plain immutable class, public but not open, where UIKit's
  /// is an `NSObject` adopting `NSCopying` (see
  /// ``Headless/NSCollectionLayoutDimension``); `init()` is unavailable, as
  /// UIKit's.
  @MainActor
  public class NSCollectionLayoutEdgeSpacing {
    /// The spacing before the leading edge, or `nil` for none.
    public let leading: NSCollectionLayoutSpacing?

    /// The spacing above the top edge, or `nil` for none.
    public let top: NSCollectionLayoutSpacing?

    /// The spacing after the trailing edge, or `nil` for none.
    public let trailing: NSCollectionLayoutSpacing?

    /// The spacing below the bottom edge, or `nil` for none.
    public let bottom: NSCollectionLayoutSpacing?

    /// Makes an edge spacing from the four edges' spacings.
    ///
    /// - Parameters:
    ///   - leading: The leading edge's spacing, or `nil`.
    ///   - top: The top edge's spacing, or `nil`.
    ///   - trailing: The trailing edge's spacing, or `nil`.
    ///   - bottom: The bottom edge's spacing, or `nil`.
    public init(
      leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
      trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
    ) {
      self.leading = leading
      self.top = top
      self.trailing = trailing
      self.bottom = bottom
    }

    /// Unavailable, as UIKit's: make an edge spacing from four spacings.
    @available(*, unavailable, message: "use init(leading:top:trailing:bottom:)")
    public init() {
      fatalError("NSCollectionLayoutEdgeSpacing.init() is unavailable")
    }

    /// An item's default edge spacing: four fixed zeros.
    static func zero() -> NSCollectionLayoutEdgeSpacing {
      NSCollectionLayoutEdgeSpacing(
        leading: .fixed(0), top: .fixed(0), trailing: .fixed(0), bottom: .fixed(0))
    }

    /// The edge spacing as the host describes it:
    /// `{leading fixed:0, top fixed:0, trailing fixed:0, bottom fixed:0}`,
    /// `nil` for an edge without spacing.
    var layoutDescription: String {
      let edges = [("leading", leading), ("top", top), ("trailing", trailing), ("bottom", bottom)]
      let parts = edges.map { name, spacing in "\(name) \(spacing?.layoutDescription ?? "nil")" }
      return "{\(parts.joined(separator: ", "))}"
    }
  }
}
