import Foundation

/// A section of a ``Grid``: items, an optional header and footer, and the
/// section's own flow-layout metrics.
///
/// ```swift
/// GridSection(id: "may", header: .view(MonthHeader.self, model: "May")) {
///   for photo in photos { Item<PhotoCell>(model: photo) }
/// }
/// .itemSize(CGSize(width: 100, height: 100))
/// ```
///
/// A sibling of the table's ``Section``: a table row cannot be put in a
/// grid section, nor an item in a table section. Sections are matched by
/// their `id` (else by position); items by identity across all sections
/// (see ``Item``), with the same rules and the same duplicate-id errors as
/// table rows. The layout metrics are `nil` for the flow layout's own
/// property; the grid answers them through the layout's `FlowLayoutDelegate`.
///
/// It holds the planner's section, so a grid is diffed by the same code as
/// a table, without conversion.
public struct GridSection {
  /// The planner's section: the id, the items (as rows) and the prefetch
  /// handlers, with the grid's parts in ``Section/grid``.
  var base: Section

  /// Makes a section from items.
  ///
  /// - Parameters:
  ///   - id: The section's identity, or `nil` to be matched by position.
  ///   - header: The header, if any.
  ///   - footer: The footer, if any.
  ///   - items: The items.
  public init(
    id: AnyHashable? = nil, header: GridSupplementary? = nil, footer: GridSupplementary? = nil,
    items: [any ItemRepresentable] = []
  ) {
    var traits = RowTraits()
    base = Section(
      id: id, rows: items.map { RowTraits.row($0.anyItem.storage, noting: &traits) },
      traits: traits)
    // A section without a header or footer has no parts until a metric is
    // set: one object less to make, and nothing to compare when diffed.
    if header != nil || footer != nil {
      base.grid = GridSectionParts(header: header, footer: footer)
    }
  }

  /// Makes a section from the items a result builder makes.
  ///
  /// - Parameters:
  ///   - id: The section's identity, or `nil` to be matched by position.
  ///   - header: The header, if any.
  ///   - footer: The footer, if any.
  ///   - items: The items.
  public init(
    id: AnyHashable? = nil, header: GridSupplementary? = nil, footer: GridSupplementary? = nil,
    @ItemBuilder items: () -> [AnyItem]
  ) {
    self.init(id: id, header: header, footer: footer, items: items())
  }

  init(base: Section) {
    self.base = base
  }

  /// The section's identity, or `nil` to be matched by position.
  public var id: AnyHashable? {
    get { base.id }
    set { base.id = newValue }
  }

  /// The items, in order.
  ///
  /// - Complexity: O(*n*) to read or set, for *n* items.
  public var items: [AnyItem] {
    get { base.rows.map { AnyItem(storage: $0.storage) } }
    set {
      var traits = RowTraits()
      base.rows = newValue.map { RowTraits.row($0.storage, noting: &traits) }
      base.rowTraits = traits
    }
  }

  /// The number of items.
  public var count: Int { base.rows.count }

  /// Called when the collection view may soon show some of the section's
  /// items (data prefetching), with their index paths: once per
  /// `prefetchItemsAt` that names some of its items, after their own
  /// ``Item/prefetch`` handlers, with its items in the collection view's
  /// order (nearest to the viewport first).
  public var prefetch: (@MainActor ([IndexPath]) -> Void)? {
    get { base.prefetch }
    set { base.prefetch = newValue }
  }

  /// Called when prefetches of some of the section's items are no longer
  /// needed (`cancelPrefetchingForItemsAt`), after their own
  /// ``Item/cancelPrefetch`` handlers.
  public var cancelPrefetch: (@MainActor ([IndexPath]) -> Void)? {
    get { base.cancelPrefetch }
    set { base.cancelPrefetch = newValue }
  }

  /// Appends an item; `section += item` is the operator form.
  ///
  /// - Parameter item: The item.
  public mutating func append(_ item: some ItemRepresentable) {
    var traits = base.rowTraits
    base.rows.append(RowTraits.row(item.anyItem.storage, noting: &traits))
    base.rowTraits = traits
  }

  /// Appends items; `section += items` is the operator form.
  ///
  /// - Parameter newItems: The items.
  public mutating func append(contentsOf newItems: [any ItemRepresentable]) {
    var traits = base.rowTraits
    base.rows.append(
      contentsOf: newItems.map { RowTraits.row($0.anyItem.storage, noting: &traits) })
    base.rowTraits = traits
  }

  /// The grid parts, to read.
  var parts: GridSectionParts { base.grid ?? GridSectionParts() }

  /// Changes one grid part, copying the parts first when they are shared.
  mutating func setPart<Value>(
    _ keyPath: ReferenceWritableKeyPath<GridSectionParts, Value>, _ value: Value
  ) {
    if !isKnownUniquelyReferenced(&base.grid) {
      base.grid = base.grid?.copy() ?? GridSectionParts()
    }
    base.grid?[keyPath: keyPath] = value
  }
}
