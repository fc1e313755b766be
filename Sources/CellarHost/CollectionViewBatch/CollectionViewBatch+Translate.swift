import CellarDiff
import Foundation

extension CollectionViewBatch.UpdateError {
  /// A rejection only the collection view's rules make.
  init(_ rejection: BatchRuleRejection) {
    switch rejection {
    case .moveFromDeletedSection(let section): self = .moveFromDeletedSection(section)
    case .moveIntoInsertedSection(let section): self = .moveIntoInsertedSection(section)
    case .duplicateDelete(let path): self = .duplicateDelete(path.indexPath)
    }
  }

  /// The pipeline's rejection (in the table's words) in the collection
  /// view's words; a count mismatch as iOS 17 words it: smaller than the
  /// updates say, "Invalid batch updates detected"; larger, "Invalid update".
  init(
    _ error: UITableView.UpdateError, operations: [CollectionViewBatch.Operation], before: [Int],
    after: [Int]
  ) {
    switch error {
    case .invalidNumberOfSections(let new, let old, let inserted, let deleted):
      self =
        Self.endsSmaller(after: new, before: old, net: inserted - deleted)
        ? .inconsistentBatchUpdates(before: before, after: after, updates: operations)
        : .invalidNumberOfSections(after: new, before: old, inserted: inserted, deleted: deleted)
    case .invalidNumberOfRows(
      let section, let new, let old, let inserted, let deleted, let into, let out):
      self =
        Self.endsSmaller(after: new, before: old, net: inserted + into - deleted - out)
        ? .inconsistentBatchUpdates(before: before, after: after, updates: operations)
        : .invalidNumberOfItems(
          section: section, after: new, before: old, inserted: inserted, deleted: deleted,
          movedIn: into, movedOut: out)
    default:
      self = Self.plainTranslation(error)
    }
  }

  /// Whether `after` is smaller than `before + net`, without overflowing.
  static func endsSmaller(after: Int, before: Int, net: Int) -> Bool {
    let (change, overflow) = after.subtractingReportingOverflow(before)
    // On overflow the two have opposite signs: the change has `after`'s sign.
    return overflow ? after < 0 : change < net
  }

  /// The rejections worded alike but for "row" and "item".
  private static func plainTranslation(_ error: UITableView.UpdateError) -> Self {
    switch error {
    case .deleteAndReloadSameIndexPath(let path): .deleteAndReloadSameIndexPath(path)
    case .deleteAndMoveSameSection(let section): .deleteAndMoveSameSection(section)
    case .deleteAndMoveSameIndexPath(let path): .deleteAndMoveSameIndexPath(path)
    case .deleteSectionOutOfRange(let section, let count):
      .deleteSectionOutOfRange(section: section, sectionCount: count)
    case .deleteRowSectionOutOfRange(let row, let section, let count):
      .deleteItemSectionOutOfRange(item: row, section: section, sectionCount: count)
    case .deleteRowOutOfRange(let row, let section, let count):
      .deleteItemOutOfRange(item: row, section: section, itemCount: count)
    case .insertAndMoveSameSection(let section): .insertAndMoveSameSection(section)
    case .insertAndMoveSameIndexPath(let path): .insertAndMoveSameIndexPath(path)
    case .insertSectionOutOfRange(let section, let count):
      .insertSectionOutOfRange(section: section, sectionCount: count)
    case .insertRowSectionOutOfRange(let row, let section, let count):
      .insertItemSectionOutOfRange(item: row, section: section, sectionCount: count)
    case .insertRowOutOfRange(let row, let section, let count):
      .insertItemOutOfRange(item: row, section: section, itemCount: count)
    default: moveTranslation(error)
    }
  }

  /// The move rejections (and, unreachable here, the count mismatches).
  private static func moveTranslation(_ error: UITableView.UpdateError) -> Self {
    switch error {
    case .moveSectionSourceOutOfRange(let section, let count):
      .moveSectionSourceOutOfRange(section: section, sectionCount: count)
    case .moveSectionDestinationOutOfRange(let section, let destination, let count):
      .moveSectionDestinationOutOfRange(
        section: section, destination: destination, sectionCount: count)
    case .moveRowSourceSectionOutOfRange(let path, let count):
      .moveItemSourceSectionOutOfRange(path, sectionCount: count)
    case .moveRowSourceOutOfRange(let path, let count, let section):
      .moveItemSourceOutOfRange(path, itemCount: count, section: section)
    case .moveRowDestinationSectionOutOfRange(let path, let destination, let count):
      .moveItemDestinationSectionOutOfRange(path, destination: destination, sectionCount: count)
    case .moveRowDestinationOutOfRange(let path, let destination, let count, let section):
      .moveItemDestinationOutOfRange(
        path, destination: destination, itemCount: count, section: section)
    case .sectionMovedTwice(let section, let destination, let other):
      .sectionMovedTwice(section: section, destination: destination, otherDestination: other)
    case .rowMovedTwice(let path, let destination, let other):
      .itemMovedTwice(path, destination: destination, otherDestination: other)
    case .sectionsMovedToSameDestination(let section, let other, let destination):
      .sectionsMovedToSameDestination(
        section: section, otherSection: other, destination: destination)
    case .rowsMovedToSameDestination(let path, let other, let destination):
      .itemsMovedToSameDestination(path, other: other, destination: destination)
    case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
      .invalidNumberOfSections(after: after, before: before, inserted: inserted, deleted: deleted)
    case .invalidNumberOfRows(
      let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      .invalidNumberOfItems(
        section: section, after: after, before: before, inserted: inserted, deleted: deleted,
        movedIn: movedIn, movedOut: movedOut)
    default:
      preconditionFailure("CollectionViewBatch: untranslated \(error)")
    }
  }
}
