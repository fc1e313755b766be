import Cellar
import Foundation
import Testing
import UIKit

/// Every `UITableViewDataSource` and `UITableViewDataSourcePrefetching`
/// method Cellar's UIKit coordinator implements, exercised so that a
/// signature that drifted from UIKit's (which compiles, and silently leaves
/// UIKit's default in place) fails a test.
@MainActor
@Suite("Cellar on UIKit: the table's data source")
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

  @Test("titleForHeaderInSection and titleForFooterInSection give the sections' titles")
  func titles() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(id: "films", header: .title("Films"), footer: .title("2 films")) {
        Row<NameCell>(model: "Up", id: "Up")
      }
      Section(id: "plain") { Row<NameCell>(model: "x", id: "x") }
    }
    let dataSource = try #require(view.dataSource)
    #expect(dataSource.tableView(view, titleForHeaderInSection: 0) == "Films")
    #expect(dataSource.tableView(view, titleForFooterInSection: 0) == "2 films")
    #expect(dataSource.tableView(view, titleForHeaderInSection: 1) == nil)
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

  @Test("sectionIndexTitles(for:) and sectionForSectionIndexTitle follow the index titles")
  func sectionIndex() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(id: "a") { Row<NameCell>(model: "Alice", id: "Alice") }.indexTitle("A")
      Section(id: "none") { Row<NameCell>(model: "-", id: "-") }
      Section(id: "b") { Row<NameCell>(model: "Bob", id: "Bob") }.indexTitle("B")
    }
    let dataSource = try #require(view.dataSource)
    #expect(dataSource.sectionIndexTitles(for: view) == ["A", "B"])
    #expect(dataSource.tableView(view, sectionForSectionIndexTitle: "B", at: 1) == 2)
  }

  @Test("commit editingStyle .delete calls the row's delete handler and removes the row")
  func commitDelete() throws {
    let (table, view) = makeUIKitTable()
    let log = CallLog()
    try table.update {
      Section(id: "s") {
        for name in ["a", "b", "c"] {
          Row<NameCell>(model: name, id: name).onDelete { model, path in
            log.add("delete \(model) at \(path.row)")
          }
        }
      }
    }
    view.layoutIfNeeded()
    let dataSource = try #require(view.dataSource)
    dataSource.tableView(view, commit: .delete, forRowAt: rowPath(1))
    #expect(log.entries == ["delete b at 1"])
    #expect(table.sections[0].rows.compactMap { $0.id as? String } == ["a", "c"])
    #expect(view.numberOfRows(inSection: 0) == 2)
    #expect(view.shownNames == ["a", "c"])
    #expect(table.lastError == nil)
  }

  @Test("a delete handler that removes the emptied section animates once, without an error")
  func commitDeleteWithUpdate() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(id: "only") {
        Row<NameCell>(model: "last", id: "last").onDelete { [unowned table] _, _ in
          try? table.update(with: [])
        }
      }
      Section(id: "other") { Row<NameCell>(model: "kept", id: "kept") }
    }
    view.layoutIfNeeded()
    try #require(view.dataSource).tableView(view, commit: .delete, forRowAt: rowPath(0))
    #expect(table.lastError == nil)
    #expect(view.numberOfSections == 0)
  }

  @Test("moveRowAt moves the row in the table's sections and calls its move handler")
  func userMove() throws {
    let (table, view) = makeUIKitTable()
    let log = CallLog()
    try table.update {
      Section(id: "s") {
        for name in ["a", "b", "c"] {
          Row<NameCell>(model: name, id: name).canEdit(true).onMove { model, from, to in
            log.add("\(model) \(from.row)->\(to.row)")
          }
        }
      }
    }
    view.layoutIfNeeded()
    try #require(view.dataSource).tableView(view, moveRowAt: rowPath(0), to: rowPath(2))
    #expect(log.entries == ["a 0->2"])
    #expect(table.sections[0].rows.compactMap { $0.id as? String } == ["b", "c", "a"])
  }

  @Test("prefetchRowsAt and cancelPrefetchingForRowsAt call the rows' prefetch handlers")
  func prefetching() throws {
    let (table, view) = makeUIKitTable()
    let log = CallLog()
    try table.update {
      Section(id: "s") {
        for index in 0..<3 {
          Row<NameCell>(model: "r\(index)", id: index)
            .prefetch { model, _ in log.add("prefetch \(model)") }
            .cancelPrefetch { model, _ in log.add("cancel \(model)") }
        }
      }
    }
    let prefetching = try #require(view.prefetchDataSource)
    prefetching.tableView(view, prefetchRowsAt: [rowPath(2), rowPath(0)])
    prefetching.tableView(view, cancelPrefetchingForRowsAt: [rowPath(1)])
    #expect(log.entries == ["prefetch r2", "prefetch r0", "cancel r1"])
  }
}
