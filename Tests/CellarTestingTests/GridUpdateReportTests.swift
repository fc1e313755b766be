@_spi(Testing) import Cellar
import CellarTesting
import Foundation
import Testing

/// A grid cell showing a string.
private final class WordCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) { label.text = model }
}

/// A grid cell showing a number.
private final class NumberCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Double) { label.text = "\(model)" }
}

/// A header showing a month.
private final class MonthHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  func configure(_ model: String) { label.text = model }
}

/// A grid on a 100×`height` collection view with 10-point items.
@MainActor
private func makeGrid(height: CGFloat = 100) -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: height), collectionViewLayout: layout)
  return Grid(collectionView: view)
}

/// A section of word items, each identified by its word.
@MainActor
private func words(_ id: String, _ words: [String]) -> GridSection {
  GridSection(id: id, items: words.map { Cellar.Item<WordCell>(model: $0, id: $0) })
}

/// The number of items and sections a logged operation names.
private func size(of operation: UICollectionView.Operation) -> Int {
  switch operation {
  case .insertRows(let paths, _), .deleteRows(let paths, _), .reloadRows(let paths, _),
    .reconfigureRows(let paths):
    paths.count
  case .insertSections(let set, _), .deleteSections(let set, _), .reloadSections(let set, _):
    set.count
  case .moveRow, .moveSection: 1
  }
}

@MainActor
@Suite struct GridUpdateReportTests {
  @Test("items inserted, deleted, moved and reconfigured are reported by id")
  func itemsByID() throws {
    let grid = makeGrid()
    try grid.update(with: [words("s", ["a", "b", "c", "d"])])
    let report = try grid.recordingUpdate {
      try grid.update(with: [
        GridSection(
          id: "s",
          items: [
            Cellar.Item<WordCell>(model: "d", id: "d"), Cellar.Item<WordCell>(model: "a", id: "a"),
            Cellar.Item<WordCell>(model: "B!", id: "b"), Cellar.Item<WordCell>(model: "e", id: "e"),
          ])
      ])
    }
    #expect(report.batches.count == 1)
    #expect(report.replayMatches)
    #expect(report.insertedRowIDs == ["e"])
    #expect(report.deletedRowIDs == ["c"])
    #expect(report.movedRowIDs == ["d"])
    #expect(report.reconfiguredRowIDs == ["b"])
    let batch = try #require(report.batches.first)
    #expect(batch.kind == .batch && !batch.fellBackToReloadData)
    #expect(batch.insertedRows == [.init(id: "e", indexPath: IndexPath(item: 3, section: 0))])
    #expect(batch.lines.contains(#"inserted "e" at [0, 3]"#))
    #expect(batch.lines.contains(#"moved "d" from [0, 3] to [0, 0]"#))
    #expect(report.lines.first == "batch 1 of 1 (performBatchUpdates, validated)")
    #expect(report.callbacks.contains { $0.name == "cellForItemAt" })
    #expect(report.reuse.contains { $0.identifier == WordCell.reuseIdentifier })
    #expect(grid.itemIDs(inSection: 0) == ["d", "a", "b", "e"])
  }

  @Test("an item whose cell type changed is reloaded; sections are reported by id")
  func reloadsAndSections() throws {
    let grid = makeGrid()
    try grid.update(with: [words("x", ["1"]), words("y", ["2"]), words("z", ["3", "4"])])
    let report = try grid.recordingUpdate {
      try grid.update(with: [
        GridSection(
          id: "z",
          items: [
            Cellar.Item<NumberCell>(model: 3, id: "3"),
            Cellar.Item<WordCell>(model: "4", id: "4"),
          ]),
        words("x", ["1"]), words("w", Array(repeating: "", count: 0) + ["5"]),
      ])
    }
    #expect(report.replayMatches)
    #expect(report.insertedSectionIDs == ["w"])
    #expect(report.deletedSectionIDs == ["y"])
    #expect(report.reloadedRowIDs == ["3"], "\(report.lines)")
    #expect(report.reconfiguredRowIDs.isEmpty)
    let lines = report.batches.flatMap(\.lines)
    #expect(lines.contains(#"inserted section "w" at 2, with "5""#))
    #expect(lines.contains(#"deleted section "y" at 1 with its 1 items"#))
    #expect(grid.sectionIDs == ["z", "x", "w"])
  }

  @Test("a staged update is split per batch: an item leaving a deleted section")
  func perBatch() throws {
    let grid = makeGrid()
    try grid.update(with: [words("old", ["a", "b"]), words("keep", ["c"])])
    let report = try grid.recordingUpdate {
      try grid.update(with: [words("keep", ["c", "a"]), words("new", ["b"])])
    }
    #expect(report.batches.count > 1, "\(report.lines)")
    #expect(report.batches.allSatisfy { $0.kind == .batch && !$0.fellBackToReloadData })
    #expect(report.replayMatches)
    #expect(report.deletedSectionIDs == ["old"])
    #expect(report.insertedSectionIDs == ["new"])
    #expect(Set(report.movedRowIDs) == ["a", "b"])
    #expect(report.lines.contains { $0.hasPrefix("batch 2 of \(report.batches.count)") })
  }

  @Test("the report's counts are the collection view's update log's")
  func countsMatchTheLog() throws {
    let grid = makeGrid()
    try grid.update(with: [words("s", ["a", "b", "c"]), words("t", ["d"])])
    let start = grid.collectionView.updateLog.count
    let report = try grid.recordingUpdate {
      try grid.update(with: [words("t", ["d", "a"]), words("s", ["c", "e", "f"])])
      try grid.update(with: [words("s", ["f"])], animation: .none)
      try grid.update(with: [words("s", ["f", "g"]), words("u", ["h"])])
    }
    let log = Array(grid.collectionView.updateLog[start...])
    #expect(report.batches.count == log.count)
    #expect(report.batches.map(\.kind) == log.map { $0.kind == .batch ? .batch : .reloadData })
    #expect(
      report.batches.map(\.operationCount)
        == log.map { $0.operations.reduce(0) { $0 + size(of: $1) } })
    #expect(report.operationCount == log.flatMap(\.operations).reduce(0) { $0 + size(of: $1) })
    #expect(report.batches.contains { $0.lines == ["reloaded everything (1 sections)"] })
    // The batch after the reload names its rows: the reload's counts are
    // worked out backwards from the grid's sections.
    #expect(
      report.batches.last?.lines == [
        #"inserted section "u" at 1, with "h""#, #"inserted "g" at [0, 1]"#,
      ])
    #expect(report.replayMatches)
    var tally = UpdateTally()
    tally.add(report)
    #expect(tally.reloads == 1 && tally.fallbacks == 0 && tally.replayMismatches == 0)
  }

  @Test("a load of many items is abbreviated to one line per run")
  func runs() throws {
    let grid = makeGrid()
    try grid.update(with: [words("s", [])])
    let names = (0..<300).map { "p\($0)" }
    let report = try grid.recordingUpdate { try grid.update(with: [words("s", names)]) }
    #expect(report.insertedRowIDs.count == 300)
    #expect(
      report.batches.first?.lines == [#"inserted "p0" … "p299" at [0, 0] … [0, 299] (300 items)"#])
  }

  @Test("duplicate ids are refused: nothing is recorded, the grid is unchanged")
  func duplicates() throws {
    let grid = makeGrid()
    try grid.update(with: [words("s", ["a"])])
    var report: UpdateReport?
    #expect(throws: TableError.self) {
      report = try grid.recordingUpdate { try grid.update(with: [words("s", ["a", "a"])]) }
    }
    #expect(report == nil)
    #expect(grid.recordingUpdate {}.batches.isEmpty)
    #expect(grid.itemIDs(inSection: 0) == ["a"])
  }

  @Test("a NaN id is named as it prints, and the replay still ends on the grid's items")
  func nanID() throws {
    let grid = makeGrid()
    try grid.update(with: [words("s", ["a"])])
    let report = try grid.recordingUpdate {
      try grid.update(with: [
        GridSection(
          id: "s",
          items: [
            Cellar.Item<WordCell>(model: "a", id: "a"),
            Cellar.Item<NumberCell>(model: 1, id: Double.nan),
          ])
      ])
    }
    #expect(report.insertedRowIDs.count == 1)
    #expect((report.insertedRowIDs.first?.base as? Double)?.isNaN == true)
    #expect(report.batches.first?.lines == ["inserted nan at [0, 1]"])
    #expect(report.replayMatches)
  }

  @Test("an update that throws after its batch is rolled back; the report lists its batches")
  func rolledBack() throws {
    let grid = makeGrid()
    grid.register(NumberCell.self) { UICollectionViewCell(frame: .zero) }
    try grid.update(with: [words("s", ["a", "b"])])
    let before = grid.collectionView.render()
    var thrown: (any Error)?
    let report = grid.recordingUpdate {
      do {
        try grid.update(with: [
          GridSection(
            id: "s",
            items: [
              Cellar.Item<WordCell>(model: "a", id: "a"),
              Cellar.Item<NumberCell>(model: 1, id: "x"),
              Cellar.Item<WordCell>(model: "b", id: "b"),
            ])
        ])
      } catch {
        thrown = error
      }
    }
    #expect(thrown != nil)
    #expect(grid.itemIDs(inSection: 0) == ["a", "b"])
    #expect(grid.collectionView.render() == before)
    #expect(report.batches.map(\.kind) == [.batch, .reloadData], "\(report.lines)")
    #expect(report.replayMatches)
    #expect(report.batches.map(\.rolledBack) == [true, true])
    #expect(report.insertedRowIDs.isEmpty)
  }

  @Test("inspection: item ids by section, selected items, typed section access")
  func inspection() throws {
    let grid = makeGrid()
    grid.collectionView.allowsMultipleSelection = true
    try grid.update(with: [
      words("s", ["a", "b"]),
      GridSection(id: "m", header: .view(MonthHeader.self, model: "May")) {
        Cellar.Item<WordCell>(model: "c", id: "c")
        Cellar.Item<WordCell>(model: "d")  // identified by its model
      },
    ])
    #expect(grid.sectionIDs == ["s", "m"])
    #expect(grid.itemIDs(inSection: 1) == ["c", "d"])
    #expect(grid.itemIDs(inSection: 7).isEmpty && grid.itemIDs(inSection: -1).isEmpty)
    #expect(grid.itemIDs(inSectionWithID: "s") == ["a", "b"])
    #expect(grid.itemIDs(inSectionWithID: "nope").isEmpty)
    grid.collectionView.layoutIfNeeded()
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 1))
    try grid.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(grid.selectedItemIDs == ["b", "c"])
    let month = grid.sections[1]
    #expect(month.id(as: String.self) == "m")
    #expect(month.id(as: Int.self) == nil)
    #expect(month.headerModel(as: MonthHeader.self) == "May")
    #expect(month.footerModel(as: MonthHeader.self) == nil)
    #expect(grid.sections[0].headerModel(as: MonthHeader.self) == nil)
    #expect(month.models(as: String.self) == ["c", "d"])
    #expect(month.models(as: Int.self).isEmpty)
    #expect(grid.renderedScreen() == grid.collectionView.render())
  }
}

@MainActor
@Suite struct GridUpdateReportDisplayTests {
  /// Issue 22, item 8: "Grid reports always say '0 shown, 0 hidden'".
  @Test("a grid's report counts the items shown and hidden, as a table's does")
  func shownAndHidden() throws {
    let grid = makeGrid()
    try grid.update(with: [words("s", ["a", "b", "c"])])
    grid.collectionView.layoutIfNeeded()
    let report = try grid.recordingUpdate {
      try grid.update(with: [words("s", ["a", "d", "e", "f"])])
    }
    let change = try #require(report.reuse.first?.change)
    #expect(change.displays == 3)  // d, e, f
    #expect(change.endDisplays == 2)  // b, c
    #expect(
      report.lines.contains { $0.contains("3 shown, 2 hidden") }, "\(report.lines)")
  }

  @Test(
    "an item appended with += from inside an item's will-display handler is recorded after the batch that showed it"
  )
  func appendFromConfigure() throws {
    let grid = makeGrid()
    var appended = false
    try grid.update(with: [
      GridSection(id: "s", items: [Cellar.Item<WordCell>(model: "a", id: "a")])
    ])
    let report = try grid.recordingUpdate {
      try grid.update(with: [
        GridSection(
          id: "s",
          items: [
            Cellar.Item<WordCell>(model: "a", id: "a"),
            Cellar.Item<WordCell>(model: "b", id: "b").onWillDisplay { [unowned grid] _, _ in
              guard !appended else { return }
              appended = true
              grid += Cellar.Item<WordCell>(model: "c", id: "c")
            },
          ])
      ])
    }
    #expect(report.insertedRowIDs == ["b", "c"], "\(report.lines)")
    #expect(report.batches.count == 2)
    #expect(report.replayMatches, "\(report.lines)")
    #expect(grid.updateRecord == nil)
  }
}
