import CellarTestSupport
import Testing

@testable import CellarDiff

/// The keyed hash of all-ASCII `String` identities, and the differ's
/// switch to `hashValue` when it meets a string that is not all ASCII (one
/// that may equal an ASCII string under canonical equivalence).
@Suite struct ASCIIStringHashTests {
  private static let hasher = ASCIIStringHash(seed: identityHashSalt)

  /// A string of `length` ASCII letters picked by `random`.
  private static func asciiString(length: Int, random: inout SeededRandom) -> String {
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
    return String((0..<length).map { _ in letters[random.int(letters.count)] })
  }

  @Test("equal ASCII strings of every length up to 80 hash alike, however they were built")
  func equalStringsHashAlike() {
    var random = SeededRandom(seed: 1)
    for length in 0...80 {
      let string = Self.asciiString(length: length, random: &random)
      let rebuilt = String(decoding: Array(string.utf8), as: UTF8.self)
      let first = Self.hasher.hash(string)
      #expect(first != nil)
      #expect(first == Self.hasher.hash(rebuilt), "length \(length)")
    }
  }

  @Test("a string with one byte that is not ASCII, at any offset, gets no hash")
  func nonASCIIGetsNoHash() {
    for length in 1...40 {
      for offset in 0..<length {
        var scalars = Array(repeating: Unicode.Scalar(UInt8(ascii: "a")), count: length)
        scalars[offset] = "\u{212A}"  // KELVIN SIGN, equal to "K"
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars)
        #expect(Self.hasher.hash(string) == nil, "length \(length), offset \(offset)")
      }
    }
  }

  @Test("distinct strings of one length (36, a UUID's) rarely share a hash")
  func fewCollisions() {
    var random = SeededRandom(seed: 2)
    var strings = Set<String>()
    while strings.count < 20_000 { strings.insert(Self.asciiString(length: 36, random: &random)) }
    let hashes = Set(strings.map { Self.hasher.hash($0)! })
    #expect(hashes.count == strings.count)
    var buckets = Set<Int>()  // the low bits, which pick a table slot
    for hash in hashes { buckets.insert(hash & 0xFFFF) }
    #expect(buckets.count > 16_000)
  }

  @Test(
    "a string equal to an ASCII one but not ASCII itself is matched with it, wherever it is met",
    arguments: [0, 1, 255, 256, 257, 999])
  func canonicalEquivalence(position: Int) {
    var source = (0..<1_000).map { "id-\($0)" }
    source[position] = "id-K"
    var target = Array(source.reversed())
    target[target.firstIndex(of: "id-K")!] = "id-\u{212A}"
    let changes = Changeset(source: source, target: target)
    #expect(changes.deletes.isEmpty && changes.inserts.isEmpty, "\(changes.changeCount) changes")
    #expect(changes.moves.count == source.count - 1)
    #expect(changes.duplicateIDs.isEmpty)
    #expect(changes.replay(source: source, target: target) == target)
  }

  @Test("an ASCII string and one equal to it that is not ASCII are a repeated identity")
  func repeatReported() {
    let target = (0..<600).map { "row-\($0)" } + ["K", "\u{212A}"]
    let changes = Changeset(source: ["x"], target: target)
    #expect(changes.duplicateIDs == [AnyHashable("K")])
    let sectioned = SectionedChangeset(
      source: [(id: 0, rows: ["K"])], target: [(id: 0, rows: ["\u{212A}"])],
      sectionID: { $0.id }, rows: { $0.rows }, rowID: { $0 },
      isSectionContentEqual: { _, _ in true }, isRowContentEqual: ==)
    #expect(sectioned.rowDeletes.isEmpty && sectioned.rowInserts.isEmpty)
  }
}
