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

  @Test("the table view holds the table weakly")
  func weakFromHost() throws {
    let tableView = UITableView()
    weak var weakTable: Table?
    do {
      let table = Table(tableView: tableView)
      try table.update(with: [Section(rows: [Row<TitleCell>(model: "x")])])
      weakTable = table
    }
    #expect(weakTable == nil)
    #expect(tableView.dataSource == nil)
  }
}
