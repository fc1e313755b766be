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
public typealias RowBuilder = ContentBuilder<AnyRow>

/// Builds a table's sections: sections, arrays and optionals of them,
/// `if`/`else`, `switch` and `for`.
public typealias SectionBuilder = ContentBuilder<Section>
