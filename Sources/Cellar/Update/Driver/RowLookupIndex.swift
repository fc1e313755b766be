import Foundation

/// Row (or item) identity values to index paths, built on demand for one
/// version of a table's or grid's sections.
struct RowLookupIndex {
  /// The version of the sections the index was built for.
  var version: Int
  /// The identity values, interned.
  var codes: RowIndexCodes
  /// The index path of each code's first row.
  var paths: [IndexPath]

  /// The index path of the first row whose identity value is `id`, from
  /// `cache` when it was built for `version`, else from a new index.
  ///
  /// Interned, not a `Dictionary`: ids whose hash disagrees with their
  /// `==` must not trap.
  ///
  /// - Complexity: O(1) expected after the first lookup of a version, which
  ///   indexes the *n* rows in O(*n*).
  @MainActor
  static func indexPath(
    of id: some Hashable, in sections: [Section], version: Int, cache: inout RowLookupIndex?
  ) -> IndexPath? {
    if cache?.version != version {
      var codes = RowIndexCodes()
      var keys = RowIndexKey.Cache()
      var paths: [IndexPath] = []
      for (sectionIndex, section) in sections.enumerated() {
        for (rowIndex, row) in section.rows.enumerated() {
          guard let key = RowIndexKey(row.storage, cache: &keys),
            codes.code(for: key).isNew
          else { continue }
          paths.append(IndexPath(row: rowIndex, section: sectionIndex))
        }
      }
      cache = RowLookupIndex(version: version, codes: codes, paths: paths)
    }
    guard let index = cache,
      let code = index.codes.existingCode(for: RowIndexKey(AnyHashable(id)))
    else {
      return nil
    }
    return index.paths[code]
  }
}
