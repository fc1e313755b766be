import Foundation

extension CollectionViewBatch.UpdateError {
  /// The text of a delete or insert rejection, or `nil`.
  var deleteOrInsertDescription: String? {
    switch self {
    case .deleteAndReloadSameIndexPath(let path):
      "attempt to delete and reload the same index path (\(path.uikitDescription))"
    case .deleteAndMoveSameSection(let section):
      "attempt to perform a delete and a move from the same section (\(section))"
    case .deleteAndMoveSameIndexPath(let path):
      "attempt to perform a delete and a move from the same index path (\(path.uikitDescription))"
    case .deleteSectionOutOfRange(let section, let count):
      "attempt to delete section \(section), but there are only \(count) sections before the update"
    case .deleteItemSectionOutOfRange(let item, let section, let count):
      "attempt to delete item \(item) from section \(section), but there are only \(count) sections before the update"
    case .deleteItemOutOfRange(let item, let section, let count):
      "attempt to delete item \(item) from section \(section) which only contains \(count) items before the update"
    case .moveFromDeletedSection(let section):
      "cannot move an item from a deleted section (\(section))"
    case .duplicateDelete(let path):
      "attempt to delete the same index path (\(path.uikitDescription)) twice in one batch: UICollectionView does not merge duplicate deletes and corrupts its state (simulator check; UIKit raises no exception here)"
    case .insertAndMoveSameSection(let section):
      "attempt to perform an insert and a move to the same section (\(section))"
    case .insertAndMoveSameIndexPath(let path):
      "attempt to perform an insert and a move to the same index path (\(path.uikitDescription))"
    case .insertSectionOutOfRange(let section, let count):
      "attempt to insert section \(section) but there are only \(count) sections after the update"
    case .insertItemSectionOutOfRange(let item, let section, let count):
      "attempt to insert item \(item) into section \(section), but there are only \(count) sections after the update"
    case .insertItemOutOfRange(let item, let section, let count):
      "attempt to insert item \(item) into section \(section), but there are only \(count) items in section \(section) after the update"
    case .moveIntoInsertedSection(let section):
      "cannot move an item into a newly inserted section (\(section))"
    default: nil
    }
  }

  /// The text of a move rejection, or `nil`.
  var moveDescription: String? {
    switch self {
    case .moveSectionSourceOutOfRange(let section, let count):
      "attempt to move section \(section), but there are only \(count) sections before the update"
    case .moveSectionDestinationOutOfRange(let section, let destination, let count):
      // "to to": UIKit's text.
      "attempt to to move section \(section) to section \(destination), but there are only \(count) sections after the update"
    case .moveItemSourceSectionOutOfRange(let path, let count):
      "attempt to move index path (\(path.uikitDescription)) from a section that does not exist - there are only \(count) sections before the update"
    case .moveItemSourceOutOfRange(let path, let count, let section):
      "attempt to move index path (\(path.uikitDescription)) that does not exist - there are only \(count) items in section \(section) before the update"
    case .moveItemDestinationSectionOutOfRange(let path, let destination, let count):
      "attempt to move index path (\(path.uikitDescription)) to index path (\(destination.uikitDescription)) in section that does not exist - there are only \(count) sections after the update"
    case .moveItemDestinationOutOfRange(let path, let destination, let count, let section):
      "attempt to move index path (\(path.uikitDescription)) to index path (\(destination.uikitDescription)) that does not exist - there are only \(count) items in section \(section) after the update"
    case .sectionMovedTwice(let section, let destination, let other):
      "attempt to move section \(section) to both section \(destination) and section \(other)"
    case .itemMovedTwice(let path, let destination, let other):
      "attempt to move item at index path \(path.uikitDescription) to both \(destination.uikitDescription) and \(other.uikitDescription)"
    case .sectionsMovedToSameDestination(let section, let other, let destination):
      "attempt to move both section \(section) and section \(other) to section \(destination)"
    case .itemsMovedToSameDestination(let path, let other, let destination):
      "attempt to move both item at index path \(path.uikitDescription) and \(other.uikitDescription) to \(destination.uikitDescription)"
    default: nil
    }
  }

  /// The text of a count mismatch (the only cases left).
  var countDescription: String {
    switch self {
    case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
      "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(after)) must be equal to the number of sections contained in the collection view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    case .invalidNumberOfItems(
      let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      "Invalid update: invalid number of items in section \(section). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    case .inconsistentBatchUpdates(let before, let after, let updates):
      Self.inconsistentDescription(before: before, after: after, updates: updates)
    default: ""
    }
  }

  /// iOS 16.4+'s "Invalid batch updates detected" text: the counts on both
  /// sides, and the updates one per line, tab-indented, comma-separated,
  /// deletes first (a reload as a delete plus an insert).
  ///
  /// Only the singular forms of the counts and the item delete and insert
  /// lines are sourced; the plural, section and move lines are the
  /// simulator's reading of the same format.
  static func inconsistentDescription(
    before: [Int], after: [Int], updates: [CollectionViewBatch.Operation]
  )
    -> String
  {
    let lines = updateLines(updates)
    let body = lines.isEmpty ? "" : "\t" + lines.joined(separator: ",\n\t") + "\n"
    return """
      Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
      Data source before updates = { \(countsDescription(before)) }
      Data source after updates = { \(countsDescription(after)) }
      Updates = [
      \(body)]
      """
  }

  /// `1 section with item counts: [1]`, `2 sections with item counts: [3, 4]`.
  private static func countsDescription(_ counts: [Int]) -> String {
    let noun = counts.count == 1 ? "section" : "sections"
    let list = counts.map(String.init).joined(separator: ", ")
    return "\(counts.count) \(noun) with item counts: [\(list)]"
  }

  /// The updates' lines: deletes (reloads included), then inserts (reloads
  /// included), then moves, each group in call order.
  private static func updateLines(_ updates: [CollectionViewBatch.Operation]) -> [String] {
    var deletes: [String] = []
    var inserts: [String] = []
    var moves: [String] = []
    func item(_ path: IndexPath) -> String {
      "(" + path.map(String.init).joined(separator: " - ") + ")"
    }
    for update in updates {
      switch update {
      case .deleteItems(let paths): deletes += paths.map { "Delete item \(item($0))" }
      case .insertItems(let paths): inserts += paths.map { "Insert item \(item($0))" }
      case .reloadItems(let paths):
        deletes += paths.map { "Delete item \(item($0))" }
        inserts += paths.map { "Insert item \(item($0))" }
      case .deleteSections(let set): deletes += set.map { "Delete section \($0)" }
      case .insertSections(let set): inserts += set.map { "Insert section \($0)" }
      case .reloadSections(let set):
        deletes += set.map { "Delete section \($0)" }
        inserts += set.map { "Insert section \($0)" }
      case .moveItem(let from, let to): moves.append("Move item \(item(from)) to \(item(to))")
      case .moveSection(let from, let to): moves.append("Move section \(from) to \(to)")
      case .reconfigureItems: break
      }
    }
    return deletes + inserts + moves
  }
}
