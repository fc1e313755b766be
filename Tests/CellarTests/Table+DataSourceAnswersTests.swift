import Cellar
import Foundation
import Testing

/// An index path of a table row.
private func rowPath(_ row: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(row: row, section: section)
}

/// The table coordinator's answers to the table view's data-source and
/// delegate questions that no other suite asks: the counts of sections out
/// of range, editing and moving of rows with only a delete handler or only
/// `canEdit(true)`, a row's own estimated height, and the editing style of
/// an editable row without a delete handler. The coordinator is one source
/// on both platforms; these tests were moved from the UIKit check
/// (`UIKitCheck/Tests/CellarOnUIKitTests`), which kept them only until the
/// ordinary suite checked the same. They call the coordinator through the
/// table view's `dataSource` and `delegate`, as UIKit does.
@MainActor
@Suite("Table: the coordinator's data-source and delegate answers")
struct TableDataSourceAnswersTests {
  @Test("numberOfSections(in:) and numberOfRowsInSection answer from the sections; 0 out of range")
  func counts() throws {
    let table = makeTable()
    try table.update {
      Section(id: "s0") { for name in ["a", "b"] { Row<TitleCell>(model: name) } }
      Section(id: "s1") { for name in ["c", "d", "e"] { Row<TitleCell>(model: name) } }
    }
    let view = table.tableView
    let dataSource = try #require(view.dataSource)
    #expect(dataSource.numberOfSections(in: view) == 2)
    #expect(dataSource.tableView(view, numberOfRowsInSection: 1) == 3)
    #expect(dataSource.tableView(view, numberOfRowsInSection: 7) == 0)
    #expect(dataSource.tableView(view, numberOfRowsInSection: -1) == 0)
    #expect(view.numberOfSections == 2)
    #expect(view.numberOfRows(inSection: 0) == 2)
    #expect(view.numberOfRows(inSection: 1) == 3)
  }

  @Test("canEditRowAt and canMoveRowAt follow the rows' editing handlers")
  func editability() throws {
    let table = makeTable()
    try table.update {
      Section(id: "s") {
        Row<TitleCell>(model: "deletable", id: 0).onDelete { _, _ in }
        Row<TitleCell>(model: "movable", id: 1).canEdit(true).onMove()
        Row<TitleCell>(model: "fixed", id: 2)
        Row<TitleCell>(model: "editable", id: 3).canEdit(true)
      }
    }
    let view = table.tableView
    let dataSource = try #require(view.dataSource)
    // A delete handler alone: editable, not movable.
    #expect(dataSource.tableView(view, canEditRowAt: rowPath(0)))
    #expect(!dataSource.tableView(view, canMoveRowAt: rowPath(0)))
    #expect(dataSource.tableView(view, canMoveRowAt: rowPath(1)))
    #expect(!dataSource.tableView(view, canEditRowAt: rowPath(2)))
    #expect(!dataSource.tableView(view, canMoveRowAt: rowPath(2)))
    // canEdit(true) alone: editable, not movable.
    #expect(dataSource.tableView(view, canEditRowAt: rowPath(3)))
    #expect(!dataSource.tableView(view, canMoveRowAt: rowPath(3)))
  }

  @Test("heightForRowAt and estimatedHeightForRowAt give a row's own height, else the table view's")
  func rowHeights() throws {
    let table = makeTable(height: 440)
    try table.update {
      Section(id: "s") {
        Row<TitleCell>(model: "tall", id: 0, height: 90)
        Row<TitleCell>(model: "plain", id: 1)
      }
    }
    let view = table.tableView
    let delegate = try #require(view.delegate)
    #expect(delegate.tableView(view, heightForRowAt: rowPath(0)) == 90)
    #expect(delegate.tableView(view, estimatedHeightForRowAt: rowPath(0)) == 90)
    #expect(delegate.tableView(view, heightForRowAt: rowPath(1)) == 44)
    view.layoutIfNeeded()
    #expect(view.rectForRow(at: rowPath(1)) == CGRect(x: 0, y: 90, width: 320, height: 44))
  }

  @Test("editingStyleForRowAt is .delete for rows with a delete handler, else .none")
  func editingStyle() throws {
    let table = makeTable()
    try table.update {
      Section(id: "s") {
        Row<TitleCell>(model: "a", id: "a").onDelete { _, _ in }
        Row<TitleCell>(model: "b", id: "b").canEdit(true)
      }
    }
    let view = table.tableView
    let delegate = try #require(view.delegate)
    #expect(delegate.tableView(view, editingStyleForRowAt: rowPath(0)) == .delete)
    #expect(delegate.tableView(view, editingStyleForRowAt: rowPath(1)) == .none)
  }
}
