import Cellar
import CellarTesting
import Foundation
import Testing

// The code of the article *Testing your tables on Linux*, section *Check
// updates by identity*, compiled and run: keep the two in step.

private struct Film: Identifiable, Equatable {
  let id: Int
  var title: String
}

private final class FilmCell: TableViewCell, ConfigurableCell {
  func configure(_ film: Film) { textLabel?.text = film.title }
}

@MainActor
private final class FilmList {
  var films = (1...30).map { Film(id: $0, title: "Film \($0)") }
  var played: [String] = []
  let table: Table

  init() {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
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
    try table.tableView.layoutIfNeeded()
  }
}

@MainActor
@Suite struct TestingArticleTests {
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
    #expect(try list.table.renderedScreen().hasPrefix("  Film 2 (director's"))
  }
}
