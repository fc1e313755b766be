import Foundation

extension Headless {
  /// A colour, UIKit's `UIColor`, reduced to what the host needs: colours
  /// made from components and UIKit's named system colours, compared as
  /// UIKit compares them.
  ///
  /// Nothing is drawn in colour: a colour is kept where an app puts it (a
  /// list configuration's text colour, say) so that code written for UIKit
  /// compiles, runs and can be checked on the host.
  ///
  /// A named colour (``systemRed``, ``label``, ``tintColor``...) equals only
  /// the same named colour, as UIKit's dynamic system colours do; a colour
  /// made from components equals one with the same components.
  open class UIColor: NSObject, @unchecked Sendable {
    /// What the colour is: a system colour's name, or its components.
    private enum Value: Hashable {
      case named(String)
      case components(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    }

    private let value: Value

    private init(value: Value) {
      self.value = value
      super.init()
    }

    /// A colour from red, green, blue and alpha components, each from 0 to 1
    /// (UIKit's extended range allows values outside it, and so does the
    /// host).
    ///
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    ///   - alpha: The opacity.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(value: .components(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A grey from a white level and an opacity, each from 0 to 1.
    ///
    /// - Parameters:
    ///   - white: The white level: 0 is black, 1 white.
    ///   - alpha: The opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
      self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Whether `object` is the same colour.
    ///
    /// - Parameter object: The object to compare with.
    /// - Returns: `true` for a colour with the same name or components.
    open override func isEqual(_ object: Any?) -> Bool {
      (object as? UIColor)?.value == value
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int { value.hashValue }

    /// The colour's name or components.
    open override var description: String {
      switch value {
      case .named(let name): "UIColor.\(name)"
      case .components(let red, let green, let blue, let alpha):
        "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
      }
    }

    /// Black.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// White.
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Fully transparent.
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// The system red, UIKit's dynamic `systemRed`.
    open class var systemRed: UIColor { UIColor(value: .named("systemRed")) }
    /// The system green, UIKit's dynamic `systemGreen`.
    open class var systemGreen: UIColor { UIColor(value: .named("systemGreen")) }
    /// The system blue, UIKit's dynamic `systemBlue`.
    open class var systemBlue: UIColor { UIColor(value: .named("systemBlue")) }
    /// The system grey, UIKit's dynamic `systemGray`.
    open class var systemGray: UIColor { UIColor(value: .named("systemGray")) }
    /// The colour of primary text, UIKit's dynamic `label`.
    open class var label: UIColor { UIColor(value: .named("label")) }
    /// The colour of secondary text, UIKit's dynamic `secondaryLabel`.
    open class var secondaryLabel: UIColor { UIColor(value: .named("secondaryLabel")) }
    /// The app's tint colour, UIKit's dynamic `tintColor`.
    open class var tintColor: UIColor { UIColor(value: .named("tintColor")) }
  }
}
