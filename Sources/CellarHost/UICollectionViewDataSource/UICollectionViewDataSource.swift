import Foundation

extension Headless {
  /// The object that gives a ``UICollectionView`` its sections, items and views:
  /// UIKit's `UICollectionViewDataSource`.
  ///
  /// The collection view caches the counts and asks again only after
  /// ``UICollectionView/reloadData()``, at the next layout pass.
  @MainActor
  public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections. Optional: the default is 1, as in UIKit.
    ///
    /// - Parameter collectionView: The collection view asking.
    /// - Returns: The number of sections; a negative number makes the layout
    ///   pass throw ``UICollectionView/DataSourceError/negativeNumberOfSections(_:)``.
    func numberOfSections(in collectionView: UICollectionView) -> Int

    /// The number of items in a section.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - section: The section's index.
    /// - Returns: The number of items; a negative number makes the layout pass
    ///   throw ``UICollectionView/DataSourceError/negativeNumberOfItems(section:count:)``.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int

    /// The cell for an item about to be displayed.
    ///
    /// Dequeue it with ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``
    /// and configure it. A cell that was not dequeued raises UIKit's
    /// exception (see ``UIKitException``).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - indexPath: The item's index path.
    /// - Returns: A dequeued cell.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell

    /// The view for a supplementary element the layout shows, such as a
    /// flow-layout header (``UICollectionView/elementKindSectionHeader``).
    ///
    /// Optional in UIKit, which raises when the layout gives an element a
    /// non-zero size and the data source does not implement it: the default
    /// raises the same exception (see ``UIKitException``) and returns an
    /// empty view, which the collection view does not display.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - kind: The element kind.
    ///   - indexPath: The element's index path (`[section, 0]` for headers and footers).
    /// - Returns: A view dequeued with
    ///   ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView

    /// Whether an item can move, asked by
    /// ``UICollectionView/beginInteractiveMovementForItem(at:)``. Optional:
    /// the default is ``respondsToMoveItem`` (UIKit lets every item move
    /// when the data source implements ``collectionView(_:moveItemAt:to:)``).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - indexPath: The item the user would move.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool

    /// The user moved an item: ``UICollectionView/endInteractiveMovement()``
    /// calls it once the view shows the item at its new place, when the
    /// place changed. Update the model only. Optional: the default does
    /// nothing; set ``respondsToMoveItem`` when you implement it, or items
    /// never move.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - sourceIndexPath: Where the item was.
    ///   - destinationIndexPath: Where it is now.
    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)

    /// Whether the data source implements
    /// ``collectionView(_:moveItemAt:to:)``: Swift cannot ask, as UIKit
    /// does, so a data source that moves items says so (CellarHost only).
    /// Default: `false`.
    var respondsToMoveItem: Bool { get }
  }
}

extension Headless.UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: Headless.UICollectionView) -> Int { 1 }

  /// Returns ``respondsToMoveItem``: every item moves when the data source
  /// moves items.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    respondsToMoveItem
  }

  /// Does nothing.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// `false`: the data source does not move items.
  public var respondsToMoveItem: Bool { false }

  /// Raises UIKit's exception for a supplementary view the data source does
  /// not give (`NSInternalInconsistencyException`, "the view returned from
  /// -collectionView:viewForSupplementaryElementOfKind:atIndexPath ... or is
  /// nil ((null))"), and returns an empty view, which is not displayed.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> Headless.UICollectionReusableView {
    UIKitException.raise(
      UIKitException.raised(
        for: Headless.UICollectionView.DequeueError.supplementaryViewNotDequeued(
          kind: kind, indexPath: indexPath, view: nil)))
    return Headless.UICollectionReusableView(frame: .zero)
  }
}
