import CellarHost
import Testing
@_spi(Facade) import UIKit

@MainActor
@Suite("UIKit facade: UITableView selection and batch updates")
struct TableSelectionAndUpdateTests {
  @Test("a tap runs UIKit's highlight and selection sequence on the UIKit delegate")
  func tapSelects() throws {
    let recorder = TableRecorder(sections: [["A", "B", "C"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    recorder.log.removeAll()
    table.host.removeAllEvents()
    try table.host.tapRow(at: rowPath(1))
    #expect(
      recorder.log.map(\.description) == [
        "shouldHighlightRowAt [0, 1]", "didHighlightRowAt [0, 1]", "willSelectRowAt [0, 1]",
        "didUnhighlightRowAt [0, 1]", "didSelectRowAt [0, 1]",
      ])
    #expect(recorder.log == recorder.hostEvents)
    #expect(table.indexPathForSelectedRow == rowPath(1))
    #expect(table.cellForRow(at: rowPath(1))?.isSelected == true)
    #expect(table.cellForRow(at: rowPath(1))?.isHighlighted == false)
    try table.host.tapRow(at: rowPath(2))
    #expect(table.indexPathsForSelectedRows == [rowPath(2)])
    #expect(table.cellForRow(at: rowPath(1))?.isSelected == false)
    #expect(recorder.log.contains { $0.description == "didDeselectRowAt [0, 1]" })
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("willSelectRowAt may veto or redirect a tap")
  func vetoAndRedirect() throws {
    let recorder = TableRecorder(sections: [["A", "B", "C"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    recorder.vetoSelection = [rowPath(0)]
    recorder.redirectSelection = [rowPath(1): rowPath(2)]
    try table.host.tapRow(at: rowPath(0))
    #expect(table.indexPathForSelectedRow == nil)
    try table.host.tapRow(at: rowPath(1))
    #expect(table.indexPathForSelectedRow == rowPath(2))
    #expect(recorder.log.contains { $0.description == "didSelectRowAt [0, 2]" })
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("multiple selection, selectRow and deselectRow follow UIKit (no delegate calls)")
  func programmaticSelection() throws {
    let recorder = TableRecorder(sections: [["A", "B", "C"]])
    let table = recorder.makeTable()
    table.allowsMultipleSelection = true
    table.layoutIfNeeded()
    try table.host.tapRow(at: rowPath(0))
    try table.host.tapRow(at: rowPath(2))
    #expect(table.indexPathsForSelectedRows == [rowPath(0), rowPath(2)])
    try table.host.tapRow(at: rowPath(0))
    #expect(table.indexPathsForSelectedRows == [rowPath(2)])
    recorder.log.removeAll()
    table.selectRow(at: rowPath(1), animated: false, scrollPosition: .none)
    table.deselectRow(at: rowPath(2), animated: false)
    #expect(table.indexPathsForSelectedRows == [rowPath(1)])
    #expect(table.cellForRow(at: rowPath(1))?.isSelected == true)
    #expect(recorder.log.isEmpty)
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == nil)
    table.allowsSelection = false
    #expect(table.host.allowsSelection == false)
    table.allowsSelectionDuringEditing = true
    table.allowsMultipleSelectionDuringEditing = true
    #expect(
      table.host.allowsSelectionDuringEditing && table.host.allowsMultipleSelectionDuringEditing)
  }

  @Test("a delegate that re-enters the table from didSelectRowAt (deleting the row) works")
  func reentrantDelete() throws {
    let recorder = TableRecorder(sections: [["A", "B", "C"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    recorder.onDidSelect = { [unowned recorder] table, indexPath in
      recorder.sections[indexPath.section].remove(at: indexPath.row)
      table.performBatchUpdates {
        table.deleteRows(at: [indexPath], with: .fade)
      }
    }
    try table.host.tapRow(at: rowPath(1))
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["A", "C"])
    #expect(table.indexPathForSelectedRow == nil)
    #expect(recorder.argumentProblems.isEmpty)
  }

  @Test("performBatchUpdates applies inserts, deletes, moves and reloads, then completes")
  func batchUpdates() throws {
    let recorder = TableRecorder(sections: [["A", "B", "C", "D"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    var completions: [Bool] = []
    var insideBatch = false
    table.performBatchUpdates(
      {
        insideBatch = table.hasUncommittedUpdates
        recorder.sections[0] = ["X", "A", "D", "C"]
        table.deleteRows(at: [rowPath(1)], with: .automatic)
        table.insertRows(at: [rowPath(0)], with: .fade)
        table.moveRow(at: rowPath(3), to: rowPath(2))
        // A, not C: UIKit inserts a reload at its row shifted by the
        // deletes and inserts, not the moves, so reloading C ([0, 2], to be
        // inserted at [0, 2]) would land on D's destination and raise.
        table.reloadRows(at: [rowPath(0)], with: .none)
      }, completion: { completions.append($0) })
    #expect(insideBatch)
    #expect(!table.hasUncommittedUpdates)
    #expect(completions == [true])
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["X", "A", "D", "C"])
    #expect(table.host.updateLog.last?.kind == .batch)
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("reconfigureRows keeps the UIKit cell and does not prepare it for reuse")
  func reconfigure() throws {
    let recorder = TableRecorder(sections: [["A", "B"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    let before = try #require(table.cellForRow(at: rowPath(1)))
    recorder.sections[0][1] = "B2"
    recorder.log.removeAll()
    table.reconfigureRows(at: [rowPath(1)])
    #expect(table.cellForRow(at: rowPath(1)) === before)
    #expect(before.textLabel?.text == "B2")
    #expect(!recorder.log.contains { $0.name == "prepareForReuse" })
    #expect(recorder.log.contains { $0.description == "cellForRowAt [0, 1]" })
  }

  @Test("section updates and beginUpdates/endUpdates reach the host as one batch")
  func sectionUpdates() throws {
    let recorder = TableRecorder(sections: [["A"], ["B"], ["C"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    table.beginUpdates()
    recorder.sections = [["C"], ["N"], ["A"]]
    table.deleteSections(IndexSet(integer: 1), with: .automatic)
    table.insertSections(IndexSet(integer: 1), with: .automatic)
    table.moveSection(2, toSection: 0)
    #expect(table.hasUncommittedUpdates)
    table.endUpdates()
    #expect(table.numberOfSections == 3)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["C", "N", "A"])
    recorder.sections[1] = ["N2"]
    table.reloadSections(IndexSet(integer: 1), with: .fade)
    #expect(table.cellForRow(at: rowPath(0, 1))?.textLabel?.text == "N2")
    #expect(table.host.updateLog.filter { $0.kind == .batch }.count == 2)
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("reloadData re-reads the counts and redisplays UIKit cells")
  func reloadData() {
    let recorder = TableRecorder(sections: [["A", "B"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    recorder.sections = [["Z"], ["Y", "W"]]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2)
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["Z", "Y", "W"])
    #expect(recorder.log == recorder.hostEvents)
  }
}
