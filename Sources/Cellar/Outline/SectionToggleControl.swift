import Foundation

/// The control Cellar lays over the header of a collapsible section, on
/// tables and grids: a tap anywhere on the header (`touchUpInside`)
/// expands or collapses the section, found by its `id` when the tap comes,
/// so a reused header never toggles the section it showed before. It
/// shows `▾` while the section is expanded and `▸` while it is collapsed,
/// and tells VoiceOver the same.
@MainActor
final class SectionToggleControl: UIControl {
  /// The glyph.
  private let glyph = UILabel(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
  /// The section's `id`.
  private var sectionID: AnyHashable?
  /// The table or grid the header belongs to.
  private weak var list: (any OutlineToggling)?

  /// Creates the control.
  private init() {
    super.init(frame: .zero)
    addSubview(glyph)
    addAction(
      UIAction { [weak self] _ in
        guard let self, let sectionID = self.sectionID else { return }
        self.list?.toggleByUser(.section(sectionID))
      }, for: .touchUpInside)
  }

  /// Not used: the control is only made in code.
  required init?(coder: NSCoder) { nil }

  /// Lays the control over `header` for a collapsible section, showing its
  /// state, or takes it away for a section that is not one (headers are
  /// reused across sections).
  ///
  /// - Parameters:
  ///   - header: The header view.
  ///   - section: The section the header shows, if any.
  ///   - isExpanded: Whether the section is expanded.
  ///   - list: The table or grid.
  static func refresh(
    in header: UIView, for section: Section?, isExpanded: Bool, list: any OutlineToggling
  ) {
    let current = header.subviews.lazy.compactMap { $0 as? SectionToggleControl }.first
    guard let section, section.isCollapsible, let id = section.id else {
      current?.removeFromSuperview()
      return
    }
    let control = current ?? SectionToggleControl()
    if current == nil { header.addSubview(control) }
    control.frame = header.bounds
    control.sectionID = id
    control.list = list
    control.glyph.text = isExpanded ? "▾" : "▸"
    control.accessibilityLabel = isExpanded ? "Collapse" : "Expand"
  }
}

extension UpdateDriver where Self: OutlineToggling {
  /// Lays the section toggle over a displayed header of `section` (or
  /// takes it away), once the table or grid has shown an outline.
  func refreshSectionToggle(in header: UIView, section index: Int) {
    guard outline.isActive else { return }
    let section = index < shown.count ? shown[index] : nil
    let isExpanded = section?.id.flatMap { outline.states.state(of: .section($0)) } ?? true
    SectionToggleControl.refresh(in: header, for: section, isExpanded: isExpanded, list: self)
  }
}
