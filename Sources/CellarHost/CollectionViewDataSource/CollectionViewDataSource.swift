import Foundation

/// The object that gives a ``CollectionView`` its sections, items and views:
/// UIKit's `UICollectionViewDataSource`.
///
/// The collection view caches the counts and asks again only after
/// ``CollectionView/reloadData()``, at the next layout pass.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
  /// The number of sections. Optional: the default is 1, as in UIKit.
  ///
  /// - Parameter collectionView: The collection view asking.
  /// - Returns: The number of sections; a negative number makes the layout
  ///   pass throw ``CollectionView/DataSourceError/negativeNumberOfSections(_:)``.
  func numberOfSections(in collectionView: CollectionView) -> Int

  /// The number of items in a section.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - section: The section's index.
  /// - Returns: The number of items; a negative number makes the layout pass
  ///   throw ``CollectionView/DataSourceError/negativeNumberOfItems(section:count:)``.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

  /// The cell for an item about to be displayed.
  ///
  /// Dequeue it with ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)``
  /// and configure it. Errors thrown here stop the layout pass and reach
  /// the caller of ``CollectionView/layoutIfNeeded()``.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - indexPath: The item's index path.
  /// - Returns: A dequeued cell.
  /// - Throws: Whatever the dequeue throws, or the data source's own errors.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws
    -> CollectionViewCell

  /// The view for a supplementary element the layout shows, such as a
  /// flow-layout header (``CollectionViewFlowLayout/elementKindSectionHeader``).
  ///
  /// Optional: the default returns `nil`, which, as in UIKit, is an error
  /// when the layout gives the element a non-zero size.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view asking.
  ///   - kind: The element kind.
  ///   - indexPath: The element's index path (`[section, 0]` for headers and footers).
  /// - Returns: A dequeued view.
  /// - Throws: Whatever the dequeue throws, or the data source's own errors.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) throws -> CollectionReusableView?
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  /// No view.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) throws -> CollectionReusableView? { nil }
}
