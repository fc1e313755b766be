import Cellar
import Foundation
import Testing

/// Contacts by first letter: a section per letter with a title header and
/// an index title, `count` names each.
@MainActor
private func contacts(_ letters: [String], count: Int = 4) -> [Section] {
  letters.map { letter in
    Section(
      id: letter, header: .title(letter),
      rows: (0..<count).map { Row<TitleCell>(model: "\(letter)\($0)") }
    )
    .indexTitle(letter)
  }
}

@MainActor
@Suite struct TableSectionIndexTests {
  @Test("the table's index lists the titled sections in order, and a tap scrolls to the section")
  func indexAndTap() throws {
    let table = makeTable(height: 132)
    var sections = contacts(["A", "B", "C", "D"])
    // A section without an index title sits between indexed ones.
    sections.insert(Section(id: "favourites", rows: [Row<TitleCell>(model: "fav")]), at: 1)
    try table.update(with: sections)
    table.tableView.layoutIfNeeded()
    #expect(table.sectionIndexTitles == ["A", "B", "C", "D"])
    #expect(table.tableView.sectionIndexTitles == ["A", "B", "C", "D"])
    #expect(table.section(forSectionIndexTitleAt: 1) == 2)
    #expect(table.section(forSectionIndexTitleAt: 4) == nil)
    #expect(table.section(forSectionIndexTitleAt: -1) == nil)
    #expect(try table.tableView.tapSectionIndexTitle(at: 2) == 3)
    #expect(table.tableView.render().split(separator: "\n").first == "# C")
    #expect(table.tableView.visibleTexts.first == "C0")
    #expect(table.tableView.render().split(separator: "\n").last == "| A B C D")
  }

  @Test("an update that changes only index titles updates the table view's index")
  func titlesOnlyUpdate() throws {
    let table = makeTable(height: 132)
    try table.update(with: contacts(["A", "B"]))
    let logCount = table.tableView.updateLog.count
    try table.update(with: contacts(["A", "B"]).map { $0.indexTitle($0.indexTitle?.lowercased()) })
    #expect(table.tableView.updateLog.count == logCount)
    #expect(table.tableView.sectionIndexTitles == ["a", "b"])
    try table.update(with: contacts(["A", "B"]).map { $0.indexTitle(nil) })
    #expect(table.sectionIndexTitles == nil)
    #expect(table.tableView.sectionIndexTitles == nil)
    #expect(throws: UITableView.ScrollError.self) {
      try table.tableView.tapSectionIndexTitle(at: 0)
    }
  }

  @Test("sections inserted, deleted and moved keep the index in step with the sections")
  func indexFollowsSections() throws {
    let table = makeTable(height: 132)
    try table.update(with: contacts(["A", "B", "C"]))
    try table.update(with: contacts(["C", "A", "D"]))
    #expect(table.tableView.sectionIndexTitles == ["C", "A", "D"])
    #expect(try table.tableView.tapSectionIndexTitle(at: 2) == 2)
    #expect(table.tableView.visibleTexts.first == "D0")
    try table.reloadData(with: contacts(["Z"]))
    #expect(table.tableView.sectionIndexTitles == ["Z"])
  }

  @Test("two sections may share a title: each keeps its entry")
  func duplicateTitles() throws {
    let table = makeTable(height: 132)
    let sections = [
      Section(id: 1, rows: [Row<TitleCell>(model: "x")]).indexTitle("#"),
      Section(id: 2, rows: [Row<TitleCell>(model: "y")]).indexTitle("#"),
      Section(id: 3, rows: [Row<TitleCell>(model: "z")]).indexTitle(""),
    ]
    try table.update(with: sections)
    #expect(table.tableView.sectionIndexTitles == ["#", "#", ""])
    #expect(table.section(forSectionIndexTitleAt: 1) == 1)
    #expect(table.section(forSectionIndexTitleAt: 2) == 2)
  }

  @Test("an update asked for from the scroll of an index tap is applied after the tap")
  func updateFromIndexTap() throws {
    let table = makeTable(height: 132)
    try table.update(with: contacts(["A", "B", "C"]))
    var asked = false
    table.onScroll = { [weak table] _ in
      guard let table else { return }
      guard !asked else { return }
      asked = true
      table += Section(id: "new", rows: [Row<TitleCell>(model: "new")]).indexTitle("N")
    }
    try table.tableView.tapSectionIndexTitle(at: 1)
    #expect(asked)
    #expect(table.sectionIndexTitles == ["A", "B", "C", "N"])
    #expect(table.tableView.sectionIndexTitles == ["A", "B", "C", "N"])
    #expect(table.tableView.visibleTexts.first == "B0")
    #expect(table.lastError == nil)
  }
}
