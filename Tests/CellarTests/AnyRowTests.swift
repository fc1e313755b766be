import Cellar
import Foundation
import Testing

@MainActor
@Suite struct AnyRowTests {
  @Test("a type-erased row shows its row's id, model and height")
  func erasedProperties() {
    let row = AnyRow(Row<MovieCell>(model: Movie(name: "Up"), id: "up", height: 80))
    #expect(row.id == AnyHashable("up"))
    #expect(row.model as? Movie == Movie(name: "Up"))
    #expect(row.model(as: Movie.self) == Movie(name: "Up"))
    #expect(row.model(as: String.self) == nil)
    #expect(row.height == 80)
    let positional = AnyRow(Row<OpaqueCell>(model: Opaque(text: "o")))
    #expect(positional.id == nil)
    #expect(positional.height == nil)
  }

  @Test(
    "a type-erased row gives back the typed row only for its own cell type, and that row is a copy")
  func typedRowBack() throws {
    var handled: [String] = []
    let erased = AnyRow(
      Row<TitleCell>(model: "a", id: 1) { model, _ in handled.append(model) }.onMove())
    #expect(erased.row(as: LoudCell.self) == nil)
    #expect(erased.row(as: MovieCell.self) == nil)
    var typed = try #require(erased.row(as: TitleCell.self))
    #expect(typed.model == "a")
    #expect(typed.canMove)
    typed.model = "b"
    #expect(erased.model(as: String.self) == "a")
    #expect(typed.model == "b")

    // The typed row keeps the handlers: it behaves as the original in a table.
    let table = makeTable()
    try table.update(with: [Section(rows: [typed])])
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(handled == ["b"])
  }

  @Test("rows of any kind stand in sections: rows, type-erased rows and arrays mixing them")
  func representables() throws {
    let erased = AnyRow(Row<TitleCell>(model: "erased"))
    let mixed: [any RowRepresentable] = [Row<LoudCell>(model: "loud"), erased]
    #expect(erased.anyRow.id == erased.id)
    let table = makeTable()
    try table.update(with: [
      Section(rows: mixed), Section(anyRows: [erased, Row<TitleCell>(model: "typed").anyRow]),
    ])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["LOUD", "erased", "erased", "typed"])
  }
}
