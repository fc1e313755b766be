import Foundation
import Testing

@_spi(Testing) @testable import Cellar

/// An identity that counts how often it is hashed or compared, to show
/// that an update past the limit is refused before any row is looked at.
private struct CountedID: Hashable {
  /// Hashes and comparisons since the last reset; only this suite uses it,
  /// serially.
  nonisolated(unsafe) static var looks = 0
  var value: Int

  static func == (lhs: CountedID, rhs: CountedID) -> Bool {
    looks += 1
    return lhs.value == rhs.value
  }

  func hash(into hasher: inout Hasher) {
    Self.looks += 1
    hasher.combine(value)
  }
}

private final class LimitCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) { label.text = model }
}

/// `sectionCount` sections that share one array of `rowsEach` rows (so
/// that ten million rows take 80 KB): past the limit, and full of
/// repeated ids, which must not be what is reported.
@MainActor
private func tableSections(_ sectionCount: Int, rowsEach: Int) -> [Section] {
  let rows = (0..<rowsEach).map { AnyRow(Row<TitleCell>(model: "r", id: CountedID(value: $0))) }
  var section = Section(id: 0, anyRows: rows)
  return (0..<sectionCount).map { index in
    section.id = index
    return section
  }
}

/// The same as grid sections.
@MainActor
private func gridSections(_ sectionCount: Int, itemsEach: Int) -> [GridSection] {
  let items = (0..<itemsEach).map { Cellar.Item<LimitCell>(model: "i", id: CountedID(value: $0)) }
  var section = GridSection(id: 0, items: items)
  return (0..<sectionCount).map { index in
    section.id = index
    return section
  }
}

/// 1,000 sections of 10,001 rows: 10,001,000 in all.
private let overLimit = (sections: 1_000, each: 10_001)
private let overLimitMessage =
  "the sections hold 10001000 rows (a grid's items) in all, more than the 10000000 a table or a grid supports: show a window of your data (the rows around what the user sees), and update it as the user scrolls"

@MainActor
@Suite(.serialized) struct RowCountLimitTests {
  @Test("the limit is ten million rows, the flow layout's, for tables and grids alike")
  func limit() {
    #expect(Table.maximumNumberOfRows == 10_000_000)
    #expect(Grid.maximumNumberOfItems == Table.maximumNumberOfRows)
    #expect(Grid.maximumNumberOfItems == UICollectionViewFlowLayout.maximumNumberOfItems)
  }

  @Test("sections are counted, not their rows: ten million pass, one more is refused")
  func boundary() {
    #expect(rowCountError(in: tableSections(1_000, rowsEach: 10_000)) == nil)
    var sections = tableSections(1_000, rowsEach: 10_000)
    sections.append(Section(id: "one more", anyRows: [AnyRow(Row<TitleCell>(model: "x"))]))
    #expect(
      rowCountError(in: sections) == .tooManyRows(count: 10_000_001, limit: 10_000_000))
    #expect(rowCountError(in: []) == nil)
  }

  @Test(
    "a table update past the limit throws tooManyRows before any id is hashed, and changes nothing"
  )
  func tableRefusesBeforeDiffing() throws {
    // Issue 22, item 14: 10,000,001 rows were diffed and batched first
    // (14.5 s, 5.2 GB) and a table took them.
    let table = makeTable()
    try table.update(with: [Section(id: "kept", rows: [Row<TitleCell>(model: "a")])])
    table.tableView.layoutIfNeeded()
    let render = table.tableView.render()
    let log = table.tableView.updateLog
    let sections = tableSections(overLimit.sections, rowsEach: overLimit.each)
    CountedID.looks = 0
    for update in [
      { try table.update(with: sections) }, { try table.reloadData(with: sections) },
      { try table.update(with: sections, animation: .none) },
    ] {
      let error = #expect(throws: TableError.self) { try update() }
      #expect(error == .tooManyRows(count: 10_001_000, limit: 10_000_000))
      #expect(error.map(String.init(describing:)) == overLimitMessage)
    }
    #expect(CountedID.looks == 0)
    #expect(table.sections.count == 1)
    #expect(table.tableView.updateLog == log)
    #expect(table.tableView.render() == render)
  }

  @Test("a background table update past the limit throws before its diff starts")
  func tableRefusesInBackground() async throws {
    let table = makeTable()
    let sections = tableSections(overLimit.sections, rowsEach: overLimit.each)
    var diffStarted = false
    table.willDiffInBackground = { diffStarted = true }
    CountedID.looks = 0
    let error = await #expect(throws: TableError.self) {
      try await table.updateInBackground(with: sections)
    }
    #expect(error == .tooManyRows(count: 10_001_000, limit: 10_000_000))
    #expect(!diffStarted)
    #expect(CountedID.looks == 0)
    #expect(table.sections.isEmpty)
  }

  @Test(
    "a grid update past the limit throws tooManyRows before any id is hashed, not the layout's error after the batch"
  )
  func gridRefusesBeforeDiffing() async throws {
    let layout = UICollectionViewFlowLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    let grid = Grid(collectionView: view)
    try grid.update(with: [GridSection(id: "kept", items: [Cellar.Item<LimitCell>(model: "a")])])
    let log = view.updateLog
    let sections = gridSections(overLimit.sections, itemsEach: overLimit.each)
    CountedID.looks = 0
    let error = #expect(throws: TableError.self) { try grid.update(with: sections) }
    #expect(error == .tooManyRows(count: 10_001_000, limit: 10_000_000))
    #expect(error.map(String.init(describing:)) == overLimitMessage)
    let background = await #expect(throws: TableError.self) {
      try await grid.updateInBackground(with: sections)
    }
    #expect(background == error)
    #expect(CountedID.looks == 0)
    #expect(grid.sections.count == 1)
    #expect(view.updateLog == log)
    #expect(view.numberOfItems(inSection: 0) == 1)
  }
}
