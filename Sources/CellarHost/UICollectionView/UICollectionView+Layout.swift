import Foundation

extension Headless.UICollectionView {
  // MARK: Counts

  /// The number of sections, from the cached counts (read first if stale).
  ///
  /// When the data source reports a negative count, the last valid counts
  /// are kept and ``Headless/UIScrollView/layoutIfNeeded()`` raises the error.
  ///
  /// - Complexity: O(1) once loaded; O(*s*) data-source calls when stale.
  public var numberOfSections: Int {
    try? loadCountsIfNeeded()
    return cachedCounts?.count ?? 0
  }

  /// The number of items in a section, from the cached counts (read first
  /// if stale); 0 for a section out of range.
  ///
  /// UIKit raises "request for number of items in section 0 when there are
  /// only 0 sections in the collection view" for a section out of range;
  /// the simulator answers 0 instead.
  ///
  /// - Parameter section: The section's index.
  /// - Returns: The number of items.
  /// - Complexity: O(1) once loaded.
  public func numberOfItems(inSection section: Int) -> Int {
    try? loadCountsIfNeeded()
    guard let counts = cachedCounts, counts.indices.contains(section) else { return 0 }
    return counts[section]
  }

  /// Reads the counts when they are stale; validates before caching.
  func loadCountsIfNeeded() throws {
    guard countsAreStale, !isLoadingCounts else { return }
    isLoadingCounts = true
    defer { isLoadingCounts = false }
    let counts = try askCounts()
    cachedCounts = counts
    countsAreStale = false
    layoutIsStale = true
    // Without a data source there are no counts to check the selection against.
    if dataSource != nil { pruneSelection() }
  }

  // MARK: Reloading and layout

  /// Makes the next ``Headless/UIScrollView/layoutIfNeeded()`` prepare the layout again, as
  /// UIKit's `collectionViewLayout.invalidateLayout()` does: call it after
  /// changing the layout's properties or what its delegate returns.
  ///
  /// - Complexity: O(1).
  public func invalidateLayout() {
    layoutIsStale = true
    needsLayout = true
  }

  /// The collection view's layout pass, the work of
  /// ``Headless/UIScrollView/layoutIfNeeded()``, which throws what the member
  /// raises (see that member). A call from inside a pass does nothing.
  func layOut() throws {
    guard needsLayout, !isLayingOut else { return }
    beginEvent()
    defer { endEvent() }
    isLayingOut = true
    defer { isLayingOut = false }
    // A batch applied from a callback of the pass makes its index paths
    // stale: the pass stops and runs again on the new counts.
    // So does a layout invalidated from one (a content inset set there).
    // So does an orthogonal row moved from one (a visible-items handler's).
    // A self-sizing item's measurement that moved what follows it runs the
    // pass again too, until a round measures nothing new.
    var rounds = 0
    var measuringRounds = 0
    while true {
      let batches = appliedBatchCount
      orthogonalOffsetChangedInPass = false
      try layOutOnce()
      let rerun = appliedBatchCount != batches || layoutIsStale || orthogonalOffsetChangedInPass
      if rerun {
        rounds += 1
        if rounds >= Self.maximumLayoutRounds { break }
      } else if layout.hasPendingMeasurements {
        measuringRounds += 1
        if measuringRounds >= Self.maximumMeasuringRounds { break }
      } else {
        break
      }
    }
    // Measurements still waiting after the last round are laid out, so the
    // layout stays consistent; the next pass shows what they moved.
    if layout.hasPendingMeasurements, !layoutIsStale {
      try layout.layOutPendingMeasurements()
      needsLayout = true
    }
  }

  /// The most times one layout pass runs again for a batch, an
  /// invalidation or a moved row from inside it.
  static var maximumLayoutRounds: Int { 8 }

  /// The most times one layout pass runs again to measure what earlier
  /// measurements brought on screen (each round measures at least one new
  /// item): enough for rows estimated a thousand times their size.
  static var maximumMeasuringRounds: Int { 1_024 }

  /// One layout pass: counts, layout, the offset clamped (its `didScroll`
  /// first), the visible views, then the prefetch window.
  private func layOutOnce() throws {
    try loadCountsIfNeeded()
    if layoutIsStale {
      try prepareLayoutIfStale()
    } else if layout.hasPendingMeasurements {
      try layout.layOutPendingMeasurements()
      if !orthogonalOffsets.isEmpty { clampOrthogonalOffsets() }
    }
    if reloadPending {
      reloadPending = false
      endDisplayingAll()
    }
    needsLayout = false
    // The clamp's `didScroll` may apply a batch: the layout prepared above
    // is then stale, and the pass runs again on the new counts.
    let batches = appliedBatchCount
    let clampedOffset = clamped(contentOffset)
    if clampedOffset != contentOffset { contentOffset = clampedOffset }
    guard appliedBatchCount == batches else { return }
    // Pinned headers and footers stick inside the insets (under a bar).
    layout.visibleBounds = boundsInsideInsets
    do {
      try updateVisibleViews()
    } catch {
      needsLayout = true
      throw error
    }
    // A batch applied from a callback: the pass runs again, prefetching then.
    guard appliedBatchCount == batches else { return }
    if layout.hasVisibleItemsHandlers {
      layout.tellVisibleItems(of: self, orthogonalOffsets: orthogonalOffsets)
      guard appliedBatchCount == batches else { return }
    }
    let offset = axisOffset
    let direction = offset - lastLayoutOffset
    lastLayoutOffset = offset
    updatePrefetchWindow(direction: direction)
  }

  /// Prepares the layout for the cached counts when it is stale, clamps
  /// the orthogonal rows' offsets to what it laid out, and tells the shown
  /// cells their list state again (a header item moved by a batch is no
  /// longer its section's header).
  func prepareLayoutIfStale() throws {
    guard layoutIsStale else { return }
    try layout.prepareForHost(
      collectionViewSize: viewportSize, contentInset: adjustedContentInset,
      numberOfItemsInSections: cachedCounts ?? [])
    layoutIsStale = false
    if !orthogonalOffsets.isEmpty { clampOrthogonalOffsets() }
    for (path, cell) in visibleCellsByPath { cell.takeListState(from: self, at: path) }
  }

  /// Ends the display of every visible view, in index-path order.
  func endDisplayingAll() {
    for path in visibleCellsByPath.keys.sorted() { endDisplayingCell(at: path) }
    for key in visibleSupplementaries.keys.sorted() { endDisplayingSupplementaryView(key) }
    showDecorations([])
  }

  /// Diffs the viewport's elements against the displayed views: removals
  /// first, in index-path order (so their views can be reused at once), then
  /// additions in the layout's order (a section's header, its items, its
  /// footer). Views that stay get their frames again (the layout may have
  /// changed).
  func updateVisibleViews() throws {
    let rect = bounds
    var entering: [Element] = []
    var cellSet: Set<IndexPath> = []
    var supplementarySet: Set<SupplementaryKey> = []
    var decorations: [(key: SupplementaryKey, frame: CGRect)] = []
    let measures = layout.hasSelfSizingItems
    for attributes in layout.displayedAttributes(in: rect, orthogonalOffsets: orthogonalOffsets)
    where attributes.frame.overlapsInterior(of: rect) {
      switch attributes.representedElementCategory {
      case .cell:
        cellSet.insert(attributes.indexPath)
        entering.append(.cell(attributes.indexPath, attributes.frame))
        if let cell = visibleCellsByPath[attributes.indexPath] {
          // A shown item whose measurement was forgotten (a new width) is
          // measured again.
          let frame =
            measures && layout.needsMeasurement(at: attributes.indexPath)
            ? frameAfterMeasuring(cell, at: attributes.indexPath, frame: attributes.frame)
            : attributes.frame
          if cell.frame != frame {
            cell.frame = frame
            cell.layoutIfNeeded()
          }
        }
      case .supplementaryView:
        let key = SupplementaryKey(
          kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
        supplementarySet.insert(key)
        entering.append(.supplementary(key, attributes.frame))
        if let view = visibleSupplementaries[key], view.frame != attributes.frame {
          view.frame = attributes.frame
          view.layoutIfNeeded()
        }
      case .decorationView:
        let key = SupplementaryKey(
          kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
        decorations.append((key, attributes.frame))
      }
    }
    for path in visibleCellsByPath.keys.sorted() where !cellSet.contains(path) {
      endDisplayingCell(at: path)
    }
    for key in visibleSupplementaries.keys.sorted() where !supplementarySet.contains(key) {
      endDisplayingSupplementaryView(key)
    }
    showDecorations(decorations)
    let batches = appliedBatchCount
    for element in entering where appliedBatchCount == batches {
      switch element {
      case .cell(let path, let frame) where visibleCellsByPath[path] == nil:
        try displayCell(at: path, frame: frame)
      case .supplementary(let key, let frame) where visibleSupplementaries[key] == nil:
        try displaySupplementaryView(key, frame: frame)
      default: break
      }
    }
  }

  /// An element of the viewport, with the frame it is shown at.
  enum Element {
    /// An item's cell.
    case cell(IndexPath, CGRect)
    /// A supplementary view.
    case supplementary(SupplementaryKey, CGRect)
  }

  /// Asks for an item's cell, places it at `frame` and tells the delegate.
  func displayCell(at path: IndexPath, frame: CGRect) throws {
    guard let dataSource else { return }
    let batches = appliedBatchCount
    let cell = try requestCell(at: path, from: dataSource)
    guard appliedBatchCount == batches else {
      // A batch ran inside cellForItemAt: the cell was made for a stale path.
      if let identifier = cell.reuseIdentifier { cellPool.recycle(cell, as: identifier) }
      return
    }
    cell.frame = frameAfterMeasuring(cell, at: path, frame: frame)
    cell.layoutIfNeeded()
    applySelectionState(to: cell, at: path)
    visibleCellsByPath[path] = cell
    cellPool.didDisplay(cell, as: cell.reuseIdentifier ?? "")
    if let delegate {
      record("willDisplay", .row(path))
      delegate.collectionView(self, willDisplay: cell, forItemAt: path)
    }
  }

  /// The frame a cell is shown at: `frame`, or, for an item that sizes
  /// itself, `frame` at the size the cell chose (`preferredLayoutAttributesFitting(_:)`),
  /// which the layout keeps; the pass then runs again to move what follows.
  func frameAfterMeasuring(
    _ cell: UICollectionViewCell, at path: IndexPath, frame: CGRect
  ) -> CGRect {
    guard layout.hasSelfSizingItems, layout.sizesItself(at: path) else { return frame }
    let generation = updateGeneration
    let batches = appliedBatchCount
    let preferred = cell.preferredLayoutAttributesFitting(
      UICollectionViewLayoutAttributes(forCellWith: path, frame: frame))
    // A reload or batch from inside the cell's answer made `path` stale.
    guard updateGeneration == generation, appliedBatchCount == batches,
      layout.recordPreferredSize(preferred.frame.size, forItemAt: path)
    else { return frame }
    needsLayout = true
    return layout.layoutAttributesForItem(at: path)?.frame ?? frame
  }

  /// Asks for a supplementary view, places it at `frame` and tells the
  /// delegate.
  func displaySupplementaryView(_ key: SupplementaryKey, frame: CGRect) throws {
    guard let dataSource else { return }
    let batches = appliedBatchCount
    let view = try requestSupplementaryView(key, from: dataSource)
    guard appliedBatchCount == batches else {
      if let identifier = view.reuseIdentifier {
        supplementaryPools[SupplementaryKind(rawValue: key.kind)]?.recycle(view, as: identifier)
      }
      return
    }
    view.frame = frame
    view.layoutIfNeeded()
    visibleSupplementaries[key] = view
    supplementaryPools[SupplementaryKind(rawValue: key.kind)]?.didDisplay(
      view, as: view.reuseIdentifier ?? "")
    if let delegate {
      record("willDisplaySupplementaryView", .row(key.indexPath))
      delegate.collectionView(
        self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
    }
  }

  /// Tells the delegate a cell left, then pools it.
  func endDisplayingCell(at path: IndexPath) {
    guard let cell = visibleCellsByPath.removeValue(forKey: path) else { return }
    cellPool.didEndDisplaying(cell, as: cell.reuseIdentifier ?? "")
    if let delegate {
      record("didEndDisplaying", .row(path))
      delegate.collectionView(self, didEndDisplaying: cell, forItemAt: path)
    }
    if let identifier = cell.reuseIdentifier { cellPool.recycle(cell, as: identifier) }
  }

  /// Tells the delegate a supplementary view left, then pools it.
  func endDisplayingSupplementaryView(_ key: SupplementaryKey) {
    guard let view = visibleSupplementaries.removeValue(forKey: key) else { return }
    let kind = SupplementaryKind(rawValue: key.kind)
    supplementaryPools[kind]?.didEndDisplaying(view, as: view.reuseIdentifier ?? "")
    if let delegate {
      record("didEndDisplayingSupplementaryView", .row(key.indexPath))
      delegate.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
        at: key.indexPath)
    }
    if let identifier = view.reuseIdentifier {
      supplementaryPools[kind]?.recycle(view, as: identifier)
    }
  }

  // MARK: Visible items

  /// The displayed cells, in index-path order (UIKit leaves the order
  /// unspecified); empty when nothing is visible.
  ///
  /// - Complexity: O(*k* log *k*), for *k* visible cells.
  public var visibleCells: [Headless.UICollectionViewCell] {
    visibleCellsByPath.keys.sorted().compactMap { visibleCellsByPath[$0] }
  }

  /// An item's layout attributes (its frame, size and z-index), UIKit's
  /// `layoutAttributesForItem(at:)`: the layout's, prepared first if it is
  /// stale.
  ///
  /// - Parameter indexPath: The item's index path.
  /// - Returns: The attributes, or `nil` when the item does not exist.
  /// - Complexity: O(log *n*) for *n* items once the layout is prepared.
  public func layoutAttributesForItem(at indexPath: IndexPath)
    -> Headless.UICollectionViewLayoutAttributes?
  {
    collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// A supplementary view's layout attributes, UIKit's
  /// `layoutAttributesForSupplementaryElement(ofKind:at:)`.
  ///
  /// - Parameters:
  ///   - kind: The element kind (``elementKindSectionHeader`` or
  ///     ``elementKindSectionFooter`` for a flow layout).
  ///   - indexPath: The view's index path (`[section, 0]` for a header or
  ///     footer).
  /// - Returns: The attributes, or `nil` when there is no such view.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> Headless.UICollectionViewLayoutAttributes? {
    collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The index paths of the displayed cells, ascending (UIKit leaves the
  /// order unspecified); supplementary views are not included.
  ///
  /// - Complexity: O(*k* log *k*), for *k* visible cells.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleCellsByPath.keys.sorted()
  }

  /// The displayed cell of an item, or `nil` when the item is not visible.
  ///
  /// - Parameter indexPath: The item's index path.
  /// - Returns: The cell, or `nil`.
  /// - Complexity: O(1).
  public func cellForItem(at indexPath: IndexPath) -> Headless.UICollectionViewCell? {
    visibleCellsByPath[indexPath]
  }

  // MARK: Visible supplementary views

  /// The displayed supplementary view of a kind at an index path, or `nil`
  /// when it is not visible. UIKit's `supplementaryView(forElementKind:at:)`.
  ///
  /// ```swift
  /// let header = collectionView.supplementaryView(
  ///   forElementKind: UICollectionView.elementKindSectionHeader,
  ///   at: IndexPath(item: 0, section: 2))
  /// ```
  ///
  /// - Parameters:
  ///   - elementKind: The kind of view, as the layout names it
  ///     (``Headless/UICollectionView/elementKindSectionHeader`` or
  ///     ``Headless/UICollectionView/elementKindSectionFooter``).
  ///   - indexPath: The view's index path (item 0 of its section for a
  ///     flow layout's header or footer).
  /// - Returns: The view, or `nil`.
  /// - Complexity: O(1).
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> Headless.UICollectionReusableView?
  {
    visibleSupplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The displayed supplementary views of a kind, in index-path order
  /// (UIKit leaves the order unspecified); empty when none is visible.
  /// UIKit's `visibleSupplementaryViews(ofKind:)`.
  ///
  /// - Parameter elementKind: The kind of view, as the layout names it.
  /// - Returns: The views.
  /// - Complexity: O(*k* log *k*), for *k* visible supplementary views.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [Headless
    .UICollectionReusableView]
  {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      supplementaryView(forElementKind: elementKind, at: $0)
    }
  }

  /// The index paths of the displayed supplementary views of a kind,
  /// ascending (UIKit leaves the order unspecified); empty when none is
  /// visible. UIKit's `indexPathsForVisibleSupplementaryElements(ofKind:)`.
  ///
  /// - Parameter elementKind: The kind of view, as the layout names it.
  /// - Returns: The index paths.
  /// - Complexity: O(*k* log *k*), for *k* visible supplementary views.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String)
    -> [IndexPath]
  {
    visibleSupplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }
}
