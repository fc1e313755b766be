import Foundation

/// Which of the flow layout delegate's questions a grid's sections answer
/// for themselves, found in one pass over the sections.
///
/// On CellarHost the grid gives its flow layout only the delegate closures
/// some section needs; the layout uses its own property for the others,
/// which is what the grid would have answered. A layout pass asks the
/// delegate five questions per section: answered by the grid for 100,000
/// sections that set none of them, they cost about 1,600 instructions a
/// section (`sections100k`, issue 22); now they cost nothing. Headers and
/// footers differ: a section without one has a zero reference size
/// whatever the layout's property says, so the grid always answers them
/// (with a constant zero when no section has one).
struct GridLayoutNeeds: OptionSet {
  let rawValue: UInt8

  /// Some item or section has its own item size.
  static let itemSizes = GridLayoutNeeds(rawValue: 1 << 0)
  /// Some section has its own inset.
  static let sectionInsets = GridLayoutNeeds(rawValue: 1 << 1)
  /// Some section has its own line spacing.
  static let lineSpacings = GridLayoutNeeds(rawValue: 1 << 2)
  /// Some section has its own interitem spacing.
  static let interitemSpacings = GridLayoutNeeds(rawValue: 1 << 3)
  /// Some section has a header.
  static let headers = GridLayoutNeeds(rawValue: 1 << 4)
  /// Some section has a footer.
  static let footers = GridLayoutNeeds(rawValue: 1 << 5)

  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// What `sections` answer for themselves.
  ///
  /// Nonisolated and written as loops: a closure made on the main actor and
  /// passed to `contains(where:)` checks its isolation at every call, which
  /// was 220 instructions per item on a 100,000-item grid. A section
  /// without parts costs one test; its items are read only when some may
  /// have a size of their own (``Section/mayHaveItemSizes``), and then
  /// only until one has.
  ///
  /// - Complexity: O(*s* + *n*) for *s* sections and *n* items in the
  ///   sections that may have item sizes of their own.
  nonisolated init(_ sections: [Section]) {
    var needs: GridLayoutNeeds = []
    // By index: `for section in sections` copies each section (a retain
    // and a release of each of its references).
    for index in sections.indices {
      if let parts = sections[index].grid {
        if parts.itemSize != nil { needs.insert(.itemSizes) }
        if parts.sectionInset != nil { needs.insert(.sectionInsets) }
        if parts.minimumLineSpacing != nil { needs.insert(.lineSpacings) }
        if parts.minimumInteritemSpacing != nil { needs.insert(.interitemSpacings) }
        if parts.header != nil { needs.insert(.headers) }
        if parts.footer != nil { needs.insert(.footers) }
      }
      guard !needs.contains(.itemSizes), sections[index].mayHaveItemSizes else { continue }
      for row in sections[index].rows
      where row.storage.identityBits.hasExtras && row.storage.rowExtrasItemSize != nil {
        needs.insert(.itemSizes)
        break
      }
    }
    self = needs
  }
}
