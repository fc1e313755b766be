import Foundation

/// The rows (or items) of an update to check before it is applied.
enum RowsToCheck {
  /// Every row (an update with nothing to compare against, or one about to be queued).
  case all
  /// Only these, in the new sections: the rows new to the view and the
  /// changed ones. A kept row with the same content has the height and the
  /// cell type it had, so it passed the checks before.
  case only([IndexPath])
  /// Every row of sections flattened from a declared tree (``OutlineTree``):
  /// each named by its tree path, `paths[section][row]` (a row hidden under
  /// a collapsed section or row has no index path).
  case tree(paths: [[IndexPath]])

  /// Calls `body` with the storage and index path of each row to check.
  ///
  /// - Parameters:
  ///   - sections: The new sections.
  ///   - body: The check.
  /// - Throws: What `body` throws, at the first row it throws for.
  /// - Complexity: O(*r*) calls for *r* rows checked.
  func forEach(
    in sections: [Section], _ body: (AnyRowStorage, IndexPath) throws -> Void
  ) rethrows {
    switch self {
    case .all:
      for (sectionIndex, section) in sections.enumerated() {
        for (row, content) in section.rows.enumerated() {
          try body(content.storage, IndexPath(row: row, section: sectionIndex))
        }
      }
    case .only(let paths):
      for path in paths {
        try body(sections[path.section].rows[path.row].storage, path)
      }
    case .tree(let paths):
      for (section, rowPaths) in zip(sections, paths) {
        for (row, path) in zip(section.rows, rowPaths) { try body(row.storage, path) }
      }
    }
  }
}

/// The reuse-identifier check a ``Table`` and a ``Grid`` share: a cell,
/// header, footer or supplementary view type whose static `reuseIdentifier`
/// is empty is refused with ``TableError/emptyReuseIdentifier(type:place:)``
/// before the view sees the update (UIKit raises "must pass a valid reuse
/// identifier to" its dequeue method; CellarHost's views would find it
/// only half-way through a batch).
///
/// A cell type is checked the first time one of its rows is checked: its
/// identifier is a static property, so the answer holds for the view's
/// lifetime.
struct ReuseIdentifierChecks {
  /// The cell types whose reuse identifier is not empty.
  private var checkedCellTypes: Set<ObjectIdentifier> = []
  /// The last of them, which most rows share: checked without hashing.
  private var lastChecked: ObjectIdentifier?

  /// Checks the reuse identifier of a row's or an item's cell type.
  ///
  /// - Parameters:
  ///   - storage: The row or item.
  ///   - place: Where it is, for the error; made only when it is thrown.
  /// - Throws: ``TableError/emptyReuseIdentifier(type:place:)``.
  /// - Complexity: O(1) expected.
  @MainActor
  mutating func check(_ storage: AnyRowStorage, place: @autoclosure () -> TableError.Place)
    throws
  {
    let type = storage.cellType
    guard type != lastChecked else { return }
    if !checkedCellTypes.contains(type) {
      try Self.check(storage.reuseIdentifier, type: storage.cellTypeName, place: place())
      checkedCellTypes.insert(type)
    }
    lastChecked = type
  }

  /// Checks a view type's reuse identifier.
  ///
  /// - Parameters:
  ///   - identifier: The type's static `reuseIdentifier`.
  ///   - type: The type's name, for the error.
  ///   - place: Where it is, for the error.
  /// - Throws: ``TableError/emptyReuseIdentifier(type:place:)`` when it is empty.
  /// - Complexity: O(1).
  static func check(
    _ identifier: String, type: @autoclosure () -> String,
    place: @autoclosure () -> TableError.Place
  ) throws {
    guard identifier.isEmpty else { return }
    throw TableError.emptyReuseIdentifier(type: type(), place: place())
  }
}
