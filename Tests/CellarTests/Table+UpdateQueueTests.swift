@_spi(Testing) import Cellar
import Foundation
import Testing

/// A model whose cell runs a closure when it is configured, once.
private final class Trigger {
  let text: String
  var fire: (@MainActor () -> Void)?

  init(_ text: String, fire: (@MainActor () -> Void)? = nil) {
    self.text = text
    self.fire = fire
  }
}

private final class TriggerCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Trigger) {
    textLabel?.text = model.text
    let fire = model.fire
    model.fire = nil
    fire?()
  }
}

/// The synchronous update, named for what it is in the tests that follow.
@MainActor
private func updateSynchronously(_ table: Table, _ sections: [Section]) throws {
  try table.update(with: sections)
}

@MainActor
@Suite struct TableUpdateQueueTests {
  @Test(
    "an update asked while the table view lays out (from a cell's configure) is applied when the layout pass ends, before the scroll returns"
  )
  func updateFromLayout() throws {
    let table = makeTable(height: 88)
    weak let weakTable = table
    var sectionsSeenInside: [Int] = []
    let later = Trigger("c") {
      #expect(throws: Never.self) {
        try weakTable?.update(with: [Section(rows: [Row<TitleCell>(model: "updated")])])
      }
      // Queued: the layout in progress still sees the old sections.
      sectionsSeenInside.append(weakTable?.sections[0].rows.count ?? -1)
    }
    let rows = [Trigger("a"), Trigger("b"), later].map { Row<TriggerCell>(model: $0, id: $0.text) }
    try table.update(with: [Section(rows: rows)])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["a", "b"])
    // Scrolling shows "c": its configure asks for an update in the middle of the layout.
    table.tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    #expect(sectionsSeenInside == [3])
    #expect(table.sections[0].rows.map { $0.model(as: String.self) } == ["updated"])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["updated"])
  }

  @Test(
    "an async update whose table changed during its diff, or between its plan and its batch (a row deleted by the user), diffs again and shows its sections",
    arguments: [BackgroundMoment.diff, .plan])
  func asyncUpdateAfterAChange(at moment: BackgroundMoment) async throws {
    let table = makeTable()
    let log = DeletionLog()
    let rows = log.sections
    try updateSynchronously(table, rows(["a", "b", "c"]))
    table.tableView.layoutIfNeeded()
    var diffs = 0
    var plans = 0
    let swipe = { [unowned table] in
      #expect(throws: Never.self) {
        try table.tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)
      }
    }
    table.willDiffInBackground = {
      diffs += 1
      if moment == .diff && diffs == 1 { swipe() }
    }
    table.willShowInBackground = {
      plans += 1
      if moment == .plan && plans == 1 { swipe() }
    }
    let applied = try await table.updateInBackground(with: rows(["c", "d", "b"]))
    table.willDiffInBackground = nil
    table.willShowInBackground = nil
    #expect(applied)
    #expect(log.deleted == ["a"])
    // The second diff, in the background too, found the table unchanged;
    // a plan made for the table before the swipe was dropped.
    #expect(diffs == 2)
    #expect(plans == (moment == .plan ? 2 : 1))
    #expect(table.sections[0].rows.map(\.id) == ["c", "d", "b"])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["c", "d", "b"])
  }

  @Test(
    "an async update whose table changes during every diff gives up diffing in the background after three and applies at once"
  )
  func asyncUpdateAfterChangesEveryTime() async throws {
    let table = makeTable()
    let log = DeletionLog()
    let rows = log.sections
    try updateSynchronously(table, rows(["a", "b", "c", "e"]))
    table.tableView.layoutIfNeeded()
    var diffs = 0
    table.willDiffInBackground = { [unowned table] in
      diffs += 1
      #expect(throws: Never.self) {
        try table.tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)
      }
    }
    let applied = try await table.updateInBackground(with: rows(["c", "d", "b"]))
    table.willDiffInBackground = nil
    #expect(applied)
    #expect(diffs == 3)
    #expect(log.deleted == ["a", "b", "c"])
    #expect(table.sections[0].rows.map(\.id) == ["c", "d", "b"])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["c", "d", "b"])
  }
}

/// When a test acts during a background update: while it diffs, or
/// between its plan and its batch.
enum BackgroundMoment: Sendable {
  case diff, plan
}

/// Rows that can be swiped away, and the models deleted so far.
@MainActor
private final class DeletionLog {
  var deleted: [String] = []

  /// One section of rows named `names`, each recording its deletion here.
  func sections(_ names: [String]) -> [Section] {
    [
      Section(
        id: "s",
        rows: names.map { name in
          Row<TitleCell>(model: name, id: name).onDelete { model, _ in self.deleted.append(model) }
        })
    ]
  }
}
