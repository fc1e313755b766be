@_exported import CellarDiff
import CellarHost
import Foundation

#if os(tvOS) || os(watchOS)
  #error(
    "Cellar supports iOS 17, Mac Catalyst 17 and visionOS 1 with UIKit (tvOS's UIKit has no swipe actions or section index, watchOS none of UIKit's views), and Linux and macOS with CellarHost."
  )
#endif

// `import Cellar` is the one import: it brings UIKit's names from UIKit on
// UIKit platforms (CellarHost, the headless table view, is then used only
// inside Cellar, for its batch validator) and from CellarHost elsewhere.
#if canImport(UIKit)
  // `@preconcurrency`: in SDKs without concurrency annotations, UIKit's
  // constants (`UIAccessibilityTraits.button`) are global variables that
  // Swift 6 does not let code read (see `UIView.showsAsAccessibleButton()`).
  @_exported @preconcurrency import UIKit
#else
  @_exported import CellarHost
#endif

extension UIView {
  /// Makes the view one element that VoiceOver reads as a button labelled
  /// with its `accessibilityLabel` (Cellar's outline controls).
  func showsAsAccessibleButton() {
    isAccessibilityElement = true
    accessibilityTraits.insert(.button)
  }
}

// Cellar's API names its views as UIKit does, on every platform: UIKit's
// classes on UIKit platforms, CellarHost's (re-exported by `import Cellar`)
// elsewhere. Cellar used to name them as CellarHost did, without the `UI`
// prefix; the old names stay here, deprecated, for one release (see
// CHANGELOG.md), so that old code compiles with a warning and a fix-it.

/// The old name of `UITableView`.
@available(*, deprecated, renamed: "UITableView")
public typealias TableView = UITableView

/// The old name of `UITableViewCell`.
@available(*, deprecated, renamed: "UITableViewCell")
public typealias TableViewCell = UITableViewCell

/// The old name of `UITableViewHeaderFooterView`.
@available(*, deprecated, renamed: "UITableViewHeaderFooterView")
public typealias TableViewHeaderFooterView = UITableViewHeaderFooterView

/// The old name of `UICollectionView`.
@available(*, deprecated, renamed: "UICollectionView")
public typealias CollectionView = UICollectionView

/// The old name of `UICollectionViewCell`.
@available(*, deprecated, renamed: "UICollectionViewCell")
public typealias CollectionViewCell = UICollectionViewCell

/// The old name of `UICollectionReusableView`.
@available(*, deprecated, renamed: "UICollectionReusableView")
public typealias CollectionReusableView = UICollectionReusableView

/// The old name of `UICollectionViewFlowLayout`.
@available(*, deprecated, renamed: "UICollectionViewFlowLayout")
public typealias CollectionViewFlowLayout = UICollectionViewFlowLayout

/// The old name of `UIContextualAction`.
@available(*, deprecated, renamed: "UIContextualAction")
public typealias ContextualAction = UIContextualAction

/// The old name of `UISwipeActionsConfiguration`.
@available(*, deprecated, renamed: "UISwipeActionsConfiguration")
public typealias SwipeActionsConfiguration = UISwipeActionsConfiguration

#if canImport(UIKit)
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
    /// CellarHost's `UITableView.DequeueError`, named here so that
    /// `UITableView.DequeueError` matches it on UIKit platforms as on Linux.
    /// UIKit's own dequeue mistakes raise exceptions, so on UIKit platforms
    /// `missingCell` is the only case that arrives.
    ///
    /// ```swift
    /// table.onError = { error in
    ///   if case UITableView.DequeueError.missingCell(let indexPath) = error { log(indexPath) }
    /// }
    /// ```
    public typealias DequeueError = Headless.UITableView.DequeueError
  }
#else
  // The names below were CellarHost's only, never UIKit platforms' (SwiftUI
  // declares a `ScrollView`, a `Label` and an `EdgeInsets` of its own there).

  /// The old name of `UITableViewDataSource`.
  @available(*, deprecated, renamed: "UITableViewDataSource")
  public typealias TableViewDataSource = UITableViewDataSource

  /// The old name of `UITableViewDelegate`.
  @available(*, deprecated, renamed: "UITableViewDelegate")
  public typealias TableViewDelegate = UITableViewDelegate

  /// The old name of `UITableViewDataSourcePrefetching`.
  @available(*, deprecated, renamed: "UITableViewDataSourcePrefetching")
  public typealias TableViewDataSourcePrefetching = UITableViewDataSourcePrefetching

  /// The old name of `UICollectionViewDataSource`.
  @available(*, deprecated, renamed: "UICollectionViewDataSource")
  public typealias CollectionViewDataSource = UICollectionViewDataSource

  /// The old name of `UICollectionViewDelegate`.
  @available(*, deprecated, renamed: "UICollectionViewDelegate")
  public typealias CollectionViewDelegate = UICollectionViewDelegate

  /// The old name of `UICollectionViewDataSourcePrefetching`.
  @available(*, deprecated, renamed: "UICollectionViewDataSourcePrefetching")
  public typealias CollectionViewDataSourcePrefetching = UICollectionViewDataSourcePrefetching

  /// The old name of `UICollectionViewLayoutAttributes`.
  @available(*, deprecated, renamed: "UICollectionViewLayoutAttributes")
  public typealias CollectionViewLayoutAttributes = UICollectionViewLayoutAttributes

  /// The old name of `UIScrollView`.
  @available(*, deprecated, renamed: "UIScrollView")
  public typealias ScrollView = UIScrollView

  /// The old name of `UIScrollViewDelegate`.
  @available(*, deprecated, renamed: "UIScrollViewDelegate")
  public typealias ScrollViewDelegate = UIScrollViewDelegate

  /// The old name of `UILabel`.
  @available(*, deprecated, renamed: "UILabel")
  public typealias Label = UILabel

  /// The old name of `UIEdgeInsets`.
  @available(*, deprecated, renamed: "UIEdgeInsets")
  public typealias EdgeInsets = UIEdgeInsets

  extension UICollectionViewFlowLayout {
    /// The old name of `UICollectionView.ScrollDirection`.
    @available(*, deprecated, renamed: "UICollectionView.ScrollDirection")
    public typealias ScrollDirection = UICollectionView.ScrollDirection
  }

  extension UICollectionViewLayoutAttributes {
    /// The old name of `UICollectionView.ElementCategory`.
    @available(*, deprecated, renamed: "UICollectionView.ElementCategory")
    public typealias ElementCategory = UICollectionView.ElementCategory
  }
#endif
