import CellarHost
import Foundation
import Testing

private let cellEvents: Set<String> = [
  "numberOfSections", "numberOfRowsInSection", "didEndDisplaying", "cellForRowAt",
  "prepareForReuse", "willDisplay",
]

@MainActor
@Suite struct UITableViewBatchUpdatesTests {
  @Test("deleting a visible row ends its display, pools its cell, and shows the row moving up")
  func deleteTrace() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model)
    let deletedCell = try #require(table.cellForRow(at: ip(0, 1)))
    table.removeAllEvents()
    model.sections[0].remove(at: 1)
    table.deleteRows(at: [ip(0, 1)], with: .fade)
    #expect(
      table.trace(cellEvents) == [
        "numberOfSections", "numberOfRowsInSection 0", "didEndDisplaying [0, 1]",
        "cellForRowAt [0, 4]", "prepareForReuse Cell", "willDisplay [0, 4]",
      ])
    #expect(table.cellForRow(at: ip(0, 4)) === deletedCell)
    #expect(table.visibleContent == ["0-0:s0r0", "0-1:s0r2", "0-2:s0r3", "0-3:s0r4", "0-4:s0r5"])
    #expect(
      table.updateLog.last
        == UITableView.Update(
          kind: .batch, operations: [.deleteRows([ip(0, 1)], .fade)], fellBackToReloadData: false))
  }

  @Test("inserting a visible row pushes the last row out, then dequeues its cell for the new row")
  func insertTrace() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model)
    table.removeAllEvents()
    model.sections[0].insert("new", at: 1)
    table.insertRows(at: [ip(0, 1)], with: .automatic)
    #expect(
      table.trace(cellEvents) == [
        "numberOfSections", "numberOfRowsInSection 0", "didEndDisplaying [0, 5]",
        "cellForRowAt [0, 1]", "prepareForReuse Cell", "willDisplay [0, 1]",
      ])
    #expect(table.visibleContent == ["0-0:s0r0", "0-1:new", "0-2:s0r1", "0-3:s0r2", "0-4:s0r3"])
  }

  @Test("reloading a row replaces its cell through the pool and deselects it")
  func reloadTrace() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model)
    table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
    table.removeAllEvents()
    model.sections[0][2] = "fresh"
    table.reloadRows(at: [ip(0, 2)], with: .none)
    #expect(
      table.trace(cellEvents) == [
        "numberOfSections", "numberOfRowsInSection 0", "didEndDisplaying [0, 2]",
        "cellForRowAt [0, 2]", "prepareForReuse Cell", "willDisplay [0, 2]",
      ])
    #expect(table.cellForRow(at: ip(0, 2))?.textLabel?.text == "fresh")
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.cellForRow(at: ip(0, 2))?.isSelected == false)
  }

  @Test("moving a row moves its cell and selection without asking for cells")
  func moveTrace() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model)
    table.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
    let moving = try #require(table.cellForRow(at: ip(0, 0)))
    table.removeAllEvents()
    model.sections[0].insert(model.sections[0].remove(at: 0), at: 3)
    table.moveRow(at: ip(0, 0), to: ip(0, 3))
    #expect(table.trace(cellEvents) == ["numberOfSections", "numberOfRowsInSection 0"])
    #expect(table.cellForRow(at: ip(0, 3)) === moving)
    #expect(table.indexPathForSelectedRow == ip(0, 3))
    #expect(table.visibleContent == ["0-0:s0r1", "0-1:s0r2", "0-2:s0r3", "0-3:s0r0", "0-4:s0r4"])
  }

  @Test("reconfiguring a row re-runs cellForRowAt on the same cell, without prepareForReuse")
  func reconfigureTrace() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model)
    table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
    let cell = try #require(table.cellForRow(at: ip(0, 2)))
    table.removeAllEvents()
    table.resetMetrics()
    model.sections[0][2] = "edited"
    model.sections[0][8] = "offscreen edit"
    table.reconfigureRows(at: [ip(0, 2), ip(0, 8)])
    #expect(
      table.trace(cellEvents) == [
        "numberOfSections", "numberOfRowsInSection 0", "cellForRowAt [0, 2]",
      ])
    #expect(table.cellForRow(at: ip(0, 2)) === cell)
    #expect(cell.textLabel?.text == "edited")
    #expect(cell.isSelected)
    #expect(table.indexPathForSelectedRow == ip(0, 2))
    let metrics = try #require(table.metrics.cells["Cell"])
    #expect(metrics.reconfigurations == 1)
    #expect(metrics.prepareForReuseCalls == 0)
    #expect(metrics.created == 0)
  }

  @Test("a reconfigure that dequeues another identifier is UIKit's error")
  func reconfigureMismatch() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Other")
    model.identifier = "Other"
    let error = UIKitException.catching {
      table.reconfigureRows(at: [ip(0, 0)])
    }
    #expect(
      error?.reason
        == "Attempted to dequeue a cell for a different reuse identifier than the existing cell when reconfiguring a row, which is not allowed. Existing cell's reuse identifier: Cell, requested reuse identifier: Other, index path: <NSIndexPath: 0x…> {length = 2, path = 0 - 0}"
    )
  }

  @Test("section inserts, deletes, moves and reloads follow their sections")
  func sectionOperations() throws {
    // The reloaded section is not passed by the move: UIKit inserts a
    // reloaded section at its index shifted by the deletes and inserts
    // only, which a move past it would make another section's place.
    let model = ListModel([["a0", "a1"], ["b0"], ["c0", "c1"], ["d0"]])
    let table = try makeTable(model, visibleRows: 8)
    table.selectRow(at: ip(2, 1), animated: false, scrollPosition: .none)
    table.removeAllEvents()
    model.sections = [["new"], ["b0'"], ["d0"], ["c0", "c1"]]
    table.performBatchUpdates {
      table.deleteSections([0], with: .fade)
      table.moveSection(3, toSection: 2)
      table.insertSections([0], with: .fade)
      table.reloadSections([1], with: .fade)
    }
    #expect(table.visibleContent == ["0-0:new", "1-0:b0'", "2-0:d0", "3-0:c0", "3-1:c1"])
    #expect(table.indexPathForSelectedRow == ip(3, 1))
    #expect(
      table.trace(["didEndDisplaying", "willDisplay"]) == [
        "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didEndDisplaying [1, 0]",
        "willDisplay [0, 0]", "willDisplay [1, 0]",
      ])
  }

  @Test("a row moved out of a deleted section makes the batch fall back to reloadData")
  func fallbackOutOfDeletedSection() throws {
    let model = ListModel([["a0", "a1"], ["b0"]])
    let table = try makeTable(model)
    table.selectRow(at: ip(1, 0), animated: false, scrollPosition: .none)
    model.sections = [["a1", "b0"]]
    table.performBatchUpdates {
      table.deleteSections([0], with: .fade)
      table.moveRow(at: ip(0, 1), to: ip(0, 0))
    }
    #expect(table.updateLog.last?.fellBackToReloadData == true)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.visibleContent == ["0-0:a1", "0-1:b0"])
  }

  @Test("a row moved into an inserted section makes the batch fall back to reloadData")
  func fallbackIntoInsertedSection() throws {
    let model = ListModel([["a0", "a1"]])
    let table = try makeTable(model)
    model.sections = [["a0"], ["a1"]]
    table.performBatchUpdates {
      table.insertSections([1], with: .fade)
      table.moveRow(at: ip(0, 1), to: ip(1, 0))
    }
    #expect(table.updateLog.last?.fellBackToReloadData == true)
    #expect(table.visibleContent == ["0-0:a0", "1-0:a1"])
  }

  @Test(
    "duplicate deletes and inserts merge; row operations inside deleted or inserted sections drop")
  func mergesAndDrops() throws {
    let model = ListModel([["a0", "a1", "a2"], ["b0"]])
    let table = try makeTable(model)
    model.sections = [["a0", "x", "a2"], ["n0", "n1"]]
    table.performBatchUpdates {
      table.deleteRows(at: [ip(0, 1), ip(0, 1)], with: .fade)
      table.insertRows(at: [ip(0, 1)], with: .fade)
      table.insertRows(at: [ip(0, 1)], with: .fade)
      table.deleteSections([1], with: .fade)
      table.deleteRows(at: [ip(1, 0)], with: .fade)
      table.insertSections([1], with: .fade)
      table.insertRows(at: [ip(1, 1)], with: .fade)
    }
    #expect(table.updateLog.last?.fellBackToReloadData == false)
    #expect(table.visibleContent == ["0-0:a0", "0-1:x", "0-2:a2", "1-0:n0", "1-1:n1"])
  }

  @Test("nested batches apply once, at the outermost end, and call every completion")
  func nestedBatches() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    var completions: [String] = []
    model.sections[0] += ["d", "e"]
    table.performBatchUpdates(
      {
        table.insertRows(at: [ip(0, 3)], with: .fade)
        #expect(table.hasUncommittedUpdates)
        table.performBatchUpdates(
          { table.insertRows(at: [ip(0, 4)], with: .fade) },
          completion: { completions.append("inner \($0)") })
        #expect(completions.isEmpty)
      }, completion: { completions.append("outer \($0)") })
    #expect(completions == ["inner true", "outer true"])
    #expect(table.updateLog.count == 1)
    #expect(table.numberOfRows(inSection: 0) == 5)
  }

  @Test(
    "a raise inside a nested block stops the whole batch: none of its operations, nor the outer block's, is applied"
  )
  func raiseInNestedBlock() throws {
    // Issue 22, item 18 (then a nested block that threw): the inner block's
    // delete stayed in the outer batch. UIKit's blocks cannot throw; what
    // stops one is an exception, after which the program would stop: the
    // host applies nothing.
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    let before = try TableState(table)
    var completions: [String] = []
    let exception = UIKitException.catching {
      table.performBatchUpdates(
        {
          table.insertRows(at: [ip(0, 3)], with: .fade)
          table.performBatchUpdates(
            {
              table.deleteRows(at: [ip(0, 0)], with: .fade)
              table.reloadData()
              _ = table.dequeueReusableCell(withIdentifier: "Unregistered", for: ip(0, 0))
            }, completion: { completions.append("inner \($0)") })
        }, completion: { completions.append("outer \($0)") })
    }
    #expect(exception == .unregisteredIdentifier("Unregistered"))
    #expect(completions.isEmpty)
    #expect(!table.hasUncommittedUpdates)
    #expect(try TableState(table) == before)
  }

  @Test(
    "an update block in which a dequeue raises discards its batch and leaves the table as it was")
  func raisingBlock() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    let before = try TableState(table)
    let exception = UIKitException.catching {
      table.performBatchUpdates {
        table.deleteRows(at: [ip(0, 0)], with: .fade)
        _ = table.dequeueReusableCell(withIdentifier: "", for: ip(0, 0))
      }
    }
    #expect(exception?.name == .internalInconsistency)
    #expect(!table.hasUncommittedUpdates)
    #expect(try TableState(table) == before)
  }

  @Test("reloadData inside a batch applies the batch as a reload")
  func reloadDataInsideBatch() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    model.sections[0] = ["x"]
    table.performBatchUpdates { table.reloadData() }
    #expect(table.updateLog.last?.fellBackToReloadData == true)
    #expect(table.visibleContent == ["0-0:x"])
  }

  @Test("an empty batch re-asks the heights of visible rows and resizes them")
  func emptyBatchRequeriesHeights() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model)
    model.rowHeightOverride = { $0.row == 0 ? 88 : 44 }
    table.removeAllEvents()
    table.performBatchUpdates {}
    #expect(
      table.trace(["heightForRowAt"]).prefix(2) == [
        "heightForRowAt [0, 0]", "heightForRowAt [0, 1]",
      ])
    #expect(table.rectForRow(at: ip(0, 1)).minY == 88)
    #expect(table.indexPathsForVisibleRows?.count == 4)
  }

  @Test("an update outside a batch is a batch of one, logged with its animation")
  func batchOfOne() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    model.sections[0].append("z")
    table.insertRows(at: [ip(0, 3)], with: .left)
    #expect(table.updateLog.map(\.operations) == [[.insertRows([ip(0, 3)], .left)]])
  }

  @Test("a batch before the first load just loads the counts")
  func batchBeforeLoad() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model, layout: false)
    model.sections[0].append("z")
    table.insertRows(at: [ip(0, 3)], with: .fade)
    #expect(table.updateLog.last?.fellBackToReloadData == true)
    #expect(table.numberOfRows(inSection: 0) == 4)
  }

  @Test("deleting rows above the viewport keeps the offset and shows the rows that slide in")
  func deleteAboveViewport() throws {
    let model = ListModel(rows: 20)
    let table = try makeTable(model)
    table.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    #expect(table.indexPathsForVisibleRows?.first == ip(0, 10))
    model.sections[0].removeFirst(2)
    table.deleteRows(at: [ip(0, 0), ip(0, 1)], with: .top)
    #expect(table.contentOffset.y == 440)
    #expect(table.visibleContent.first == "0-10:s0r12")
    #expect(table.contentSize == CGSize(width: 320, height: 792))
  }
}

/// One section operation and the display calls it must cause on a table of
/// three one-row sections (`a`, `b`, `c`), all on screen.
struct SectionCase: Sendable, CustomTestStringConvertible {
  var operation: UITableView.Operation
  var after: [[String]]
  var trace: [String]
  var testDescription: String { "\(operation)" }
}

private let sectionCases: [SectionCase] = [
  SectionCase(
    operation: .insertSections([1], .fade), after: [["a"], ["new"], ["b"], ["c"]],
    trace: ["cellForRowAt [1, 0]", "willDisplay [1, 0]"]),
  SectionCase(
    operation: .deleteSections([1], .fade), after: [["a"], ["c"]],
    trace: ["didEndDisplaying [1, 0]"]),
  SectionCase(
    operation: .reloadSections([1], .fade), after: [["a"], ["b2"], ["c"]],
    trace: ["didEndDisplaying [1, 0]", "cellForRowAt [1, 0]", "willDisplay [1, 0]"]),
  SectionCase(
    operation: .moveSection(0, 2), after: [["b"], ["c"], ["a"]], trace: []),
]

@MainActor
@Suite struct UITableViewSectionUpdateTests {
  @Test(
    "each section operation ends, requests and displays exactly the rows it changes",
    arguments: sectionCases)
  func sectionTrace(_ testCase: SectionCase) throws {
    let model = ListModel([["a"], ["b"], ["c"]])
    let table = try makeTable(model, visibleRows: 8)
    table.removeAllEvents()
    model.sections = testCase.after
    table.perform(testCase.operation)
    #expect(table.trace(["didEndDisplaying", "cellForRowAt", "willDisplay"]) == testCase.trace)
    let expected = testCase.after.enumerated().flatMap { section, rows in
      rows.enumerated().map { "\(section)-\($0.offset):\($0.element)" }
    }
    #expect(table.visibleContent == expected)
  }

  @Test("a released data source surfaces UIKit's nil-cell message at the next layout")
  func releasedDataSource() throws {
    var model: ListModel? = ListModel(rows: 3)
    let table = try makeTable(try #require(model), visibleRows: 2)
    model = nil
    let error = UIKitException.catching {
      table.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    }
    #expect(
      error?.reason
        == "UITableView dataSource returned a nil cell for row at index path: <NSIndexPath: 0x…> {length = 2, path = 0 - 2}."
    )
  }
}
