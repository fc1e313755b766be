extension Headless {
  /// How much room an interface has along one axis, UIKit's
  /// `UIUserInterfaceSizeClass`. The raw values are UIKit's.
  public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Constrained room, as a phone's width in portrait.
    case compact = 1
    /// Ample room, as an iPad's width.
    case regular = 2
  }

}
