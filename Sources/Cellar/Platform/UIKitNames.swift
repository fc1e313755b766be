#if canImport(UIKit)
  import CellarHost
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

  // A grid section's insets are ``GridSection/Insets`` (`UIEdgeInsets`
  // here): Cellar declares no `EdgeInsets`, which would clash with SwiftUI's.

  // On UIKit platforms `import Cellar` does not re-export CellarHost, whose
  // validators Cellar runs inside. The errors of CellarHost's that can reach
  // an app (thrown, or passed to `onError`) get a name here, spelt as on
  // Linux, so that an app can match them without importing CellarHost.
  // Their cases are CellarHost's members: with `MemberImportVisibility` on,
  // a file that matches a case imports CellarHost too.

  /// A layout value UIKit's flow layout would reject: a size, spacing or
  /// inset that is NaN, infinite, beyond 2^30 points, or (a size or a
  /// spacing) negative.
  ///
  /// CellarHost's `FlowLayoutError`, named here for UIKit platforms (on
  /// Linux `import Cellar` re-exports CellarHost's). ``Grid``'s updates
  /// check each section's and item's layout values before the collection
  /// view sees any and throw this error, naming the delegate method that
  /// would have answered the value and where; the grid is left as it was.
  ///
  /// ```swift
  /// do {
  ///   try grid.update(with: sections)
  /// } catch let error as FlowLayoutError {
  ///   print(error)  // Invalid insetForSectionAt.top inf (section 2): it must be ...
  /// }
  /// ```
  public typealias FlowLayoutError = CellarHost.FlowLayoutError

  extension UITableView {
    /// The error a ``Table`` or a ``Grid`` reports through `onError` when
    /// its view asks for a cell at an index path it has no row or item for:
    /// `.missingCell(indexPath:)`.
    ///
    /// CellarHost's `TableView.DequeueError`, named here so that
    /// `TableView.DequeueError` (this is `UITableView.DequeueError`) matches
    /// it on UIKit platforms as on Linux. UIKit's own dequeue mistakes raise
    /// exceptions, so on UIKit platforms `missingCell` is the only case that
    /// arrives.
    ///
    /// ```swift
    /// table.onError = { error in
    ///   if case TableView.DequeueError.missingCell(let indexPath) = error { log(indexPath) }
    /// }
    /// ```
    public typealias DequeueError = CellarHost.TableView.DequeueError
  }
#endif
