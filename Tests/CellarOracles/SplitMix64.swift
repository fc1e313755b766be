/// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast random number
/// generator with a seed, the one source of reproducible randomness for
/// the tests, the fuzz drivers, the examples and the benchmark.
///
/// Equal seeds give equal sequences on every machine, so a run (a failing
/// random test, an example's output, a benchmark's data) replays exactly.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let count = Int.random(in: 1...5, using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  ///
  /// - Parameter seed: The seed; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits: SplitMix64's step and output function.
  ///
  /// - Returns: A random value.
  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
