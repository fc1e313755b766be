/// Builds a section's rows from statements: rows, arrays of rows,
/// optionals, `if`/`else`, `switch` and `for`, with no limit on their number.
@resultBuilder
public enum RowBuilder {
  /// A row.
  public static func buildExpression(_ row: some RowRepresentable) -> [AnyRow] { [row.anyRow] }

  /// An optional row: none when `nil`.
  public static func buildExpression(_ row: (some RowRepresentable)?) -> [AnyRow] {
    row.map { [$0.anyRow] } ?? []
  }

  /// An array of rows of one type.
  public static func buildExpression<Element: RowRepresentable>(_ rows: [Element]) -> [AnyRow] {
    rows.map(\.anyRow)
  }

  /// An array of rows of any types.
  public static func buildExpression(_ rows: [any RowRepresentable]) -> [AnyRow] {
    rows.map(\.anyRow)
  }

  /// The statements of a block, in order.
  public static func buildBlock(_ components: [AnyRow]...) -> [AnyRow] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(_ component: [AnyRow]?) -> [AnyRow] { component ?? [] }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [AnyRow]) -> [AnyRow] { component }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [AnyRow]) -> [AnyRow] { component }

  /// A `for` loop.
  public static func buildArray(_ components: [[AnyRow]]) -> [AnyRow] {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ component: [AnyRow]) -> [AnyRow] { component }
}

/// Builds a table's sections from statements: sections, arrays of sections,
/// optionals, `if`/`else`, `switch` and `for`, with no limit on their number.
@resultBuilder
public enum SectionBuilder {
  /// A section.
  public static func buildExpression(_ section: Section) -> [Section] { [section] }

  /// An optional section: none when `nil`.
  public static func buildExpression(_ section: Section?) -> [Section] {
    section.map { [$0] } ?? []
  }

  /// An array of sections.
  public static func buildExpression(_ sections: [Section]) -> [Section] { sections }

  /// The statements of a block, in order.
  public static func buildBlock(_ components: [Section]...) -> [Section] {
    components.flatMap { $0 }
  }

  /// An `if` without `else`.
  public static func buildOptional(_ component: [Section]?) -> [Section] { component ?? [] }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither(first component: [Section]) -> [Section] { component }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither(second component: [Section]) -> [Section] { component }

  /// A `for` loop.
  public static func buildArray(_ components: [[Section]]) -> [Section] {
    components.flatMap { $0 }
  }

  /// An `if #available` block.
  public static func buildLimitedAvailability(_ component: [Section]) -> [Section] { component }
}
