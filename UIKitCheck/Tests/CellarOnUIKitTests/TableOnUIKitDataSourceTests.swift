import Cellar
import Foundation
import Testing
import UIKit

/// The table's cells and header views as the UIKit backend makes them:
/// classes registered with the table view the first time a row or section
/// needs them, dequeued by index path (`Backend+UIKit.swift`).
@MainActor
@Suite("Cellar on UIKit: the table's data source and delegate")
struct TableOnUIKitDataSourceTests {
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
}
