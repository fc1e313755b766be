import Cellar
import Foundation
import Testing

/// An owner (a view controller, say) that captures itself weakly in actions.
@MainActor
private final class Owner {
  let table: Table
  var played: [String] = []

  init() {
    table = makeTable()
  }

  func load() throws {
    try table.update {
      Section(id: "movies") {
        Row<MovieCell>(model: Movie(name: "Up")) { [weak self] movie, _ in
          self?.played.append(movie.name)
        }
      }
    }
    table.tableView.layoutIfNeeded()
  }
}

@MainActor
@Suite struct TableLifetimeTests {
  @Test("a table, its table view and an owner capturing itself weakly all deallocate")
  func noRetainCycles() throws {
    weak var weakOwner: Owner?
    weak var weakTable: Table?
    weak var weakTableView: UITableView?
    do {
      let owner = Owner()
      try owner.load()
      try owner.table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
      #expect(owner.played == ["Up"])
      weakOwner = owner
      weakTable = owner.table
      weakTableView = owner.table.tableView
    }
    #expect(weakOwner == nil)
    #expect(weakTable == nil)
    #expect(weakTableView == nil)
  }

  @Test("the table view holds the table weakly; its coordinator stays and answers no rows")
  func weakFromHost() async throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
    weak var weakTable: Table?
    do {
      let table = Table(tableView: tableView)
      try table.update(with: [Section(rows: (0..<20).map { Row<TitleCell>(model: "\($0)") })])
      tableView.layoutIfNeeded()
      weakTable = table
    }
    #expect(weakTable == nil)
    // As on UIKit, the view keeps the coordinator (its data source), which
    // answers no sections, and empty cells for the rows the view still
    // counts, then has the view reload on the next turn.
    let coordinator = try #require(tableView.dataSource)
    #expect(coordinator.numberOfSections(in: tableView) == 0)
    #expect(tableView.numberOfSections == 1)
    tableView.contentOffset.y = 300  // needs cells: they are empty
    tableView.layoutIfNeeded()
    for _ in 0..<10 where tableView.numberOfSections != 0 { await Task.yield() }
    #expect(tableView.numberOfSections == 0)
    #expect(tableView.visibleCells.isEmpty)
  }
}
