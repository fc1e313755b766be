@_spi(Testing) import Cellar
import CellarTestSupport
import Foundation
import Testing

/// Where on the stack the cells below are configured, from the tap on:
/// each queued update configures the counter's cell again, so the spread
/// of these depths is how much deeper the last update ran than the first.
@MainActor
private var configureDepths = StackDepthProbe()

private final class FloodCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) {
    configureDepths.record()
    label.text = text
  }
}

private final class FloodRowCell: UITableViewCell, ConfigurableCell {
  func configure(_ text: String) {
    configureDepths.record()
    textLabel?.text = text
  }
}

/// The screen of issue 22's reproducer: a counter and a "tap" item or row
/// whose select action queues `count` updates, each showing the next
/// version of the counter (the updates are queued: the action is a
/// callback).
@MainActor
private final class Flood {
  var version = 0
  let count: Int
  weak var grid: Grid?
  weak var table: Table?

  init(count: Int) { self.count = count }

  func gridSections() -> [GridSection] {
    [
      GridSection(id: "s") {
        Cellar.Item<FloodCell>(model: "v\(version)", id: "label")
        Cellar.Item<FloodCell>(model: "tap", id: "tap") { [unowned self] _, _ in
          for _ in 0..<count {
            version += 1
            try? grid?.update(with: gridSections())
          }
        }
      }
    ]
  }

  func tableSections() -> [Section] {
    [
      Section(id: "s") {
        Row<FloodRowCell>(model: "v\(version)", id: "label")
        Row<FloodRowCell>(model: "tap", id: "tap") { [unowned self] _, _ in
          for _ in 0..<count {
            version += 1
            try? table?.update(with: tableSections())
          }
        }
      }
    ]
  }
}

/// The size of the flood: issue 22's 40,000 in full (a release build
/// crashed at 40,000, a debug build at about 5,000); 500 by default, where
/// the stack's growth shows without a crash.
private let floodSize = TestEnvironment.scaled(500, full: 40_000)

/// What a table or grid shows after a flood: every update applied, none
/// reported, the counter's last value in its model and its cell, and every
/// update configured from the same stack depth.
@MainActor
private func expectFloodApplied(
  _ flood: Flood, error: (any Error)?, model: String?, shown: String?,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let last = "v\(floodSize)"
  #expect(flood.version == floodSize, sourceLocation: sourceLocation)
  #expect(error == nil, sourceLocation: sourceLocation)
  #expect(model == last && shown == last, sourceLocation: sourceLocation)
  #expect(configureDepths.count >= floodSize, sourceLocation: sourceLocation)
  #expect(
    configureDepths.spread <= StackDepthProbe.flat,
    "the stack grew by \(configureDepths.spread) bytes", sourceLocation: sourceLocation)
}

@Suite("The update queue drains with a constant stack", .serialized)
@MainActor
struct UpdateDriverQueueTests {
  /// Issue 22, item 1:
  /// ```swift
  /// Item<TextCell>(model: "tap", id: "tap") { _, _ in
  ///   for _ in 0..<40_000 { version += 1; try? grid.update(with: sections()) }   // queued: a callback
  /// }
  /// try grid.collectionView.tapItem(at: IndexPath(item: 1, section: 0))          // SIGSEGV
  /// ```
  @Test(
    "updates queued from one tap on a grid item (500; 40,000 in full) are all applied, in order, each from the same stack depth"
  )
  func gridFlood() throws {
    let flood = Flood(count: floodSize)
    let grid = makeSmallGrid()
    flood.grid = grid
    try grid.update(with: flood.gridSections())
    grid.collectionView.layoutIfNeeded()
    configureDepths.reset()
    try grid.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    grid.collectionView.layoutIfNeeded()
    expectFloodApplied(
      flood, error: grid.lastError, model: grid.model(forItemID: "label", as: String.self),
      shown: grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.label.text)
  }

  @Test(
    "updates queued from one tap on a table row (500; 40,000 in full) are all applied, in order, each from the same stack depth"
  )
  func tableFlood() throws {
    let flood = Flood(count: floodSize)
    let table = makeTable()
    flood.table = table
    try table.update(with: flood.tableSections())
    table.tableView.layoutIfNeeded()
    configureDepths.reset()
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    table.tableView.layoutIfNeeded()
    expectFloodApplied(
      flood, error: table.lastError,
      model: table.sections[0].rows.first?.model(as: String.self),
      shown: table.tableView.visibleTexts.first)
  }

  /// Issue 22, item 1: "an item whose `onWillDisplay` removes it with
  /// `animation: .none` runs away to the same crash". Each update without
  /// animation reloads, which displays the item again, which asks again:
  /// a chain with no end, stopped after 1,000 links.
  @Test(
    "a grid item whose onWillDisplay asks for an update without animation each time is stopped after 1,000 chained updates and reported"
  )
  func gridLoop() throws {
    let grid = makeSmallGrid()
    // Read weakly by `sections()`, which the grid's items hold.
    weak let target = grid
    var asked = 0
    var reported: [String] = []
    grid.onError = { reported.append("\($0)") }
    func sections() -> [GridSection] {
      [
        GridSection(id: "s") {
          Cellar.Item<FloodCell>(model: "again", id: "again").onWillDisplay { _, _ in
            asked += 1
            try? target?.update(with: sections(), animation: .none)
          }
        }
      ]
    }
    configureDepths.reset()
    try grid.update(with: sections())
    #expect(asked == UpdateQueueLimits.chain + 1)
    #expect(
      grid.lastError as? TableError == .updateLoop(length: UpdateQueueLimits.chain, dropped: 1))
    #expect(reported == [String(describing: TableError.updateLoop(length: 1_000, dropped: 1))])
    #expect(grid.indexPath(forItemID: "again") == IndexPath(item: 0, section: 0))
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 1)
    #expect(
      configureDepths.spread <= StackDepthProbe.flat,
      "the stack grew by \(configureDepths.spread) bytes")
    // The loop is over: the next update applies, and runs away again.
    asked = 0
    try grid.update(with: sections(), animation: .none)
    #expect(asked == UpdateQueueLimits.chain + 1)
    #expect(reported.count == 2)
  }

  @Test(
    "a table row whose onWillDisplay asks for a reload each time is stopped after 1,000 chained updates, and updates onError asks for then are dropped"
  )
  func tableLoop() throws {
    let table = makeTable()
    // Read weakly by `sections()`, which the table's rows hold.
    weak let target = table
    var asked = 0
    var reported: [String] = []
    func sections() -> [Section] {
      [
        Section(id: "s") {
          Row<FloodRowCell>(model: "again", id: "again").onWillDisplay { _, _ in
            asked += 1
            try? target?.reloadData(with: sections())
          }
        }
      ]
    }
    // A handler that asks for the update again: it joins the chain, and is dropped.
    table.onError = { [weak table] error in
      reported.append("\(error)")
      try? table?.reloadData(with: sections())
    }
    configureDepths.reset()
    try table.update(with: sections())
    #expect(asked == UpdateQueueLimits.chain + 1)
    #expect(table.lastError as? TableError == .updateLoop(length: 1_000, dropped: 1))
    #expect(reported.count == 1)
    #expect(table.sections.map { $0.rows.compactMap(\.id) } == [["again"]])
    #expect(
      configureDepths.spread <= StackDepthProbe.flat,
      "the stack grew by \(configureDepths.spread) bytes")
  }

  @Test(
    "a chain of 1,000 updates, each asked for by the callbacks of the one before, is applied in full"
  )
  func longChainApplies() throws {
    let grid = makeSmallGrid()
    // Read weakly by `sections()`, which the grid's items hold.
    weak let target = grid
    var step = 0
    func sections() -> [GridSection] {
      [
        GridSection(id: "s") {
          Cellar.Item<FloodCell>(model: "step \(step)", id: "step").onWillDisplay { _, _ in
            guard step < UpdateQueueLimits.chain else { return }
            step += 1
            try? target?.update(with: sections(), animation: .none)
          }
        }
      ]
    }
    try grid.update(with: sections())
    #expect(step == UpdateQueueLimits.chain)
    #expect(grid.lastError == nil)
    #expect(grid.model(forItemID: "step", as: String.self) == "step \(step)")
  }
}

/// The limit the tests check, named once.
private enum UpdateQueueLimits {
  static let chain = 1_000
}
