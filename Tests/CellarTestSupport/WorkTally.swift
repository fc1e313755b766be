import Foundation

/// Counts the `==` and `hash(into:)` calls made on the ``TalliedKey``s that
/// share it: a measure of work that the machine's load cannot change.
///
/// A test of growth compares the counts at two sizes. Wall time does that
/// badly on a shared two-core machine, and worse under a sanitizer (a
/// 1,000,000-element diff took 175 s under the address sanitizer in one CI
/// run and 40 s in another); the count of calls is the same in every run.
///
/// ```swift
/// let tally = WorkTally()
/// _ = Set((0..<1_000).map { TalliedKey($0, tally) })
/// #expect(tally.calls >= 1_000)
/// ```
public final class WorkTally: @unchecked Sendable {
  // `Atomic` needs macOS 15; the package supports 14. Every access holds
  // the lock.
  private let lock = NSLock()
  private var count = 0

  /// Creates a tally at zero.
  public init() {}

  /// The calls counted so far.
  public var calls: Int { lock.withLock { count } }

  /// Counts one call.
  public func tick() { lock.withLock { count += 1 } }

  /// The calls that `body` makes: the count after it, less the count before.
  ///
  /// - Parameter body: The work to count.
  public func calls(in body: () throws -> Void) rethrows -> Int {
    let before = calls
    try body()
    return calls - before
  }
}

/// An integer identity whose `==` and `hash(into:)` each count one call on
/// its ``WorkTally``; equal values are equal whatever their tally.
public struct TalliedKey: Hashable, Sendable, CustomStringConvertible {
  /// The identity.
  public let value: Int
  /// Where this key's calls are counted.
  public let tally: WorkTally

  /// Creates a key for `value` that counts its calls on `tally`.
  ///
  /// - Parameters:
  ///   - value: The identity.
  ///   - tally: Where to count.
  public init(_ value: Int, _ tally: WorkTally) {
    self.value = value
    self.tally = tally
  }

  /// The value, as an `Int` prints.
  public var description: String { "\(value)" }

  /// Whether the values are equal; counts one call.
  public static func == (lhs: TalliedKey, rhs: TalliedKey) -> Bool {
    lhs.tally.tick()
    return lhs.value == rhs.value
  }

  /// Hashes the value; counts one call.
  public func hash(into hasher: inout Hasher) {
    tally.tick()
    hasher.combine(value)
  }
}
