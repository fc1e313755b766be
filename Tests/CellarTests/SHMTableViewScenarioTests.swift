import Cellar
import Foundation
import Testing

/// SHMTableView's README scenarios, as it states them.
@MainActor
@Suite struct SHMTableViewScenarioTests {
  @Test("the getting-started mapping shows movies and series with their two cell types")
  func mapping() throws {
    let table = makeTable()
    var section = Section()
    section += Row<MovieCell>(model: Movie(name: "Monsters, Inc."))
    section += Row<MovieCell>(model: Movie(name: "Singin' in the Rain"))
    section += Row<SeriesCell>(model: Series(name: "Shaun the Sheep", numberOfEpisodes: 40))
    section += Row<MovieCell>(model: Movie(name: "My Fair Lady, Inc."))
    section += Row<SeriesCell>(model: Series(name: "Friends", numberOfEpisodes: 236))
    try table.update(with: [section])
    table.tableView.layoutIfNeeded()
    #expect(
      table.tableView.visibleTexts == [
        "Monsters, Inc.", "Singin' in the Rain", "Shaun the Sheep (40)", "My Fair Lady, Inc.",
        "Friends (236)",
      ])
    let cells = table.tableView.visibleCells
    #expect(cells[0] is MovieCell && cells[2] is SeriesCell && cells[4] is SeriesCell)
    #expect(
      Set(table.tableView.metrics.cells.keys) == [
        MovieCell.reuseIdentifier, SeriesCell.reuseIdentifier,
      ])
  }

  @Test(
    "the update example inserts rows (0,2) and (0,4), deletes (1,0), inserts section 2, nothing else"
  )
  func updateExample() throws {
    let table = makeTable(height: 2000)
    try table.update(with: [
      Section(rows: [
        Row<TitleCell>(model: "Atlantis"),
        Row<TitleCell>(model: "Mission: Impossible"),
        Row<TitleCell>(model: "Stargate"),
      ]),
      Section(rows: [
        Row<TitleCell>(model: "Big Bang Theory"),
        Row<TitleCell>(model: "Friends"),
        Row<TitleCell>(model: "Shaun The Sheep"),
      ]),
    ])
    table.tableView.layoutIfNeeded()
    let start = table.tableView.updateLog.count
    try table.update(with: [
      Section(rows: [
        Row<TitleCell>(model: "Atlantis"),
        Row<TitleCell>(model: "Mission: Impossible"),
        Row<TitleCell>(model: "Game Of Thrones"),
        Row<TitleCell>(model: "Stargate"),
        Row<TitleCell>(model: "Transformers"),
      ]),
      Section(rows: [
        Row<TitleCell>(model: "Friends"),
        Row<TitleCell>(model: "Shaun The Sheep"),
      ]),
      Section(rows: [
        Row<TitleCell>(model: "Blue Planet"),
        Row<TitleCell>(model: "Lions On The Move"),
        Row<TitleCell>(model: "Shoreline"),
      ]),
    ])
    let log = table.tableView.updateLog[start...]
    #expect(log.count == 1)
    #expect(log.allSatisfy { $0.kind == .batch && !$0.fellBackToReloadData })
    var inserted: Set<IndexPath> = []
    var deleted: Set<IndexPath> = []
    var insertedSections = IndexSet()
    for operation in table.tableView.operations(since: start) {
      switch operation {
      case .insertRows(let paths, _): inserted.formUnion(paths)
      case .deleteRows(let paths, _): deleted.formUnion(paths)
      case .insertSections(let sections, _): insertedSections.formUnion(sections)
      default: Issue.record("unexpected operation \(operation)")
      }
    }
    #expect(inserted == [IndexPath(row: 2, section: 0), IndexPath(row: 4, section: 0)])
    #expect(deleted == [IndexPath(row: 0, section: 1)])
    #expect(insertedSections == IndexSet(integer: 2))
    #expect(
      table.tableView.visibleTexts == [
        "Atlantis", "Mission: Impossible", "Game Of Thrones", "Stargate", "Transformers",
        "Friends", "Shaun The Sheep", "Blue Planet", "Lions On The Move", "Shoreline",
      ])
  }

  @Test("sections of musicals and kids' movies appended with += show in order")
  func sectionsWithOperators() throws {
    let table = makeTable(height: 1000)
    let musicals = Section(rows: [
      Row<TitleCell>(model: "Singin' in the Rain"),
      Row<TitleCell>(model: "My Fair Lady"),
      Row<TitleCell>(model: "The Sound of Music"),
    ])
    let kids = Section(rows: [
      Row<LoudCell>(model: "Shaun the Sheep"),
      Row<LoudCell>(model: "Monsters, Inc."),
      Row<LoudCell>(model: "Shrek"),
    ])
    table += musicals
    table += kids
    table.tableView.layoutIfNeeded()
    #expect(table.sections.count == 2)
    #expect(
      table.tableView.visibleTexts == [
        "Singin' in the Rain", "My Fair Lady", "The Sound of Music", "SHAUN THE SHEEP",
        "MONSTERS, INC.", "SHREK",
      ])
  }

  @Test("table += row appends to the first section, creating one when the table is empty")
  func rowOperator() throws {
    let table = makeTable()
    table += Row<MovieCell>(model: Movie(name: "Singin' in the Rain"))
    #expect(table.sections.count == 1)
    table += Row<MovieCell>(model: Movie(name: "Up"))
    table += Section(id: "second")
    table += Row<MovieCell>(model: Movie(name: "Cars"))
    #expect(table.sections.count == 2)
    #expect(table.sections[0].rows.count == 3)
    #expect(table.sections[1].rows.isEmpty)
  }

  @Test("section += [rows] and table += [sections] append everything in order")
  func arrayOperators() throws {
    let table = makeTable()
    var section = Section(id: "kids")
    section += [
      Row<TitleCell>(model: "Shaun the Sheep"),
      Row<TitleCell>(model: "Monsters, Inc."),
      Row<TitleCell>(model: "Shrek"),
    ]
    table += [section, Section(id: "more", rows: [Row<TitleCell>(model: "Up")])]
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["Shaun the Sheep", "Monsters, Inc.", "Shrek", "Up"])
  }

  @Test("headers and footers show titles and typed views")
  func headersAndFooters() throws {
    let table = makeTable()
    try table.update(with: [
      Section(
        id: "musicals", header: .title("Musicals (header)"), footer: .title("Musicals (footer)"),
        rows: [Row<TitleCell>(model: "Cats")]),
      Section(
        id: "kids", header: .view(TitleHeaderView.self, model: "Kids"),
        rows: [Row<TitleCell>(model: "Shrek")]),
    ])
    table.tableView.layoutIfNeeded()
    #expect(
      table.tableView.render() == """
        # Musicals (header)
          Cats
        ~ Musicals (footer)
        # [Kids]
          Shrek
        """)
  }
}
