import CellarDiff
import Foundation

/// What a ``TableError/DuplicateID`` keeps of a caller's identity: the value
/// itself when its type is one of the standard `Sendable` identity types,
/// otherwise its description, so the error is `Sendable` by the compiler's
/// check and never carries a caller's non-`Sendable` value across actors.
enum ReportedIdentity: Hashable, Sendable {
  /// A value of a known `Sendable` type.
  case value(SendableID)
  /// The description of a value of any other type.
  case described(String)

  /// Keeps `id`'s value when its type is known to be `Sendable`, else its
  /// description.
  init(_ id: AnyHashable) {
    if let value = Self.sendable(id.base) {
      self = .value(SendableID(value))
    } else {
      self = .described(String(describing: id.base))
    }
  }

  /// `base` as a `Sendable` value, when its type is one of the standard ones.
  private static func sendable(_ base: Any) -> (any Hashable & Sendable)? {
    switch base {
    case let value as Int: value
    case let value as String: value
    case let value as UUID: value
    case let value as Int8: value
    case let value as Int16: value
    case let value as Int32: value
    case let value as Int64: value
    case let value as UInt: value
    case let value as UInt8: value
    case let value as UInt16: value
    case let value as UInt32: value
    case let value as UInt64: value
    case let value as Double: value
    case let value as Float: value
    case let value as Bool: value
    case let value as Substring: value
    case let value as Character: value
    default: nil
    }
  }

  /// The identity as `AnyHashable`: the value, or its description.
  var anyHashable: AnyHashable {
    switch self {
    case .value(let value): value.anyHashable
    case .described(let text): AnyHashable(text)
    }
  }

  /// A string identity in quotes, any other as it prints.
  var quoted: String {
    switch self {
    case .value(let value):
      if let text = value.base as? String { return "\"\(text)\"" }
      return String(describing: value.base)
    case .described(let text): return text
    }
  }
}
