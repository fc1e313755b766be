import Foundation

// UIKit's names for CellarHost's simulated types, and UIKit's additions to
// `IndexPath`: the one file of CellarHost that depends on whether UIKit exists.
//
// Every simulated type is declared in `Headless` (Headless.swift) under
// UIKit's name. These typealiases give them their top-level names:
//
// - where UIKit exists they are internal: CellarHost's own code says
//   `UITableView` on every platform, and apps see UIKit's classes only;
// - elsewhere they are public: `import Cellar` gives an app UIKit's names,
//   so code written against UIKit compiles unchanged. The UIKit check
//   (CELLAR_UIKIT_FACADE) takes this branch too, whether or not a module
//   named UIKit was built before: its test-only module named UIKit
//   re-exports CellarHost, and so these names.
//
// The typealiases are needed inside CellarHost too: unqualified lookup in
// `extension Headless.UITableView` does not find the sibling
// `Headless.UITableViewCell`.
//
// An internal typealias cannot appear in a public declaration. So the public
// declarations outside an `extension Headless { }` block (in
// `extension Headless.UITableView { }` and the like, and in the host's own
// top-level types) spell the simulated types `Headless.UITableViewCell` in
// their signatures; bodies, and everything inside `extension Headless { }`
// (where lookup finds the siblings), say `UITableViewCell`. The real-SDK type
// check (../shared/tools/ios-sdk-typecheck) compiles the internal branch and
// reports a signature that forgets.
#if canImport(UIKit) && !CELLAR_UIKIT_FACADE
  typealias UITableView = Headless.UITableView
  typealias UITableViewCell = Headless.UITableViewCell
  typealias UITableViewHeaderFooterView = Headless.UITableViewHeaderFooterView
  typealias UITableViewDataSource = Headless.UITableViewDataSource
  typealias UITableViewDelegate = Headless.UITableViewDelegate
  typealias UITableViewDataSourcePrefetching = Headless.UITableViewDataSourcePrefetching
  typealias UICollectionView = Headless.UICollectionView
  typealias UICollectionViewCell = Headless.UICollectionViewCell
  typealias UICollectionReusableView = Headless.UICollectionReusableView
  typealias UICollectionViewDataSource = Headless.UICollectionViewDataSource
  typealias UICollectionViewDelegate = Headless.UICollectionViewDelegate
  typealias UICollectionViewDataSourcePrefetching = Headless.UICollectionViewDataSourcePrefetching
  typealias UICollectionViewFlowLayout = Headless.UICollectionViewFlowLayout
  typealias UICollectionViewLayout = Headless.UICollectionViewLayout
  typealias UICollectionViewDelegateFlowLayout = Headless.UICollectionViewDelegateFlowLayout
  typealias UICollectionViewLayoutAttributes = Headless.UICollectionViewLayoutAttributes
  typealias UIScrollView = Headless.UIScrollView
  typealias UIScrollViewDelegate = Headless.UIScrollViewDelegate
  typealias UILabel = Headless.UILabel
  typealias UIEdgeInsets = Headless.UIEdgeInsets
  typealias UIContextualAction = Headless.UIContextualAction
  typealias UISwipeActionsConfiguration = Headless.UISwipeActionsConfiguration
  typealias UIView = Headless.UIView
  typealias UIColor = Headless.UIColor
  typealias UIViewController = Headless.UIViewController
  typealias UIControl = Headless.UIControl
  typealias UIAccessibilityTraits = Headless.UIAccessibilityTraits
  typealias UIAction = Headless.UIAction
  typealias UIActionHandler = Headless.UIActionHandler
  typealias UISwitch = Headless.UISwitch
  typealias UIStepper = Headless.UIStepper
  typealias UIContentConfiguration = Headless.UIContentConfiguration
  typealias UIContentView = Headless.UIContentView
  typealias UIConfigurationState = Headless.UIConfigurationState
  typealias UICellConfigurationState = Headless.UICellConfigurationState
  typealias UIListContentConfiguration = Headless.UIListContentConfiguration
  typealias UIListContentView = Headless.UIListContentView
  typealias UICollectionViewListCell = Headless.UICollectionViewListCell
  typealias UICellAccessory = Headless.UICellAccessory

  // MARK: Compositional layout
  typealias NSCollectionLayoutDimension = Headless.NSCollectionLayoutDimension
  typealias NSCollectionLayoutSize = Headless.NSCollectionLayoutSize
  typealias NSCollectionLayoutSpacing = Headless.NSCollectionLayoutSpacing
  typealias NSCollectionLayoutEdgeSpacing = Headless.NSCollectionLayoutEdgeSpacing
  typealias NSCollectionLayoutAnchor = Headless.NSCollectionLayoutAnchor
  typealias NSDirectionalEdgeInsets = Headless.NSDirectionalEdgeInsets
  typealias NSDirectionalRectEdge = Headless.NSDirectionalRectEdge
  typealias NSRectAlignment = Headless.NSRectAlignment
  typealias UIContentInsetsReference = Headless.UIContentInsetsReference
  typealias NSCollectionLayoutItem = Headless.NSCollectionLayoutItem
  typealias NSCollectionLayoutGroup = Headless.NSCollectionLayoutGroup
  typealias NSCollectionLayoutGroupCustomItem = Headless.NSCollectionLayoutGroupCustomItem
  typealias NSCollectionLayoutGroupCustomItemProvider =
    Headless.NSCollectionLayoutGroupCustomItemProvider
  typealias NSCollectionLayoutSection = Headless.NSCollectionLayoutSection
  typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    Headless.NSCollectionLayoutSectionVisibleItemsInvalidationHandler
  typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
    Headless.UICollectionLayoutSectionOrthogonalScrollingBehavior
  typealias UICollectionLayoutListConfiguration = Headless.UICollectionLayoutListConfiguration
  typealias UIListSeparatorConfiguration = Headless.UIListSeparatorConfiguration
  typealias UICollectionLayoutSectionOrthogonalScrollingProperties =
    Headless.UICollectionLayoutSectionOrthogonalScrollingProperties
  typealias NSCollectionLayoutSupplementaryItem = Headless.NSCollectionLayoutSupplementaryItem
  typealias NSCollectionLayoutBoundarySupplementaryItem =
    Headless.NSCollectionLayoutBoundarySupplementaryItem
  typealias NSCollectionLayoutDecorationItem = Headless.NSCollectionLayoutDecorationItem
  typealias NSCollectionLayoutVisibleItem = Headless.NSCollectionLayoutVisibleItem
  typealias NSCollectionLayoutEnvironment = Headless.NSCollectionLayoutEnvironment
  typealias NSCollectionLayoutContainer = Headless.NSCollectionLayoutContainer
  typealias UITraitCollection = Headless.UITraitCollection
  typealias UIUserInterfaceSizeClass = Headless.UIUserInterfaceSizeClass
  typealias UIUserInterfaceIdiom = Headless.UIUserInterfaceIdiom
  typealias UICollectionViewCompositionalLayoutConfiguration =
    Headless.UICollectionViewCompositionalLayoutConfiguration
  typealias UICollectionViewCompositionalLayoutSectionProvider =
    Headless.UICollectionViewCompositionalLayoutSectionProvider
  typealias UICollectionViewCompositionalLayout = Headless.UICollectionViewCompositionalLayout
#else
  /// UIKit's `UITableView`, simulated: ``Headless/UITableView``.
  public typealias UITableView = Headless.UITableView
  /// UIKit's `UITableViewCell`, simulated: ``Headless/UITableViewCell``.
  public typealias UITableViewCell = Headless.UITableViewCell
  /// UIKit's `UITableViewHeaderFooterView`, simulated:
  /// ``Headless/UITableViewHeaderFooterView``.
  public typealias UITableViewHeaderFooterView = Headless.UITableViewHeaderFooterView
  /// UIKit's `UITableViewDataSource`: ``Headless/UITableViewDataSource``.
  public typealias UITableViewDataSource = Headless.UITableViewDataSource
  /// UIKit's `UITableViewDelegate`: ``Headless/UITableViewDelegate``.
  public typealias UITableViewDelegate = Headless.UITableViewDelegate
  /// UIKit's `UITableViewDataSourcePrefetching`:
  /// ``Headless/UITableViewDataSourcePrefetching``.
  public typealias UITableViewDataSourcePrefetching = Headless.UITableViewDataSourcePrefetching
  /// UIKit's `UICollectionView`, simulated: ``Headless/UICollectionView``.
  public typealias UICollectionView = Headless.UICollectionView
  /// UIKit's `UICollectionViewCell`, simulated: ``Headless/UICollectionViewCell``.
  public typealias UICollectionViewCell = Headless.UICollectionViewCell
  /// UIKit's `UICollectionReusableView`, simulated:
  /// ``Headless/UICollectionReusableView``.
  public typealias UICollectionReusableView = Headless.UICollectionReusableView
  /// UIKit's `UICollectionViewDataSource`: ``Headless/UICollectionViewDataSource``.
  public typealias UICollectionViewDataSource = Headless.UICollectionViewDataSource
  /// UIKit's `UICollectionViewDelegate`: ``Headless/UICollectionViewDelegate``.
  public typealias UICollectionViewDelegate = Headless.UICollectionViewDelegate
  /// UIKit's `UICollectionViewDataSourcePrefetching`:
  /// ``Headless/UICollectionViewDataSourcePrefetching``.
  public typealias UICollectionViewDataSourcePrefetching =
    Headless.UICollectionViewDataSourcePrefetching
  /// UIKit's `UICollectionViewFlowLayout`, simulated:
  /// ``Headless/UICollectionViewFlowLayout``.
  public typealias UICollectionViewFlowLayout = Headless.UICollectionViewFlowLayout
  /// UIKit's `UICollectionViewLayout`: ``Headless/UICollectionViewLayout``.
  public typealias UICollectionViewLayout = Headless.UICollectionViewLayout
  /// UIKit's `UICollectionViewDelegateFlowLayout`:
  /// ``Headless/UICollectionViewDelegateFlowLayout``.
  public typealias UICollectionViewDelegateFlowLayout = Headless.UICollectionViewDelegateFlowLayout
  /// UIKit's `UICollectionViewLayoutAttributes`, simulated:
  /// ``Headless/UICollectionViewLayoutAttributes``.
  public typealias UICollectionViewLayoutAttributes = Headless.UICollectionViewLayoutAttributes
  /// UIKit's `UIScrollView`, simulated: ``Headless/UIScrollView``.
  public typealias UIScrollView = Headless.UIScrollView
  /// UIKit's `UIScrollViewDelegate`: ``Headless/UIScrollViewDelegate``.
  public typealias UIScrollViewDelegate = Headless.UIScrollViewDelegate
  /// UIKit's `UILabel`, simulated: ``Headless/UILabel``.
  public typealias UILabel = Headless.UILabel
  /// UIKit's `UIEdgeInsets`: ``Headless/UIEdgeInsets``.
  public typealias UIEdgeInsets = Headless.UIEdgeInsets
  /// UIKit's `UIContextualAction`, simulated: ``Headless/UIContextualAction``.
  public typealias UIContextualAction = Headless.UIContextualAction
  /// UIKit's `UISwipeActionsConfiguration`, simulated:
  /// ``Headless/UISwipeActionsConfiguration``.
  public typealias UISwipeActionsConfiguration = Headless.UISwipeActionsConfiguration
  /// UIKit's `UIView`, simulated: ``Headless/UIView``.
  public typealias UIView = Headless.UIView
  /// UIKit's `UIColor`, simulated: ``Headless/UIColor``.
  public typealias UIColor = Headless.UIColor
  /// UIKit's `UIViewController`, simulated: ``Headless/UIViewController``.
  public typealias UIViewController = Headless.UIViewController
  /// UIKit's `UIControl`, simulated: ``Headless/UIControl``.
  public typealias UIControl = Headless.UIControl
  /// UIKit's `UIAccessibilityTraits`: ``Headless/UIAccessibilityTraits``.
  public typealias UIAccessibilityTraits = Headless.UIAccessibilityTraits
  /// UIKit's `UIAction`, simulated: ``Headless/UIAction``.
  public typealias UIAction = Headless.UIAction
  /// UIKit's `UIActionHandler`, simulated: ``Headless/UIActionHandler``.
  public typealias UIActionHandler = Headless.UIActionHandler
  /// UIKit's `UISwitch`, simulated: ``Headless/UISwitch``.
  public typealias UISwitch = Headless.UISwitch
  /// UIKit's `UIStepper`, simulated: ``Headless/UIStepper``.
  public typealias UIStepper = Headless.UIStepper
  /// UIKit's `UIContentConfiguration`, simulated: ``Headless/UIContentConfiguration``.
  public typealias UIContentConfiguration = Headless.UIContentConfiguration
  /// UIKit's `UIContentView`, simulated: ``Headless/UIContentView``.
  public typealias UIContentView = Headless.UIContentView
  /// UIKit's `UIConfigurationState`, simulated: ``Headless/UIConfigurationState``.
  public typealias UIConfigurationState = Headless.UIConfigurationState
  /// UIKit's `UICellConfigurationState`, simulated: ``Headless/UICellConfigurationState``.
  public typealias UICellConfigurationState = Headless.UICellConfigurationState
  /// UIKit's `UIListContentConfiguration`, simulated: ``Headless/UIListContentConfiguration``.
  public typealias UIListContentConfiguration = Headless.UIListContentConfiguration
  /// UIKit's `UIListContentView`, simulated: ``Headless/UIListContentView``.
  public typealias UIListContentView = Headless.UIListContentView
  /// UIKit's `UICollectionViewListCell`, simulated: ``Headless/UICollectionViewListCell``.
  public typealias UICollectionViewListCell = Headless.UICollectionViewListCell
  /// UIKit's `UICellAccessory`, simulated: ``Headless/UICellAccessory``.
  public typealias UICellAccessory = Headless.UICellAccessory

  // MARK: Compositional layout
  /// UIKit's `NSCollectionLayoutDimension`, simulated: ``Headless/NSCollectionLayoutDimension``.
  public typealias NSCollectionLayoutDimension = Headless.NSCollectionLayoutDimension
  /// UIKit's `NSCollectionLayoutSize`, simulated: ``Headless/NSCollectionLayoutSize``.
  public typealias NSCollectionLayoutSize = Headless.NSCollectionLayoutSize
  /// UIKit's `NSCollectionLayoutSpacing`, simulated: ``Headless/NSCollectionLayoutSpacing``.
  public typealias NSCollectionLayoutSpacing = Headless.NSCollectionLayoutSpacing
  /// UIKit's `NSCollectionLayoutEdgeSpacing`, simulated:
  /// ``Headless/NSCollectionLayoutEdgeSpacing``.
  public typealias NSCollectionLayoutEdgeSpacing = Headless.NSCollectionLayoutEdgeSpacing
  /// UIKit's `NSCollectionLayoutAnchor`, simulated: ``Headless/NSCollectionLayoutAnchor``.
  public typealias NSCollectionLayoutAnchor = Headless.NSCollectionLayoutAnchor
  /// UIKit's `NSDirectionalEdgeInsets`: ``Headless/NSDirectionalEdgeInsets``.
  public typealias NSDirectionalEdgeInsets = Headless.NSDirectionalEdgeInsets
  /// UIKit's `NSDirectionalRectEdge`: ``Headless/NSDirectionalRectEdge``.
  public typealias NSDirectionalRectEdge = Headless.NSDirectionalRectEdge
  /// UIKit's `NSRectAlignment`: ``Headless/NSRectAlignment``.
  public typealias NSRectAlignment = Headless.NSRectAlignment
  /// UIKit's `UIContentInsetsReference`: ``Headless/UIContentInsetsReference``.
  public typealias UIContentInsetsReference = Headless.UIContentInsetsReference
  /// UIKit's `NSCollectionLayoutItem`, simulated: ``Headless/NSCollectionLayoutItem``.
  public typealias NSCollectionLayoutItem = Headless.NSCollectionLayoutItem
  /// UIKit's `NSCollectionLayoutGroup`, simulated: ``Headless/NSCollectionLayoutGroup``.
  public typealias NSCollectionLayoutGroup = Headless.NSCollectionLayoutGroup
  /// UIKit's `NSCollectionLayoutGroupCustomItem`, simulated:
  /// ``Headless/NSCollectionLayoutGroupCustomItem``.
  public typealias NSCollectionLayoutGroupCustomItem = Headless.NSCollectionLayoutGroupCustomItem
  /// UIKit's `NSCollectionLayoutGroupCustomItemProvider`:
  /// ``Headless/NSCollectionLayoutGroupCustomItemProvider``.
  public typealias NSCollectionLayoutGroupCustomItemProvider =
    Headless.NSCollectionLayoutGroupCustomItemProvider
  /// UIKit's `NSCollectionLayoutSection`, simulated: ``Headless/NSCollectionLayoutSection``.
  public typealias NSCollectionLayoutSection = Headless.NSCollectionLayoutSection
  /// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`:
  /// ``Headless/NSCollectionLayoutSectionVisibleItemsInvalidationHandler``.
  public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    Headless.NSCollectionLayoutSectionVisibleItemsInvalidationHandler
  /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`:
  /// ``Headless/UICollectionLayoutSectionOrthogonalScrollingBehavior``.
  public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior =
    Headless.UICollectionLayoutSectionOrthogonalScrollingBehavior
  /// UIKit's `UICollectionLayoutListConfiguration`:
  /// ``Headless/UICollectionLayoutListConfiguration``.
  public typealias UICollectionLayoutListConfiguration = Headless
    .UICollectionLayoutListConfiguration
  /// UIKit's `UIListSeparatorConfiguration`: ``Headless/UIListSeparatorConfiguration``.
  public typealias UIListSeparatorConfiguration = Headless.UIListSeparatorConfiguration
  /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties`, simulated:
  /// ``Headless/UICollectionLayoutSectionOrthogonalScrollingProperties``.
  public typealias UICollectionLayoutSectionOrthogonalScrollingProperties =
    Headless.UICollectionLayoutSectionOrthogonalScrollingProperties
  /// UIKit's `NSCollectionLayoutSupplementaryItem`, simulated:
  /// ``Headless/NSCollectionLayoutSupplementaryItem``.
  public typealias NSCollectionLayoutSupplementaryItem =
    Headless.NSCollectionLayoutSupplementaryItem
  /// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`, simulated:
  /// ``Headless/NSCollectionLayoutBoundarySupplementaryItem``.
  public typealias NSCollectionLayoutBoundarySupplementaryItem =
    Headless.NSCollectionLayoutBoundarySupplementaryItem
  /// UIKit's `NSCollectionLayoutDecorationItem`, simulated:
  /// ``Headless/NSCollectionLayoutDecorationItem``.
  public typealias NSCollectionLayoutDecorationItem = Headless.NSCollectionLayoutDecorationItem
  /// UIKit's `NSCollectionLayoutVisibleItem`: ``Headless/NSCollectionLayoutVisibleItem``.
  public typealias NSCollectionLayoutVisibleItem = Headless.NSCollectionLayoutVisibleItem
  /// UIKit's `NSCollectionLayoutEnvironment`: ``Headless/NSCollectionLayoutEnvironment``.
  public typealias NSCollectionLayoutEnvironment = Headless.NSCollectionLayoutEnvironment
  /// UIKit's `NSCollectionLayoutContainer`: ``Headless/NSCollectionLayoutContainer``.
  public typealias NSCollectionLayoutContainer = Headless.NSCollectionLayoutContainer
  /// UIKit's `UITraitCollection`, simulated: ``Headless/UITraitCollection``.
  public typealias UITraitCollection = Headless.UITraitCollection
  /// UIKit's `UIUserInterfaceSizeClass`: ``Headless/UIUserInterfaceSizeClass``.
  public typealias UIUserInterfaceSizeClass = Headless.UIUserInterfaceSizeClass
  /// UIKit's `UIUserInterfaceIdiom`: ``Headless/UIUserInterfaceIdiom``.
  public typealias UIUserInterfaceIdiom = Headless.UIUserInterfaceIdiom
  /// UIKit's `UICollectionViewCompositionalLayoutConfiguration`, simulated:
  /// ``Headless/UICollectionViewCompositionalLayoutConfiguration``.
  public typealias UICollectionViewCompositionalLayoutConfiguration =
    Headless.UICollectionViewCompositionalLayoutConfiguration
  /// UIKit's `UICollectionViewCompositionalLayoutSectionProvider`:
  /// ``Headless/UICollectionViewCompositionalLayoutSectionProvider``.
  public typealias UICollectionViewCompositionalLayoutSectionProvider =
    Headless.UICollectionViewCompositionalLayoutSectionProvider
  /// UIKit's `UICollectionViewCompositionalLayout`, simulated:
  /// ``Headless/UICollectionViewCompositionalLayout``.
  public typealias UICollectionViewCompositionalLayout =
    Headless.UICollectionViewCompositionalLayout
#endif

// `IndexPath`'s `row`, `section`, `item` and their initializers are UIKit's
// where UIKit exists: CellarHost imports them (re-exported, so that every
// file of the module sees them) instead of declaring its own, which would
// make them ambiguous in any file that imports both modules.
//
// The UIKit check (Scripts/uikit-check.sh, CELLAR_UIKIT_FACADE) builds
// CellarHost beside a test-only module named UIKit (UIKitCheck/Facade) that
// re-exports CellarHost and gives its types UIKit's names, so CellarHost
// cannot import it. It imports the same members from UIKitFacadeIndexPath,
// the small module that UIKit module re-exports them from, so the check
// compiles what an iOS build compiles.
#if CELLAR_UIKIT_FACADE
  @_exported import UIKitFacadeIndexPath
#elseif canImport(UIKit)
  @_exported import UIKit
#else
  // UIKit re-exports Foundation, so a file that imports UIKit (or Cellar)
  // names `NSObject`, `NSCoder`, `IndexPath` and `CGRect` without importing
  // Foundation itself: CellarHost, UIKit's API on Linux, does the same.
  @_exported import Foundation

  extension IndexPath {
    /// Creates an index path that names a row in a section of a table view.
    ///
    /// This is UIKit's convenience initializer, provided where UIKit is not
    /// available, so table code written against UIKit compiles unchanged.
    ///
    /// - Parameters:
    ///   - row: The row's position within its section.
    ///   - section: The section's position within the table.
    public init(row: Int, section: Int) {
      // Index by index: Foundation keeps two indexes inline, with no array.
      self.init(index: section)
      append(row)
    }

    /// Creates an index path that names an item in a section of a collection view.
    ///
    /// This is UIKit's convenience initializer, provided where UIKit is not
    /// available, so collection view code written against UIKit compiles
    /// unchanged.
    ///
    /// - Parameters:
    ///   - item: The item's position within its section.
    ///   - section: The section's position within the collection view.
    public init(item: Int, section: Int) {
      self.init(index: section)
      append(item)
    }

    /// The position of the section, the first index of the path.
    ///
    /// - Complexity: O(1).
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The position of the row within its section, the second index of the path.
    ///
    /// - Complexity: O(1).
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The position of the item within its section, the second index of the path.
    ///
    /// - Complexity: O(1).
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
