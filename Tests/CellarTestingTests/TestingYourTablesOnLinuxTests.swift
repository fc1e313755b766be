import Cellar
import CellarTesting
import Foundation
import Testing

// The code of the DocC article "Testing your tables on Linux", compiled and
// run once, here, so the article stays true: keep the two in step. The
// last test is the section *Check updates by identity*, which needs
// CellarTesting.

private struct Film: Identifiable, Equatable {
  let id: Int
  var title: String
}

private final class FilmCell: UITableViewCell, ConfigurableCell {
  func configure(_ film: Film) { textLabel?.text = film.title }
}

@MainActor
private final class FilmList {
  var films = (1...30).map { Film(id: $0, title: "Film \($0)") }
  var played: [String] = []
  let table: Table

  init() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
    tableView.rowHeight = 44  // five rows on screen
    tableView.renderWidth = 24
    table = Table(tableView: tableView)
  }

  func sections() -> [Section] {
    [
      Section(id: "films") {
        for film in films {
          Row<FilmCell>(model: film) { [unowned self] film, _ in played.append(film.title) }
        }
      }
    ]
  }

  func show() throws {
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
  }
}

@MainActor
@Suite struct TestingYourTablesOnLinuxTests {
  @Test("tapping a row runs its action and the screen shows it selected")
  func tap() throws {
    let list = FilmList()
    try list.show()
    let path = try #require(list.table.indexPath(forRowID: 2))
    try list.table.tableView.tapRow(at: path)

    #expect(list.played == ["Film 2"])
    #expect(
      list.table.tableView.render() == """
          Film 1
        > Film 2
          Film 3
          Film 4
          Film 5
        """)
  }

  @Test("scrolling shows other rows and recycles the cells")
  func scroll() throws {
    let list = FilmList()
    try list.show()
    list.table.tableView.scrollToRow(
      at: IndexPath(row: 20, section: 0), at: .top, animated: false)

    #expect(list.table.visibleRowIDs == [21, 22, 23, 24, 25])
    let counters = try #require(list.table.tableView.metrics.cells[FilmCell.reuseIdentifier])
    #expect(counters.created <= 6)
    #expect(counters.reuses > 0)
  }

  @Test("an update is one validated batch with exactly the expected operations")
  func updateLog() throws {
    let list = FilmList()
    try list.show()
    let start = list.table.tableView.updateLog.count

    list.films[1].title = "Film 2 (director's cut)"
    list.films.remove(at: 0)
    try list.table.update(with: list.sections())

    let log = list.table.tableView.updateLog[start...]
    #expect(log.count == 1)
    #expect(log.allSatisfy { $0.kind == .batch && !$0.fellBackToReloadData })
    #expect(
      log.flatMap(\.operations) == [
        .deleteRows([IndexPath(row: 0, section: 0)], .automatic),
        .reconfigureRows([IndexPath(row: 1, section: 0)]),
      ])
    #expect(list.table.lastError == nil)
    #expect(list.table.tableView.render().hasPrefix("  Film 2 (director's"))
  }

  @Test("an update deletes film 1 and reconfigures film 2, by id")
  func updateByID() throws {
    let list = FilmList()
    try list.show()

    list.films[1].title = "Film 2 (director's cut)"
    list.films.remove(at: 0)
    let report = try list.table.recordingUpdate {
      try list.table.update(with: list.sections())
    }

    #expect(report.batches.count == 1)
    #expect(report.deletedRowIDs == [1])
    #expect(report.reconfiguredRowIDs == [2])
    #expect(report.insertedRowIDs.isEmpty && report.movedRowIDs.isEmpty)
    #expect(list.table.rowIDs(inSection: 0).prefix(2) == [2, 3])
    #expect(list.table.renderedScreen().hasPrefix("  Film 2 (director's"))
  }
}
