extension Headless {
  /// What a compositional layout section's content insets are measured
  /// from, UIKit's `UIContentInsetsReference`: the `contentInsetsReference`
  /// of a layout's configuration (default ``safeArea``) and of a section
  /// (default ``automatic``, which follows the layout). The raw values are
  /// UIKit's.
  public enum UIContentInsetsReference: Int, Sendable {
    /// Follow the containing layout's reference.
    case automatic = 0
    /// Measure from the collection view's edges.
    case none = 1
    /// Measure from the safe area.
    case safeArea = 2
    /// Measure from the layout margins.
    case layoutMargins = 3
    /// Measure from the readable content guide.
    case readableContent = 4
  }
}
