import Foundation

@testable import Cellar

/// The identities of the rows a table view shows, by section, as its data
/// source answers them.
@MainActor
func shownIDs(_ table: Table) -> [[AnyHashable?]] {
  let view = table.tableView
  return (0..<view.numberOfSections).map { section in
    (0..<view.numberOfRows(inSection: section)).map {
      table.storage(at: IndexPath(row: $0, section: section))?.identityValue
    }
  }
}

/// The identities of the items a collection view shows, by section.
@MainActor
func shownIDs(_ grid: Grid) -> [[AnyHashable?]] {
  let view = grid.collectionView
  return (0..<view.numberOfSections).map { section in
    (0..<view.numberOfItems(inSection: section)).map {
      grid.storage(at: IndexPath(item: $0, section: section))?.identityValue
    }
  }
}
