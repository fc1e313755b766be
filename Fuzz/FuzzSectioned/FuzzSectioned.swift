import Cellar
import CellarOracles
import Foundation
import FuzzFixtures
import FuzzSupport

/// The `sectioned` fuzz target: turns bytes into two sectioned states and
/// checks the sectioned differ, the table view fed with its changeset, and
/// a Cellar table updated from one state to the other.
///
/// Byte layout:
/// - byte 0: the row identity alphabet, 1 to 16;
/// - byte 1: where the source ends: the body is split at `byte % (body count + 1)`;
/// - byte 2: the scroll offset before the update, in steps of 8 points;
/// - byte 3: the visible row selected before the update (modulo the visible
///   rows plus one; 0 selects nothing, rows without a unique identity neither);
/// - the body, bytes 4 on, source then target: a byte from `0xE0` starts a
///   section (``SectionSpec/init(byte:)``: id 0–7, a header, or no id), any
///   other byte is a row of the current section (``RowSpec/init(byte:alphabet:)``:
///   explicit ids, `Identifiable` items, `Hashable` models that may repeat,
///   positional rows; a content bit). Rows before the first section marker
///   go into a section without id or header. At most 8 sections and 64 rows
///   per section are kept; the rest is ignored.
///
/// Checks, in order:
/// 1. `SectionedChangeset` between the states (row identity: the kind's
///    identity space and value; content: the whole row) passes
///    `Check.sectioned`: it replays the source into the target, with the
///    fewest changes, k-th duplicate with k-th.
/// 2. A `UITableView` showing the source accepts the changeset as one batch
///    (section deletes, inserts and moves, row deletes, inserts and moves,
///    reloads of changed rows that do not move and that UIKit inserts at
///    their new place: it shifts a reload by the deletes and inserts, not
///    the moves), falls back to `reloadData` exactly when rows cross deleted
///    or inserted sections, accepts the reloads of the other changed rows in
///    a second batch, and then draws what a table view loaded with the
///    target draws.
/// 3. A Cellar `Table` filled with the source (or left empty if the source
///    repeats an explicit id: that update must throw the exact
///    `TableError.duplicateIDs`) and updated to the target either throws the
///    exact `TableError.duplicateIDs` and is unchanged, or applies with
///    accepted batches only, holds and shows the target, keeps the selection
///    by identity, and draws what a fresh table of the target draws.
///
/// A byte 0 from `0xF0` (no committed input of this mode starts so) selects
/// the hostile mode, ``HostileSectioned``: identities whose `==` or hash
/// misbehave.
enum FuzzSectioned {
  /// The most sections and rows per section a state keeps.
  static let maxSections = 8
  static let maxRows = 64

  /// Checks one input; returns a description of the first broken guarantee.
  static func check(_ bytes: [UInt8]) -> String? {
    MainActor.assumeIsolated { checkOnMain(bytes) }
  }

  @MainActor
  private static func checkOnMain(_ bytes: [UInt8]) -> String? {
    guard bytes.count >= 4 else { return nil }
    if bytes[0] >= 0xF0 { return HostileSectioned.check(bytes) }
    let alphabet = Int(bytes[0] % 16) + 1
    let body = bytes.dropFirst(4)
    let split = body.startIndex + Int(bytes[1]) % (body.count + 1)
    let source = decode(body[..<split], alphabet: alphabet)
    let target = decode(body[split...], alphabet: alphabet)
    let scroll = CGFloat(bytes[2]) * 8
    let selection = Int(bytes[3])
    let context = "\(source) → \(target)"
    if let problem = checkDiffer(source, target) { return "differ: \(problem)\n\(context)" }
    do {
      if let problem = try checkHost(source, target, scroll: scroll) {
        return "table view: \(problem)\n\(context)"
      }
      if let problem = try checkTable(source, target, scroll: scroll, selection: selection) {
        return "Cellar table: \(problem)\n\(context)"
      }
    } catch {
      return "unexpected error: \(error)\n\(context)"
    }
    return nil
  }

  /// Decodes one state; see the type's byte layout.
  static func decode(_ bytes: ArraySlice<UInt8>, alphabet: Int) -> [SectionSpec] {
    var sections: [SectionSpec] = []
    for byte in bytes {
      if byte >= 0xE0 {
        if sections.count < maxSections { sections.append(SectionSpec(byte: byte)) }
      } else {
        if sections.isEmpty { sections.append(SectionSpec(id: nil, header: 0)) }
        if sections[sections.count - 1].rows.count < maxRows {
          sections[sections.count - 1].rows.append(RowSpec(byte: byte, alphabet: alphabet))
        }
      }
    }
    return sections
  }

  // MARK: The differ

  /// A section as the differ sees it: positional sections get a key of their own.
  struct KeyedSpec {
    var key: Int
    var spec: SectionSpec
  }

  static func keyed(_ sections: [SectionSpec]) -> [KeyedSpec] {
    sections.enumerated().map { KeyedSpec(key: $1.id ?? 100 + $0, spec: $1) }
  }

  static func changeset(_ source: [KeyedSpec], _ target: [KeyedSpec]) -> SectionedChangeset {
    SectionedChangeset(
      source: source, target: target, sectionID: \.key, rows: \.spec.rows, rowID: \.identity,
      isSectionContentEqual: { $0.spec.isDecorationEqual(to: $1.spec) }, isRowContentEqual: ==)
  }

  static func checkDiffer(_ source: [SectionSpec], _ target: [SectionSpec]) -> String? {
    let source = keyed(source)
    let target = keyed(target)
    let changes = changeset(source, target)
    let problems = Check.sectioned(
      changes, source: source, target: target, sectionID: \.key, rows: \.spec.rows,
      rowID: \.identity, isSectionContentEqual: { $0.spec.isDecorationEqual(to: $1.spec) },
      isRowContentEqual: ==)
    return problems.isEmpty ? nil : "\(problems.joined(separator: "; ")) in \(changes)"
  }

  // MARK: The table view fed with the changeset

  /// A data source over the texts of the rows.
  @MainActor
  final class TextSource: UITableViewDataSource {
    var sections: [[String]]

    init(_ sections: [SectionSpec]) {
      self.sections = Self.texts(sections)
    }

    /// Texts that differ whenever the rows' identity or content does.
    static func texts(_ sections: [SectionSpec]) -> [[String]] {
      sections.map { $0.rows.map { "\($0.kind) \($0.text)" } }
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = sections[indexPath.section][indexPath.row]
      return cell
    }
  }

  @MainActor
  static func makeHost(_ source: TextSource) throws -> UITableView {
    let tableView = UITableView(frame: TableCheck.viewport)
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = source
    tableView.layoutIfNeeded()
    return tableView
  }

  /// Whether a changed row can be reloaded in the changeset's batch: it
  /// does not move, and UIKit inserts its reload where it goes (its row
  /// shifted by the batch's deletes and inserts in its sections, not by the
  /// moves, which could put it on a move's destination or another row's
  /// place).
  static func reloadLandsInPlace(_ changes: SectionedChangeset)
    -> (SectionedChangeset.RowUpdate) -> Bool
  {
    let moved = Set(changes.rowMoves.map(\.source))
    let deletes = Dictionary(grouping: changes.rowDeletes, by: \.section).mapValues {
      $0.map(\.row).sorted()
    }
    let inserts = Dictionary(grouping: changes.rowInserts, by: \.section).mapValues {
      $0.map(\.row).sorted()
    }
    return { update in
      guard !moved.contains(update.source) else { return false }
      let before = (deletes[update.source.section] ?? []).filter { $0 < update.source.row }
      var place = update.source.row - before.count
      for insert in inserts[update.target.section] ?? [] where insert <= place { place += 1 }
      return place == update.target.row
    }
  }

  @MainActor
  static func checkHost(_ sourceSpec: [SectionSpec], _ targetSpec: [SectionSpec], scroll: CGFloat)
    throws -> String?
  {
    let changes = changeset(keyed(sourceSpec), keyed(targetSpec))
    let data = TextSource(sourceSpec)
    let tableView = try makeHost(data)
    tableView.setContentOffset(CGPoint(x: 0, y: scroll), animated: false)
    let landsInPlace = reloadLandsInPlace(changes)
    let inPlace = changes.rowUpdates.filter(landsInPlace)
    let later = changes.rowUpdates.filter { !landsInPlace($0) }
    let logStart = tableView.updateLog.count
    let rejection = UIKitException.catching {
      tableView.performBatchUpdates {
        data.sections = TextSource.texts(targetSpec)
        send(changes, to: tableView)
        if !inPlace.isEmpty {
          tableView.reloadRows(at: inPlace.map(\.source.indexPath), with: .automatic)
        }
      }
    }
    if let rejection { return "rejected the changeset \(changes): \(rejection.reason)" }
    let fellBack = tableView.updateLog[logStart...].contains(where: \.fellBackToReloadData)
    if fellBack != changes.hasMovesAcrossDeletedOrInsertedSections {
      return "fell back to reloadData: \(fellBack), but rows crossing deleted or inserted "
        + "sections: \(changes.hasMovesAcrossDeletedOrInsertedSections) in \(changes)"
    }
    if !fellBack && !later.isEmpty {
      let rejection = UIKitException.catching {
        tableView.performBatchUpdates {
          tableView.reloadRows(at: later.map(\.target.indexPath), with: .automatic)
        }
      }
      if let rejection {
        return "rejected the reloads of moved rows \(later.map(\.target)): \(rejection.reason)"
      }
    }
    let freshData = TextSource(targetSpec)  // the table view holds its data source weakly
    let fresh = try makeHost(freshData)
    fresh.setContentOffset(tableView.contentOffset, animated: false)
    let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    if counts != targetSpec.map(\.rows.count) {
      return "row counts \(counts) after \(changes)"
    }
    if tableView.render() != fresh.render() {
      return "after \(changes) it draws\n\(tableView.render())\n--- a fresh table view draws\n"
        + fresh.render()
    }
    withExtendedLifetime((data, freshData)) {}
    return nil
  }

  /// Sends the section and row operations of a changeset, as Cellar does.
  @MainActor
  static func send(_ changes: SectionedChangeset, to tableView: UITableView) {
    if !changes.sectionDeletes.isEmpty {
      tableView.deleteSections(IndexSet(changes.sectionDeletes), with: .automatic)
    }
    if !changes.sectionInserts.isEmpty {
      tableView.insertSections(IndexSet(changes.sectionInserts), with: .automatic)
    }
    for move in changes.sectionMoves {
      tableView.moveSection(move.source, toSection: move.target)
    }
    if !changes.rowDeletes.isEmpty {
      tableView.deleteRows(at: changes.rowDeletes.map(\.indexPath), with: .automatic)
    }
    if !changes.rowInserts.isEmpty {
      tableView.insertRows(at: changes.rowInserts.map(\.indexPath), with: .automatic)
    }
    for move in changes.rowMoves {
      tableView.moveRow(at: move.source.indexPath, to: move.target.indexPath)
    }
  }

  // MARK: The Cellar table

  @MainActor
  static func checkTable(
    _ source: [SectionSpec], _ target: [SectionSpec], scroll: CGFloat, selection: Int
  ) throws -> String? {
    let table = TableCheck.makeTable()
    var shown: [SectionSpec] = []
    let sourceError = SpecOracle.duplicateError(in: source)
    do {
      try table.update(with: source.map { $0.section() })
      if let sourceError { return "filling it did not throw \(sourceError)" }
      shown = source
    } catch let error as TableError where error == sourceError {
      // Expected; the table stays empty.
    }
    table.tableView.layoutIfNeeded()
    if let problem = TableCheck.shows(table, shown) { return "filled: \(problem)" }
    table.tableView.setContentOffset(CGPoint(x: 0, y: scroll), animated: false)
    var selected: RowSpec.Identity?
    let visible = table.tableView.indexPathsForVisibleRows ?? []
    let pick = selection % (visible.count + 1)
    if pick > 0 {
      let path = visible[pick - 1]
      let row = shown[path.section].rows[path.row]
      if row.isUnique {
        table.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
        selected = row.identity
      }
    }

    let before = TableState(table)
    let anchor = ScrollAnchor(table, shown)
    let logStart = table.tableView.updateLog.count
    let targetError = SpecOracle.duplicateError(in: target)
    do {
      try table.update(with: target.map { $0.section() })
    } catch let error as UITableView.DequeueError {
      return "the update threw \(error); log: \(table.tableView.updateLog[logStart...])"
    } catch let error as TableError {
      guard error == targetError else {
        return "threw \(error), expected \(targetError.map { "\($0)" } ?? "no error")"
      }
      let after = TableState(table)
      return after == before ? nil : "the update threw and changed the table"
    }
    if let targetError { return "the update did not throw \(targetError)" }
    table.tableView.layoutIfNeeded()
    if let problem = TableCheck.shows(table, target) { return problem }
    let log = table.tableView.updateLog[logStart...]
    if let bad = log.first(where: { $0.kind != .batch || $0.fellBackToReloadData }) {
      return "the update was not sent as accepted batches: \(bad)"
    }
    let expectedSelection = selected.map { SpecOracle.paths(of: $0, in: target) } ?? []
    let selection = table.tableView.indexPathsForSelectedRows ?? []
    if selection != expectedSelection {
      let identity = selected.map { "\($0)" } ?? "none"
      return "selection \(selection), expected \(expectedSelection) (\(identity))"
    }
    if let problem = anchor?.isKept(by: table, target) { return problem }
    return try TableCheck.matchesFresh(table, target)
  }
}

extension SectionedChangeset.Path {
  /// The path as a table index path.
  var indexPath: IndexPath { IndexPath(row: row, section: section) }
}
