import CellarDiff
import CellarTestSupport
import Testing

/// The interning table the layers above the differ use for user identities.
@Suite struct IdentityCodesTests {
  @Test("codes are dense, in the order first met, and found again")
  func denseCodes() {
    var codes = IdentityCodes<Int>()
    let values = (0..<1000).map { $0 * 7919 % 1000 }
    for (index, value) in values.enumerated() {
      let (code, isNew) = codes.code(for: value)
      #expect(code == index)
      #expect(isNew)
    }
    for value in values {
      #expect(codes.code(for: value).isNew == false)
      #expect(codes.existingCode(for: value).map { codes.id(ofCode: $0) } == value)
    }
    #expect(codes.count == 1000)
    #expect(codes.existingCode(for: 1000) == nil)
  }

  // The layers above the differ interned section ids and background row
  // keys in a `Dictionary`, which traps in debug builds ("Duplicate keys of
  // type 'SectionKey' were found in a Dictionary") when a key's hash
  // disagrees with its `==`, or its `==` is random; the fuzzers' hostile
  // modes found both.
  @Test(
    "identities whose == or hash misbehave never trap, and plain ones keep their codes",
    arguments: SeededRandom.seeds(4))
  func hostileIdentities(seed: UInt64) {
    let coin = Coin(seed: seed)
    var random = SeededRandom(seed: seed)
    var codes = IdentityCodes<HostileID>()
    var plain: [Int: Int] = [:]
    for _ in 0..<TestEnvironment.scaled(2_000, full: 20_000) {
      let kind = HostileID.Kind.allCases[random.int(HostileID.Kind.allCases.count)]
      let id = HostileID(kind, random.int(300), coin: coin)
      let (code, isNew) = codes.code(for: id)
      #expect(code < codes.count)
      if kind == .nan || kind == .neverEqual { #expect(isNew) }
      if kind == .plain {
        if let known = plain[id.value] {
          #expect(code == known, "seed \(seed)")
        } else {
          plain[id.value] = code
        }
      }
    }
  }
}
