import Cellar
import Foundation
import Testing

@MainActor
@Suite struct RowEditingTests {
  @Test(
    "a row is editable when it has a delete handler, swipe actions or can move, unless told otherwise"
  )
  func canEditDefaults() {
    let plain = Row<TitleCell>(model: "plain")
    #expect(!plain.canEdit)
    #expect(plain.onDelete == nil && plain.onMove == nil && !plain.canMove)
    #expect(plain.leadingSwipeActions.isEmpty && plain.trailingSwipeActions.isEmpty)
    #expect(plain.prefetch == nil && plain.cancelPrefetch == nil)

    let deletable = plain.onDelete { _, _ in }
    #expect(deletable.canEdit && deletable.onDelete != nil)
    let movable = plain.onMove { _, _, _ in }
    #expect(movable.canEdit && movable.canMove && movable.onMove != nil)
    var swipeable = plain
    swipeable.trailingSwipeActions = [SwipeAction(title: "Flag") { _, _ in true }]
    #expect(swipeable.canEdit && swipeable.trailingSwipeActions.count == 1)
    var locked = deletable
    locked.canEdit = false
    #expect(!locked.canEdit && locked.onDelete != nil)
    // Setting a copy's handlers leaves the original alone.
    #expect(!plain.canEdit)
  }

  @Test("a row that is not editable cannot be deleted, swiped or reordered, even with handlers")
  func lockedRow() throws {
    var deleted: [String] = []
    var locked = Row<TitleCell>(model: "locked", id: "locked")
      .onDelete { model, _ in deleted.append(model) }
      .onMove()
    locked.canEdit = false
    let open = Row<TitleCell>(model: "open", id: "open").onDelete { model, _ in
      deleted.append(model)
    }
    let table = makeTable()
    try table.update(with: [Section(rows: [locked, open])])
    table.tableView.layoutIfNeeded()
    #expect(!(try table.tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)))
    table.tableView.setEditing(true, animated: false)
    #expect(!(try table.tableView.tapEditingControl(at: IndexPath(row: 0, section: 0))))
    #expect(
      try table.tableView.moveRowByUser(
        from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)) == nil)
    #expect(table.tableView.render() == "      locked\n  (-) open")
    #expect(deleted.isEmpty)
    #expect(table.sections[0].rows.map(\.id) == ["locked", "open"])
  }

  @Test("trailing swipe actions replace the default Delete; each gets the model and index path")
  func trailingActionsReplaceDelete() throws {
    var log: [String] = []
    var row = Row<TitleCell>(model: "mail").onDelete { _, _ in log.append("deleted") }
    row.trailingSwipeActions = [
      SwipeAction(title: "Flag") { model, path in
        log.append("flag \(model) \(path)")
        return true
      },
      SwipeAction(title: "Trash", style: .destructive) { model, _ in
        log.append("trash \(model)")
        return false
      },
    ]
    #expect(row.trailingSwipeActions.map(\.title) == ["Flag", "Trash"])
    #expect(row.trailingSwipeActions.map(\.style) == [.normal, .destructive])
    let table = makeTable()
    try table.update(with: [Section(), Section(rows: [row])])
    let path = IndexPath(row: 0, section: 1)
    let configuration = try #require(
      try table.tableView.swipeActionsConfiguration(forRowAt: path, edge: .trailing))
    #expect(configuration.actions.map(\.title) == ["Flag", "Trash"])
    #expect(try table.tableView.swipeRow(at: path, edge: .trailing))
    // The second action's handler says it did not perform: so does the swipe.
    #expect(!(try table.tableView.swipeRow(at: path, edge: .trailing, performingActionAt: 1)))
    #expect(log == ["flag mail [1, 0]", "trash mail"])
    #expect(table.sections[1].rows.count == 1)
  }

  @Test("rows leaving the prefetch window unused reach the row's and the section's cancel hooks")
  func cancelPrefetch() throws {
    var prefetched: [Int] = []
    var cancelled: [Int] = []
    var sectionCancelled: [IndexPath] = []
    var section = Section(
      id: "s",
      rows: (0..<40).map { index in
        var row = Row<TitleCell>(model: "r\(index)")
        row.prefetch = { _, path in prefetched.append(path.row) }
        row.cancelPrefetch = { model, path in
          #expect(model == "r\(path.row)")
          cancelled.append(path.row)
        }
        return row
      })
    section.cancelPrefetch = { sectionCancelled += $0 }
    #expect(section.rows[0].row(as: TitleCell.self)?.cancelPrefetch != nil)
    let table = makeTable(height: 88)
    try table.update(with: [section])
    table.tableView.layoutIfNeeded()
    table.tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    let window = table.tableView.prefetchedIndexPaths.map(\.row)
    #expect(!window.isEmpty)
    // Scrolling back up: the rows prefetched below are not needed any more.
    table.tableView.setContentOffset(.zero, animated: false)
    #expect(Set(cancelled) == Set(window))
    #expect(sectionCancelled.map(\.row) == cancelled)
    #expect(Set(prefetched).isSuperset(of: cancelled))
  }
}
