/// The kind of a supplementary view: a section's header or footer, or
/// (in a collection view) any kind a layout names.
///
/// Like UIKit's element kinds, a kind is a string, so new kinds need no
/// change here: a collection view's layout makes its own with
/// ``init(rawValue:)``. A table view has two, ``header`` and ``footer``,
/// whose raw values are UIKit's `elementKindSectionHeader` and
/// `elementKindSectionFooter`.
struct SupplementaryKind: Hashable, Sendable, RawRepresentable {
  /// The kind's name.
  var rawValue: String

  /// A kind named by a string.
  init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// A section's header.
  static let header = SupplementaryKind(rawValue: "UICollectionElementKindSectionHeader")

  /// A section's footer.
  static let footer = SupplementaryKind(rawValue: "UICollectionElementKindSectionFooter")

  /// The kinds a table view shows, in the order it handles them: headers,
  /// then footers.
  static let tableKinds: [SupplementaryKind] = [.header, .footer]
}
