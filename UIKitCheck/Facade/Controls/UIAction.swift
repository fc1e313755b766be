import Foundation

/// A type of closure that handles an action.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that performs its action in a closure; added to a
/// control with `UIControl.addAction(_:for:)`.
///
/// UIKit declares it as a subclass of `UIMenuElement`; the facade declares
/// it as a subclass of `NSObject`, as nothing here builds menus.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: NSObject {
  /// The closure the action runs.
  private let handler: UIActionHandler

  /// Creates an action with a title and a handler.
  ///
  /// UIKit's initializer also takes `image:`, `identifier:`,
  /// `discoverabilityTitle:`, `attributes:` and `state:` between these two,
  /// all with defaults (`nil`, `nil`, `nil`, `[]`, `.off`); the facade
  /// declares the two Cellar's calls use, so a call that passes only a title
  /// and a handler (or only a handler) compiles the same against both. The
  /// facade does not keep the title: nothing here shows menus.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  public convenience init(title: String = "", handler: @escaping UIActionHandler) {
    self.init(facadeHandler: handler)
  }

  private init(facadeHandler handler: @escaping UIActionHandler) {
    self.handler = handler
    super.init()
  }

  /// Runs the handler, as a control's send does.
  func perform() {
    handler(self)
  }
}
