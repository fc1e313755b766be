import CellarHost
import Foundation

/// One call a batch makes on a table or collection view, in the words both
/// share: rows are a table's rows or a collection view's items.
enum BatchCall: Equatable {
  /// `deleteSections`.
  case deleteSections(IndexSet)
  /// `insertSections`.
  case insertSections(IndexSet)
  /// `moveSection(_:toSection:)`.
  case moveSection(Int, Int)
  /// `reloadSections`.
  case reloadSections(IndexSet)
  /// `deleteRows` / `deleteItems`.
  case deleteRows([IndexPath])
  /// `insertRows` / `insertItems`.
  case insertRows([IndexPath])
  /// `moveRow(at:to:)` / `moveItem(at:to:)`.
  case moveRow(IndexPath, IndexPath)
  /// `reloadRows` / `reloadItems`.
  case reloadRows([IndexPath])
  /// `reconfigureRows` / `reconfigureItems`.
  case reconfigureRows([IndexPath])
}

extension BatchOperations {
  /// The calls that send these operations to a view, in the order every
  /// backend makes them: sections (deletes, inserts, moves, reloads), then
  /// rows (deletes, inserts, moves, reloads, reconfigures); empty groups are
  /// left out.
  var calls: [BatchCall] {
    var calls: [BatchCall] = []
    if !sectionDeletes.isEmpty { calls.append(.deleteSections(IndexSet(sectionDeletes))) }
    if !sectionInserts.isEmpty { calls.append(.insertSections(IndexSet(sectionInserts))) }
    calls += sectionMoves.map { .moveSection($0.source, $0.target) }
    if !sectionReloads.isEmpty { calls.append(.reloadSections(IndexSet(sectionReloads))) }
    if !rowDeletes.isEmpty { calls.append(.deleteRows(rowDeletes.map(\.indexPath))) }
    if !rowInserts.isEmpty { calls.append(.insertRows(rowInserts.map(\.indexPath))) }
    calls += rowMoves.map { .moveRow($0.source.indexPath, $0.target.indexPath) }
    if !rowReloads.isEmpty { calls.append(.reloadRows(rowReloads.map(\.indexPath))) }
    if !rowReconfigures.isEmpty {
      calls.append(.reconfigureRows(rowReconfigures.map(\.indexPath)))
    }
    return calls
  }
}
