import CellarDiff
import CellarOracles
import Foundation

/// An element of the generated data: an `Int` identity and a content
/// value. Every scenario edits these, then turns each into its ``BenchRow``.
struct Item<ID: Hashable & Sendable>: Identifiable, Hashable, Sendable {
  var id: ID
  var content: Int
}

/// A row of the benchmark data as an app declares one: a concrete struct
/// (not generic) with an identity and a content value, `Identifiable` and
/// `Hashable`. Concrete, so that code not specialized for it (the standard
/// library's `difference(from:)`, which cannot be) pays no generic metadata
/// lookup per comparison, as it would for `Item<UUID>`.
protocol BenchRow: Identifiable, Hashable, Sendable where ID: BenchIdentity {
  init(id: ID, content: Int)
  var content: Int { get }
}

extension BenchRow {
  /// The row standing for `item`: its `Int` identity `n` turned into an `ID`.
  init(_ item: Item<Int>) { self.init(id: ID(benchIndex: item.id), content: item.content) }
}

/// A row with an `Int` identity.
struct IntRow: BenchRow {
  var id: Int
  var content: Int
}

/// A row with a `String` identity.
struct StringRow: BenchRow {
  var id: String
  var content: Int
}

/// A row with a `Foundation.UUID` identity.
struct UUIDRow: BenchRow {
  var id: UUID
  var content: Int
}

/// An identity type the differ scenarios run with: each scenario builds its
/// data with `Int` identities, then maps identity `n` to `init(benchIndex:)`,
/// so every element type sees the same edits.
protocol BenchIdentity: Hashable, Sendable {
  /// The row type with this identity.
  associatedtype Row: BenchRow where Row.ID == Self
  /// The name printed after the scenario's (`pub100k/String`).
  static var benchName: String { get }
  /// The identity standing for `n`: distinct for distinct `n`, the same in every run.
  init(benchIndex: Int)
}

extension Int: BenchIdentity {
  typealias Row = IntRow
  static var benchName: String { "Int" }
  init(benchIndex: Int) { self = benchIndex }
}

extension UUID: BenchIdentity {
  typealias Row = UUIDRow
  static var benchName: String { "UUID" }

  /// A version-4 UUID whose 16 bytes come from the seeded generator, seeded with `n`.
  init(benchIndex: Int) {
    var random = BenchRandom(seed: UInt64(bitPattern: Int64(benchIndex)) ^ 0xD1FF_5EED)
    var bytes = withUnsafeBytes(of: (random.next(), random.next())) { Array($0) }
    bytes[6] = bytes[6] & 0x0F | 0x40
    bytes[8] = bytes[8] & 0x3F | 0x80
    self.init(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
  }
}

extension String: BenchIdentity {
  typealias Row = StringRow
  static var benchName: String { "String" }
  /// The 36-character `uuidString` of ``UUID/init(benchIndex:)``.
  init(benchIndex: Int) { self = UUID(benchIndex: benchIndex).uuidString }
}

/// SplitMix64, so every run benchmarks the same data.
typealias BenchRandom = SplitMix64

/// Builds the target of a flat scenario from `source`.
struct FlatEdit {
  var deleteFraction = 0.0
  var insertFraction = 0.0
  var moveFraction = 0.0
  var updateFraction = 0.0
  var shuffleAll = false
  var moveFirstToEnd = false
  var reverseAll = false
  var deleteAll = false
  /// Start from nothing: every target element is an insert.
  var emptySource = false

  func apply(to source: [Item<Int>], random: inout BenchRandom) -> [Item<Int>] {
    if deleteAll { return [] }
    var items = source
    if shuffleAll { items.shuffle(using: &random) }
    if reverseAll { items.reverse() }
    if moveFirstToEnd, !items.isEmpty { items.append(items.removeFirst()) }
    let count = source.count
    let deletes = Int(Double(count) * deleteFraction)
    for _ in 0..<deletes where !items.isEmpty {
      items.remove(at: Int.random(in: 0..<items.count, using: &random))
    }
    let moves = Int(Double(count) * moveFraction)
    var moved: [Item<Int>] = []
    for _ in 0..<moves where !items.isEmpty {
      moved.append(items.remove(at: Int.random(in: 0..<items.count, using: &random)))
    }
    for item in moved { items.insert(item, at: Int.random(in: 0...items.count, using: &random)) }
    let inserts = Int(Double(count) * insertFraction)
    for index in 0..<inserts {
      let item = Item<Int>(id: 10_000_000 + index, content: 0)
      items.insert(item, at: Int.random(in: 0...items.count, using: &random))
    }
    let updates = Int(Double(count) * updateFraction)
    for _ in 0..<updates where !items.isEmpty {
      items[Int.random(in: 0..<items.count, using: &random)].content += 1
    }
    return items
  }
}

/// A scenario's target for each element type, with DifferenceKit's figure
/// on the same data. The targets are issue 12's (half of DifferenceKit's
/// time as its reviewer measured it then). DifferenceKit's figures were
/// measured side by side with Cellar, in one process, on this benchmark's
/// own data (the same generator, seeds and edits, rows of an identity and
/// an `Int` content), by a harness kept outside the repository (a package
/// depending on DifferenceKit 1.3.0 and on this CellarDiff by path; neither
/// library's code is copied into the other): issue 22, 2026-11-27, 2-core
/// x86_64, Swift 6.3.1, release, median of 15 rounds of thread CPU time,
/// the two libraries run in turn, load average under 0.4. The README has
/// the table and the method.
struct DiffTargets: Sendable {
  var int: String
  var string: String
  var uuid = "none of its own"

  func text<ID: BenchIdentity>(for _: ID.Type) -> String {
    switch ID.self {
    case is Int.Type: int
    case is String.Type: string
    default: uuid
    }
  }
}

/// What a flat scenario is: its data and what its result must be.
struct FlatSpec: Sendable {
  var name: String
  var summary: String
  var targets: DiffTargets
  var full: Int
  var edit: FlatEdit
  var expectedMoves: Int? = nil
  var expectEmpty = false
  /// Every element but one moves (a reversal), at any scale.
  var expectAllButOneMoved = false
  /// Times Swift's `difference(from:).inferringMoves()` right after each
  /// run, in this process, instead of in a child process: for scenarios
  /// where it is fast enough to run as often as the differ.
  var swiftDiffSideBySide = false
  /// Also times, once the measured runs are done, the same data as plain
  /// identities and through the closure form of `Changeset`, to show what
  /// the `{id, content}` row shape and the closures cost.
  var timesOtherForms = false

  /// The source and target at `scale`, with identities of type `ID`.
  func data<ID: BenchIdentity>(_ scale: Scale, as _: ID.Type) -> (
    source: [ID.Row], target: [ID.Row]
  ) {
    let count = scale == .smoke ? min(full, 300) : full
    var random = BenchRandom(seed: 0xC311A2)
    let numbers = (0..<count).map { Item<Int>(id: $0, content: 0) }
    let edited = edit.apply(to: numbers, random: &random)
    return (edit.emptySource ? [] : numbers.map(ID.Row.init), edited.map(ID.Row.init))
  }
}

/// A flat scenario for each element type.
func flatScenarios(_ spec: FlatSpec) -> [Scenario] {
  [flatScenario(spec, Int.self), flatScenario(spec, String.self), flatScenario(spec, UUID.self)]
}

/// A flat scenario: `Changeset` against `difference(from:).inferringMoves()`.
func flatScenario<ID: BenchIdentity>(_ spec: FlatSpec, _ type: ID.Type) -> Scenario {
  Scenario(
    name: "\(spec.name)/\(ID.benchName)", summary: spec.summary + " (\(ID.benchName) ids)",
    target: spec.targets.text(for: ID.self),
    make: { scale in
      let (source, target) = spec.data(scale, as: ID.self)
      var changes = Changeset()
      var failure: String?
      var checked = false
      var once: (@MainActor () -> [(String, String)])?
      if spec.edit.deleteAll || spec.edit.emptySource {
        let side = source.isEmpty ? target : source
        once = { [uncheckedTime(side)] }
      } else if spec.timesOtherForms {
        once = { otherFormTimes(source: source, target: target) }
      }
      let interleaved =
        spec.swiftDiffSideBySide
        ? InterleavedBaseline(label: "swift diff") { swiftDiffCounts(source, target) } : nil
      return Runner(
        measure: {
          changes = Changeset(source: source, target: target)
          if !checked {  // once, on the untimed warm-up run
            failure = flatFailure(changes, source: source, target: target, spec: spec)
            checked = true
          }
          return Outcome(
            counts: [
              ("deletes", changes.deletes.count), ("inserts", changes.inserts.count),
              ("moves", changes.moves.count), ("updates", changes.updates.count),
            ],
            failure: failure)
        },
        baseline: { _ in .none }, interleaved: interleaved, once: once)
    },
    childBaseline: { scale in
      let (source, target) = spec.data(scale, as: ID.self)
      return BaselineWork(label: "swift diff") { swiftDiffCounts(source, target) }
    },
    memoryProbe: { scale in
      let (source, target) = spec.data(scale, as: ID.self)
      return { _ = Changeset(source: source, target: target) }
    })
}

/// Swift's `target.difference(from: source).inferringMoves()` on the same
/// rows, and its counts: removals and insertions not paired into moves, and
/// moves.
///
/// What it computes differs from `Changeset`: it compares whole rows
/// (identity and content together), so a changed row is a removal and an
/// insertion, never an update; it reports no repeated identities; and the
/// moves it infers pair removals with equal insertions of a shortest edit
/// script, which is not the fewest moves in general (on `move1-10k`, one
/// row moved, both find the one move). It is not specialized for the row
/// type (the standard library is compiled apart), which is why the rows are
/// concrete types.
func swiftDiffCounts<Row: BenchRow>(_ source: [Row], _ target: [Row]) -> [(String, Int)] {
  let difference = target.difference(from: source).inferringMoves()
  var moves = 0
  for change in difference {
    if case .insert(_, _, let associated) = change, associated != nil { moves += 1 }
  }
  return [
    ("removals", difference.removals.count - moves),
    ("insertions", difference.insertions.count - moves), ("moves", moves),
  ]
}

/// The differ on the same data as plain identities (`[ID]`, each its own
/// identity) and through the closure form (`id:` and `isContentEqual:`
/// closures over the rows): each the median of 9 runs, after the measured
/// ones.
@MainActor func otherFormTimes<Row: BenchRow>(source: [Row], target: [Row]) -> [(String, String)] {
  let sourceIDs = source.map(\.id)
  let targetIDs = target.map(\.id)
  func median(_ work: () -> Void) -> String {
    let clock = ContinuousClock()
    var times = (0..<9).map { _ in clock.measure(work).seconds }
    times.sort()
    return formatSeconds(times[times.count / 2])
  }
  return [
    ("plain ids", median { _ = Changeset(source: sourceIDs, target: targetIDs) }),
    (
      "closures",
      median {
        _ = Changeset(
          source: source, target: target, id: { $0.id },
          isContentEqual: { $0.content == $1.content })
      }
    ),
  ]
}

/// The differ's time on a one-sided scenario without the duplicate check:
/// `side` deleted whole, known unique (as a table's last target is), so
/// nothing is hashed. The scenario's own time minus this is the check's cost.
@MainActor func uncheckedTime<Row: BenchRow>(_ side: [Row]) -> (String, String) {
  let clock = ContinuousClock()
  var times: [Double] = []
  for _ in 0..<9 {
    times.append(
      clock.measure {
        _ = Changeset(source: side, target: [], sourceIsKnownUnique: true)
      }.seconds)
  }
  times.sort()
  return ("unchecked", formatSeconds(times[times.count / 2]) + " (side known unique, no hashing)")
}

/// What is wrong with a flat scenario's changeset, or `nil`.
func flatFailure<Row: BenchRow>(
  _ changes: Changeset, source: [Row], target: [Row], spec: FlatSpec
) -> String? {
  if changes.replay(source: source, target: target) != target {
    return "replay differs from the target"
  }
  if let expectedMoves = spec.expectedMoves, changes.moves.count != expectedMoves {
    return "expected \(expectedMoves) moves, got \(changes.moves.count)"
  }
  if spec.expectAllButOneMoved && changes.moves.count != max(source.count - 1, 0) {
    return "expected \(source.count - 1) moves, got \(changes.moves.count)"
  }
  if spec.expectEmpty != changes.isEmpty {
    return spec.expectEmpty ? "expected no changes" : "expected changes"
  }
  if !changes.duplicateIDs.isEmpty { return "reported duplicates where there are none" }
  return nil
}

/// A section of the sectioned scenario.
struct BenchSection<ID: BenchIdentity>: Sendable {
  var id: Int
  var rows: [ID.Row]
}

/// The sectioned scenario's data, with identities of type `ID`.
func sectionedData<ID: BenchIdentity>(_ scale: Scale, as _: ID.Type) -> (
  source: [BenchSection<ID>], target: [BenchSection<ID>]
) {
  let (source, target) = sectionedIntData(scale)
  func mapped(_ sections: [BenchSection<Int>]) -> [BenchSection<ID>] {
    sections.map { section in
      BenchSection(
        id: section.id,
        rows: section.rows.map { ID.Row(id: ID(benchIndex: $0.id), content: $0.content) })
    }
  }
  return (mapped(source), mapped(target))
}

/// The sectioned scenario's data with `Int` identities.
func sectionedIntData(_ scale: Scale) -> (
  source: [BenchSection<Int>], target: [BenchSection<Int>]
) {
  let sectionCount = scale == .smoke ? 10 : 100
  let rowCount = scale == .smoke ? 30 : 1_000
  var random = BenchRandom(seed: 0x5EC7)
  let source = (0..<sectionCount).map { section in
    BenchSection<Int>(
      id: section,
      rows: (0..<rowCount).map { IntRow(id: section * rowCount + $0, content: 0) })
  }
  var target = source
  let total = sectionCount * rowCount
  let tenth = total / 10
  func randomSection() -> Int { Int.random(in: 0..<sectionCount, using: &random) }
  for _ in 0..<tenth {  // deletes
    let section = randomSection()
    if !target[section].rows.isEmpty {
      target[section].rows.remove(
        at: Int.random(in: 0..<target[section].rows.count, using: &random))
    }
  }
  for index in 0..<tenth {  // moves, half within a section, half across
    let from = randomSection()
    guard !target[from].rows.isEmpty else { continue }
    let item = target[from].rows.remove(
      at: Int.random(in: 0..<target[from].rows.count, using: &random))
    let to = index.isMultiple(of: 2) ? from : randomSection()
    target[to].rows.insert(item, at: Int.random(in: 0...target[to].rows.count, using: &random))
  }
  for index in 0..<tenth {  // inserts
    let to = randomSection()
    target[to].rows.insert(
      IntRow(id: 10_000_000 + index, content: 0),
      at: Int.random(in: 0...target[to].rows.count, using: &random))
  }
  for _ in 0..<tenth {  // updates
    let section = randomSection()
    if !target[section].rows.isEmpty {
      target[section].rows[Int.random(in: 0..<target[section].rows.count, using: &random)]
        .content += 1
    }
  }
  return (source, target)
}
/// The sectioned scenario for one element type.
func sectionedScenario<ID: BenchIdentity>(_: ID.Type, target: String) -> Scenario {
  Scenario(
    name: "sect100x1k/\(ID.benchName)",
    summary: "100 sections × 1,000 rows; 10% each deleted, inserted, moved, updated"
      + " (\(ID.benchName) ids)",
    target: target,
    make: { scale in
      let (source, target) = sectionedData(scale, as: ID.self)
      var changes = SectionedChangeset()
      var failure: String?
      var checked = false
      return Runner(
        measure: {
          changes = SectionedChangeset(
            source: source, target: target, sectionID: { $0.id }, rows: { $0.rows })
          if !checked {  // once, on the untimed warm-up run
            let expected = target.map { ReplayedSection(section: $0.id, rows: $0.rows) }
            let replayed = changes.replay(source: source, target: target, rows: { $0.rows })?
              .map { ReplayedSection(section: $0.section.id, rows: $0.rows) }
            failure = replayed == expected ? nil : "replay differs from the target"
            checked = true
          }
          return Outcome(
            counts: [
              ("row deletes", changes.rowDeletes.count), ("row inserts", changes.rowInserts.count),
              ("row moves", changes.rowMoves.count), ("row updates", changes.rowUpdates.count),
            ],
            failure: failure)
        },
        baseline: { _ in .none })
    },
    memoryProbe: { scale in
      let (source, target) = sectionedData(scale, as: ID.self)
      return {
        _ = SectionedChangeset(
          source: source, target: target, sectionID: { $0.id }, rows: { $0.rows })
      }
    })
}

let diffScenarios: [Scenario] =
  [
    FlatSpec(
      name: "pub100k", summary: "100,000 unique items; delete 10%, insert 10%, shuffle 10%",
      targets: DiffTargets(
        int: "≤ 0.028 s (the earlier target; DifferenceKit on this data: 0.034 s)",
        string: "≤ 0.020 s (DifferenceKit on this data: 0.061 s)",
        uuid: "none of its own (DifferenceKit on this data: 0.039 s)"),
      full: 100_000, edit: FlatEdit(deleteFraction: 0.1, insertFraction: 0.1, moveFraction: 0.1)),
    FlatSpec(
      name: "same100k", summary: "100,000 unchanged",
      targets: DiffTargets(
        int: "≤ 0.003 s (the earlier target; DifferenceKit on this data: 0.029 s)",
        string: "≤ 0.0195 s (DifferenceKit on this data: 0.045 s)",
        uuid: "none of its own (DifferenceKit on this data: 0.037 s)"),
      full: 100_000, edit: FlatEdit(), expectedMoves: 0, expectEmpty: true,
      swiftDiffSideBySide: true),
    FlatSpec(
      name: "shuf100k", summary: "100,000 all shuffled",
      targets: DiffTargets(
        int: "≤ 0.043 s (the earlier target; DifferenceKit on this data: 0.049 s)",
        string:
          "≤ 0.031 s (DifferenceKit on this data: 0.090 s; on its own generator's shuffled copy: 0.066 s)",
        uuid: "none of its own (DifferenceKit on this data: 0.060 s)"),
      full: 100_000, edit: FlatEdit(shuffleAll: true), timesOtherForms: true),
    FlatSpec(
      name: "upd100k", summary: "100,000; 10% content changed",
      targets: DiffTargets(
        int: "≤ 0.028 s (the earlier target; DifferenceKit on this data: 0.029 s)",
        string: "≤ 0.019 s (DifferenceKit on this data: 0.049 s)",
        uuid: "none of its own (DifferenceKit on this data: 0.034 s)"),
      full: 100_000, edit: FlatEdit(updateFraction: 0.1), expectedMoves: 0),
    FlatSpec(
      name: "move1-10k", summary: "10,000; first item moved to the end",
      targets: DiffTargets(
        int: "≤ 0.0015 s, 1 move (the earlier target; DifferenceKit on this data: 0.0013 s)",
        string: "≤ 0.0013 s, 1 move (DifferenceKit on this data: 0.0022 s, 9,999 moves)",
        uuid:
          "faster than swift diff on the same rows: the ratio under 1 (DifferenceKit on this data: 0.0017 s)"
      ),
      full: 10_000, edit: FlatEdit(moveFirstToEnd: true), expectedMoves: 1,
      swiftDiffSideBySide: true),
    FlatSpec(
      name: "reverse100k", summary: "100,000 reversed",
      targets: DiffTargets(
        int: "none of its own (DifferenceKit on this data: 0.027 s)",
        string: "≤ 0.019 s (DifferenceKit on this data: 0.050 s)",
        uuid: "none of its own (DifferenceKit on this data: 0.028 s)"),
      full: 100_000, edit: FlatEdit(reverseAll: true), expectAllButOneMoved: true),
    FlatSpec(
      name: "delall100k", summary: "100,000 all deleted",
      targets: DiffTargets(
        int: "≤ 0.0001 s plus the duplicate check (DifferenceKit on this data: 0.000085 s)",
        string: "≤ 0.0001 s plus the duplicate check (DifferenceKit on this data: 0.000085 s)",
        uuid: "none of its own (DifferenceKit on this data: 0.000085 s)"),
      full: 100_000, edit: FlatEdit(deleteAll: true), expectedMoves: 0),
    FlatSpec(
      name: "insall100k", summary: "100,000 inserted into an empty list",
      targets: DiffTargets(
        int: "≤ 0.0001 s plus the duplicate check (DifferenceKit on this data: 0.000085 s)",
        string: "≤ 0.0001 s plus the duplicate check (DifferenceKit on this data: 0.000085 s)",
        uuid: "none of its own (DifferenceKit on this data: 0.000085 s)"),
      full: 100_000, edit: FlatEdit(emptySource: true), expectedMoves: 0),
  ].flatMap(flatScenarios) + [
    sectionedScenario(Int.self, target: "≤ 0.030 s (the earlier target)"),
    sectionedScenario(
      String.self, target: "≤ 0.027 s (DifferenceKit on this data: 0.069 s)"),
    sectionedScenario(UUID.self, target: "none of its own"),
    lcsScenario,
  ]

/// `lcs10k/Int`: ``Diff`` (the `Equatable` diff, Myers' algorithm on
/// contiguous buffers) of 10,000 `Int`s with 5% deleted and 5% inserted,
/// against Swift's `difference(from:)` on the same arrays.
let lcsScenario = Scenario(
  name: "lcs10k/Int",
  summary: "Diff (Equatable, Myers) of 10,000 Ints; 5% deleted, 5% inserted",
  target: "none of its own (faster than difference(from:))",
  make: { scale in
    let (source, target) = lcsData(scale)
    var steps = 0
    var failure: String?
    var checked = false
    return Runner(
      measure: {
        let diff = Diff(source, target)
        steps = diff.steps.count
        if !checked {  // once, on the untimed warm-up run
          failure = source.applying(diff) == target ? nil : "applying the diff misses the target"
          checked = true
        }
        return Outcome(counts: [("steps", steps)], failure: failure)
      },
      baseline: { _ in .none })
  },
  childBaseline: { scale in
    let (source, target) = lcsData(scale)
    return BaselineWork(label: "swift diff") {
      [("steps", target.difference(from: source).count)]
    }
  })

/// The `lcs10k` data: the `Int`s `0..<10,000` (smoke: 300), and the same
/// with 5% removed and 5% new ones inserted at random places.
func lcsData(_ scale: Scale) -> (source: [Int], target: [Int]) {
  let count = scale == .smoke ? 300 : 10_000
  var random = BenchRandom(seed: 0x1C5)
  let numbers = (0..<count).map { Item<Int>(id: $0, content: 0) }
  let edited = FlatEdit(deleteFraction: 0.05, insertFraction: 0.05).apply(
    to: numbers, random: &random)
  return (numbers.map(\.id), edited.map(\.id))
}
