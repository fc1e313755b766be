import Foundation

/// The disclosure a table cell of a row with children shows by default
/// (``ConfigurableCell/configureOutline(_:)``): `▸` while the row is
/// collapsed, `▾` while it is expanded, `…` while its children load, as
/// the cell's `accessoryView`. A
/// tap (`touchUpInside`) toggles the row it was last configured for, by
/// identity (``OutlineState/toggle()``), so a reused cell never toggles
/// the row it showed before. VoiceOver reads it as a button labelled
/// "Expand", "Collapse" or "Loading".
@MainActor
final class OutlineDisclosureControl: UIControl {
  /// The glyph.
  private let glyph = UILabel(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
  /// The state of the row the cell shows now.
  private var rowState = OutlineState(level: 0, hasChildren: false, isExpanded: false)

  /// Creates the control, 24 points square.
  private init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    showsAsAccessibleButton()
    addSubview(glyph)
    addAction(UIAction { [weak self] _ in self?.rowState.toggle() }, for: .touchUpInside)
  }

  /// Not used: the control is only made in code.
  required init?(coder: NSCoder) { nil }

  /// Shows the control as `cell`'s accessory view for a row with children,
  /// or takes Cellar's control away for a leaf; a cell with an accessory
  /// of its own keeps it: an accessory view, or an `accessoryType` (which
  /// an accessory view would hide).
  ///
  /// - Parameters:
  ///   - state: The row's place in the outline.
  ///   - cell: The cell.
  static func show(_ state: OutlineState, in cell: UITableViewCell) {
    let current = cell.accessoryView as? OutlineDisclosureControl
    guard state.hasChildren, cell.accessoryType == .none else {
      if current != nil { cell.accessoryView = nil }
      return
    }
    guard current != nil || cell.accessoryView == nil else { return }
    let control = current ?? OutlineDisclosureControl()
    control.rowState = state
    control.glyph.text = state.isLoading ? "…" : state.isExpanded ? "▾" : "▸"
    control.accessibilityLabel =
      state.isLoading ? "Loading" : state.isExpanded ? "Collapse" : "Expand"
    if current == nil { cell.accessoryView = control }
  }
}
