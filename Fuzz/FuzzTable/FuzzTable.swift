@_spi(Testing) import Cellar
import Foundation
import FuzzFixtures
import FuzzSupport

/// The `table` fuzz target: turns bytes into a sequence of operations on a
/// Cellar `Table` with a viewport of about four rows, and checks the table
/// after each one.
///
/// Byte layout: steps, read until the input ends (at most 48). Each step is
/// an opcode byte (modulo 13) and its operands, one byte each:
///
/// | opcode | step                                                              | operands                        |
/// |--------|-------------------------------------------------------------------|---------------------------------|
/// | 0, 1   | edit the sections, then `update(with:)`                           | count (1–4), then the edits     |
/// | 2      | edit the sections, then `reloadData(with:)`                       | count (1–4), then the edits     |
/// | 3      | scroll to an offset                                               | offset / 8 points               |
/// | 4      | scroll a row into view                                            | row (in reading order), position|
/// | 5      | tap a visible row (selects it, runs its action)                   | visible row                     |
/// | 6      | toggle editing mode                                               |                                 |
/// | 7      | tap a visible row's delete control (in editing mode)              | visible row                     |
/// | 8      | swipe a visible row and tap its first trailing action (delete)    | visible row                     |
/// | 9      | drag a visible row to another place (in editing mode)             | visible row, section, row       |
/// | 10     | deselect all; switch between single and multiple selection        |                                 |
/// | 11     | swipe a visible row and tap its leading action (movable rows)     | visible row                     |
/// | 12     | edit, then `updateInBackground(with:)`; while it diffs: nothing,  | count, edits, what (0–2),       |
/// |        | a synchronous update (1 more edit), or a swipe delete             | then an edit or a visible row   |
///
/// An opcode byte from `0xD0` to `0xDF` is a hostile step instead (its
/// offset from `0xD0` modulo 5; no committed input of the first 13 uses
/// such a byte):
///
/// | opcode | hostile step                                                      | operands                        |
/// |--------|-------------------------------------------------------------------|---------------------------------|
/// | 0xD0   | give a row (or a header) a hostile height, then `update(with:)`    | row, height, row or header      |
/// | 0xD1   | arm a callback: the next time it runs, it updates the table       | callback, effect, row byte      |
/// | 0xD2   | a host batch with an extreme index path (`Int.max`, `Int.min`,    | operation, path                 |
/// |        | negative, 1 and 3 indexes): it throws and changes nothing         |                                 |
/// | 0xD3   | insert a row with a class model, or mutate one in place; update   | what, row, section, place       |
/// | 0xD4   | insert a row whose `id:` is `Double.nan`, then `update(with:)`     | section, place, variant         |
///
/// See `Driver+Hostile.swift` for what each checks.
///
/// An opcode byte from `0xE0` is an outline step on a second table of the
/// same input (from `0xE0` its offset modulo 8, from `0xF0` one of four
/// more steps; until then such a byte was a hostile step: committed inputs
/// that used one were rewritten to the equal opcode below `0xD5`, so that
/// they mean what they meant): rows with children, collapsible sections,
/// `setExpanded` by id, taps on parent rows and updates between them, lazy
/// rows (`children(loadingWith:)`, answered later or from inside the
/// loader) and hostile ids in trees, checked against a naive flatten, the
/// mirrored states, the loader calls due, the states cells are told and a
/// fresh table (``OutlineFuzzDriver``).
///
/// An edit is a byte (modulo 11) and its operands: insert a row (section,
/// place, row byte), delete a row (row), move a row (row, section, place),
/// replace a row (row, row byte), toggle a row's content (row), insert a
/// section (place, section byte), delete a section, move a section (from,
/// to), change a section's id and header (section, section byte), copy a
/// row to another place (row, section, place), or remove everything. Rows
/// and sections are picked modulo their count; row and section bytes decode
/// as ``RowSpec/init(byte:alphabet:)`` (alphabet 16) and
/// ``SectionSpec/init(byte:)``, so ids repeat: an update with a repeated
/// explicit id must throw. At most 8 sections and 64 rows per section.
///
/// Rows carry an action (tapping some rows removes them, through an update
/// queued from inside the action), a delete handler, a move handler and a
/// leading swipe action, and prefetch handlers, depending on their id
/// (``RowSpec/isDeletable``, ``RowSpec/isMovable``,
/// ``RowSpec/removesItselfOnTap``).
///
/// After every step (and a turn of the main run loop, as between two events
/// in an app): nothing crashed; handlers ran with the model and index path
/// of the row they belong to; an update or reload with repeated explicit ids
/// threw the exact `TableError.duplicateIDs` and left the table exactly as
/// it was (sections, counts, visible cells, selection, offset, drawing), any
/// other applied, as accepted batches (updates) or a reload; a background
/// update overtaken by a newer one was dropped, one the user changed the
/// table under was applied all the same; the table holds the sections the
/// fuzzer expects and the table view's counts and visible cells match them;
/// selected rows with a unique identity stay selected by identity, no other
/// row becomes selected; a scrolled table keeps its first visible row in
/// place across updates; the table draws what a fresh table built from the
/// same sections draws at the same offset, selection and editing mode.
enum FuzzTable {
  /// The most steps one input runs.
  static let maxSteps = 48

  /// Checks one input; returns a description of the first broken guarantee.
  static func check(_ bytes: [UInt8]) -> String? {
    MainActor.assumeIsolated {
      Box.reset()
      let driver = Driver()
      var input = FuzzBytes(bytes)
      var steps = 0
      while !input.isAtEnd && steps < maxSteps {
        steps += 1
        do {
          if let problem = try driver.step(&input) {
            return "step \(steps): \(problem)\nsteps: \(driver.history.joined(separator: "; "))"
          }
        } catch {
          return "step \(steps): unexpected error \(error)\n"
            + "steps: \(driver.history.joined(separator: "; "))"
        }
      }
      if ProcessInfo.processInfo.environment["CELLAR_FUZZ_TRACE"] != nil {
        print(driver.history.joined(separator: "\n"))
      }
      return nil
    }
  }
}

/// What the fuzzer knows about the selection: the selected rows with a
/// unique identity stay selected by identity (while they exist); of the
/// others it only knows how many there can be at most.
struct ExpectedSelection: Equatable {
  /// The unique identities of selected rows.
  var unique: Set<RowSpec.Identity> = []
  /// At most how many rows without a unique identity are selected.
  var others = 0
}

/// Runs the steps on one table and mirrors what they should do.
@MainActor
final class Driver: RowHooks {
  static let maxSections = 8
  static let maxRows = 64

  let table = TableCheck.makeTable()
  /// The sections the table should hold.
  var spec: [SectionSpec] = []
  var selection = ExpectedSelection()
  /// The steps run so far, for the failure message.
  var history: [String] = []
  /// A handler that ran with the wrong row, or too often.
  var hookProblem: String?
  /// The handlers that ran during the current step.
  var taps: [IndexPath] = []
  var deletes: [IndexPath] = []
  var moves: [(IndexPath, IndexPath)] = []
  var swipes: [IndexPath] = []
  /// The callback armed to update the table the next time it runs.
  var armed: Armed?
  /// The outline steps' own table (opcodes from `0xE0`), made when the
  /// first one runs.
  lazy var outline = OutlineFuzzDriver.table()
  /// How many updates callbacks asked for during the current step.
  var effects = 0
  /// How many errors the table must still report through `onError`.
  var expectedReports = 0
  /// Whether `onError` is running.
  var isReportingError = false
  /// Whether an armed callback may run its effect: during a step's events,
  /// not during the checks after it.
  var acceptsEffects = false

  init() {
    table.onError = { [unowned self] error in self.reported(error) }
  }

  /// Runs one step and checks the table; returns the first problem.
  func step(_ input: inout FuzzBytes) throws -> String? {
    taps = []
    deletes = []
    moves = []
    swipes = []
    effects = 0
    let byte = input.next()
    if byte >= OutlineFuzzDriver.firstOpcode {
      return try outline.step(byte: byte, &input, history: &history)
    }
    CellHooks.configured = { [unowned self] _ in self.callback(.configure) }
    CellHooks.willDisplay = { [unowned self] _ in self.callback(.willDisplay) }
    acceptsEffects = true
    defer {
      CellHooks.configured = nil
      CellHooks.willDisplay = nil
      acceptsEffects = false
    }
    let problem =
      byte >= Self.hostileOpcodes
      ? try runHostile(Int(byte - Self.hostileOpcodes) % 5, &input)
      : try run(Int(byte) % 13, &input)
    if let problem { return problem }
    // Let the main run loop turn, as an app's does between two events: work
    // the table deferred to a task (draining queued updates) runs now.
    _ = RunLoop.main.run(mode: .default, before: Date())
    CellHooks.configured = nil
    CellHooks.willDisplay = nil
    acceptsEffects = false
    if let hookProblem { return hookProblem }
    if expectedReports != 0 { return "\(expectedReports) errors were not reported to onError" }
    table.tableView.layoutIfNeeded()
    if let problem = TableCheck.shows(table, spec, checksErrors: false) { return problem }
    if effects > 0 { resyncSelection() }
    if let problem = checkSelection() { return problem }
    if !table.tableView.contentSize.height.isFinite {
      return "content size \(table.tableView.contentSize)"
    }
    return try TableCheck.matchesFresh(table, spec, hooks: self)
  }

  private func run(_ opcode: Int, _ input: inout FuzzBytes) throws -> String? {
    let tableView = table.tableView
    switch opcode {
    case 0, 1, 2:
      var next = spec
      let count = 1 + input.int(4)
      var edits: [String] = []
      for _ in 0..<count { edits.append(edit(&next, &input)) }
      history.append((opcode == 2 ? "reload " : "update ") + edits.joined(separator: ", "))
      return try apply(next, reloading: opcode == 2)
    case 3:
      let y = CGFloat(input.next()) * 8
      history.append("scroll to \(y)")
      tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    case 4:
      let flat = input.next()
      let positions: [UITableView.ScrollPosition] = [.none, .top, .middle, .bottom]
      let position = positions[input.int(positions.count)]
      guard let path = flatPath(Int(flat)) else {
        history.append("scroll to a row (none)")
        return nil
      }
      history.append("scroll to \(path) \(position)")
      tableView.scrollToRow(at: path, at: position, animated: false)
    case 5:
      guard let path = visiblePath(&input) else { return nil }
      let row = spec[path.section].rows[path.row]
      history.append("tap \(path) \(row)")
      let multiple = tableView.allowsMultipleSelection
      let wasSelected = tableView.indexPathsForSelectedRows?.contains(path) ?? false
      try tableView.tapRow(at: path)
      if tableView.isEditing {
        if !taps.isEmpty { return "a tap in editing mode ran the action" }
      } else if multiple && wasSelected {
        // A tap on a selected row deselects it.
        if !taps.isEmpty { return "a tap that deselects ran the action" }
        if row.isUnique {
          selection.unique.remove(row.identity)
        } else {
          selection.others -= 1
        }
      } else {
        if taps != [path] { return "tapping \(path) ran the actions at \(taps)" }
        if !multiple { selection = ExpectedSelection() }
        if row.isUnique {
          selection.unique.insert(row.identity)
        } else {
          selection.others += 1
        }
      }
    case 6:
      let editing = !tableView.isEditing
      history.append(editing ? "edit" : "done")
      tableView.setEditing(editing, animated: false)
      selection = ExpectedSelection()
    case 7:
      guard let path = visiblePath(&input) else { return nil }
      let row = spec[path.section].rows[path.row]
      history.append("delete control \(path) \(row)")
      let committed = try tableView.tapEditingControl(at: path)
      let expected = tableView.isEditing && row.isDeletable
      if committed != expected { return "tapping the delete control committed: \(committed)" }
      return userDeleted(path, expected: expected)
    case 8:
      guard let path = visiblePath(&input) else { return nil }
      let row = spec[path.section].rows[path.row]
      history.append("swipe \(path) \(row)")
      let performed = try tableView.swipeRow(at: path, edge: .trailing)
      if performed != row.isDeletable { return "the swipe action performed: \(performed)" }
      return userDeleted(path, expected: row.isDeletable)
    case 9:
      guard let path = visiblePath(&input) else { return nil }
      guard !spec.isEmpty else { return nil }
      let section = input.int(spec.count)
      let limit = spec[section].rows.count + (section == path.section ? 0 : 1)
      let destination = IndexPath(row: input.int(max(1, limit)), section: section)
      let row = spec[path.section].rows[path.row]
      history.append("drag \(path) → \(destination) \(row)")
      guard limit > 0 else { return nil }
      let target = try tableView.moveRowByUser(from: path, to: destination)
      let expected = tableView.isEditing && row.isMovable
      guard expected else {
        return target == nil && moves.isEmpty ? nil : "a row that cannot move moved"
      }
      guard let target else { return "dragging a movable row did nothing" }
      if moves.count != 1 || moves[0].0 != path || moves[0].1 != target {
        return "dragging \(path) to \(target) ran the move handlers \(moves)"
      }
      let moved = spec[path.section].rows.remove(at: path.row)
      spec[target.section].rows.insert(
        moved, at: min(target.row, spec[target.section].rows.count))
    case 12:
      var next = spec
      let count = 1 + input.int(4)
      var edits: [String] = []
      for _ in 0..<count { edits.append(edit(&next, &input)) }
      let interleave: Interleave
      switch input.int(3) {
      case 1:
        var later = spec
        let laterEdit = edit(&later, &input)
        edits.append("while diffing: update \(laterEdit)")
        interleave = .update(later)
      case 2:
        let path = visiblePath(&input)
        edits.append("while diffing: swipe \(path.map { "\($0)" } ?? "nothing")")
        interleave = path.map { .swipe($0) } ?? .nothing
      default:
        interleave = .nothing
      }
      history.append("update in background " + edits.joined(separator: ", "))
      return try applyInBackground(next, interleave)
    case 11:
      guard let path = visiblePath(&input) else { return nil }
      let row = spec[path.section].rows[path.row]
      history.append("swipe leading \(path) \(row)")
      let performed = try tableView.swipeRow(at: path, edge: .leading)
      if performed != row.isMovable { return "the leading swipe action performed: \(performed)" }
      if swipes != (row.isMovable ? [path] : []) {
        return "swiping \(path) ran the leading actions at \(swipes)"
      }
    case 10:
      // Deselect everything, and switch between single and multiple selection.
      let multiple = !tableView.allowsMultipleSelection
      history.append(
        multiple ? "deselect all, multiple selection" : "deselect all, single selection")
      for path in tableView.indexPathsForSelectedRows ?? [] {
        tableView.deselectRow(at: path, animated: false)
      }
      tableView.allowsMultipleSelection = multiple
      selection = ExpectedSelection()
    default:
      break
    }
    return nil
  }

  /// Applies `next` with an update or a reload and checks that it applied or
  /// threw and changed nothing.
  func apply(_ next: [SectionSpec], reloading: Bool) throws -> String? {
    let before = TableState(table)
    let anchor = ScrollAnchor(table, spec)
    let logStart = table.tableView.updateLog.count
    let expectedErrors = Self.expectedErrors(next)
    let sections = next.map { $0.section(hooks: self) }
    let previous = spec
    let effectsBefore = effects
    // Callbacks during the update (configure, will-display, prefetch) build
    // on the new sections: their updates are queued after this one.
    spec = next
    do {
      if reloading {
        try table.reloadData(with: sections)
      } else {
        try table.update(with: sections)
      }
    } catch let error as TableError {
      spec = previous
      guard expectedErrors.contains(Self.normalized(error)) else {
        return "threw \(error), expected \(Self.describe(expectedErrors))"
      }
      return TableState(table) == before ? nil : "a failed update changed the table"
    }
    if !expectedErrors.isEmpty { return "did not throw \(Self.describe(expectedErrors))" }
    // Updates that callbacks queued run after this one: other batches, other offsets.
    if effects > effectsBefore { return nil }
    let log = table.tableView.updateLog[logStart...]
    let kind: UITableView.Update.Kind = reloading ? .reloadData : .batch
    if let bad = log.first(where: { $0.kind != kind || $0.fellBackToReloadData }) {
      return "the update was applied as \(bad)"
    }
    table.tableView.layoutIfNeeded()
    return anchor?.isKept(by: table, spec)
  }

  /// What happens while an update's diff runs in the background.
  enum Interleave {
    case nothing
    /// A synchronous update to these sections: the background one is
    /// dropped, unless the synchronous one throws (duplicate ids).
    case update([SectionSpec])
    /// A swipe delete of this row: the background update diffs again.
    case swipe(IndexPath)
  }

  /// Holds what the background update returned.
  final class Outcome {
    var result: Result<Bool, any Error>?
  }

  /// Applies `next` with `updateInBackground(with:)`, runs `interleave`
  /// while the diff runs (from the table's test hook, so the order is
  /// always the same), lets the main run loop turn until the update is
  /// done, and checks what it returned: applied, dropped for the newer
  /// update, or thrown with nothing changed.
  private func applyInBackground(_ next: [SectionSpec], _ interleave: Interleave) throws -> String?
  {
    let before = TableState(table)
    let logStart = table.tableView.updateLog.count
    // Callbacks update the table in other steps: here `spec` changes only
    // when the background update returns.
    let armedBefore = armed
    armed = nil
    defer { armed = armedBefore }
    var interleaveProblem: String?
    var deleted = false
    var overtaken = false
    table.willDiffInBackground = { [unowned self] in
      self.table.willDiffInBackground = nil
      do {
        switch interleave {
        case .nothing: break
        case .update(let later):
          // An update that throws changes nothing, so it overtakes nothing.
          overtaken = SpecOracle.duplicateError(in: later) == nil
          interleaveProblem = try self.apply(later, reloading: false)
        case .swipe(let path):
          let row = self.spec[path.section].rows[path.row]
          deleted = try self.table.tableView.swipeRow(at: path, edge: .trailing)
          if deleted != row.isDeletable { interleaveProblem = "the swipe performed: \(deleted)" }
          interleaveProblem = interleaveProblem ?? self.userDeleted(path, expected: deleted)
        }
      } catch {
        interleaveProblem = "while diffing: \(error)"
      }
    }
    let outcome = Outcome()
    let sections = next.map { $0.section(hooks: self) }
    Task { @MainActor [table] in
      do {
        outcome.result = .success(try await table.updateInBackground(with: sections))
      } catch {
        outcome.result = .failure(error)
      }
    }
    let deadline = Date(timeIntervalSinceNow: 10)
    while outcome.result == nil && Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
    }
    table.willDiffInBackground = nil
    if let interleaveProblem { return interleaveProblem }
    guard let result = outcome.result else { return "the background update never finished" }
    let expectedError = SpecOracle.duplicateError(in: next)
    switch (interleave, result) {
    case (.update, .success(let applied)) where overtaken:
      // The synchronous update came later: it wins, the background one is dropped.
      return applied ? "a background update overtaken by a newer one was applied" : nil
    case (_, .success(let applied)):
      if !applied { return "a background update nothing overtook was dropped" }
      if let expectedError { return "did not throw \(expectedError)" }
      spec = next
    case (_, .failure(let error)):
      guard let error = error as? TableError, error == expectedError else {
        return "threw \(error), expected \(expectedError.map { "\($0)" } ?? "no error")"
      }
      if !deleted && TableState(table) != before { return "a failed update changed the table" }
      return nil
    }
    let log = table.tableView.updateLog[logStart...]
    if let bad = log.first(where: { $0.kind != .batch || $0.fellBackToReloadData }) {
      return "the update was applied as \(bad)"
    }
    return nil
  }

  /// Mirrors a delete the user made, once the delete handler ran.
  private func userDeleted(_ path: IndexPath, expected: Bool) -> String? {
    guard expected else { return deletes.isEmpty ? nil : "a delete handler ran: \(deletes)" }
    // The delete handler removed the row from `spec` (see `deleted`).
    if deletes != [path] { return "deleting \(path) ran the delete handlers at \(deletes)" }
    return nil
  }

  private func checkSelection() -> String? {
    let selected = table.tableView.indexPathsForSelectedRows ?? []
    var expected: [IndexPath] = []
    for identity in selection.unique {
      let paths = SpecOracle.paths(of: identity, in: spec)
      if paths.isEmpty { selection.unique.remove(identity) }
      expected += paths
    }
    let others = selected.filter { !spec[$0.section].rows[$0.row].isUnique }
    let uniques = selected.filter { spec[$0.section].rows[$0.row].isUnique }
    if uniques != expected.sorted() {
      return "selected rows with unique ids \(uniques), expected \(expected.sorted())"
    }
    if others.count > selection.others {
      return "\(others.count) rows without unique ids are selected (\(others)), at most "
        + "\(selection.others) expected"
    }
    selection.others = others.count
    if !table.tableView.allowsMultipleSelection && selected.count > 1 {
      return "rows \(selected) are selected, but the table allows one"
    }
    return nil
  }

  // MARK: Picking rows

  /// A visible row, picked by the next byte; `nil` when none is visible.
  func visiblePath(_ input: inout FuzzBytes) -> IndexPath? {
    let visible = table.tableView.indexPathsForVisibleRows ?? []
    let pick = input.int(max(1, visible.count))
    return visible.isEmpty ? nil : visible[pick]
  }

  /// The `flat`-th row in reading order, modulo the number of rows.
  private func flatPath(_ flat: Int) -> IndexPath? {
    flatPath(flat, in: spec)
  }

  func flatPath(_ flat: Int, in sections: [SectionSpec]) -> IndexPath? {
    let total = sections.reduce(0) { $0 + $1.rows.count }
    guard total > 0 else { return nil }
    var rest = flat % total
    for (index, section) in sections.enumerated() {
      if rest < section.rows.count { return IndexPath(row: rest, section: index) }
      rest -= section.rows.count
    }
    return nil
  }

  // MARK: Edits

  /// Applies one edit to `sections`; returns what it did.
  private func edit(_ sections: inout [SectionSpec], _ input: inout FuzzBytes) -> String {
    let kind = input.int(11)
    switch kind {
    case 0:
      let row = RowSpec(byte: input.next(), alphabet: 16)
      if sections.isEmpty { sections.append(SectionSpec(id: nil, header: 0)) }
      let section = input.int(sections.count)
      let place = input.int(sections[section].rows.count + 1)
      guard sections[section].rows.count < Self.maxRows else { return "(full)" }
      sections[section].rows.insert(row, at: place)
      return "insert \(row) at [\(section), \(place)]"
    case 1:
      guard let path = flatPath(Int(input.next()), in: sections) else { return "(no row)" }
      sections[path.section].rows.remove(at: path.row)
      return "delete \(path)"
    case 2, 9:
      guard let path = flatPath(Int(input.next()), in: sections) else { return "(no row)" }
      let row = sections[path.section].rows[path.row]
      if kind == 2 { sections[path.section].rows.remove(at: path.row) }
      let section = input.int(sections.count)
      let place = input.int(sections[section].rows.count + 1)
      guard sections[section].rows.count < Self.maxRows else {
        if kind == 2 { sections[path.section].rows.insert(row, at: path.row) }
        return "(full)"
      }
      sections[section].rows.insert(row, at: place)
      return "\(kind == 2 ? "move" : "copy") \(path) to [\(section), \(place)]"
    case 3:
      guard let path = flatPath(Int(input.next()), in: sections) else { return "(no row)" }
      let row = RowSpec(byte: input.next(), alphabet: 16)
      sections[path.section].rows[path.row] = row
      return "replace \(path) with \(row)"
    case 4:
      guard let path = flatPath(Int(input.next()), in: sections) else { return "(no row)" }
      // A box's value changes in place only (the hostile opcode 0xD3).
      guard sections[path.section].rows[path.row].kind != .object else { return "(a box)" }
      sections[path.section].rows[path.row].variant ^= 1
      return "toggle \(path)"
    case 5:
      let place = input.int(sections.count + 1)
      let section = SectionSpec(byte: input.next(), extended: true)
      guard sections.count < Self.maxSections else { return "(full)" }
      sections.insert(section, at: place)
      return "insert section \(section) at \(place)"
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
      changed.rows = sections[index].rows
      sections[index] = changed
      return "change section \(index) to \(changed)"
    default:
      sections = []
      return "clear"
    }
  }

  // MARK: Row hooks

  private func row(at path: IndexPath) -> RowSpec? {
    guard spec.indices.contains(path.section), spec[path.section].rows.indices.contains(path.row)
    else { return nil }
    return spec[path.section].rows[path.row]
  }

  private func expectRow(_ spec: RowSpec, model: String, at path: IndexPath, _ what: String) {
    if effects > 0 {
      // `spec` already holds what queued updates will show: check against
      // the row the table holds now.
      if model != spec.modelDescription || table.row(at: path).map({ "\($0.model)" }) != model {
        let holds = table.row(at: path).map { "\($0.model)" } ?? "nothing"
        hookProblem = hookProblem ?? "\(what) of \(spec) ran for \(path), which holds \(holds)"
      }
    } else if row(at: path) != spec {
      let holds = row(at: path).map { "\($0)" } ?? "nothing"
      hookProblem = hookProblem ?? "\(what) of \(spec) ran for \(path), which holds \(holds)"
    } else if model != spec.modelDescription {
      hookProblem = hookProblem ?? "\(what) of \(spec) got the model \(model)"
    }
  }

  func tapped(_ spec: RowSpec, model: String, at indexPath: IndexPath) {
    expectRow(spec, model: model, at: indexPath, "the action")
    taps.append(indexPath)
    if callback(.action) { return }
    guard effects == 0, spec.removesItselfOnTap, row(at: indexPath) == spec else { return }
    // Asked from inside the action: queued, applied right after the tap.
    var next = self.spec
    next[indexPath.section].rows.remove(at: indexPath.row)
    do {
      try table.update(with: next.map { $0.section(hooks: self) })
      self.spec = next
    } catch {
      hookProblem = hookProblem ?? "an update from an action threw \(error)"
    }
  }

  func deselected(_ spec: RowSpec, model: String, at indexPath: IndexPath) {
    expectRow(spec, model: model, at: indexPath, "the deselect action")
    callback(.deselect)
  }

  func deleted(_ spec: RowSpec, model: String, at indexPath: IndexPath) {
    expectRow(spec, model: model, at: indexPath, "the delete handler")
    deletes.append(indexPath)
    // The row goes first: what the handler queues builds on the sections without it.
    if row(at: indexPath) == spec {
      let row = self.spec[indexPath.section].rows.remove(at: indexPath.row)
      // A deleted row's selection is gone, even if an update brings its id back.
      if row.isUnique { selection.unique.remove(row.identity) }
    } else {
      hookProblem = hookProblem ?? "the delete handler of \(spec) ran for \(indexPath)"
    }
    callback(.delete)
  }

  func moved(_ spec: RowSpec, model: String, from source: IndexPath, to destination: IndexPath) {
    expectRow(spec, model: model, at: source, "the move handler")
    moves.append((source, destination))
  }

  func swiped(_ spec: RowSpec, model: String, at indexPath: IndexPath) {
    expectRow(spec, model: model, at: indexPath, "the leading swipe action")
    swipes.append(indexPath)
    callback(.swipe)
  }

  /// Prefetching runs during layouts, in the middle of updates too: the
  /// row must be the one the table holds at that moment.
  func prefetched(_ spec: RowSpec, model: String, at indexPath: IndexPath, cancelled: Bool) {
    let what = cancelled ? "the cancel-prefetch handler" : "the prefetch handler"
    guard let held = table.row(at: indexPath) else {
      hookProblem = hookProblem ?? "\(what) of \(spec) ran for \(indexPath), which has no row"
      return
    }
    if "\(held.model)" != model || model != spec.modelDescription {
      hookProblem =
        hookProblem ?? "\(what) of \(spec) got \(model) for \(indexPath), which holds \(held.model)"
    }
    if !cancelled { callback(.prefetch) }
  }
}
