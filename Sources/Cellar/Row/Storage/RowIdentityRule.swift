import Foundation

/// Where a row's identity comes from.
@usableFromInline
enum IdentityKind: UInt8, Sendable {
  /// The `id:` the caller gave; must be unique.
  case explicit
  /// The model's `id` (`Identifiable`); must be unique.
  case identifiable
  /// The model itself (`Hashable`); may repeat.
  case model
  /// The cell type and the row's position in its section; may repeat.
  case positional

  /// Whether two rows with this kind of identity may share it.
  var mustBeUnique: Bool { self == .explicit || self == .identifiable }
}

/// How a row's identity is read from its model: a type parameter of
/// ``RowStorage``, chosen by the `Row` initializer the caller used.
@usableFromInline
protocol RowIdentityRule {
  associatedtype Model
  /// The kind of identity this rule gives.
  static var kind: IdentityKind { get }
  /// Feeds the model's identity (not the model's type) to `hasher`.
  static func hash(_ model: Model, into hasher: inout Hasher)
  /// Whether two models of this type have the same identity.
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool
  /// The identity as the value `Table.indexPath(forRowID:)` finds a row by.
  static func value(_ model: Model) -> AnyHashable?
  /// The identity as a word that is equal exactly when identities are, for
  /// the built-in integer types; `nil` for other identities.
  static func word(_ model: Model) -> Int?
  /// The identity as a `Sendable` value, for the identity types known to
  /// be `Sendable` (strings and UUIDs); `nil` for others.
  static func sendable(_ model: Model) -> SendableIdentity?
}

/// Identity from the model's `Identifiable.id`.
@usableFromInline
enum IdentifiableIdentityRule<Model: Identifiable>: RowIdentityRule {
  @usableFromInline
  static var kind: IdentityKind { .identifiable }
  @usableFromInline
  static func hash(_ model: Model, into hasher: inout Hasher) { hasher.combine(model.id) }
  @usableFromInline
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { lhs.id == rhs.id }
  @usableFromInline
  static func value(_ model: Model) -> AnyHashable? { AnyHashable(model.id) }
  @usableFromInline
  static func word(_ model: Model) -> Int? { exactWord(model.id) }
  @usableFromInline
  static func sendable(_ model: Model) -> SendableIdentity? { SendableIdentity(model.id) }
}

/// Identity from the model itself (`Hashable`).
@usableFromInline
enum ModelIdentityRule<Model: Hashable>: RowIdentityRule {
  @usableFromInline
  static var kind: IdentityKind { .model }
  @usableFromInline
  static func hash(_ model: Model, into hasher: inout Hasher) { hasher.combine(model) }
  @usableFromInline
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { lhs == rhs }
  @usableFromInline
  static func value(_ model: Model) -> AnyHashable? { AnyHashable(model) }
  @usableFromInline
  static func word(_ model: Model) -> Int? { exactWord(model) }
  @usableFromInline
  static func sendable(_ model: Model) -> SendableIdentity? { SendableIdentity(model) }
}

/// A rule in which the model plays no part (the identity is the row's
/// position, or the `id:` kept in its ``RowExtras``): every method ignores
/// the model, once, here; a conformer gives only its kind, and
/// ``RowStorage`` supplies the rest.
@usableFromInline
protocol ModelFreeIdentityRule: RowIdentityRule {}

extension ModelFreeIdentityRule {
  @usableFromInline
  static func hash(_ model: Model, into hasher: inout Hasher) {}
  @usableFromInline
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { true }
  @usableFromInline
  static func value(_ model: Model) -> AnyHashable? { nil }
  @usableFromInline
  static func word(_ model: Model) -> Int? { nil }
  @usableFromInline
  static func sendable(_ model: Model) -> SendableIdentity? { nil }
}

/// Identity from the cell type and the row's position: the model plays no
/// part (see ``ModelFreeIdentityRule``; ``RowStorage`` supplies the rest).
@usableFromInline
enum PositionalIdentityRule<Model>: ModelFreeIdentityRule {
  @usableFromInline
  static var kind: IdentityKind { .positional }
}

/// Identity from the `id:` given to the row, kept in its ``RowExtras``:
/// the model plays no part (see ``ModelFreeIdentityRule``; ``RowStorage``
/// reads the id).
@usableFromInline
enum ExplicitIdentityRule<Model>: ModelFreeIdentityRule {
  @usableFromInline
  static var kind: IdentityKind { .explicit }
}

/// An identity value of a type known to be `Sendable`, so that it can cross
/// to a background diff as it is (the compiler checks the cases).
@usableFromInline
enum SendableIdentity: Hashable, Sendable {
  case string(String)
  case uuid(UUID)

  /// `value` as a `Sendable` identity, when it is a `String` or a `UUID`.
  init?<Value>(_ value: Value) {
    if let text = value as? String {
      self = .string(text)
    } else if let uuid = value as? UUID {
      self = .uuid(uuid)
    } else {
      return nil
    }
  }
}

/// `value` as one word, equal for two values of the same type exactly when
/// the values are equal: for the built-in integer types; `nil` for others.
///
/// A row's integer identity becomes its ``AnyRowStorage/identityWord``, so
/// that a diff compares such rows by one word, without calling `==`. The
/// type is checked first (one comparison per case), so a value of another
/// type is never cast.
func exactWord<Value>(_ value: Value) -> Int? {
  switch ObjectIdentifier(Value.self) {
  case ObjectIdentifier(Int.self): value as? Int
  case ObjectIdentifier(UInt.self): (value as? UInt).map { Int(bitPattern: $0) }
  case ObjectIdentifier(Int64.self): (value as? Int64).map { Int($0) }
  case ObjectIdentifier(UInt64.self): (value as? UInt64).map { Int(truncatingIfNeeded: $0) }
  case ObjectIdentifier(Int32.self): (value as? Int32).map { Int($0) }
  case ObjectIdentifier(UInt32.self): (value as? UInt32).map { Int($0) }
  case ObjectIdentifier(Int16.self): (value as? Int16).map { Int($0) }
  case ObjectIdentifier(UInt16.self): (value as? UInt16).map { Int($0) }
  case ObjectIdentifier(Int8.self): (value as? Int8).map { Int($0) }
  case ObjectIdentifier(UInt8.self): (value as? UInt8).map { Int($0) }
  default: nil
  }
}
