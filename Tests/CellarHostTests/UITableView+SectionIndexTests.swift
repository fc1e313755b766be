import CellarHost
import Foundation
import Testing

/// A data source that gives index titles but not the section for a title,
/// so the protocol's default answers.
@MainActor
private final class TitlesOnly: UITableViewDataSource {
  let titles: [String]?
  init(_ titles: [String]?) { self.titles = titles }
  func numberOfSections(in tableView: UITableView) -> Int { 4 }
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  }
  func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
}

/// Five sections of 6 rows under a titled header (22 points), showing 3 rows.
@MainActor
private func indexedTable() throws -> (UITableView, ListModel, ScrollObserver) {
  let model = ListModel(rows: 6, sections: 5)
  model.headers = ["A", "B", "C", "D", "E"]
  model.indexTitles = ["A", "B", "C", "D", "E"]
  let table = try makeTable(model, visibleRows: 3, delegate: false)
  table.sectionHeaderHeight = 22
  return (table, model, try ScrollObserver.observing(table, dataSource: model))
}

@MainActor
@Suite struct UITableViewSectionIndexTests {
  @Test("without index titles there is no index, and render draws none")
  func noIndex() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    #expect(table.sectionIndexTitles == nil)
    #expect(!table.render().contains("|"))
    #expect(throws: UITableView.ScrollError.sectionIndexTitleOutOfBounds(index: 0, count: 0)) {
      try table.tapSectionIndexTitle(at: 0)
    }
    model.indexTitles = []
    table.reloadSectionIndexTitles()
    #expect(table.sectionIndexTitles == nil)
  }

  @Test("the titles are read with the counts and drawn on render's last line")
  func titlesAndRender() throws {
    let (table, _, _) = try indexedTable()
    #expect(table.sectionIndexTitles == ["A", "B", "C", "D", "E"])
    let lines = table.render().split(separator: "\n")
    #expect(lines.first == "# A")
    #expect(lines.last == "| A B C D E")
  }

  @Test("tapping a title asks the data source, then jumps so the section's header is on top")
  func tapScrollsToHeader() throws {
    let (table, model, observer) = try indexedTable()
    var asked: [String] = []
    model.sectionForIndexTitle = { title, index in
      asked.append("\(title)@\(index)")
      return index
    }
    #expect(try table.tapSectionIndexTitle(at: 2) == 2)
    #expect(asked == ["C@2"])
    #expect(table.contentOffset.y == table.rectForHeader(inSection: 2).minY)
    #expect(table.headerView(forSection: 2) != nil)
    #expect(table.indexPathsForVisibleRows?.first == ip(2, 0))
    #expect(table.render().split(separator: "\n").first == "# C")
    // Not animated: didScroll, no didEndScrollingAnimation; the display follows.
    #expect(observer.log == ["didScroll \(Int(table.contentOffset.y))"])
    let trace = table.trace([
      "sectionForSectionIndexTitle", "scrollViewDidScroll", "willDisplay",
      "scrollViewDidEndScrollingAnimation",
    ])
    #expect(trace.prefix(2) == ["sectionForSectionIndexTitle 2", "scrollViewDidScroll"])
    #expect(trace.dropFirst(2).allSatisfy { $0.hasPrefix("willDisplay") })
  }

  @Test("a title may stand for another section (A–Z over a few sections)")
  func manyTitlesFewSections() throws {
    let (table, model, _) = try indexedTable()
    model.indexTitles = (UnicodeScalar("A").value...UnicodeScalar("Z").value).map {
      String(UnicodeScalar($0)!)
    }
    // Letters after E go to the last section.
    model.sectionForIndexTitle = { _, index in min(index, 4) }
    table.reloadSectionIndexTitles()
    #expect(table.sectionIndexTitles?.count == 26)
    #expect(try table.tapSectionIndexTitle(at: 25) == 4)
    #expect(table.contentOffset.y == table.rectForHeader(inSection: 4).minY)
    // A last section shorter than the screen cannot reach the top: the
    // table stops at the end.
    model.sections[4] = ["only"]
    table.reloadData()
    try table.tapSectionIndexTitle(at: 0)
    #expect(try table.tapSectionIndexTitle(at: 4) == 4)
    #expect(table.contentOffset.y == table.contentSize.height - table.viewportSize.height)
    #expect(table.contentOffset.y < table.rectForHeader(inSection: 4).minY)
    #expect(table.indexPathsForVisibleRows?.last == ip(4, 0))
  }

  @Test("without sectionForSectionIndexTitle, title i stands for section i")
  func defaultMapping() throws {
    let source = TitlesOnly(["w", "x", "y", "z"])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(try table.tapSectionIndexTitle(at: 1) == 1)
    #expect(table.indexPathsForVisibleRows?.first == ip(1, 0))
  }

  @Test("an index outside the titles, or a section outside the table, throws and scrolls nothing")
  func badIndexAndSection() throws {
    let (table, model, observer) = try indexedTable()
    let before = try TableState(table)
    for index in [-1, 5, Int.max, Int.min] {
      #expect(throws: UITableView.ScrollError.sectionIndexTitleOutOfBounds(index: index, count: 5))
      {
        try table.tapSectionIndexTitle(at: index)
      }
    }
    for section in [-1, 5, Int.max] {
      model.sectionForIndexTitle = { _, _ in section }
      #expect(
        throws: UITableView.IndexError.scrollSectionOutOfBounds(section: section, sectionCount: 5)
      ) {
        try table.tapSectionIndexTitle(at: 0)
      }
    }
    #expect(try TableState(table) == before)
    #expect(observer.log.isEmpty)
    #expect(
      "\(UITableView.ScrollError.sectionIndexTitleOutOfBounds(index: 7, count: 5))"
        == "Attempted to tap an out-of-bounds section index title (7) when the section index has only 5 titles."
    )
  }

  @Test("a batch update and reloadData read the titles again")
  func titlesFollowUpdates() throws {
    let (table, model, _) = try indexedTable()
    model.sections.remove(at: 1)
    model.headers.remove(at: 1)
    model.indexTitles = ["A", "C", "D", "E"]
    table.performBatchUpdates {
      table.deleteSections(IndexSet(integer: 1), with: .automatic)
    }
    #expect(table.sectionIndexTitles == ["A", "C", "D", "E"])
    model.indexTitles = nil
    table.reloadData()
    #expect(table.sectionIndexTitles == nil)
    #expect(!table.render().contains("|"))
  }

  @Test("a data source that reloads from the scroll's didScroll leaves a consistent table")
  func reentrantReload() throws {
    let (table, model, observer) = try indexedTable()
    observer.onDidScroll = { table in
      guard model.sections.count == 5 else { return }
      model.sections.removeLast()
      model.indexTitles = ["A", "B", "C", "D"]
      table.reloadData()
    }
    try table.tapSectionIndexTitle(at: 3)
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 4)
    #expect(table.sectionIndexTitles == ["A", "B", "C", "D"])
    #expect(table.contentOffset.y <= table.contentSize.height - table.viewportSize.height)
  }
}
