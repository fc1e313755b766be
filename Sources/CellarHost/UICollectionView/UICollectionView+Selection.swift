import Foundation

extension Headless.UICollectionView {
  /// An index path passed to a selection method or a tap that names no item.
  ///
  /// UIKit has no documented text for selecting an item that does not
  /// exist; the reason follows its scrolling message ("attempt to scroll to
  /// invalid index path: …"). A selection that also scrolls raises
  /// ``ScrollError`` with UIKit's own text instead.
  public enum SelectionError: Error, Hashable, Sendable, CustomStringConvertible, RaisedByUIKit {
    /// The name UIKit raises it under: `NSInvalidArgumentException`.
    var exceptionName: UIKitException.Name { .invalidArgument }

    /// ``Headless/UICollectionView/selectItem(at:animated:scrollPosition:)`` with an
    /// index path outside the cached counts (or without two indexes).
    case invalidSelectIndexPath(IndexPath)
    /// ``Headless/UICollectionView/tapItem(at:)`` with an index path outside the
    /// cached counts (or without two indexes), or
    /// ``Headless/UICollectionView/tapSupplementaryView(ofKind:at:)`` in a
    /// section that does not exist.
    case invalidTapIndexPath(IndexPath)
    /// ``Headless/UICollectionView/swipeItem(at:edge:performingActionAt:)``
    /// or ``Headless/UICollectionView/swipeActionsConfiguration(forItemAt:edge:)``
    /// with an index path that names no item.
    case invalidSwipeIndexPath(IndexPath)

    /// The reason, in UIKit's words for the scrolling counterpart.
    public var description: String {
      switch self {
      case .invalidSelectIndexPath(let path):
        "attempt to select invalid index path: \(path.uikitDescription)"
      case .invalidTapIndexPath(let path):
        "attempt to tap invalid index path: \(path.uikitDescription)"
      case .invalidSwipeIndexPath(let path):
        "attempt to swipe invalid index path: \(path.uikitDescription)"
      }
    }
  }

  /// The selected items in ascending order, or `nil` when none is selected,
  /// UIKit's `indexPathsForSelectedItems`.
  ///
  /// - Complexity: O(*k* log *k*) for *k* selected items.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedPaths.isEmpty ? nil : selectedPaths.sorted()
  }

  /// Selects an item without calling the delegate, optionally scrolling to
  /// it. UIKit's `selectItem(at:animated:scrollPosition:)`.
  ///
  /// In single-selection mode the item replaces the selection; `nil`
  /// clears the selection. No delegate method is called, as in UIKit; the
  /// visible cells' ``Headless/UICollectionViewCell/isSelected`` follows. Does nothing
  /// when ``allowsSelection`` is `false`.
  ///
  /// - Parameters:
  ///   - indexPath: The item, or `nil` to deselect every item.
  ///   - animated: Ignored: the simulator does not animate.
  ///   - scrollPosition: Where to scroll the item to; the empty set does not
  ///     scroll.
  /// - Note: Raises UIKit's exception (``UIKitException``) for a
  ///   ``ScrollError`` (UIKit's text) when scrolling to an item that does not
  ///   exist, else a ``SelectionError/invalidSelectIndexPath(_:)``; nothing
  ///   changes. And as the layout does after scrolling.
  /// - Complexity: O(*k*) for *k* selected items, plus the scroll.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool,
    scrollPosition: ScrollPosition
  ) {
    UIKitException.raising {
      try select(item: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
  }

  /// The work of ``selectItem(at:animated:scrollPosition:)``, which throws
  /// what the member raises.
  func select(item indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition)
    throws
  {
    guard allowsSelection else { return }
    beginEvent()
    defer { endEvent() }
    try loadCountsIfNeeded()
    guard let indexPath else {
      clearSelection()
      return
    }
    guard isValidItem(indexPath) else {
      if !scrollPosition.isEmpty { throw ScrollError.invalidIndexPath(indexPath) }
      throw SelectionError.invalidSelectIndexPath(indexPath)
    }
    if !allowsMultipleSelection {
      for other in selectedPaths.sorted() where other != indexPath { setSelected(false, other) }
    }
    setSelected(true, indexPath)
    if !scrollPosition.isEmpty {
      try scroll(toItem: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item without calling the delegate, UIKit's
  /// `deselectItem(at:animated:)`. Does nothing when the item is not
  /// selected or ``allowsSelection`` is `false`.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - animated: Ignored: the simulator does not animate.
  /// - Complexity: O(1).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard allowsSelection else { return }
    setSelected(false, indexPath)
  }

  /// Simulates the user tapping an item, with UIKit's callback sequence.
  ///
  /// Touch down: `shouldHighlightItemAt`; `false` ends the tap there (no
  /// selection). Otherwise the cell is highlighted and `didHighlightItemAt`
  /// is called. Touch up, in multiple-selection mode on a selected item:
  /// `shouldDeselectItemAt`, the highlight ends (`didUnhighlightItemAt`),
  /// then, if allowed, the item is deselected (`didDeselectItemAt`).
  /// Otherwise: `shouldSelectItemAt`, the highlight ends; if allowed, in
  /// single-selection mode each other selected item is deselected
  /// (`didDeselectItemAt`, without `shouldDeselectItemAt`), then the item is
  /// selected and `didSelectItemAt` is called. Tapping the selected item in
  /// single-selection mode asks `shouldSelectItemAt` again and, if allowed,
  /// calls `didSelectItemAt` again.
  ///
  /// A list cell whose outline disclosure has the `.header` style (spec
  /// §4.2.6) is not selected: the tap runs the disclosure's action handler,
  /// as ``tapAccessory(_:at:)`` does, and nothing else.
  ///
  /// Nothing happens when ``allowsSelection`` is `false`; while the view
  /// is editing (``isEditing``), when ``allowsSelectionDuringEditing`` is
  /// `false` (the default, as in UIKit), and
  /// ``allowsMultipleSelectionDuringEditing`` stands for
  /// ``allowsMultipleSelection``. The collection view lays out first if it
  /// needs to. A callback that applies a batch
  /// ends the tap after that callback (the index path is stale).
  ///
  /// - Parameter indexPath: The item tapped.
  /// - Throws: ``SelectionError/invalidTapIndexPath(_:)`` for an item that
  ///   does not exist (nothing is called), or an error from the layout.
  /// - Complexity: O(*k* log *k*) for *k* selected items.
  public func tapItem(at indexPath: IndexPath) throws {
    try UIKitException.driving((), { try tap(item: indexPath) })
  }

  /// The work of ``tapItem(at:)``.
  func tap(item indexPath: IndexPath) throws {
    // The layout first, as an event of its own: what its callbacks asked
    // for runs before the user touches anything.
    try layOut()
    beginEvent()
    defer { endEvent() }
    try layOut()
    guard isValidItem(indexPath) else { throw SelectionError.invalidTapIndexPath(indexPath) }
    if tapHeaderDisclosure(at: indexPath) { return }
    guard tapSelects else { return }
    let generation = updateGeneration
    var stale: Bool { updateGeneration != generation }
    recordDelegateCall("shouldHighlightItemAt", .row(indexPath))
    guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
    if stale { return }
    setHighlighted(indexPath)
    recordDelegateCall("didHighlightItemAt", .row(indexPath))
    delegate?.collectionView(self, didHighlightItemAt: indexPath)
    if stale { return endHighlight(notifying: false) }
    let deselecting = tapSelectsMultiple && selectedPaths.contains(indexPath)
    let allowed: Bool
    if deselecting {
      recordDelegateCall("shouldDeselectItemAt", .row(indexPath))
      allowed = delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
    } else {
      recordDelegateCall("shouldSelectItemAt", .row(indexPath))
      allowed = delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
    }
    if stale { return endHighlight(notifying: false) }
    endHighlight(notifying: true)
    guard allowed, !stale else { return }
    if deselecting {
      guard selectedPaths.contains(indexPath) else { return }
      return userDeselect(indexPath)
    }
    if !tapSelectsMultiple {
      for other in selectedPaths.sorted() where other != indexPath {
        userDeselect(other)
        if stale { return }
      }
    }
    setSelected(true, indexPath)
    recordDelegateCall("didSelectItemAt", .row(indexPath))
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Whether a tap selects: ``allowsSelection``, or while editing
  /// ``allowsSelectionDuringEditing``.
  var tapSelects: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

  /// Whether a tap selects in multiple-selection mode: ``allowsMultipleSelection``,
  /// or while editing ``allowsMultipleSelectionDuringEditing``.
  var tapSelectsMultiple: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Appends a delegate call to ``Headless/UIScrollView/events`` when recording is on and there
  /// is a delegate.
  func recordDelegateCall(_ name: String, _ subject: UITableView.Event.Subject) {
    if delegate != nil { record(name, subject) }
  }

  /// Whether an index path names an item of the cached counts.
  func isValidItem(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, let counts = cachedCounts else { return false }
    let section = indexPath[0]
    let item = indexPath[1]
    return counts.indices.contains(section) && item >= 0 && item < counts[section]
  }

  /// Sets an item's selection and its visible cell's ``Headless/UICollectionViewCell/isSelected``.
  func setSelected(_ selected: Bool, _ indexPath: IndexPath) {
    if selected {
      selectedPaths.insert(indexPath)
    } else {
      selectedPaths.remove(indexPath)
    }
    visibleCellsByPath[indexPath]?.isSelected = selected
  }

  /// Deselects every item, without delegate calls.
  func clearSelection() {
    for path in selectedPaths.sorted() { setSelected(false, path) }
  }

  /// Drops selected items the cached counts no longer have (after a reload).
  func pruneSelection() {
    for path in selectedPaths.sorted() where !isValidItem(path) { setSelected(false, path) }
  }

  /// Gives a cell the collection view's selection and highlight state for
  /// its item, before it is displayed (UIKit sets them after `cellForItemAt`).
  func applySelectionState(to cell: UICollectionViewCell, at indexPath: IndexPath) {
    cell.isSelected = selectedPaths.contains(indexPath)
    cell.isHighlighted = highlightedPath == indexPath
  }

  /// Highlights an item and its visible cell.
  private func setHighlighted(_ indexPath: IndexPath) {
    highlightedPath = indexPath
    visibleCellsByPath[indexPath]?.isHighlighted = true
  }

  /// Ends the highlight of a tap, telling the delegate when asked to.
  private func endHighlight(notifying: Bool) {
    guard let path = highlightedPath else { return }
    highlightedPath = nil
    visibleCellsByPath[path]?.isHighlighted = false
    guard notifying else { return }
    recordDelegateCall("didUnhighlightItemAt", .row(path))
    delegate?.collectionView(self, didUnhighlightItemAt: path)
  }

  /// The user's deselection of an item: deselected, then `didDeselectItemAt`.
  private func userDeselect(_ indexPath: IndexPath) {
    setSelected(false, indexPath)
    recordDelegateCall("didDeselectItemAt", .row(indexPath))
    delegate?.collectionView(self, didDeselectItemAt: indexPath)
  }
}
