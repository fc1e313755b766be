import Foundation

/// An object that stores color data.
///
/// The facade's colours are names only (no components, no rendering): two
/// colours are equal when they are the same system colour.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
  /// The system colour's name, for example `"systemRed"`.
  let name: String

  init(facadeName name: String) {
    self.name = name
    super.init()
  }

  /// Whether `object` is the same system colour.
  ///
  /// UIKit: https://developer.apple.com/documentation/objectivec/nsobjectprotocol/isequal(_:)
  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.name == name
  }

  /// The hash of the colour's name.
  ///
  /// UIKit: https://developer.apple.com/documentation/objectivec/nsobjectprotocol/hash
  open override var hash: Int { name.hashValue }

  /// A color that represents the system-provided red color.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicolor/systemred
  open class var systemRed: UIColor { UIColor(facadeName: "systemRed") }

  /// A color value that resolves at runtime based on the current tint color
  /// of the app or trait hierarchy.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicolor/tintcolor
  open class var tintColor: UIColor { UIColor(facadeName: "tintColor") }

  /// The color for text labels that contain primary content: a list
  /// configuration's default text colour.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicolor/label
  open class var label: UIColor { UIColor(facadeName: "label") }
}
