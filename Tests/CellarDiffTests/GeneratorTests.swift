import CellarTestSupport
import Testing

/// The random generators produce what the property tests rely on, so that
/// those tests cannot pass by testing nothing.
@Suite struct GeneratorTests {
  @Test("the same seed gives the same pair")
  func reproducible() {
    var first = SeededRandom(seed: 42)
    var second = SeededRandom(seed: 42)
    let a = first.identityPair(maxCount: 500, allowsDuplicates: true)
    let b = second.identityPair(maxCount: 500, allowsDuplicates: true)
    #expect(a.source == b.source && a.target == b.target && a.shape == b.shape)
  }

  @Test("each shape makes the change it names", arguments: EditShape.allCases)
  func shapes(shape: EditShape) throws {
    for seed in SeededRandom.seeds(60, base: 0x6E4) {
      var random = SeededRandom(seed: seed)
      let unique = random.identityPair(maxCount: 200, allowsDuplicates: false, shape: shape)
      try #require(Set(unique.source).count == unique.source.count, "\(unique)")
      try #require(Set(unique.target).count == unique.target.count, "\(unique)")
      switch shape {
      case .identical: try #require(unique.source == unique.target)
      case .emptySource: try #require(unique.source.isEmpty)
      case .emptyTarget: try #require(unique.target.isEmpty)
      case .singleMove, .swap, .reversal:
        try #require(unique.source.sorted() == unique.target.sorted())
      case .unrelated, .fewEdits, .manyEdits, .keepEnds, .shuffle: break
      }
    }
  }

  @Test("sizes reach the maximum, repeats are common when allowed, every shape comes up")
  func coverage() {
    var random = SeededRandom(seed: 7)
    var largest = 0
    var withRepeats = 0
    var shapes = Set<String>()
    for _ in 0..<1_000 {
      let pair = random.identityPair(maxCount: 2_000, allowsDuplicates: true)
      largest = max(largest, pair.source.count)
      if Set(pair.source).count < pair.source.count { withRepeats += 1 }
      shapes.insert(pair.shape.description)
    }
    #expect(largest > 1_800)
    #expect(withRepeats > 500)
    #expect(shapes.count == EditShape.allCases.count)
  }
}
