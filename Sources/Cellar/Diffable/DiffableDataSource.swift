import Foundation

/// `UIKit`'s diffable data sources on Cellar's engine: the API of
/// `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource`
/// under one name, on iOS and on Linux.
///
/// An app written against `UIKit`'s data source migrates by changing the
/// type's names and adding `try`: a mistake `UIKit` stops the program for
/// is a thrown ``SnapshotError`` (see ``DiffableSnapshot``) or
/// ``TableError`` with `UIKit`'s text, and nothing changes.
///
/// ```swift
/// let dataSource = DiffableDataSource<Section, Contact.ID>(tableView: tableView) {
///   tableView, indexPath, id in
///   let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
///   var content = cell.defaultContentConfiguration()
///   content.text = store.contact(id).name
///   cell.contentConfiguration = content
///   return cell
/// }
/// var snapshot = DiffableSnapshot<Section, Contact.ID>()
/// try snapshot.appendSections([.all])
/// try snapshot.appendItems(store.ids)
/// try dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// The data source makes a ``Table`` (or a ``Grid``) for the view, which
/// it drives: ``table`` and ``grid`` give Cellar's own API (its delegate,
/// ``CellarList/onError``, lookups, the update record). Set the view's
/// delegate through them (`dataSource.table?.delegate = self`), not on the
/// view, which Cellar answers.
///
/// As in `UIKit`:
/// - Items are identities; an item's cell is made anew only when the
///   snapshot marks it with ``DiffableSnapshot/reloadItems(_:)``, and the
///   cell provider is run again on the cell shown for
///   ``DiffableSnapshot/reconfigureItems(_:)``.
/// - `apply` diffs and sends one animated batch (``defaultRowAnimation``
///   for a table); `animatingDifferences: false` sends it unanimated (iOS
///   15's behaviour); ``applySnapshotUsingReloadData(_:completion:)``
///   reloads without diffing.
/// - ``snapshot()`` is what the view shows, with no marks.
///
/// Unlike `UIKit`, an apply asked for while another is applied, or from a
/// callback (the cell provider, a completion), is queued and applied after
/// it, never a deadlock; a `nil` cell is
/// ``TableError/cellProviderReturnedNil(indexPath:item:inCollectionView:)``.
///
/// Sections can also be given as trees, with section snapshots
/// (``DiffableSectionSnapshot``, ``apply(_:to:animatingDifferences:completion:)``,
/// ``snapshot(for:)``), on tables as well as collection views.
///
/// A collection view's items move by the user as ``reorderingHandlers``
/// allow (a table's rows as its `canMoveRowAt` and `moveRowAt` overrides
/// do, as in `UIKit`).
@MainActor
open class DiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject {
  /// Makes the cell of an item of a table view: `UIKit`'s signature.
  public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?
  /// Makes the cell of an item of a collection view: `UIKit`'s signature.
  public typealias CollectionCellProvider =
    (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes the view of a supplementary element (a header, a footer, a
  /// layout's own kind) of a collection view: `UIKit`'s signature.
  public typealias SupplementaryViewProvider =
    (UICollectionView, String, IndexPath) -> UICollectionReusableView?
  /// The data source's snapshot type.
  public typealias Snapshot = DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The data source's section snapshot type.
  public typealias SectionSnapshot = DiffableSectionSnapshot<ItemIdentifierType>

  /// The table that shows the items, when the data source drives a table
  /// view.
  public let table: Table?
  /// The grid that shows the items, when the data source drives a
  /// collection view.
  public let grid: Grid?

  /// Which items the user may move in a collection view, and what to do
  /// before and after a move: `UIKit`'s `ReorderingHandlers`.
  public var reorderingHandlers = ReorderingHandlers()

  /// The animation of a table's inserted, deleted and reloaded rows in an
  /// animated apply (`UIKit`'s default, `.automatic`).
  public var defaultRowAnimation: UITableView.RowAnimation = .automatic

  /// Makes the views of a collection view's supplementary elements, as
  /// `UICollectionViewDiffableDataSource`'s does: headers and footers of a
  /// flow layout whose reference size is not zero, and the boundary items
  /// of a compositional layout. The view must be dequeued from the
  /// collection view for the kind and index path it is given.
  ///
  /// Without a provider, an element the layout asks for is
  /// ``TableError/noSupplementaryViewProvider(kind:indexPath:)``; a `nil`
  /// view is
  /// ``TableError/supplementaryViewProviderReturnedNil(kind:indexPath:)``.
  /// Both texts are `UIKit`'s, and the collection view shows an empty view
  /// there. A table view's data source has no supplementary views and never
  /// asks.
  public var supplementaryViewProvider: SupplementaryViewProvider?

  /// What the user may expand and collapse, and what to show when an item
  /// expands: asked by ``toggleExpansion(of:)``, not by applies.
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// The engine's part of the work: the list, and how an update is sent.
  let engine: DiffableEngine<ItemIdentifierType>
  /// The snapshot the view shows, without marks.
  private var current = Snapshot()
  /// The snapshots asked for that are still waiting or being applied,
  /// without marks, by their requests' numbers, and the highest of those
  /// numbers (40,000 applies queued at once finish in O(1) each: in order,
  /// the highest stays until last).
  private var pending: [Int: Snapshot] = [:]
  private var lastPending: Int?
  /// The section snapshots applied to sections (``apply(_:to:animatingDifferences:completion:)``)
  /// that the view shows, and those of the requests still pending, by
  /// number (see ``rebased(_:onto:)``).
  private var currentTrees = SectionTrees<SectionIdentifierType, ItemIdentifierType>()
  private var pendingTrees: [Int: SectionTrees<SectionIdentifierType, ItemIdentifierType>] = [:]
  /// The number of the last request, and of the last one applied.
  private var requests = 0
  private var appliedRequest = 0
  /// The rows of ``current``'s sections, and where each of its item
  /// codes is among them.
  private var currentRows = ShownRows()
  /// Bumped each time ``current`` changes: a translation of item codes
  /// made for one value of it is trusted only while it stays.
  private var currentVersion = 0

  /// Drives a table view, whose cells `cellProvider` makes.
  ///
  /// - Parameters:
  ///   - tableView: The table view; the data source makes its ``Table``.
  ///   - cellProvider: Makes the cell of an item, dequeued from
  ///     `tableView`; it must not return `nil`.
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    let table = Table(tableView: tableView)
    self.table = table
    grid = nil
    engine = DiffableEngine(table: table)
    super.init()
    table.cellProvider = Self.hook(
      cellProvider, on: tableView, inCollectionView: false,
      indent: { [weak self] cell, item in
        if let level = self?.outlineLevel(of: item) { cell.indentationLevel = level }
      })
    table.dataSourceAnswers = self
  }

  /// Drives a collection view, whose cells `cellProvider` makes.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view; the data source makes its
  ///     ``Grid``.
  ///   - cellProvider: Makes the cell of an item, dequeued from
  ///     `collectionView`; it must not return `nil`.
  public init(collectionView: UICollectionView, cellProvider: @escaping CollectionCellProvider) {
    let grid = Grid(collectionView: collectionView)
    self.grid = grid
    table = nil
    engine = DiffableEngine(grid: grid)
    super.init()
    grid.moveAnswers = self
    grid.cellProvider = Self.hook(
      cellProvider, on: collectionView, inCollectionView: true,
      indent: { [weak self] cell, item in
        guard let cell = cell as? UICollectionViewListCell, let level = self?.outlineLevel(of: item)
        else { return }
        cell.indentationLevel = level
      })
    // Weak: the grid may outlive its data source (`dataSource.grid` kept);
    // its provider is then gone too.
    grid.supplementaryProvider = { [weak self] kind, indexPath in
      guard let provider = self?.supplementaryViewProvider else {
        throw TableError.noSupplementaryViewProvider(kind: kind, indexPath: indexPath)
      }
      guard let view = provider(collectionView, kind, indexPath) else {
        throw TableError.supplementaryViewProviderReturnedNil(kind: kind, indexPath: indexPath)
      }
      return view
    }
  }

  /// The list's ``CellarList/cellProvider`` for a data source's provider:
  /// the item of the row, the provider's cell for it, indented by `indent`,
  /// or
  /// ``TableError/cellProviderReturnedNil(indexPath:item:inCollectionView:)``.
  private static func hook<View: AnyObject, Cell: AnyObject>(
    _ provider: @escaping (View, IndexPath, ItemIdentifierType) -> Cell?, on view: View,
    inCollectionView: Bool, indent: @escaping (Cell, ItemIdentifierType) -> Void
  ) -> (IndexPath, AnyRowStorage) throws -> AnyObject {
    { indexPath, storage in
      let item = ProvidedCellKind<ItemIdentifierType, Cell>.item(of: storage)
      guard let item, let cell = provider(view, indexPath, item) else {
        throw TableError.cellProviderReturnedNil(
          indexPath: indexPath, item: item.map { String(describing: $0) } ?? "nil",
          inCollectionView: inCollectionView)
      }
      indent(cell, item)
      return cell
    }
  }

  // MARK: Applying

  /// Shows a snapshot: diffed against what the view shows, in one batch.
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show, and the items and
  ///     sections to show again.
  ///   - animatingDifferences: Whether the batch is animated.
  ///   - completion: Called once the snapshot is shown (at once, unless
  ///     the apply waits behind another update); not when it fails.
  /// - Throws: An error of the view while it shows the snapshot, such as
  ///   ``TableError/cellProviderReturnedNil(indexPath:item:inCollectionView:)``;
  ///   the view then shows what it showed. An apply that waits in the queue
  ///   and fails reports its error through ``CellarList/onError``.
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) throws {
    try request(snapshot, reloading: false, animated: animatingDifferences) { error in
      if error == nil { completion?() }
    }
  }

  /// Shows a snapshot, as ``apply(_:animatingDifferences:completion:)``
  /// does, and returns once it is shown.
  ///
  /// - Throws: As ``apply(_:animatingDifferences:completion:)``; also the
  ///   error of an apply that waited in the queue.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) async throws {
    try await requestAndWait(snapshot, reloading: false, animated: animatingDifferences)
  }

  /// Shows a snapshot as ``apply(_:animatingDifferences:completion:)``
  /// does, with the diff run on a background task: what `UIKit`'s data
  /// sources do when `apply` is called off the main queue, without the
  /// rule that every apply then must be.
  ///
  /// The main actor is held only in short stretches: while the items are
  /// keyed and compared (about half a millisecond each), to plan and check
  /// the update, and for the view's batch (see
  /// ``Table/updateInBackground(with:animation:)``). From the call on,
  /// ``snapshot()`` returns `snapshot`, so that applies made meanwhile
  /// build on it.
  ///
  /// Which apply wins: the newest one that does not throw. An apply asked
  /// for while this one diffs (in the background or not) supersedes it:
  /// this one then shows nothing and returns `false`. When the view shows
  /// something else by the time the diff ends (a user's delete, say), the
  /// snapshot is diffed again.
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show, and the items and
  ///     sections to show again.
  ///   - animatingDifferences: Whether the batch is animated.
  /// - Returns: `true` once the snapshot is shown (or waits in the queue
  ///   behind a busy view, to be shown next), `false` when a newer apply
  ///   superseded it.
  /// - Throws: `CancellationError` when the calling task is cancelled
  ///   before the snapshot is shown; otherwise as
  ///   ``apply(_:animatingDifferences:completion:)``. The view then shows
  ///   what it showed, and ``snapshot()`` returns what it returned before
  ///   the call (or a newer apply's snapshot).
  @discardableResult
  public func applyInBackground(_ snapshot: Snapshot, animatingDifferences: Bool = true)
    async throws -> Bool
  {
    try await requestInBackground(snapshot, animated: animatingDifferences)
  }

  /// Shows a snapshot with the view's `reloadData`, without diffing.
  ///
  /// - Parameters:
  ///   - snapshot: The sections and items to show.
  ///   - completion: Called once the snapshot is shown; not when it fails.
  /// - Throws: As ``apply(_:animatingDifferences:completion:)``.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil)
    throws
  {
    try request(snapshot, reloading: true, animated: false) { error in
      if error == nil { completion?() }
    }
  }

  /// Shows a snapshot with the view's `reloadData`, and returns once it is
  /// shown.
  ///
  /// - Throws: As ``apply(_:animatingDifferences:)``.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async throws {
    try await requestAndWait(snapshot, reloading: true, animated: false)
  }

  /// The sections and items of the last snapshot applied, without marks:
  /// what the view shows, or will show once the applies waiting in the
  /// queue are done (so that a snapshot taken, edited and applied while
  /// another waits builds on it).
  ///
  /// - Complexity: O(1): the snapshot's storage is shared until changed.
  public func snapshot() -> Snapshot { lastPending.flatMap { pending[$0] } ?? current }

  /// The section snapshots of the last snapshot applied, as ``snapshot()``.
  var latestTrees: SectionTrees<SectionIdentifierType, ItemIdentifierType> {
    lastPending.flatMap { pendingTrees[$0] } ?? currentTrees
  }

  // MARK: Lookups

  /// The item at an index path of the view, or `nil` when there is none.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard let storage = engine.storage(at: indexPath) else { return nil }
    return engine.item(of: storage)
  }

  /// The index path of an item in the view, or `nil` when it shows no such
  /// item.
  ///
  /// - Complexity: O(1) on average, from the list's lookup index. The
  ///   first lookup indexes the *n* items in O(*n*). The index is kept
  ///   through applies, so the first lookup after one indexes again only
  ///   the sections that changed. Item identifiers that are instances of
  ///   a class are indexed anew after each apply, since the app may change
  ///   one in place.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    guard itemIdentifier == itemIdentifier else { return nil }
    return engine.indexPath(of: itemIdentifier)
  }

  /// The identifier of the section at an index of the view, or `nil`.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    engine.sectionID(at: index).flatMap { $0.base as? SectionIdentifierType }
  }

  /// The index of a section in the view, or `nil` when it shows no such
  /// section.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    guard sectionIdentifier == sectionIdentifier else { return nil }
    return engine.index(ofSection: sectionIdentifier)
  }

  // MARK: A table's data source, for subclasses

  /// The title of a section's header, or `nil` for none (the default).
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// The title of a section's footer, or `nil` for none (the default).
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Whether a row can be edited (deleted, or swiped for actions): `false`
  /// by default, as `UITableViewDiffableDataSource` answered before iOS 15.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// The user committed an edit of a row, a delete or an insert: apply a
  /// snapshot without (or with) the item. Does nothing by default.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Whether a row can be moved by the user: `false` by default.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// The user moved a row; the data source's ``snapshot()`` already shows
  /// the move. Does nothing by default: store the new order here.
  open func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// The titles of the section index, or `nil` for none (the default).
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// The section a section index title jumps to: `index` by default.
  open func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  // MARK: The work

  /// Sends the update that shows `snapshot`; `whenDone` hears when it is
  /// applied or has failed.
  ///
  /// - Parameter trees: The section snapshots the data source holds once
  ///   it is shown; by default, those held that `snapshot` still shows.
  func request(
    _ snapshot: Snapshot, reloading: Bool, animated: Bool,
    trees: SectionTrees<SectionIdentifierType, ItemIdentifierType>? = nil,
    whenDone: @escaping @MainActor ((any Error)?) -> Void
  ) throws {
    let request = prepare(snapshot, reloading: reloading, trees: trees)
    do {
      try engine.send(
        request.sections, marks: request.marks, reloading: reloading, animated: animated,
        rowAnimation: defaultRowAnimation
      ) { error in
        request.finish(error)
        whenDone(error)
      }
    } catch {
      // Refused before it was applied or queued.
      forget(request.number)
      throw error
    }
  }

  /// Sends the update that shows `snapshot`, diffed on a background task
  /// (see ``applyInBackground(_:animatingDifferences:)``).
  ///
  /// - Returns: `true` when applied or queued, `false` when dropped for a
  ///   newer apply.
  func requestInBackground(
    _ snapshot: Snapshot, animated: Bool,
    trees: SectionTrees<SectionIdentifierType, ItemIdentifierType>? = nil
  ) async throws -> Bool {
    let registered = register(snapshot, trees: trees)
    do {
      let shown = try await engine.sendInBackground(
        animated: animated, rowAnimation: defaultRowAnimation
      ) {
        // Its turn taken: the items are matched to the rows shown off the
        // main actor, then the sections are made here.
        let translation = await Self.translation(
          of: snapshot, to: current, version: currentVersion)
        let request = build(registered, reloading: false, translation: translation)
        return (request.sections, request.marks, request.finish)
      }
      // Dropped: a newer apply shows its own snapshot.
      if !shown { forget(registered.number) }
      return shown
    } catch {
      forget(registered.number)
      throw error
    }
  }

  /// A request for `snapshot`, numbered and pending (what ``snapshot()``
  /// returns until it is done), with its sections, its marks and what
  /// records its end.
  private func prepare(
    _ snapshot: Snapshot, reloading: Bool,
    trees: SectionTrees<SectionIdentifierType, ItemIdentifierType>?
  ) -> PreparedRequest {
    build(register(snapshot, trees: trees), reloading: reloading, translation: nil)
  }

  /// Numbers a request for `snapshot` and makes it pending.
  private func register(
    _ snapshot: Snapshot, trees: SectionTrees<SectionIdentifierType, ItemIdentifierType>?
  ) -> RegisteredRequest {
    var applied = snapshot
    applied.clearMarks()
    let trees = trees ?? Self.rebased(latestTrees, onto: applied)
    requests += 1
    let number = requests
    pending[number] = applied
    pendingTrees[number] = trees
    lastPending = number
    return RegisteredRequest(number: number, snapshot: snapshot, applied: applied, trees: trees)
  }

  /// The sections and marks of a registered request, and what records
  /// its end.
  ///
  /// - Parameter translation: Where the items of the request's snapshot
  ///   were shown, found off the main actor, or `nil`.
  private func build(
    _ request: RegisteredRequest, reloading: Bool, translation: ItemTranslation?
  ) -> PreparedRequest {
    let (sections, rebuilt) = sections(showing: request.snapshot, translation: translation)
    let marks = reloading ? nil : marks(of: request.snapshot)
    let (number, applied, trees) = (request.number, request.applied, request.trees)
    let version = currentVersion
    return PreparedRequest(number: number, sections: sections, marks: marks) {
      [weak self] error in
      guard let self else { return }
      // The sections not rebuilt were those shown when the request was
      // built: if what is shown changed since (a user's move, whose
      // entries now name its places), every section's entries are set anew.
      let rebuilt = version == currentVersion ? rebuilt : Array(sections.indices)
      finished(number, applied: applied, trees: trees, sections: sections, rebuilt: rebuilt, error)
    }
  }

  /// A request numbered and pending, before its sections are made.
  private struct RegisteredRequest {
    var number: Int
    var snapshot: Snapshot
    var applied: Snapshot
    var trees: SectionTrees<SectionIdentifierType, ItemIdentifierType>
  }

  /// Where the items of a snapshot are among those shown: for each of its
  /// item codes, the code of the same item in ``current`` as it was at
  /// `version`, whose row is kept (`-1`: none).
  private struct ItemTranslation: Sendable {
    var shownCodes: [Int]
    var version: Int
  }

  /// Where `snapshot`'s items are among `shown`'s (``current`` at
  /// `version`), found as ``shownCode(of:in:shownItems:isShown:)``
  /// finds them (by code, then by hash, each checked to be the same
  /// value) on a background task; `nil` when `snapshot`'s codes are
  /// `shown`'s own (a snapshot taken from the data source's, of the same
  /// lineage) or look like them: its rows are then found by code.
  ///
  /// - Complexity: O(*m*) hashes off the main actor, for *m* item codes.
  private static func translation(
    of snapshot: Snapshot, to shown: Snapshot, version: Int
  ) async -> ItemTranslation? {
    let (codes, shownCodes) = (snapshot.itemCodes, shown.itemCodes)
    // The codes of a snapshot taken from the data source's name the items
    // shown: its rows are found by code (each checked to be the same
    // value). So are those of a snapshot made anew whose codes a few spread
    // over them tell are the shown ones.
    if snapshot.lineage === shown.lineage { return nil }
    let shared = min(codes.count, shownCodes.count)
    let step = max(shared / 16, 1)
    if shared > 0,
      stride(from: 0, to: shared, by: step).allSatisfy({
        let (item, shownItem) = (codes.id(ofCode: $0), shownCodes.id(ofCode: $0))
        return item == shownItem && isSameValue(item, shownItem)
      })
    {
      return nil
    }
    let translated = await Task.detached {
      // Looked for as the synchronous apply looks: under its own code
      // first, then by hash. Whether the own code is shown is checked on
      // the main actor (``rows(ofCodes:in:shownCodes:sameBytes:)`` looks again when
      // it is not).
      (0..<codes.count).map { code in
        shownCode(of: code, in: codes, shownItems: shownCodes, isShown: { _ in true }) ?? -1
      }
    }.value
    return ItemTranslation(shownCodes: translated, version: version)
  }

  /// Forgets the pending request `number`.
  ///
  /// - Complexity: O(1), unless it was the highest pending and others
  ///   remain (an update merged with a later one): O(*p*) for *p* pending.
  private func forget(_ number: Int) {
    pending[number] = nil
    pendingTrees[number] = nil
    guard lastPending == number else { return }
    lastPending = pending.keys.max()
  }

  /// Records the end of request `number`: what the view shows, if it was
  /// applied.
  private func finished(
    _ number: Int, applied: Snapshot,
    trees: SectionTrees<SectionIdentifierType, ItemIdentifierType>,
    sections: [Section], rebuilt: [Int], _ error: (any Error)?
  ) {
    forget(number)
    // An older update done after a newer one (merged with it) shows nothing
    // of its own.
    guard error == nil, number > appliedRequest else { return }
    appliedRequest = number
    currentTrees = trees
    didApply(applied, sections: sections, rebuilt: rebuilt)
  }

  /// Sends the update and waits until it is applied or has failed.
  func requestAndWait(
    _ snapshot: Snapshot, reloading: Bool, animated: Bool,
    trees: SectionTrees<SectionIdentifierType, ItemIdentifierType>? = nil
  ) async throws {
    try await withCheckedThrowingContinuation { continuation in
      let once = ResumeOnce(continuation)
      do {
        try request(snapshot, reloading: reloading, animated: animated, trees: trees) {
          once.resume($0)
        }
      } catch {
        once.resume(error)
      }
    }
  }

  /// The list's sections for `snapshot`: the rows of a section whose item
  /// codes are the very array shown are reused whole (the diff skips
  /// them); other sections reuse the rows of the items shown, by code.
  ///
  /// - Parameter translation: As ``build(_:reloading:translation:)``'s:
  ///   where the items of a snapshot made anew were shown, found off the
  ///   main actor.
  /// - Returns: The sections, and the places of the sections made anew.
  /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in the
  ///   sections made anew.
  private func sections(showing snapshot: Snapshot, translation: ItemTranslation? = nil) -> (
    [Section], rebuilt: [Int]
  ) {
    // A translation made for what is still shown (so for the rows kept
    // now): its codes name the rows of the same items (checked to be the same values).
    let shownCodes = translation.flatMap { $0.version == currentVersion ? $0.shownCodes : nil }
    var sections: [Section] = []
    sections.reserveCapacity(snapshot.order.count)
    var rebuilt: [Int] = []
    let traits = DiffableEngine<ItemIdentifierType>.rowTraits
    var sameBytes = SameBytesByCode(snapshot.itemCodes, current.itemCodes)
    for (place, code) in snapshot.order.enumerated() {
      let id = snapshot.sectionCodes.id(ofCode: code)
      let codes = snapshot.items[place]
      let rows: [AnyRow]
      if let shown = current.place(ofSection: id), Self.isSameArray(current.items[shown], codes) {
        rows = currentRows.rows[shown]
      } else {
        rows = self.rows(
          ofCodes: codes, in: snapshot, shownCodes: shownCodes, sameBytes: &sameBytes)
        rebuilt.append(place)
      }
      sections.append(Section(id: AnyHashable(id), rows: rows, traits: traits))
    }
    return (sections, rebuilt)
  }

  /// The rows for the items with `codes` in `snapshot`: those of the
  /// items shown that `shownCodes` (a translation's) names, else those
  /// shown under their own codes with the same bytes (`sameBytes`, made
  /// for `snapshot` and what is shown), else as
  /// ``shownCode(of:in:shownItems:isShown:)`` finds them, else new ones.
  ///
  /// - Complexity: O(*m*) for *m* codes, and `sameBytes`' comparisons of
  ///   the blocks of codes first met; a loop, not a closure, with what is
  ///   shown read from local copies: no isolation or exclusivity check,
  ///   and no copy of the map, per row.
  private func rows(
    ofCodes codes: [Int], in snapshot: Snapshot, shownCodes: [Int]?,
    sameBytes: inout SameBytesByCode<ItemIdentifierType>
  ) -> [AnyRow] {
    var rows: [AnyRow] = []
    rows.reserveCapacity(codes.count)
    let (kept, keptItems, items) = (currentRows, current.itemCodes, snapshot.itemCodes)
    for code in codes {
      if let shownCodes, code < shownCodes.count, let row = kept.row(ofCode: shownCodes[code]) {
        rows.append(row)
      } else if sameBytes.contains(code), let row = kept.row(ofCode: code) {
        // The very value shown under its own code: the row it had. (Unlike
        // ``shownCode(of:in:shownItems:isShown:)``, `==` is not asked: an
        // identifier changed in place to one not equal to itself is still
        // the object shown.)
        rows.append(row)
      } else if let shownCode = Self.shownCode(
        of: code, in: items, shownItems: keptItems, isShown: { kept.row(ofCode: $0) != nil }),
        let row = kept.row(ofCode: shownCode)
      {
        rows.append(row)
      } else {
        rows.append(engine.makeRow(items.id(ofCode: code)))
      }
    }
    return rows
  }

  /// The code in `shownItems` (the table of codes of what is shown) of
  /// the item with `code` in `items` (a snapshot's table), whose row is
  /// reused, if any: its own code when `isShown` says that code is shown
  /// and it names the same item, else the code found by hash.
  ///
  /// A shown row's item is the very value its code names in `shownItems`.
  /// An item `==` to it may differ in what `==` ignores (a snapshot made
  /// anew, or two snapshots derived apart that gave one code to other
  /// values), and keeps the row only when it is the same value
  /// (``isSameValue(_:_:)``, one `memcmp` for the copies a derived snapshot
  /// holds): else it gets a row of its own, which the diff keeps in the
  /// shown row's place, as `UIKit` shows the applied snapshot's
  /// identifiers. Of two items `==` to it (a hash that disagrees with
  /// `==`, class identifiers mutated since shown), the one under its own
  /// code wins, on the main actor and in a background translation alike.
  ///
  /// - Complexity: O(1) hashes.
  @inline(__always)
  nonisolated private static func shownCode(
    of code: Int, in items: IdentityCodes<ItemIdentifierType>,
    shownItems: IdentityCodes<ItemIdentifierType>, isShown: (Int) -> Bool
  ) -> Int? {
    let item = items.id(ofCode: code)
    if code < shownItems.count, isShown(code) {
      let shownItem = shownItems.id(ofCode: code)
      if shownItem == item, isSameValue(shownItem, item) { return code }
    }
    // Another table of codes (a snapshot made anew), or another code `==`
    // to it (a hash that lies): found by hash, if the same value.
    guard let shownCode = shownItems.existingCode(for: item),
      isSameValue(shownItems.id(ofCode: shownCode), item)
    else { return nil }
    return shownCode
  }

  /// Records what the view now shows.
  private func didApply(_ snapshot: Snapshot, sections: [Section], rebuilt: [Int]) {
    current = snapshot
    currentVersion += 1
    currentRows.show(
      sections.map(\.rows), of: snapshot, changed: rebuilt.count == sections.count ? nil : rebuilt)
    // A snapshot holds each item once: the next apply's diff need not
    // hash the kept rows to rule out repeats.
    engine.vouchUnique()
  }

  /// The snapshot's marks, by place, with the rows' places in the
  /// snapshot as hints (their places in what is shown follow from the
  /// diff, by place).
  private func marks(of snapshot: Snapshot) -> UpdateMarks {
    var marks = UpdateMarks()
    let marked = [
      (snapshot.reloadedItemIdentifiers, true), (snapshot.reconfiguredItemIdentifiers, false),
    ]
    let codes = marked.flatMap { ids, _ in ids.compactMap(snapshot.itemCodes.existingCode(for:)) }
    let places = snapshot.places(ofItemCodes: codes)
    for (ids, reloads) in marked {
      for id in ids {
        guard let code = snapshot.itemCodes.existingCode(for: id), let place = places[code] else {
          continue
        }
        marks.rows.append(
          UpdateMarks.RowMark(
            section: place.section, id: AnyHashable(id), reloads: reloads,
            targetRow: place.offset))
      }
    }
    for (ids, reloads) in [
      (snapshot.reloadedSectionIdentifiers, true), (snapshot.reconfiguredSectionIdentifiers, false),
    ] {
      for id in ids {
        guard let place = snapshot.place(ofSection: id) else { continue }
        marks.sections.append(UpdateMarks.SectionMark(section: place, reloads: reloads))
      }
    }
    return marks
  }

  /// Whether two arrays share their storage (so hold the same codes of
  /// one snapshot's table).
  private static func isSameArray(_ lhs: [Int], _ rhs: [Int]) -> Bool {
    guard lhs.count == rhs.count else { return false }
    guard !lhs.isEmpty else { return true }
    return lhs.withUnsafeBufferPointer { left in
      rhs.withUnsafeBufferPointer { left.baseAddress == $0.baseAddress }
    }
  }

  /// Records a move the user made in the view: the snapshot follows it.
  func userMoved(from source: IndexPath, to destination: IndexPath) {
    guard let moved = snapshot(afterUserMoveFrom: source, to: destination) else { return }
    commitUserMove(moved)
  }

  /// What is shown once the user has moved the item at `source` to
  /// `destination` (the view has moved it): the shown snapshot with the
  /// very item at `source` moved, by place (an identifier equal to
  /// another's, once changed in place, moves as it is); `nil` when a place
  /// is not the view's.
  func snapshot(afterUserMoveFrom source: IndexPath, to destination: IndexPath) -> Snapshot? {
    var moved = current
    return moved.moveItem(at: source, to: destination) ? moved : nil
  }

  /// Makes `moved`, the snapshot after a user's move, the one shown.
  func commitUserMove(_ moved: Snapshot) {
    // The sections whose items the move changed (one, or two).
    let changed = moved.items.indices.filter {
      !current.items.indices.contains($0) || !Self.isSameArray(current.items[$0], moved.items[$0])
    }
    current = moved
    currentVersion += 1
    currentRows.show(engine.shownRows, of: moved, changed: changed)
    currentTrees = Self.rebased(currentTrees, onto: moved)
  }

  /// The snapshot the view shows, without the applies still waiting.
  var snapshotShown: Snapshot { current }

  /// The shown snapshot's section snapshots (the shown ones only, not
  /// those of applies still waiting).
  var shownTrees: SectionTrees<SectionIdentifierType, ItemIdentifierType> { currentTrees }
}

/// Resumes a continuation once: the first result wins.
@MainActor
private final class ResumeOnce {
  private var continuation: CheckedContinuation<Void, any Error>?

  init(_ continuation: CheckedContinuation<Void, any Error>) {
    self.continuation = continuation
  }

  func resume(_ error: (any Error)?) {
    guard let continuation else { return }
    self.continuation = nil
    if let error { continuation.resume(throwing: error) } else { continuation.resume() }
  }
}

/// A ``DiffableDataSource`` request, ready to send: its number among the
/// pending ones, the list's sections and marks, and what records its end.
@MainActor
struct PreparedRequest {
  var number: Int
  var sections: [Section]
  var marks: UpdateMarks?
  /// Records the end of the request: applied (`nil`) or failed.
  var finish: @MainActor ((any Error)?) -> Void
}
