import Foundation

/// A section of a table: rows, an optional header and footer, and an
/// optional identity.
///
/// ```swift
/// Section(id: "movies", header: .title("Movies")) {
///   for movie in movies { Row<MovieCell>(model: movie) }
/// }
/// Section(rows: [Row<TitleCell>(model: "Atlantis"), Row<TitleCell>(model: "Stargate")])
/// ```
///
/// ## Rows of different cell types
///
/// A section holds rows of any cell types. Written in the call, an array
/// literal of rows of different types compiles as it is:
///
/// ```swift
/// Section(id: "profile", rows: [Row<AvatarCell>(model: user), Row<BioCell>(model: user.bio)])
/// ```
///
/// An array made apart needs its type, `[any RowRepresentable]`: without
/// it, Swift cannot infer one for rows of different types ("heterogeneous
/// collection literal could only be inferred to '[Any]'"), and the
/// `Section` call that uses it then fails with a second, confusing error.
///
/// ```swift
/// var rows: [any RowRepresentable] = [Row<AvatarCell>(model: user), Row<BioCell>(model: user.bio)]
/// rows.append(SwitchRow(title: "Public", isOn: user.isPublic))
/// let section = Section(id: "profile", rows: rows)
/// ```
///
/// The result-builder form takes rows of any types with no annotation.
///
/// A section's **identity** is its `id`, unique in the table; a section
/// without one is identified by its position. Its **content** is its header
/// and footer: when they change on a kept section, the shown views are
/// updated in place (or the section is reloaded when the kind or height
/// changes). Rows are diffed one by one, by their own identities.
public struct Section {
  /// The section's identity, unique in the table, or `nil` to be identified
  /// by position.
  public var id: AnyHashable?

  /// The rows, top to bottom.
  public var rows: [AnyRow] {
    // Rows set from anywhere but the section's own initializers and
    // methods may have any trait (see `rowTraits`). The observer does not
    // read the old value, so the array is still changed in place.
    didSet { rowTraits = .all }
  }

  /// The header, or `nil` for none.
  public var header: HeaderFooter?

  /// The footer, or `nil` for none.
  public var footer: HeaderFooter?

  /// Called when the table view expects to display some of the section's
  /// rows soon (data prefetching), with their index paths.
  public var prefetch: (@MainActor ([IndexPath]) -> Void)?

  /// Called when prefetches for some of the section's rows are no longer needed.
  public var cancelPrefetch: (@MainActor ([IndexPath]) -> Void)?

  /// The section's title in the table's section index (the A–Z strip of a
  /// contacts screen), or `nil` (the default) to leave the section out of
  /// the index. Set it with ``indexTitle(_:)``.
  ///
  /// The table's index lists the titles of the sections that have one, in
  /// order; tapping a title scrolls to its section. It is not part of the
  /// section's identity or content: changing it alone reloads the index,
  /// not the section.
  public var indexTitle: String?

  /// Whether a tap on the header shows and hides the rows (see
  /// ``collapsible(expanded:)``). Default: `false`.
  public var isCollapsible = false

  /// Whether a collapsible section shows its rows when the table first
  /// meets its identity; afterwards its state is the table's. Default:
  /// `true`.
  public var isInitiallyExpanded = true

  /// A grid section's own parts (header, footer, layout metrics), `nil`
  /// in a table section and in a grid section with none: kept here so
  /// that the planner's stages, which copy sections, carry them (see
  /// ``GridSection``).
  var grid: GridSectionParts?

  /// What the rows may have (see ``RowTraits``): every trait unless the
  /// section knows its rows' (made from them, or given them through its
  /// own methods), so that a grid's per-item passes (checking the sizes,
  /// finding whether the layout must ask for them) and the outline's
  /// search for parent rows skip a section without reading each row.
  var rowTraits = RowTraits.all

  /// Whether some row may have an item size of its own (a grid item's
  /// ``Item/size``).
  var mayHaveItemSizes: Bool { rowTraits.contains(.itemSizes) }

  /// Whether some row may have children in an outline.
  var mayHaveOutlineChildren: Bool { rowTraits.contains(.outlineChildren) }

  /// Whether some row has children in an outline (possibly none yet).
  ///
  /// - Complexity: O(1) when the section knows that no row has (see
  ///   ``rowTraits``), else O(*n*) for *n* rows.
  var hasOutlineParents: Bool {
    mayHaveOutlineChildren && rows.contains { $0.storage.hasOutlineChildren }
  }

  /// Creates a section from an array of rows of any cell types.
  ///
  /// `Section(rows: [Row<A>(…), Row<B>(…)])` compiles as it is; an array
  /// made apart needs its type, `let rows: [any RowRepresentable] = […]`
  /// (see <doc:GettingStarted#Mix-cell-types-in-a-section>).
  ///
  /// - Parameters:
  ///   - id: The section's identity, or `nil` to be identified by position.
  ///   - header: The header.
  ///   - footer: The footer.
  ///   - rows: The rows.
  /// - Complexity: O(*n*) for *n* rows.
  public init(
    id: AnyHashable? = nil, header: HeaderFooter? = nil, footer: HeaderFooter? = nil,
    rows: [any RowRepresentable] = []
  ) {
    self.id = id
    self.header = header
    self.footer = footer
    var traits = RowTraits()
    self.rows = rows.map { RowTraits.row($0.anyRow.storage, noting: &traits) }
    rowTraits = traits
  }

  /// Creates a section whose rows come from a result builder.
  ///
  /// ```swift
  /// Section(id: "series", header: .title("Series")) {
  ///   for show in series { Row<SeriesCell>(model: show) }
  ///   if showMore { Row<MoreCell>(model: "More…") }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - id: The section's identity, or `nil` to be identified by position.
  ///   - header: The header.
  ///   - footer: The footer.
  ///   - rows: The rows.
  public init(
    id: AnyHashable? = nil, header: HeaderFooter? = nil, footer: HeaderFooter? = nil,
    @RowBuilder rows: () -> [AnyRow]
  ) {
    self.init(id: id, header: header, footer: footer, anyRows: rows())
  }

  /// Creates a section from an array of type-erased rows.
  ///
  /// - Parameters:
  ///   - id: The section's identity, or `nil` to be identified by position.
  ///   - header: The header.
  ///   - footer: The footer.
  ///   - anyRows: The rows.
  public init(
    id: AnyHashable? = nil, header: HeaderFooter? = nil, footer: HeaderFooter? = nil,
    anyRows: [AnyRow]
  ) {
    self.init(id: id, header: header, footer: footer, rows: anyRows, traits: RowTraits(of: anyRows))
  }

  /// Creates a section from rows whose traits are known.
  init(
    id: AnyHashable? = nil, header: HeaderFooter? = nil, footer: HeaderFooter? = nil,
    rows: [AnyRow], traits: RowTraits
  ) {
    self.id = id
    self.header = header
    self.footer = footer
    self.rows = rows
    rowTraits = traits
  }

  /// Appends a row; `section += row` is the operator form.
  ///
  /// - Parameter row: The row.
  /// - Complexity: Amortized O(1).
  public mutating func append(_ row: some RowRepresentable) {
    var traits = rowTraits
    rows.append(RowTraits.row(row.anyRow.storage, noting: &traits))
    rowTraits = traits
  }

  /// Appends rows; `section += rows` is the operator form.
  ///
  /// - Parameter newRows: The rows.
  /// - Complexity: O(*k*) for *k* rows.
  public mutating func append(contentsOf newRows: [any RowRepresentable]) {
    var traits = rowTraits
    rows.append(contentsOf: newRows.map { RowTraits.row($0.anyRow.storage, noting: &traits) })
    rowTraits = traits
  }

  /// Whether two optional headers (or footers) show the same thing.
  static func isEqual(_ lhs: HeaderFooter?, _ rhs: HeaderFooter?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): true
    case (let lhs?, let rhs?): lhs.isContentEqual(to: rhs)
    default: false
    }
  }
}
