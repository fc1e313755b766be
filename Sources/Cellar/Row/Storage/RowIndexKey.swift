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
    var cache = Cache()
    self.init(id, cache: &cache)
  }

  /// The key of an identity, with what earlier keys of a loop learned.
  init(_ id: AnyHashable, cache: inout Cache) {
    self = Self.word(equalTo: id, cache: &cache).map(Self.word) ?? .value(id)
  }

  /// The key of a row's identity, `nil` for a row without one.
  ///
  /// - Complexity: O(1); for a row whose identity word is exact, live
  ///   and not negative (its value, whatever its integer type), no
  ///   `AnyHashable` is made.
  init?(_ storage: AnyRowStorage) {
    var cache = Cache()
    self.init(storage, cache: &cache)
  }

  /// The key of a row's identity, with what earlier keys of a loop
  /// learned: whether the last storage class keeps its identity words
  /// live (a generic class's answer takes a metadata lookup), and the last
  /// identity type that is no number.
  init?(_ storage: AnyRowStorage, cache: inout Cache) {
    let bits = storage.identityBits
    if bits.hasExactWord, bits.kind != .positional, storage.identityWord >= 0,
      cache.wordIsLive(storage)
    {
      self = .word(storage.identityWord)
      return
    }
    guard let id = storage.identityValue else { return nil }
    self.init(id, cache: &cache)
  }

  /// What the keys of a loop over rows learn once for many: the rows of a
  /// table are mostly of one storage class and one identity type.
  struct Cache {
    private var lastClass: ObjectIdentifier?
    private var lastClassIsLive = false
    /// The last identity type found to be neither an integer nor a
    /// floating-point type (asking takes two failing casts, ~170 ns).
    fileprivate var lastNoNumberType: ObjectIdentifier?

    /// Whether `storage`'s class keeps its identity words live.
    mutating func wordIsLive(_ storage: AnyRowStorage) -> Bool {
      let storageClass = type(of: storage)
      if ObjectIdentifier(storageClass) != lastClass {
        lastClass = ObjectIdentifier(storageClass)
        lastClassIsLive = storageClass.identityWordIsLive
      }
      return lastClassIsLive
    }
  }

  /// The `Int` that `id` is equal to as an `AnyHashable`, if any.
  ///
  /// - Complexity: O(1): a switch on the standard integer and
  ///   floating-point types and strings; other types are asked whether
  ///   they are numbers, once a run for a type that is none (`cache`).
  static func word(equalTo id: AnyHashable, cache: inout Cache) -> Int? {
    let base = id.base
    let word: Int?
    let type = ObjectIdentifier(type(of: base))
    switch type {
    case ObjectIdentifier(Int.self): return base as? Int
    case ObjectIdentifier(String.self), ObjectIdentifier(Substring.self): return nil
    case ObjectIdentifier(Int8.self), ObjectIdentifier(Int16.self), ObjectIdentifier(Int32.self),
      ObjectIdentifier(Int64.self), ObjectIdentifier(UInt8.self), ObjectIdentifier(UInt16.self),
      ObjectIdentifier(UInt32.self), ObjectIdentifier(UInt64.self), ObjectIdentifier(UInt.self):
      return (base as? any BinaryInteger).flatMap { Int(exactly: $0) }
    case ObjectIdentifier(Double.self): word = (base as? Double).flatMap { Int(exactly: $0) }
    case ObjectIdentifier(Float.self): word = (base as? Float).flatMap { Int(exactly: $0) }
    default:
      if type == cache.lastNoNumberType { return nil }
      if let integer = base as? any BinaryInteger {
        word = Int(exactly: integer)
      } else if let real = base as? any BinaryFloatingPoint {
        word = Int(exactly: real)
      } else {
        cache.lastNoNumberType = type
        return nil
      }
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
  /// Whether some identity given a code is an instance of a class: the
  /// app may change it in place, after which its entry sits where its
  /// old hash put it and answers for its new value (see
  /// ``ListSnapshot/carry(to:)``, which does not keep such an index).
  private(set) var holdsObjects = false
  /// The last type of a `value` identity found to be no class.
  private var lastValueType: ObjectIdentifier?

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
      if isNew {
        codeOfValue.append(next)
        noteType(of: value.base)
      }
      return (codeOfValue[entry], isNew)
    }
  }

  /// Notes whether a new identity is an instance of a class.
  ///
  /// - Complexity: O(1): one dynamic cast for each change of type.
  private mutating func noteType(of base: Any) {
    let type = ObjectIdentifier(Swift.type(of: base))
    guard !holdsObjects, type != lastValueType else { return }
    if Swift.type(of: base) is AnyClass { holdsObjects = true } else { lastValueType = type }
  }

  /// The code of an identity equal to `key`, if one was met.
  func existingCode(for key: RowIndexKey) -> Int? {
    switch key {
    case .word(let word): words.existingCode(for: word).map { codeOfWord[$0] }
    case .value(let value): values.existingCode(for: value).map { codeOfValue[$0] }
    }
  }
}
