import CellarHost
import CellarTestSupport
import Foundation
import Testing

@MainActor
@Suite struct UITableViewEditingTests {
  @Test("entering editing mode asks each visible row's editability and style, and clears selection")
  func enterEditing() throws {
    let model = ListModel(rows: 3)
    model.canEdit = { $0.row != 1 }
    model.editingStyle = { $0.row == 2 ? .insert : .delete }
    let table = try makeTable(model)
    try table.tapRow(at: ip(0, 0))
    table.removeAllEvents()
    table.setEditing(true, animated: true)
    #expect(
      table.trace() == [
        "canEditRowAt [0, 0]", "editingStyleForRowAt [0, 0]", "canEditRowAt [0, 1]",
        "canEditRowAt [0, 2]", "editingStyleForRowAt [0, 2]",
      ])
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.visibleCells.map(\.editingStyle) == [.delete, .none, .insert])
    #expect(table.visibleCells.allSatisfy { $0.isEditing })
    #expect(table.render() == "  (-) s0r0\n      s0r1\n  (+) s0r2")
    table.isEditing = false
    #expect(table.visibleCells.allSatisfy { !$0.isEditing })
  }

  @Test("confirming delete calls commit, whose deleteRows updates the table")
  func commitDelete() throws {
    let model = ListModel(rows: 3)
    model.commitHandler = { [unowned model] table, style, path in
      #expect(style == .delete)
      model.sections[0].remove(at: path.row)
      table.deleteRows(at: [path], with: .fade)
    }
    let table = try makeTable(model)
    table.setEditing(true, animated: false)
    #expect(try table.tapEditingControl(at: ip(0, 1)))
    #expect(table.visibleContent == ["0-0:s0r0", "0-1:s0r2"])
  }

  @Test("a commit that changes only the model raises UIKit's count mismatch from its empty batch")
  func commitWithoutUpdate() throws {
    let model = ListModel(rows: 3)
    model.commitHandler = { [unowned model] table, _, path in
      model.sections[0].remove(at: path.row)
      table.performBatchUpdates {}
    }
    let table = try makeTable(model)
    table.isEditing = true
    var committed: Bool?
    let exception = try UIKitException.catching {
      committed = try table.tapEditingControl(at: ip(0, 0))
    }
    #expect(
      exception
        == UITableView.UpdateError.invalidNumberOfRows(
          section: 0, after: 2, before: 3, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0))
    #expect(committed == true)
  }

  @Test("a user reorder moves the row in the table first, then tells the data source")
  func userReorder() throws {
    let model = ListModel([["a", "b", "c"], ["d"]])
    model.moveHandlerEnabled = true
    let table = try makeTable(model)
    table.isEditing = true
    #expect(table.render() == "  (-) a =\n  (-) b =\n  (-) c =\n  (-) d =")
    let moving = try #require(table.cellForRow(at: ip(0, 0)))
    table.removeAllEvents()
    let target = try table.moveRowByUser(from: ip(0, 0), to: ip(1, 1))
    #expect(target == ip(1, 1))
    #expect(
      table.trace(["canMoveRowAt", "targetIndexPathForMoveFromRowAt", "moveRowAt"]).prefix(3) == [
        "canMoveRowAt [0, 0]", "targetIndexPathForMoveFromRowAt [0, 0] -> [1, 1]",
        "moveRowAt [0, 0] -> [1, 1]",
      ])
    #expect(table.cellForRow(at: ip(1, 1)) === moving)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.visibleContent == ["0-0:b", "0-1:c", "1-0:d", "1-1:a"])
    #expect(table.updateLog.last?.kind == .userMove)
    // The model was updated by moveRowAt: a later batch validates.
    model.sections[1].append("e")
    table.insertRows(at: [ip(1, 2)], with: .fade)
  }

  @Test("the delegate can retarget a drop, and rows that cannot move stay")
  func reorderRules() throws {
    let model = ListModel(rows: 4)
    let table = try makeTable(model)
    table.isEditing = true
    #expect(try table.moveRowByUser(from: ip(0, 0), to: ip(0, 2)) == nil)
    model.moveHandlerEnabled = true
    model.canMove = { $0.row != 3 }
    #expect(try table.moveRowByUser(from: ip(0, 3), to: ip(0, 0)) == nil)
    model.targetForMove = { _, _ in ip(0, 1) }
    #expect(try table.moveRowByUser(from: ip(0, 0), to: ip(0, 2)) == ip(0, 1))
    #expect(model.sections[0] == ["s0r1", "s0r0", "s0r2", "s0r3"])
    #expect(throws: UITableView.IndexError.self) {
      try table.moveRowByUser(from: ip(0, 0), to: ip(0, 4))
    }
  }

  @Test("the default trailing swipe is Delete when the data source commits edits")
  func defaultSwipeDelete() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    #expect(try table.swipeActionsConfiguration(forRowAt: ip(0, 0), edge: .trailing) == nil)
    model.commitHandler = { [unowned model] table, _, path in
      model.sections[0].remove(at: path.row)
      table.deleteRows(at: [path], with: .automatic)
    }
    let configuration = try #require(
      try table.swipeActionsConfiguration(forRowAt: ip(0, 1), edge: .trailing))
    #expect(configuration.actions.map(\.title) == ["Delete"])
    #expect(configuration.actions.map(\.style) == [.destructive])
    #expect(try table.swipeActionsConfiguration(forRowAt: ip(0, 1), edge: .leading) == nil)
    table.removeAllEvents()
    #expect(try table.swipeRow(at: ip(0, 1), edge: .trailing))
    #expect(
      table.trace(["willBeginEditingRowAt", "commit", "didEndEditingRowAt"]) == [
        "willBeginEditingRowAt [0, 1]", "commit [0, 1]", "didEndEditingRowAt",
      ])
    #expect(table.visibleContent == ["0-0:s0r0", "0-1:s0r2"])
    #expect(!table.isEditing)
  }

  @Test("custom swipe actions run their handler and report its completion")
  func customSwipeActions() throws {
    let model = ListModel(rows: 3)
    var flagged: [IndexPath] = []
    weak var tableDuringSwipe: UITableView?
    model.leadingActions = { path in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: "Flag") { _, sourceView, completion in
          // The action's button: a view showing its title, in the swiped row's cell.
          #expect((sourceView as? UILabel)?.text == "Flag")
          #expect((sourceView.superview as? UITableViewCell)?.textLabel?.text == "s0r2")
          #expect(tableDuringSwipe?.isEditing == true)
          flagged.append(path)
          completion(true)
        },
        UIContextualAction(style: .normal, title: "Later") { _, _, completion in completion(false)
        },
      ])
    }
    model.trailingActions = { _ in UISwipeActionsConfiguration(actions: []) }
    let table = try makeTable(model)
    tableDuringSwipe = table
    #expect(try table.swipeRow(at: ip(0, 2), edge: .leading))
    #expect(flagged == [ip(0, 2)])
    #expect(!table.isEditing)
    #expect(try !table.swipeRow(at: ip(0, 2), edge: .leading, performingActionAt: 1))
    #expect(try !table.swipeRow(at: ip(0, 2), edge: .leading, performingActionAt: 5))
    #expect(try table.swipeActionsConfiguration(forRowAt: ip(0, 2), edge: .trailing) == nil)
    model.canEdit = { _ in false }
    #expect(try table.swipeActionsConfiguration(forRowAt: ip(0, 2), edge: .leading) == nil)
  }

  @Test("random user moves keep the table equal to a reload of the model the data source updated")
  func randomUserMoves() throws {
    for seed in SeededRandom.seeds(300, base: 0xD2A6) {
      try withSeed(seed, "user moves") { random in
        let model = ListModel(rows: 1 + random.int(8), sections: 1 + random.int(3))
        model.moveHandlerEnabled = true
        let table = try makeTable(model, visibleRows: 4)
        table.isEditing = true
        for _ in 0..<10 {
          let sections = model.sections.indices.filter { !model.sections[$0].isEmpty }
          guard let from = sections.isEmpty ? nil : sections[random.int(sections.count)] else {
            break
          }
          let source = ip(from, random.int(model.sections[from].count))
          let to = random.int(model.sections.count)
          let limit = model.sections[to].count + (to == from ? 0 : 1)
          let destination = ip(to, random.int(limit))
          try #require(try table.moveRowByUser(from: source, to: destination) == destination)
          let freshModel = ListModel(model.sections)
          let fresh = try makeTable(freshModel, visibleRows: 4)
          fresh.setContentOffset(table.contentOffset, animated: false)
          try #require(table.visibleContent == fresh.visibleContent)
        }
      }
    }
  }
}
