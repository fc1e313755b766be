import Cellar
import Foundation

/// What Cellar must answer, worked out from the specs alone.
public enum SpecOracle {
  /// The error an update to `sections` must throw, or `nil` when it must
  /// apply: every explicit or `Identifiable` row identity and every section
  /// id used more than once, in the order first met, with all positions.
  public static func duplicateError(in sections: [SectionSpec]) -> TableError? {
    var sectionPositions: [Int: [Int]] = [:]
    var sectionOrder: [Int] = []
    for (index, section) in sections.enumerated() {
      guard let id = section.id else { continue }
      if sectionPositions[id] == nil { sectionOrder.append(id) }
      sectionPositions[id, default: []].append(index)
    }
    var rowPositions: [RowSpec.Identity: [IndexPath]] = [:]
    var rowOrder: [RowSpec.Identity] = []
    for (sectionIndex, section) in sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() where row.isUnique {
        if rowPositions[row.identity] == nil { rowOrder.append(row.identity) }
        rowPositions[row.identity, default: []].append(
          IndexPath(row: rowIndex, section: sectionIndex))
      }
    }
    let rows = rowOrder.compactMap { identity -> TableError.DuplicateID? in
      guard let positions = rowPositions[identity], positions.count > 1 else { return nil }
      return TableError.DuplicateID(
        id: AnyHashable(identity.value), positions: positions,
        source: identity.space == .item ? .identifiableModel : .explicitID)
    }
    let duplicateSections = sectionOrder.compactMap { id -> TableError.DuplicateID? in
      guard let positions = sectionPositions[id], positions.count > 1 else { return nil }
      return TableError.DuplicateID(
        id: AnyHashable(id), positions: positions.map { IndexPath(index: $0) })
    }
    if rows.isEmpty && duplicateSections.isEmpty { return nil }
    return .duplicateIDs(rows: rows, sections: duplicateSections)
  }

  /// The index paths of the rows of `sections` whose identity is `identity`.
  public static func paths(of identity: RowSpec.Identity, in sections: [SectionSpec])
    -> [IndexPath]
  {
    var result: [IndexPath] = []
    for (sectionIndex, section) in sections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() where row.identity == identity {
        result.append(IndexPath(row: rowIndex, section: sectionIndex))
      }
    }
    return result
  }
}
