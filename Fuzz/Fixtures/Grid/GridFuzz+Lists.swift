import Cellar
import Foundation
import FuzzSupport

// The `grid` target's list steps (opcode bytes `0xD7` to `0xD9`): sections
// laid out as lists whose items are list cells that size themselves (some
// of them with hostile answers the layout must ignore and log), swipes,
// and accessory taps. After each, the usual checks run, and two more: the
// frames of list sections are consistent (every visible cell's frame is
// the layout's for its index path; rows follow one another; a visible list
// cell has the length it chose, or its estimate when it chose a hostile
// one), and a grid with list cells is compared with a fresh one after both
// have measured every list cell (measurements depend on what was shown
// before, so the fresh grid must have seen as much).

/// What list cells call when an accessory's action handler runs, so that
/// the fuzz driver can check it ran for the right item.
@MainActor
enum GridListHooks {
  /// Called with the text the cell shows and the accessory's name.
  static var accessoryTapped: ((String, String) -> Void)?
}

/// A list cell that shows a string and sizes itself from it: the height of
/// a few lines of text, or, for some strings, a hostile answer (NaN,
/// infinite, negative, beyond the layout's bound), which the layout must
/// ignore. Its accessories also follow the string.
final class GridMeasuredCell: UICollectionViewListCell, ConfigurableCollectionCell {
  /// The lengths a cell answers, picked by its text: one to four lines
  /// (44, 64, 84, 104), a short and an empty row, and hostile answers.
  static let answers: [CGFloat] = [
    44, 64, 84, 104, 24, 0, .nan, .infinity, -20, 2_000_000_000, 64, 84, -.infinity,
  ]

  /// A small hash of the text, the same on every run.
  static func code(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
  }

  /// The length the cell answers for `text`.
  static func answer(for text: String) -> CGFloat {
    answers[code(of: text) % answers.count]
  }

  /// The length the layout gives an item whose cell answers for `text`:
  /// the answer, or the 44-point estimate when it is hostile.
  static func expectedLength(for text: String) -> CGFloat {
    let answer = answer(for: text)
    return answer.isFinite && answer >= 0 && answer <= 1_000_000_000 ? answer : 44
  }

  /// Shows `model` and the accessories its text picks.
  func configure(_ model: String) {
    label.text = model
    accessories = Self.accessories(for: model)
    GridCellHooks.configured?(model)
  }

  /// None; a detail button and a checkmark; an always shown delete button
  /// and a disclosure indicator; or a cell-style outline disclosure and a
  /// label. The handlers hold only the text.
  static func accessories(for model: String) -> [UICellAccessory] {
    func report(_ name: String) -> () -> Void { { GridListHooks.accessoryTapped?(model, name) } }
    switch code(of: model) / 7 % 4 {
    case 1: return [.detail(actionHandler: report("detail")), .checkmark()]
    case 2:
      return [.delete(displayed: .always, actionHandler: report("delete")), .disclosureIndicator()]
    case 3:
      return [
        .outlineDisclosure(options: .init(style: .cell), actionHandler: report("outline")),
        .label(text: "n"),
      ]
    default: return []
    }
  }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    var attributes = layoutAttributes
    attributes.frame.size.height = Self.answer(for: label.text ?? "")
    return attributes
  }
}

/// The grid driver's view of a swipe action's handler.
@MainActor
protocol GridSwipeHooks: AnyObject {
  /// A swipe action of an item ran; returns what the handler returns.
  func swiped(_ spec: RowSpec, model: String, at indexPath: IndexPath, action: String) -> Bool
}

extension RowSpec {
  /// Whether the item is a ``GridMeasuredCell`` in a section with list
  /// cells (explicit ids: the string models the title cell shows).
  var isListCellKind: Bool { kind == .explicit || kind == .explicitTall }

  /// The item in a section with list cells: explicit-id items are
  /// ``GridMeasuredCell``s with swipe actions (leading: "flag", which does
  /// nothing; trailing: "delete", which removes the item from inside, and
  /// "more", which is not performed); the others as in other sections.
  @MainActor
  func listItem(hooks: (any GridHooks)?) -> AnyItem {
    guard isListCellKind else { return item(hooks: hooks) }
    let item = Cellar.Item<GridMeasuredCell>(model: "\(id)/\(variant)", id: id, size: itemSize)
    guard let swipes = hooks as? any GridSwipeHooks else { return decorated(item, hooks) }
    let spec = self
    let action = { (name: String) in
      SwipeAction<String>(title: name) { [weak swipes] model, path in
        swipes?.swiped(spec, model: model, at: path, action: name) ?? false
      }
    }
    return decorated(
      item.leadingSwipeActions([action("flag")])
        .trailingSwipeActions([action("delete"), action("more")]), hooks)
  }
}

extension GridSectionSpec {
  /// Whether the section is laid out as a list (layout kind 3).
  var isList: Bool { layoutCode.map { $0 & 7 == 3 } ?? false }
}

extension GridDriver: GridSwipeHooks {
  /// Runs list step `opcode` (7: list cells, 8: a swipe, 9: an accessory tap).
  func runListStep(_ opcode: Int, _ input: inout FuzzBytes) throws -> String? {
    switch opcode {
    case 7: return try listCells(&input)
    case 8: return try swipe(&input)
    default: return try tapAccessory(&input)
    }
  }

  /// Lays a section out as a list of an appearance whose explicit-id items
  /// are measured list cells (or, one time in four, turns its list cells
  /// off), then updates or reloads.
  private func listCells(_ input: inout FuzzBytes) throws -> String? {
    var next = spec
    let section = Int(input.next())
    let appearance = input.next()
    let reload = input.int(2) == 1
    guard !next.isEmpty else {
      history.append("list cells (no section)")
      return nil
    }
    let index = section % next.count
    next[index].listCells = appearance & 3 != 0
    next[index].layoutCode = 3 | (appearance >> 2) << 3
    history.append("section \(index) list \(appearance >> 2) cells \(next[index].listCells)")
    return try apply(next, reloading: reload)
  }

  /// Swipes an item (by reading order, shown or not) from an edge and
  /// performs one of its actions: only an explicit-id item of a list
  /// section with list cells has actions; the handler must run with its
  /// model and index path, and the swipe returns what the handler did.
  private func swipe(_ input: inout FuzzBytes) throws -> String? {
    let flat = Int(input.next())
    let leading = input.int(2) == 0
    let index = input.int(3)
    guard let path = flatPath(flat, in: spec) else {
      history.append("swipe (no item)")
      return nil
    }
    let row = spec[path.section].base.rows[path.item]
    let section = spec[path.section]
    history.append("swipe \(path) \(row) \(leading ? "leading" : "trailing") \(index)")
    swipesRun = []
    let performed = try grid.collectionView.swipeItem(
      at: path, edge: leading ? .leading : .trailing, performingActionAt: index)
    history.append("(ran \(swipesRun), performed \(performed))")
    let actions = leading ? ["flag"] : ["delete", "more"]
    let swipeable =
      section.isList && section.listCells && row.isListCellKind && index < actions.count
    let expected = swipeable ? ["\(actions[index]) \(path)"] : []
    if swipesRun != expected { return "swiping \(path) ran \(swipesRun), expected \(expected)" }
    if performed != (swipeable && actions[index] != "more") {
      return "swiping \(path) action \(index) returned \(performed)"
    }
    return nil
  }

  /// A swipe action ran: checks its item; "delete" removes the item with
  /// an update from inside (applied when the swipe is over).
  func swiped(_ spec: RowSpec, model: String, at indexPath: IndexPath, action: String) -> Bool {
    swipesRun.append("\(action) \(indexPath)")
    let held = grid.item(at: indexPath).map { "\($0.model)" }
    if held != model || model != spec.itemModelDescription {
      hookProblem =
        hookProblem
        ?? "the \(action) swipe of \(spec) got \(model) for \(indexPath), which holds \(held ?? "nothing")"
    }
    guard action != "more" else { return false }
    guard action == "delete", row(at: indexPath) == spec else { return true }
    removeRowFromCallback(at: indexPath, during: "a swipe")
    return true
  }

  /// The accessory types a tap picks from, with their names in UIKit's
  /// Swift spelling (as the host's errors name them).
  static let tappedAccessories: [(type: UICellAccessory.AccessoryType, name: String)] = [
    (.detail, "detail"), (.delete, "delete"), (.outlineDisclosure, "outlineDisclosure"),
    (.checkmark, "checkmark"), (.disclosureIndicator, "disclosureIndicator"), (.label, "label"),
    (.reorder, "reorder"),
  ]

  /// Taps an accessory of a visible item: only measured list cells have
  /// any (their text picks which); a handler accessory runs its handler
  /// for the item, and the others are a tap on the item (its action runs;
  /// it is selected).
  private func tapAccessory(_ input: inout FuzzBytes) throws -> String? {
    let (type, typeName) = Self.tappedAccessories[input.int(Self.tappedAccessories.count)]
    guard let path = visiblePath(&input) else {
      history.append("tap accessory (none visible)")
      return nil
    }
    let row = spec[path.section].base.rows[path.item]
    let view = grid.collectionView
    let cell = view.cellForItem(at: path) as? GridMeasuredCell
    let shown = cell.map { GridMeasuredCell.accessories(for: $0.label.text ?? "") } ?? []
    history.append("tap \(typeName) of \(path) \(row)")
    var reported: [String] = []
    GridListHooks.accessoryTapped = { model, name in reported.append("\(name) \(model)") }
    defer { GridListHooks.accessoryTapped = nil }
    let multiple = view.allowsMultipleSelection
    let wasSelected = view.indexPathsForSelectedItems?.contains(path) ?? false
    let ran: Bool
    do {
      ran = try view.tapAccessory(type, at: path)
    } catch let error as UICollectionView.AccessoryTapError {
      history.append("(\(error))")
      let expected: UICollectionView.AccessoryTapError =
        cell == nil
        ? .noVisibleListCell(path) : .noAccessory(typeName, path)
      if shown.contains(where: { $0.accessoryType == type }) || error != expected {
        return "tapping the \(typeName) of \(path) threw \(error)"
      }
      return taps.isEmpty && reported.isEmpty ? nil : "a refused accessory tap ran an action"
    }
    history.append("(ran \(ran) \(reported), actions \(taps))")
    switch type {
    case .detail, .delete, .outlineDisclosure:
      let name = type == .outlineDisclosure ? "outline" : typeName
      if !ran || reported != ["\(name) \(row.text)"] || !taps.isEmpty {
        return "tapping the \(typeName) of \(path) ran \(ran) \(reported) \(taps)"
      }
      return nil
    default:
      if ran || !reported.isEmpty { return "tapping the \(typeName) of \(path) ran a handler" }
      return expectItemTap(at: path, row: row, multiple: multiple, wasSelected: wasSelected)
    }
  }

  /// What a tap on an item did, as ``tap(_:)`` checks it.
  private func expectItemTap(at path: IndexPath, row: RowSpec, multiple: Bool, wasSelected: Bool)
    -> String?
  {
    if multiple && wasSelected {
      if !taps.isEmpty || deselects != [path] {
        return "deselecting \(path) ran \(taps) \(deselects)"
      }
      if row.isUnique { selection.unique.remove(row.identity) } else { selection.others -= 1 }
      return nil
    }
    if taps != [path] { return "tapping \(path) ran the actions at \(taps)" }
    if !multiple { selection = GridSelection() }
    if row.isUnique { selection.unique.insert(row.identity) } else { selection.others += 1 }
    return nil
  }

  // MARK: Checks

  /// The frames of list sections: a visible cell's frame is the layout's
  /// for its index path; rows follow one another with nothing between
  /// them; an item is 44 points (the estimate) or, for a measured list
  /// cell, the length it chose, which a visible one has; a hostile answer
  /// keeps the estimate. (Its log line is written once, when the cell is
  /// measured, and the layout's log holds one pass's messages: the host's
  /// unit tests check it.)
  func checkListFrames() -> String? {
    let view = grid.collectionView
    guard view.collectionViewLayout === grid.compositionalLayout else { return nil }
    let layout = view.collectionViewLayout
    for path in view.indexPathsForVisibleItems where spec[path.section].isList {
      let frame = view.cellForItem(at: path)?.frame
      let laidOut = layout.layoutAttributesForItem(at: path)?.frame
      if frame != laidOut {
        return
          "the cell at \(path) is at \(String(describing: frame)), laid out at \(String(describing: laidOut))"
      }
      let row = spec[path.section].base.rows[path.item]
      if ProcessInfo.processInfo.environment["CELLAR_FUZZ_TRACE_FRAMES"] != nil {
        print("frame \(path) \(row.text): \(String(describing: frame))")
      }
      guard spec[path.section].listCells, row.isListCellKind, let frame else { continue }
      let expected = GridMeasuredCell.expectedLength(for: row.text)
      if frame.height != expected {
        return
          "the list cell at \(path) (\(row.text)) is \(frame.height) tall, expected \(expected)"
      }
    }
    for (index, section) in spec.enumerated() where section.isList {
      var previous: CGRect?
      for (item, row) in section.base.rows.enumerated() {
        guard
          let frame = layout.layoutAttributesForItem(at: IndexPath(item: item, section: index))?
            .frame
        else { return "no frame for item \(item) of list section \(index)" }
        let measured =
          section.listCells && row.isListCellKind
          ? GridMeasuredCell.expectedLength(for: row.text) : 44
        if frame.height != 44 && frame.height != measured {
          return "item \(item) of list section \(index) is \(frame.height) tall"
        }
        if let previous, abs(previous.maxY - frame.minY) > 0.001 {
          return
            "item \(item) of list section \(index) starts at \(frame.minY), after \(previous.maxY)"
        }
        previous = frame
      }
    }
    return nil
  }

  /// Scrolls `view` through every section with list cells, so that each of
  /// its items has been shown and measured, then back where it was.
  static func measureListCells(of view: UICollectionView, sections: [GridSectionSpec]) {
    let start = view.contentOffset
    view.layoutIfNeeded()
    let step = max(view.bounds.height, 1)
    for (index, section) in sections.enumerated() where section.listCells {
      let count = section.base.rows.count
      guard count > 0 else { continue }
      let layout = view.collectionViewLayout
      var y =
        layout.layoutAttributesForItem(at: IndexPath(item: 0, section: index))?.frame.minY ?? 0
      var passes = 0
      while passes < 4_096,
        let last = layout.layoutAttributesForItem(at: IndexPath(item: count - 1, section: index)),
        y <= last.frame.maxY
      {
        view.contentOffset = CGPoint(x: start.x, y: y)
        view.layoutIfNeeded()
        y += step
        passes += 1
      }
    }
    view.contentOffset = start
    view.layoutIfNeeded()
  }
}
