import CellarHost
import Foundation

extension Grid {
  /// Shows new sections: diffs them against the shown ones by identity and
  /// shows the result.
  ///
  /// Sections are matched by `id` (else position), items by identity across
  /// all sections, with ``Table``'s planner and rules (see ``Item``): the
  /// same duplicate-id checks, moves within and across sections, and a kept
  /// item whose content changed is configured again in place. Selected
  /// items stay selected by identity (also while the collection view's
  /// `allowsSelection` is `false`: the user cannot select, but what the app
  /// selected follows its items, and no other item inherits it), and when
  /// the grid is scrolled, the
  /// first visible item (the smallest visible index path) stays where it
  /// was: after the update it is at the same distance from the viewport's
  /// top (its left edge, for a horizontal flow layout), wherever inserts,
  /// deletes and moves above it took it, in its section or another. The
  /// offset never goes below 0 (CellarHost also keeps it within the
  /// content); at offset 0 it stays 0, and an update that deletes that
  /// item leaves the offset where the update put it. The same holds for
  /// `animation: .none`. The layout is prepared
  /// again after every update, so section metrics and item sizes take
  /// effect.
  ///
  /// Called from inside a grid callback (a cell's `configure`, a display,
  /// prefetch or select handler, ``CellarList/onError``), during another update, or
  /// while the collection view handles an event (a scroll, a drag, a tap, a
  /// layout pass), the update is queued and applied, in order, as soon as
  /// the callback and the current update are over and the collection view
  /// is idle: before the call that started the event (`setContentOffset`,
  /// `tapItem`, a drag step) returns. (On UIKit, which does not say when
  /// it is idle, on the main actor's next turn.) Duplicate ids and layout
  /// values the flow layout refuses are still thrown at once; errors of a
  /// queued update go to ``CellarList/onError``. Queued updates are applied from one
  /// loop, each taken in constant time, so any number of them keeps the
  /// stack flat; a chain of more than 1,000, each asked for by the
  /// callbacks of the one before (an update with `animation: .none` asked
  /// for from `onWillDisplay`), is stopped and reported as a table's is
  /// (``TableError/updateLoop(length:dropped:)``).
  ///
  /// An update that throws changes nothing: the shown sections, the
  /// collection view's counts, cells, selection and offset stay as they
  /// were.
  ///
  /// - Parameters:
  ///   - sections: The new content.
  ///   - animation: `.none` shows it with `reloadData`.
  /// - Throws: ``TableError/tooManyRows(count:limit:)`` for more than
  ///   ``maximumNumberOfItems`` items in all, before anything else;
  ///   ``TableError/duplicateIDs(rows:sections:)`` when explicit or
  ///   `Identifiable` identities repeat; a `FlowLayoutError` for a size,
  ///   inset or spacing the flow layout refuses (item sizes of 0 or less on
  ///   a side, NaN, infinite, negative sizes and spacings, beyond 2^30
  ///   points); ``TableError/emptyReuseIdentifier(type:place:)`` for a cell
  ///   or supplementary view type whose reuse identifier is empty;
  ///   ``TableError/headerFooterClassMismatch(reuseIdentifier:expected:actual:section:)``
  ///   for a header (or footer) view type whose reuse identifier another
  ///   header (or footer) type already uses; all found before the
  ///   collection view sees anything;
  ///   ``TableError/cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``
  ///   or a `UICollectionView.DequeueError` for a registration that makes the
  ///   wrong cell. In every case the grid is unchanged. (On UIKit a wrong
  ///   cell class is reported through ``CellarList/onError`` and the cell shown
  ///   unconfigured: UIKit must get back the cell it dequeued.)
  /// - Complexity: O(*n* + *c* log *c*) expected, for *n* items on both
  ///   sides and *c* changes, plus the layout and the visible items (the
  ///   scroll anchor is found among the visible items only).
  public func update(with sections: [GridSection], animation: Animation = .automatic) throws {
    try request(
      PendingUpdate(sections: sections.map(\.base), animation: animation, reloadsData: false))
  }

  /// Shows the sections a result builder makes, as ``update(with:animation:)`` does.
  ///
  /// - Parameters:
  ///   - animation: `.none` shows the sections with `reloadData`.
  ///   - content: The new sections.
  /// - Throws: As ``update(with:animation:)``.
  public func update(
    animation: Animation = .automatic, @GridSectionBuilder _ content: () -> [GridSection]
  ) throws {
    try update(with: content(), animation: animation)
  }

  /// Shows new sections, matching identities on a background task: for big
  /// grids. The main actor is held only in short stretches, and the latest
  /// update that does not throw wins: one requested later that applies
  /// first drops this one, and the call returns `false`. The rules are a
  /// table's (``Table/updateInBackground(with:animation:)``).
  ///
  /// Called from a task that is cancelled, before the call, while the
  /// update is keyed or diffed, or between its plan and its batch, it
  /// applies nothing and throws
  /// `CancellationError`.
  ///
  /// - Parameters:
  ///   - sections: The new content.
  ///   - animation: `.none` shows the sections with `reloadData`.
  /// - Returns: `true` when applied, `false` when dropped for a newer update.
  /// - Throws: `CancellationError` when the calling task is cancelled
  ///   (nothing is applied); otherwise as ``update(with:animation:)``.
  @discardableResult
  public func updateInBackground(with sections: [GridSection], animation: Animation = .automatic)
    async throws -> Bool
  {
    try await requestInBackground(sections.map(\.base), animation: animation)
  }

  // MARK: Applying an update (the steps `UpdateApplying.apply` takes)

  /// The selected items.
  var selectedPaths: [IndexPath] { collectionView.indexPathsForSelectedItems ?? [] }

  /// The collection view's content offset.
  var viewOffset: CGPoint { collectionView.contentOffset }

  /// `.none` shows an update with `reloadData`.
  func showsByReloading(_ animation: Animation) -> Bool { animation == .none }

  /// The layout values, then the reuse identifiers and view types of the
  /// items the plan shows.
  func checkBeforeShowing(_ sections: [Section], plan: ListUpdate) throws {
    try checkLayoutValues(of: sections)
    try checkSectionLayouts(of: sections)
    try checkContent(of: sections, rows: plan.rowsToCheck)
    installCompositionalLayoutIfNeeded(for: sections)
  }

  /// Shows `sections` with `reloadData`. The collection view's
  /// `reloadData` keeps the selection by index path, which would select
  /// whatever item now sits there: the selection is dropped first, and
  /// follows identities (``restore(selected:anchor:plan:)``).
  func showByReloading(_ sections: [Section], selected: [IndexPath]) {
    withSelectionChangeable {
      for path in selected { collectionView.deselectItem(at: path, animated: false) }
    }
    setSections(sections)
    collectionView.reloadData()
    updateRecord?.reload(on: .collection)
    collectionView.layOutNow()
  }

  /// The displayed cells and supplementary views point at what they now show.
  func refreshAfterUpdate() {
    refreshDisplayed()
  }

  /// Shows `previous` again after an update failed half-way, with its
  /// offset and selection, as a reload. The sections were shown before: if
  /// showing them fails now, the error that caused the rollback is still
  /// the one the caller gets.
  func rollBack(to previous: [Section], offset: CGPoint, selected: [IndexPath]) {
    setSections(previous)
    collectionView.reloadData()
    updateRecord?.reload(on: .collection)
    collectionView.layOutNow()
    if collectionView.contentOffset != offset {
      collectionView.setOffsetWithoutAnimation(offset)
    }
    // `reloadData` kept what the failed update had selected, by index path.
    withSelectionChangeable {
      let kept = Set(selected)
      for path in collectionView.indexPathsForSelectedItems ?? [] where !kept.contains(path) {
        collectionView.deselectItem(at: path, animated: false)
      }
      for path in selected {
        collectionView.selectKeepingPosition(path)
      }
    }
    updates.viewFailure = nil
  }

  /// Runs `body` with the collection view's selection changeable by the
  /// grid: `selectItem` and `deselectItem` do nothing while
  /// `allowsSelection` is `false` (the user cannot select), yet the
  /// selection an app made follows identities across updates all the same.
  /// `allowsSelection` is as it was when `body` returns.
  func withSelectionChangeable<Result>(_ body: () throws -> Result) rethrows -> Result {
    let allowed = collectionView.allowsSelection
    if !allowed { collectionView.allowsSelection = true }
    defer { if !allowed { collectionView.allowsSelection = false } }
    return try body()
  }

  /// The collection view, which the planned batches go to.
  var batchView: UICollectionView { collectionView }

  /// Lays the collection view out: a batch that changed nothing for the
  /// view leaves the layout stale.
  func didSendBatches() {
    collectionView.layOutNow()
  }

  /// Reselects the kept items that the batches deselected, and scrolls the
  /// anchor item back to its distance from the viewport's leading edge.
  func restore(selected: [IndexPath], anchor: ScrollAnchor?, plan: ListUpdate) {
    let now = Set(collectionView.indexPathsForSelectedItems ?? [])
    withSelectionChangeable {
      for path in selected {
        guard let target = plan.tracked[path], !now.contains(target) else { continue }
        collectionView.selectKeepingPosition(target)
      }
    }
    restoreAnchor(anchor, plan: plan)
  }

  // MARK: Scroll position

  /// Whether the layout scrolls along x: the scroll anchor is then
  /// measured from the viewport's left edge. A flow layout's
  /// `scrollDirection`, a compositional layout's configuration's
  /// (sections that scroll sideways inside a vertical layout do not move
  /// the anchor's axis); along y for a layout of another class.
  var scrollsHorizontally: Bool {
    switch collectionView.collectionViewLayout {
    case let flow as UICollectionViewFlowLayout:
      flow.scrollDirection == .horizontal
    case let compositional as UICollectionViewCompositionalLayout:
      compositional.configuration.scrollDirection == .horizontal
    default:
      false
    }
  }

  /// The smallest visible index path.
  ///
  /// - Complexity: O(*k*) once the collection view has listed its *k*
  ///   visible items.
  var firstVisiblePath: IndexPath? { collectionView.indexPathsForVisibleItems.min() }

  /// Whether the collection view shows a section's header.
  func isShowingHeader(ofSection section: Int) -> Bool {
    collectionView.supplementaryView(
      forElementKind: Self.headerKind, at: IndexPath(item: 0, section: section)) != nil
  }

  /// An item frame's edge where the scroll axis starts: its `minX` when the
  /// grid scrolls horizontally, else its `minY`.
  func leadingEdge(ofElementAt path: IndexPath) -> CGFloat? {
    collectionView.itemFrame(at: path).map { scrollsHorizontally ? $0.minX : $0.minY }
  }

  /// Points each visible cell at the item now at its index path, tells it
  /// its outline state, and refreshes the toggles of visible headers.
  private func refreshDisplayed() {
    for path in collectionView.indexPathsForVisibleItems {
      guard let cell = collectionView.cellForItem(at: path), let storage = storage(at: path) else {
        continue
      }
      displayedCells[ObjectIdentifier(cell)] = storage
      refreshOutline(of: cell, storage)
    }
    guard outline.isActive else { return }
    for path in collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.headerKind) {
      guard let view = collectionView.supplementaryView(forElementKind: Self.headerKind, at: path)
      else { continue }
      refreshHeaderOutline(in: view, section: path.section)
    }
  }

  /// Shows `sections` from now on, and lays the grid out again.
  func setSections(_ newSections: [Section]) {
    shown = newSections
    shownSectionsChanged()
    didSetSections?()
    installLayoutDelegate(for: newSections)
    invalidateGridLayout()
  }
}
