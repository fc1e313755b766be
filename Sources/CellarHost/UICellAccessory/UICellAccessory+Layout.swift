import Foundation

extension Headless.UICellAccessory {
  /// The edge an accessory shows at.
  enum Edge { case leading, trailing }

  /// The edge the accessory shows at: the system's for a system accessory,
  /// its placement's for a custom one.
  var edge: Edge {
    switch placement {
    case .leading: .leading
    case .trailing: .trailing
    case nil: accessoryType.isLeading ? .leading : .trailing
    }
  }

  /// Whether the accessory shows in an editing state (spec §4.2.3).
  ///
  /// - Parameter editing: Whether the collection view is editing.
  func isDisplayed(editing: Bool) -> Bool {
    switch displayed {
    case .always: true
    case .whenEditing: editing
    case .whenNotEditing: !editing
    }
  }

  /// The accessories shown at an edge, left to right (spec §4.2.2): the
  /// system accessories in the system's order, then each custom one in
  /// array order, inserted where its ``Placement/Position`` says (clamped).
  ///
  /// - Parameters:
  ///   - accessories: A cell's accessories.
  ///   - edge: The edge.
  ///   - editing: Whether the collection view is editing.
  /// - Returns: The accessories at that edge, left to right.
  /// - Complexity: O(*n*²) for *n* accessories, plus the position closures.
  static func placed(_ accessories: [Self], at edge: Edge, editing: Bool) -> [Self] {
    let shown = accessories.filter { $0.edge == edge && $0.isDisplayed(editing: editing) }
    var placed = shown.filter { $0.placement == nil }.sorted {
      $0.accessoryType.systemRank < $1.accessoryType.systemRank
    }
    for accessory in shown {
      guard let placement = accessory.placement else { continue }
      let position: Placement.Position
      switch placement {
      case .leading(_, let at), .trailing(_, let at): position = at
      }
      placed.insert(accessory, at: min(max(0, position(placed)), placed.count))
    }
    return placed
  }

  /// How the text rendering draws the accessory (spaces as wide as its
  /// glyph when it is hidden: it keeps its space).
  ///
  /// - Parameters:
  ///   - isSelected: Whether the cell is selected (a multiselect circle).
  ///   - isExpanded: Whether the cell's item is expanded (an outline disclosure).
  @MainActor
  func drawn(isSelected: Bool, isExpanded: Bool) -> String {
    let glyph: String
    switch accessoryType {
    case .disclosureIndicator: glyph = Headless.Glyph.disclosure
    case .outlineDisclosure: glyph = isExpanded ? Headless.Glyph.expanded : Headless.Glyph.collapsed
    case .checkmark: glyph = Headless.Glyph.checkmark
    case .delete: glyph = Headless.Glyph.delete
    case .insert: glyph = Headless.Glyph.insert
    case .reorder: glyph = Headless.Glyph.reorder
    case .multiselect: glyph = isSelected ? Headless.Glyph.selected : Headless.Glyph.unselected
    case .label: glyph = (text ?? "").split(whereSeparator: \.isNewline).joined(separator: " ")
    case .detail: glyph = Headless.Glyph.detail
    case .customView(let view): glyph = view.isHidden ? "" : view.drawnText ?? ""
    }
    return isHidden ? String(repeating: " ", count: glyph.count) : glyph
  }
}
