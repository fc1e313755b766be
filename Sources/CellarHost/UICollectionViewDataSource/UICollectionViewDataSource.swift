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
    /// and configure it. Errors thrown here stop the layout pass and reach
    /// the caller of ``UICollectionView/layoutIfNeeded()``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - indexPath: The item's index path.
    /// - Returns: A dequeued cell.
    /// - Throws: Whatever the dequeue throws, or the data source's own errors.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      throws
      -> UICollectionViewCell

    /// The view for a supplementary element the layout shows, such as a
    /// flow-layout header (``UICollectionViewFlowLayout/elementKindSectionHeader``).
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
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) throws -> UICollectionReusableView?
  }
}

extension Headless.UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: Headless.UICollectionView) -> Int { 1 }

  /// No view.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) throws -> Headless.UICollectionReusableView? { nil }
}
