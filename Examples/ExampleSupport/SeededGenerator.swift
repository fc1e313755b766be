/// A small, fast random number generator with a seed (SplitMix64), so a run
/// with the same seed makes the same choices on every machine.
///
/// ```swift
/// var random = SeededGenerator(seed: 42)
/// let count = Int.random(in: 1...5, using: &random)
/// ```
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator from a seed.
  ///
  /// - Parameter seed: The seed; equal seeds give equal sequences.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Returns: A random value.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
