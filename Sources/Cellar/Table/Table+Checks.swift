import Foundation

/// The rows of an update to check before it is applied.
enum RowsToCheck {
  /// Every row (an update with nothing to compare against, or one about to be queued).
  case all
  /// Only these, in the new sections: the rows new to the table and the
  /// changed ones. A kept row with the same content has the height and the
  /// cell type it had, so it passed the checks before.
  case only([IndexPath])
}

extension Table {
  /// Checks what the table view would otherwise find too late, with the
  /// update half applied: heights that are infinite or negative, and empty
  /// reuse identifiers, for the given rows and every header and footer.
  ///
  /// - Throws: ``TableError/invalidHeight(_:place:type:)`` or
  ///   ``TableError/emptyReuseIdentifier(type:place:)`` for the first one found.
  /// - Complexity: O(*s* + *r*) for *s* sections and *r* rows checked.
  func checkContent(of sections: [Section], rows: RowsToCheck) throws {
    for (index, section) in sections.enumerated() {
      try check(section.header, place: .header(section: index))
      try check(section.footer, place: .footer(section: index))
    }
    switch rows {
    case .all:
      for (sectionIndex, section) in sections.enumerated() {
        for (row, content) in section.rows.enumerated() {
          try check(content.storage, at: IndexPath(row: row, section: sectionIndex))
        }
      }
    case .only(let paths):
      for path in paths {
        try check(sections[path.section].rows[path.row].storage, at: path)
      }
    }
  }

  private func check(_ storage: AnyRowStorage, at path: IndexPath) throws {
    let height = storage.fixedHeight
    if !height.isNaN && !(height.isFinite && height >= 0) {
      throw TableError.invalidHeight(height, place: .row(path), type: storage.cellTypeName)
    }
    if !checkedCellTypes.contains(storage.cellType) {
      guard !storage.reuseIdentifier.isEmpty else {
        throw TableError.emptyReuseIdentifier(type: storage.cellTypeName, place: .row(path))
      }
      checkedCellTypes.insert(storage.cellType)
    }
  }

  private func check(_ item: HeaderFooter?, place: TableError.Place) throws {
    guard let item else { return }
    let typeName: String
    if case .view(let storage) = item.content {
      typeName = storage.viewTypeName
      guard !storage.reuseIdentifier.isEmpty else {
        throw TableError.emptyReuseIdentifier(type: typeName, place: place)
      }
    } else {
      typeName = "title"
    }
    if let height = item.fixedHeight, !(height.isFinite && height >= 0) {
      throw TableError.invalidHeight(Double(height), place: place, type: typeName)
    }
  }
}
