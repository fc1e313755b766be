import Cellar
import Foundation

extension UpdateRecorder {
  /// A replayed batch with its tokens resolved to identities and names.
  func report(of replayed: ReplayedBatch) -> UpdateReport.Batch {
    var batch = UpdateReport.Batch(
      kind: replayed.kind, fellBackToReloadData: replayed.fellBack,
      operationCount: replayed.operationCount)
    if let count = replayed.reloadedAll {
      batch.lines = ["reloaded everything (\(count) sections)"]
      return batch
    }
    func rows(_ items: [(token: Int, path: IndexPath)]) -> [UpdateReport.RowChange] {
      items.map { UpdateReport.RowChange(id: ids[$0.token], indexPath: $0.path) }
    }
    batch.deletedSections = replayed.deletedSections.map {
      .init(id: ids[$0.token], index: $0.index)
    }
    batch.insertedSections = replayed.insertedSections.map {
      .init(id: ids[$0.token], index: $0.index)
    }
    batch.movedSections = replayed.movedSections.map {
      .init(id: ids[$0.token], source: $0.from, target: $0.to)
    }
    batch.reloadedSections = replayed.reloadedSections.map {
      .init(id: ids[$0.token], index: $0.index)
    }
    batch.deletedRows = rows(replayed.deletedRows)
    batch.insertedRows = rows(replayed.insertedRows)
    batch.movedRows = replayed.movedRows.map {
      .init(id: ids[$0.token], source: $0.from, target: $0.to)
    }
    batch.reloadedRows = rows(replayed.reloadedRows)
    batch.reconfiguredRows = rows(replayed.reconfiguredRows)
    batch.lines = lines(of: replayed)
    return batch
  }

  /// A replayed batch as text: sections deleted, inserted and moved, then
  /// rows deleted, inserted, moved, reloaded and reconfigured, then
  /// sections reloaded.
  func lines(of batch: ReplayedBatch) -> [String] {
    var lines: [String] = []
    for (token, index, rowCount) in batch.deletedSections.sorted(by: { $0.index < $1.index }) {
      lines.append(
        "deleted \(sectionName(token)) at \(index) with its \(rowCount) \(view.elementNoun)")
    }
    for (token, index) in batch.insertedSections {
      lines.append("inserted \(sectionName(token)) at \(index), \(contents(ofSection: token))")
    }
    for (token, from, to) in batch.movedSections {
      lines.append("moved \(sectionName(token)) from \(from) to \(to)")
    }
    lines += rowLines("deleted", batch.deletedRows)
    lines += rowLines("inserted", batch.insertedRows)
    for (token, from, to) in batch.movedRows {
      lines.append("moved \(name(token)) from \(from) to \(to)")
    }
    lines += rowLines("reloaded", batch.reloadedRows)
    lines += rowLines("reconfigured", batch.reconfiguredRows)
    for (token, index) in batch.reloadedSections {
      lines.append("reloaded \(sectionName(token)) at \(index)")
    }
    return lines
  }

  /// What an inserted section came with: `empty`, or its rows' names (the
  /// first three and the last two of more than six).
  func contents(ofSection token: Int) -> String {
    let names = (implicitContents[token] ?? []).map { name($0) }
    if names.isEmpty { return "empty" }
    let shown = names.count > 6 ? names.prefix(3) + ["…"] + names.suffix(2) : names[...]
    return "with " + shown.joined(separator: ", ")
      + (names.count > 6 ? " (\(names.count) \(view.elementNoun))" : "")
  }

  /// One line per row, or one per run of three or more consecutive rows.
  func rowLines(_ verb: String, _ items: [(token: Int, path: IndexPath)]) -> [String] {
    let sorted = items.sorted { $0.path < $1.path }
    var lines: [String] = []
    var start = 0
    while start < sorted.count {
      var end = start
      while end + 1 < sorted.count, sorted[end + 1].path.section == sorted[start].path.section,
        sorted[end + 1].path.row == sorted[end].path.row + 1
      {
        end += 1
      }
      if end - start >= 2 {
        lines.append(
          "\(verb) \(name(sorted[start].token)) … \(name(sorted[end].token)) at "
            + "\(sorted[start].path) … \(sorted[end].path) "
            + "(\(end - start + 1) \(view.elementNoun))")
      } else {
        for item in sorted[start...end] {
          lines.append("\(verb) \(name(item.token)) at \(item.path)")
        }
      }
      start = end + 1
    }
    return lines
  }

  /// The heading's account of an expansion and what its batch did:
  /// `expanded row "docs": 12 rows inserted, 1 reconfigured`,
  /// `collapsed section "audio": 4 rows deleted` (the noun once, on the
  /// first count of rows and on each count of sections).
  func summary(of expansion: ExpansionChange, _ batch: UpdateReport.Batch) -> String {
    let element = String(view.elementNoun.dropLast())
    var text = expansion.isExpanded ? "expanded " : "collapsed "
    switch expansion.node {
    case .section(let id): text += "section " + Self.describe(id)
    case .row(let id): text += element + " " + Self.describe(id)
    }
    let rows = [
      (batch.insertedRows.count, "inserted"), (batch.deletedRows.count, "deleted"),
      (batch.movedRows.count, "moved"), (batch.reloadedRows.count, "reloaded"),
      (batch.reconfiguredRows.count, "reconfigured"),
    ].filter { $0.0 > 0 }
    let sections = [
      (batch.insertedSections.count, "inserted"), (batch.deletedSections.count, "deleted"),
      (batch.movedSections.count, "moved"), (batch.reloadedSections.count, "reloaded"),
    ].filter { $0.0 > 0 }
    var parts: [String] = []
    for (offset, (count, verb)) in rows.enumerated() {
      let noun = count == 1 ? element : view.elementNoun
      parts.append(offset == 0 ? "\(count) \(noun) \(verb)" : "\(count) \(verb)")
    }
    for (count, verb) in sections {
      parts.append("\(count) section\(count == 1 ? "" : "s") \(verb)")
    }
    return parts.isEmpty ? text : text + ": " + parts.joined(separator: ", ")
  }
}
