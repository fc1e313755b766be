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

public typealias UITableView = Headless.UITableView
public typealias UITableViewCell = Headless.UITableViewCell
public typealias UITableViewHeaderFooterView = Headless.UITableViewHeaderFooterView
public typealias UITableViewDataSource = Headless.UITableViewDataSource
public typealias UITableViewDelegate = Headless.UITableViewDelegate
public typealias UITableViewDataSourcePrefetching = Headless.UITableViewDataSourcePrefetching
public typealias UICollectionView = Headless.UICollectionView
public typealias UICollectionViewCell = Headless.UICollectionViewCell
public typealias UICollectionReusableView = Headless.UICollectionReusableView
public typealias UICollectionViewDataSource = Headless.UICollectionViewDataSource
public typealias UICollectionViewDelegate = Headless.UICollectionViewDelegate
public typealias UICollectionViewDataSourcePrefetching =
  Headless.UICollectionViewDataSourcePrefetching
public typealias UICollectionViewFlowLayout = Headless.UICollectionViewFlowLayout
public typealias UICollectionViewLayout = Headless.UICollectionViewLayout
public typealias UICollectionViewDelegateFlowLayout = Headless.UICollectionViewDelegateFlowLayout
public typealias UICollectionViewLayoutAttributes = Headless.UICollectionViewLayoutAttributes
public typealias UIScrollView = Headless.UIScrollView
public typealias UIScrollViewDelegate = Headless.UIScrollViewDelegate
public typealias UILabel = Headless.UILabel
public typealias UIEdgeInsets = Headless.UIEdgeInsets
public typealias UIContextualAction = Headless.UIContextualAction
public typealias UISwipeActionsConfiguration = Headless.UISwipeActionsConfiguration
public typealias UIView = Headless.UIView
public typealias UIColor = Headless.UIColor
public typealias UIViewController = Headless.UIViewController
public typealias UIControl = Headless.UIControl
public typealias UIAction = Headless.UIAction
public typealias UIActionHandler = Headless.UIActionHandler
public typealias UISwitch = Headless.UISwitch
public typealias UIStepper = Headless.UIStepper
public typealias UIContentConfiguration = Headless.UIContentConfiguration
public typealias UIContentView = Headless.UIContentView
public typealias UIConfigurationState = Headless.UIConfigurationState
public typealias UICellConfigurationState = Headless.UICellConfigurationState
public typealias UIListContentConfiguration = Headless.UIListContentConfiguration
public typealias UIListContentView = Headless.UIListContentView

// The Objective-C runtime's associated objects, which an iOS file gets with
// `import UIKit` (UIKit re-exports Foundation, which re-exports ObjectiveC).
// Linux has no Objective-C runtime: these have the runtime's Swift
// signatures and keep the values on the host's views (any other object is a
// mistake of the check).

/// How an associated value is held: the runtime's `objc_AssociationPolicy`.
// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
  case OBJC_ASSOCIATION_ASSIGN = 0
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  case OBJC_ASSOCIATION_RETAIN = 769
  case OBJC_ASSOCIATION_COPY = 771
}

/// Keeps `value` with `object` (a view) under `key`, the runtime's
/// `objc_setAssociatedObject`; every policy retains.
// swift-format-ignore: AlwaysUseLowerCamelCase
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

/// The value kept with `object` under `key`, the runtime's
/// `objc_getAssociatedObject`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  nonisolated(unsafe) let (object, key) = (object, key)
  nonisolated(unsafe) var value: Any?
  MainActor.assumeIsolated { value = (object as? UIView)?.associatedObjects[key] }
  return value
}
