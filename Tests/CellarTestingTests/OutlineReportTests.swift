@_spi(Testing) import Cellar
import CellarHost
import CellarTestSupport
import CellarTesting
import Foundation
import Testing

/// A grid cell for numbers.
private final class ReportItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) {}
}

/// A cell of another class than the rows expect.
private final class OutlineStrangerCell: UITableViewCell {}

/// A cell type registered wrongly below.
private final class OutlineOtherCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) { textLabel?.text = model }
}

/// A row titled by its id.
private func row(_ id: String) -> Row<TextCell> { Row<TextCell>(model: id, id: id) }

/// An item identified by its number.
private func item(_ id: Int) -> Cellar.Item<ReportItemCell> {
  Cellar.Item<ReportItemCell>(model: id, id: id)
}

/// A "docs" folder (collapsed) with three files and an expanded "drafts"
/// folder of one, then a plain row; an "audio" section of four rows.
@MainActor
private func folders() -> [Section] {
  [
    Section(id: "files") {
      row("docs").children {
        row("a")
        row("b")
        row("drafts").children { row("old") }.expanded(true)
      }.expanded(false)
      row("notes")
    },
    Section(id: "audio", header: "Audio") {
      row("volume")
      row("balance")
      row("bass")
      row("treble")
    }.collapsible(expanded: true),
  ]
}

/// An expansion as a value to compare (``ExpansionChange`` has no public
/// initializer).
private struct Expansion: Equatable {
  var node: OutlineNode
  var isExpanded: Bool
  init(_ node: OutlineNode, _ isExpanded: Bool) {
    self.node = node
    self.isExpanded = isExpanded
  }
  init(_ change: ExpansionChange) { self.init(change.node, change.isExpanded) }
}

/// The identities a table or grid shows, by section.
@MainActor
private func shown(_ list: CellarList) -> [[AnyHashable?]] {
  list.shownSections.map { $0.rows.map(\.id) }
}

/// Reports of toggles: the batch names the expansion, in its
/// ``UpdateReport/Batch/expansion`` and its heading, planned with or
/// without a diff.
@MainActor
@Suite struct OutlineReportTests {
  @Test(
    "expanding a row: one batch named in its heading, its rows inserted by name",
    arguments: [true, false])
  func expandRow(withoutDiff: Bool) throws {
    let table = makeTable()
    table.plansTogglesWithoutDiff = withoutDiff
    try table.update(with: folders())
    let report = table.recordingUpdate { table.setExpanded(true, row: "docs") }
    try #require(report.batches.count == 1, "\(report.lines)")
    #expect(report.batches[0].expansion.map(Expansion.init) == Expansion(.row("docs"), true))
    #expect(report.insertedRowIDs == ["a", "b", "drafts", "old"])
    if withoutDiff {
      // The direct plan reconfigures the parent (its disclosure turns).
      #expect(
        report.lines.first
          == #"batch 1 of 1 (expanded row "docs": 4 rows inserted, 1 reconfigured; performBatchUpdates, validated)"#,
        "\(report.lines)")
      #expect(report.reconfiguredRowIDs == ["docs"])
    } else {
      // The diff sees the parent's content unchanged (no reconfigure).
      #expect(
        report.lines.first?.hasPrefix(#"batch 1 of 1 (expanded row "docs": 4 rows inserted"#)
          == true, "\(report.lines)")
    }
    #expect(report.deletedRowIDs.isEmpty)
    #expect(report.replayMatches, "\(report.lines)")
  }

  @Test(
    "collapsing a section: its rows deleted in one batch named in its heading",
    arguments: [true, false])
  func collapseSection(withoutDiff: Bool) throws {
    let table = makeTable()
    table.plansTogglesWithoutDiff = withoutDiff
    try table.update(with: folders())
    let report = table.recordingUpdate { table.setExpanded(false, section: "audio") }
    try #require(report.batches.count == 1, "\(report.lines)")
    #expect(
      report.batches[0].expansion.map(Expansion.init) == Expansion(.section("audio"), false))
    #expect(
      report.lines.first
        == #"batch 1 of 1 (collapsed section "audio": 4 rows deleted; performBatchUpdates, validated)"#,
      "\(report.lines)")
    #expect(report.deletedRowIDs == ["volume", "balance", "bass", "treble"])
    #expect(report.replayMatches, "\(report.lines)")
    // And back: inserted by name, a single row counted as one.
    let back = table.recordingUpdate { table.setExpanded(true, section: "audio") }
    #expect(
      back.lines.first
        == #"batch 1 of 1 (expanded section "audio": 4 rows inserted; performBatchUpdates, validated)"#,
      "\(back.lines)")
    #expect(back.insertedRowIDs == ["volume", "balance", "bass", "treble"])
    #expect(back.replayMatches, "\(back.lines)")
  }

  @Test(
    "collapsing a row with one shown child says row, singular; rows of a nested expansion go too")
  func collapseRowSingular() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "s") {
        row("p").children { row("c").children { row("g") }.expanded(false) }.expanded(true)
      }
    ])
    let report = table.recordingUpdate { table.setExpanded(false, row: "p") }
    #expect(
      report.lines.first
        == #"batch 1 of 1 (collapsed row "p": 1 row deleted, 1 reconfigured; performBatchUpdates, validated)"#,
      "\(report.lines)")
    #expect(report.deletedRowIDs == ["c"])
    #expect(report.replayMatches)
  }

  @Test("an update that is not a toggle, before a queued toggle, keeps its plain heading")
  func plainThenToggle() throws {
    let table = makeTable()
    try table.update(with: folders())
    let report = try table.recordingUpdate {
      var sections = folders()
      sections[0].rows.append(row("todo").anyRow)
      try table.update(with: sections)
      table.setExpanded(false, section: "audio")
    }
    try #require(report.batches.count == 2, "\(report.lines)")
    #expect(report.batches[0].expansion == nil)
    #expect(report.lines[0] == "batch 1 of 2 (performBatchUpdates, validated)", "\(report.lines)")
    #expect(report.batches[1].expansion?.node == .section("audio"))
    #expect(report.lines.contains { $0.hasPrefix(#"batch 2 of 2 (collapsed section "audio""#) })
    #expect(report.replayMatches, "\(report.lines)")
  }

  @Test(
    "a toggle with no animation reloads: the reload is named; a hidden parent's toggle sends nothing"
  )
  func reloadAndHidden() throws {
    let table = makeTable()
    try table.update(with: folders())
    let report = table.recordingUpdate { table.setExpanded(true, row: "docs", animation: .none) }
    try #require(report.batches.count == 1, "\(report.lines)")
    #expect(report.batches[0].kind == .reloadData)
    #expect(report.batches[0].expansion.map(Expansion.init) == Expansion(.row("docs"), true))
    #expect(report.lines.first == #"batch 1 of 1 (expanded row "docs"; reloadData)"#)
    #expect(report.replayMatches, "\(report.lines)")
    table.setExpanded(false, row: "docs")
    // "drafts" is hidden: its state changes, the view is not told.
    let hidden = table.recordingUpdate { table.setExpanded(false, row: "drafts") }
    #expect(hidden.batches.isEmpty, "\(hidden.lines)")
    #expect(!table.isExpanded(row: "drafts"))
  }

  @Test(
    "a toggle that fails and rolls back: its batch is named and marked, the rollback's reload is not named"
  )
  func rolledBackToggle() throws {
    let table = makeTable()
    table.register(OutlineOtherCell.self) {
      OutlineStrangerCell(style: .default, reuseIdentifier: OutlineOtherCell.reuseIdentifier)
    }
    try table.update(with: [
      Section(id: "s") {
        row("p").children { Row<OutlineOtherCell>(model: "x", id: "x") }
        row("q")
      }
    ])
    let report = table.recordingUpdate { table.setExpanded(true, row: "p") }
    #expect(table.lastError is TableError)
    #expect(!table.isExpanded(row: "p"))
    #expect(table.rowIDs(inSection: 0) == ["p", "q"])
    #expect(report.batches.map(\.rolledBack) == [true, true], "\(report.lines)")
    #expect(
      report.batches.map { $0.expansion.map(Expansion.init) } == [Expansion(.row("p"), true), nil])
    #expect(
      report.lines.prefix(2) == [
        #"batch 1 of 2 (expanded row "p": 1 row inserted, 1 reconfigured; performBatchUpdates, validated, rolled back)"#,
        #"  inserted "x" at [0, 1]"#,
      ], "\(report.lines)")
    #expect(report.lines.contains("batch 2 of 2 (reloadData, rolling back a failed update)"))
    #expect(report.insertedRowIDs.isEmpty)
    #expect(report.replayMatches, "\(report.lines)")
  }

  @Test("grids: expanding an item names it, items counted")
  func gridItem() throws {
    let grid = Grid(
      collectionView: UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout()))
    try grid.update(with: [
      GridSection(id: "may") {
        item(1).children {
          item(2)
          item(3)
        }
        item(4)
      }
    ])
    let report = grid.recordingUpdate { grid.setExpanded(true, item: 1) }
    #expect(
      report.lines.first
        == "batch 1 of 1 (expanded item #1: 2 items inserted, 1 reconfigured; performBatchUpdates, validated)",
      "\(report.lines)")
    #expect(report.insertedRowIDs == [2, 3])
    #expect(report.replayMatches, "\(report.lines)")
    let section = grid.recordingUpdate { grid.setExpanded(false, item: 1) }
    #expect(section.batches.first?.expansion.map(Expansion.init) == Expansion(.row(1), false))
    #expect(section.deletedRowIDs == [2, 3])
  }
}

/// Replaying the record of a toggle, with UIKit's batch semantics, on the
/// shown rows before it gives the shown rows after it.
@MainActor
@Suite struct OutlineReplayPropertyTests {
  /// `before` with one batch's row calls applied as UIKit applies them:
  /// deletes and reloads at old paths, then inserts (and reloads) at new
  /// paths, their ids taken from `after`; reconfigures change nothing.
  /// `nil` for a call a toggle must not make.
  private static func replay(
    _ calls: [Headless.BatchOperation], on before: [[AnyHashable?]], after: [[AnyHashable?]]
  ) -> [[AnyHashable?]]? {
    var removed: [IndexPath] = []
    var inserted: [IndexPath] = []
    for call in calls {
      switch call {
      case .deleteRows(let paths, _): removed += paths
      case .insertRows(let paths, _): inserted += paths
      case .reloadRows(let paths, _):
        removed += paths
        inserted += paths
      case .reconfigureRows: break
      default: return nil
      }
    }
    var state = before
    for path in removed.sorted(by: >) {
      guard state.indices.contains(path.section),
        state[path.section].indices.contains(path.row)
      else { return nil }
      state[path.section].remove(at: path.row)
    }
    for path in inserted.sorted() {
      guard state.indices.contains(path.section), after.indices.contains(path.section),
        after[path.section].indices.contains(path.row), path.row <= state[path.section].count
      else { return nil }
      state[path.section].insert(after[path.section][path.row], at: path.row)
    }
    return state
  }

  @Test(
    "replaying a toggle's record from the shown sections before gives the shown sections after",
    arguments: SeededRandom.seeds(16), [true, false])
  func replayToggles(seed: UInt64, withoutDiff: Bool) throws {
    try withSeed(seed, "replay of toggles, toggles without diff: \(withoutDiff)") { random in
      let model = SeededSection.random(&random)
      let parents = model.flatMap(\.nodes.parentIDs)
      let table = makeTable(height: 2_000)
      table.plansTogglesWithoutDiff = withoutDiff
      try table.update(with: model.map(\.section))
      let record = table.beginRecording()
      defer { table.endRecording() }
      for step in 0..<30 {
        let node: OutlineNode =
          random.chance(0.3) || parents.isEmpty
          ? .section(AnyHashable(model[random.int(model.count)].id))
          : .row(AnyHashable(parents[random.int(parents.count)]))
        let expand = random.chance(0.5)
        let before = shown(table)
        let start = record.entries.count
        let report = table.recordingUpdate {
          switch node {
          case .section(let id): table.setExpanded(expand, section: id)
          case .row(let id): table.setExpanded(expand, row: id)
          }
        }
        let after = shown(table)
        let label = "step \(step): \(expand ? "expand" : "collapse") \(node)"
        try #require(report.replayMatches, "\(label)\n\(report.lines.joined(separator: "\n"))")
        let entries = record.entries[start...]
        guard !entries.isEmpty else {
          // A hidden node, or the state it had: nothing to show.
          try #require(before == after, "\(label): the rows changed without a batch")
          continue
        }
        // One batch (an empty parent's expansion only reconfigures it).
        try #require(entries.count == 1, "\(label): \(entries.map(\.batch))")
        let entry = entries[entries.startIndex]
        try #require(entry.kind == .batch, "\(label)")
        try #require(entry.expansion.map(Expansion.init) == Expansion(node, expand), "\(label)")
        try #require(report.batches.first?.expansion == entry.expansion, "\(label)")
        try #require(
          Self.replay(entry.calls, on: before, after: after) == after,
          "\(label): \(entry.batch)")
        // Only inserts (expanding) or only deletes (collapsing) of rows.
        try #require(
          expand ? report.deletedRowIDs.isEmpty : report.insertedRowIDs.isEmpty, "\(label)")
      }
    }
  }
}
