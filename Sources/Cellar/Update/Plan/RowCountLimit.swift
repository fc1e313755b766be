import Foundation

/// The most rows (a grid's items) the sections of a table or a grid may
/// hold in all: 10,000,000, the flow layout's limit
/// (`UICollectionViewFlowLayout.maximumNumberOfItems` on CellarHost).
///
/// The public names are ``Table/maximumNumberOfRows`` and
/// ``Grid/maximumNumberOfItems``; this is the one value behind both.
let maximumRowCount = 10_000_000

/// The error for sections that hold more than ``maximumRowCount`` rows in
/// all, or `nil`.
///
/// Counted section by section, before any row is looked at: an update
/// past the limit used to be refused only by the flow layout, after the
/// diff and the batch (14.5 s and 5.2 GB for 10,000,001 items, issue 22),
/// and a table took it.
///
/// - Complexity: O(*s*) for *s* sections.
func rowCountError(in sections: [Section]) -> TableError? {
  var total = 0
  // By index: `for section in sections` copies each section (a retain and
  // a release of each of its references), ten times the cost of the count.
  for index in sections.indices {
    let (sum, overflow) = total.addingReportingOverflow(sections[index].rows.count)
    total = overflow ? Int.max : sum
  }
  guard total > maximumRowCount else { return nil }
  return .tooManyRows(count: total, limit: maximumRowCount)
}
