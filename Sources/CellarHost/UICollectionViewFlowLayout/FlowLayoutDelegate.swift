import Foundation

/// Per-item and per-section metrics for a ``UICollectionViewFlowLayout``:
/// the host's own counterpart of UIKit's ``Headless/UICollectionViewDelegateFlowLayout``,
/// which it wins over when set on the layout.
///
/// Each of UIKit's optional delegate methods is an optional closure here: a
/// `nil` closure is a method the delegate does not implement, and the layout
/// falls back to its own property (``Headless/UICollectionViewFlowLayout/itemSize`` for
/// ``sizeForItemAt``, ``Headless/UICollectionViewFlowLayout/sectionInset`` for
/// ``insetForSectionAt``, and so on), and a section without ``sizeForItemAt``
/// keeps the fixed-size fast path, which the protocol cannot offer (Swift
/// cannot ask which of its methods a delegate implements). Tests, layouts used
/// on their own, and `Grid` set the closures directly.
///
/// ```swift
/// layout.delegate = FlowLayoutDelegate(
///   sizeForItemAt: { indexPath in CGSize(width: 40 + indexPath.item * 10, height: 30) },
///   insetForSectionAt: { _ in UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16) })
/// ```
///
/// A section whose ``sizeForItemAt`` is `nil`, or returns one size for every
/// item, is laid out on the fixed-size path (a grid, no memory per item);
/// otherwise on the per-row path.
public struct FlowLayoutDelegate {
  /// The size of one item, UIKit's `collectionView(_:layout:sizeForItemAt:)`.
  ///
  /// Each side must be greater than 0, as UIKit requires: a side of 0 or
  /// less makes the layout pass throw
  /// ``FlowLayoutError/nonPositiveItemSize(name:width:height:location:)``
  /// (UIKit raises "negative or zero sizes are not supported in the flow
  /// layout").
  public var sizeForItemAt: (@MainActor (IndexPath) -> CGSize)?
  /// A section's insets, UIKit's `collectionView(_:layout:insetForSectionAt:)`.
  public var insetForSectionAt: (@MainActor (Int) -> Headless.UIEdgeInsets)?
  /// The spacing between a section's lines, UIKit's
  /// `collectionView(_:layout:minimumLineSpacingForSectionAt:)`.
  public var minimumLineSpacingForSectionAt: (@MainActor (Int) -> CGFloat)?
  /// The minimum spacing between items on a line, UIKit's
  /// `collectionView(_:layout:minimumInteritemSpacingForSectionAt:)`.
  public var minimumInteritemSpacingForSectionAt: (@MainActor (Int) -> CGFloat)?
  /// The size of a section's header, UIKit's
  /// `collectionView(_:layout:referenceSizeForHeaderInSection:)`.
  public var referenceSizeForHeaderInSection: (@MainActor (Int) -> CGSize)?
  /// The size of a section's footer, UIKit's
  /// `collectionView(_:layout:referenceSizeForFooterInSection:)`.
  public var referenceSizeForFooterInSection: (@MainActor (Int) -> CGSize)?

  /// Creates a delegate; every method left `nil` falls back to the layout's property.
  ///
  /// - Parameters:
  ///   - sizeForItemAt: The size of the item at an index path.
  ///   - insetForSectionAt: A section's insets.
  ///   - minimumLineSpacingForSectionAt: The spacing between a section's lines.
  ///   - minimumInteritemSpacingForSectionAt: The minimum spacing between items on a line.
  ///   - referenceSizeForHeaderInSection: The size of a section's header.
  ///   - referenceSizeForFooterInSection: The size of a section's footer.
  public init(
    sizeForItemAt: (@MainActor (IndexPath) -> CGSize)? = nil,
    insetForSectionAt: (@MainActor (Int) -> Headless.UIEdgeInsets)? = nil,
    minimumLineSpacingForSectionAt: (@MainActor (Int) -> CGFloat)? = nil,
    minimumInteritemSpacingForSectionAt: (@MainActor (Int) -> CGFloat)? = nil,
    referenceSizeForHeaderInSection: (@MainActor (Int) -> CGSize)? = nil,
    referenceSizeForFooterInSection: (@MainActor (Int) -> CGSize)? = nil
  ) {
    self.sizeForItemAt = sizeForItemAt
    self.insetForSectionAt = insetForSectionAt
    self.minimumLineSpacingForSectionAt = minimumLineSpacingForSectionAt
    self.minimumInteritemSpacingForSectionAt = minimumInteritemSpacingForSectionAt
    self.referenceSizeForHeaderInSection = referenceSizeForHeaderInSection
    self.referenceSizeForFooterInSection = referenceSizeForFooterInSection
  }
}
