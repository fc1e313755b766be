import Cellar
import Foundation

/// Snapshots against models.
extension DiffableFuzzRun {
  /// The sections, items, counts, section lookups, marks and warnings of
  /// `snapshot` against `model`.
  static func mismatch(_ snapshot: Snapshot, _ model: DiffModel<Item>) -> String? {
    if snapshot.numberOfSections != model.sections.count
      || snapshot.sectionIdentifiers != model.sections
    {
      return "sections \(snapshot.sectionIdentifiers), the model's \(model.sections)"
    }
    if snapshot.numberOfItems != model.count {
      return "numberOfItems \(snapshot.numberOfItems), the model's \(model.count)"
    }
    if snapshot.itemIdentifiers != model.flat {
      return "itemIdentifiers \(snapshot.itemIdentifiers), the model's \(model.flat)"
    }
    for (place, id) in model.sections.enumerated() {
      let list = try? snapshot.itemIdentifiers(inSection: id)
      if list != model.items[place]
        || (try? snapshot.numberOfItems(inSection: id)) != model.items[place].count
      {
        return "section \(id) holds \(list.map { "\($0)" } ?? "(threw)"), "
          + "the model's \(model.items[place])"
      }
    }
    for id in 0...10 where snapshot.indexOfSection(id) != model.sections.firstIndex(of: id) {
      return "indexOfSection(\(id)) is \(snapshot.indexOfSection(id).map { "\($0)" } ?? "nil")"
    }
    do throws(SnapshotError) {
      _ = try snapshot.itemIdentifiers(inSection: 10)
      return "itemIdentifiers(inSection:) of a missing section did not throw"
    } catch {
      if "\(error)".isEmpty { return "a query's error has no text" }
    }
    if snapshot.warnings.count != model.warnings || snapshot.warnings.contains(where: \.isEmpty) {
      return "\(snapshot.warnings.count) warnings, the model expected \(model.warnings)"
    }
    return marksMismatch(snapshot, model)
  }

  /// The marked items and sections of `snapshot` against `model`.
  static func marksMismatch(_ snapshot: Snapshot, _ model: DiffModel<Item>) -> String? {
    let hasItemMarks = !model.reloadedItems.isEmpty || !model.reconfiguredItems.isEmpty
    let reloaded = hasItemMarks ? model.present(model.reloadedItems) : []
    let reconfigured = hasItemMarks ? model.present(model.reconfiguredItems) : []
    if snapshot.reloadedItemIdentifiers != reloaded {
      return "reloadedItemIdentifiers \(snapshot.reloadedItemIdentifiers), the model's \(reloaded)"
    }
    if snapshot.reconfiguredItemIdentifiers != reconfigured {
      return "reconfiguredItemIdentifiers \(snapshot.reconfiguredItemIdentifiers), "
        + "the model's \(reconfigured)"
    }
    let reloadedSections = model.reloadedSections.filter(model.sections.contains)
    if snapshot.reloadedSectionIdentifiers != reloadedSections {
      return "reloadedSectionIdentifiers \(snapshot.reloadedSectionIdentifiers), "
        + "the model's \(reloadedSections)"
    }
    let reconfiguredSections = model.reconfiguredSections.filter(model.sections.contains)
    if snapshot.reconfiguredSectionIdentifiers != reconfiguredSections {
      return "reconfiguredSectionIdentifiers \(snapshot.reconfiguredSectionIdentifiers), "
        + "the model's \(reconfiguredSections)"
    }
    return nil
  }

  /// How `snapshot` differs from `before`, or `nil`.
  static func difference(_ snapshot: Snapshot, _ before: Snapshot) -> String? {
    if snapshot.sectionIdentifiers != before.sectionIdentifiers { return "its sections" }
    if snapshot.itemIdentifiers != before.itemIdentifiers { return "its items" }
    for id in before.sectionIdentifiers
    where (try? snapshot.itemIdentifiers(inSection: id))
      != (try? before.itemIdentifiers(inSection: id))
    {
      return "the items of section \(id)"
    }
    if snapshot.reloadedItemIdentifiers != before.reloadedItemIdentifiers
      || snapshot.reconfiguredItemIdentifiers != before.reconfiguredItemIdentifiers
      || snapshot.reloadedSectionIdentifiers != before.reloadedSectionIdentifiers
      || snapshot.reconfiguredSectionIdentifiers != before.reconfiguredSectionIdentifiers
    {
      return "its marks"
    }
    return snapshot.warnings != before.warnings ? "its warnings" : nil
  }
}
