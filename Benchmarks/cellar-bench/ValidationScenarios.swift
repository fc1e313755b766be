import Cellar
import Foundation

/// What the UIKit backend adds to each update: before a batch reaches a
/// `UITableView`, Cellar checks it with CellarHost's validator, a pure
/// function of UIKit's rules on the counts. Measured on `table100k`'s data:
/// the batch its update sends, validated, beside the differ on the same data.
let validationScenarios: [Scenario] = [validate100k]

private let validate100k = Scenario(
  name: "validate100k",
  summary: "UIKit backend's pre-check: table100k's batch validated against the counts",
  target: "reported (paid once per batch on UIKit, on top of Table.update)",
  make: { scale in validationRunner(scale) })

/// Logs the batch `table100k`'s first update sends on a CellarHost table,
/// then times `UITableView.validateBatch` on it, with `SectionedChangeset` on
/// the same data in turn.
@MainActor
private func validationRunner(_ scale: Scale) -> Runner {
  let (sourceData, targetData) = tableData(scale)
  let table = Table(tableView: UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 660)))
  var failure: String?
  var operations: [UITableView.Operation] = []
  do {
    try table.update(with: sections(sourceData))
    let start = table.tableView.updateLog.count
    try table.update(with: sections(targetData))
    let batches = table.tableView.updateLog[start...].filter { $0.kind == .batch }
    if batches.count == 1, let batch = batches.first {
      operations = batch.operations
    } else {
      failure = "setup: \(batches.count) batches, expected 1"
    }
  } catch {
    failure = "setup: \(error)"
  }
  let before = sourceData.map(\.items.count)
  let after = targetData.map(\.items.count)
  let paths = operations.reduce(0) { $0 + $1.pathCount }
  return Runner(
    measure: {
      do {
        let fallsBack = try UITableView.validateBatch(operations, before: before, after: after)
        if fallsBack { failure = failure ?? "the batch fell back to reloadData" }
      } catch {
        failure = failure ?? "rejected: \(error)"
      }
      return Outcome(
        counts: [("operations", operations.count), ("index paths", paths)], failure: failure)
    },
    baseline: { _ in .none },
    interleaved: InterleavedBaseline(
      label: "SectionedChangeset",
      run: {
        let changes = SectionedChangeset(
          source: sourceData, target: targetData, sectionID: { $0.id }, rows: { $0.items })
        return [("row moves", changes.rowMoves.count)]
      }))
}

extension UITableView.Operation {
  /// How many index paths or sections the call names.
  fileprivate var pathCount: Int {
    switch self {
    case .insertRows(let paths, _), .deleteRows(let paths, _), .reloadRows(let paths, _),
      .reconfigureRows(let paths):
      paths.count
    case .insertSections(let sections, _), .deleteSections(let sections, _),
      .reloadSections(let sections, _):
      sections.count
    case .moveRow, .moveSection: 1
    }
  }
}
