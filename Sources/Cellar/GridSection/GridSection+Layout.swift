import Foundation

/// A grid section's header, footer and layout metrics; a reference, so
/// that a ``Section`` stays small, copied by ``GridSection`` before a change.
final class GridSectionParts {
  var header: GridSupplementary?
  var footer: GridSupplementary?
  var itemSize: CGSize?
  var sectionInset: GridSection.Insets?
  var minimumLineSpacing: CGFloat?
  var minimumInteritemSpacing: CGFloat?
  var headerReferenceSize: CGSize?
  var footerReferenceSize: CGSize?
  var layout: GridSection.Layout?

  init(header: GridSupplementary? = nil, footer: GridSupplementary? = nil) {
    self.header = header
    self.footer = footer
  }

  func copy() -> GridSectionParts {
    let copy = GridSectionParts(header: header, footer: footer)
    copy.itemSize = itemSize
    copy.sectionInset = sectionInset
    copy.minimumLineSpacing = minimumLineSpacing
    copy.minimumInteritemSpacing = minimumInteritemSpacing
    copy.headerReferenceSize = headerReferenceSize
    copy.footerReferenceSize = footerReferenceSize
    copy.layout = layout
    return copy
  }
}

extension GridSection {
  /// The margins of a section's items (``sectionInset``): `UIEdgeInsets`,
  /// UIKit's on UIKit platforms and CellarHost's elsewhere.
  ///
  /// ```swift
  /// .sectionInset(UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
  /// ```
  public typealias Insets = UIEdgeInsets

  /// The section's header, if any.
  public var header: GridSupplementary? {
    get { parts.header }
    set { setPart(\.header, newValue) }
  }

  /// The section's footer, if any.
  public var footer: GridSupplementary? {
    get { parts.footer }
    set { setPart(\.footer, newValue) }
  }

  /// The size of the section's items that have none of their own, or `nil`
  /// for the flow layout's `itemSize`.
  ///
  /// Each side must be greater than 0, as for ``Item/size``: an update whose
  /// section gives an item a side of 0 or less throws
  /// `FlowLayoutError.nonPositiveItemSize` before the collection view sees it.
  public var itemSize: CGSize? {
    get { parts.itemSize }
    set { setPart(\.itemSize, newValue) }
  }

  /// The margins around the section's items, or `nil` for the flow layout's `sectionInset`.
  ///
  /// A `UIEdgeInsets`: UIKit's on UIKit platforms, CellarHost's elsewhere
  /// (see ``Insets``).
  public var sectionInset: Insets? {
    get { parts.sectionInset }
    set { setPart(\.sectionInset, newValue) }
  }

  /// The minimum spacing between lines of items, or `nil` for the flow layout's.
  public var minimumLineSpacing: CGFloat? {
    get { parts.minimumLineSpacing }
    set { setPart(\.minimumLineSpacing, newValue) }
  }

  /// The minimum spacing between items of a line, or `nil` for the flow layout's.
  public var minimumInteritemSpacing: CGFloat? {
    get { parts.minimumInteritemSpacing }
    set { setPart(\.minimumInteritemSpacing, newValue) }
  }

  /// The header's size (only its scroll-direction extent counts), or `nil`
  /// for the flow layout's `headerReferenceSize`. Without a header, none is shown.
  public var headerReferenceSize: CGSize? {
    get { parts.headerReferenceSize }
    set { setPart(\.headerReferenceSize, newValue) }
  }

  /// The footer's size (only its scroll-direction extent counts), or `nil`
  /// for the flow layout's `footerReferenceSize`. Without a footer, none is shown.
  public var footerReferenceSize: CGSize? {
    get { parts.footerReferenceSize }
    set { setPart(\.footerReferenceSize, newValue) }
  }

  /// The section with an item size (see ``itemSize``).
  ///
  /// - Parameter size: The size, or `nil` for the layout's.
  /// - Returns: The section.
  public func itemSize(_ size: CGSize?) -> GridSection { with(\.itemSize, size) }

  /// The section with its insets (see ``sectionInset``).
  ///
  /// - Parameter inset: The insets, or `nil` for the layout's.
  /// - Returns: The section.
  public func sectionInset(_ inset: Insets?) -> GridSection { with(\.sectionInset, inset) }

  /// The section with a line spacing (see ``minimumLineSpacing``).
  ///
  /// - Parameter spacing: The spacing, or `nil` for the layout's.
  /// - Returns: The section.
  public func minimumLineSpacing(_ spacing: CGFloat?) -> GridSection {
    with(\.minimumLineSpacing, spacing)
  }

  /// The section with an interitem spacing (see ``minimumInteritemSpacing``).
  ///
  /// - Parameter spacing: The spacing, or `nil` for the layout's.
  /// - Returns: The section.
  public func minimumInteritemSpacing(_ spacing: CGFloat?) -> GridSection {
    with(\.minimumInteritemSpacing, spacing)
  }

  /// The section with a header size (see ``headerReferenceSize``).
  ///
  /// - Parameter size: The size, or `nil` for the layout's.
  /// - Returns: The section.
  public func headerReferenceSize(_ size: CGSize?) -> GridSection {
    with(\.headerReferenceSize, size)
  }

  /// The section with a footer size (see ``footerReferenceSize``).
  ///
  /// - Parameter size: The size, or `nil` for the layout's.
  /// - Returns: The section.
  public func footerReferenceSize(_ size: CGSize?) -> GridSection {
    with(\.footerReferenceSize, size)
  }

  private func with<Value>(_ keyPath: WritableKeyPath<GridSection, Value>, _ value: Value)
    -> GridSection
  {
    var section = self
    section[keyPath: keyPath] = value
    return section
  }
}

extension ContentBuilder where Element == AnyItem {
  /// An item of any type.
  ///
  /// - Parameter item: The item.
  /// - Returns: The item, type-erased.
  public static func buildExpression(_ item: some ItemRepresentable) -> [AnyItem] {
    [item.anyItem]
  }

  /// An optional item of any type: none when `nil`.
  ///
  /// - Parameter item: The item.
  /// - Returns: The item, or nothing.
  public static func buildExpression(_ item: (some ItemRepresentable)?) -> [AnyItem] {
    item.map { [$0.anyItem] } ?? []
  }

  /// An array of items of one type.
  ///
  /// - Parameter items: The items.
  /// - Returns: The items, type-erased.
  public static func buildExpression<Value: ItemRepresentable>(_ items: [Value]) -> [AnyItem] {
    items.map(\.anyItem)
  }
}

/// Builds a grid section's items: items of any cell type, arrays and
/// optionals of them, `if`/`else`, `switch` and `for`.
public typealias ItemBuilder = ContentBuilder<AnyItem>

/// Builds a grid's sections: sections, arrays and optionals of them,
/// `if`/`else`, `switch` and `for`.
public typealias GridSectionBuilder = ContentBuilder<GridSection>
