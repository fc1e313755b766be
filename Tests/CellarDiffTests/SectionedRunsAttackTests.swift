import CellarDiff
import CellarTestSupport
import Foundation
import Testing

/// A row with an identity and a content.
private struct Row: Equatable, Sendable, CustomStringConvertible {
  var id: Int
  var content: Int
  var description: String { "\(id):\(content)" }
}

/// A section with an identity and rows.
private struct Shelf: CustomStringConvertible {
  var id: Int
  var rows: [Row]
  var description: String { "\(id)\(rows)" }
}

/// An identity with a chosen flaw: values listed in `nan` are unequal to
/// everything, themselves included (hash still by value, so consistent).
private struct FlawedID: Hashable {
  var value: Int
  var nan: Bool
  static func == (lhs: Self, rhs: Self) -> Bool {
    !lhs.nan && !rhs.nan && lhs.value == rhs.value
  }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// Rows identified by `id` (through `map`), some of them NaNs, optionally
/// taking a pair of sections holding one buffer to share its rows.
private struct AttackRules: SectionedRowRules {
  var nan: Set<Int> = []
  var sharing = false
  /// Identity includes the section *index* (not its identity).
  var byIndex = false
  var map: @Sendable (Int) -> Int = { $0 }

  func id(_ row: Row, _ section: Int) -> FlawedID {
    let value = byIndex ? map(row.id) &* 1_000_003 &+ section : map(row.id)
    return FlawedID(value: value, nan: nan.contains(row.id))
  }
  func sourceID(of element: Row, section: Int, row: Int) -> FlawedID { id(element, section) }
  func targetID(of element: Row, section: Int, row: Int) -> FlawedID { id(element, section) }
  func isContentEqual(_ source: Row, _ target: Row) -> Bool { source == target }
  func reported(_ id: FlawedID) -> Int { id.value }
  func sharesRows(_ source: [Row], _ target: [Row]) -> Bool {
    sharing && source.count == target.count
      && source.withUnsafeBufferPointer { source in
        target.withUnsafeBufferPointer { $0.baseAddress == source.baseAddress }
      }
  }
}

/// Random scenarios whose target starts as the source (so untouched and
/// moved sections keep their row buffers), then gets a few edits.
private struct Maker {
  var alphabet: Int?  // nil: unique rows
  var next = 0
  var nextSection = 0

  mutating func row(_ random: inout SeededRandom) -> Row {
    if let alphabet {
      return Row(id: random.int(alphabet), content: random.int(2))
    }
    next += 1
    return Row(id: next, content: random.int(2))
  }

  mutating func make(_ random: inout SeededRandom, sections: Int, maxRows: Int) -> (
    [Shelf], [Shelf], [String]
  ) {
    var source: [Shelf] = []
    for _ in 0..<sections {
      nextSection += 1
      var rows: [Row] = []
      for _ in 0..<random.int(maxRows + 1) { rows.append(row(&random)) }
      source.append(Shelf(id: nextSection, rows: rows))
    }
    var target = source
    var edits: [String] = []
    for _ in 0..<random.int(6) {
      let count = target.count
      switch random.int(9) {
      case 0 where count > 1:
        let moved = target.remove(at: random.int(count))
        target.insert(moved, at: random.int(count))
        edits.append("moveSection")
      case 1 where count > 0:
        target.remove(at: random.int(count))
        edits.append("deleteSection")
      case 2:
        nextSection += 1
        var rows: [Row] = []
        for _ in 0..<random.int(4) { rows.append(row(&random)) }
        // Sometimes a new row repeating a row of another (maybe shared) section.
        if random.chance(0.5), let other = target.randomElement(using: &random),
          let copy = other.rows.randomElement(using: &random)
        {
          rows.insert(copy, at: random.int(rows.count + 1))
          edits.append("insertSection(repeating \(copy.id))")
        } else {
          edits.append("insertSection")
        }
        target.insert(Shelf(id: nextSection, rows: rows), at: random.int(count + 1))
      case 3 where count > 0:
        let s = random.int(count)
        target[s].rows.insert(row(&random), at: random.int(target[s].rows.count + 1))
        edits.append("insertRow \(s)")
      case 4 where count > 0:
        // A row repeating one of another section.
        let s = random.int(count)
        if let other = target.randomElement(using: &random),
          let copy = other.rows.randomElement(using: &random)
        {
          target[s].rows.insert(copy, at: random.int(target[s].rows.count + 1))
          edits.append("insertRepeat \(copy.id) in \(s)")
        }
      case 5 where count > 0:
        let s = random.int(count)
        if !target[s].rows.isEmpty {
          target[s].rows.remove(at: random.int(target[s].rows.count))
          edits.append("deleteRow \(s)")
        }
      case 6 where count > 1:
        let s = random.int(count)
        if !target[s].rows.isEmpty {
          let moved = target[s].rows.remove(at: random.int(target[s].rows.count))
          let t = random.int(count)
          target[t].rows.insert(moved, at: random.int(target[t].rows.count + 1))
          edits.append("moveRow \(s)→\(t)")
        }
      case 7 where count > 0:
        let s = random.int(count)
        if !target[s].rows.isEmpty {
          target[s].rows[random.int(target[s].rows.count)].content += 1
          edits.append("updateRow \(s)")
        }
      case 8 where count > 0:
        let s = random.int(count)
        target[s].rows.shuffle(using: &random)
        edits.append("shuffle \(s)")
      default:
        edits.append("none")
      }
    }
    return (source, target, edits)
  }
}

@Suite struct SectionedRunsAttackTests {
  private static func sections(_ source: [Shelf], _ target: [Shelf]) -> Changeset {
    Changeset(source: source.map(\.id), target: target.map(\.id))
  }

  private static func problems(
    _ changes: SectionedChangeset, _ source: [Shelf], _ target: [Shelf], rules: AttackRules
  ) -> [String] {
    Check.sectioned(
      changes, source: source, target: target, sectionID: \.id, rows: \.rows,
      rowID: { rules.map($0.id) }, isSectionContentEqual: { _, _ in true },
      isRowContentEqual: ==)
  }

  /// Every policy of the kept-rows path, against the every-row path.
  private static func mismatches(
    _ source: [Shelf], _ target: [Shelf], rules: AttackRules, huge: Bool = false
  ) -> [String] {
    let sections = Self.sections(source, target)
    let from = source.map(\.rows)
    let to = target.map(\.rows)
    var oracleRules = rules
    oracleRules.sharing = false
    let everyRow = SectionedChangeset(
      sections: sections, sourceRows: from, targetRows: to, rules: oracleRules,
      keepingRuns: false)
    var result: [String] = []
    for (name, policy) in [
      ("ends", ShortScriptPolicy.never), ("scripts", .automatic), ("any script", .always),
    ] where !(huge && policy == .always) {
      // `.always` on a shuffled 100,000-row pair exhausts memory (test-only policy).
      let kept = SectionedChangeset(
        sections: sections, sourceRows: from, targetRows: to, rules: rules, shortScript: policy)
      if kept != everyRow { result.append("\(name): \(kept) against \(everyRow)") }
    }
    return result
  }

  @Test(
    "unique source rows, shared buffers, target rows repeating shared, kept and new rows: as every row",
    arguments: 0..<2)
  func sharedWithTargetRepeats(part: Int) throws {
    for seed in SeededRandom.seeds(400, base: 0xA77A_C000 + UInt64(part)) {
      try withSeed(seed, "shared, target repeats, part \(part)") { random in
        var maker = Maker(alphabet: nil)
        let (source, target, edits) = maker.make(
          &random, sections: [1, 2, 4, 8][random.int(4)], maxRows: random.chance(0.2) ? 30 : 5)
        let rules = AttackRules(sharing: true)
        let found = Self.mismatches(source, target, rules: rules)
        try #require(found.isEmpty, "seed \(seed) \(edits): \(source) → \(target): \(found)")
      }
    }
  }

  @Test("repeated source identities with shared buffers still replay to the target")
  func sharedWithSourceRepeatsReplay() throws {
    for seed in SeededRandom.seeds(400, base: 0xA77A_C100) {
      try withSeed(seed, "shared, source repeats") { random in
        var maker = Maker(alphabet: 1 + random.int(8))
        let (source, target, edits) = maker.make(
          &random, sections: [1, 2, 4, 8][random.int(4)], maxRows: 6)
        let rules = AttackRules(sharing: true)
        let changes = SectionedChangeset(
          sections: Self.sections(source, target), sourceRows: source.map(\.rows),
          targetRows: target.map(\.rows), rules: rules)
        guard let replayed = changes.replay(source: source, target: target, rows: \.rows) else {
          Issue.record("seed \(seed) \(edits): no replay of \(changes)")
          return
        }
        let same =
          replayed.map(\.rows) == target.map(\.rows)
        try #require(same, "seed \(seed) \(edits): \(source) → \(target): \(changes)")
      }
    }
  }

  @Test(
    "a repeat within the source that involves a shared pair is not reported (sharesRows' contract), and the changes still replay"
  )
  func sharedSourceRepeatNotReported() throws {
    // Section 0 is one buffer on both sides; section 1 repeats its row 1 in
    // a kept prefix and changes a later row. Outside `sharesRows`' rules
    // (the table layer's sources have no repeat of an identity that must
    // be unique): the every-row path reports the repeat, the shared one
    // does not (documented there).
    let shared = [Row(id: 1, content: 0), Row(id: 2, content: 0)]
    let source = [
      Shelf(id: 10, rows: shared),
      Shelf(id: 11, rows: [Row(id: 1, content: 0), Row(id: 5, content: 0)]),
    ]
    let target = [
      Shelf(id: 10, rows: shared),
      Shelf(id: 11, rows: [Row(id: 1, content: 0), Row(id: 6, content: 0)]),
    ]
    let sections = Self.sections(source, target)
    let changes = SectionedChangeset(
      sections: sections, sourceRows: source.map(\.rows), targetRows: target.map(\.rows),
      rules: AttackRules(sharing: true))
    let everyRow = SectionedChangeset(
      sections: sections, sourceRows: source.map(\.rows), targetRows: target.map(\.rows),
      rules: AttackRules(), keepingRuns: false)
    #expect(everyRow.duplicateRowIDs == [AnyHashable(1)])
    #expect(changes.duplicateRowIDs.isEmpty)
    let replayed = try #require(changes.replay(source: source, target: target, rows: \.rows))
    #expect(replayed.map(\.rows) == target.map(\.rows))
  }

  @Test(
    "identities holding the section index: a moved shared buffer is kept as the every-row path would",
    arguments: 0..<2)
  func sharedByIndex(part: Int) throws {
    for seed in SeededRandom.seeds(200, base: 0xA77A_C200 + UInt64(part)) {
      try withSeed(seed, "by index, part \(part)") { random in
        var maker = Maker(alphabet: nil)
        let (source, target, edits) = maker.make(
          &random, sections: [2, 4, 6][random.int(3)], maxRows: 5)
        let rules = AttackRules(sharing: part == 1, byIndex: true)
        let found = Self.mismatches(source, target, rules: rules)
        guard part == 1 else {
          try #require(found.isEmpty, "seed \(seed) \(edits): \(source) → \(target): \(found)")
          return
        }
        // Outside `sharesRows`' contract: a shared row is taken to be itself
        // wherever its section goes, so identities that hold the section's
        // index may be matched other than by every row once the section
        // shifts. The changes still replay to the target.
        let changes = SectionedChangeset(
          sections: Self.sections(source, target), sourceRows: source.map(\.rows),
          targetRows: target.map(\.rows), rules: rules)
        let replayed = try #require(changes.replay(source: source, target: target, rows: \.rows))
        try #require(
          replayed.map(\.rows) == target.map(\.rows), "seed \(seed) \(edits): \(changes)")
      }
    }
  }

  @Test(
    "NaN identities anywhere (prefix, suffix, middle, several), repeats and extreme ids: as every row",
    arguments: 0..<3)
  func flawedIdentities(part: Int) throws {
    for seed in SeededRandom.seeds(300, base: 0xA77A_C300 + UInt64(part)) {
      try withSeed(seed, "flawed, part \(part)") { random in
        var maker = Maker(alphabet: part == 1 ? 2 + random.int(10) : nil)
        let (source, target, edits) = maker.make(
          &random, sections: [1, 2, 5][random.int(3)], maxRows: random.chance(0.3) ? 40 : 6)
        var rules = AttackRules()
        let ids = Set(source.flatMap { $0.rows.map(\.id) })
        for id in ids where random.chance(0.15) { rules.nan.insert(id) }
        if part == 2 {
          // Extreme values: Int.max downwards, and Int.min.
          rules.map = { $0 == 1 ? Int.min : Int.max - $0 }
        }
        let found = Self.mismatches(source, target, rules: rules)
        try #require(
          found.isEmpty, "seed \(seed) nan \(rules.nan) \(edits): \(source) → \(target): \(found)")
      }
    }
  }

  @Test("pairs with one empty middle, and empty sides")
  func emptyMiddles() {
    let cases: [([[Int]], [[Int]])] = [
      ([[1, 2, 3]], [[1, 9, 2, 3]]),
      ([[1, 2, 3]], [[1, 3]]),
      ([[1, 2, 3]], [[]]),
      ([[]], [[1, 2]]),
      ([[1, 2], [3]], [[1, 3, 2], []]),
      ([[1, 2, 1]], [[1, 1]]),
      ([[1, 1, 1]], [[1, 1, 1, 1]]),
      ([[1, 2, 3, 4]], [[1, 2, 4, 3]]),
    ]
    for (s, t) in cases {
      let source = s.enumerated().map {
        Shelf(id: $0.offset, rows: $0.element.map { Row(id: $0, content: 0) })
      }
      let target = t.enumerated().map {
        Shelf(id: $0.offset, rows: $0.element.map { Row(id: $0, content: 1) })
      }
      let found = Self.mismatches(source, target, rules: AttackRules())
      #expect(found.isEmpty, "\(s) → \(t): \(found)")
      let changes = SectionedChangeset(
        sections: Self.sections(source, target), sourceRows: source.map(\.rows),
        targetRows: target.map(\.rows), rules: AttackRules())
      let problems = Self.problems(changes, source, target, rules: AttackRules())
      #expect(problems.isEmpty, "\(s) → \(t): \(problems)")
    }
  }

  @Test("100,000-row pairs: scattered edits, full shuffle, reversal, many sections: as every row")
  func hugePairs() throws {
    for (index, kind) in ["scattered", "shuffled", "reversed", "halves swapped"].enumerated() {
      let seed = SeededRandom.seeds(1, base: 0xA77A_C400 + UInt64(index))[0]
      try withSeed(seed, kind) { random in
        let n = TestEnvironment.sanitized(100_000)
        let rows = (0..<n).map { Row(id: $0, content: 0) }
        var target = rows
        switch kind {
        case "scattered":
          for _ in 0..<8 { target.remove(at: random.int(target.count)) }
          for k in 0..<8 { target.insert(Row(id: n + k, content: 0), at: random.int(target.count)) }
          for _ in 0..<4 { target[random.int(target.count)].content = 1 }
          let moved = target.remove(at: random.int(target.count))
          target.insert(moved, at: random.int(target.count))
        case "shuffled": target.shuffle(using: &random)
        case "reversed": target.reverse()
        default: target = Array(target[(n / 2)...]) + Array(target[..<(n / 2)])
        }
        let source = [Shelf(id: 0, rows: rows), Shelf(id: 1, rows: [Row(id: -1, content: 0)])]
        let goal = [Shelf(id: 1, rows: [Row(id: -1, content: 0)]), Shelf(id: 0, rows: target)]
        let clock = ContinuousClock()
        var found: [String] = []
        let elapsed = clock.measure {
          found = Self.mismatches(source, goal, rules: AttackRules(), huge: true)
        }
        print("huge \(kind) seed \(seed): 3 diffs in \(elapsed)")
        try #require(found.isEmpty, "\(kind): \(found.map { String($0.prefix(300)) })")
      }
    }
  }
}
