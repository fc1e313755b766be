import Foundation

extension Headless {
  /// UIKit's `UISwitch`: an on/off control, drawn `[on ]` or `[off]` by the
  /// table's text rendering (`(on )`/`(off)` when disabled).
  ///
  /// Setting ``isOn`` or calling ``setOn(_:animated:)`` sends no event, as in
  /// UIKit; a user's flip is `setOn(!isOn, animated: true)` followed by
  /// `sendActions(for: .valueChanged)`.
  @MainActor
  open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false

    /// Creates a switch, off.
    ///
    /// - Parameter frame: The switch's frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a switch from an archive; always fails on the host.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Turns the switch on or off, sending no event.
    ///
    /// - Parameters:
    ///   - on: The new state.
    ///   - animated: Ignored: the host does not animate.
    open func setOn(_ on: Bool, animated: Bool) {
      isOn = on
    }

    override var drawnText: String? {
      let state = isOn ? "on " : "off"
      return isEnabled ? "[\(state)]" : "(\(state))"
    }
  }
}
