import CellarHost

/// The methods an object adopts to manage data and provide cells for a
/// collection view.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
///
/// Linux has no `@objc optional`: UIKit's optional requirements are
/// requirements here, with defaults in an extension that behave as UIKit
/// does when the method is not implemented.
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
  /// Asks your data source object for the number of items in the specified
  /// section. Required in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  /// Asks your data source object for the cell that corresponds to the
  /// specified item in the collection view. Required in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell

  /// Asks your data source object for the number of sections in the
  /// collection view. Optional in UIKit (default 1).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
  func numberOfSections(in collectionView: UICollectionView) -> Int

  /// Asks your data source object to provide a supplementary view to
  /// display in the collection view. Optional in UIKit: without it, a
  /// supplementary element the layout shows raises.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView

  /// Asks your data source object whether the specified item can be moved
  /// to another location in the collection view. Optional in UIKit. When
  /// it is not implemented, UIKit's answer depends on whether
  /// `collectionView(_:moveItemAt:to:)` is implemented (Apple's page: "If
  /// you don't implement this method, but you do implement the
  /// collectionView(_:moveItemAt:to:) method, ..."); Swift cannot ask.
  /// The host has no interactive movement, so the facade never asks it.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool

  /// Tells your data source object to move the specified item to its new
  /// location. Optional in UIKit. The host has no interactive movement, so
  /// the facade never calls it.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// One section, as UIKit assumes when the method is not implemented.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// Raises as UIKit does when the layout shows a supplementary element
  /// and the data source does not implement this method.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    uikitRaise(
      Headless.UICollectionView.DequeueError.supplementaryViewNotDequeued(
        kind: kind, indexPath: indexPath, view: nil))
  }

  /// `false`: what UIKit answers for a data source that implements neither
  /// this method nor `collectionView(_:moveItemAt:to:)` (which "ignores any
  /// attempts to reorder items"). Never asked: the host has no
  /// interactive movement.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  { false }

  /// Does nothing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
