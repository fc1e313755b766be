import CellarDiff
import CellarTestSupport
import Testing

/// A section with an identity, a title (its content) and rows.
private struct Shelf: CustomStringConvertible {
  var id: Int
  var title: Int
  var rows: [Book]
  var description: String { "\(id)/\(title)\(rows)" }
}

/// A row with an identity and a content.
private struct Book: Identifiable, Equatable, Sendable, CustomStringConvertible {
  var id: Int
  var content: Int
  var description: String { "\(id):\(content)" }
}

/// Source and target sections, built by random section and row edits.
private struct Scenario: CustomStringConvertible {
  var source: [Shelf]
  var target: [Shelf]
  var edits: [String]
  var description: String {
    let sizes = "\(source.count) → \(target.count) sections, edits \(edits)"
    let rows = (source + target).reduce(0) { $0 + $1.rows.count }
    return rows <= 40 ? "\(sizes): \(source) → \(target)" : sizes
  }
}

/// Makes random sectioned scenarios: section deletes (sometimes after moving
/// rows out), inserts (sometimes taking rows from other sections), moves,
/// swaps and title changes; row deletes, inserts, moves within and across
/// sections, content changes, shuffles and reversals; empty sections and
/// empty lists; optionally repeated row and section identities.
private struct ScenarioMaker {
  var uniqueRows: Bool
  var uniqueSections: Bool
  var maxRows: Int
  var rowAlphabet: Int
  var sectionAlphabet: Int
  var nextRow = 0
  var nextSection = 0

  init(random: inout SeededRandom, uniqueRows: Bool, maxRows: Int) {
    self.uniqueRows = uniqueRows
    uniqueSections = random.chance(0.8)
    self.maxRows = maxRows
    rowAlphabet = 1 + random.int(6)
    sectionAlphabet = 1 + random.int(3)
  }

  mutating func newRow(_ random: inout SeededRandom) -> Book {
    if uniqueRows {
      nextRow += 1
      return Book(id: nextRow, content: random.int(2))
    }
    return Book(id: random.int(rowAlphabet), content: random.int(2))
  }

  mutating func newSection(_ random: inout SeededRandom, rowCount: Int) -> Shelf {
    let id: Int
    if uniqueSections {
      nextSection += 1
      id = nextSection
    } else {
      id = random.int(sectionAlphabet)
    }
    var rows: [Book] = []
    for _ in 0..<rowCount { rows.append(newRow(&random)) }
    return Shelf(id: id, title: random.int(2), rows: rows)
  }

  mutating func make(_ random: inout SeededRandom, maxSections: Int) -> Scenario {
    let sectionCount = random.int(maxSections + 1)
    var source: [Shelf] = []
    for _ in 0..<sectionCount {
      source.append(newSection(&random, rowCount: random.int(maxRows + 1)))
    }
    var target = source
    var edits: [String] = []
    for _ in 0..<random.int(14) {
      edits.append(edit(&target, &random))
    }
    return Scenario(source: source, target: target, edits: edits)
  }

  /// A random row position in `sections`, if there is a row.
  func anyRow(_ sections: [Shelf], _ random: inout SeededRandom) -> (section: Int, row: Int)? {
    let filled = sections.indices.filter { !sections[$0].rows.isEmpty }
    guard !filled.isEmpty else { return nil }
    let section = filled[random.int(filled.count)]
    return (section, random.int(sections[section].rows.count))
  }

  mutating func edit(_ target: inout [Shelf], _ random: inout SeededRandom) -> String {
    let count = target.count
    switch random.int(13) {
    case 0 where count > 0:
      let section = random.int(count)
      if count > 1 && random.chance(0.5) {
        // Rescue some rows first: moves out of a deleted section.
        let rescued = target[section].rows.filter { _ in random.chance(0.5) }
        target[section].rows.removeAll { row in rescued.contains { $0.id == row.id } }
        var other = random.int(count - 1)
        if other >= section { other += 1 }
        target[other].rows.insert(contentsOf: rescued, at: random.int(target[other].rows.count + 1))
      }
      target.remove(at: section)
      return "deleteSection"
    case 1:
      var section = newSection(&random, rowCount: random.int(maxRows / 2 + 1))
      if random.chance(0.5), let (from, row) = anyRow(target, &random) {
        // Moves into an inserted section.
        section.rows.insert(
          target[from].rows.remove(at: row), at: random.int(section.rows.count + 1))
      }
      target.insert(section, at: random.int(count + 1))
      return "insertSection"
    case 2 where count > 1:
      let section = target.remove(at: random.int(count))
      target.insert(section, at: random.int(count))
      return "moveSection"
    case 3 where count > 1:
      target.swapAt(random.int(count), random.int(count))
      return "swapSections"
    case 4 where count > 0:
      target[random.int(count)].title += 1
      return "updateSection"
    case 5:
      if let (section, row) = anyRow(target, &random) { target[section].rows.remove(at: row) }
      return "deleteRow"
    case 6 where count > 0:
      let section = random.int(count)
      target[section].rows.insert(newRow(&random), at: random.int(target[section].rows.count + 1))
      return "insertRow"
    case 7:
      if let (section, row) = anyRow(target, &random) {
        let book = target[section].rows.remove(at: row)
        target[section].rows.insert(book, at: random.int(target[section].rows.count + 1))
      }
      return "moveRowWithin"
    case 8 where count > 0:
      if let (section, row) = anyRow(target, &random) {
        let book = target[section].rows.remove(at: row)
        let to = random.int(count)
        target[to].rows.insert(book, at: random.int(target[to].rows.count + 1))
      }
      return "moveRowAcross"
    case 9:
      if let (section, row) = anyRow(target, &random) { target[section].rows[row].content += 1 }
      return "updateRow"
    case 10 where count > 0:
      target[random.int(count)].rows.shuffle(using: &random)
      return "shuffleRows"
    case 11 where count > 0:
      target[random.int(count)].rows.reverse()
      return "reverseRows"
    case 12 where count > 0:
      target[random.int(count)].rows.removeAll()
      return "emptySection"
    default:
      return "none"
    }
  }
}

@Suite struct SectionedChangesetEngineTests {
  private static func check(_ scenario: Scenario) -> [String] {
    let changes = SectionedChangeset(
      source: scenario.source, target: scenario.target, sectionID: \.id, rows: \.rows,
      rowID: \.id, isSectionContentEqual: { $0.title == $1.title }, isRowContentEqual: ==)
    let convenient = SectionedChangeset(
      source: scenario.source, target: scenario.target, sectionID: \.id, rows: \.rows,
      isSectionContentEqual: { $0.title == $1.title })
    var problems = Check.sectioned(
      changes, source: scenario.source, target: scenario.target, sectionID: \.id,
      rows: \.rows, rowID: \.id, isSectionContentEqual: { $0.title == $1.title },
      isRowContentEqual: ==)
    if convenient != changes { problems.append("the Identifiable initialiser differs") }
    return problems
  }

  @Test(
    "random sections with unique row identities replay, keep the index semantics and move the fewest rows",
    arguments: 0..<4)
  func uniqueRows(part: Int) throws {
    for seed in SeededRandom.seeds(250, base: 0x5EC7_0100 + UInt64(part)) {
      try withSeed(seed, "unique rows, part \(part)") { random in
        let maxRows = random.chance(0.15) ? 60 : 8
        var maker = ScenarioMaker(random: &random, uniqueRows: true, maxRows: maxRows)
        let scenario = maker.make(&random, maxSections: [0, 1, 3, 6, 10][random.int(5)])
        let problems = Self.check(scenario)
        try #require(problems.isEmpty, "\(scenario): \(problems)")
      }
    }
  }

  @Test(
    "random sections with repeated row identities replay, keep the index semantics and match k-th with k-th",
    arguments: 0..<2)
  func repeatedRows(part: Int) throws {
    for seed in SeededRandom.seeds(250, base: 0x5EC7_0200 + UInt64(part)) {
      try withSeed(seed, "repeated rows, part \(part)") { random in
        var maker = ScenarioMaker(random: &random, uniqueRows: false, maxRows: 8)
        let scenario = maker.make(&random, maxSections: [0, 1, 3, 6][random.int(4)])
        let problems = Self.check(scenario)
        try #require(problems.isEmpty, "\(scenario): \(problems)")
      }
    }
  }

  @Test("20 sections of 200 rows with 10% of rows changed give the fewest row moves")
  func larger() throws {
    for seed in SeededRandom.seeds(3, base: 0x5EC7_0300) {
      try withSeed(seed, "20 × 200") { random in
        var maker = ScenarioMaker(random: &random, uniqueRows: true, maxRows: 200)
        maker.uniqueSections = true
        var source: [Shelf] = []
        for _ in 0..<20 { source.append(maker.newSection(&random, rowCount: 200)) }
        var target = source
        var edits: [String] = []
        for _ in 0..<400 { edits.append(maker.edit(&target, &random)) }
        let scenario = Scenario(source: source, target: target, edits: [])
        let problems = Self.check(scenario)
        try #require(problems.isEmpty, "\(problems)")
      }
    }
  }
}

extension SectionedChangesetEngineTests {
  @Test("the random scenarios produce every kind of change the properties are about")
  func scenarioCoverage() {
    var seen: [String: Int] = [:]
    for seed in SeededRandom.seeds(400, base: 0x5EC7_0400) {
      var random = SeededRandom(seed: seed)
      var maker = ScenarioMaker(random: &random, uniqueRows: random.chance(0.6), maxRows: 8)
      let scenario = maker.make(&random, maxSections: [0, 1, 3, 6][random.int(4)])
      let changes = SectionedChangeset(
        source: scenario.source, target: scenario.target, sectionID: \.id, rows: \.rows,
        isSectionContentEqual: { $0.title == $1.title })
      let kinds: [(String, Bool)] = [
        ("empty list", scenario.source.isEmpty || scenario.target.isEmpty),
        ("section delete", !changes.sectionDeletes.isEmpty),
        ("section insert", !changes.sectionInserts.isEmpty),
        ("section move", !changes.sectionMoves.isEmpty),
        ("section update", !changes.sectionUpdates.isEmpty),
        ("row delete", !changes.rowDeletes.isEmpty),
        ("row insert", !changes.rowInserts.isEmpty),
        ("row move within", changes.rowMoves.contains { $0.source.section == $0.target.section }),
        ("row move across", changes.rowMoves.contains { $0.source.section != $0.target.section }),
        ("row update", !changes.rowUpdates.isEmpty),
        ("move across deleted or inserted", changes.hasMovesAcrossDeletedOrInsertedSections),
        ("duplicate rows", !changes.duplicateRowIDs.isEmpty),
        ("duplicate sections", !changes.duplicateSectionIDs.isEmpty),
        ("no change", changes.isEmpty),
      ]
      for (kind, happened) in kinds where happened { seen[kind, default: 0] += 1 }
    }
    for kind in [
      "empty list", "section delete", "section insert", "section move", "section update",
      "row delete", "row insert", "row move within", "row move across", "row update",
      "move across deleted or inserted", "duplicate rows", "duplicate sections", "no change",
    ] {
      #expect(seen[kind, default: 0] >= 10, "\(kind): \(seen[kind, default: 0]) of 400")
    }
  }
}

/// Rows read by identity, with an optional identity that is not equal to
/// itself (a NaN).
private struct BookRules: SectionedRowRules {
  /// Books with this identity compare unequal to every identity, themselves included.
  var notReflexive: Int? = nil

  struct ID: Hashable {
    var value: Int
    var notReflexive: Bool
    static func == (lhs: Self, rhs: Self) -> Bool {
      !lhs.notReflexive && !rhs.notReflexive && lhs.value == rhs.value
    }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
  }

  func sourceID(of element: Book, section: Int, row: Int) -> ID {
    ID(value: element.id, notReflexive: element.id == notReflexive)
  }
  func targetID(of element: Book, section: Int, row: Int) -> ID {
    ID(value: element.id, notReflexive: element.id == notReflexive)
  }
  func isContentEqual(_ source: Book, _ target: Book) -> Bool { source == target }
  func reported(_ id: ID) -> Int { id.value }
  /// Whether the rows are vouched for as unique on each side.
  var knownUnique = false
  var rowsAreKnownUnique: Bool { knownUnique }
}

extension SectionedChangesetEngineTests {
  /// The changes found by each way of matching rows, by the package
  /// initialiser, with sections matched by identity: every row hashed, and
  /// kept rows found first (common ends only, ends and scripts within the
  /// usual bounds, scripts however long).
  private static func everyWay<Rules: SectionedRowRules>(
    _ scenario: Scenario, rows: ([Shelf]) -> [[Book]], rules: Rules
  ) -> (everyRow: SectionedChangeset, kept: [(String, SectionedChangeset)])
  where Rules.Row == Book {
    let sections = Changeset(source: scenario.source.map(\.id), target: scenario.target.map(\.id))
    let source = rows(scenario.source)
    let target = rows(scenario.target)
    let everyRow = SectionedChangeset(
      sections: sections, sourceRows: source, targetRows: target, rules: rules,
      keepingRuns: false)
    let kept = [
      ("ends", ShortScriptPolicy.never), ("scripts", .automatic), ("any script", .always),
    ]
    .map { name, policy in
      (
        name,
        SectionedChangeset(
          sections: sections, sourceRows: source, targetRows: target, rules: rules,
          shortScript: policy)
      )
    }
    return (everyRow, kept)
  }

  @Test(
    "rows kept in place first (common ends, short scripts) give the changes of matching every row, with unique, repeated, positional and non-reflexive identities",
    arguments: 0..<4)
  func keptRowsMatchEveryRow(part: Int) throws {
    for seed in SeededRandom.seeds(250, base: 0x5EC7_0500 + UInt64(part)) {
      try withSeed(seed, "trimmed ends, part \(part)") { random in
        var maker = ScenarioMaker(
          random: &random, uniqueRows: part != 1, maxRows: random.chance(0.2) ? 40 : 8)
        var scenario = maker.make(&random, maxSections: [0, 1, 3, 6][random.int(4)])
        if random.chance(0.5) {
          // Many content changes, so that ends hold several updates each.
          for section in scenario.target.indices {
            for row in scenario.target[section].rows.indices where random.chance(0.3) {
              scenario.target[section].rows[row].content += 1
            }
          }
        }
        var rules = BookRules()
        if part == 3, let row = scenario.source.first(where: { !$0.rows.isEmpty })?.rows.first {
          rules.notReflexive = row.id
        }
        // Positional rows carry their section's identity in `id`.
        let (everyRow, kept) =
          part == 2
          ? Self.everyWay(
            scenario,
            rows: {
              $0.map { shelf in shelf.rows.map { Book(id: shelf.id, content: $0.content) } }
            },
            rules: PositionalBookRules())
          : Self.everyWay(scenario, rows: { $0.map(\.rows) }, rules: rules)
        for (name, changes) in kept {
          try #require(changes == everyRow, "\(name): \(scenario): \(changes) against \(everyRow)")
        }
        // Unique rows vouched for as such: kept rows not hashed, the same changes.
        if part == 0 || part == 3 {
          rules.knownUnique = true
          let (_, vouched) = Self.everyWay(scenario, rows: { $0.map(\.rows) }, rules: rules)
          for (name, changes) in vouched {
            try #require(
              changes == everyRow, "vouched, \(name): \(scenario): \(changes) against \(everyRow)")
          }
        }
      }
    }
  }

  @Test("a pair trimmed to nothing, a prefix and suffix that overlap, and repeats across ends")
  func trimmedEndsEdges() {
    func changes(_ source: [[Int]], _ target: [[Int]]) -> (SectionedChangeset, SectionedChangeset) {
      let sections = Changeset(source: Array(source.indices), target: Array(target.indices))
      let from = source.map { $0.map { Book(id: $0, content: 0) } }
      let to = target.map { $0.map { Book(id: $0, content: 0) } }
      return (
        SectionedChangeset(
          sections: sections, sourceRows: from, targetRows: to, rules: BookRules()),
        SectionedChangeset(
          sections: sections, sourceRows: from, targetRows: to, rules: BookRules(),
          keepingRuns: false)
      )
    }
    // Unchanged: everything trimmed, nothing hashed into chains.
    let unchanged = changes([[1, 2, 3], [4, 5]], [[1, 2, 3], [4, 5]])
    #expect(unchanged.0.isEmpty && unchanged.0 == unchanged.1)
    // One repeated row, in the prefix of one pair and the suffix of another.
    let repeated = changes([[1, 2], [3, 1]], [[1, 2], [3, 1]])
    #expect(repeated.0 == repeated.1)
    #expect(repeated.0.duplicateRowIDs == [AnyHashable(1)])
    // A trimmed identity met again in another pair's middle: a repeat.
    let acrossMiddle = changes([[7, 1, 9], [2, 3]], [[7, 9], [2, 7, 3]])
    #expect(acrossMiddle.0 == acrossMiddle.1)
    #expect(acrossMiddle.0.duplicateRowIDs == [AnyHashable(7)])
    // Updates in a prefix and a suffix, reported in source order.
    let updated = changes([[1, 2, 3, 4, 5, 6]], [[1, 2, 3, 9, 4, 5, 6]])
    let contentChanged = {
      let sections = Changeset(source: [0], target: [0])
      let from = [[1, 2, 3, 4, 5, 6].map { Book(id: $0, content: 0) }]
      let to = [[1, 2, 3, 9, 4, 5, 6].map { Book(id: $0, content: $0 == 3 ? 0 : 1) }]
      return SectionedChangeset(
        sections: sections, sourceRows: from, targetRows: to, rules: BookRules())
    }()
    #expect(updated.0 == updated.1)
    #expect(
      contentChanged.rowUpdates.map(\.source.row) == [0, 1, 3, 4, 5]
        && contentChanged.rowUpdates.map(\.target.row) == [0, 1, 4, 5, 6])
    #expect(contentChanged.rowInserts == [SectionedChangeset.Path(section: 0, row: 3)])
    // Prefix and suffix meet where the shorter side ends: one insert.
    let grown = changes([[1, 1]], [[1, 1, 1]])
    #expect(grown.0 == grown.1)
    #expect(grown.0.rowInserts == [SectionedChangeset.Path(section: 0, row: 2)])
  }
}

/// A row's identity is its section's identity (carried in `Book.id`) and
/// its offset, as a table's positional rows.
private struct PositionalBookRules: SectionedRowRules {
  struct ID: Hashable {
    var section: Int
    var row: Int
  }
  func sourceID(of element: Book, section: Int, row: Int) -> ID {
    ID(section: element.id, row: row)
  }
  func targetID(of element: Book, section: Int, row: Int) -> ID {
    ID(section: element.id, row: row)
  }
  func isContentEqual(_ source: Book, _ target: Book) -> Bool { source == target }
  func reported(_ id: ID) -> Int { id.row }
}

/// ``BookRules`` that take a pair of sections holding one buffer of rows to
/// share them (as the table layer does), and count the identities read.
private struct SharingBookRules: SectionedRowRules {
  final class Reads {
    var count = 0
  }
  let reads = Reads()

  func sourceID(of element: Book, section: Int, row: Int) -> Int {
    reads.count += 1
    return element.id
  }
  func targetID(of element: Book, section: Int, row: Int) -> Int {
    reads.count += 1
    return element.id
  }
  func isContentEqual(_ source: Book, _ target: Book) -> Bool { source == target }
  func reported(_ id: Int) -> Int { id }
  func sharesRows(_ source: [Book], _ target: [Book]) -> Bool {
    source.count == target.count
      && source.withUnsafeBufferPointer { source in
        target.withUnsafeBufferPointer { $0.baseAddress == source.baseAddress }
      }
  }
}

extension SectionedChangesetEngineTests {
  @Test(
    "sections whose rows are one buffer on both sides are kept unread, with the changes of matching every row",
    arguments: 0..<2)
  func sharedRowsMatchEveryRow(part: Int) throws {
    for seed in SeededRandom.seeds(300, base: 0x5EC7_0600 + UInt64(part)) {
      try withSeed(seed, "shared rows, part \(part)") { random in
        var maker = ScenarioMaker(
          random: &random, uniqueRows: true, maxRows: random.chance(0.2) ? 40 : 8)
        // The target starts as the source: the sections no edit touches
        // keep their buffers (and moved sections take theirs along).
        let scenario = maker.make(&random, maxSections: [1, 3, 6, 10][random.int(4)])
        let sections = Changeset(
          source: scenario.source.map(\.id), target: scenario.target.map(\.id))
        let source = scenario.source.map(\.rows)
        let target = scenario.target.map(\.rows)
        let shared = SectionedChangeset(
          sections: sections, sourceRows: source, targetRows: target, rules: SharingBookRules())
        let everyRow = SectionedChangeset(
          sections: sections, sourceRows: source, targetRows: target, rules: BookRules(),
          keepingRuns: false)
        try #require(shared == everyRow, "\(scenario): \(shared) against \(everyRow)")
      }
    }
  }

  @Test("the same sections again read no row; a new row repeating a shared row's identity is found")
  func sharedRowsUnreadButChecked() {
    let source = (0..<20).map { section in
      (0..<50).map { Book(id: section * 50 + $0, content: 0) }
    }
    let sections = Changeset(source: Array(0..<20), target: Array(0..<20))
    let rules = SharingBookRules()
    let same = SectionedChangeset(
      sections: sections, sourceRows: source, targetRows: source, rules: rules)
    #expect(same.isEmpty)
    #expect(rules.reads.count == 0)
    // Section 3 gains a row with the identity of a row of section 7, whose
    // rows are shared: a repeat, reported as such.
    var target = source
    target[3].append(Book(id: 7 * 50 + 4, content: 0))
    let repeated = SectionedChangeset(
      sections: sections, sourceRows: source, targetRows: target, rules: SharingBookRules())
    #expect(repeated.duplicateRowIDs == [AnyHashable(7 * 50 + 4)])
    #expect(
      repeated
        == SectionedChangeset(
          sections: sections, sourceRows: source, targetRows: target, rules: BookRules(),
          keepingRuns: false))
    // A new row with a fresh identity: an insert. The shared rows are read
    // once each, to be sure none repeats it (19 × 50); section 3's rows are
    // compared in its prefix (2 × 50) and hashed once, kept (50); the new
    // row is read to be chained and to be checked (2).
    target[3][50] = Book(id: 10_000, content: 0)
    let counting = SharingBookRules()
    let inserted = SectionedChangeset(
      sections: sections, sourceRows: source, targetRows: target, rules: counting)
    #expect(inserted.rowInserts == [SectionedChangeset.Path(section: 3, row: 50)])
    #expect(inserted.duplicateRowIDs.isEmpty)
    #expect(counting.reads.count == 19 * 50 + 3 * 50 + 2)
  }
}
