// The test-only UIKit stand-in: a module named `UIKit` whose UIKit names are
// CellarHost's, which declares UIKit's API (issue 23). It is built only by
// `Scripts/uikit-check.sh`, never shipped.
//
// With it, `canImport(UIKit)` is true in Cellar, so Cellar's UIKit backend
// (the code an iOS build compiles) is compiled and run on Linux, driving
// CellarHost's views through UIKit's names, and CellarHost is compiled as on
// iOS (its own UIKit names internal, CELLAR_UIKIT_FACADE).
//
// UIKit re-exports Foundation, so this module does too. UIKit also declares
// `IndexPath`'s `row`, `section`, `item`, `init(row:section:)` and
// `init(item:section:)`; they come from UIKitFacadeIndexPath, which CellarHost
// imports too (CellarHost cannot import this module, which depends on it).
@_exported import CellarHost
@_exported import Foundation
@_exported import UIKitFacadeIndexPath

/// UIKit's `UITableView`: CellarHost's.
public typealias UITableView = Headless.UITableView
/// UIKit's `UITableViewCell`: CellarHost's.
public typealias UITableViewCell = Headless.UITableViewCell
/// UIKit's `UITableViewHeaderFooterView`: CellarHost's.
public typealias UITableViewHeaderFooterView = Headless.UITableViewHeaderFooterView
/// UIKit's `UITableViewDataSource`: CellarHost's.
public typealias UITableViewDataSource = Headless.UITableViewDataSource
/// UIKit's `UITableViewDelegate`: CellarHost's.
public typealias UITableViewDelegate = Headless.UITableViewDelegate
/// UIKit's `UITableViewDataSourcePrefetching`: CellarHost's.
public typealias UITableViewDataSourcePrefetching = Headless.UITableViewDataSourcePrefetching
/// UIKit's `UICollectionView`: CellarHost's.
public typealias UICollectionView = Headless.UICollectionView
/// UIKit's `UICollectionViewCell`: CellarHost's.
public typealias UICollectionViewCell = Headless.UICollectionViewCell
/// UIKit's `UICollectionReusableView`: CellarHost's.
public typealias UICollectionReusableView = Headless.UICollectionReusableView
/// UIKit's `UICollectionViewDataSource`: CellarHost's.
public typealias UICollectionViewDataSource = Headless.UICollectionViewDataSource
/// UIKit's `UICollectionViewDelegate`: CellarHost's.
public typealias UICollectionViewDelegate = Headless.UICollectionViewDelegate
/// UIKit's `UICollectionViewDataSourcePrefetching`: CellarHost's.
public typealias UICollectionViewDataSourcePrefetching =
  Headless.UICollectionViewDataSourcePrefetching
/// UIKit's `UICollectionViewFlowLayout`: CellarHost's.
public typealias UICollectionViewFlowLayout = Headless.UICollectionViewFlowLayout
/// UIKit's `UICollectionViewLayout`: CellarHost's.
public typealias UICollectionViewLayout = Headless.UICollectionViewLayout
/// UIKit's `UICollectionViewDelegateFlowLayout`: CellarHost's.
public typealias UICollectionViewDelegateFlowLayout = Headless.UICollectionViewDelegateFlowLayout
/// UIKit's `UICollectionViewLayoutAttributes`: CellarHost's.
public typealias UICollectionViewLayoutAttributes = Headless.UICollectionViewLayoutAttributes
/// UIKit's `UIScrollView`: CellarHost's.
public typealias UIScrollView = Headless.UIScrollView
/// UIKit's `UIScrollViewDelegate`: CellarHost's.
public typealias UIScrollViewDelegate = Headless.UIScrollViewDelegate
/// UIKit's `UILabel`: CellarHost's.
public typealias UILabel = Headless.UILabel
/// UIKit's `UIEdgeInsets`: CellarHost's.
public typealias UIEdgeInsets = Headless.UIEdgeInsets
/// UIKit's `UIContextualAction`: CellarHost's.
public typealias UIContextualAction = Headless.UIContextualAction
/// UIKit's `UISwipeActionsConfiguration`: CellarHost's.
public typealias UISwipeActionsConfiguration = Headless.UISwipeActionsConfiguration
/// UIKit's `UIView`: CellarHost's.
public typealias UIView = Headless.UIView
/// UIKit's `UIColor`: CellarHost's.
public typealias UIColor = Headless.UIColor
/// UIKit's `UIViewController`: CellarHost's.
public typealias UIViewController = Headless.UIViewController
/// UIKit's `UIControl`: CellarHost's.
public typealias UIControl = Headless.UIControl
/// UIKit's `UIAction`: CellarHost's.
public typealias UIAction = Headless.UIAction
/// UIKit's `UIActionHandler`: CellarHost's.
public typealias UIActionHandler = Headless.UIActionHandler
/// UIKit's `UISwitch`: CellarHost's.
public typealias UISwitch = Headless.UISwitch
/// UIKit's `UIStepper`: CellarHost's.
public typealias UIStepper = Headless.UIStepper
/// UIKit's `UIContentConfiguration`: CellarHost's.
public typealias UIContentConfiguration = Headless.UIContentConfiguration
/// UIKit's `UIContentView`: CellarHost's.
public typealias UIContentView = Headless.UIContentView
/// UIKit's `UIConfigurationState`: CellarHost's.
public typealias UIConfigurationState = Headless.UIConfigurationState
/// UIKit's `UICellConfigurationState`: CellarHost's.
public typealias UICellConfigurationState = Headless.UICellConfigurationState
/// UIKit's `UIListContentConfiguration`: CellarHost's.
public typealias UIListContentConfiguration = Headless.UIListContentConfiguration
/// UIKit's `UIListContentView`: CellarHost's.
public typealias UIListContentView = Headless.UIListContentView

// The Objective-C runtime's associated objects, which an iOS file gets with
// `import UIKit` (UIKit re-exports Foundation, which re-exports ObjectiveC).
// Linux has no Objective-C runtime: these have the runtime's Swift
// signatures and keep the values on the host's views (any other object is a
// mistake of the check).

// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
/// How an associated value is held: the runtime's `objc_AssociationPolicy`.
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
  /// A weak (unretained) reference.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference, not atomic.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy, not atomic.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference, atomic.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy, atomic.
  case OBJC_ASSOCIATION_COPY = 771
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Keeps `value` with `object` (a view) under `key`, the runtime's
/// `objc_setAssociatedObject`; every policy retains.
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  // The runtime's functions are not isolated; views are main-actor objects,
  // used here on the main actor only.
  nonisolated(unsafe) let (object, key, value) = (object, key, value)
  MainActor.assumeIsolated {
    guard let view = object as? UIView else {
      preconditionFailure("UIKit check: associated objects are kept only on views")
    }
    view.associatedObjects[key] = value
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// The value kept with `object` under `key`, the runtime's
/// `objc_getAssociatedObject`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  nonisolated(unsafe) let (object, key) = (object, key)
  nonisolated(unsafe) var value: Any?
  MainActor.assumeIsolated { value = (object as? UIView)?.associatedObjects[key] }
  return value
}
