import Cellar
import CellarTestSupport
import Foundation
import Testing

/// Live instances of the leak test's classes, counted by their initializers
/// and deinitializers (which may run on any thread, hence the lock).
private final class LiveCounts: @unchecked Sendable {
  private let lock = NSLock()
  private var counts: [String: Int] = [:]
  private var made: [String: Int] = [:]

  func born(_ kind: String) {
    lock.withLock {
      counts[kind, default: 0] += 1
      made[kind, default: 0] += 1
    }
  }

  func died(_ kind: String) {
    lock.withLock { counts[kind, default: 0] -= 1 }
  }

  /// How many instances of a kind are alive now.
  func alive(_ kind: String) -> Int { lock.withLock { counts[kind, default: 0] } }

  /// How many instances of a kind were ever made.
  func total(_ kind: String) -> Int { lock.withLock { made[kind, default: 0] } }
}

private let live = LiveCounts()

/// A cell that counts its instances.
private final class CountedCell: UITableViewCell, ConfigurableCell {
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    live.born("cell")
  }

  required init?(coder: NSCoder) { fatalError("not made from archives") }

  deinit { live.died("cell") }

  func configure(_ model: Item) {
    textLabel?.text = "\(model.id):\(model.title)"
  }
}

/// A header view that counts its instances.
private final class CountedHeaderView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    live.born("header")
  }

  required init?(coder: NSCoder) { fatalError("not made from archives") }

  deinit { live.died("header") }

  func configure(_ model: String) {
    textLabel?.text = model
  }
}

/// An owner (a view controller, say) holding a table, whose every row
/// action, delete, move, swipe, prefetch and error handler captures it weakly.
@MainActor
private final class LeakOwner {
  let table: Table
  let number: Int
  var events: [String] = []

  init(number: Int) {
    self.number = number
    table = Table(tableView: UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200)))
    table.tableView.rowHeight = 44
    table.onError = { [weak self] error in self?.events.append("error \(error)") }
    live.born("owner")
  }

  deinit { live.died("owner") }

  /// The content at a version: rows come, go, move and change between versions.
  func sections(version: Int) -> [Section] {
    let ids = (0..<12).map { $0 * 3 + number % 3 }.filter { ($0 + version) % 5 != 0 }
    let rows = (version % 2 == 0 ? ids : ids.reversed()).map { id in
      var row = Row<CountedCell>(model: Item(id: id, title: "v\(version % 2)")) {
        [weak self] item, _ in
        self?.events.append("select \(item.id)")
      }
      .onDelete { [weak self] item, _ in self?.events.append("delete \(item.id)") }
      .onMove { [weak self] item, _, _ in self?.events.append("move \(item.id)") }
      row.deselectAction = { [weak self] item, _ in self?.events.append("deselect \(item.id)") }
      row.leadingSwipeActions = [
        SwipeAction(title: "Pin") { [weak self] item, _ in
          self?.events.append("pin \(item.id)")
          return true
        }
      ]
      row.prefetch = { [weak self] item, _ in self?.events.append("prefetch \(item.id)") }
      return row
    }
    var section = Section(
      id: "rows", header: .view(CountedHeaderView.self, model: "Owner \(number)"),
      footer: .title("\(rows.count) rows"), rows: rows)
    section.prefetch = { [weak self] paths in self?.events.append("prefetch \(paths.count)") }
    let extra = Section(id: "extra", header: .title("Extra")) {
      // Its action asks for an update, which the table queues and applies after the action.
      Row<TitleCell>(model: "version \(version)") { [weak self] _, _ in
        guard let self else { return }
        self.events.append("refresh")
        self.table.reportingUpdate(with: self.sections(version: version + 10))
      }
    }
    return version % 3 == 0 ? [section, extra] : [extra, section]
  }

  /// Updates the table several times and uses it as a user would.
  func exercise() throws {
    let tableView = table.tableView
    for version in 0..<4 {
      try table.update(with: sections(version: version))
      tableView.layoutIfNeeded()
    }
    guard let rows = table.sectionIndex(withID: "rows") else { return }
    tableView.scrollToRow(at: IndexPath(row: 6, section: rows), at: .middle, animated: false)
    try tableView.tapRow(at: IndexPath(row: 6, section: rows))
    try tableView.swipeRow(at: IndexPath(row: 6, section: rows), edge: .leading)
    try tableView.swipeRow(at: IndexPath(row: 5, section: rows), edge: .trailing)
    tableView.setEditing(true, animated: false)
    try tableView.moveRowByUser(
      from: IndexPath(row: 4, section: rows), to: IndexPath(row: 0, section: rows))
    tableView.setEditing(false, animated: false)
    tableView.setContentOffset(.zero, animated: false)
    if let extra = table.sectionIndex(withID: "extra") {
      try tableView.tapRow(at: IndexPath(row: 0, section: extra))
    }
    try table.update(with: sections(version: 4))
    tableView.layoutIfNeeded()
  }
}

extension Table {
  /// Updates, reporting an error through `onError` (for row actions, which cannot throw).
  fileprivate func reportingUpdate(with sections: [Section]) {
    do {
      try update(with: sections)
    } catch {
      onError?(error)
    }
  }
}

/// Weak references to objects, to show that they were released.
@MainActor
private struct WeakReferences {
  private var references: [() -> AnyObject?] = []

  mutating func add(_ object: AnyObject) {
    references.append { [weak object] in object }
  }

  var count: Int { references.count }

  /// How many of the objects are still alive.
  var alive: Int { references.count { $0() != nil } }
}

@MainActor
@Suite(.serialized) struct TableLeakTests {
  @Test(
    "1,000 tables (100 by default), built, updated, used and torn down with actions capturing their owners weakly, release every owner, table, table view, cell and header view"
  )
  func thousandTables() async throws {
    let count = TestEnvironment.scaled(100, full: 1_000)
    let cellsBefore = live.total("cell")
    let headersBefore = live.total("header")
    var tables = WeakReferences()
    var tableViews = WeakReferences()
    var owners = WeakReferences()
    var cells = WeakReferences()
    do {
      var strong: [LeakOwner] = []
      for number in 0..<count {
        let owner = LeakOwner(number: number)
        try owner.exercise()
        if number % 10 == 0 {
          // Some updates diff off the main actor.
          try await owner.table.updateInBackground(with: owner.sections(version: 5))
        }
        owners.add(owner)
        tables.add(owner.table)
        tableViews.add(owner.table.tableView)
        for cell in owner.table.tableView.visibleCells { cells.add(cell) }
        strong.append(owner)
      }
      // All 1,000 are alive together, with their cells and headers.
      #expect(live.alive("owner") == count)
      #expect(owners.alive == count && tables.alive == count && tableViews.alive == count)
      #expect(live.alive("cell") >= count)
      #expect(live.alive("header") >= count)
      #expect(strong.allSatisfy { $0.events.contains { $0.hasPrefix("select") } })
      #expect(strong.allSatisfy { $0.events.contains { $0.hasPrefix("pin") } })
      #expect(strong.allSatisfy { $0.events.contains { $0.hasPrefix("delete") } })
      #expect(strong.allSatisfy { $0.events.contains { $0.hasPrefix("move") } })
      #expect(strong.allSatisfy { $0.events.contains("refresh") })
      #expect(strong.allSatisfy { !$0.events.contains { $0.hasPrefix("error") } })
    }
    // Queued drains hold their table weakly; let any scheduled one run.
    await Task.yield()
    #expect(owners.alive == 0)
    #expect(tables.alive == 0)
    #expect(tableViews.alive == 0)
    #expect(cells.count > count)
    #expect(cells.alive == 0)
    #expect(live.alive("owner") == 0)
    #expect(live.alive("cell") == 0, "of \(live.total("cell") - cellsBefore) cells made")
    #expect(live.alive("header") == 0)
    print(
      "leaks: \(count) tables, \(live.total("cell") - cellsBefore) cells and "
        + "\(live.total("header") - headersBefore) header views made; alive after teardown: "
        + "\(tables.alive) tables, \(tableViews.alive) table views, \(owners.alive) owners, "
        + "\(live.alive("cell")) cells, \(live.alive("header")) header views")
  }

  @Test("the leak check sees a cycle: an action capturing its table strongly keeps it alive")
  func strongCaptureIsCaught() throws {
    weak var weakTable: Table?
    weak var weakTableView: UITableView?
    do {
      let table = makeTable()
      try table.update(with: [
        Section(rows: [Row<TitleCell>(model: "cycle") { _, _ in _ = table.sections }])
      ])
      table.tableView.layoutIfNeeded()
      weakTable = table
      weakTableView = table.tableView
    }
    // table → sections → row → action → table: nothing is released.
    #expect(weakTable != nil)
    #expect(weakTableView != nil)
    // Dropping the row breaks the cycle, and all of it goes.
    try weakTable?.update(with: [])
    #expect(weakTable == nil)
    #expect(weakTableView == nil)
  }
}
