import Foundation

// The Objective-C runtime's associated objects, which an iOS file gets with
// `import UIKit` (UIKit re-exports Foundation, which re-exports ObjectiveC).
// Linux has no Objective-C runtime: the facade declares the two functions
// and the policy with the runtime's Swift signatures, and keeps the values
// on its `UIView`s (any other object is a facade error).

// swift-format-ignore: TypeNamesShouldBeCapitalized, AlwaysUseLowerCamelCase
/// Type to specify the behavior of an association.
///
/// UIKit (ObjectiveC): https://developer.apple.com/documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
  /// An unsafe unretained reference to the associated object.
  case OBJC_ASSOCIATION_ASSIGN = 0
  /// A strong reference, not made atomically.
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  /// A copy, not made atomically.
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  /// A strong reference, made atomically.
  case OBJC_ASSOCIATION_RETAIN = 769
  /// A copy, made atomically.
  case OBJC_ASSOCIATION_COPY = 771
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Sets an associated value for a given object using a given key and
/// association policy. The facade keeps every value strongly (Cellar only
/// retains), and only on its views.
///
/// UIKit (ObjectiveC): https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  // The runtime's functions are not isolated; the facade's views are
  // main-actor objects, used here on the main actor only.
  nonisolated(unsafe) let (object, key, value) = (object, key, value)
  MainActor.assumeIsolated {
    guard let view = object as? UIView else {
      preconditionFailure("UIKit facade: associated objects are kept only on views")
    }
    view.facadeAssociations[key] = value
  }
}

// swift-format-ignore: AlwaysUseLowerCamelCase
/// Returns the value associated with a given object for a given key.
///
/// UIKit (ObjectiveC): https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  nonisolated(unsafe) let (object, key) = (object, key)
  nonisolated(unsafe) var value: Any?
  MainActor.assumeIsolated { value = (object as? UIView)?.facadeAssociations[key] }
  return value
}
