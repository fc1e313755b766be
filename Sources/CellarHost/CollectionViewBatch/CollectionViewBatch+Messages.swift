import Foundation

extension CollectionViewBatch.UpdateError {
  /// iOS 16.4+'s "Invalid batch updates detected" text: the counts on both
  /// sides, and the updates one per line, tab-indented, comma-separated,
  /// deletes first (a reload as a delete plus an insert).
  ///
  /// Only the singular forms of the counts and the item delete and insert
  /// lines are sourced; the plural, section and move lines are the
  /// simulator's reading of the same format.
  static func inconsistentDescription(
    before: [Int], after: [Int], updates: [Headless.BatchOperation]
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
  private static func updateLines(_ updates: [Headless.BatchOperation]) -> [String] {
    var deletes: [String] = []
    var inserts: [String] = []
    var moves: [String] = []
    func item(_ path: IndexPath) -> String {
      "(" + path.map(String.init).joined(separator: " - ") + ")"
    }
    for update in updates {
      switch update {
      case .deleteRows(let paths, _): deletes += paths.map { "Delete item \(item($0))" }
      case .insertRows(let paths, _): inserts += paths.map { "Insert item \(item($0))" }
      case .reloadRows(let paths, _):
        deletes += paths.map { "Delete item \(item($0))" }
        inserts += paths.map { "Insert item \(item($0))" }
      case .deleteSections(let set, _): deletes += set.map { "Delete section \($0)" }
      case .insertSections(let set, _): inserts += set.map { "Insert section \($0)" }
      case .reloadSections(let set, _):
        deletes += set.map { "Delete section \($0)" }
        inserts += set.map { "Insert section \($0)" }
      case .moveRow(let from, let to): moves.append("Move item \(item(from)) to \(item(to))")
      case .moveSection(let from, let to): moves.append("Move section \(from) to \(to)")
      case .reconfigureRows: break
      }
    }
    return deletes + inserts + moves
  }
}
