import CellarOracles
import Testing

/// A fast, seedable random number generator (SplitMix64) for reproducible
/// property tests.
///
/// Every random test takes its seed from ``SeededRandom/seeds(_:base:)`` or a
/// fixed value, and reports it through ``withSeed(_:_:sourceLocation:_:)`` when
/// an expectation fails, so any failure can be replayed with that one seed.
/// Set the environment variable `CELLAR_SEED` to replay one seed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  /// The seed this generator started from.
  public let seed: UInt64
  private var generator: SplitMix64

  /// Creates a generator that yields the same sequence for the same seed.
  public init(seed: UInt64) {
    self.seed = seed
    self.generator = SplitMix64(seed: seed)
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 { generator.next() }

  /// A random integer in `0..<upperBound` (0 when `upperBound` is 0).
  public mutating func int(_ upperBound: Int) -> Int {
    upperBound <= 0 ? 0 : Int.random(in: 0..<upperBound, using: &self)
  }

  /// `true` with the given probability.
  public mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &self) < probability
  }

  /// The seeds a property test runs: `count` seeds derived from `base`, or only
  /// the one in the environment variable `CELLAR_SEED` when it is set.
  public static func seeds(_ count: Int, base: UInt64 = 0xCE11A2) -> [UInt64] {
    if let text = environmentSeed, let seed = UInt64(text) { return [seed] }
    return (0..<UInt64(count)).map { base &* 1_000_003 &+ $0 }
  }

  private static var environmentSeed: String? {
    #if canImport(Glibc) || canImport(Darwin)
      return getenvString("CELLAR_SEED")
    #else
      return nil
    #endif
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

private func getenvString(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}

/// Runs `body` with a generator for `seed`; when the body throws (a failed
/// `#require` throws), records one more issue naming the seed and how to
/// replay it, then rethrows.
///
/// Inside the body, check with `#require` rather than `#expect`, so that the
/// first failure stops the case and is reported with its seed.
public func withSeed<Result>(
  _ seed: UInt64,
  _ label: String = "",
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (inout SeededRandom) throws -> Result
) throws -> Result {
  var random = SeededRandom(seed: seed)
  do {
    return try body(&random)
  } catch {
    recordSeedFailure(seed, label, sourceLocation)
    throw error
  }
}

/// Records that the case with `seed` failed, saying how to replay it.
func recordSeedFailure(_ seed: UInt64, _ label: String, _ sourceLocation: SourceLocation) {
  let what = label.isEmpty ? "" : " (\(label))"
  Issue.record(
    "seeded case failed\(what): seed \(seed); replay with CELLAR_SEED=\(seed)",
    sourceLocation: sourceLocation)
}
