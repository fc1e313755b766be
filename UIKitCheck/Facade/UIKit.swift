// The test-only UIKit stand-in: a module named `UIKit` whose UIKit names are
// CellarHost's, which declares UIKit's API (issue 23). It is built only by
// `Scripts/uikit-check.sh`, never shipped.
//
// With it, `canImport(UIKit)` is true in Cellar, so Cellar's UIKit backend
// (the code an iOS build compiles) is compiled and run on Linux, driving
// CellarHost's views through UIKit's names, which CellarHost declares
// publicly where UIKit is absent (UIKitNames.swift) and this module
// re-exports.
//
// UIKit re-exports Foundation, so this module does too. UIKit also declares
// `IndexPath`'s `row`, `section`, `item`, `init(row:section:)` and
// `init(item:section:)`; they come from UIKitFacadeIndexPath, which CellarHost
// imports too (CellarHost cannot import this module, which depends on it).
@_exported import CellarHost
@_exported import Foundation
@_exported import UIKitFacadeIndexPath

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
