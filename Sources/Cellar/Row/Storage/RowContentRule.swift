/// How two models of rows with the same identity are compared for content:
/// a type parameter of ``RowStorage``, chosen by the `Row` initializer the
/// caller used.
@usableFromInline
protocol RowContentRule {
  associatedtype Model
  /// Whether two models with the same bytes count as equal without asking
  /// ``isEqual(_:_:)`` (true of `==`, which is reflexive).
  static var sameBytesAreEqual: Bool { get }
  /// Whether two models are the same content.
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool
}

/// Content equality is the model's `==`.
@usableFromInline
enum EquatableContentRule<Model: Equatable>: RowContentRule {
  @usableFromInline
  static var sameBytesAreEqual: Bool { true }
  @usableFromInline
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { lhs == rhs }
}

/// Content is never known to be equal: the row counts as changed on every update.
@usableFromInline
enum OpaqueContentRule<Model>: RowContentRule {
  @usableFromInline
  static var sameBytesAreEqual: Bool { false }
  @usableFromInline
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { false }
}
