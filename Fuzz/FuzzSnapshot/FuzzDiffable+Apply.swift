import Cellar
import Foundation

/// Applies to the data source, and the checks of its view.
extension DiffableFuzzRun {
  /// The names of the three ways to apply.
  static var applyNames: [String] { ["animated", "not animated", "reload data"] }

  /// Applies the working snapshot: `how` modulo 3 picks the way; bit 3
  /// arms an apply of the kept snapshot (or an empty one) from the next
  /// cell provided (or, with bit 6, the next completion), its way from
  /// bits 4–5.
  func apply(_ how: UInt8) -> String? {
    guard applies < FuzzDiffable.maxApplies else {
      history.append("apply skipped (too many)")
      return nil
    }
    applies += 1
    if how & 8 != 0 {
      let target = kept ?? (Snapshot(), DiffModel())
      armedInCompletion = how & 0x40 != 0
      armed = (target.snapshot, target.model, Int(how >> 4 & 3) % 3)
      history.append("arm an apply from the \(armedInCompletion ? "completion" : "provider")")
    }
    let way = Int(how) % 3
    history.append("apply \(Self.applyNames[way])")
    providedSince = []
    let before = requested
    let shown = source.snapshot()
    if let problem = request(working, model, way: way) { return problem }
    if let problem = checkApplied() { return problem }
    // With an apply from the provider, the marks shown are that one's.
    return requested == before + 1 ? checkMarkedProvided(shown: shown) : nil
  }

  /// Every visible item the applied snapshot marks (itself, or its
  /// section) got its cell from the provider again; `shown` is what the
  /// data source showed before.
  func checkMarkedProvided(shown: Snapshot) -> String? {
    var marked = Set(
      (working.reloadedItemIdentifiers + working.reconfiguredItemIdentifiers).map(\.description))
    let sections = working.reloadedSectionIdentifiers + working.reconfiguredSectionIdentifiers
    for id in sections {
      for item in (try? working.itemIdentifiers(inSection: id)) ?? [] {
        marked.insert(item.description)
      }
    }
    guard !marked.isEmpty else { return nil }
    for cell in Self.visibleStamps(source) {
      guard let stamp = cell.stamp, marked.contains(stamp) else { continue }
      if !providedSince.contains(stamp) {
        return "\(stamp) is marked and visible, but the cell provider did not run for it"
      }
    }
    return nil
  }

  /// Asks the data source to show `snapshot`; a problem, or `nil`.
  func request(_ snapshot: Snapshot, _ model: DiffModel<Item>, way: Int) -> String? {
    requested += 1
    lastRequested = snapshot
    expected = model.unmarked
    do {
      switch way {
      case 0:
        try source.apply(snapshot, animatingDifferences: true) { [unowned self] in didComplete() }
      case 1:
        try source.apply(snapshot, animatingDifferences: false) { [unowned self] in didComplete() }
      default:
        try source.applySnapshotUsingReloadData(snapshot) { [unowned self] in didComplete() }
      }
    } catch {
      return "apply (\(Self.applyNames[way])) threw \(error)"
    }
    return nil
  }

  /// The cell provider ran for `item`: an armed apply is asked for.
  func provided(_ item: Item) {
    providedSince.insert(item.description)
    if !armedInCompletion { fireArmed("the provider (for \(item))") }
  }

  /// An apply's completion ran: an armed apply is asked for.
  func didComplete() {
    completed += 1
    if armedInCompletion { fireArmed("a completion") }
  }

  /// Asks for the armed apply, if any, from a callback.
  func fireArmed(_ callback: String) {
    guard let armed else { return }
    self.armed = nil
    history.append("apply \(Self.applyNames[armed.how]) from \(callback)")
    if let problem = request(armed.snapshot, armed.model, way: armed.how) {
      providerProblem = providerProblem ?? "from \(callback): \(problem)"
    }
  }

  /// Lays the view out until no apply is asked for from the provider.
  func settle() {
    for _ in 0..<4 {
      let before = requested
      Self.layout(source)
      if requested == before { break }
    }
  }

  static func layout(_ source: DiffableDataSource<Int, Item>) {
    source.table?.tableView.layoutIfNeeded()
    source.grid?.collectionView.layoutIfNeeded()
  }

  /// Once laid out: every apply finished, and the view, the lookups and
  /// `snapshot()` show the last snapshot asked for, as a fresh data
  /// source does.
  func checkApplied() -> String? {
    settle()
    if let providerProblem { return providerProblem }
    if completed != requested {
      return "\(requested) applies asked for, \(completed) completions ran"
    }
    if let problem = Self.checkView(source, expected) { return problem }
    if let problem = Self.mismatch(source.snapshot(), expected) { return "snapshot(): \(problem)" }
    return compareWithFresh()
  }

  /// A fresh data source given the last snapshot asked for shows the same.
  func compareWithFresh() -> String? {
    let fresh = Self.makeSource(grid: grid, short: short, hook: nil)
    do {
      if applies.isMultiple(of: 2) {
        try fresh.applySnapshotUsingReloadData(lastRequested)
      } else {
        try fresh.apply(lastRequested, animatingDifferences: false)
      }
    } catch {
      return "a fresh data source's apply threw \(error)"
    }
    Self.layout(fresh)
    let shown = Self.visibleStamps(source)
    let freshShown = Self.visibleStamps(fresh)
    if shown.map(\.text) != freshShown.map(\.text) {
      return "the view shows \(shown.map(\.text)), a fresh data source \(freshShown.map(\.text))"
    }
    return Self.checkView(fresh, expected).map { "the fresh data source: \($0)" }
  }

  /// The visible cells' index paths and stamps, in order.
  static func visibleStamps(_ source: DiffableDataSource<Int, Item>)
    -> [(path: IndexPath, stamp: String?, text: String)]
  {
    var cells: [(IndexPath, String?)] = []
    if let view = source.table?.tableView {
      cells = (view.indexPathsForVisibleRows ?? []).map {
        ($0, (view.cellForRow(at: $0) as? DiffFuzzTableCell)?.stamp)
      }
    } else if let view = source.grid?.collectionView {
      cells = view.indexPathsForVisibleItems.map {
        ($0, (view.cellForItem(at: $0) as? DiffFuzzGridCell)?.stamp)
      }
    }
    return cells.sorted { $0.0 < $1.0 }.map {
      ($0.0, $0.1, "\($0.0.section).\($0.0.row)=\($0.1 ?? "-")")
    }
  }

  /// The view's counts and visible cells against `model`, then the lookups.
  static func checkView(_ source: DiffableDataSource<Int, Item>, _ model: DiffModel<Item>)
    -> String?
  {
    var counts: [Int] = []
    if let view = source.table?.tableView {
      counts = (0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) }
    } else if let view = source.grid?.collectionView {
      counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    }
    if counts != model.items.map(\.count) {
      return "the view's sections hold \(counts) rows, the snapshot's \(model.items.map(\.count))"
    }
    for cell in visibleStamps(source) {
      let path = cell.path
      guard model.items.indices.contains(path.section),
        model.items[path.section].indices.contains(path.row)
      else {
        return "a cell is visible at \(path), past the snapshot's items"
      }
      let item = model.items[path.section][path.row]
      if cell.stamp != item.description {
        return "the cell at \(path) shows \(cell.stamp ?? "(not a stamped cell)"), not \(item)"
      }
    }
    return lookupMismatch(source, model)
  }

  /// `itemIdentifier(for:)` of every place, `indexPath(for:)` of about 32
  /// items and of missing ones, and the section lookups.
  static func lookupMismatch(_ source: DiffableDataSource<Int, Item>, _ model: DiffModel<Item>)
    -> String?
  {
    let stride = max(1, model.count / 32)
    var counter = 0
    for (place, list) in model.items.enumerated() {
      let id = model.sections[place]
      if source.sectionIdentifier(for: place) != id || source.index(for: id) != place {
        return "the section lookups of section \(id) at \(place)"
      }
      for (row, item) in list.enumerated() {
        let path = IndexPath(row: row, section: place)
        if source.itemIdentifier(for: path) != item {
          return "itemIdentifier(for: \(path)) is "
            + "\(source.itemIdentifier(for: path).map { "\($0)" } ?? "nil"), not \(item)"
        }
        counter += 1
        if counter % stride == 0, source.indexPath(for: item) != path {
          return
            "indexPath(for: \(item)) is \(source.indexPath(for: item).map { "\($0)" } ?? "nil")"
            + ", not \(path)"
        }
      }
      if source.itemIdentifier(for: IndexPath(row: list.count, section: place)) != nil {
        return "itemIdentifier(for:) past the end of section \(place)"
      }
    }
    let count = model.sections.count
    if source.sectionIdentifier(for: count) != nil || source.sectionIdentifier(for: -1) != nil
      || source.itemIdentifier(for: IndexPath(row: 0, section: count)) != nil
    {
      return "a lookup past the last section found something"
    }
    for id in 0...10 where !model.sections.contains(id) && source.index(for: id) != nil {
      return "index(for: \(id)) found a section the snapshot does not have"
    }
    for value in [SelfUnequalItem.unequalValue, 5_000] {
      let missing = Item(fuzzValue: value)
      if model.place(of: missing) == nil, source.indexPath(for: missing) != nil {
        return "indexPath(for: \(missing)) found an item the snapshot does not have"
      }
    }
    return nil
  }

  /// At the end: every item's lookups in the working snapshot, then a last
  /// apply of it.
  func finish() -> String? {
    if let problem = Self.lookupMismatch(working, model, probes: model.flat) { return problem }
    guard applies < FuzzDiffable.maxApplies else { return nil }
    applies += 1
    history.append("apply not animated (at the end)")
    if let problem = request(working, model, way: 1) { return problem }
    return checkApplied()
  }
}
