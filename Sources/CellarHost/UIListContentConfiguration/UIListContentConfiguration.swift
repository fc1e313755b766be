import Foundation

extension Headless {
  /// UIKit's `UIListContentConfiguration`: a list element's text and
  /// secondary text, laid out in one of UIKit's styles.
  ///
  /// Get one from a cell's or header's `defaultContentConfiguration()` or a
  /// style function (``cell()``, ``subtitleCell()``, ``valueCell()``,
  /// ``groupedHeader()``...), set its text, and assign it to the view's
  /// `contentConfiguration`. The table's text rendering draws the text, then
  /// the secondary text on the lines below, or after the text on the first
  /// line (``valueCell()``, or when ``prefersSideBySideTextAndSecondaryText``).
  /// Images, fonts and colors are not simulated.
  public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// The style a configuration was made for.
    enum Style: Hashable, Sendable {
      case cell, subtitleCell, valueCell, sidebarCell, sidebarSubtitleCell
      case accompaniedSidebarCell, accompaniedSidebarSubtitleCell
      case plainHeader, plainFooter, groupedHeader, groupedFooter
      case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader
      case header, footer
    }

    /// How a text is laid out, UIKit's `UIListContentConfiguration.TextProperties`
    /// reduced to what text rendering shows.
    public struct TextProperties: Hashable, Sendable {
      /// The most lines drawn; 0 for no limit (the default).
      public var numberOfLines = 0

      /// How the text lines up in its space, UIKit's
      /// `UIListContentConfiguration.TextProperties.TextAlignment`. The text
      /// rendering centres a ``center`` text's lines in the columns left
      /// beside the indent and the accessory; ``natural`` and ``justified``
      /// lines start at the leading edge (one space between words: a
      /// justified line looks like a natural one).
      public enum TextAlignment: Int, Hashable, Sendable {
        /// The writing direction's leading edge (the default).
        case natural = 0
        /// Centred.
        case center = 1
        /// Justified; its last line at the leading edge.
        case justified = 2
      }

      /// How the text lines up. Default: ``TextAlignment-swift.enum/natural``.
      public var alignment = TextAlignment.natural

      /// The text's colour. Default: ``UIColor/label`` (UIKit's default for
      /// primary text; kept, not drawn).
      public var color = UIColor.label

      /// Text properties with no line limit.
      public init() {}
    }

    /// The style the configuration was made for.
    let style: Style

    /// The primary text.
    public var text: String?

    /// The secondary text.
    public var secondaryText: String?

    /// How the primary text is laid out.
    public var textProperties = TextProperties()

    /// How the secondary text is laid out.
    public var secondaryTextProperties = TextProperties()

    /// Whether the secondary text goes after the text on the same line.
    public var prefersSideBySideTextAndSecondaryText: Bool

    /// The padding between the text and the secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    /// The padding between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0

    init(style: Style) {
      self.style = style
      prefersSideBySideTextAndSecondaryText = style == .valueCell
    }

    /// A cell in a list: one text, the secondary text below it.
    public static func cell() -> Self { Self(style: .cell) }
    /// A cell with subtitle text below its text.
    public static func subtitleCell() -> Self { Self(style: .subtitleCell) }
    /// A cell with value text beside its text, at the trailing edge.
    public static func valueCell() -> Self { Self(style: .valueCell) }
    /// A cell in a sidebar.
    public static func sidebarCell() -> Self { Self(style: .sidebarCell) }
    /// A cell in a sidebar with subtitle text.
    public static func sidebarSubtitleCell() -> Self { Self(style: .sidebarSubtitleCell) }
    /// A cell in an accompanied sidebar.
    public static func accompaniedSidebarCell() -> Self { Self(style: .accompaniedSidebarCell) }
    /// A cell in an accompanied sidebar with subtitle text.
    public static func accompaniedSidebarSubtitleCell() -> Self {
      Self(style: .accompaniedSidebarSubtitleCell)
    }
    /// A header in a plain list.
    public static func plainHeader() -> Self { Self(style: .plainHeader) }
    /// A footer in a plain list.
    public static func plainFooter() -> Self { Self(style: .plainFooter) }
    /// A header in a grouped list.
    public static func groupedHeader() -> Self { Self(style: .groupedHeader) }
    /// A footer in a grouped list.
    public static func groupedFooter() -> Self { Self(style: .groupedFooter) }
    /// A prominent header in an inset grouped list.
    public static func prominentInsetGroupedHeader() -> Self {
      Self(style: .prominentInsetGroupedHeader)
    }
    /// An extra prominent header in an inset grouped list.
    public static func extraProminentInsetGroupedHeader() -> Self {
      Self(style: .extraProminentInsetGroupedHeader)
    }
    /// A header in a sidebar.
    public static func sidebarHeader() -> Self { Self(style: .sidebarHeader) }
    /// A header that takes the styling of the list it is in (iOS 18): the
    /// host draws every header alike.
    public static func header() -> Self { Self(style: .header) }
    /// A footer that takes the styling of the list it is in (iOS 18): the
    /// host draws every footer alike.
    public static func footer() -> Self { Self(style: .footer) }

    /// Makes a ``UIListContentView`` showing this configuration.
    ///
    /// - Returns: The view.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
      UIListContentView(configuration: self)
    }

    /// This configuration: the host draws no state-dependent styling.
    ///
    /// - Parameter state: The state.
    /// - Returns: `self`.
    public func updated(for state: any UIConfigurationState) -> Self { self }

    /// The text lines, at most ``TextProperties/numberOfLines``.
    var primaryLines: [String] { Self.lines(of: text, limit: textProperties.numberOfLines) }

    /// The secondary text lines, at most ``TextProperties/numberOfLines``.
    var secondaryLines: [String] {
      Self.lines(of: secondaryText, limit: secondaryTextProperties.numberOfLines)
    }

    /// The number of lines ``drawn(width:indent:trailing:)`` draws at a
    /// width (without the one line it draws for no text).
    ///
    /// - Parameter width: The number of columns.
    func lineCount(width: Int) -> Int {
      let primary = primaryLines
      let secondary = secondaryLines
      let shared =
        !primary.isEmpty && sideBySide(primary, secondary, width: width, trailing: nil)
      return primary.count + secondary.count - (shared ? 1 : 0)
    }

    /// Whether the first secondary line goes on the first line, before the
    /// trailing text: when side by side is preferred and it fits beside the
    /// first text line (else they stack, as UIKit does when there is not
    /// room).
    private func sideBySide(
      _ primary: [String], _ secondary: [String], width: Int, trailing: String?
    ) -> Bool {
      guard prefersSideBySideTextAndSecondaryText, let detail = secondary.first else {
        return false
      }
      let trailingWidth = trailing.map { $0.count + 1 } ?? 0
      return (primary.first?.count ?? 0) + 2 + detail.count + trailingWidth <= max(0, width)
    }

    /// The configuration drawn in `width` columns, as a list lays it out:
    /// the text at the leading edge, `trailing` (an accessory) at the
    /// trailing edge of the first line, never cut off by long text; the
    /// secondary text before `trailing` when side by side and there is room
    /// for both, else on the lines below the text.
    ///
    /// - Parameters:
    ///   - width: The number of columns.
    ///   - indent: Columns left blank before the text.
    ///   - trailing: What the first line ends with, if anything.
    /// - Returns: At least one line.
    func drawn(width: Int, indent: Int, trailing: String?) -> [String] {
      let columns = max(0, width - max(0, indent))
      var primary = primaryLines.map { Self.aligned($0, textProperties.alignment, columns) }
      var secondary = secondaryLines.map {
        Self.aligned($0, secondaryTextProperties.alignment, columns)
      }
      var right = trailing ?? ""
      var first = ""
      if sideBySide(primaryLines, secondaryLines, width: width - indent, trailing: trailing) {
        primary = primaryLines
        secondary = secondaryLines
        right = [secondary.removeFirst(), right].filter { !$0.isEmpty }.joined(separator: " ")
        if !primary.isEmpty { first = primary.removeFirst() }
      } else if !primary.isEmpty {
        first = primary.removeFirst()
      } else if !secondary.isEmpty {
        first = secondary.removeFirst()
      }
      let pad = String(repeating: " ", count: indent)
      let rest = (primary + secondary).map { String((pad + $0).prefix(max(0, width))) }
      return [Self.twoColumns(pad + first, right, width: width)] + rest
    }

    /// `line` as `alignment` places it in `columns`: a centred line gets
    /// half the spare columns before it (trailing spaces are left to the
    /// table's rendering to trim); any other line is unchanged.
    private static func aligned(
      _ line: String, _ alignment: TextProperties.TextAlignment, _ columns: Int
    ) -> String {
      guard alignment == .center else { return line }
      let padding = max(0, (min(columns, 4_096) - line.count) / 2)
      return String(repeating: " ", count: padding) + line
    }

    /// One line with `left` at the start and `right` at the end, at least
    /// two spaces between them (at most 4,096 columns: a wider width draws
    /// no wider line). `left` is cut to keep `right` whole, as a list keeps
    /// its accessory at the trailing edge; `right` is cut only when it
    /// alone is wider than `width`.
    static func twoColumns(_ left: String, _ right: String, width: Int) -> String {
      let width = min(max(0, width), 4_096)
      guard !right.isEmpty else { return String(left.prefix(width)) }
      guard right.count + 2 < width else { return String(right.suffix(width)) }
      let kept = left.prefix(width - right.count - 2)
      return kept + String(repeating: " ", count: width - kept.count - right.count) + right
    }

    private static func lines(of text: String?, limit: Int) -> [String] {
      guard let text, !text.isEmpty else { return [] }
      let all = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map(String.init)
      return limit > 0 ? Array(all.prefix(limit)) : all
    }
  }

  /// UIKit's `UIListContentView`: the view a ``UIListContentConfiguration``
  /// makes.
  @MainActor
  open class UIListContentView: UIView, UIContentView {
    /// The list configuration shown.
    private var listConfiguration: UIListContentConfiguration

    /// The configuration shown; setting another kind of configuration is
    /// ignored (UIKit asks for a list content configuration).
    open var configuration: any UIContentConfiguration {
      get { listConfiguration }
      set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }

    /// Creates a view showing a list configuration.
    ///
    /// - Parameter configuration: The configuration.
    public init(configuration: UIListContentConfiguration) {
      listConfiguration = configuration
      super.init(frame: .zero)
    }

    /// Creates a view from an archive; always fails on the host.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Whether the view can show a configuration: any list configuration.
    ///
    /// - Parameter configuration: The configuration.
    /// - Returns: Whether it is a ``UIListContentConfiguration``.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
      configuration is UIListContentConfiguration
    }

    /// The list configuration shown, for the cell's text rendering.
    var list: UIListContentConfiguration { listConfiguration }

    override var drawnText: String? {
      let lines = listConfiguration.primaryLines + listConfiguration.secondaryLines
      return lines.isEmpty ? nil : lines.joined(separator: " ")
    }
  }
}
