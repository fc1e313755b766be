import CellarHost

/// The methods that let you coordinate with a flow layout object to
/// implement a grid-based layout.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout
///
/// As in UIKit, the flow layout reads these from the collection view's
/// ``UICollectionView/delegate`` when it adopts this protocol. Every method
/// is optional in UIKit; the defaults here return the layout's property, which
/// is what UIKit uses when the method is not implemented.
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// Asks the delegate for the size of the specified item's cell. Without it: the layout's `itemSize`. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize

  /// Asks the delegate for the margins to apply to content in the specified section. Without it: the layout's `sectionInset`. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:insetforsectionat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets

  /// Asks the delegate for the spacing between successive rows or columns of a section. Without it: the layout's `minimumLineSpacing`. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:minimumlinespacingforsectionat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat

  /// Asks the delegate for the spacing between successive items in the rows or columns of a section. Without it: the layout's `minimumInteritemSpacing`. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:minimuminteritemspacingforsectionat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat

  /// Asks the delegate for the size of the header view in the specified section. Without it: the layout's `headerReferenceSize`. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforheaderinsection:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize

  /// Asks the delegate for the size of the footer view in the specified section. Without it: the layout's `footerReferenceSize`. Optional in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforfooterinsection:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The flow layout's `itemSize`, as UIKit uses when the method is not implemented.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  /// The flow layout's `sectionInset`, as UIKit uses when the method is not implemented.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:insetforsectionat:)
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// The flow layout's `minimumLineSpacing`, as UIKit uses when the method is not implemented.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:minimumlinespacingforsectionat:)
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  /// The flow layout's `minimumInteritemSpacing`, as UIKit uses when the method is not implemented.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:minimuminteritemspacingforsectionat:)
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// The flow layout's `headerReferenceSize`, as UIKit uses when the method is not implemented.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforheaderinsection:)
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// The flow layout's `footerReferenceSize`, as UIKit uses when the method is not implemented.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforfooterinsection:)
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
