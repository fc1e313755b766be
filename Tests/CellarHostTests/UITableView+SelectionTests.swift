import CellarHost
import Foundation
import Testing

private let selectionEvents: Set<String> = [
  "shouldHighlightRowAt", "didHighlightRowAt", "didUnhighlightRowAt", "willSelectRowAt",
  "willDeselectRowAt", "didSelectRowAt", "didDeselectRowAt", "selectionDidChangeNotification",
]

@MainActor
@Suite struct UITableViewSelectionTests {
  @Test(
    "a tap runs highlight, willSelect, unhighlight, then deselects the old row before selecting")
  func tapSequence() throws {
    let model = ListModel(rows: 5)
    let table = try makeTable(model)
    try table.tapRow(at: ip(0, 1))
    table.removeAllEvents()
    try table.tapRow(at: ip(0, 3))
    #expect(
      table.trace(selectionEvents) == [
        "shouldHighlightRowAt [0, 3]", "didHighlightRowAt [0, 3]", "willSelectRowAt [0, 3]",
        "didUnhighlightRowAt [0, 3]", "willDeselectRowAt [0, 1]", "didDeselectRowAt [0, 1]",
        "didSelectRowAt [0, 3]", "selectionDidChangeNotification",
      ])
    #expect(table.indexPathsForSelectedRows == [ip(0, 3)])
    #expect(table.cellForRow(at: ip(0, 3))?.isSelected == true)
    #expect(table.cellForRow(at: ip(0, 1))?.isSelected == false)
    #expect(table.cellForRow(at: ip(0, 3))?.isHighlighted == false)
  }

  @Test("willSelect can veto a selection or redirect it to another row")
  func vetoAndRedirect() throws {
    let model = ListModel(rows: 5)
    let table = try makeTable(model)
    model.willSelect = { _ in nil }
    try table.tapRow(at: ip(0, 1))
    #expect(table.indexPathsForSelectedRows == nil)
    model.willSelect = { _ in ip(0, 4) }
    table.removeAllEvents()
    try table.tapRow(at: ip(0, 1))
    #expect(table.indexPathsForSelectedRows == [ip(0, 4)])
    #expect(table.trace(["didSelectRowAt"]) == ["didSelectRowAt [0, 4]"])
  }

  @Test("willDeselect returning nil keeps the old row selected")
  func willDeselectVeto() throws {
    let model = ListModel(rows: 5)
    let table = try makeTable(model)
    try table.tapRow(at: ip(0, 0))
    model.willDeselect = { _ in nil }
    try table.tapRow(at: ip(0, 2))
    #expect(table.indexPathsForSelectedRows == [ip(0, 0), ip(0, 2)])
  }

  @Test("shouldHighlight false skips the highlight calls but still selects")
  func noHighlight() throws {
    let model = ListModel(rows: 5)
    let table = try makeTable(model)
    model.shouldHighlight = { _ in false }
    try table.tapRow(at: ip(0, 2))
    #expect(
      table.trace(selectionEvents) == [
        "shouldHighlightRowAt [0, 2]", "willSelectRowAt [0, 2]", "didSelectRowAt [0, 2]",
        "selectionDidChangeNotification",
      ])
  }

  @Test("re-tapping the selected row in single mode selects it again")
  func retapSingle() throws {
    let model = ListModel(rows: 5)
    let table = try makeTable(model)
    try table.tapRow(at: ip(0, 2))
    table.removeAllEvents()
    try table.tapRow(at: ip(0, 2))
    #expect(
      table.trace(["willSelectRowAt", "didSelectRowAt", "didDeselectRowAt"]) == [
        "willSelectRowAt [0, 2]", "didSelectRowAt [0, 2]",
      ])
    #expect(table.indexPathForSelectedRow == ip(0, 2))
  }

  @Test("in multiple mode a tap adds a row and a tap on a selected row deselects it")
  func multipleSelection() throws {
    let model = ListModel(rows: 5)
    let table = try makeTable(model)
    table.allowsMultipleSelection = true
    try table.tapRow(at: ip(0, 3))
    try table.tapRow(at: ip(0, 1))
    #expect(table.indexPathsForSelectedRows == [ip(0, 1), ip(0, 3)])
    #expect(table.indexPathForSelectedRow == ip(0, 1))
    table.removeAllEvents()
    try table.tapRow(at: ip(0, 3))
    #expect(
      table.trace(selectionEvents) == [
        "shouldHighlightRowAt [0, 3]", "didHighlightRowAt [0, 3]", "didUnhighlightRowAt [0, 3]",
        "willDeselectRowAt [0, 3]", "didDeselectRowAt [0, 3]", "selectionDidChangeNotification",
      ])
    #expect(table.indexPathsForSelectedRows == [ip(0, 1)])
  }

  @Test("taps do nothing when selection is not allowed")
  func selectionDisallowed() throws {
    let model = ListModel(rows: 5)
    let table = try makeTable(model)
    table.allowsSelection = false
    table.removeAllEvents()
    try table.tapRow(at: ip(0, 1))
    #expect(table.trace(selectionEvents).isEmpty)
    table.allowsSelection = true
    table.isEditing = true
    try table.tapRow(at: ip(0, 1))
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test("programmatic selection calls no delegate methods and replaces in single mode")
  func programmaticSelection() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model)
    table.removeAllEvents()
    table.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
    table.selectRow(at: ip(0, 2), animated: true, scrollPosition: .none)
    #expect(table.trace(selectionEvents).isEmpty)
    #expect(table.indexPathsForSelectedRows == [ip(0, 2)])
    table.selectRow(at: ip(0, 8), animated: false, scrollPosition: .top)
    #expect(table.contentOffset.y == 220)
    #expect(table.cellForRow(at: ip(0, 8))?.isSelected == true)
    table.deselectRow(at: ip(0, 8), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
    table.selectRow(at: ip(0, 9), animated: false, scrollPosition: .none)
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test("selecting or tapping a row that does not exist throws and changes nothing")
  func outOfRange() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    let before = try TableState(table)
    let row = UIKitException.catching {
      table.selectRow(at: ip(0, 3), animated: false, scrollPosition: .none)
    }
    #expect(
      row?.reason
        == "Attempted to access an out-of-bounds row (3) when there are only 3 rows in section 0.")
    let section = #expect(throws: UITableView.IndexError.self) { try table.tapRow(at: ip(1, 0)) }
    #expect(
      section?.description
        == "Attempted to access an out-of-bounds section (1) when there are only 1 sections.")
    #expect(try TableState(table) == before)
  }

  @Test("a selected row shows as selected again when it scrolls back into view")
  func selectionSurvivesReuse() throws {
    let model = ListModel(rows: 30)
    let table = try makeTable(model, visibleRows: 3)
    try table.tapRow(at: ip(0, 0))
    table.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
    #expect(table.visibleCells.allSatisfy { !$0.isSelected })
    table.setContentOffset(.zero, animated: false)
    #expect(table.cellForRow(at: ip(0, 0))?.isSelected == true)
  }

  @Test("a tap on the detail button calls accessoryButtonTapped instead of selecting")
  func accessoryTap() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    table.removeAllEvents()
    try table.tapAccessoryButton(at: ip(0, 1))
    #expect(table.trace() == ["accessoryButtonTappedForRowWith [0, 1]"])
    #expect(table.indexPathsForSelectedRows == nil)
  }
}
