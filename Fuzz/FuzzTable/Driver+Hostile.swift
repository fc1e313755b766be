@_spi(Testing) import Cellar
import Foundation
import FuzzFixtures
import FuzzSupport

/// The `table` target's hostile steps (opcode bytes from `0xD0`): heights
/// no table should trust, updates from inside every callback, host batches
/// with extreme index paths, class models mutated in place, and NaN ids.
extension Driver {
  /// The first hostile opcode byte.
  static let hostileOpcodes: UInt8 = 0xD0

  /// A table callback that can update the table.
  enum Callback: Int, CaseIterable {
    case action, deselect, willDisplay, configure, delete, swipe, prefetch, error
  }

  /// What an armed callback does to the table, from inside.
  enum Effect: Int, CaseIterable {
    /// `table += row`.
    case appendRow
    /// `table += row` twice.
    case appendTwoRows
    /// `table += section`.
    case appendSection
    /// `update(with:)` without the first row.
    case removeFirstRow
    /// `reloadData(with:)` without the first row.
    case reloadWithoutFirstRow
  }

  /// A callback armed with an effect and the byte its rows and sections decode from.
  struct Armed {
    var callback: Callback
    var effect: Effect
    var byte: UInt8
  }

  /// Runs hostile step `opcode` (0 to 4).
  func runHostile(_ opcode: Int, _ input: inout FuzzBytes) throws -> String? {
    switch opcode {
    case 0: return try hostileHeight(&input)
    case 1: return arm(&input)
    case 2: return try extremeBatch(&input)
    case 3: return try classModel(&input)
    default: return try nanIdentity(&input)
    }
  }

  // MARK: Heights

  /// Gives a row or a header a height from ``RowSpec/hostileHeights`` and
  /// updates (or reloads), or (mode bits 4 and 8) the table view's content
  /// inset, without an update: an invalid height throws the exact
  /// `TableError.invalidHeight` and changes nothing; a valid one applies,
  /// and the content size stays finite and matches a fresh table's.
  private func hostileHeight(_ input: inout FuzzBytes) throws -> String? {
    let flat = Int(input.next())
    let code = input.int(RowSpec.hostileHeights.count)
    let mode = input.next()
    var next = spec
    let height = RowSpec.hostileHeights[code]
    if mode & 12 == 12 {
      // The table view's content inset, without an update: refused
      // components keep their values; offsets stay inside the insets.
      let view = table.tableView
      view.contentInset = UIEdgeInsets(
        top: height, left: 0, bottom: mode & 1 == 1 ? -height : height, right: 0)
      history.append("content inset \(view.contentInset) (asked \(height))")
      view.layoutIfNeeded()
      return nil
    }
    if mode & 1 == 1, !next.isEmpty {
      let section = flat % next.count
      if next[section].header == 0 { next[section].header = 1 }
      next[section].headerHeightCode = code
      history.append("header \(section) height \(height)")
    } else if let path = flatPath(flat, in: next) {
      next[path.section].rows[path.row].heightCode = code
      history.append("row \(path) height \(height)")
    } else {
      history.append("height \(height) (no row)")
      return nil
    }
    return try apply(next, reloading: mode & 2 == 2)
  }

  /// The errors an update to `next` may throw; empty when it must apply.
  /// Duplicate ids give the exact `duplicateIDs`; an invalid height (per
  /// `Table+Checks`: a header's or footer's first, then the rows' in
  /// reading order) gives `invalidHeight` with the height and the place
  /// (its type is not compared: see ``normalized(_:)``). When both apply,
  /// either may come first.
  static func expectedErrors(_ next: [SectionSpec]) -> [TableError] {
    var errors: [TableError] = []
    if let duplicates = SpecOracle.duplicateError(in: next) { errors.append(duplicates) }
    if let height = firstInvalidHeight(next) { errors.append(height) }
    return errors
  }

  private static func firstInvalidHeight(_ next: [SectionSpec]) -> TableError? {
    for (index, section) in next.enumerated() {
      guard section.header != 0, let code = section.headerHeightCode else { continue }
      let height = RowSpec.hostileHeights[code]
      // Headers follow the rows' rule: `Table+Checks` documents that heights
      // that are infinite or negative are refused; NaN is automatic.
      if !RowSpec.isValidRowHeight(height) {
        return .invalidHeight(Double(height), place: .header(section: index), type: "")
      }
    }
    for (sectionIndex, section) in next.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() {
        if let height = row.height, !RowSpec.isValidRowHeight(height) {
          let path = IndexPath(row: rowIndex, section: sectionIndex)
          return .invalidHeight(Double(height), place: .row(path), type: "")
        }
      }
    }
    return nil
  }

  /// `error` with the type name of an invalid height left out.
  static func normalized(_ error: TableError) -> TableError {
    if case .invalidHeight(let height, let place, _) = error {
      return .invalidHeight(height, place: place, type: "")
    }
    return error
  }

  static func describe(_ errors: [TableError]) -> String {
    errors.isEmpty ? "no error" : errors.map { "\($0)" }.joined(separator: " or ")
  }

  // MARK: Updates from callbacks

  /// Arms a callback: the next time it runs (on any row), it runs an effect
  /// from inside. Arming `onError` also makes an error at once (a
  /// `table += row` that repeats an id), so that it runs.
  private func arm(_ input: inout FuzzBytes) -> String? {
    let callback = Callback(rawValue: input.int(Callback.allCases.count)) ?? .action
    let effect = Effect(rawValue: input.int(Effect.allCases.count)) ?? .appendRow
    let byte = input.next()
    armed = Armed(callback: callback, effect: effect, byte: byte)
    history.append("arm \(callback) to \(effect) (\(byte))")
    guard callback == .error else { return nil }
    guard let path = flatPath(Int(byte), in: spec), spec[path.section].rows[path.row].isUnique
    else {
      history.append("(no unique row to repeat)")
      return nil
    }
    // Outside any callback: thrown at once, so reported at once.
    expectedReports += 1
    table += spec[path.section].rows[path.row].row(hooks: self)
    return nil
  }

  /// Runs the effect armed for `callback`, if any; returns whether it ran.
  @discardableResult
  func callback(_ callback: Callback) -> Bool {
    guard acceptsEffects, let armed, armed.callback == callback else { return false }
    self.armed = nil
    effects += 1
    history.append("(the \(callback) callback runs \(armed.effect))")
    switch armed.effect {
    case .appendRow:
      appendRow(RowSpec(byte: armed.byte, alphabet: 16))
    case .appendTwoRows:
      appendRow(RowSpec(byte: armed.byte, alphabet: 16))
      appendRow(RowSpec(byte: armed.byte &+ 0x31, alphabet: 16))
    case .appendSection:
      var section = SectionSpec(byte: armed.byte, extended: true)
      section.rows = [RowSpec(byte: armed.byte &+ 0x52, alphabet: 16)]
      let next = spec + [section]
      if SpecOracle.duplicateError(in: next) == nil {
        spec = next
      } else {
        expectReport()
      }
      table += section.section(hooks: self)
    case .removeFirstRow, .reloadWithoutFirstRow:
      var next = spec
      guard let path = flatPath(0, in: next) else { return true }
      next[path.section].rows.remove(at: path.row)
      let sections = next.map { $0.section(hooks: self) }
      do {
        if armed.effect == .removeFirstRow {
          try table.update(with: sections)
        } else {
          try table.reloadData(with: sections)
        }
        spec = next
      } catch {
        hookProblem = hookProblem ?? "an update from the \(callback) callback threw \(error)"
      }
    }
    return true
  }

  /// `table += row`, mirrored: it goes to the first section as it will be
  /// once the updates queued before it are applied, or is reported to
  /// `onError` when it repeats an id.
  private func appendRow(_ row: RowSpec) {
    var next = spec
    if next.isEmpty { next.append(SectionSpec(id: nil, header: 0)) }
    next[0].rows.append(row)
    if SpecOracle.duplicateError(in: next) == nil {
      spec = next
    } else {
      expectReport()
    }
    table += row.row(hooks: self)
  }

  /// Counts an error the table must report through `onError`: one raised
  /// while `onError` runs is only kept in `lastError` (so that a handler
  /// whose own work fails does not call itself without end).
  private func expectReport() {
    if !isReportingError { expectedReports += 1 }
  }

  /// An error reported through `onError`: it must be one the driver caused
  /// (a `+=` that repeats an id). `onError` is a callback too.
  func reported(_ error: any Error) {
    if expectedReports > 0, let error = error as? TableError, case .duplicateIDs = error {
      expectedReports -= 1
    } else {
      hookProblem = hookProblem ?? "onError reported \(error), which nothing caused"
    }
    isReportingError = true
    defer { isReportingError = false }
    callback(.error)
  }

  /// After callbacks updated the table, the selection follows the rules of
  /// several queued updates: take what the table selects as the expectation.
  func resyncSelection() {
    let selected = table.tableView.indexPathsForSelectedRows ?? []
    let rows = selected.compactMap { path -> RowSpec? in
      guard spec.indices.contains(path.section),
        spec[path.section].rows.indices.contains(path.row)
      else { return nil }
      return spec[path.section].rows[path.row]
    }
    selection.unique = Set(rows.filter(\.isUnique).map(\.identity))
    selection.others = rows.filter { !$0.isUnique }.count
  }

  // MARK: Host batches with extreme index paths

  /// Sends the table view an ``ExtremeBatch``, the data unchanged: it
  /// raises UIKit's exception (naming the row, for a row past the end of an
  /// existing section) and changes nothing, unless UIKit's reading of the
  /// path makes it legal; the checks after the step then hold.
  private func extremeBatch(_ input: inout FuzzBytes) throws -> String? {
    let batch = ExtremeBatch.allCases[input.int(ExtremeBatch.allCases.count)]
    let path = ExtremeBatch.paths[input.int(ExtremeBatch.paths.count)]
    history.append("batch: \(batch.name) \(Array(path))")
    let tableView = table.tableView
    let before = TableState(table)
    if let exception = batch.send(with: path, to: tableView) {
      let error = exception.reason
      if TableState(table) != before { return "a rejected batch changed the table: \(error)" }
      // An index path's indexes are section, row.
      if batch.rawValue <= ExtremeBatch.reload.rawValue, path.count == 2, path[0] == 0,
        tableView.numberOfSections > 0, !error.contains("row \(path[1])")
      {
        return "the batch's exception does not name row \(path[1]): \(error)"
      }
      return nil
    }
    let hasFirstRow = !spec.isEmpty && !spec[0].rows.isEmpty
    return batch.isLegal(with: path, hasFirstRow: hasFirstRow)
      ? nil : "a batch with \(Array(path)) was accepted"
  }

  // MARK: Class models and NaN ids

  /// Inserts a row whose model is a ``Box`` (even byte), or mutates a box in
  /// place and updates with the same rows (odd): the table is not told
  /// which rows changed, and must show every box as it is now.
  private func classModel(_ input: inout FuzzBytes) throws -> String? {
    let what = input.next()
    let byte = input.next()
    var next = spec
    if what & 1 == 0 {
      let id = Int(byte & 0x0F)
      let row = RowSpec(kind: .object, id: id, variant: Box.named(id).value)
      guard insert(row, into: &next, &input) else { return nil }
    } else {
      let boxes = Set(next.flatMap(\.rows).filter { $0.kind == .object }.map(\.id)).sorted()
      guard !boxes.isEmpty else {
        history.append("mutate a box (none)")
        return nil
      }
      let id = boxes[Int(byte) % boxes.count]
      let box = Box.named(id)
      box.value ^= 1
      for section in next.indices {
        for row in next[section].rows.indices
        where next[section].rows[row].kind == .object && next[section].rows[row].id == id {
          next[section].rows[row].variant = box.value
        }
      }
      history.append("mutate box \(id) to \(box.value), update")
    }
    return try apply(next, reloading: false)
  }

  /// Inserts a row whose `id:` is `Double.nan` (never a duplicate, never
  /// matched: deleted and inserted by every update) and updates.
  private func nanIdentity(_ input: inout FuzzBytes) throws -> String? {
    let byte = input.next()
    var next = spec
    let row = RowSpec(kind: .nanID, id: Int(byte & 0x0F), variant: Int(byte >> 4) & 1)
    guard insert(row, into: &next, &input) else { return nil }
    return try apply(next, reloading: false)
  }

  /// Inserts `row` into `sections` at a section and place the next two
  /// bytes pick (into a new section when there is none); `false` when the
  /// section is full.
  private func insert(_ row: RowSpec, into sections: inout [SectionSpec], _ input: inout FuzzBytes)
    -> Bool
  {
    if sections.isEmpty { sections.append(SectionSpec(id: nil, header: 0)) }
    let section = input.int(sections.count)
    let place = input.int(sections[section].rows.count + 1)
    guard sections[section].rows.count < Self.maxRows else { return false }
    sections[section].rows.insert(row, at: place)
    history.append("insert \(row) at [\(section), \(place)]")
    return true
  }
}
