@testable import Cellar

/// Snapshots of `String` sections and `Int` items written as data, for the
/// data source's suites.
extension DiffableSnapshot where SectionIdentifierType == String, ItemIdentifierType == Int {
  /// A snapshot of `layout`'s sections and their items, in order.
  init(layout: [(String, [Int])]) throws {
    self.init()
    for (section, items) in layout {
      try appendSections([section])
      try appendItems(items, toSection: section)
    }
  }

  /// Each section as `"id:item,item"`, in order.
  func layoutText() throws -> [String] {
    try sectionIdentifiers.map { section in
      section + ":"
        + (try itemIdentifiers(inSection: section)).map(String.init).joined(separator: ",")
    }
  }
}
