import Cellar
import Foundation
import Testing
import UIKit

/// The table's cells and header views as the UIKit backend makes them:
/// classes registered with the table view the first time a row or section
/// needs them, dequeued by index path (`Backend+UIKit.swift`). Also the few
/// answers of the shared coordinator that the ordinary suite does not check
/// (out-of-range counts, estimated heights, editing of rows without a
/// delete handler).
@MainActor
@Suite("Cellar on UIKit: the table's data source and delegate")
struct TableOnUIKitDataSourceTests {
  @Test("numberOfSections(in:) and numberOfRowsInSection answer from the sections")
  func counts() throws {
    let (table, view) = makeUIKitTable()
    try table.update(with: nameSections([["a", "b"], ["c", "d", "e"]]))
    let dataSource = try #require(view.dataSource)
    #expect(dataSource.numberOfSections(in: view) == 2)
    #expect(dataSource.tableView(view, numberOfRowsInSection: 1) == 3)
    #expect(dataSource.tableView(view, numberOfRowsInSection: 7) == 0)
    #expect(view.numberOfSections == 2)
    #expect(view.numberOfRows(inSection: 0) == 2)
    #expect(view.numberOfRows(inSection: 1) == 3)
  }

  @Test("cellForRowAt dequeues the row's UITableViewCell subclass, configured with its model")
  func cells() throws {
    let (table, view) = makeUIKitTable()
    try table.update(with: nameSections([["Monsters, Inc.", "Up"]]))
    view.layoutIfNeeded()
    #expect(view.shownNames == ["Monsters, Inc.", "Up"])
    let cell = try #require(view.cellForRow(at: rowPath(1)) as? NameCell)
    #expect(cell.reuseIdentifier == NameCell.reuseIdentifier)
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Up")
    #expect(table.cell(forRowID: "Up", as: NameCell.self) === cell)
  }

  @Test("canEditRowAt and canMoveRowAt follow the rows' editing handlers")
  func editability() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(id: "s") {
        Row<NameCell>(model: "deletable", id: 0).onDelete { _, _ in }
        Row<NameCell>(model: "movable", id: 1).canEdit(true).onMove()
        Row<NameCell>(model: "fixed", id: 2)
      }
    }
    let dataSource = try #require(view.dataSource)
    #expect(dataSource.tableView(view, canEditRowAt: rowPath(0)))
    #expect(!dataSource.tableView(view, canMoveRowAt: rowPath(0)))
    #expect(dataSource.tableView(view, canMoveRowAt: rowPath(1)))
    #expect(!dataSource.tableView(view, canEditRowAt: rowPath(2)))
    #expect(!dataSource.tableView(view, canMoveRowAt: rowPath(2)))
  }

  @Test("heightForRowAt and estimatedHeightForRowAt give a row's own height, else the table view's")
  func rowHeights() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(id: "s") {
        Row<NameCell>(model: "tall", id: 0, height: 90)
        Row<NameCell>(model: "plain", id: 1)
      }
    }
    let delegate = try #require(view.delegate)
    #expect(delegate.tableView(view, heightForRowAt: rowPath(0)) == 90)
    #expect(delegate.tableView(view, estimatedHeightForRowAt: rowPath(0)) == 90)
    #expect(delegate.tableView(view, heightForRowAt: rowPath(1)) == 44)
    view.layoutIfNeeded()
    #expect(view.rectForRow(at: rowPath(1)) == CGRect(x: 0, y: 90, width: 320, height: 44))
  }

  @Test("viewForHeaderInSection and viewForFooterInSection give configured typed views")
  func headerViews() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(
        id: "s", header: .view(BannerView.self, model: "Top", height: 30),
        footer: .view(BannerView.self, model: "Bottom", height: 20)
      ) { Row<NameCell>(model: "a", id: "a") }
      Section(id: "titled", header: .title("Plain")) { Row<NameCell>(model: "b", id: "b") }
    }
    let delegate = try #require(view.delegate)
    let header = try #require(delegate.tableView(view, viewForHeaderInSection: 0) as? BannerView)
    #expect(header.shown == "Top")
    let footer = try #require(delegate.tableView(view, viewForFooterInSection: 0) as? BannerView)
    #expect(footer.shown == "Bottom")
    #expect(delegate.tableView(view, viewForHeaderInSection: 1) == nil)
    view.layoutIfNeeded()
    #expect((view.headerView(forSection: 0) as? BannerView)?.shown == "Top")
  }

  @Test("editingStyleForRowAt is .delete for rows with a delete handler, else .none")
  func editingStyle() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(id: "s") {
        Row<NameCell>(model: "a", id: "a").onDelete { _, _ in }
        Row<NameCell>(model: "b", id: "b").canEdit(true)
      }
    }
    let delegate = try #require(view.delegate)
    #expect(delegate.tableView(view, editingStyleForRowAt: rowPath(0)) == .delete)
    #expect(delegate.tableView(view, editingStyleForRowAt: rowPath(1)) == .none)
  }
}
