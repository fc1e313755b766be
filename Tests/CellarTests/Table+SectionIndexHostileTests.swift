import Cellar
import Foundation
import Testing

/// A section "tag" of `count` rows with a title header and an index title.
@MainActor
private func lettered(_ tag: String, index: String?, count: Int = 3) -> Section {
  Section(
    id: tag, header: .title(tag),
    rows: (0..<count).map { Row<TitleCell>(model: "\(tag)\($0)", id: "\(tag)\($0)") }
  )
  .indexTitle(index)
}

/// The first line of the rendered screen: the header on top.
@MainActor
private func topLine(_ table: Table) -> Substring? {
  table.tableView.render().split(separator: "\n").first
}

/// Hostile section index titles and ids given to a `Table`: duplicate,
/// empty and thousands of titles, sections without titles, duplicate ids
/// from callbacks and from mixed sources.
@MainActor
@Suite struct TableSectionIndexHostileTests {
  @Test("duplicate and empty titles: each position taps its own section, as UIKit's index does")
  func duplicateAndEmptyTitles() throws {
    let table = makeTable(height: 132)
    try table.update(with: [
      lettered("s0", index: "A"), lettered("s1", index: nil), lettered("s2", index: "A"),
      lettered("s3", index: ""), lettered("s4", index: ""), lettered("s5", index: nil),
    ])
    #expect(table.sectionIndexTitles == ["A", "A", "", ""])
    #expect(table.tableView.sectionIndexTitles == ["A", "A", "", ""])
    for (index, section) in [(0, 0), (1, 2), (2, 3), (3, 4)] {
      #expect(try table.tableView.tapSectionIndexTitle(at: index) == section)
      #expect(topLine(table) == "# s\(section)")
    }
    for index in [Int.min, -1, 4, Int.max] {
      #expect(table.section(forSectionIndexTitleAt: index) == nil)
      #expect(throws: UITableView.ScrollError.sectionIndexTitleOutOfBounds(index: index, count: 4))
      {
        try table.tableView.tapSectionIndexTitle(at: index)
      }
    }
  }

  @Test("no section has a title: there is no index, and a tap throws")
  func noTitles() throws {
    let table = makeTable(height: 132)
    try table.update(with: [lettered("a", index: nil), lettered("b", index: nil)])
    #expect(table.sectionIndexTitles == nil)
    #expect(table.tableView.sectionIndexTitles == nil)
    #expect(throws: UITableView.ScrollError.sectionIndexTitleOutOfBounds(index: 0, count: 0)) {
      try table.tableView.tapSectionIndexTitle(at: 0)
    }
    // Only empty-string titles: still an index (UIKit shows blank entries).
    try table.update(with: [lettered("a", index: ""), lettered("b", index: nil)])
    #expect(table.sectionIndexTitles == [""])
    #expect(try table.tableView.tapSectionIndexTitle(at: 0) == 0)
  }

  @Test("thousands of sections and titles: taps anywhere land on their section")
  func thousandsOfTitles() throws {
    let table = makeTable(height: 132)
    let sections = (0..<3000).map {
      lettered("s\($0)", index: $0 % 3 == 2 ? nil : "\($0 % 26)", count: 1)
    }
    try table.update(with: sections)
    let titles = try #require(table.tableView.sectionIndexTitles)
    #expect(titles.count == 2000)
    for index in [0, 1, 999, 1998, 1999] {
      let section = try table.tableView.tapSectionIndexTitle(at: index)
      #expect(section == index / 2 * 3 + index % 2)
      #expect(table.tableView.indexPathsForVisibleRows?.contains { $0.section == section } == true)
    }
    // All titles change at once, and then go.
    try table.update(with: sections.map { $0.indexTitle("x") })
    #expect(table.tableView.sectionIndexTitles?.count == 3000)
    try table.update(with: sections.map { $0.indexTitle(nil) })
    #expect(table.tableView.sectionIndexTitles == nil)
  }

  @Test(
    "duplicate ids asked for from a scroll callback: reported, nothing changes, the scroll ends")
  func duplicatesFromCallback() throws {
    let table = makeTable(height: 132)
    let good = [lettered("a", index: "A", count: 10), lettered("b", index: "B", count: 10)]
    try table.update(with: good)
    var thrown: [any Error] = []
    table.onScroll = { [weak table] _ in
      guard let table else { return }
      do {
        try table.update(with: [lettered("a", index: "A"), lettered("a", index: "A")])
      } catch {
        thrown.append(error)
      }
      table += lettered("b", index: "B")  // "b" is there already: reported through onError
    }
    var reported: [any Error] = []
    table.onError = { reported.append($0) }
    try table.tableView.dragToScroll(by: 100, steps: 2)
    #expect(!thrown.isEmpty)
    #expect(
      thrown.allSatisfy { ($0 as? TableError).map { "\($0)" }?.contains("duplicate") == true })
    #expect(!reported.isEmpty)
    #expect(table.sections.map(\.id) == ["a", "b"])
    #expect(table.sectionIndexTitles == ["A", "B"])
    #expect(table.tableView.sectionIndexTitles == ["A", "B"])
    #expect(table.tableView.numberOfSections == 2)
    #expect(!table.tableView.isDragging)
  }

  @Test("a ready-made row's id: equal to another row's id: is a duplicate that says to pass id:")
  func mixedSourceDuplicates() throws {
    let table = makeTable()
    try table.update(with: [lettered("a", index: nil)])
    let before = table.tableView.render()
    let error = #expect(throws: TableError.self) {
      try table.update(with: [
        Section(
          id: "s",
          rows: [
            AnyRow(SwitchRow(title: "Sounds", isOn: true)),
            AnyRow(Row<TitleCell>(model: "x", id: "Sounds")),
          ])
      ])
    }
    if case .duplicateIDs(let rows, _) = error {
      #expect(rows.map(\.source) == [.readyMadeTitle])
      #expect("\(rows[0])".contains("Sounds"))
    } else {
      Issue.record("expected duplicateIDs, got \(String(describing: error))")
    }
    #expect(table.tableView.render() == before)
  }

  @Test("duplicate ids in a background update from a display hook: refused, nothing changes")
  func backgroundDuplicatesFromHook() async throws {
    let table = makeTable(height: 132)
    var tasks: [Task<Bool, any Error>] = []
    let row = Row<TitleCell>(model: "r", id: "r").onWillDisplay { [weak table] _, _ in
      guard let table else { return }
      tasks.append(
        Task { @MainActor in
          try await table.updateInBackground(with: [
            Section(
              id: "d",
              rows: [Row<TitleCell>(model: "x", id: 1), Row<TitleCell>(model: "y", id: 1)])
          ])
        })
    }
    try table.update(with: [Section(id: "s", rows: [row])])
    table.tableView.layoutIfNeeded()
    #expect(!tasks.isEmpty)
    for task in tasks {
      await #expect(throws: TableError.self) { _ = try await task.value }
    }
    #expect(table.sections.map(\.id) == ["s"])
    #expect(table.tableView.visibleTexts == ["r"])
  }
}
