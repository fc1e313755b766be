import Foundation

extension Headless.UITableView {
  /// The selected row with the lowest index path, or `nil`.
  ///
  /// - Complexity: O(*k*) for *k* selected rows.
  public var indexPathForSelectedRow: IndexPath? {
    selectedPaths.min()
  }

  /// The selected rows in ascending order, or `nil` when none is selected.
  ///
  /// - Complexity: O(*k* log *k*) for *k* selected rows.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedPaths.isEmpty ? nil : selectedPaths.sorted()
  }

  /// Selects a row without calling the delegate, optionally scrolling to it.
  ///
  /// In single-selection mode the row replaces the selection; `nil` clears
  /// the selection. No will/did delegate methods are called, as in UIKit.
  ///
  /// - Parameters:
  ///   - indexPath: The row, or `nil` to deselect every row.
  ///   - animated: Ignored: the simulator does not animate.
  ///   - scrollPosition: Where to scroll the row to; ``ScrollPosition/none``
  ///     does not scroll, as in UIKit.
  /// - Note: Raises UIKit's exception (``UIKitException``) for an
  ///   ``IndexError``, a row that does not exist (the table is unchanged), or
  ///   for an error from the layout after scrolling.
  /// - Complexity: O(*k*) for *k* selected rows, plus the scroll.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool,
    scrollPosition: ScrollPosition
  ) {
    UIKitException.raising {
      try select(row: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
  }

  /// The work of ``selectRow(at:animated:scrollPosition:)``, which throws
  /// what the member raises.
  func select(row indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) throws {
    beginEvent()
    defer { endEvent() }
    loadCountsIfNeeded()
    guard let indexPath else {
      clearSelection()
      return
    }
    try checkRow(indexPath)
    let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    if !multiple {
      for other in selectedPaths.sorted() where other != indexPath { setSelected(false, other) }
    }
    setSelected(true, indexPath)
    if scrollPosition != .none {
      try scroll(toRow: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row without calling the delegate. Does nothing when the
  /// row is not selected; never scrolls.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - animated: Ignored: the simulator does not animate.
  /// - Complexity: O(1).
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    setSelected(false, indexPath)
  }

  /// Simulates the user tapping a row, with UIKit's callback sequence.
  ///
  /// Touch down: `shouldHighlightRowAt`; when it allows, the cell is
  /// highlighted and `didHighlightRowAt` is called. Touch up: in
  /// multiple-selection mode a selected row is deselected
  /// (`willDeselectRowAt`, `didDeselectRowAt`). Otherwise `willSelectRowAt`
  /// may veto (`nil`) or redirect; the highlight is removed
  /// (`didUnhighlightRowAt`); in single-selection mode each other selected
  /// row is deselected (`willDeselectRowAt`, which may keep it with `nil`
  /// or redirect, then `didDeselectRowAt`); then the target is selected and
  /// `didSelectRowAt` is called. Tapping the selected row again in
  /// single-selection mode calls `willSelectRowAt` and `didSelectRowAt` again.
  /// A change made by the tap is followed by UIKit's
  /// `selectionDidChangeNotification`, recorded in ``Headless/UIScrollView/events`` (the
  /// simulator posts no notifications).
  ///
  /// Nothing happens when rows are not selectable (``allowsSelection``, or
  /// ``allowsSelectionDuringEditing`` while editing). The table lays out
  /// first if it needs to.
  ///
  /// - Parameter indexPath: The row tapped.
  /// - Throws: ``IndexError`` for a row that does not exist (nothing is
  ///   called), or an error from the layout.
  /// - Complexity: O(*k* log *k*) for *k* selected rows.
  public func tapRow(at indexPath: IndexPath) throws {
    try UIKitException.driving((), { try tap(row: indexPath) })
  }

  /// The work of ``tapRow(at:)``.
  private func tap(row indexPath: IndexPath) throws {
    try layOutBeforeUserAction()
    beginEvent()
    defer { endEvent() }
    try layOut()
    try checkRow(indexPath)
    let selectable =
      isEditing
      ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    guard selectable else { return }
    let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    record("shouldHighlightRowAt", .row(indexPath))
    let highlights = delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
    if highlights {
      cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
      record("didHighlightRowAt", .row(indexPath))
      delegate?.tableView(self, didHighlightRowAt: indexPath)
    }
    if multiple, selectedPaths.contains(indexPath) {
      unhighlight(indexPath, if: highlights)
      userDeselect(indexPath, notifies: true)
      return
    }
    record("willSelectRowAt", .row(indexPath))
    let proposed = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    unhighlight(indexPath, if: highlights)
    guard let target = proposed, isValid(target) else { return }
    if !multiple {
      for other in selectedPaths.sorted() where other != target {
        userDeselect(other, notifies: false)
      }
    }
    setSelected(true, target)
    record("didSelectRowAt", .row(target))
    delegate?.tableView(self, didSelectRowAt: target)
    record("selectionDidChangeNotification")
  }

  /// Simulates the user tapping a row's detail (info) button: calls
  /// `accessoryButtonTappedForRowWith` instead of selecting the row.
  ///
  /// - Parameter indexPath: The row.
  /// - Throws: ``IndexError`` for a row that does not exist.
  public func tapAccessoryButton(at indexPath: IndexPath) throws {
    try UIKitException.driving(
      (),
      {
        try layOutBeforeUserAction()
        beginEvent()
        defer { endEvent() }
        try layOut()
        try checkRow(indexPath)
        record("accessoryButtonTappedForRowWith", .row(indexPath))
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
      })
  }

  /// Throws the ``IndexError`` for a row outside the cached counts.
  func checkRow(_ indexPath: IndexPath) throws {
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count else {
      throw IndexError.rowSectionOutOfBounds(indexPath, sectionCount: sections.count)
    }
    let rowCount = sections[indexPath.section].rows.count
    guard indexPath.row >= 0, indexPath.row < rowCount else {
      throw IndexError.rowOutOfBounds(indexPath, rowCount: rowCount)
    }
  }

  /// Sets a row's selection in the table and on its cell.
  func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
    if selected {
      selectedPaths.insert(indexPath)
    } else {
      selectedPaths.remove(indexPath)
    }
    cellForRow(at: indexPath)?.setSelected(selected, animated: false)
  }

  /// Deselects every row, without delegate calls.
  func clearSelection() {
    for path in selectedPaths.sorted() { setSelected(false, path) }
  }

  private func unhighlight(_ indexPath: IndexPath, if highlighted: Bool) {
    guard highlighted else { return }
    cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
    record("didUnhighlightRowAt", .row(indexPath))
    delegate?.tableView(self, didUnhighlightRowAt: indexPath)
  }

  /// The user's deselection of a row: `willDeselectRowAt` (veto or
  /// redirect), then `didDeselectRowAt`.
  private func userDeselect(_ indexPath: IndexPath, notifies: Bool) {
    record("willDeselectRowAt", .row(indexPath))
    let proposed = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
    guard let target = proposed, selectedPaths.contains(target) else { return }
    setSelected(false, target)
    record("didDeselectRowAt", .row(target))
    delegate?.tableView(self, didDeselectRowAt: target)
    if notifies { record("selectionDidChangeNotification") }
  }
}
