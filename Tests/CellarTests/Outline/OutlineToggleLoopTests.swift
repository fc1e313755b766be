import Foundation
import Testing

@testable import Cellar

/// A table cell that toggles its row every time it is told its state.
private final class TogglingCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Int) {}
  func configureOutline(_ state: OutlineState) { state.toggle() }
}

/// A grid cell that toggles its item every time it is told its state.
private final class TogglingItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) {}
  func configureOutline(_ state: OutlineState) { state.toggle() }
}

/// Whether `error` is a `TableError.updateLoop`, of any length.
private func isUpdateLoop(_ error: (any Error)?) -> Bool {
  if case .updateLoop? = error as? TableError { true } else { false }
}

/// A `configureOutline` that toggles on every call must not be called back
/// for every visible view after every update: the chain it starts is one
/// toggle long at each step, and stops as an update loop.
@MainActor
@Suite struct OutlineToggleLoopTests {
  @Test("a cell that toggles from configureOutline ends in updateLoop, and the table stays usable")
  func tableLoopStops() throws {
    let table = makeTable()
    let parents = (0..<3).map { id in
      Row<TogglingCell>(model: id, id: id).children {
        Row<TogglingCell>(model: 100 + id, id: 100 + id)
      }
    }
    try table.update(with: [Section(id: "s", rows: parents)])
    table.tableView.layoutIfNeeded()
    #expect(isUpdateLoop(table.lastError), "\(String(describing: table.lastError))")
    #expect(table.updates.isEmpty)
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "plain", id: 1)])])
    #expect(shownIDs(table) == [[1]])
  }

  @Test(
    "a grid cell that toggles from configureOutline ends in updateLoop, and the grid stays usable")
  func gridLoopStops() throws {
    let grid = makeSmallGrid()
    let parents = (0..<3).map { id in
      Cellar.Item<TogglingItemCell>(model: id, id: id).children {
        Cellar.Item<TogglingItemCell>(model: 100 + id, id: 100 + id)
      }
    }
    try grid.update(with: [GridSection(id: "s", items: parents)])
    grid.collectionView.layoutIfNeeded()
    #expect(isUpdateLoop(grid.lastError), "\(String(describing: grid.lastError))")
    #expect(grid.updates.isEmpty)
    // A leaf has no state to toggle.
    try grid.update(with: [
      GridSection(id: "s", items: [Cellar.Item<TogglingItemCell>(model: 1, id: 1)])
    ])
    #expect(shownIDs(grid) == [[1]])
  }
}
