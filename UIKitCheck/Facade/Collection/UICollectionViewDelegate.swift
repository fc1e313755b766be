import CellarHost

/// The methods that your delegate object uses to manage selection and
/// highlight actions and views entering and leaving the screen in a
/// collection view.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
///
/// Every method is optional in UIKit; here each is a requirement with a
/// default in an extension that behaves as UIKit does when the method is
/// not implemented. It inherits ``UIScrollViewDelegate``: the collection
/// view's scrolls reach its scroll-view methods with the collection view.
/// The highlight and selection methods are called for the user's taps
/// only, never for `selectItem(at:animated:scrollPosition:)`.
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Tells the delegate that the specified cell is about to be displayed in the collection view. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Tells the delegate that the specified cell was removed from the collection view. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// Tells the delegate that the specified supplementary view is about to be displayed in the collection view. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)

  /// Tells the delegate that the specified supplementary view was removed from the collection view. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplayingsupplementaryview:forelementofkind:at:)
  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)

  /// Asks the delegate if the item should be highlighted during tracking. Default: `true`. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool

  /// Tells the delegate that the item at the specified index path was highlighted. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didhighlightitemat:)
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

  /// Tells the delegate that the highlight was removed from the item at the specified index path. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didunhighlightitemat:)
  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

  /// Asks the delegate if the specified item should be selected. Default: `true`. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)
  func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool

  /// Tells the delegate that the item at the specified index path was selected. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

  /// Asks the delegate if the specified item should be deselected. Default: `true`. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shoulddeselectitemat:)
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool

  /// Tells the delegate that the item at the specified path was deselected. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)
  func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Does nothing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
  public func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Does nothing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplayingsupplementaryview:forelementofkind:at:)
  public func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Returns `true`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldhighlightitemat:)
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didhighlightitemat:)
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didunhighlightitemat:)
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}

  /// Returns `true`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldselectitemat:)
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  /// Returns `true`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shoulddeselectitemat:)
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
}
