import Cellar
import Foundation
import Testing

@MainActor
@Suite struct RowModifiersTests {
  @Test("each modifier, used in a result builder, sets its property and leaves the others")
  func everyModifier() throws {
    var calls: [String] = []
    let path = IndexPath(row: 0, section: 0)
    let section = Section(id: "s") {
      Row<TitleCell>(model: "a", id: "a")
        .height(72)
        .action { model, _ in calls.append("action \(model)") }
        .deselectAction { model, _ in calls.append("deselect \(model)") }
        .canEdit(true)
        .canMove(true)
        .onDelete { model, _ in calls.append("delete \(model)") }
        .onMove { model, _, _ in calls.append("move \(model)") }
        .leadingSwipeActions([SwipeAction(title: "L") { _, _ in true }])
        .trailingSwipeActions([
          SwipeAction(title: "T1", style: .destructive) { _, _ in true },
          SwipeAction(title: "T2") { _, _ in false },
        ])
        .prefetch { model, _ in calls.append("prefetch \(model)") }
        .cancelPrefetch { model, _ in calls.append("cancel \(model)") }
        .onWillDisplay { model, _ in calls.append("will \(model)") }
        .onDidEndDisplaying { model, _ in calls.append("end \(model)") }
      Row<TitleCell>(model: "plain", id: "plain")
    }
    let row = try #require(section.rows[0].row(as: TitleCell.self))
    #expect(row.model == "a")
    #expect(row.id == AnyHashable("a"))
    #expect(row.height == 72)
    #expect(row.canEdit)
    #expect(row.canMove)
    #expect(row.leadingSwipeActions.map(\.title) == ["L"])
    #expect(row.trailingSwipeActions.map(\.title) == ["T1", "T2"])
    #expect(row.trailingSwipeActions.map(\.style) == [.destructive, .normal])
    row.action?("a", path)
    row.deselectAction?("a", path)
    row.onDelete?("a", path)
    row.onMove?("a", path, path)
    row.prefetch?("a", path)
    row.cancelPrefetch?("a", path)
    row.onWillDisplay?("a", path)
    row.onDidEndDisplaying?("a", path)
    #expect(
      calls == [
        "action a", "deselect a", "delete a", "move a", "prefetch a", "cancel a", "will a",
        "end a",
      ])
    // The other row has none of it.
    let plain = try #require(section.rows[1].row(as: TitleCell.self))
    #expect(plain.height == nil)
    #expect(plain.action == nil && plain.deselectAction == nil && plain.onDelete == nil)
    #expect(plain.prefetch == nil && plain.cancelPrefetch == nil)
    #expect(plain.onWillDisplay == nil && plain.onDidEndDisplaying == nil)
    #expect(!plain.canEdit && !plain.canMove)
    #expect(plain.leadingSwipeActions.isEmpty && plain.trailingSwipeActions.isEmpty)
  }

  @Test("a modifier returns a copy: the original row is unchanged")
  func copies() {
    let original = Row<TitleCell>(model: "a", id: 1)
    let changed = original.height(10).canEdit(false).onWillDisplay { _, _ in }
    #expect(original.height == nil)
    #expect(original.onWillDisplay == nil)
    #expect(changed.height == 10)
    #expect(!changed.canEdit)
    #expect(changed.onWillDisplay != nil)
    // nil clears; a nil height is the table's.
    #expect(changed.onWillDisplay(nil).onWillDisplay == nil)
    #expect(changed.height(nil).height == nil)
    #expect(changed.action { _, _ in }.action(nil).action == nil)
  }

  @Test("modified rows work on a live table: the table calls the hooks the modifiers set")
  func liveTable() throws {
    var calls: [String] = []
    let table = makeTable(height: 88)
    try table.update {
      Section(id: "s") {
        for name in ["a", "b", "c"] {
          Row<TitleCell>(model: name, id: name)
            .height(44)
            .action { model, path in calls.append("select \(model) \(path.row)") }
            .onWillDisplay { model, _ in calls.append("will \(model)") }
        }
      }
    }
    table.tableView.layoutIfNeeded()
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(calls == ["will a", "will b", "select b 1"])
  }

  @Test("header and footer modifiers set their height and hooks")
  func headerFooterModifiers() {
    let header = HeaderFooter.title("H").height(30).onWillDisplay { _, _ in }
      .onDidEndDisplaying { _, _ in }
    #expect(header.height == 30)
    #expect(header.title == "H")
    #expect(header.onWillDisplay != nil && header.onDidEndDisplaying != nil)
    #expect(HeaderFooter.title("H").onWillDisplay == nil)
  }
}

/// Sections made of rows of different cell types, in the spellings users
/// write: this suite's real test is that it compiles.
@MainActor
@Suite struct MixedRowArrayTests {
  @Test("an array literal of rows of different cell types, in the call, makes a section")
  func literalInCall() {
    let section = Section(
      id: "x",
      rows: [
        Row<TitleCell>(model: "a"), Row<ItemCell>(model: Item(id: 1, title: "i")),
        SwitchRow(title: "On", isOn: true), Row<NumberCell>(model: 3).height(20),
      ])
    #expect(section.rows.count == 4)
    #expect(section.rows[1].model(as: Item.self)?.title == "i")
    #expect(section.rows[3].height == 20)
  }

  @Test("an array made apart, typed [any RowRepresentable], makes a section")
  func typedArray() throws {
    var rows: [any RowRepresentable] = [
      Row<TitleCell>(model: "a"), Row<ItemCell>(model: Item(id: 1, title: "i")),
    ]
    rows.append(TextRow("t"))
    rows += [Row<LoudCell>(model: "b")]
    let section = Section(id: "x", rows: rows)
    #expect(section.rows.map { "\($0.model)" }.count == 4)
    let table = makeTable()
    try table.update(with: [section])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts.first == "a")
    #expect(table.tableView.visibleTexts.last == "B")
  }
}
