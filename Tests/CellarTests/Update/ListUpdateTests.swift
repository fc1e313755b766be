import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A section of a random table: an id and rows (unique explicit id, title, height).
private struct SectionSpec {
  var id: Int
  var title: String?
  var rows: [(id: Int, title: String, height: CGFloat?)]

  var section: Section {
    Section(
      id: id, header: title.map { .title($0) },
      anyRows: rows.map { AnyRow(Row<TitleCell>(model: $0.title, id: $0.id, height: $0.height)) })
  }
}

/// A section as the replay oracle sees it: its id and its rows' ids.
private struct Shape: Equatable {
  var id: AnyHashable?
  var rows: [AnyHashable?]

  init(_ section: Section) {
    id = section.id
    rows = section.rows.map(\.id)
  }
}

/// Random source and target tables with unique ids: sections deleted,
/// inserted, moved, retitled; rows deleted, inserted, moved within and
/// across sections (into inserted sections and out of deleted ones), and
/// changed in title or height.
private func randomTables(_ random: inout SeededRandom) -> (source: [Section], target: [Section]) {
  var nextID = 0
  func rows(_ random: inout SeededRandom) -> [(id: Int, title: String, height: CGFloat?)] {
    (0..<random.int(5)).map { _ in
      nextID += 1
      return (nextID, "t\(random.int(2))", random.chance(0.2) ? 60 : nil)
    }
  }
  let source = (0..<random.int(5)).map { index in
    SectionSpec(id: index, title: random.chance(0.3) ? "S" : nil, rows: rows(&random))
  }
  var target = source.filter { _ in !random.chance(0.25) }
  for _ in 0..<random.int(3) {
    nextID += 1
    target.insert(
      SectionSpec(id: 1000 + nextID, title: nil, rows: rows(&random)),
      at: random.int(target.count + 1))
  }
  target.shuffle(using: &random)
  for index in target.indices {
    target[index].rows.removeAll { _ in random.chance(0.2) }
    if random.chance(0.2) { target[index].title = random.chance(0.5) ? "T" : nil }
  }
  guard !target.isEmpty else { return (source.map(\.section), []) }
  let kept = Set(target.flatMap(\.rows).map(\.id))
  var moving = source.flatMap(\.rows).filter { !kept.contains($0.id) && random.chance(0.3) }
  moving += rows(&random)
  for var row in moving {
    if random.chance(0.3) { row.title += "!" }
    if random.chance(0.2) { row.height = row.height == nil ? 30 : nil }
    let section = random.int(target.count)
    target[section].rows.insert(row, at: random.int(target[section].rows.count + 1))
  }
  for index in target.indices where random.chance(0.3) && !target[index].rows.isEmpty {
    target[index].rows[random.int(target[index].rows.count)].title += "?"
  }
  return (source.map(\.section), target.map(\.section))
}

/// A batch as a sectioned changeset, for the replay oracle (reloads and
/// reconfigures are not structure).
private func changeset(_ operations: Headless.Batch.Groups) -> SectionedChangeset {
  SectionedChangeset(
    sections: Changeset(
      deletes: operations.sectionDeletes, inserts: operations.sectionInserts,
      moves: operations.sectionMoves),
    rowDeletes: operations.rowDeletes, rowInserts: operations.rowInserts,
    rowMoves: operations.rowMoves)
}

/// A row's place in a batch.
private func path(_ row: Int, _ section: Int) -> SectionedChangeset.Path {
  SectionedChangeset.Path(section: section, row: row)
}

/// Every row's index path, by id.
private func paths(_ sections: [Section]) -> [AnyHashable: IndexPath] {
  var paths: [AnyHashable: IndexPath] = [:]
  for (section, content) in sections.enumerated() {
    for (row, item) in content.rows.enumerated() {
      if let id = item.id { paths[id] = IndexPath(row: row, section: section) }
    }
  }
  return paths
}

/// Where UIKit inserts a row reloaded in a batch from `shown` to `stage`:
/// its row shifted down by the batch's row deletes before it in its section
/// and up by the row inserts at or before it in the section it goes to (the
/// moves do not count: `uikit-collection-semantics.md` §4.4 step 1), in
/// the section with its section's id.
private func uikitReloadPlace(
  of path: SectionedChangeset.Path, _ operations: Headless.Batch.Groups, shown: [Section],
  stage: [Section]
) -> SectionedChangeset.Path? {
  let id = shown[path.section].id
  guard let section = stage.firstIndex(where: { $0.id == id }) else { return nil }
  var row =
    path.row
    - operations.rowDeletes.filter { $0.section == path.section && $0.row < path.row }.count
  for insert in operations.rowInserts.filter({ $0.section == section }).map(\.row).sorted()
  where insert <= row {
    row += 1
  }
  return SectionedChangeset.Path(section: section, row: row)
}

/// Checks a plan against the oracles: each stage's operations, replayed
/// as UIKit applies one batch, turn the previous stage's sections into its
/// own; no stage inserts a row that exists; every reload is inserted, by
/// UIKit's rule, where its row is at that stage; the last shows the
/// target; every changed row is reloaded or reconfigured once, where it is
/// at that stage; every tracked row is where its id is in the target.
@MainActor
private func checkPlan(_ plan: ListUpdate, _ source: [Section], _ target: [Section]) throws {
  var shown = source
  var changed = Set(changedIDs(source, target))
  for stage in plan.stages {
    let replayed = changeset(stage.batch.groups).replay(
      source: shown.map(Shape.init), target: stage.sections.map(Shape.init), rows: \.rows)
    let result = try #require(replayed, "stage \(stage.batch.groups) does not fit")
    try #require(result.map(\.section.id) == stage.sections.map(\.id))
    try #require(result.map(\.rows) == stage.sections.map { $0.rows.map(\.id) })
    let existing = Set(shown.flatMap { $0.rows.compactMap(\.id) })
    for path in stage.batch.groups.rowInserts {
      let id = stage.sections[path.section].rows[path.row].id
      try #require(id.map { !existing.contains($0) } == true, "\(path) inserted but exists")
    }
    for path in stage.batch.groups.rowReloads {
      let id = shown[path.section].rows[path.row].id
      let place = uikitReloadPlace(
        of: path, stage.batch.groups, shown: shown, stage: stage.sections)
      let landed = place.map { stage.sections[$0.section].rows.indices.contains($0.row) } == true
      try #require(
        place.map { landed && stage.sections[$0.section].rows[$0.row].id == id } == true,
        "reload \(path) is inserted at \(place.map { "\($0)" } ?? "no section"), not its row's place"
      )
    }
    for path in stage.batch.groups.rowReloads + stage.batch.groups.rowReconfigures {
      // Structural stages name changed rows at their old index paths, later ones at their new.
      let before = shown[path.section].rows[path.row].id
      try #require(before.map { changed.remove($0) != nil } == true, "\(path) changed twice")
    }
    shown = stage.sections
  }
  try #require(changed.isEmpty, "changed rows not updated: \(changed)")
  try #require(shown.map(Shape.init) == target.map(Shape.init))
  let targetPaths = paths(target)
  for (id, path) in paths(source) {
    try #require(plan.tracked[path] == targetPaths[id], "tracked \(id) at \(path)")
  }
}

/// The ids of the rows in both whose title or height changed.
private func changedIDs(_ source: [Section], _ target: [Section]) -> [AnyHashable] {
  var old: [AnyHashable: AnyRowStorage] = [:]
  for row in source.flatMap(\.rows) { old[row.id ?? AnyHashable(0)] = row.storage }
  return target.flatMap(\.rows).compactMap { row in
    guard let id = row.id, let before = old[id] else { return nil }
    return isRowUnchanged(before, row.storage) ? nil : id
  }
}

/// The changeset the background update matches, off the main actor's
/// content, from `Sendable` keys.
private func backgroundPlan(_ source: [Section], _ target: [Section], tracking: [IndexPath])
  throws -> ListUpdate
{
  // Each step in one stretch: the background update's, without the pauses.
  var keying = SendableKeying(source, target)
  while !keying.keyRows(upTo: .max) {}
  let (sourceKeys, targetKeys) = (keying.source, keying.target)
  let (changeset, targets) = keyChangeset(sourceKeys, targetKeys)
  var comparison = BackgroundContentComparison(
    changeset, source, target, sourceCodes: sourceKeys.map(\.code),
    targetCodes: targetKeys.map(\.code), targets: targets)
  while !comparison.compare(upTo: .max) {}
  let compared = comparison.changeset
  return try ListUpdate(
    from: source, to: target, tracking: tracking, precomputed: compared, on: .table)
}

@MainActor
@Suite struct ListUpdateTests {
  @Test(
    "random updates: stages replay to the target, changed rows are updated once, tracked rows follow their ids",
    arguments: 0..<4)
  func randomPlans(part: Int) throws {
    var staged = 0
    for seed in SeededRandom.seeds(150, base: 0x7AB1_E000 + UInt64(part)) {
      try withSeed(seed, "part \(part)") { random in
        let (source, target) = randomTables(&random)
        let tracking = Array(paths(source).values)
        let plan = try ListUpdate(from: source, to: target, tracking: tracking, on: .table)
        try checkPlan(plan, source, target)
        if plan.changeset.hasMovesAcrossDeletedOrInsertedSections { staged += 1 }
      }
    }
    #expect(staged > 10, "the cases exercise staged updates")
  }

  @Test("the background path plans exactly what the synchronous one does", arguments: 0..<2)
  func backgroundPlansAsSynchronous(part: Int) throws {
    for seed in SeededRandom.seeds(150, base: 0x7AB1_E100 + UInt64(part)) {
      try withSeed(seed, "part \(part)") { random in
        let (source, target) = randomTables(&random)
        let tracking = Array(paths(source).values)
        let sync = try ListUpdate(from: source, to: target, tracking: tracking, on: .table)
        let background = try backgroundPlan(source, target, tracking: tracking)
        try #require(background.changeset == sync.changeset)
        try #require(background.contentChanges == sync.contentChanges)
        try #require(background.stages.map(\.batch.groups) == sync.stages.map(\.batch.groups))
        try #require(background.tracked == sync.tracked)
        try #require(background.headerChanges == sync.headerChanges)
      }
    }
  }

  @Test("rows moving between kept sections: one batch, changed kept rows at their old places")
  func oneBatch() throws {
    let source = [
      SectionSpec(id: 0, rows: [(1, "a", nil), (2, "b", nil), (3, "c", nil)]),
      SectionSpec(id: 1, rows: [(4, "d", nil)]),
    ].map(\.section)
    let target = [
      SectionSpec(id: 0, rows: [(1, "a!", nil), (3, "c", nil)]),
      SectionSpec(id: 1, rows: [(4, "d", 60), (2, "b!", nil), (5, "e", nil)]),
    ].map(\.section)
    let plan = try ListUpdate(
      from: source, to: target, tracking: Array(paths(source).values), on: .table)
    try checkPlan(plan, source, target)
    try #require(plan.stages.count == 2)
    var structure = Headless.Batch.Groups()
    structure.rowInserts = [path(2, 1)]
    structure.rowMoves = [
      SectionedChangeset.RowMove(
        source: path(1, 0), target: path(1, 1))
    ]
    structure.rowReloads = [path(0, 1)]
    structure.rowReconfigures = [path(0, 0)]
    #expect(plan.stages[0].batch.groups == structure)
    var later = Headless.Batch.Groups()
    later.rowReconfigures = [path(1, 1)]
    #expect(plan.stages[1].batch.groups == later)
  }

  @Test("a reload UIKit would insert on another row's place waits for the batch after the moves")
  func reloadDisplacedByMoves() throws {
    // Issue 22, item 9: d moves to the top and c changes height. UIKit
    // inserts a reload of [0, 2] at [0, 2] (no delete or insert before it),
    // where b goes; in the structural batch it showed b's row as c's.
    let source = [
      SectionSpec(id: 0, rows: [(1, "a", nil), (2, "b", nil), (3, "c", nil), (4, "d", nil)])
    ].map(\.section)
    let target = [
      SectionSpec(id: 0, rows: [(4, "d", nil), (1, "a", nil), (2, "b", nil), (3, "c", 60)])
    ].map(\.section)
    let plan = try ListUpdate(
      from: source, to: target, tracking: Array(paths(source).values), on: .table)
    try checkPlan(plan, source, target)
    try #require(plan.stages.count == 2)
    #expect(plan.stages[0].batch.groups.rowReloads.isEmpty)
    #expect(plan.stages[1].batch.groups.rowReloads == [path(3, 0)])
    // The issue's data: b deleted, d to the top, c reloaded (UIKit would
    // insert it at [0, 1], a's place).
    let issueTarget = [
      SectionSpec(id: 0, rows: [(4, "d", nil), (1, "a", nil), (3, "c", 60)])
    ].map(\.section)
    let issuePlan = try ListUpdate(
      from: source, to: issueTarget, tracking: Array(paths(source).values), on: .table)
    try checkPlan(issuePlan, source, issueTarget)
    #expect(issuePlan.stages[0].batch.groups.rowReloads.isEmpty)
    #expect(issuePlan.stages.last?.batch.groups.rowReloads == [path(2, 0)])
  }

  @Test(
    "a row moving out of a deleted section into an inserted one: three batches, then its content")
  func stagedAcrossSections() throws {
    let source = [
      SectionSpec(id: 0, rows: [(1, "a", nil)]),
      SectionSpec(id: 1, rows: [(2, "b", nil), (3, "c", nil)]),
    ].map(\.section)
    let target = [
      SectionSpec(id: 2, rows: [(9, "new", nil), (3, "c!", nil)]),
      SectionSpec(id: 0, rows: [(1, "a", nil)]),
    ].map(\.section)
    let plan = try ListUpdate(
      from: source, to: target,
      tracking: [IndexPath(row: 1, section: 1), IndexPath(row: 0, section: 0)], on: .table)
    try checkPlan(plan, source, target)
    try #require(plan.stages.count == 4)
    #expect(plan.stages[0].batch.groups.sectionInserts == [2])
    #expect(plan.stages[0].sections.map(\.rows.count) == [1, 2, 0])
    #expect(plan.stages[1].batch.groups.rowInserts == [path(0, 2)])
    #expect(
      plan.stages[1].batch.groups.rowMoves == [
        SectionedChangeset.RowMove(
          source: path(1, 1), target: path(1, 2))
      ])
    #expect(plan.stages[1].sections.map(\.rows.count) == [1, 1, 2])
    #expect(plan.stages[2].batch.groups.sectionDeletes == [1])
    #expect(plan.stages[2].batch.groups.sectionMoves.count == 1)
    #expect(plan.stages[3].batch.groups.rowReconfigures == [path(1, 0)])
    #expect(
      plan.tracked == [
        IndexPath(row: 1, section: 1): IndexPath(row: 1, section: 0),
        IndexPath(row: 0, section: 0): IndexPath(row: 0, section: 1),
      ])
  }

  @Test(
    "a header that changes kind reloads its section after the rest; a changed title is updated in place"
  )
  func headers() throws {
    let source = [
      SectionSpec(id: 0, title: "A", rows: []), SectionSpec(id: 1, title: "B", rows: []),
    ].map(\.section)
    let target = [
      SectionSpec(id: 0, title: nil, rows: []), SectionSpec(id: 1, title: "B!", rows: []),
    ].map(\.section)
    let plan = try ListUpdate(from: source, to: target, on: .table)
    #expect(
      plan.headerChanges == [
        HeaderChange(section: 0, inPlace: false, header: true, footer: false),
        HeaderChange(section: 1, inPlace: true, header: true, footer: false),
      ])
    #expect(plan.headerStage?.batch.groups.sectionReloads == [0])
    #expect(plan.stages.map(\.batch.groups) == [Headless.Batch.Groups()])
  }

  @Test(
    "a grid's plan finds its header and footer changes, by target index: a new model in place, a new view type or a view gone by reloading"
  )
  func gridSupplementaries() throws {
    func section(
      _ id: Int, header: GridSupplementary?, footer: GridSupplementary? = nil,
      size: CGSize? = nil
    ) -> Section {
      GridSection(id: id, header: header, footer: footer) {}.headerReferenceSize(size).base
    }
    let source = [
      section(0, header: .view(PlanHeader.self, model: "a")),
      section(
        1, header: .view(PlanHeader.self, model: "b"), footer: .view(PlanHeader.self, model: "f")),
      section(2, header: .view(PlanHeader.self, model: "c")),
      section(3, header: .view(PlanHeader.self, model: "d"), size: CGSize(width: 0, height: 20)),
      section(4, header: .view(PlanHeader.self, model: "e")),
      section(5, header: .view(PlanHeader.self, model: "g"), size: CGSize(width: 0, height: 20)),
    ]
    let target = [
      // Moved to the front, with a new header model: in place, at its new index.
      section(4, header: .view(PlanHeader.self, model: "E")),
      section(0, header: .view(PlanHeader.self, model: "a")),  // unchanged
      section(1, header: .view(PlanHeader.self, model: "b")),  // footer gone: reload
      section(2, header: .view(OtherPlanHeader.self, model: "c")),  // another view type: reload
      // A new model and a new reference size: reload.
      section(3, header: .view(PlanHeader.self, model: "D"), size: CGSize(width: 0, height: 30)),
      // Its reference size alone changed, which the layout shows: no change.
      section(5, header: .view(PlanHeader.self, model: "g"), size: CGSize(width: 0, height: 30)),
    ]
    let plan = try ListUpdate(from: source, to: target, on: .table)
    #expect(
      plan.headerChanges == [
        HeaderChange(section: 0, inPlace: true, header: true, footer: false),
        HeaderChange(section: 2, inPlace: false, header: false, footer: true),
        HeaderChange(section: 3, inPlace: false, header: true, footer: false),
        HeaderChange(section: 4, inPlace: false, header: true, footer: false),
      ])
    #expect(plan.headerStage?.batch.groups.sectionReloads == [2, 3, 4])
  }

  @Test("repeated explicit ids throw before anything is planned")
  func duplicates() {
    let target = [SectionSpec(id: 0, rows: [(1, "a", nil), (1, "b", nil)])].map(\.section)
    #expect(throws: TableError.self) { try ListUpdate(from: [], to: target, on: .table) }
    #expect(throws: TableError.self) {
      try ListUpdate(
        from: [SectionSpec(id: 0, rows: [(2, "a", nil)]).section], to: target, on: .table)
    }
  }
}

/// A grid header for the plan's tests.
private final class PlanHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  func configure(_ model: String) {}
}

/// Another grid header type, the same model.
private final class OtherPlanHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  func configure(_ model: String) {}
}
