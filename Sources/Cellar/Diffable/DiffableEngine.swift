import Foundation

/// The table or grid a ``DiffableDataSource`` drives, and the few things it
/// does differently for each: the rest of the data source is written once.
@MainActor
enum DiffableEngine<Item: Hashable & Sendable> {
  case table(Table)
  case grid(Grid)

  init(table: Table) { self = .table(table) }
  init(grid: Grid) { self = .grid(grid) }

  /// The storage of the row or item shown at an index path.
  func storage(at indexPath: IndexPath) -> AnyRowStorage? {
    switch self {
    case .table(let table): table.storage(at: indexPath)
    case .grid(let grid): grid.storage(at: indexPath)
    }
  }

  /// The rows of the shown sections.
  var shownRows: [[AnyRow]] {
    switch self {
    case .table(let table): table.shown.map(\.rows)
    case .grid(let grid): grid.shown.map(\.rows)
    }
  }

  /// Where an item is shown, from the list's lookup index.
  func indexPath(of item: Item) -> IndexPath? {
    switch self {
    case .table(let table): table.indexPath(forRowID: item)
    case .grid(let grid): grid.indexPath(forItemID: item)
    }
  }

  /// The identity of the section shown at an index, if any.
  func sectionID(at index: Int) -> AnyHashable? {
    let shown =
      switch self {
      case .table(let table): table.shown
      case .grid(let grid): grid.shown
      }
    return shown.indices.contains(index) ? shown[index].id : nil
  }

  /// Where a section is shown.
  func index(ofSection id: some Hashable) -> Int? {
    switch self {
    case .table(let table): table.sectionIndex(withID: id)
    case .grid(let grid): grid.sectionIndex(withID: id)
    }
  }

  /// The item a row of the data source shows.
  func item(of storage: AnyRowStorage) -> Item? {
    switch self {
    case .table: ProvidedCellKind<Item, UITableViewCell>.item(of: storage)
    case .grid: ProvidedCellKind<Item, UICollectionViewCell>.item(of: storage)
    }
  }

  /// The traits of the data source's rows (``makeRow(_:)``'s), known
  /// without reading them: `Int` items are exact identity words; other
  /// items may not be (a `String`, a `UUID`, a NaN).
  static var rowTraits: RowTraits { Item.self == Int.self ? [] : .inexactIdentities }

  /// A new row for an item.
  func makeRow(_ item: Item) -> AnyRow {
    switch self {
    case .table: ProvidedCellKind<Item, UITableViewCell>.row(item)
    case .grid: ProvidedCellKind<Item, UICollectionViewCell>.row(item)
    }
  }

  /// Records that the sections the list now shows hold no item twice:
  /// left by a snapshot, whose items are unique (see
  /// ``CellarList/uniqueRowsVersion``).
  func vouchUnique() {
    switch self {
    case .table(let table): table.uniqueRowsVersion = table.updates.versions.sections
    case .grid(let grid): grid.uniqueRowsVersion = grid.updates.versions.sections
    }
  }

  /// Asks the list for the update that shows `sections`: batches, animated
  /// as the list animates a data source's apply
  /// (``UpdateDriver/dataSourceAnimation(animated:rowAnimation:)``), or the
  /// view's `reloadData` when `reloading`.
  func send(
    _ sections: [Section], marks: UpdateMarks?, reloading: Bool, animated: Bool,
    rowAnimation: UITableView.RowAnimation,
    whenDone: @escaping @MainActor ((any Error)?) -> Void
  ) throws {
    let made: MadeUpdate = (sections, marks, whenDone)
    let animated = animated && !reloading
    switch self {
    case .table(let table):
      try table.request(
        Self.update(made, reloading: reloading, animated: animated, rowAnimation, for: table))
    case .grid(let grid):
      try grid.request(
        Self.update(made, reloading: reloading, animated: animated, rowAnimation, for: grid))
    }
  }

  /// What a data source's update made once it has its turn carries: its
  /// sections, marks and completion.
  typealias MadeUpdate = (
    sections: [Section], marks: UpdateMarks?, whenDone: @MainActor ((any Error)?) -> Void
  )

  /// Asks the list for an update diffed on a background task (see
  /// ``Table/updateInBackground(with:animation:)``): batches, animated as
  /// ``send(_:marks:reloading:animated:rowAnimation:whenDone:)``'s. `make`
  /// gives its sections, marks and completion once the update has its turn
  /// among the list's updates.
  ///
  /// - Returns: `true` when applied or queued, `false` when dropped for a
  ///   newer update.
  func sendInBackground(
    animated: Bool, rowAnimation: UITableView.RowAnimation,
    making make: () async throws -> MadeUpdate
  ) async throws -> Bool {
    switch self {
    case .table(let table):
      try await Self.sendInBackground(
        to: table, animated: animated, rowAnimation: rowAnimation, making: make)
    case .grid(let grid):
      try await Self.sendInBackground(
        to: grid, animated: animated, rowAnimation: rowAnimation, making: make)
    }
  }

  /// ``sendInBackground(animated:rowAnimation:making:)`` for one list;
  /// inlined into each case, so that the list's update runs specialized
  /// for it (a generic call here went unspecialized: every plan through
  /// witness tables).
  @inline(__always)
  private static func sendInBackground<List: UpdateApplying>(
    to list: List, animated: Bool, rowAnimation: UITableView.RowAnimation,
    making make: () async throws -> MadeUpdate
  ) async throws -> Bool {
    try await list.requestInBackground {
      update(
        try await make(), reloading: false, animated: animated, rowAnimation, for: list)
    }
  }

  /// A data source's update for `list`: its items are unique, and an
  /// unanimated one is sent as batches all the same.
  @inline(__always)
  private static func update<List: UpdateDriver>(
    _ made: MadeUpdate, reloading: Bool, animated: Bool,
    _ rowAnimation: UITableView.RowAnimation, for list: List
  ) -> PendingUpdate<List.Animation> {
    PendingUpdate(
      sections: made.sections,
      animation: list.dataSourceAnimation(animated: animated, rowAnimation: rowAnimation),
      reloadsData: reloading, marks: made.marks, rowsAreKnownUnique: true,
      batchesUnanimated: true, whenDone: made.whenDone)
  }

  /// Reports an error no caller can receive through the list's
  /// ``CellarList/onError``.
  func report(_ error: any Error) {
    switch self {
    case .table(let table): table.report(error)
    case .grid(let grid): grid.report(error)
    }
  }

  /// Runs a callback of the app's: an update it asks for waits.
  func inCallback(_ body: () -> Void) {
    switch self {
    case .table(let table): table.inCallback(body)
    case .grid(let grid): grid.inCallback(body)
    }
  }
}
