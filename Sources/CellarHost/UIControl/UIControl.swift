import Foundation

extension Headless {
  /// UIKit's `UIControl`: a view that runs actions for events, the base class
  /// of ``UISwitch`` and ``UIStepper``.
  ///
  /// Actions are ``UIAction``s (``addAction(_:for:)``); UIKit's
  /// target-selector form needs the Objective-C runtime and is not declared.
  /// ``sendActions(for:)`` runs every action added for any of the events, in
  /// the order they were added, as UIKit does when the user changes a control.
  @MainActor
  open class UIControl: UIView {
    /// The events a control sends, UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
      /// The events' bits, UIKit's values.
      public let rawValue: UInt

      /// Creates a set of events from their bits.
      ///
      /// - Parameter rawValue: The bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// A touch down in the control.
      public static let touchDown = Event(rawValue: 1 << 0)
      /// A repeated touch down (a tap count above one).
      public static let touchDownRepeat = Event(rawValue: 1 << 1)
      /// A finger dragged inside the control.
      public static let touchDragInside = Event(rawValue: 1 << 2)
      /// A finger dragged outside the control.
      public static let touchDragOutside = Event(rawValue: 1 << 3)
      /// A finger dragged into the control.
      public static let touchDragEnter = Event(rawValue: 1 << 4)
      /// A finger dragged out of the control.
      public static let touchDragExit = Event(rawValue: 1 << 5)
      /// A touch lifted inside the control: a tap.
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// A touch lifted outside the control.
      public static let touchUpOutside = Event(rawValue: 1 << 7)
      /// A touch cancelled by the system.
      public static let touchCancel = Event(rawValue: 1 << 8)
      /// The control's value changed (a switch flipped, a stepper stepped).
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// The control's primary action was triggered (a button tapped).
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
      /// The control's menu action was triggered.
      public static let menuActionTriggered = Event(rawValue: 1 << 14)
      /// Text editing began.
      public static let editingDidBegin = Event(rawValue: 1 << 16)
      /// Text changed while editing.
      public static let editingChanged = Event(rawValue: 1 << 17)
      /// Text editing ended.
      public static let editingDidEnd = Event(rawValue: 1 << 18)
      /// Text editing ended with the return key.
      public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
      /// Every touch event.
      public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
      /// Every editing event.
      public static let allEditingEvents = Event(rawValue: 0x000F_0000)
      /// Events an app may define for itself.
      public static let applicationReserved = Event(rawValue: 0x0F00_0000)
      /// Events reserved to the system.
      public static let systemReserved = Event(rawValue: 0xF000_0000)
      /// Every event.
      public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Whether the control takes user interaction. A disabled control's
    /// simulated user changes do nothing; its actions still run when the app
    /// sends them.
    open var isEnabled = true

    /// Whether the control is selected.
    open var isSelected = false

    /// Whether the control is highlighted (touched).
    open var isHighlighted = false

    /// The actions added, in order, with the events each runs for.
    private var registrations: [(action: UIAction, events: Event)] = []

    /// Creates a control with a frame.
    ///
    /// - Parameter frame: The control's frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a control from an archive; always fails on the host.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Creates a control with a frame and a primary action, run for
    /// ``Event/primaryActionTriggered``.
    ///
    /// - Parameters:
    ///   - frame: The control's frame.
    ///   - primaryAction: The action, or `nil` for none.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
      self.init(frame: frame)
      if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Adds an action for events. Actions are unique by identifier: an
    /// action whose identifier was added before takes that one's place (and
    /// its events are added to the ones it had).
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events it runs for.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
      if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier })
      {
        registrations[index] = (action, registrations[index].events.union(controlEvents))
      } else {
        registrations.append((action, controlEvents))
      }
    }

    /// Removes an action from events; an action left with no events is
    /// removed.
    ///
    /// - Parameters:
    ///   - action: The action.
    ///   - controlEvents: The events it no longer runs for.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
      removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes the action with an identifier from events; an action left
    /// with no events is removed.
    ///
    /// - Parameters:
    ///   - actionIdentifier: The action's identifier.
    ///   - controlEvents: The events it no longer runs for.
    open func removeAction(
      identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
    ) {
      guard
        let index = registrations.firstIndex(where: { $0.action.identifier == actionIdentifier })
      else { return }
      let events = registrations[index].events.subtracting(controlEvents)
      if events.isEmpty {
        registrations.remove(at: index)
      } else {
        registrations[index].events = events
      }
    }

    /// Runs every action added for any of `controlEvents`, in the order they
    /// were added, with this control as their sender. Actions added or
    /// removed by a handler take effect from the next call.
    ///
    /// - Parameter controlEvents: The events that happened.
    open func sendActions(for controlEvents: Event) {
      let due = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }
      for registration in due { sendAction(registration.action) }
    }

    /// Simulates the user's tap: nothing for a disabled, hidden or
    /// non-interactive control; otherwise it is highlighted, sends
    /// ``Event/touchDown``, is unhighlighted and sends
    /// ``Event/touchUpInside``, UIKit's order.
    func simulateTap() {
      guard isEnabled, isUserInteractionEnabled, !isHidden else { return }
      isHighlighted = true
      sendActions(for: .touchDown)
      isHighlighted = false
      sendActions(for: .touchUpInside)
    }

    /// A control draws its first drawn subview (a label it lays out, say);
    /// the host's own controls draw themselves.
    override var drawnText: String? { firstDrawnSubviewText }

    /// Runs one action with this control as its sender.
    ///
    /// - Parameter action: The action.
    open func sendAction(_ action: UIAction) {
      action.perform(sender: self)
    }
  }
}
