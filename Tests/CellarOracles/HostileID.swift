import Foundation

/// A seeded source of coin flips that several values share, so that an
/// `==` or a `hash(into:)` can answer differently each time it is asked.
///
/// Deterministic for a seed and a sequence of calls, so a failing case
/// replays exactly.
public final class Coin: @unchecked Sendable {
  // Sendable: its only state is behind `lock`.
  private let lock = NSLock()
  private var random: SplitMix64

  /// Creates a coin whose flips follow from `seed`.
  public init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// The next flip.
  public func flip() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return random.next() & 1 == 1
  }
}

/// An identity whose `Hashable` conformance breaks the rules on purpose,
/// the way real models do by accident: a NaN field, an `==` that is always
/// false or random, a hash inconsistent with `==` or with itself.
///
/// A differ must give a changeset that replays source to target for any of
/// them, and never trap: an element not equal to itself is simply deleted
/// and inserted.
public struct HostileID: Hashable, Sendable, CustomStringConvertible {
  /// How the identity misbehaves.
  public enum Kind: UInt8, Sendable, CaseIterable {
    /// Well behaved: equal when the values are equal.
    case plain
    /// Like `Double.nan`: not equal to anything, itself included; a stable hash.
    case nan
    /// `==` is always false; every such identity hashes alike, so that the
    /// differ's hash table compares them often.
    case neverEqual
    /// `==` flips a coin each time it is asked (against anything); one hash for all.
    case coinFlip
    /// Equal to a ``plain`` identity of the same value, but hashed differently.
    case hashMismatch
    /// Equal by value, but its hash flips a coin each time it is computed.
    case unstableHash
  }

  /// How it misbehaves.
  public let kind: Kind
  /// Its value.
  public let value: Int
  /// The coin its random answers come from (``Kind/coinFlip`` and ``Kind/unstableHash``).
  public let coin: Coin?

  /// Creates an identity.
  public init(_ kind: Kind, _ value: Int, coin: Coin? = nil) {
    self.kind = kind
    self.value = value
    self.coin = coin
  }

  /// A well-behaved identity.
  public static func plain(_ value: Int) -> HostileID { HostileID(.plain, value) }

  /// Whether this identity can never be equal to anything (so a correct
  /// differ never matches it).
  public var isNeverEqual: Bool { kind == .nan || kind == .neverEqual }

  /// Whether `==` on this identity is deterministic and reflexive-consistent
  /// (plain and hash-inconsistent kinds): the differ's matching is then
  /// checked for the fewest changes too.
  public var hasDeterministicEquality: Bool { kind != .coinFlip }

  /// Never equal for ``Kind/nan`` and ``Kind/neverEqual``; a coin flip for
  /// ``Kind/coinFlip``; else equal when the values are.
  public static func == (lhs: HostileID, rhs: HostileID) -> Bool {
    if lhs.isNeverEqual || rhs.isNeverEqual { return false }
    if lhs.kind == .coinFlip || rhs.kind == .coinFlip {
      return (lhs.coin ?? rhs.coin)?.flip() ?? false
    }
    return lhs.value == rhs.value
  }

  /// Hashes by kind: see ``Kind``.
  public func hash(into hasher: inout Hasher) {
    switch kind {
    case .plain, .nan: hasher.combine(value)
    case .neverEqual: hasher.combine(-1)
    case .coinFlip: hasher.combine(-2)
    case .hashMismatch: hasher.combine(value &* 31 &+ 7)
    case .unstableHash: hasher.combine(coin?.flip() == true ? value : ~value)
    }
  }

  /// The kind and the value, as in `nan3` or `7` (plain).
  public var description: String {
    switch kind {
    case .plain: "\(value)"
    case .nan: "nan\(value)"
    case .neverEqual: "never\(value)"
    case .coinFlip: "coin\(value)"
    case .hashMismatch: "hashmis\(value)"
    case .unstableHash: "unstable\(value)"
    }
  }
}
