import Foundation

extension CollectionViewBatch.UpdateError {
  /// The pipeline's rejection, which the collection view shares, but for a
  /// count mismatch as iOS 17 words it: smaller than the updates say,
  /// "Invalid batch updates detected"; larger, "Invalid update".
  init(
    _ error: UITableView.UpdateError, operations: [Headless.BatchOperation], before: [Int],
    after: [Int]
  ) {
    let endsSmaller: Bool
    switch error {
    case .invalidNumberOfSections(let new, let old, let inserted, let deleted):
      endsSmaller = Self.endsSmaller(after: new, before: old, net: inserted - deleted)
    case .invalidNumberOfRows(_, let new, let old, let inserted, let deleted, let into, let out):
      endsSmaller = Self.endsSmaller(after: new, before: old, net: inserted + into - deleted - out)
    default:
      endsSmaller = false
    }
    self =
      endsSmaller
      ? .inconsistentBatchUpdates(before: before, after: after, updates: operations)
      : .shared(error)
  }

  /// Whether `after` is smaller than `before + net`, without overflowing.
  static func endsSmaller(after: Int, before: Int, net: Int) -> Bool {
    let (change, overflow) = after.subtractingReportingOverflow(before)
    // On overflow the two have opposite signs: the change has `after`'s sign.
    return overflow ? after < 0 : change < net
  }
}
