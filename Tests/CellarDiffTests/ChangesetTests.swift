import CellarDiff
import CellarTestSupport
import Testing

/// A row model: `Identifiable` and `Equatable` only.
private struct Movie: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
}

/// A row model that is also `Hashable` (and `Sendable`), the common case.
private struct Item: Identifiable, Hashable, Sendable {
  var id: Int
  var content: Int
}

/// `Identifiable` and `Hashable` but not `Sendable`.
private final class Box: Identifiable, Hashable {
  let id: Int
  let content: Int
  init(id: Int, content: Int) {
    self.id = id
    self.content = content
  }
  static func == (lhs: Box, rhs: Box) -> Bool { lhs.id == rhs.id && lhs.content == rhs.content }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

@Suite struct ChangesetTests {
  static let alphabet = [0, 1, 2]
  /// 6 in full (`CELLAR_FULL_TESTS=1`, 1093 × 1093 pairs), 5 by default (364 × 364), 4
  /// under a sanitizer (121 × 121).
  static let maxLength =
    TestEnvironment.underSanitizer ? 4 : TestEnvironment.scaled(5, full: 6)
  static let sequences = Oracle.allSequences(over: alphabet, maxLength: maxLength)

  @Test(
    "every pair of identity sequences up to length 6 (5 by default) over three letters replays with the fewest changes",
    arguments: 0..<4)
  func exhaustive(part: Int) {
    // All pairs, split into four parts that run in parallel.
    var failures = 0
    var checked = 0
    for (index, source) in Self.sequences.enumerated()
    where index % 4 == part {
      let lcs = Oracle.lcsLengths(
        source, againstAllSequencesOver: Self.alphabet, maxLength: Self.maxLength)
      let sourceCounts = Self.alphabet.map { letter in source.count { $0 == letter } }
      for (targetIndex, target) in Self.sequences.enumerated() {
        checked += 1
        let changes = Changeset(source: source, target: target)
        let matched = Self.alphabet.indices.reduce(0) { total, letter in
          total + min(sourceCounts[letter], target.count { $0 == letter })
        }
        let replayed = changes.replay(source: source, target: target)
        if replayed != target || changes.deletes.count != source.count - matched
          || changes.inserts.count != target.count - matched
          || changes.moves.count != matched - lcs[targetIndex] || !changes.updates.isEmpty
        {
          failures += 1
          if failures <= 5 {
            Issue.record("\(source) → \(target): \(changes), LCS \(lcs[targetIndex])")
          }
        }
      }
    }
    #expect(failures == 0)
    let sources = Self.sequences.indices.count { $0 % 4 == part }
    #expect(checked == sources * Self.sequences.count)
  }

  // MARK: - Moves

  @Test("moving the first of 10,000 elements to the end is exactly one move")
  func moveFirstToEnd() {
    let source = Array(0..<10_000)
    let target = Array(1..<10_000) + [0]
    let changes = Changeset(source: source, target: target)
    #expect(changes.moves == [Changeset.Move(source: 0, target: 9_999)])
    #expect(changes.deletes.isEmpty && changes.inserts.isEmpty && changes.updates.isEmpty)
    #expect(source.applying(changes, target: target) == target)
  }

  @Test("moving the last of 10,000 elements to the front is exactly one move")
  func moveLastToFront() {
    let source = Array(0..<10_000)
    let target = [9_999] + Array(0..<9_999)
    let changes = Changeset(source: source, target: target)
    #expect(changes.moves == [Changeset.Move(source: 9_999, target: 0)])
    #expect(changes.deletes.isEmpty && changes.inserts.isEmpty && changes.updates.isEmpty)
    #expect(source.applying(changes, target: target) == target)
  }

  @Test(
    "swapping two neighbours is one move, two distant elements two moves",
    arguments: [(0, 1, 1), (3, 4, 1), (8, 9, 1), (0, 9, 2), (2, 7, 2), (0, 2, 2)])
  func swap(first: Int, second: Int, moves: Int) {
    let source = Array(0..<10)
    var target = source
    target.swapAt(first, second)
    let changes = Changeset(source: source, target: target)
    #expect(changes.moves.count == moves)
    #expect(changes.deletes.isEmpty && changes.inserts.isEmpty)
    #expect(changes.replay(source: source, target: target) == target)
  }

  @Test("reversing n distinct elements is n − 1 moves", arguments: [1, 2, 3, 10, 1_000])
  func reversal(count: Int) {
    let source = Array(0..<count)
    let target = Array(source.reversed())
    let changes = Changeset(source: source, target: target)
    #expect(changes.moves.count == count - 1)
    #expect(changes.deletes.isEmpty && changes.inserts.isEmpty)
    #expect(changes.replay(source: source, target: target) == target)
  }

  // MARK: - Edge cases

  @Test("empty sides give nothing, all inserts, or all deletes")
  func emptySides() {
    let empty: [Int] = []
    #expect(Changeset(source: empty, target: empty).isEmpty)
    #expect(Changeset(source: empty, target: empty) == Changeset())
    #expect(Changeset(source: empty, target: [5, 6]) == Changeset(inserts: [0, 1]))
    #expect(Changeset(source: [5, 6, 7], target: empty) == Changeset(deletes: [0, 1, 2]))
  }

  @Test("identical inputs give an empty changeset", arguments: [0, 1, 1_000])
  func identical(count: Int) {
    let items = (0..<count).map { Item(id: $0, content: $0 % 3) }
    let changes = Changeset(source: items, target: items)
    #expect(changes.isEmpty && changes.changeCount == 0 && changes.duplicateIDs.isEmpty)
  }

  @Test("six equal identities to three delete the last three, matching k-th with k-th")
  func allEqualShrinks() {
    let changes = Changeset(source: [Int](repeating: 7, count: 6), target: [7, 7, 7])
    #expect(changes.deletes == [3, 4, 5])
    #expect(changes.inserts.isEmpty && changes.moves.isEmpty && changes.updates.isEmpty)
    #expect(changes.duplicateIDs == [AnyHashable(7)])
  }

  @Test("three equal identities to six insert the last three")
  func allEqualGrows() {
    let changes = Changeset(source: [7, 7, 7], target: [Int](repeating: 7, count: 6))
    #expect(changes.inserts == [3, 4, 5])
    #expect(changes.deletes.isEmpty && changes.moves.isEmpty && changes.updates.isEmpty)
    #expect(changes.duplicateIDs == [AnyHashable(7)])
  }

  @Test("all-different identities delete every source and insert every target offset")
  func allDifferent() {
    let changes = Changeset(source: Array(0..<4), target: Array(10..<13))
    #expect(changes == Changeset(deletes: [0, 1, 2, 3], inserts: [0, 1, 2]))
  }

  @Test("repeated identities are matched as often as they occur on both sides")
  func repeatedIdentities() {
    let source = Array("abcab")
    let target = Array("bbaac")
    let changes = Changeset(source: source, target: target)
    let problems = Check.changeset(
      changes, source: source, target: target, id: { $0 }, isContentEqual: { _, _ in true })
    #expect(problems.isEmpty, "\(problems)")
    #expect(changes.duplicateIDs == [AnyHashable("a" as Character), AnyHashable("b" as Character)])
  }

  @Test("Unicode characters are identities as grapheme clusters")
  func unicodeCharacters() {
    let source = Array("🇨🇿\u{E9}e\u{301}x")
    let target = Array("xe\u{301}🇨🇿")
    #expect(source.count == 4)
    let changes = Changeset(source: source, target: target)
    // "é" precomposed equals "e" + combining acute: one identity, repeated.
    #expect(changes.duplicateIDs == [AnyHashable("é" as Character)])
    #expect(changes.replay(source: source, target: target) == target)
    #expect(changes.deletes.count == 1 && changes.inserts.isEmpty && changes.moves.count == 2)
    #expect(Changeset(source: "cafe\u{301}", target: "caf\u{E9}").isEmpty)
  }

  @Test("the initialisers take any collections: strings, slices, contiguous arrays, ranges")
  func genericCollections() {
    let text = Changeset(source: "abcdef", target: "abxdfe")
    #expect(text == Changeset(source: Array("abcdef"), target: Array("abxdfe")))
    #expect("abcdef".applying(text, target: "abxdfe") == Array("abxdfe"))
    let base = Array(0..<20)
    let slice = base[4..<12]
    let contiguous = ContiguousArray([4, 5, 11, 6, 7, 8, 99])
    let fromSlice = Changeset(source: slice, target: contiguous)
    #expect(fromSlice == Changeset(source: Array(slice), target: Array(contiguous)))
    #expect(slice.applying(fromSlice, target: contiguous) == Array(contiguous))
    let fromRange = Changeset(source: 0..<10, target: 2..<12)
    #expect(fromRange == Changeset(deletes: [0, 1], inserts: [8, 9]))
    let items = (0..<6).map { Item(id: $0, content: 0) }
    let fromItemSlice = Changeset(source: items[1...], target: items.reversed()[1...])
    // Offsets count from the start of each collection, not from the slice's indices.
    #expect(fromItemSlice.deletes == [4] && fromItemSlice.inserts == [4])
    #expect(fromItemSlice.moves.count == 3)
  }

  // No time limit (a limit measures the machine); that the work grows with
  // the elements is `identityWorkIsLinear`, counted.
  @Test("a million elements with a few edits give those edits")
  func million() {
    let count = 1_000_000
    let source = (0..<count).map { Item(id: $0, content: 0) }
    var target = source
    target.remove(at: 900_000)
    target[700_000].content = 1
    let moved = target.remove(at: 400_000)
    target.insert(moved, at: 600_000)
    target.insert(Item(id: -1, content: 0), at: 100_000)
    let changes = Changeset(source: source, target: target)
    #expect(changes.deletes == [900_000])
    #expect(changes.inserts == [100_000])
    #expect(changes.moves == [Changeset.Move(source: 400_000, target: 600_001)])
    #expect(changes.updates == [Changeset.Update(source: 700_000, target: 700_001)])
    #expect(changes.replay(source: source, target: target) == target)
  }

  @Test("the identity work grows with the elements, for a few edits and for a reversal")
  func identityWorkIsLinear() {
    /// The `==`, `hash(into:)` and content calls of a changeset of `count`
    /// elements, edited as `million` edits them or reversed.
    func calls(_ count: Int, reversed: Bool) -> Int {
      let tally = WorkTally()
      let source = (0..<count).map { Item(id: $0, content: 0) }
      var target = source
      if reversed {
        target.reverse()
      } else {
        target.remove(at: count - count / 10)
        target[count / 2].content = 1
        target.insert(target.remove(at: count / 3), at: count / 2)
        target.insert(Item(id: -1, content: 0), at: count / 10)
      }
      var changes: Changeset?
      let work = tally.calls {
        changes = Changeset(
          source: source, target: target, id: { TalliedKey($0.id, tally) },
          isContentEqual: {
            tally.tick()
            return $0.content == $1.content
          })
      }
      #expect(changes?.replay(source: source, target: target) == target)
      return work
    }
    for reversed in [false, true] {
      let small = calls(10_000, reversed: reversed)
      let big = calls(40_000, reversed: reversed)
      // Four times the elements: about four times the calls when linear,
      // sixteen when quadratic. Counted, so the machine's load cannot move it.
      #expect(big < 6 * small, "reversed \(reversed): 10,000: \(small) calls, 40,000: \(big)")
      #expect(big < 20 * 40_000, "reversed \(reversed): \(big) calls for 40,000 elements")
    }
  }

  // MARK: - Identity and content

  @Test("the documented example: a delete, an insert and an update of a shifted element")
  func documentedExample() {
    let old = [Movie(id: 1, title: "Up"), Movie(id: 2, title: "Cars")]
    let new = [Movie(id: 2, title: "Cars 2"), Movie(id: 3, title: "Coco")]
    let changes = Changeset(source: old, target: new)
    #expect(changes.deletes == [0])
    #expect(changes.inserts == [1])
    #expect(changes.moves.isEmpty)
    #expect(changes.updates == [Changeset.Update(source: 1, target: 0)])
    #expect(old.applying(changes, target: new) == new)
  }

  @Test("a moved element whose content changed is both a move and an update")
  func moveAndUpdate() {
    let old = [Item(id: 1, content: 0), Item(id: 2, content: 0), Item(id: 3, content: 0)]
    let new = [Item(id: 3, content: 5), Item(id: 1, content: 0), Item(id: 2, content: 0)]
    let changes = Changeset(source: old, target: new)
    #expect(changes.moves == [Changeset.Move(source: 2, target: 0)])
    #expect(changes.updates == [Changeset.Update(source: 2, target: 0)])
    #expect(changes.replay(source: old, target: new) == new)
  }

  @Test("the closure form decides identity by id and updates by the content closure only")
  func closureForm() {
    struct Row {
      var key: String
      var title: String
      var clicks: Int
    }
    let old = [Row(key: "a", title: "A", clicks: 1), Row(key: "b", title: "B", clicks: 1)]
    let new = [Row(key: "b", title: "B", clicks: 9), Row(key: "a", title: "A2", clicks: 1)]
    let changes = Changeset(
      source: old, target: new, id: { $0.key }, isContentEqual: { $0.title == $1.title })
    #expect(changes.moves.count == 1)
    #expect(changes.updates == [Changeset.Update(source: 0, target: 1)])
  }

  @Test("each element kind picks its overload: identity with ==, or the element itself")
  func overloadResolution() {
    // Identifiable & Equatable: identity is id, content is ==.
    let movies = Changeset(
      source: [Movie(id: 1, title: "A")], target: [Movie(id: 1, title: "B")])
    #expect(movies.updates == [Changeset.Update(source: 0, target: 0)])
    // Hashable only: the element is its identity, so never an update.
    let numbers = Changeset(source: [1, 2], target: [2, 3])
    #expect(numbers == Changeset(deletes: [0], inserts: [1]))
    // Identifiable & Hashable & Sendable: identity wins.
    let items = Changeset(source: [Item(id: 1, content: 0)], target: [Item(id: 1, content: 1)])
    #expect(items.updates == [Changeset.Update(source: 0, target: 0)] && items.deletes.isEmpty)
    // Identifiable & Hashable, not Sendable: identity too.
    let boxes = Changeset(
      source: [Box(id: 1, content: 0)], target: [Box(id: 1, content: 1)])
    #expect(boxes.updates == [Changeset.Update(source: 0, target: 0)] && boxes.deletes.isEmpty)
  }

  @Test("duplicate identities are listed once each, in the order first met, source first")
  func duplicateIDsOrder() {
    let changes = Changeset(source: [5, 1, 5, 2, 3], target: [3, 2, 9, 9, 1, 3])
    #expect(changes.duplicateIDs == [AnyHashable(5), AnyHashable(3), AnyHashable(9)])
    #expect(Changeset(source: [1, 2], target: [2, 1]).duplicateIDs.isEmpty)
  }

  // MARK: - Values

  @Test("moves and updates are plain values: construction, equality, hashing")
  func moveAndUpdateValues() {
    var move = Changeset.Move(source: 1, target: 2)
    #expect(move.source == 1 && move.target == 2)
    #expect(move == Changeset.Move(source: 1, target: 2))
    #expect(move != Changeset.Move(source: 2, target: 1))
    move.target = 5
    #expect(move == Changeset.Move(source: 1, target: 5))
    let update = Changeset.Update(source: 3, target: 4)
    #expect(update.source == 3 && update.target == 4)
    #expect(update != Changeset.Update(source: 3, target: 3))
    #expect(Set([move, move, Changeset.Move(source: 0, target: 0)]).count == 2)
    #expect(Set([update, Changeset.Update(source: 3, target: 4)]).count == 1)
  }

  @Test("a changeset built from parts keeps them; isEmpty and changeCount follow them")
  func fromParts() {
    let changes = Changeset(
      deletes: [1], inserts: [0, 2], moves: [Changeset.Move(source: 0, target: 1)],
      updates: [Changeset.Update(source: 0, target: 1)], duplicateIDs: ["x"])
    #expect(changes.deletes == [1] && changes.inserts == [0, 2])
    #expect(changes.changeCount == 5 && !changes.isEmpty)
    #expect(changes.duplicateIDs == [AnyHashable("x")])
    #expect(Changeset().isEmpty && Changeset().changeCount == 0)
    #expect(!Changeset(updates: [Changeset.Update(source: 0, target: 0)]).isEmpty)
    #expect(Changeset(deletes: [1]) != Changeset(deletes: [2]))
    #expect(Set([Changeset(deletes: [1]), Changeset(deletes: [1])]).count == 1)
  }

  @Test("the description lists the non-empty parts")
  func descriptions() {
    #expect(Changeset().description == "Changeset()")
    let changes = Changeset(
      deletes: [0], inserts: [1], moves: [Changeset.Move(source: 2, target: 0)],
      updates: [Changeset.Update(source: 3, target: 3)])
    #expect(
      changes.description
        == "Changeset(deletes: [0], inserts: [1], moves: [2→0], updates: [3→3])")
    let duplicated = Changeset(source: [1, 1], target: [1]).description
    #expect(duplicated.hasPrefix("Changeset(deletes: [1], duplicateIDs: ["))
  }
}
