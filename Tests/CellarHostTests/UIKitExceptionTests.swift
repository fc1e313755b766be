import CellarHost
import Foundation
import Testing

/// What the host does where UIKit raises an exception: the message UIKit
/// prints, the catching scope tests observe raises with, and the members
/// that raise, which change nothing.
@MainActor
@Suite struct UIKitExceptionTests {
  @Test("the description is the message UIKit prints for an uncaught exception")
  func uncaughtMessage() {
    let exception = UIKitException(name: .internalInconsistency, reason: "something went wrong")
    #expect(
      exception.description
        == "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'something went wrong'"
    )
    #expect(UIKitException.Name.range.rawValue == "NSRangeException")
    #expect(UIKitException.Name.invalidArgument.rawValue == "NSInvalidArgumentException")
  }

  @Test("catching returns nil when nothing raises, and the body's work is done")
  func nothingRaised() {
    var ran = false
    let exception = UIKitException.catching { ran = true }
    #expect(exception == nil)
    #expect(ran)
  }

  @Test("catching returns the first exception raised in its body; the body goes on")
  func firstRaiseWins() {
    var after = false
    let exception = UIKitException.catching {
      UIKitException.raise(UIKitException(name: .range, reason: "first"))
      UIKitException.raise(UIKitException(name: .internalInconsistency, reason: "second"))
      after = true
    }
    #expect(exception == UIKitException(name: .range, reason: "first"))
    #expect(after)
  }

  @Test("scopes nest: the innermost records a raise, the outer one goes on as if none was raised")
  func nestedScopes() {
    var inner: UIKitException?
    let outer = UIKitException.catching {
      inner = UIKitException.catching {
        UIKitException.raise(UIKitException(name: .range, reason: "inner"))
      }
    }
    #expect(inner?.reason == "inner")
    #expect(outer == nil)
    let second = UIKitException.catching {
      _ = UIKitException.catching {}
      UIKitException.raise(UIKitException(name: .range, reason: "outer"))
    }
    #expect(second?.reason == "outer")
  }

  @Test("an error the body throws goes through catching; the scope ends")
  func bodyThrows() {
    struct Failure: Error {}
    #expect(throws: Failure.self) {
      _ = try UIKitException.catching {
        UIKitException.raise(UIKitException(name: .range, reason: "lost"))
        throw Failure()
      }
    }
    // The scope ended: a later scope records its own raise.
    let later = UIKitException.catching {
      UIKitException.raise(UIKitException(name: .range, reason: "later"))
    }
    #expect(later?.reason == "later")
  }

  @Test(
    "after a raise in a scope, the members that can raise return at once until the scope ends, as the program would have stopped"
  )
  func membersAfterRaiseDoNothing() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    let before = try TableState(table)
    let exception = UIKitException.catching {
      table.deleteRows(at: [ip(0, 7)], with: .fade)
      model.sections[0].removeFirst()
      table.deleteRows(at: [ip(0, 0)], with: .fade)  // valid, but the program stopped above
      table.layoutIfNeeded()
    }
    #expect(
      exception
        == UITableView.UpdateError.deleteRowOutOfRange(row: 7, section: 0, rowCount: 3))
    model.sections[0].insert("s0r0", at: 0)
    #expect(try TableState(table) == before)
    #expect(table.updateLog.isEmpty)
    // Outside the scope the table works again.
    model.sections[0].removeFirst()
    table.deleteRows(at: [ip(0, 0)], with: .fade)
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test("a dequeue that raises returns an inert cell of the registered kind's base class")
  func dequeueInertValue() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    var cell: UITableViewCell?
    let exception = UIKitException.catching {
      cell = table.dequeueReusableCell(withIdentifier: "Missing", for: ip(0, 0))
    }
    #expect(exception == UITableView.DequeueError.unregisteredIdentifier("Missing"))
    #expect(cell?.reuseIdentifier == "Missing")
    #expect(table.visibleCells.isEmpty)
    let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var item: UICollectionViewCell?
    var view: UICollectionReusableView?
    let raised = UIKitException.catching {
      item = grid.dequeueReusableCell(
        withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
    }
    let raisedAgain = UIKitException.catching {
      view = grid.dequeueReusableSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Missing",
        for: IndexPath(item: 0, section: 0))
    }
    #expect(raised?.name == .internalInconsistency)
    #expect(raisedAgain?.name == .internalInconsistency)
    #expect(item?.reuseIdentifier == nil)
    #expect(view?.reuseIdentifier == nil)
  }

  @Test("a raise inside a data source's cellForRowAt stops the layout pass; the rows laid out stay")
  func raiseStopsLayout() throws {
    let model = ListModel(rows: 5)
    model.cellProvider = { table, path in
      if path.row == 2 {
        UIKitException.raise(UIKitException(name: .internalInconsistency, reason: "no row 2"))
      }
      return table.dequeueReusableCell(withIdentifier: "Cell", for: path)
    }
    let table = try makeTable(model, layout: false)
    let exception = UIKitException.catching { table.layoutIfNeeded() }
    #expect(exception?.reason == "no row 2")
    #expect(table.indexPathsForVisibleRows == [ip(0, 0), ip(0, 1)])
    model.cellProvider = nil
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.count == 5)
  }

  @Test("registering a class of another kind raises UIKit's invalid argument exception")
  func registerWrongKind() {
    let table = UITableView(frame: .zero, style: .plain)
    let exception = UIKitException.catching {
      table.register(UICollectionViewCell.self, forCellReuseIdentifier: "Cell")
    }
    #expect(
      exception
        == UIKitException(
          name: .invalidArgument, reason: "must pass a class of kind UITableViewCell"))
    #expect(table.dequeueReusableCell(withIdentifier: "Cell") == nil)
  }

  @Test("a test driver throws its own errors and stops at a raise in a scope without throwing")
  func driverStopsAtRaise() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    #expect(throws: UITableView.IndexError.self) { try table.tapRow(at: ip(0, 9)) }
    model.commitHandler = { table, _, path in
      table.deleteRows(at: [path], with: .fade)  // without the model change: raises
    }
    table.isEditing = true
    var committed: Bool?
    let exception = try UIKitException.catching {
      committed = try table.tapEditingControl(at: ip(0, 1))
    }
    #expect(
      exception
        == UITableView.UpdateError.invalidNumberOfRows(
          section: 0, after: 3, before: 3, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))
    #expect(committed == true)
    #expect(table.numberOfRows(inSection: 0) == 3)
  }
}
