extension Headless {
  /// An action shown when the user swipes a row: UIKit's `UIContextualAction`.
  ///
  /// Its handler runs when the user picks the action (simulated by
  /// ``UITableView/swipeRow(at:edge:performingActionAt:)``) and must call the
  /// completion it receives with whether the action was performed.
  @MainActor
  public final class UIContextualAction {
    /// How an action is presented.
    public enum Style: Int, Sendable {
      /// A plain action.
      case normal = 0
      /// An action that removes the row, shown in red in UIKit.
      case destructive = 1
    }

    /// The handler's signature, UIKit's: the action, the view of the
    /// action's button (on the host a ``UILabel`` showing the title, a
    /// subview of the swiped row's cell when it has one), and a completion
    /// to call with whether the action was performed. It does not throw.
    public typealias Handler =
      @MainActor (
        _ action: UIContextualAction, _ sourceView: UIView,
        _ completion: @escaping (Bool) -> Void
      ) -> Void

    /// The presentation style.
    public let style: Style

    /// The button title.
    public var title: String?

    /// What the action does.
    public let handler: Handler

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - style: The presentation style.
    ///   - title: The button title.
    ///   - handler: What the action does; it must call its completion.
    public init(style: Style, title: String?, handler: @escaping Handler) {
      self.style = style
      self.title = title
      self.handler = handler
    }
  }
}
