import Foundation

/// An object that can respond to and handle events; the root of UIKit's view
/// and view-controller classes. The facade declares only its place in the
/// hierarchy (`NSObject` <- `UIResponder` <- `UIView`, `UIViewController`).
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  ///
  /// UIKit: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public override init() {
    super.init()
  }
}
