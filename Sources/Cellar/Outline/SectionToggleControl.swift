import Foundation

/// The control Cellar lays over the header of a collapsible section, on
/// tables and grids (the default `configureOutline(_:)` of header views,
/// and title headers): a tap anywhere on the header (`touchUpInside`)
/// expands or collapses the section, found by its `id` when the tap comes
/// (``OutlineState/toggle()``), so a reused header never toggles the
/// section it showed before. It shows `▾` while the section is expanded
/// and `▸` while it is collapsed, and tells VoiceOver the same (a button
/// labelled "Collapse" or "Expand"). It follows the header's size
/// (`autoresizingMask`) and is brought to the front each time the header
/// is configured, so views the app adds later do not cover it.
@MainActor
final class SectionToggleControl: UIControl {
  /// The glyph.
  private let glyph = UILabel(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
  /// The state of the section the header shows now.
  private var sectionState = OutlineState(level: 0, hasChildren: false, isExpanded: false)

  /// Creates the control.
  private init() {
    super.init(frame: .zero)
    autoresizingMask = [.flexibleWidth, .flexibleHeight]
    showsAsAccessibleButton()
    addSubview(glyph)
    addAction(UIAction { [weak self] _ in self?.sectionState.toggle() }, for: .touchUpInside)
  }

  /// Not used: the control is only made in code.
  required init?(coder: NSCoder) { nil }

  /// Lays the control over `header` for a collapsible section, showing its
  /// state, or takes it away for a section that is not one (headers are
  /// reused across sections).
  ///
  /// - Parameters:
  ///   - state: The section's state: `hasChildren` when it is collapsible.
  ///   - header: The header view.
  static func show(_ state: OutlineState, in header: UIView) {
    let current = header.subviews.lazy.compactMap { $0 as? SectionToggleControl }.first
    guard state.hasChildren else {
      current?.removeFromSuperview()
      return
    }
    let control = current ?? SectionToggleControl()
    if current == nil { header.addSubview(control) } else { header.bringSubviewToFront(control) }
    // Over the whole header now, and as it resizes (a header is sized
    // after it is configured on UIKit).
    control.frame = header.bounds
    control.sectionState = state
    control.glyph.text = state.isExpanded ? "▾" : "▸"
    control.accessibilityLabel = state.isExpanded ? "Collapse" : "Expand"
  }
}

extension UpdateDriver {
  /// The outline state of the section at `index` of the shown sections,
  /// for its header: level 0, `hasChildren` when it is collapsible.
  func sectionOutlineState(_ index: Int) -> OutlineState {
    guard shown.indices.contains(index), shown[index].isCollapsible, let id = shown[index].id else {
      return OutlineState(level: 0, hasChildren: false, isExpanded: false)
    }
    let node = OutlineNode.section(id)
    return OutlineState(
      level: 0, hasChildren: true,
      isExpanded: outline.states.state(of: node) ?? shown[index].isInitiallyExpanded,
      isLoading: false, node: node, list: self as? any OutlineToggling)
  }
}
