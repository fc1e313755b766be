import Foundation

/// A layout the host's ``Headless/UICollectionView`` can lay out: the
/// seam between the view and the layouts it simulates.
///
/// The view prepares the layout at each layout pass that finds it stale,
/// tells it the visible bounds (for pinned views), reads its scroll axis,
/// and queries it through ``Headless/UICollectionViewLayout``'s own
/// members (`layoutAttributesForElements(in:)` and the rest), as UIKit does.
/// A layout that does not conform stops the program when a view is given it.
@MainActor
protocol HostLaidOutLayout: Headless.UICollectionViewLayout {
  /// Lays out every section for a collection view of the given size and
  /// counts, UIKit's `prepare()`; an error leaves the layout unchanged.
  ///
  /// - Parameters:
  ///   - collectionViewSize: The view's bounds size.
  ///   - contentInset: The view's adjusted content inset.
  ///   - counts: The number of items in each section.
  func prepareForHost(
    collectionViewSize: CGSize, contentInset: Headless.UIEdgeInsets,
    numberOfItemsInSections counts: [Int]
  ) throws

  /// The view's bounds inside its insets at its latest layout pass, which
  /// pinned views stick to; `nil` before any.
  var visibleBounds: CGRect? { get set }

  /// Whether the content scrolls along y (else along x).
  var scrollsVertically: Bool { get }

  /// A new layout with this one's settings and nothing laid out, for the
  /// view this layout is taken from by another view (a layout serves one
  /// view).
  func replacementForTakenLayout() -> any HostLaidOutLayout

  /// The elements on screen in `rect` (content coordinates): the layout's
  /// ``Headless/UICollectionViewLayout/layoutAttributesForElements(in:)``
  /// with each orthogonal section's row scrolled by its offset.
  func displayedAttributes(in rect: CGRect, orthogonalOffsets offsets: [Int: CGFloat])
    -> [Headless.UICollectionViewLayoutAttributes]

  /// The offsets an orthogonal section's row scrolls through, and where it
  /// rests before it is scrolled; `nil` for a section that does not scroll
  /// on its own.
  func orthogonalRange(inSection section: Int) -> (offsets: ClosedRange<CGFloat>, initial: CGFloat)?

  /// Where a drag of an orthogonal section released at `velocity` comes to
  /// rest, by the section's behaviour: `start` is the offset when the drag
  /// began, `current` when it ends; `nil` for a section that does not
  /// scroll on its own.
  func orthogonalRestingOffset(
    inSection section: Int, start: CGFloat, current: CGFloat, velocity: CGFloat
  ) -> CGFloat?

  /// The list configuration section `section` was made with (a list
  /// section), whose swipe providers the view asks; `nil` for others.
  func listConfiguration(ofSection section: Int) -> Headless.UICollectionLayoutListConfiguration?

  /// Whether some section asks to see its visible items after each pass
  /// (a compositional section's `visibleItemsInvalidationHandler`).
  var hasVisibleItemsHandlers: Bool { get }

  /// Calls each section's visible-items handler with the items `view`
  /// shows, and shows the handler's edits.
  func tellVisibleItems(of view: Headless.UICollectionView, orthogonalOffsets: [Int: CGFloat])

  /// Whether some item of the last pass may size itself (a cheap test the
  /// view makes once a pass before asking item by item).
  var hasSelfSizingItems: Bool { get }

  /// Whether the item at `indexPath` sizes itself: the view asks its cell
  /// for `preferredLayoutAttributesFitting(_:)` when it shows it.
  func sizesItself(at indexPath: IndexPath) -> Bool

  /// Whether the item at `indexPath` sizes itself and has no measurement
  /// (its cell, though shown, is measured again).
  func needsMeasurement(at indexPath: IndexPath) -> Bool

  /// Keeps the size an item's cell chose; `true` when that changes the
  /// layout, which then has ``hasPendingMeasurements``.
  func recordPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool

  /// Whether recorded sizes wait for ``layOutPendingMeasurements()``.
  var hasPendingMeasurements: Bool { get }

  /// Lays out again with the recorded sizes, without asking for the
  /// sections again.
  func layOutPendingMeasurements() throws

  /// Forgets every recorded size (a reload).
  func discardMeasurements()

  /// Moves recorded sizes to their items' index paths after a batch
  /// update; those of deleted, reloaded and reconfigured items go.
  func remapMeasurements(through plan: CollectionViewBatch.Plan)
}

extension HostLaidOutLayout {
  func displayedAttributes(in rect: CGRect, orthogonalOffsets offsets: [Int: CGFloat])
    -> [Headless.UICollectionViewLayoutAttributes]
  { layoutAttributesForElements(in: rect) ?? [] }

  func orthogonalRange(inSection section: Int) -> (offsets: ClosedRange<CGFloat>, initial: CGFloat)?
  { nil }

  var hasVisibleItemsHandlers: Bool { false }

  func orthogonalRestingOffset(
    inSection section: Int, start: CGFloat, current: CGFloat, velocity: CGFloat
  ) -> CGFloat? { nil }

  func listConfiguration(ofSection section: Int) -> Headless.UICollectionLayoutListConfiguration? {
    nil
  }

  func tellVisibleItems(of view: Headless.UICollectionView, orthogonalOffsets: [Int: CGFloat]) {}

  var hasSelfSizingItems: Bool { false }

  func sizesItself(at indexPath: IndexPath) -> Bool { false }

  func needsMeasurement(at indexPath: IndexPath) -> Bool { false }

  func recordPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool { false }

  var hasPendingMeasurements: Bool { false }

  func layOutPendingMeasurements() throws {}

  func discardMeasurements() {}

  func remapMeasurements(through plan: CollectionViewBatch.Plan) {}
}
