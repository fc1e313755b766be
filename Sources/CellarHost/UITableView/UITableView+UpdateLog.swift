import Foundation

extension Headless.UITableView {
  /// The animation a batch operation asks for. The simulator does not
  /// animate; it records the value in the ``Headless/UITableView/updateLog``.
  public enum RowAnimation: Int, Sendable {
    /// Fade in or out.
    case fade = 0
    /// Slide in from or out to the right.
    case right = 1
    /// Slide in from or out to the left.
    case left = 2
    /// Slide in from or out to the top.
    case top = 3
    /// Slide in from or out to the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// Keep the cell centred while it appears or disappears.
    case middle = 6
    /// Let the table choose.
    case automatic = 100
  }

  /// One call made inside a batch update, as recorded in an ``Update``:
  /// ``Headless/BatchOperation``, which the collection view records too.
  public typealias Operation = Headless.BatchOperation

  /// One change the table accepted, as recorded in ``Headless/UITableView/updateLog``:
  /// the entry both views log (``Headless/UpdateLogEntry``).
  public typealias Update = Headless.UpdateLogEntry<Headless.UITableView>
}

extension Headless.UITableView: Headless.UpdateLogging {
  /// `false`: a table view's log entries print rows.
  nonisolated public static var logsItems: Bool { false }
}
