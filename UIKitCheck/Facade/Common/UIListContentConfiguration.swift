import Foundation

/// A content configuration for a list-based content view: a cell's, a
/// header's or a footer's text.
///
/// The facade keeps the text and the secondary text; a host table renders
/// them (the secondary text beside the text for a value cell, on the lines
/// below otherwise). Styling properties are not declared.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  /// Which of UIKit's default configurations this one started from.
  enum Kind: Hashable, Sendable {
    case cell, subtitleCell, valueCell, header, footer
  }

  /// The configuration this one started from.
  let kind: Kind

  /// The primary text.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String?

  /// The secondary text.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String?

  /// Properties for configuring the primary text.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.property
  public var textProperties = TextProperties()

  /// Properties that affect the list content configuration's text; the
  /// facade keeps the alignment and the colour (fonts and the rest are not
  /// declared).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct
  public struct TextProperties: Hashable {
    /// Constants that specify the visual alignment of the text.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/textalignment
    public enum TextAlignment: Hashable, Sendable {
      /// The default alignment for the current localization.
      case natural
      /// The text has centered alignment.
      case center
      /// The text has justified alignment.
      case justified
    }

    /// The alignment for the text. Default: `.natural`.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/alignment
    public var alignment = TextAlignment.natural

    /// The color of the text. Default: `.label`.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/color
    public var color = UIColor.label
  }

  init(kind: Kind) {
    self.kind = kind
  }

  /// The default configuration for a cell in a list.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()
  public static func cell() -> UIListContentConfiguration { .init(kind: .cell) }

  /// The default configuration for a cell with subtitle text.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/subtitlecell()
  public static func subtitleCell() -> UIListContentConfiguration { .init(kind: .subtitleCell) }

  /// The default configuration for a cell with side-by-side value text.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/valuecell()
  public static func valueCell() -> UIListContentConfiguration { .init(kind: .valueCell) }

  /// The default configuration for a header in a plain list.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/header()
  /// (iOS 18.0, tvOS 18.0, visionOS 2.0 and later, as the page gives it; Cellar
  /// supports iOS 17, whose header configurations are `plainHeader()` and
  /// `groupedHeader()` (deprecated in 18.0), so code calling this needs
  /// `if #available`)
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
  public static func header() -> UIListContentConfiguration { .init(kind: .header) }

  /// The default configuration for a footer in a plain list.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/footer()
  /// (the page was not found; `header()` is iOS 18.0 and later and the older
  /// `groupedFooter()` is deprecated in iOS 18.0, so this is probably iOS
  /// 18.0 and later too; no attribute is added without the page)
  public static func footer() -> UIListContentConfiguration { .init(kind: .footer) }

  /// Creates a list content view with this configuration.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor public func makeContentView() -> any UIView & UIContentView {
    UIListContentView(configuration: self)
  }

  /// Returns this configuration: the facade's views have a single state.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

  /// The lines a host view draws for the configuration.
  var lines: (primary: String?, secondary: String?, sideBySide: Bool) {
    (text, secondaryText, kind == .valueCell)
  }
}

/// A content view for displaying list-based content.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentview
@MainActor
open class UIListContentView: UIView, UIContentView {
  private var listConfiguration: UIListContentConfiguration

  /// Creates a list content view with the specified configuration.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentview/init(configuration:)
  ///
  /// A `convenience` initializer, as UIKit declares it (in a Swift
  /// extension): a subclass's designated initializer cannot call it through
  /// `super`.
  public convenience init(configuration: UIListContentConfiguration) {
    self.init(facadeConfiguration: configuration)
  }

  /// The designated initializer behind ``init(configuration:)``; UIKit's
  /// designated initializers are not public API.
  init(facadeConfiguration configuration: UIListContentConfiguration) {
    self.listConfiguration = configuration
    super.init(frame: .zero)
  }

  /// Not supported: the facade has no archives.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The current configuration of the view; setting one that is not a
  /// list content configuration is ignored.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentview/configuration
  open var configuration: any UIContentConfiguration {
    get { listConfiguration }
    set {
      if let list = newValue as? UIListContentConfiguration { listConfiguration = list }
    }
  }

  /// Whether the view supports a configuration: list content configurations only.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilistcontentview/supports(_:)
  open func supports(_ configuration: any UIContentConfiguration) -> Bool {
    configuration is UIListContentConfiguration
  }
}
