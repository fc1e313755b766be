extension Headless {
  /// The kind of device an interface is for, UIKit's `UIUserInterfaceIdiom`.
  /// The raw values are UIKit's.
  public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A TV.
    case tv = 2
    /// A car's display.
    case carPlay = 3
    /// A Mac.
    case mac = 5
  }
}
