import Foundation

/// A row identity as the row indexes key it (a snapshot's, and
/// `indexPath(forRowID:)`'s): equal exactly when the identities are equal
/// as `AnyHashable`s, and made without an `AnyHashable` for the integer
/// identities most tables have.
///
/// `AnyHashable` finds numbers of any type equal by value (`5`,
/// `UInt8(5)` and `5.0` are one identity), so every identity equal to some
/// `Int` is keyed by that `Int` (``word(_:)``), and every other by its
/// `AnyHashable` (``value(_:)``): two keys of different cases are never
/// equal identities.
enum RowIndexKey: Hashable {
  /// An identity equal, as an `AnyHashable`, to this `Int`.
  case word(Int)
  /// Any other identity.
  case value(AnyHashable)

  /// The key of a caller's identity.
  init(_ id: AnyHashable) {
    self = Self.word(equalTo: id).map(Self.word) ?? .value(id)
  }

  /// The key of a row's identity, `nil` for a row without one.
  ///
  /// - Complexity: O(1); for a row whose identity word is exact, live
  ///   and not negative (its value, whatever its integer type), no
  ///   `AnyHashable` is made.
  init?(_ storage: AnyRowStorage) {
    var classes = LiveWordClasses()
    self.init(storage, classes: &classes)
  }

  /// The key of a row's identity, asking each storage class once whether
  /// its words are live (a generic class's answer takes a metadata lookup).
  init?(_ storage: AnyRowStorage, classes: inout LiveWordClasses) {
    let bits = storage.identityBits
    if bits.hasExactWord, bits.kind != .positional, storage.identityWord >= 0,
      classes.wordIsLive(storage)
    {
      self = .word(storage.identityWord)
      return
    }
    guard let id = storage.identityValue else { return nil }
    self.init(id)
  }

  /// The last storage class asked whether its identity words are live,
  /// and its answer (the rows of a table are mostly of one class).
  struct LiveWordClasses {
    private var last: ObjectIdentifier?
    private var lastIsLive = false

    /// Whether `storage`'s class keeps its identity words live.
    mutating func wordIsLive(_ storage: AnyRowStorage) -> Bool {
      let storageClass = type(of: storage)
      if ObjectIdentifier(storageClass) != last {
        last = ObjectIdentifier(storageClass)
        lastIsLive = storageClass.identityWordIsLive
      }
      return lastIsLive
    }
  }

  /// The `Int` that `id` is equal to as an `AnyHashable`, if any.
  ///
  /// - Complexity: O(1): a switch on the standard integer and
  ///   floating-point types and strings; other types are asked whether
  ///   they are numbers.
  static func word(equalTo id: AnyHashable) -> Int? {
    let base = id.base
    let word: Int?
    switch ObjectIdentifier(type(of: base)) {
    case ObjectIdentifier(Int.self): return base as? Int
    case ObjectIdentifier(String.self), ObjectIdentifier(Substring.self): return nil
    case ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self),
      ObjectIdentifier(Int64.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self),
      ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self), ObjectIdentifier(UInt.self):
      return (base as? any BinaryInteger).flatMap { Int(exactly: $0) }
    case ObjectIdentifier(Double.self): word = (base as? Double).flatMap { Int(exactly: $0) }
    case ObjectIdentifier(Float.self): word = (base as? Float).flatMap { Int(exactly: $0) }
    default:
      word =
        (base as? any BinaryInteger).flatMap { Int(exactly: $0) }
        ?? (base as? any BinaryFloatingPoint).flatMap { Int(exactly: $0) }
    }
    // Floats and other number types: kept only when `AnyHashable` agrees.
    guard let word, AnyHashable(word) == id else { return nil }
    return word
  }
}

/// Dense codes for row identities (`0, 1, 2, ...` in the order first
/// met), in two tables: identities equal to an `Int`, keyed by it (8 bytes
/// an entry, hashed as an `Int`), and the others by their `AnyHashable`.
struct RowIndexCodes {
  private var words = IdentityCodes<Int>()
  private var values = IdentityCodes<AnyHashable>()
  /// The code of each entry of `words`, and of `values`.
  private var codeOfWord: [Int] = []
  private var codeOfValue: [Int] = []

  /// Room for `capacity` identities like `sample` (in the table of words
  /// or of values).
  init(capacity: Int = 0, like sample: RowIndexKey? = nil) {
    switch sample {
    case .word: words = IdentityCodes(capacity: capacity)
    case .value: values = IdentityCodes(capacity: capacity)
    case nil: break
    }
  }

  /// The number of codes given.
  var count: Int { codeOfWord.count + codeOfValue.count }

  /// The code of an identity equal to `key`, the next one when none is.
  mutating func code(for key: RowIndexKey) -> (code: Int, isNew: Bool) {
    let next = count
    switch key {
    case .word(let word):
      let (entry, isNew) = words.code(for: word)
      if isNew { codeOfWord.append(next) }
      return (codeOfWord[entry], isNew)
    case .value(let value):
      let (entry, isNew) = values.code(for: value)
      if isNew { codeOfValue.append(next) }
      return (codeOfValue[entry], isNew)
    }
  }

  /// The code of an identity equal to `key`, if one was met.
  func existingCode(for key: RowIndexKey) -> Int? {
    switch key {
    case .word(let word): words.existingCode(for: word).map { codeOfWord[$0] }
    case .value(let value): values.existingCode(for: value).map { codeOfValue[$0] }
    }
  }
}
