import Cellar
import Foundation
import FuzzFixtures
import FuzzSupport

/// The `snapshot` fuzz target: turns bytes into snapshot verbs, applies and
/// updates of a `Table`, and checks the snapshot and the table after each.
///
/// An input whose first byte is `0x80–0xCF` is in the other language of
/// this target, ``FuzzDiffable``'s (no seed of this one starts so).
///
/// Byte layout: steps, read until the input ends (at most 64). Each step is
/// an opcode byte (modulo 14) and its operands, one byte each:
///
/// | opcode | step                                                             | operands                          |
/// |--------|------------------------------------------------------------------|-----------------------------------|
/// | 0      | take a new snapshot of the table                                 |                                   |
/// | 1      | `appendRows` (to a section, the last one, or a missing one)      | count (1–3), rows, section        |
/// | 2      | `insertRows` before or after a row                               | count, rows, anchor, side         |
/// | 3      | `deleteRows` (repeats and missing values included)               | count (1–3), values               |
/// | 4      | `moveRow` before or after a row                                  | value, anchor, side               |
/// | 5      | `appendSections`, or `insertSections` before or after a section  | what, id, count, rows, anchor     |
/// | 6      | `deleteSections`                                                 | count, ids                        |
/// | 7      | `moveSection` before or after a section                          | id, anchor, side                  |
/// | 8      | a mark: reload or reconfigure rows or sections                   | what, count, values               |
/// | 9      | `replaceRow` with new content, or with another identity          | value, row                        |
/// | 10     | `table.apply` (animated, or `.none`)                             | animation                         |
/// | 11     | `table.update(with:)` of the table's sections with one row less, | row                               |
/// |        | which makes the snapshot stale                                   |                                   |
/// | 12     | `deleteAllRows()`                                                |                                   |
/// | 13     | keep a copy of the snapshot, or swap it with the one kept        | what                              |
///
/// A row byte decodes as: `0x00–0x7F` an explicit `id:` (16 values, the
/// content in the high bits), `0x80–0xBF` an `Int` model identified by
/// itself (16 values, which repeat and share their values with the
/// explicit ids), `0xC0–0xDF` a row identified by position, `0xE0–0xFF` a
/// row whose `id:` is `Double.nan`. Values name rows the same way: a value
/// byte modulo 17 is `0–15`, or a NaN.
///
/// After every step: a verb that threw left the snapshot as it was (its
/// sections, marks and warnings); every query agrees with a walk of the
/// snapshot's own sections (the first row with each value, each section's
/// index and rows, the counts); a kept copy did not change; a verb that
/// succeeded did what it says where it is simple to see (appended or
/// inserted rows are where they were put, a moved row is beside its
/// anchor, a replaced row is the new one); after an apply, the table holds
/// the snapshot's sections and its visible cells show their rows, or the
/// apply threw and the table is unchanged; and the table's row lookups
/// agree with a walk of the sections it holds.
@MainActor
enum FuzzSnapshot {
  /// At most this many steps per input.
  static let maxSteps = 64

  /// Runs the steps of `bytes`; a failure's description, or `nil`.
  nonisolated static func check(_ bytes: [UInt8]) -> String? {
    MainActor.assumeIsolated {
      // The diffable language: a first byte no seed of this one starts with.
      if let first = bytes.first, FuzzDiffable.firstBytes.contains(first) {
        return FuzzDiffable.check(bytes)
      }
      let driver = Driver()
      var input = FuzzBytes(bytes)
      var steps = 0
      while !input.isAtEnd && steps < maxSteps {
        steps += 1
        if let problem = driver.step(&input) {
          return "step \(steps): \(problem)\nsteps: \(driver.history.joined(separator: "; "))"
        }
      }
      return nil
    }
  }
}

/// The text a fuzzed cell shows for its model.
final class SnapshotFuzzCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) { textLabel?.text = model }
}

/// A cell for rows identified by an `Int` model.
final class SnapshotFuzzNumberCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Int) { textLabel?.text = "#\(model)" }
}

/// A model with no identity: its row is identified by its position.
struct SnapshotFuzzOpaque {
  var text: String
}

/// A cell for rows identified by position.
final class SnapshotFuzzOpaqueCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: SnapshotFuzzOpaque) { textLabel?.text = model.text }
}

/// One fuzz run's table, snapshots and history.
@MainActor
private final class Driver {
  let table = TableCheck.makeTable()
  var snapshot = TableSnapshot()
  var kept: TableSnapshot?
  var keptLayout: [String] = []
  var history: [String] = []
  var made = 0

  /// A row from a row byte.
  func row(_ byte: UInt8) -> AnyRow {
    made += 1
    switch byte {
    case 0x00...0x7F:
      return AnyRow(Row<SnapshotFuzzCell>(model: "e\(byte % 16).\(made)", id: Int(byte % 16)))
    case 0x80...0xBF: return AnyRow(Row<SnapshotFuzzNumberCell>(model: Int(byte % 16)))
    case 0xC0...0xDF:
      return AnyRow(Row<SnapshotFuzzOpaqueCell>(model: SnapshotFuzzOpaque(text: "p\(made)")))
    default: return AnyRow(Row<SnapshotFuzzCell>(model: "nan.\(made)", id: Double.nan))
    }
  }

  /// A value naming rows, from a byte: 0–15, or a NaN.
  func value(_ byte: UInt8) -> AnyHashable {
    let value = Int(byte) % 17
    return value == 16 ? AnyHashable(Double.nan) : AnyHashable(value)
  }

  func rows(_ input: inout FuzzBytes) -> [AnyRow] {
    (0...input.int(3)).map { _ in row(input.next()) }
  }

  /// Runs one step; a problem's description, or `nil`.
  func step(_ input: inout FuzzBytes) -> String? {
    let opcode = input.int(14)
    let before = Self.state(of: snapshot)
    var verb = "?"
    var effect: (() -> String?)?
    do {
      switch opcode {
      case 0:
        verb = "snapshot"
        snapshot = table.snapshot()
      case 1:
        let new = rows(&input)
        let which = input.int(10)
        let section: AnyHashable? = which == 9 ? nil : AnyHashable(which)
        verb = "appendRows \(new.count) to \(section.map { "\($0)" } ?? "last")"
        try snapshot.appendRows(new, toSection: section)
        effect = { self.isRun(new, endingSection: section) }
      case 2:
        let new = rows(&input)
        let anchor = value(input.next())
        let after = input.next() & 1 == 1
        verb = "insertRows \(new.count) \(after ? "after" : "before") \(anchor)"
        if after {
          try snapshot.insertRows(new, afterRow: anchor)
        } else {
          try snapshot.insertRows(new, beforeRow: anchor)
        }
        effect = { self.isRun(new, beside: anchor, after: after) }
      case 3:
        let values = (0...input.int(3)).map { _ in value(input.next()) }
        verb = "deleteRows \(values)"
        try snapshot.deleteRows(values)
      case 4:
        let moved = value(input.next())
        let anchor = value(input.next())
        let after = input.next() & 1 == 1
        verb = "moveRow \(moved) \(after ? "after" : "before") \(anchor)"
        let row = snapshot.row(withID: moved)
        if after {
          try snapshot.moveRow(moved, afterRow: anchor)
        } else {
          try snapshot.moveRow(moved, beforeRow: anchor)
        }
        effect = { row.flatMap { self.isRun([$0], beside: anchor, after: after) } }
      case 5:
        let what = input.int(3)
        let id = input.int(10)
        let new = [Section(id: id, anyRows: input.next() & 1 == 1 ? rows(&input) : [])]
        let anchor = AnyHashable(input.int(10))
        verb = "\(["append", "insert before", "insert after"][what]) section \(id)"
        switch what {
        case 0: try snapshot.appendSections(new)
        case 1: try snapshot.insertSections(new, beforeSection: anchor)
        default: try snapshot.insertSections(new, afterSection: anchor)
        }
      case 6:
        let ids = (0...input.int(2)).map { _ in AnyHashable(input.int(10)) }
        verb = "deleteSections \(ids)"
        try snapshot.deleteSections(ids)
      case 7:
        let id = AnyHashable(input.int(10))
        let anchor = AnyHashable(input.int(10))
        let after = input.next() & 1 == 1
        verb = "moveSection \(id) \(after ? "after" : "before") \(anchor)"
        if after {
          try snapshot.moveSection(id, afterSection: anchor)
        } else {
          try snapshot.moveSection(id, beforeSection: anchor)
        }
      case 8:
        let what = input.int(4)
        let count = input.int(3)
        let rowValues = (0...count).map { _ in value(input.next()) }
        let sectionIDs = rowValues.map { AnyHashable(($0.base as? Int ?? 9) % 10) }
        verb = "\(["reloadRows", "reconfigureRows", "reloadSections", "reconfigureSections"][what])"
        switch what {
        case 0: try snapshot.reloadRows(rowValues)
        case 1: try snapshot.reconfigureRows(rowValues)
        case 2: try snapshot.reloadSections(sectionIDs)
        default: try snapshot.reconfigureSections(sectionIDs)
        }
      case 9:
        let replaced = value(input.next())
        let new = row(input.next())
        verb = "replaceRow \(replaced) with \(new.id.map { "\($0)" } ?? "-")"
        try snapshot.replaceRow(replaced, with: new)
        effect = {
          self.snapshot.row(withID: replaced)?.model as? String == new.model as? String
            ? nil : "the replaced row is not the new one"
        }
      case 10:
        let animated = input.next() & 1 == 0
        verb = "apply \(animated ? "animated" : "none")"
        history.append(verb)
        return apply(animation: animated ? .automatic : .none)
      case 11:
        var sections = table.sections
        let pick = Int(input.next())
        verb = "update(with:) one row less"
        if let index = sections.indices.first(where: { !sections[$0].rows.isEmpty }) {
          sections[index].rows.remove(at: pick % sections[index].rows.count)
        }
        history.append(verb)
        do { try table.update(with: sections) } catch { return "update(with:) threw \(error)" }
        return checkQueries()
      case 12:
        verb = "deleteAllRows"
        snapshot.deleteAllRows()
      default:
        verb = "keep or swap a copy"
        if input.next() & 1 == 0 || kept == nil {
          kept = snapshot
          keptLayout = Self.state(of: snapshot)
        } else if let other = kept {
          kept = snapshot
          keptLayout = Self.state(of: snapshot)
          snapshot = other
        }
      }
      history.append(verb)
      if let problem = effect?() { return "\(verb): \(problem)" }
    } catch {
      history.append(verb + " threw")
      if Self.state(of: snapshot) != before {
        return "\(verb) threw \(error) and changed the snapshot"
      }
    }
    return checkQueries()
  }

  /// Applies the snapshot and checks the table.
  func apply(animation: UITableView.RowAnimation) -> String? {
    let before = TableState(table)
    do {
      try table.apply(snapshot, animation: animation)
    } catch is TableError {
      return TableState(table) == before ? nil : "a failed apply changed the table"
    } catch {
      return "apply threw \(error)"
    }
    table.tableView.layoutIfNeeded()
    if TableCheck.describe(table.sections) != TableCheck.describe(snapshot.sections) {
      return "the table does not hold the snapshot's sections"
    }
    let tableView = table.tableView
    for path in tableView.indexPathsForVisibleRows ?? [] {
      let row = snapshot.sections[path.section].rows[path.row]
      let expected =
        row.model as? String ?? (row.model as? Int).map { "#\($0)" }
        ?? (row.model as? SnapshotFuzzOpaque)?.text
      if tableView.cellForRow(at: path)?.textLabel?.text != expected {
        return "row \(path) shows \(tableView.cellForRow(at: path)?.textLabel?.text ?? "no cell")"
      }
    }
    return checkQueries()
  }

  /// Every query against a walk of the snapshot's own sections, and the
  /// kept copy against what it was.
  func checkQueries() -> String? {
    let sections = snapshot.sections
    if snapshot.numberOfSections != sections.count { return "numberOfSections" }
    if snapshot.numberOfRows != sections.reduce(0, { $0 + $1.rows.count }) {
      return "numberOfRows"
    }
    if snapshot.sectionIDs != sections.compactMap(\.id) { return "sectionIDs" }
    for id in 0..<10 {
      let index = sections.firstIndex { $0.id == AnyHashable(id) }
      if snapshot.indexOfSection(id) != index { return "indexOfSection(\(id))" }
      let rowIDs = try? snapshot.rowIDs(inSection: id)
      // Compared as text: a NaN is not equal to itself.
      if rowIDs.map({ "\($0)" }) != index.map({ "\(sections[$0].rows.compactMap(\.id))" }) {
        return "rowIDs(inSection: \(id)): \(rowIDs.map { "\($0)" } ?? "nil"), the sections hold "
          + "\(index.map { "\(sections[$0].rows.compactMap(\.id))" } ?? "nil") "
          + "(\(TableCheck.describe(sections)))"
      }
    }
    for byte in 0..<17 {
      let value = value(UInt8(byte))
      var offset = 0
      var found: (section: Int, row: Int, offset: Int)?
      for (section, content) in sections.enumerated() where found == nil {
        if let row = content.rows.firstIndex(where: { $0.id == value }) {
          found = (section, row, offset + row)
        }
        offset += content.rows.count
      }
      if snapshot.indexOfRow(value) != found?.offset {
        return "indexOfRow(\(value)): \(snapshot.indexOfRow(value).map { "\($0)" } ?? "nil"), "
          + "a walk finds \(found.map { "\($0.offset)" } ?? "nil")"
      }
      if snapshot.sectionID(containingRow: value) != found.flatMap({ sections[$0.section].id }) {
        return "sectionID(containingRow: \(value))"
      }
      let row = snapshot.row(withID: value)
      if row?.model as? String != found.map({ sections[$0.section].rows[$0.row].model as? String })
        ?? nil
      {
        return "row(withID: \(value))"
      }
    }
    if let kept, Self.state(of: kept) != keptLayout { return "a kept copy changed" }
    return checkTableLookups()
  }

  /// The table's row lookups against a walk of the sections it holds: its
  /// index of rows is kept through applies, updates and snapshots.
  func checkTableLookups() -> String? {
    let shown = table.sections
    for byte in 0..<17 {
      let value = value(UInt8(byte))
      var walk: IndexPath?
      for (section, content) in shown.enumerated() where walk == nil {
        walk = content.rows.firstIndex { $0.id == value }.map {
          IndexPath(row: $0, section: section)
        }
      }
      if table.indexPath(forRowID: value) != walk {
        return "table.indexPath(forRowID: \(value)): "
          + "\(table.indexPath(forRowID: value).map { "\($0)" } ?? "nil"), a walk finds "
          + "\(walk.map { "\($0)" } ?? "nil") (\(TableCheck.describe(shown)))"
      }
    }
    return nil
  }

  /// Whether `rows` are the last rows of the section `section` (the last
  /// section for `nil`).
  func isRun(_ rows: [AnyRow], endingSection section: AnyHashable?) -> String? {
    let sections = snapshot.sections
    let found: Int?
    if let section {
      found = sections.firstIndex { $0.id == section }
    } else {
      found = sections.indices.last
    }
    guard let index = found else { return "no section to check" }
    let tail = sections[index].rows.suffix(rows.count)
    return zip(tail, rows).allSatisfy({ "\($0.model)" == "\($1.model)" })
      && tail.count == rows.count
      ? nil : "the appended rows are not at the end of their section"
  }

  /// Whether `rows` lie together just before (or after) the first row
  /// named `anchor`.
  func isRun(_ rows: [AnyRow], beside anchor: AnyHashable, after: Bool) -> String? {
    for section in snapshot.sections {
      guard let place = section.rows.firstIndex(where: { $0.id == anchor }) else { continue }
      let start = after ? place + 1 : place - rows.count
      guard start >= 0, start + rows.count <= section.rows.count else {
        return "the rows are not beside \(anchor)"
      }
      let run = section.rows[start..<(start + rows.count)]
      return zip(run, rows).allSatisfy({ "\($0.model)" == "\($1.model)" })
        ? nil : "the rows are not beside \(anchor)"
    }
    return "the anchor \(anchor) is gone"
  }

  /// The snapshot as lines: sections, rows, marks and warnings.
  static func state(of snapshot: TableSnapshot) -> [String] {
    TableCheck.describe(snapshot.sections) + [
      "reload \(snapshot.reloadedRowIDs)", "reconfigure \(snapshot.reconfiguredRowIDs)",
      "reload sections \(snapshot.reloadedSectionIDs)",
      "reconfigure sections \(snapshot.reconfiguredSectionIDs)",
      "warnings \(snapshot.warnings.count)",
    ]
  }
}
