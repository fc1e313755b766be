import CellarHost
import Foundation
import Testing

/// A cell that counts its `prepareForReuse()` calls.
@MainActor
final class CountingCell: UITableViewCell {
  var prepared = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    prepared += 1
  }
}

@MainActor
@Suite struct UITableViewDequeueTests {
  @Test("an empty pool creates a cell from the registered class, without prepareForReuse")
  func createsFromClass() throws {
    let table = UITableView()
    table.register(CountingCell.self, forCellReuseIdentifier: "C")
    let cell = table.dequeueReusableCell(withIdentifier: "C", for: ip(0, 0))
    #expect(cell is CountingCell)
    #expect(cell.reuseIdentifier == "C")
    #expect((cell as? CountingCell)?.prepared == 0)
    #expect(table.metrics.cells["C"]?.created == 1)
  }

  @Test("a factory registration builds cells, and re-registering replaces it")
  func factoryRegistration() throws {
    let table = UITableView()
    table.register(
      factory: { UITableViewCell(style: .subtitle, reuseIdentifier: "F") },
      forCellReuseIdentifier: "F")
    #expect(table.dequeueReusableCell(withIdentifier: "F")?.style == .subtitle)
    table.register(CountingCell.self, forCellReuseIdentifier: "F")
    #expect(table.dequeueReusableCell(withIdentifier: "F") is CountingCell)
    table.register(nil as UITableViewCell.Type?, forCellReuseIdentifier: "F")
    #expect(table.dequeueReusableCell(withIdentifier: "F") == nil)
  }

  @Test("dequeue without an index path returns nil when nothing is registered")
  func legacyDequeueReturnsNil() {
    let table = UITableView()
    #expect(table.dequeueReusableCell(withIdentifier: "Nope") == nil)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Nope") == nil)
  }

  @Test("dequeue for an index path with an unregistered identifier throws UIKit's message")
  func unregisteredIdentifier() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model, layout: false)
    model.identifier = "Missing"
    let error = UIKitException.catching { table.layoutIfNeeded() }
    #expect(
      error?.reason
        == "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    )
    #expect(table.indexPathsForVisibleRows == nil)
  }

  @Test("an empty reuse identifier is rejected with UIKit's message")
  func emptyIdentifier() throws {
    let table = UITableView()
    table.register(UITableViewCell.self, forCellReuseIdentifier: "")
    #expect(table.dequeueReusableCell(withIdentifier: "") == nil)
    let dequeue = UIKitException.catching {
      _ = table.dequeueReusableCell(withIdentifier: "", for: ip(0, 0))
    }
    #expect(
      dequeue?.reason
        == "must pass a valid reuse identifier to -[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]"
    )
  }

  @Test("dequeuing twice for the requested index path throws UIKit's message")
  func dequeueTwice() throws {
    let model = ListModel(rows: 3)
    model.cellProvider = { table, path in
      _ = table.dequeueReusableCell(withIdentifier: "Cell", for: path)
      return table.dequeueReusableCell(withIdentifier: "Cell", for: path)
    }
    let table = try makeTable(model, layout: false)
    let error = UIKitException.catching { table.layoutIfNeeded() }
    #expect(
      error?.reason
        == "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: Cell, index path: <NSIndexPath: 0x…> {length = 2, path = 0 - 0}"
    )
  }

  @Test("returning a cell the table already displays is UIKit's not-dequeued error")
  func cellNotDequeued() throws {
    let model = ListModel(rows: 3)
    var shared: UITableViewCell?
    model.cellProvider = { table, path in
      if let shared { return shared }
      let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: path)
      shared = cell
      return cell
    }
    let table = try makeTable(model, layout: false)
    let error = UIKitException.catching { table.layoutIfNeeded() }
    #expect(error == UITableView.DequeueError.cellNotDequeued(indexPath: ip(0, 1)))
    #expect(
      error?.reason
        == "the cell returned from -tableView:cellForRowAtIndexPath: was not retrieved by calling -dequeueReusableCellWithIdentifier:forIndexPath: for index path <NSIndexPath: 0x…> {length = 2, path = 0 - 1}"
    )
    #expect(table.indexPathsForVisibleRows == [ip(0, 0)])
  }

  @Test("the legacy pattern of creating a cell when dequeue returns nil is allowed")
  func legacyCreation() throws {
    let model = ListModel(rows: 2)
    model.cellProvider = { table, path in
      let cell =
        table.dequeueReusableCell(withIdentifier: "Legacy")
        ?? UITableViewCell(style: .value1, reuseIdentifier: "Legacy")
      cell.textLabel?.text = "row \(path.row)"
      return cell
    }
    let table = try makeTable(model)
    #expect(table.visibleContent == ["0-0:row 0", "0-1:row 1"])
  }

  @Test("prepareForReuse runs at dequeue time, only on recycled cells")
  func prepareForReuseTiming() throws {
    let model = ListModel(rows: 20)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 88))
    table.rowHeight = 44
    table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = model
    table.layoutIfNeeded()
    let first = try #require(table.cellForRow(at: ip(0, 0)) as? CountingCell)
    table.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    #expect(first.prepared == 1)
    #expect(table.cellForRow(at: ip(0, 2)) === first || table.cellForRow(at: ip(0, 3)) === first)
    #expect(table.metrics.cells["Cell"]?.created == 2)
    #expect(table.metrics.cells["Cell"]?.reuses == 2)
    #expect(table.metrics.cells["Cell"]?.prepareForReuseCalls == 2)
  }

  @Test("cells without a reuse identifier are never pooled")
  func noIdentifierNotPooled() throws {
    let model = ListModel(rows: 20)
    model.cellProvider = { _, _ in UITableViewCell(style: .default, reuseIdentifier: nil) }
    let table = try makeTable(model, visibleRows: 2)
    table.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    #expect(table.metrics.cells[""]?.pooled ?? 0 == 0)
    #expect(table.metrics.cells[""]?.endDisplays == 2)
  }

  @Test("re-registering keeps the pool: a pooled cell of the old class can come back")
  func reRegistrationKeepsPool() throws {
    let model = ListModel(rows: 20)
    let table = try makeTable(model, visibleRows: 2)
    table.reloadData()
    table.register(CountingCell.self, forCellReuseIdentifier: "Cell")
    #expect(table.metrics.cells["Cell"]?.pooled == 2)
    #expect(!(table.dequeueReusableCell(withIdentifier: "Cell") is CountingCell))
  }

  @Test("header views are registered, dequeued and recycled like cells")
  func headerFooterReuse() throws {
    let table = UITableView()
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "H")
    let view = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "H"))
    #expect(view.reuseIdentifier == "H")
    #expect(table.metrics.headerFooterViews["H"]?.created == 1)
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "") == nil)
  }

  @Test(
    "a failed cell request returns the cells it took to their pool, and the next layout retries")
  func failedRequestRestoresPool() throws {
    let model = ListModel(rows: 20)
    let table = try makeTable(model, visibleRows: 2)
    var failing = true
    model.cellProvider = { [unowned model] table, path in
      let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: path)
      if failing { _ = table.dequeueReusableCell(withIdentifier: "Cell", for: path) }
      cell.textLabel?.text = model.sections[path.section][path.row]
      return cell
    }
    #expect(
      UIKitException.catching {
        table.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
      }?.name == .internalInconsistency)
    // Rows 0 and 1 left and were pooled; the cell taken for row 2 went back.
    #expect(table.metrics.cells["Cell"]?.pooled == 2)
    #expect(table.metrics.cells["Cell"]?.created == 2)
    #expect(table.indexPathsForVisibleRows == nil)
    failing = false
    table.layoutIfNeeded()
    #expect(table.visibleContent == ["0-2:s0r2", "0-3:s0r3"])
    #expect(table.metrics.cells["Cell"]?.created == 2)
  }
}
