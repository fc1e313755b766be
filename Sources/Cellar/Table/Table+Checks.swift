import Foundation

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
    try rows.forEach(in: sections) { storage, path in try check(storage, at: path) }
  }

  private func check(_ storage: AnyRowStorage, at path: IndexPath) throws {
    let height = storage.fixedHeight
    if !height.isNaN && !(height.isFinite && height >= 0) {
      throw TableError.invalidHeight(height, place: .row(path), type: storage.cellTypeName)
    }
    try reuseIdentifierChecks.check(storage, place: .row(path))
  }

  private func check(_ item: HeaderFooter?, place: TableError.Place) throws {
    guard let item else { return }
    let typeName: String
    if case .view(let storage) = item.content {
      typeName = storage.viewTypeName
      try ReuseIdentifierChecks.check(storage.reuseIdentifier, type: typeName, place: place)
    } else {
      typeName = "title"
    }
    if let height = item.fixedHeight, !(height.isFinite && height >= 0) {
      throw TableError.invalidHeight(Double(height), place: place, type: typeName)
    }
  }
}
