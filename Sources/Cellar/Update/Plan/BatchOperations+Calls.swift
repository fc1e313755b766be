import CellarHost
import Foundation

/// One call a batch makes on a table or collection view, in the words both
/// share (rows are a table's rows or a collection view's items): CellarHost's
/// one batch call, which its views record and validate, on every platform.
/// The animation it carries is `.automatic`; the senders take the update's
/// own.
typealias BatchCall = Headless.BatchOperation

extension BatchOperations {
  /// The calls that send these operations to a view, in the order every
  /// backend makes them: sections (deletes, inserts, moves, reloads), then
  /// rows (deletes, inserts, moves, reloads, reconfigures); empty groups are
  /// left out.
  var calls: [BatchCall] {
    var calls: [BatchCall] = []
    if !sectionDeletes.isEmpty {
      calls.append(.deleteSections(IndexSet(sectionDeletes), .automatic))
    }
    if !sectionInserts.isEmpty {
      calls.append(.insertSections(IndexSet(sectionInserts), .automatic))
    }
    calls += sectionMoves.map { .moveSection($0.source, $0.target) }
    if !sectionReloads.isEmpty {
      calls.append(.reloadSections(IndexSet(sectionReloads), .automatic))
    }
    if !rowDeletes.isEmpty { calls.append(.deleteRows(rowDeletes.map(\.indexPath), .automatic)) }
    if !rowInserts.isEmpty { calls.append(.insertRows(rowInserts.map(\.indexPath), .automatic)) }
    calls += rowMoves.map { .moveRow($0.source.indexPath, $0.target.indexPath) }
    if !rowReloads.isEmpty { calls.append(.reloadRows(rowReloads.map(\.indexPath), .automatic)) }
    if !rowReconfigures.isEmpty {
      calls.append(.reconfigureRows(rowReconfigures.map(\.indexPath)))
    }
    return calls
  }
}
