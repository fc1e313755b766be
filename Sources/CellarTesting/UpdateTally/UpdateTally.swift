import Cellar
import CellarHost

/// Totals over many ``UpdateReport``s, of a table's or a grid's updates: the
/// proof that every batch passed UIKit's batch rules (CellarHost's
/// validation; on UIKit, the same rules checked before the batch is sent).
///
/// ```swift
/// var tally = UpdateTally()
/// for sections in versions {
///   tally.add(try table.recordingUpdate { try table.update(with: sections) })
/// }
/// #expect(tally.isClean)
/// ```
public struct UpdateTally: Sendable {
  /// Batches (and user moves) the view accepted.
  public var batches = 0
  /// Batches the view validated and applied row by row.
  public var validated = 0
  /// Batches the view applied as `reloadData` (a row moved out of a deleted
  /// section or into an inserted one).
  public var fallbacks = 0
  /// `reloadData` calls made (the table recovering from a rejected batch,
  /// or an update without animation).
  public var reloads = 0
  /// Operations on single rows and sections.
  public var operations = 0
  /// Reports whose batches did not replay to the table's sections.
  public var replayMismatches = 0
  /// Errors the table reported (a rejected batch is reported as one).
  public var reportedErrors = 0

  /// Creates empty totals.
  public init() {}

  /// Adds a report.
  ///
  /// - Parameter report: The report.
  /// - Complexity: O(*b*), for *b* batches in the report.
  public mutating func add(_ report: UpdateReport) {
    for batch in report.batches {
      switch batch.kind {
      case .batch, .userMove:
        batches += 1
        if batch.fellBackToReloadData { fallbacks += 1 } else { validated += 1 }
      case .reloadData:
        reloads += 1
      }
    }
    operations += report.operationCount
    if !report.replayMatches { replayMismatches += 1 }
    if report.reportedError != nil { reportedErrors += 1 }
  }

  /// Whether every batch was validated and applied row by row, every log
  /// replayed, and no error was reported.
  public var isClean: Bool {
    fallbacks == 0 && reloads == 0 && replayMismatches == 0 && reportedErrors == 0
  }

  /// The totals as text.
  public var lines: [String] {
    [
      "\(batches) batches accepted by the view, \(operations) row (or item) and section operations",
      "\(validated) validated and applied row by row, \(fallbacks) applied as reloadData",
      "\(reloads) reloadData recoveries, \(reportedErrors) errors reported by the table or grid",
      "\(replayMismatches) reports that did not replay to the sections shown",
      isClean ? "every batch passed the view's validation" : "NOT CLEAN: see above",
    ]
  }
}
