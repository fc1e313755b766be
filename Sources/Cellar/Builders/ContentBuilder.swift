/// Builds an array of one kind of table content from statements: elements,
/// arrays of them, optionals, `if`/`else`, `switch` and `for`, with no limit
/// on their number.
///
/// One builder serves every kind of content: ``RowBuilder`` builds a
/// section's rows (``AnyRow``, from any ``RowRepresentable``), and
/// ``SectionBuilder`` a table's sections.
///
/// ```swift
/// Section(id: "movies") {
///   Row<TitleCell>(model: "Featured")
///   if showsAll { for movie in movies { Row<MovieCell>(model: movie) } }
/// }
/// ```
@resultBuilder
public enum ContentBuilder<Element> {
  /// An element.
  public static func buildExpression(_ element: Element) -> [Element] { [element] }

  /// An optional element: none when `nil`.
  public static func buildExpression(_ element: Element?) -> [Element] {
    element.map { [$0] } ?? []
  }

  /// An array of elements.
  public static func buildExpression(_ elements: [Element]) -> [Element] { elements }

  /// The statements of a block, in order.
  public static func buildBlock(_ components: [Element]...) -> [Element] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(_ component: [Element]?) -> [Element] { component ?? [] }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [Element]) -> [Element] { component }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [Element]) -> [Element] { component }

  /// A `for` loop.
  public static func buildArray(_ components: [[Element]]) -> [Element] {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ component: [Element]) -> [Element] { component }
}

extension ContentBuilder where Element == AnyRow {
  /// A row of any type.
  public static func buildExpression(_ row: some RowRepresentable) -> [AnyRow] { [row.anyRow] }

  /// An optional row of any type: none when `nil`.
  public static func buildExpression(_ row: (some RowRepresentable)?) -> [AnyRow] {
    row.map { [$0.anyRow] } ?? []
  }

  /// An array of rows of one type.
  public static func buildExpression<Row: RowRepresentable>(_ rows: [Row]) -> [AnyRow] {
    rows.map(\.anyRow)
  }

  /// An array of rows of any types.
  public static func buildExpression(_ rows: [any RowRepresentable]) -> [AnyRow] {
    rows.map(\.anyRow)
  }
}

/// Builds a section's rows: rows of any type (``Row``, ready-made rows,
/// ``AnyRow``), arrays and optionals of them, `if`/`else`, `switch` and `for`.
///
/// A builder takes expressions, not statements, so a row is set up with
/// modifiers: each settable property of ``Row`` has a method of the same
/// name that returns the row with it set (SwiftUI style), and they chain.
///
/// ```swift
/// Section(id: "inbox") {
///   for mail in inbox {
///     Row<MailCell>(model: mail) { mail, _ in open(mail) }
///       .height(72)
///       .leadingSwipeActions([SwipeAction(title: "Read") { mail, _ in markRead(mail); return true }])
///       .onDelete { mail, _ in archive(mail) }
///       .prefetch { mail, _ in avatars.preload(mail.sender) }
///   }
///   Row<LoadingCell>(model: nextPage, id: "more-\(nextPage)")
///     .onWillDisplay { page, _ in feed.load(page) }
///   SwitchRow(title: "Sounds", isOn: settings.sounds, id: "inbox.sounds")
///     .deselectAction { _, _ in log("deselected") }
/// }
/// ```
///
/// The modifiers: ``Row/height(_:)``, ``Row/action(_:)``,
/// ``Row/deselectAction(_:)``, ``Row/canEdit(_:)``, ``Row/canMove(_:)``,
/// ``Row/onDelete(_:)``, ``Row/onMove(_:)``, ``Row/leadingSwipeActions(_:)``,
/// ``Row/trailingSwipeActions(_:)``, ``Row/prefetch(_:)``,
/// ``Row/cancelPrefetch(_:)``, ``Row/onWillDisplay(_:)`` and
/// ``Row/onDidEndDisplaying(_:)``; a header or footer has
/// ``HeaderFooter/height(_:)``, ``HeaderFooter/onWillDisplay(_:)`` and
/// ``HeaderFooter/onDidEndDisplaying(_:)``.
///
/// Writing `row.prefetch = …` inside the builder fails to compile
/// ("cannot convert value of type '()' to expected argument type …"): an
/// assignment is a statement. Use the modifier, or set the row up before
/// the section and list it by name.
public typealias RowBuilder = ContentBuilder<AnyRow>

/// Builds a table's sections: sections, arrays and optionals of them,
/// `if`/`else`, `switch` and `for`.
public typealias SectionBuilder = ContentBuilder<Section>
