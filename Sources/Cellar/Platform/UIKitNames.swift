#if canImport(UIKit)
  import UIKit

  // Cellar's API names its views as CellarHost does on Linux. On UIKit
  // platforms those names are UIKit's classes, so that one declaration, for
  // example `final class MovieCell: TableViewCell, ConfigurableCell`, is a
  // `UITableViewCell` on iOS and a CellarHost cell on Linux.

  /// UIKit's `UITableView`: the view a ``Table`` drives on UIKit platforms
  /// (CellarHost's headless `TableView` elsewhere).
  public typealias TableView = UITableView

  /// UIKit's `UITableViewCell`, the class ``ConfigurableCell`` refines on
  /// UIKit platforms (CellarHost's `TableViewCell` elsewhere).
  public typealias TableViewCell = UITableViewCell

  /// UIKit's `UITableViewHeaderFooterView`, the class
  /// ``ConfigurableHeaderFooterView`` refines on UIKit platforms.
  public typealias TableViewHeaderFooterView = UITableViewHeaderFooterView

  /// UIKit's `UICollectionView`: the view a ``Grid`` drives on UIKit
  /// platforms (CellarHost's headless `CollectionView` elsewhere).
  public typealias CollectionView = UICollectionView

  /// UIKit's `UICollectionViewCell`, the class ``ConfigurableCollectionCell``
  /// refines on UIKit platforms.
  public typealias CollectionViewCell = UICollectionViewCell

  /// UIKit's `UICollectionReusableView`, the class
  /// ``ConfigurableSupplementaryView`` refines on UIKit platforms.
  public typealias CollectionReusableView = UICollectionReusableView

  /// UIKit's `UIContextualAction`; a ``SwipeAction``'s style is its `Style`.
  public typealias ContextualAction = UIContextualAction

  /// UIKit's `UISwipeActionsConfiguration`: what a table shows when a row is
  /// swiped.
  public typealias SwipeActionsConfiguration = UISwipeActionsConfiguration

  /// UIKit's `UICollectionViewFlowLayout`: the layout a ``Grid`` reads its
  /// default metrics from.
  public typealias CollectionViewFlowLayout = UICollectionViewFlowLayout

  /// UIKit's `UIEdgeInsets`: a ``GridSection``'s `sectionInset`.
  public typealias EdgeInsets = UIEdgeInsets
#endif
