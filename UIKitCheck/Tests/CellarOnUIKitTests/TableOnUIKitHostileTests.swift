import Cellar
import CellarHost
import Foundation
import Testing
import UIKit

/// A cell whose reuse identifier is empty, which UIKit cannot register.
final class NamelessCell: UITableViewCell, ConfigurableCell {
  static var reuseIdentifier: String { "" }

  func configure(_ name: String) {}
}

/// What a hostile caller gives the table on UIKit: updates from inside every
/// callback, bad heights and identifiers. Each must end in a typed error or
/// a queued update, with UIKit never seeing an inconsistent batch.
@MainActor
@Suite("Cellar on UIKit: hostile input")
struct TableOnUIKitHostileTests {
  @Test("updates asked for from display hooks, prefetching and scrolling are queued, then applied")
  func updatesFromCallbacks() async throws {
    let (table, view) = makeUIKitTable(height: 88)
    var generation = 0
    func content() -> [Section] {
      [
        Section(id: "s") {
          for index in 0..<(10 + generation) {
            Row<NameCell>(model: "r\(index)", id: index)
              .onWillDisplay { [unowned table] _, _ in
                guard generation < 3 else { return }
                generation += 1
                try? table.update(with: content())
              }
              .prefetch { [unowned table] _, _ in
                try? table.update(with: content())
              }
          }
        }
      ]
    }
    table.onScroll = { [unowned table] _ in try? table.update(with: content()) }
    try table.update(with: content())
    view.layoutIfNeeded()
    view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    view.layoutIfNeeded()
    try #require(view.prefetchDataSource).tableView(view, prefetchRowsAt: [rowPath(9)])
    await settle { view.numberOfRows(inSection: 0) == 10 + generation }
    #expect(view.numberOfRows(inSection: 0) == 10 + generation)
    #expect(table.sections[0].rows.count == 10 + generation)
    #expect(table.lastError == nil)
  }

  @Test("an update asked for from onError is queued, and onError is not re-entered")
  func updateFromOnError() async throws {
    let (table, view) = makeUIKitTable()
    var errors = 0
    table.onError = { [unowned table] _ in
      errors += 1
      try? table.update(with: nameSections([["recovered"]]))
    }
    try table.update(with: nameSections([["a"]]))
    view.layoutIfNeeded()
    table += Section(id: "s0") { Row<NameCell>(model: "dup", id: "dup") }
    await settle { table.sections.first?.rows.first?.id == AnyHashable("recovered") }
    #expect(errors == 1)
    view.layoutIfNeeded()
    #expect(view.shownNames == ["recovered"])
  }

  @Test("infinite and negative heights throw a typed error; UIKit is left as it was")
  func badHeights() throws {
    let (table, view) = makeUIKitTable()
    try table.update(with: nameSections([["a"]]))
    view.layoutIfNeeded()
    for height: CGFloat in [.infinity, -CGFloat.infinity, -3] {
      #expect(throws: TableError.self) {
        try table.update {
          Section(id: "s0") { Row<NameCell>(model: "b", id: "b", height: height) }
        }
      }
    }
    #expect(view.shownNames == ["a"])
    #expect(view.numberOfRows(inSection: 0) == 1)
    // NaN means "no height of its own", as on CellarHost: the table view's.
    try table.update { Section(id: "s0") { Row<NameCell>(model: "b", id: "b", height: .nan) } }
    #expect(try #require(view.delegate).tableView(view, heightForRowAt: rowPath(0)) == 44)
  }

  @Test("an empty reuse identifier throws before UIKit is asked to register it")
  func emptyReuseIdentifier() throws {
    let (table, view) = makeUIKitTable()
    #expect(throws: TableError.self) {
      try table.update { Section(id: "s") { Row<NamelessCell>(model: "x") } }
    }
    #expect(view.numberOfSections == 0)
  }

  @Test("a table released while an update waits for its turn leaves the table view alone")
  func releasedWhileQueued() async throws {
    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    do {
      let table = Table(tableView: view)
      try table.update {
        Section(id: "s") {
          Row<NameCell>(model: "a", id: "a") { [unowned table] _, _ in
            try? table.update(with: nameSections([["a", "b"]]))
          }
        }
      }
      view.layoutIfNeeded()
      try view.tapRow(at: rowPath(0))
    }
    for _ in 0..<10 { await Task.yield() }
    // The view keeps the table's coordinator (UIKit holds it weakly), which
    // answers no sections once the table is gone: the view can lay out.
    #expect(view.dataSource?.numberOfSections(in: view) == 0)
    view.layoutIfNeeded()
  }

  @Test("a table released while its view stays on screen: UIKit gets cells, then no rows")
  func releasedWhileShown() async throws {
    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    weak var released: Table?
    do {
      // The mistake the docs warn about: the table in a local variable.
      let table = Table(tableView: view)
      try table.update(with: nameSections([(0..<40).map { "r\($0)" }]))
      view.layoutIfNeeded()
      released = table
    }
    #expect(released == nil)
    // UIKit's counts are cached: scrolling asks for the rows it knows,
    // and gets empty cells instead of raising.
    view.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
    view.layoutIfNeeded()
    #expect(!view.visibleCells.isEmpty)
    await settle { view.numberOfRows(inSection: 0) == 0 || view.numberOfSections == 0 }
    #expect(view.numberOfSections == 0)
    // A new table on the same view takes it over.
    let table = Table(tableView: view)
    try table.update(with: nameSections([["again"]]))
    view.layoutIfNeeded()
    #expect(view.shownNames == ["again"])
  }
}
