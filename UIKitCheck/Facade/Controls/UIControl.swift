import Foundation

/// The base class for controls: visual elements that convey a specific
/// action or intention in response to user interactions.
///
/// The facade's controls keep the actions added with `addAction(_:for:)`
/// and run them from `sendActions(for:)`, which is how a test simulates the
/// user: it changes the control's value as the user's touch would, then
/// sends the event UIKit sends for that touch (`.valueChanged` for a switch
/// or a stepper). Target-action with selectors (`addTarget(_:action:for:)`)
/// needs the Objective-C runtime and is not declared.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
  /// A closure-based action and the events it was added for, in the order added.
  private var actions: [(action: UIAction, events: UIControl.Event)] = []

  /// Constants describing the types of events possible for controls.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, @unchecked Sendable {
    /// The event's bit mask.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
    public let rawValue: UInt

    /// Creates an event mask from a raw value.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// A touch dragging or otherwise manipulating a control, causing it to
    /// emit a series of different values.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    public static var valueChanged: UIControl.Event { .init(rawValue: 1 << 12) }
  }

  /// A Boolean value indicating whether the control is in the enabled state.
  /// The facade keeps it; a test simulating the user checks it before
  /// touching the control, as a disabled control gets no touches.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled = true

  /// Adds the action to the given events. Adding an action that was added
  /// already adds the new events to it; it still runs once per send.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    if let index = actions.firstIndex(where: { $0.action === action }) {
      actions[index].events.formUnion(controlEvents)
    } else {
      actions.append((action, controlEvents))
    }
  }

  /// Calls the actions associated with the specified events, in the order
  /// they were added, each with this control as its sender. The list is
  /// read before the first call, so an action that adds or removes actions
  /// changes the next send, not this one.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)
  open func sendActions(for controlEvents: UIControl.Event) {
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.perform()
    }
  }
}
