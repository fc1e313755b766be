import CellarHost
import Testing
@_spi(Facade) import UIKit

@MainActor
@Suite("UIKit facade: UITableView headers, footers, editing and swipe actions")
struct TableHeaderAndEditingTests {
  @Test("titled headers and footers reach the delegate as UIKit header-footer views")
  func titles() throws {
    let recorder = TableRecorder(sections: [["A"], ["B"]])
    recorder.headerTitles = [0: "Fruit", 1: "Bread"]
    recorder.footerTitles = [1: "End"]
    let table = recorder.makeTable(height: 400)
    table.layoutIfNeeded()
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.textLabel?.text == "Fruit")
    #expect(recorder.headerViewsShown[1] === table.headerView(forSection: 1))
    #expect(table.footerView(forSection: 1)?.textLabel?.text == "End")
    #expect(table.footerView(forSection: 0) == nil)
    #expect(table.rectForHeader(inSection: 1).height == 30)
    #expect(table.host.render().contains("Fruit"))
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("custom header views are dequeued from their registration and recycled")
  func customHeaders() throws {
    let recorder = TableRecorder(sections: (0..<30).map { ["Row \($0)"] })
    recorder.customHeaders = Set(0..<30)
    let table = recorder.makeTable(height: 200)
    table.layoutIfNeeded()
    let header = try #require(table.headerView(forSection: 0))
    #expect(header is RecordingHeader)
    #expect(header.reuseIdentifier == "Header")
    #expect(header.textLabel?.text == "Custom 0")
    #expect(table.host.render().contains("Custom 0"))
    table.setContentOffset(CGPoint(x: 0, y: 74 * 6), animated: false)
    table.setContentOffset(CGPoint(x: 0, y: 74 * 12), animated: false)
    #expect(recorder.log.contains { $0.name == "didEndDisplayingHeaderView" })
    #expect(recorder.log.contains { $0.description == "prepareForReuse Header" })
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("editing mode gives UIKit cells their editing state, style and reorder control")
  func editingMode() throws {
    let recorder = TableRecorder(sections: [["A", "B", "C"]])
    recorder.editingStyles = [rowPath(2): .insert]
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    table.setEditing(true, animated: false)
    #expect(table.isEditing)
    let cells = table.visibleCells
    #expect(cells.allSatisfy { $0.isEditing })
    #expect(cells.map(\.editingStyle) == [.delete, .delete, .insert])
    #expect(cells.map(\.showsReorderControl) == [false, true, true])
    #expect(try table.host.tapEditingControl(at: rowPath(2)))
    #expect(recorder.committed.map(\.0) == [.insert])
    #expect(try table.host.tapEditingControl(at: rowPath(0)))
    #expect(table.numberOfRows(inSection: 0) == 2)
    table.isEditing = false
    #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("a user move asks targetIndexPathForMoveFromRowAt, then tells moveRowAt")
  func userMove() throws {
    let recorder = TableRecorder(sections: [["A", "B", "C", "D"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    table.setEditing(true, animated: false)
    recorder.moveTarget = rowPath(2)
    #expect(try table.host.moveRowByUser(from: rowPath(1), to: rowPath(3)) == rowPath(2))
    #expect(recorder.moved.map(\.1) == [rowPath(2)])
    #expect(recorder.sections[0] == ["A", "C", "B", "D"])
    #expect(table.visibleCells.map { $0.textLabel?.text } == ["A", "C", "B", "D"])
    #expect(recorder.log == recorder.hostEvents)
    table.assumesDataSourceMovesRows = false
    #expect(try table.host.moveRowByUser(from: rowPath(1), to: rowPath(3)) == nil)
  }

  @Test("a swipe runs the UIKit action's handler with a view for its button, not the cell")
  func swipeActions() throws {
    let recorder = TableRecorder(sections: [["A", "B"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    var handled: [(String?, UIView)] = []
    let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
      handled.append((action.title, view))
      done(true)
    }
    let configuration = UISwipeActionsConfiguration(actions: [flag])
    configuration.performsFirstActionWithFullSwipe = false
    recorder.leadingActions = [rowPath(1): configuration]
    let hostConfiguration = try table.host.swipeActionsConfiguration(
      forRowAt: rowPath(1), edge: .leading)
    #expect(hostConfiguration?.performsFirstActionWithFullSwipe == false)
    #expect(hostConfiguration?.actions.first?.title == "Flag")
    recorder.log.removeAll()
    table.host.removeAllEvents()
    #expect(try table.host.swipeRow(at: rowPath(1), edge: .leading))
    #expect(handled.count == 1)
    #expect(handled.first?.0 == "Flag")
    // UIKit passes the action's button, not the cell.
    #expect(handled.first.map { $0.1 is UITableViewCell } == false)
    #expect(recorder.log.contains { $0.description == "willBeginEditingRowAt [0, 1]" })
    #expect(recorder.log.last?.description == "didEndEditingRowAt [0, 1]")
    #expect(recorder.log == recorder.hostEvents)
    #expect(try table.host.swipeRow(at: rowPath(0), edge: .leading) == false)
  }

  @Test("without a trailing configuration, a swipe offers Delete, titled by the delegate")
  func defaultDelete() throws {
    let recorder = TableRecorder(sections: [["A", "B"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    let configuration = try table.host.swipeActionsConfiguration(
      forRowAt: rowPath(0), edge: .trailing)
    #expect(configuration?.actions.map(\.title) == ["Remove"])
    #expect(configuration?.actions.first?.style == .destructive)
    #expect(try table.host.swipeRow(at: rowPath(0), edge: .trailing))
    #expect(recorder.committed.map(\.0) == [.delete])
    #expect(recorder.sections[0] == ["B"])
    #expect(recorder.log.last?.description == "didEndEditingRowAt")
    #expect(recorder.log == recorder.hostEvents)
    table.assumesDataSourceCommitsEditing = false
    #expect(try table.host.swipeActionsConfiguration(forRowAt: rowPath(0), edge: .trailing) == nil)
  }

  @Test("a destructive UIKit action keeps its style, and an empty configuration turns swiping off")
  func destructiveAndEmpty() throws {
    let recorder = TableRecorder(sections: [["A", "B"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    let delete = UIContextualAction(style: .destructive, title: "Bin") { _, _, done in done(false) }
    #expect(delete.style == .destructive)
    recorder.trailingActions = [
      rowPath(0): UISwipeActionsConfiguration(actions: [delete]),
      rowPath(1): UISwipeActionsConfiguration(actions: []),
    ]
    #expect(
      try table.host.swipeActionsConfiguration(forRowAt: rowPath(0), edge: .trailing)?.actions
        .first?
        .style == .destructive)
    #expect(try table.host.swipeRow(at: rowPath(0), edge: .trailing) == false)
    #expect(try table.host.swipeActionsConfiguration(forRowAt: rowPath(1), edge: .trailing) == nil)
  }

  @Test("the accessory button and the section index reach the UIKit objects")
  func accessoryAndIndex() throws {
    let recorder = TableRecorder(sections: [["A"], ["B"], ["C"]])
    let table = recorder.makeTable(height: 400)
    table.layoutIfNeeded()
    table.cellForRow(at: rowPath(0))?.accessoryType = .detailButton
    #expect(table.host.render().contains("(i)"))
    try table.host.tapAccessoryButton(at: rowPath(0))
    #expect(recorder.log.last?.description == "accessoryButtonTappedForRowWith [0, 0]")
    #expect(table.host.sectionIndexTitles == ["S0", "S1", "S2"])
    #expect(try table.host.tapSectionIndexTitle(at: 0) == 2)
    table.reloadSectionIndexTitles()
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test(
    "a header that is a plain UILabel is displayed and rendered; headerView(forSection:) is nil")
  func labelHeader() throws {
    final class LabelHeaders: NSObject, UITableViewDataSource, UITableViewDelegate {
      var shown: [UIView] = []
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        UITableViewCell(style: .default, reuseIdentifier: nil)
      }
      func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let label = UILabel()
        label.text = "Label header"
        return label
      }
      func tableView(
        _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
      ) {
        shown.append(view)
      }
    }
    let source = LabelHeaders()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    #expect(table.host.render().contains("Label header"))
    #expect((source.shown.first as? UILabel)?.text == "Label header")
    #expect(table.headerView(forSection: 0) == nil)
  }

  @Test("registering nil unregisters; unknown identifiers dequeue nothing")
  func unregister() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.register(RecordingCell.self, forCellReuseIdentifier: "Cell")
    #expect(table.dequeueReusableCell(withIdentifier: "Cell") is RecordingCell)
    table.register(nil as AnyClass?, forCellReuseIdentifier: "Cell")
    #expect(table.dequeueReusableCell(withIdentifier: "Cell") == nil)
    #expect(table.dequeueReusableCell(withIdentifier: "") == nil)
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Nothing") == nil)
    table.register(RecordingHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") is RecordingHeader)
    table.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: "Header")
    #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Header") == nil)
  }
}
