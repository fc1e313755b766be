import CellarHost
import Foundation

/// The set of actions to perform when swiping on rows of a table.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
@MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The swipe actions, the first nearest the swiped edge.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions
  open private(set) var actions: [UIContextualAction]

  /// Whether a full swipe automatically performs the first action. Default: `true`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
  open var performsFirstActionWithFullSwipe = true

  /// Creates a swipe action configuration object with the specified set of actions.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
  ///
  /// A `convenience` initializer, as UIKit imports it (from the class
  /// factory method `configurationWithActions:`).
  public convenience init(actions: [UIContextualAction]) {
    self.init(facadeActions: actions)
  }

  /// The designated initializer behind ``init(actions:)``; UIKit's is not
  /// public API.
  init(facadeActions actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }

  /// The host configuration: each action runs the UIKit action's handler
  /// with the row's UIKit cell as the source view.
  func host() -> Headless.UISwipeActionsConfiguration {
    let configuration = Headless.UISwipeActionsConfiguration(actions: actions.map { $0.host() })
    configuration.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    return configuration
  }
}

/// An action to display when the user swipes a table view row.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicontextualaction
@MainActor
open class UIContextualAction: NSObject {
  /// Styles that affect an action's appearance.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
  public enum Style: Int, Sendable {
    /// The normal action style.
    case normal = 0
    /// A style that indicates the action performs a destructive task.
    case destructive = 1
  }

  /// The handler block to call in response to the selection of an action:
  /// the action, the view in which it was displayed (the facade passes the
  /// row's cell), and a completion to call with whether it was performed.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
  /// (shown as `@MainActor typealias Handler = (UIContextualAction, UIView,
  /// @escaping (Bool) -> Void) -> Void`: the attribute is the enclosing
  /// class's isolation, not part of the function type, so the facade's
  /// alias inside its `@MainActor` class is the same)
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The style that is applied to the action button.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.property
  open private(set) var style: UIContextualAction.Style

  /// The handler to execute when the user selects the action.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.property
  open private(set) var handler: UIContextualAction.Handler

  /// The title displayed on the action button.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontextualaction/title
  open var title: String?

  /// Creates a new contextual action with the specified title and handler.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
  ///
  /// A `convenience` initializer, as UIKit imports it (from the class
  /// factory method `contextualActionWithStyle:title:handler:`).
  public convenience init(
    style: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) {
    self.init(facadeStyle: style, title: title, handler: handler)
  }

  /// The designated initializer behind ``init(style:title:handler:)``;
  /// UIKit's is not public API.
  init(
    facadeStyle style: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }

  /// The host action: runs this action's handler with a view standing for
  /// the action's button, as UIKit does (the host passes its own button
  /// view, which the facade's UIKit types cannot carry).
  func host() -> Headless.UIContextualAction {
    Headless.UIContextualAction(style: style.host, title: title) {
      [self] _, _, completion in
      self.handler(self, UIView()) { completion($0) }
    }
  }
}
