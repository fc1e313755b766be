import Cellar
import Foundation
import FuzzSupport

/// What the grid looks like from outside: compared before and after an
/// update that must change nothing.
@MainActor
struct GridSnapshot: Equatable {
  var sections: [String]
  var counts: [Int]
  var visible: [String]
  /// The visible cells' object identities, in index-path order.
  var cells: [ObjectIdentifier]
  var selected: [IndexPath]
  var offset: CGPoint
  var drawing: String
  var pools: String

  init(_ grid: Grid) {
    let view = grid.collectionView
    sections = grid.sections.map { section in
      "\(section.id.map { "\($0)" } ?? "-"): "
        + section.items.map { "\($0.id.map { "\($0)" } ?? "-")=\($0.model)" }.joined(
          separator: " ")
    }
    counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    visible = view.indexPathsForVisibleItems.sorted().map { path in
      let cell = view.cellForItem(at: path)
      return "\(path) \(cell?.label.text ?? "")"
    }
    cells = view.indexPathsForVisibleItems.sorted().compactMap {
      view.cellForItem(at: $0).map(ObjectIdentifier.init)
    }
    selected = (view.indexPathsForSelectedItems ?? []).sorted()
    offset = view.contentOffset
    drawing = view.render()
    pools = "\(view.cellMetrics.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })"
  }

  /// Whether the grid shows the same content, selection and offset, its
  /// cells and pools aside (a refused update reloads the old sections).
  func showsSame(as other: GridSnapshot) -> Bool {
    sections == other.sections && counts == other.counts && visible == other.visible
      && selected == other.selected && offset == other.offset && drawing == other.drawing
  }
}

extension GridDriver {
  /// Applies one edit to `sections`; returns what it did.
  func edit(_ sections: inout [GridSectionSpec], _ input: inout FuzzBytes) -> String {
    let kind = input.int(12)
    switch kind {
    case 0:
      let row = RowSpec(byte: input.next(), alphabet: 16)
      if sections.isEmpty { sections.append(GridSectionSpec(SectionSpec(id: nil, header: 0))) }
      let section = input.int(sections.count)
      let place = input.int(sections[section].base.rows.count + 1)
      guard sections[section].base.rows.count < Self.maxItems else { return "(full)" }
      sections[section].base.rows.insert(row, at: place)
      return "insert \(row) at [\(section), \(place)]"
    case 1:
      guard let path = flatPath(Int(input.next()), in: sections) else { return "(no item)" }
      sections[path.section].base.rows.remove(at: path.item)
      return "delete \(path)"
    case 2, 9:
      return moveOrCopy(&sections, &input, moves: kind == 2)
    case 3:
      guard let path = flatPath(Int(input.next()), in: sections) else { return "(no item)" }
      let row = RowSpec(byte: input.next(), alphabet: 16)
      sections[path.section].base.rows[path.item] = row
      return "replace \(path) with \(row)"
    case 4:
      guard let path = flatPath(Int(input.next()), in: sections) else { return "(no item)" }
      // A box's value changes in place only (the hostile opcode 0xD3).
      guard sections[path.section].base.rows[path.item].kind != .object else { return "(a box)" }
      sections[path.section].base.rows[path.item].variant ^= 1
      return "toggle \(path)"
    case 5:
      let place = input.int(sections.count + 1)
      let section = GridSectionSpec(SectionSpec(byte: input.next(), extended: true))
      guard sections.count < Self.maxSections else { return "(full)" }
      sections.insert(section, at: place)
      return "insert section \(section) at \(place)"
    default:
      return editSection(&sections, &input, kind: kind)
    }
  }

  private func moveOrCopy(
    _ sections: inout [GridSectionSpec], _ input: inout FuzzBytes, moves: Bool
  ) -> String {
    guard let path = flatPath(Int(input.next()), in: sections) else { return "(no item)" }
    let row = sections[path.section].base.rows[path.item]
    if moves { sections[path.section].base.rows.remove(at: path.item) }
    let section = input.int(sections.count)
    let place = input.int(sections[section].base.rows.count + 1)
    guard sections[section].base.rows.count < Self.maxItems else {
      if moves { sections[path.section].base.rows.insert(row, at: path.item) }
      return "(full)"
    }
    sections[section].base.rows.insert(row, at: place)
    return "\(moves ? "move" : "copy") \(path) to [\(section), \(place)]"
  }

  private func editSection(
    _ sections: inout [GridSectionSpec], _ input: inout FuzzBytes, kind: Int
  ) -> String {
    switch kind {
    case 6:
      guard !sections.isEmpty else { return "(no section)" }
      let index = input.int(sections.count)
      sections.remove(at: index)
      return "delete section \(index)"
    case 7:
      guard !sections.isEmpty else { return "(no section)" }
      let from = input.int(sections.count)
      let section = sections.remove(at: from)
      let to = input.int(sections.count + 1)
      sections.insert(section, at: to)
      return "move section \(from) to \(to)"
    case 8:
      guard !sections.isEmpty else { return "(no section)" }
      let index = input.int(sections.count)
      var changed = SectionSpec(byte: input.next(), extended: true)
      changed.rows = sections[index].base.rows
      sections[index].base = changed
      return "change section \(index) to \(sections[index])"
    case 10:
      guard !sections.isEmpty else { return "(no section)" }
      let index = input.int(sections.count)
      sections[index].setLayout(byte: input.next())
      return "layout of section \(index): \(sections[index])"
    default:
      sections = []
      return "clear"
    }
  }
}
