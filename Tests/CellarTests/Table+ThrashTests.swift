import Cellar
import CellarTestSupport
import Foundation
import FuzzFixtures
import Testing

// A long seeded run of random operations over a big table, checking the
// table's invariants after every one. Each check costs O(v) for v visible
// rows (plus O(s) for s sections); the O(n) comparisons with the model and
// with a fresh table run every `fullCheckInterval` operations and at the end.
//
// CELLAR_SEED replays one seed, CELLAR_THRASH_OPS changes the number of
// operations (default 100,000).

/// A row of the thrash table: an identity, a version bumped by each content
/// change, and a flag that makes the row taller (a height change reloads it).
private struct ThrashItem: Identifiable, Equatable {
  let id: Int
  private(set) var version = 0
  var tall = false
  /// The text the row's cell shows (made once: debug builds format slowly).
  private(set) var text: String

  init(id: Int, tall: Bool) {
    self.id = id
    self.tall = tall
    text = "\(id).0"
  }

  /// A content change: the next version, with its text.
  mutating func bump() {
    version += 1
    text = "\(id).\(version)"
  }
}

/// Follows the life of every cell the table made and reports the transitions
/// that break the reuse protocol.
@MainActor
private final class CellTracker {
  var cells: [ThrashCell] = []
  var problems: [String] = []

  func make() -> UITableViewCell {
    let cell = ThrashCell(style: .default, reuseIdentifier: ThrashCell.reuseIdentifier)
    cell.tracker = self
    cells.append(cell)
    return cell
  }
}

/// A cell that checks its own life cycle: made or recycled
/// (`prepareForReuse`, only from the pool), configured, shown, hidden (into
/// the pool); configured again only while shown (a reconfigure).
private final class ThrashCell: UITableViewCell, ConfigurableCell {
  enum Phase { case new, prepared, configured, shown, hidden }

  var phase = Phase.new
  var item: ThrashItem?
  weak var tracker: CellTracker?

  private func problem(_ text: String) {
    tracker?.problems.append("cell \(ObjectIdentifier(self)) (\(item?.text ?? "-")): \(text)")
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    if phase != .hidden { problem("prepareForReuse while \(phase), not in the pool") }
    phase = .prepared
  }

  func configure(_ model: ThrashItem) {
    switch phase {
    case .new, .prepared: phase = .configured
    case .shown: break  // reconfigured in place
    case .configured, .hidden: problem("configured while \(phase) without prepareForReuse")
    }
    item = model
    textLabel?.text = model.text
  }

  func configureAtWillDisplay(_ model: ThrashItem) {
    if phase != .configured { problem("willDisplay while \(phase)") }
    if model != item { problem("willDisplay with \(model.text)") }
    phase = .shown
  }

  func configureOnHide(_ model: ThrashItem) {
    if phase != .shown { problem("hidden while \(phase)") }
    if model != item { problem("hidden with \(model.text)") }
    phase = .hidden
  }
}

/// The model the table should show, kept apart from the table: the rows'
/// items by section, the `Section` values given to the table, and the
/// identities of the selected rows. The rows' handlers capture it weakly.
@MainActor
private final class ThrashModel {
  struct SectionSpec {
    var id: Int
    var title: String?
    var rows: [ThrashItem]
  }

  var spec: [SectionSpec] = []
  var sections: [Section] = []
  var selected: Set<Int> = []
  var rowCount = 0
  var nextID = 0
  var problems: [String] = []
  var actionCalls = 0
  var deleteCalls = 0
  var moveCalls = 0

  func freshID() -> Int {
    nextID += 1
    return nextID
  }

  func item(at path: IndexPath) -> ThrashItem? {
    guard spec.indices.contains(path.section), spec[path.section].rows.indices.contains(path.row)
    else { return nil }
    return spec[path.section].rows[path.row]
  }

  // MARK: Rows and sections as the table gets them

  func row(_ item: ThrashItem) -> AnyRow {
    let row = Row<ThrashCell>(model: item, height: item.tall ? 50 : nil) {
      [weak self] item, path in
      self?.selectedByUser(item, at: path)
    }
    .onDelete { [weak self] item, path in self?.deletedByUser(item, at: path) }
    .onMove { [weak self] item, from, to in self?.movedByUser(item, from: from, to: to) }
    return AnyRow(row)
  }

  func section(_ spec: SectionSpec) -> Section {
    Section(id: spec.id, header: spec.title.map { .title($0) }, anyRows: spec.rows.map(row))
  }

  // MARK: Edits, applied to the spec and the sections alike

  func insert(_ item: ThrashItem, at path: IndexPath) {
    spec[path.section].rows.insert(item, at: path.row)
    sections[path.section].rows.insert(row(item), at: path.row)
    rowCount += 1
  }

  @discardableResult
  func removeRow(at path: IndexPath) -> ThrashItem {
    sections[path.section].rows.remove(at: path.row)
    rowCount -= 1
    let item = spec[path.section].rows.remove(at: path.row)
    selected.remove(item.id)
    return item
  }

  func replace(at path: IndexPath, with item: ThrashItem) {
    spec[path.section].rows[path.row] = item
    sections[path.section].rows[path.row] = row(item)
  }

  func insertSection(_ newSection: SectionSpec, at index: Int) {
    spec.insert(newSection, at: index)
    sections.insert(section(newSection), at: index)
    rowCount += newSection.rows.count
  }

  func removeSection(at index: Int) {
    sections.remove(at: index)
    let removed = spec.remove(at: index)
    rowCount -= removed.rows.count
    for item in removed.rows { selected.remove(item.id) }
  }

  func moveSection(from source: Int, to target: Int) {
    let movedSpec = spec.remove(at: source)
    spec.insert(movedSpec, at: target)
    let moved = sections.remove(at: source)
    sections.insert(moved, at: target)
  }

  func setTitle(_ title: String?, ofSection index: Int) {
    spec[index].title = title
    sections[index].header = title.map { .title($0) }
  }

  // MARK: Handlers

  func selectedByUser(_ item: ThrashItem, at path: IndexPath) {
    actionCalls += 1
    if self.item(at: path) != item {
      problems.append("action called with \(item.text) at \(path), which holds another row")
    }
  }

  func deletedByUser(_ item: ThrashItem, at path: IndexPath) {
    deleteCalls += 1
    guard self.item(at: path) == item else {
      problems.append("delete handler called with \(item.text) at \(path), which holds another row")
      return
    }
    removeRow(at: path)
  }

  func movedByUser(_ item: ThrashItem, from source: IndexPath, to destination: IndexPath) {
    moveCalls += 1
    guard self.item(at: source) == item else {
      problems.append("move handler called with \(item.text) at \(source), which holds another row")
      return
    }
    let moved = sections[source.section].rows.remove(at: source.row)
    spec[source.section].rows.remove(at: source.row)
    sections[destination.section].rows.insert(moved, at: destination.row)
    spec[destination.section].rows.insert(item, at: destination.row)
  }
}

/// One operation of the run, described only when a check fails.
private enum Operation: CustomStringConvertible {
  enum UpdateKind { case animated, withoutAnimation, reloadData }

  case scroll(to: Double)
  case scrollToRow(IndexPath, UITableView.ScrollPosition)
  case tap(IndexPath)
  case select(IndexPath, UITableView.ScrollPosition)
  case deselect(IndexPath)
  case swipeDelete(IndexPath)
  case editingDelete(IndexPath)
  case reorder(IndexPath, IndexPath)
  case setEditing(Bool)
  case update(edits: Int, UpdateKind)
  case reload
  case skipped(String)

  /// The kind of operation, for the run's summary.
  var kind: String {
    switch self {
    case .scroll, .scrollToRow: "scroll"
    case .tap: "tap"
    case .select, .deselect: "select"
    case .swipeDelete: "swipe-delete"
    case .editingDelete: "editing-delete"
    case .reorder: "reorder"
    case .setEditing: "editing"
    case .update: "update"
    case .reload: "reload"
    case .skipped: "skipped"
    }
  }

  var description: String {
    switch self {
    case .scroll(let y): "scroll to y = \(y)"
    case .scrollToRow(let path, let position): "scroll to row \(path) at \(position)"
    case .tap(let path): "tap \(path)"
    case .select(let path, let position): "select \(path), scrolling to \(position)"
    case .deselect(let path): "deselect \(path)"
    case .swipeDelete(let path): "swipe-delete \(path)"
    case .editingDelete(let path): "delete \(path) with its editing control"
    case .reorder(let source, let destination): "reorder \(source) -> \(destination)"
    case .setEditing(let editing): "set editing \(editing)"
    case .update(let edits, let kind): "update with \(edits) edits (\(kind))"
    case .reload: "reloadData"
    case .skipped(let why): "skipped: \(why)"
    }
  }

  /// The sections whose row counts the operation may change: `nil` for all.
  var touchedSections: [Int]? {
    switch self {
    case .swipeDelete(let path), .editingDelete(let path): [path.section]
    case .reorder(let source, let destination): [source.section, destination.section]
    case .update, .reload: nil
    default: []
    }
  }
}

/// One thrash run: the table, the model and the cell tracker.
@MainActor
private final class ThrashRun {
  static let viewportHeight: CGFloat = 300
  static let rowHeight: CGFloat = 30
  static let targetRows = 10_000
  static let targetSections = 50
  /// The most rows that can intersect the viewport: every row is at least
  /// `rowHeight` tall, and the first and last may show in part.
  static let visibleCapacity = Int(viewportHeight / rowHeight) + 1
  /// The most cells the table may ever make: one per visible row, and a
  /// little slack.
  static let cellCapacity = visibleCapacity + 2
  /// The cells' reuse identifier (the protocol's default formats the type's name each time).
  static let reuseIdentifier = ThrashCell.reuseIdentifier

  let table: Table
  let model = ThrashModel()
  let tracker = CellTracker()
  /// How many operations of each kind ran, and how long they took.
  var counts: [String: Int] = [:]
  var timings: [String: Duration] = [:]
  let clock = ContinuousClock()

  init() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: Self.viewportHeight))
    tableView.rowHeight = Self.rowHeight
    tableView.allowsMultipleSelection = true
    table = Table(tableView: tableView)
    let tracker = self.tracker
    table.register(ThrashCell.self) { tracker.make() }
  }

  var tableView: UITableView { table.tableView }

  func start(_ random: inout SeededRandom) throws {
    for index in 0..<Self.targetSections {
      let rows = Self.targetRows / Self.targetSections
      model.insertSection(makeSection(rows: rows, &random), at: index)
    }
    try table.update(with: model.sections)
    tableView.layoutIfNeeded()
  }

  func makeItem(_ random: inout SeededRandom) -> ThrashItem {
    ThrashItem(id: model.freshID(), tall: random.chance(0.1))
  }

  func makeSection(rows: Int, _ random: inout SeededRandom) -> ThrashModel.SectionSpec {
    let id = model.freshID()
    return ThrashModel.SectionSpec(
      id: id, title: random.chance(0.4) ? "S\(id)" : nil,
      rows: (0..<rows).map { _ in makeItem(&random) })
  }

  // MARK: Picking places

  /// A row anywhere (uniformly), or near the viewport.
  func pickRow(_ random: inout SeededRandom) -> IndexPath? {
    guard model.rowCount > 0 else { return nil }
    if random.chance(0.5), let visible = tableView.indexPathsForVisibleRows {
      // A visible row or one just outside the viewport (the model may have
      // changed since the table showed it: any row of that section then).
      let anchor = visible[random.int(visible.count)]
      if model.spec.indices.contains(anchor.section), !model.spec[anchor.section].rows.isEmpty {
        let rows = model.spec[anchor.section].rows.count
        let row = min(rows - 1, max(0, anchor.row + random.int(7) - 3))
        return IndexPath(row: row, section: anchor.section)
      }
    }
    var offset = random.int(model.rowCount)
    for (section, spec) in model.spec.enumerated() {
      if offset < spec.rows.count { return IndexPath(row: offset, section: section) }
      offset -= spec.rows.count
    }
    return nil
  }

  /// A place to insert a row (a row index in `0...count`).
  func pickInsertion(_ random: inout SeededRandom) -> IndexPath? {
    guard !model.spec.isEmpty else { return nil }
    if let path = pickRow(&random) {
      return IndexPath(row: path.row + random.int(2), section: path.section)
    }
    let section = random.int(model.spec.count)
    return IndexPath(row: random.int(model.spec[section].rows.count + 1), section: section)
  }

  func visibleRow(_ random: inout SeededRandom) -> IndexPath? {
    guard let visible = tableView.indexPathsForVisibleRows else { return nil }
    return visible[random.int(visible.count)]
  }

  // MARK: Operations

  /// Runs one random operation: 38% scrolls, 38% taps, 8% selections,
  /// 4% swipe deletes, 2% editing-control deletes, 5% reorders, 4.6%
  /// editing-mode changes, 0.35% updates and 0.05% reloads. Updates and
  /// reloads cost O(n) (the whole table is diffed or reloaded: about 15 ms
  /// each in a debug build), so they are rare, but each carries several
  /// edits (and tops the table back up to 10,000 rows); the other operations
  /// cost O(v) for v visible rows.
  func perform(_ random: inout SeededRandom) throws -> Operation {
    let began = clock.now
    let operation: Operation
    switch random.int(10_000) {
    case 0..<3_800: operation = try scroll(&random)
    case 3_800..<7_600: operation = try tap(&random)
    case 7_600..<8_400: operation = try select(&random)
    case 8_400..<8_800: operation = try swipeDelete(&random)
    case 8_800..<9_000: operation = try editingDelete(&random)
    case 9_000..<9_500: operation = try reorder(&random)
    case 9_500..<9_960: operation = try toggleEditing(&random)
    case 9_960..<9_995: operation = try update(&random)
    default: operation = try reload(&random)
    }
    tableView.layoutIfNeeded()
    counts[operation.kind, default: 0] += 1
    timings[operation.kind, default: .zero] += clock.now - began
    return operation
  }

  func scroll(_ random: inout SeededRandom) throws -> Operation {
    let height = Double(tableView.contentSize.height)
    switch random.int(10) {
    case 0..<8:
      // A flick of up to half a viewport, either way.
      let delta = Double(random.int(Int(Self.viewportHeight)) - Int(Self.viewportHeight) / 2)
      let y = Double(tableView.contentOffset.y) + delta
      tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      return .scroll(to: y)
    case 8:
      let y = Double(random.int(Int(max(1, height))))
      tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      return .scroll(to: y)
    default:
      guard let path = pickRow(&random) else { return .skipped("scroll: no rows") }
      let position = scrollPosition(&random)
      tableView.scrollToRow(at: path, at: position, animated: false)
      return .scrollToRow(path, position)
    }
  }

  func scrollPosition(_ random: inout SeededRandom) -> UITableView.ScrollPosition {
    let positions: [UITableView.ScrollPosition] = [.none, .top, .middle, .bottom]
    return positions[random.int(positions.count)]
  }

  /// A tap on a visible row: selects it (calling its action) or, selected,
  /// deselects it; nothing while editing.
  func tap(_ random: inout SeededRandom) throws -> Operation {
    guard let path = visibleRow(&random), let item = model.item(at: path) else {
      return .skipped("tap: nothing visible")
    }
    let calls = model.actionCalls
    try tableView.tapRow(at: path)
    if tableView.isEditing {
      if model.actionCalls != calls { model.problems.append("a tap while editing selected") }
    } else if model.selected.remove(item.id) != nil {
      if model.actionCalls != calls { model.problems.append("deselecting called the action") }
    } else {
      model.selected.insert(item.id)
      if model.actionCalls != calls + 1 { model.problems.append("the tap did not call the action") }
    }
    return .tap(path)
  }

  /// Selects a row anywhere, scrolling to it, or deselects a selected one,
  /// without delegate calls (single selection while editing).
  func select(_ random: inout SeededRandom) throws -> Operation {
    if model.selected.count > 20 || random.chance(0.3),
      let selected = tableView.indexPathsForSelectedRows
    {
      let path = selected[random.int(selected.count)]
      tableView.deselectRow(at: path, animated: false)
      if let item = model.item(at: path) { model.selected.remove(item.id) }
      return .deselect(path)
    }
    guard let path = pickRow(&random), let item = model.item(at: path) else {
      return .skipped("select: no rows")
    }
    let position = scrollPosition(&random)
    tableView.selectRow(at: path, animated: false, scrollPosition: position)
    if tableView.isEditing { model.selected = [] }
    model.selected.insert(item.id)
    return .select(path, position)
  }

  func swipeDelete(_ random: inout SeededRandom) throws -> Operation {
    guard let path = visibleRow(&random), let item = model.item(at: path) else {
      return .skipped("swipe-delete: nothing visible")
    }
    let calls = model.deleteCalls
    let performed = try tableView.swipeRow(at: path, edge: .trailing)
    if !performed || model.deleteCalls != calls + 1 {
      model.problems.append("swipe delete of \(item.text) did not run its handler")
    }
    return .swipeDelete(path)
  }

  /// Leaves editing mode, or sometimes enters it (the table then stays in
  /// editing mode for a while: about a fifth of the run); either clears the
  /// selection.
  func toggleEditing(_ random: inout SeededRandom) throws -> Operation {
    guard tableView.isEditing || random.chance(0.25) else { return try tap(&random) }
    setEditing(!tableView.isEditing)
    return .setEditing(tableView.isEditing)
  }

  func setEditing(_ editing: Bool) {
    tableView.setEditing(editing, animated: false)
    model.selected = []
  }

  /// Runs an editing action: in the current editing session, or in one of its own.
  func whileEditing(_ body: () throws -> Operation) rethrows -> Operation {
    guard !tableView.isEditing else { return try body() }
    setEditing(true)
    defer { setEditing(false) }
    return try body()
  }

  func editingDelete(_ random: inout SeededRandom) throws -> Operation {
    guard let path = visibleRow(&random), let item = model.item(at: path) else {
      return .skipped("editing-delete: nothing visible")
    }
    return try whileEditing {
      let calls = model.deleteCalls
      let committed = try tableView.tapEditingControl(at: path)
      if !committed || model.deleteCalls != calls + 1 {
        model.problems.append("the editing control of \(item.text) did not run its delete handler")
      }
      return .editingDelete(path)
    }
  }

  func reorder(_ random: inout SeededRandom) throws -> Operation {
    guard let source = visibleRow(&random) else { return .skipped("reorder: nothing visible") }
    var destination: IndexPath
    if random.chance(0.7) {
      let rows = model.spec[source.section].rows.count
      let row = min(rows - 1, max(0, source.row + random.int(21) - 10))
      destination = IndexPath(row: row, section: source.section)
    } else {
      let section = random.int(model.spec.count)
      let rows = model.spec[section].rows.count
      let limit = section == source.section ? rows : rows + 1
      destination = IndexPath(row: random.int(limit), section: section)
    }
    return try whileEditing {
      let calls = model.moveCalls
      let target = try tableView.moveRowByUser(from: source, to: destination)
      if target != destination || model.moveCalls != calls + 1 {
        model.problems.append("the reorder ended at \(String(describing: target))")
      }
      return .reorder(source, destination)
    }
  }

  func update(_ random: inout SeededRandom) throws -> Operation {
    var edits = random.chance(0.1) ? 10 + random.int(60) : 1 + random.int(8)
    for _ in 0..<edits { edit(&random) }
    // Swipe and editing deletes shrink the table: grow it back here.
    let deficit = Self.targetRows - model.rowCount
    if deficit > 0 {
      for _ in 0..<min(deficit, 40) {
        if let path = pickInsertion(&random) { model.insert(makeItem(&random), at: path) }
      }
      edits += min(deficit, 40)
    }
    switch random.int(20) {
    case 0:
      try table.update(with: model.sections, animation: .none)
      return .update(edits: edits, .withoutAnimation)
    case 1:
      try table.reloadData(with: model.sections)
      return .update(edits: edits, .reloadData)
    default:
      try table.update(with: model.sections)
      return .update(edits: edits, .animated)
    }
  }

  /// One random edit of the model.
  func edit(_ random: inout SeededRandom) {
    switch random.int(100) {
    case 0..<18:
      if let path = pickInsertion(&random) { model.insert(makeItem(&random), at: path) }
    case 18..<34:
      if let path = pickRow(&random) { model.removeRow(at: path) }
    case 34..<48:
      // A move within a section.
      guard let path = pickRow(&random), let item = model.item(at: path) else { return }
      let wasSelected = model.selected.contains(item.id)
      model.removeRow(at: path)
      let target = random.int(model.spec[path.section].rows.count + 1)
      model.insert(item, at: IndexPath(row: target, section: path.section))
      if wasSelected { model.selected.insert(item.id) }
    case 48..<58:
      // A move to another section.
      guard let path = pickRow(&random), let item = model.item(at: path) else { return }
      let wasSelected = model.selected.contains(item.id)
      model.removeRow(at: path)
      let section = random.int(model.spec.count)
      let target = IndexPath(row: random.int(model.spec[section].rows.count + 1), section: section)
      model.insert(item, at: target)
      if wasSelected { model.selected.insert(item.id) }
    case 58..<82:
      // A content change: a new version, sometimes a new height.
      guard let path = pickRow(&random), var item = model.item(at: path) else { return }
      item.bump()
      if random.chance(0.2) { item.tall.toggle() }
      model.replace(at: path, with: item)
    case 82..<86:
      if model.spec.count < Self.targetSections + 3 {
        let rows = random.chance(0.2) ? random.int(5) : 100 + random.int(200)
        model.insertSection(
          makeSection(rows: rows, &random), at: random.int(model.spec.count + 1))
      }
    case 86..<90:
      if model.spec.count > Self.targetSections - 3 {
        model.removeSection(at: random.int(model.spec.count))
      }
    case 90..<95:
      guard model.spec.count > 1 else { return }
      model.moveSection(from: random.int(model.spec.count), to: random.int(model.spec.count))
    default:
      guard !model.spec.isEmpty else { return }
      let index = random.int(model.spec.count)
      let id = model.spec[index].id
      let titles: [String?] = [nil, "S\(id)", "S\(id)'", "Section \(id)"]
      model.setTitle(titles[random.int(titles.count)], ofSection: index)
    }
  }

  /// A reload: the table view's own `reloadData` (which clears the
  /// selection), or the table's `reloadData(with:)` of the same sections
  /// (which keeps it).
  func reload(_ random: inout SeededRandom) throws -> Operation {
    if random.chance(0.5) {
      tableView.reloadData()
      model.selected = []
    } else {
      try table.reloadData(with: model.sections)
    }
    return .reload
  }

  // MARK: Checks

  /// The invariants, in O(v) for v visible rows (O(s) for s sections after
  /// an update or reload): counts, visible cells, reuse pools, selection.
  /// Returns the broken ones.
  func check(after operation: Operation) -> [String] {
    var problems = model.problems + tracker.problems
    model.problems = []
    tracker.problems = []

    // Counts: sections always; rows of the sections the operation changed
    // (every section after an update or reload), and below, of the visible ones.
    if model.spec.count != tableView.numberOfSections || model.spec.count != table.sections.count {
      problems.append(
        "\(tableView.numberOfSections) sections in the table view, \(table.sections.count) "
          + "in the table, \(model.spec.count) in the model")
      return problems
    }
    let tableSections = table.sections
    func checkCount(of section: Int) {
      let expected = model.spec[section].rows.count
      let shown = tableView.numberOfRows(inSection: section)
      let held = tableSections[section].rows.count
      if shown != expected || held != expected {
        problems.append(
          "section \(section): \(shown) rows in the table view, \(held) in the table, "
            + "\(expected) in the model")
      }
    }
    for section in operation.touchedSections ?? Array(model.spec.indices) {
      checkCount(of: section)
    }

    // Visible cells: the rows in the viewport, each shown by its own cell
    // with its model, its selection and editing state, and nothing else.
    let visible = tableView.indexPathsForVisibleRows ?? []
    if visible.count > Self.visibleCapacity {
      problems.append("\(visible.count) visible rows, more than \(Self.visibleCapacity)")
    }
    problems += viewportProblems(visible)
    var lastSection = -1
    var shown = Set<ObjectIdentifier>()
    let editing = tableView.isEditing
    for path in visible {
      if path.section != lastSection {
        lastSection = path.section
        checkCount(of: path.section)
      }
      guard let cell = tableView.cellForRow(at: path) as? ThrashCell else {
        problems.append("\(path): no ThrashCell")
        continue
      }
      if !shown.insert(ObjectIdentifier(cell)).inserted {
        problems.append("\(path): its cell is shown at another row too")
      }
      guard let expected = model.item(at: path) else {
        problems.append("\(path): visible, but not in the model")
        continue
      }
      if cell.phase != .shown { problems.append("\(path): cell is \(cell.phase), not shown") }
      if cell.item != expected || cell.textLabel?.text != expected.text {
        problems.append(
          "\(path) shows \(cell.textLabel?.text ?? "nil"), expected \(expected.text)")
      }
      if cell.isSelected != model.selected.contains(expected.id) {
        problems.append("\(path): cell selected is \(cell.isSelected)")
      }
      if cell.isEditing != editing || cell.showsReorderControl != editing {
        problems.append("\(path): cell editing is \(cell.isEditing), table editing is \(editing)")
      }
    }

    // Reuse pools: every cell the table made is either shown (and visible)
    // or hidden in the pool, and the pool holds exactly the hidden ones.
    var shownCells = 0
    var hiddenCells = 0
    for cell in tracker.cells {
      switch cell.phase {
      case .shown: shownCells += 1
      case .hidden: hiddenCells += 1
      default: break
      }
    }
    if shownCells != visible.count || hiddenCells != tracker.cells.count - visible.count {
      problems.append(
        "\(tracker.cells.count) cells: \(shownCells) shown, \(hiddenCells) hidden, "
          + "\(visible.count) visible")
    }
    let metrics = tableView.metrics.cells[Self.reuseIdentifier] ?? UITableView.ReuseMetrics()
    if metrics.pooled != hiddenCells {
      problems.append("\(metrics.pooled) cells pooled, \(hiddenCells) hidden")
    }
    if metrics.displays - metrics.endDisplays != visible.count {
      problems.append(
        "\(metrics.displays) displays - \(metrics.endDisplays) ends != \(visible.count) visible")
    }
    if tracker.cells.count > Self.cellCapacity {
      problems.append("\(tracker.cells.count) cells made, more than \(Self.cellCapacity)")
    }

    // Selection by identity: the selected rows are exactly the model's.
    let selectedPaths = tableView.indexPathsForSelectedRows ?? []
    var selectedIDs = Set<Int>()
    for path in selectedPaths {
      if let id = model.item(at: path)?.id { selectedIDs.insert(id) }
    }
    if selectedPaths.count != model.selected.count || selectedIDs != model.selected {
      problems.append(
        "selected \(selectedPaths) (ids \(selectedIDs.sorted())), expected ids "
          + "\(model.selected.sorted())")
    }
    return problems
  }

  /// Whether the visible rows are exactly the rows in the viewport: they
  /// follow each other, the first and last intersect the viewport, and the
  /// rows just before and after do not. O(v), with four row frames.
  func viewportProblems(_ visible: [IndexPath]) -> [String] {
    let top = Double(tableView.contentOffset.y)
    let bottom = top + Double(Self.viewportHeight)
    guard let first = visible.first, let last = visible.last else {
      let missing = tableView.indexPathsForRows(in: tableView.bounds) ?? []
      return missing.isEmpty ? [] : ["no visible rows, but the viewport holds \(missing)"]
    }
    var problems: [String] = []
    for (previous, path) in zip(visible, visible.dropFirst()) where next(previous) != path {
      problems.append("visible rows \(previous) and \(path) do not follow each other")
    }
    for path in [first, last] {
      let frame = tableView.rectForRow(at: path)
      if Double(frame.maxY) <= top || Double(frame.minY) >= bottom {
        problems.append("\(path) is visible, but its frame \(frame) is outside \(top)..<\(bottom)")
      }
    }
    if let before = previous(first), Double(tableView.rectForRow(at: before).maxY) > top {
      problems.append("\(before) is in the viewport but not visible")
    }
    if let after = next(last), Double(tableView.rectForRow(at: after).minY) < bottom {
      problems.append("\(after) is in the viewport but not visible")
    }
    return problems
  }

  /// The row after a row in the model, skipping empty sections.
  func next(_ path: IndexPath) -> IndexPath? {
    if path.row + 1 < model.spec[path.section].rows.count {
      return IndexPath(row: path.row + 1, section: path.section)
    }
    var section = path.section + 1
    while section < model.spec.count {
      if !model.spec[section].rows.isEmpty { return IndexPath(row: 0, section: section) }
      section += 1
    }
    return nil
  }

  /// The row before a row in the model, skipping empty sections.
  func previous(_ path: IndexPath) -> IndexPath? {
    if path.row > 0 { return IndexPath(row: path.row - 1, section: path.section) }
    var section = path.section - 1
    while section >= 0 {
      let rows = model.spec[section].rows.count
      if rows > 0 { return IndexPath(row: rows - 1, section: section) }
      section -= 1
    }
    return nil
  }

  /// The O(n) checks: the table's sections against the model, the selected
  /// rows from the whole model, the drawing against a fresh table showing
  /// the same sections, and the pool emptied one cell at a time.
  func fullCheck() throws -> [String] {
    var problems: [String] = []
    for (index, expected) in model.spec.enumerated() {
      let section = table.sections[index]
      if section.id != AnyHashable(expected.id) || section.header?.title != expected.title {
        problems.append("section \(index) is \(String(describing: section.id))")
      }
      let items = section.rows.map { $0.model(as: ThrashItem.self) }
      if items != expected.rows { problems.append("section \(index): other rows than the model") }
      if tableView.numberOfRows(inSection: index) != expected.rows.count {
        problems.append("section \(index): other row count in the table view")
      }
    }
    var expectedSelection: [IndexPath] = []
    for (section, spec) in model.spec.enumerated() {
      for (row, item) in spec.rows.enumerated() where model.selected.contains(item.id) {
        expectedSelection.append(IndexPath(row: row, section: section))
      }
    }
    if (tableView.indexPathsForSelectedRows ?? []) != expectedSelection {
      problems.append("selection is not the model's")
    }

    let freshDifference = try TableCheck.matchesFresh(table, showing: model.sections) {
      makeTable(height: Self.viewportHeight, rowHeight: Self.rowHeight)
    }
    if let freshDifference { problems.append(freshDifference) }

    // Empty the pool: each cell it hands out is one the table hid, none is visible.
    let visibleCells = Set(tableView.visibleCells.map(ObjectIdentifier.init))
    let pooled = tableView.metrics.cells[Self.reuseIdentifier]?.pooled ?? 0
    var drained = Set<ObjectIdentifier>()
    for _ in 0..<pooled {
      guard let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier)
      else { break }
      let id = ObjectIdentifier(cell)
      if visibleCells.contains(id) { problems.append("a visible cell was in the pool") }
      if !drained.insert(id).inserted { problems.append("a cell was in the pool twice") }
      if !tracker.cells.contains(where: { $0 === cell }) {
        problems.append("the pool held a cell the table never made")
      }
    }
    if tableView.metrics.cells[Self.reuseIdentifier]?.pooled != 0 {
      problems.append("the pool is not empty after \(pooled) dequeues")
    }
    // The drained cells are the test's now: the table makes new ones when it needs them.
    tracker.cells.removeAll { drained.contains(ObjectIdentifier($0)) }
    tracker.problems.removeAll()
    return problems
  }
}

@MainActor
@Suite struct TableThrashTests {
  /// How often the O(n) checks run.
  static let fullCheckInterval = 5_000

  @Test(
    "100,000 (5,000 by default) random scrolls, taps, selections, swipe and editing deletes, reorders, updates and reloads over 10,000 rows keep the visible cells, reuse pools, selection and counts right after each one",
    arguments: SeededRandom.seeds(1, base: 0x7A5B))
  func thrash(seed: UInt64) throws {
    let operations = TestEnvironment.integer(
      "CELLAR_THRASH_OPS", default: TestEnvironment.scaled(5_000, full: 100_000))
    print("thrash: seed \(seed), \(operations) operations (replay: CELLAR_SEED=\(seed))")
    let clock = ContinuousClock()
    let start = clock.now
    try withSeed(seed, "thrash") { random in
      let run = ThrashRun()
      try run.start(&random)
      try #require(run.check(after: .reload) == [])
      for step in 0..<operations {
        let operation = try run.perform(&random)
        let checkStart = clock.now
        let problems = run.check(after: operation)
        run.timings["check", default: .zero] += clock.now - checkStart
        try #require(problems.isEmpty, "operation \(step) (\(operation)): \(problems)")
        if (step + 1) % Self.fullCheckInterval == 0 || step == operations - 1 {
          let full = try run.fullCheck()
          try #require(full.isEmpty, "full check after operation \(step): \(full)")
        }
      }
      func shown(_ duration: Duration?) -> String {
        let (seconds, attoseconds) = (duration ?? .zero).components
        return "\(seconds * 1_000 + attoseconds / 1_000_000_000_000_000) ms"
      }
      let summary = run.counts.sorted { $0.key < $1.key }.map {
        "\($0.key) \($0.value) (\(shown(run.timings[$0.key])))"
      }
      print(
        "thrash: \(operations) operations in \(shown(clock.now - start)), checks "
          + "\(shown(run.timings["check"])); \(run.model.rowCount) rows in "
          + "\(run.model.spec.count) sections at the end; " + summary.joined(separator: ", "))
    }
  }
}

// MARK: - The hostile thrash

// A seeded run of a smaller table whose inputs are hostile, one class of
// bug each: identities that break `Hashable`'s rules (NaN, never equal, a
// hash inconsistent with `==`), heights no table should trust, handlers
// that update the table (and use `+=`) from inside every callback, a class
// model mutated in place between updates, and host batches with extreme
// index paths. After every operation: nothing trapped; an input the table
// refuses throws and changes nothing; the table holds what the mirror
// says (queued updates applied in order, each `+=` on what came before);
// the visible cells show their rows' models as they are now; the content
// size is finite.
//
// CELLAR_SEED replays one seed, CELLAR_HOSTILE_THRASH_OPS changes the
// number of operations (default 4,000).

/// A class model, mutated in place: not `Equatable`, so a row of it counts
/// as changed on every update and must show the box as it is now.
private final class HostileBox {
  let id: Int
  var value = 0

  init(id: Int) {
    self.id = id
  }

  var text: String { "b\(id)/\(value)" }
}

private final class HostileBoxCell: UITableViewCell, ConfigurableCell {
  /// Called from `configure` and `configureAtWillDisplay`, to update the table from there.
  nonisolated(unsafe) static var configured: (() -> Void)?
  nonisolated(unsafe) static var willDisplay: (() -> Void)?

  func configure(_ model: HostileBox) {
    textLabel?.text = model.text
    Self.configured?()
  }

  func configureAtWillDisplay(_ model: HostileBox) {
    Self.willDisplay?()
  }
}

/// One hostile thrash run: the table and its mirror.
@MainActor
private final class HostileThrashRun {
  /// A row of the mirror: its identity, its model and a height from `heights`.
  struct MirrorRow {
    var id: HostileID
    var box: HostileBox
    var height: Int?
  }

  struct MirrorSection {
    var id: Int?
    var rows: [MirrorRow]
  }

  enum Callback: CaseIterable {
    case action, deselect, willDisplay, configure, delete, swipe, prefetch, error
  }

  enum Effect: CaseIterable {
    case appendRow, appendTwoRows, appendSection, removeLastRow
  }

  /// NaN, ±0, automatic, negative, subnormal, huge finite, above `Float`'s
  /// range, ±infinity, ordinary.
  static let heights: [CGFloat] = [
    .nan, 0, -0.0, -1, -30, .leastNonzeroMagnitude, 1e39, .greatestFiniteMagnitude,
    .infinity, -.infinity, CGFloat(1 << 30) + 1, 44,
  ]

  let table = makeTable(height: 200, rowHeight: 30)
  /// What the table must hold once every queued update is applied.
  var mirror: [MirrorSection] = []
  var problems: [String] = []
  var nextID = 0
  var armed: (Callback, Effect)?
  /// Whether an armed callback may run now: during an operation, not its checks.
  var acceptsEffects = false
  var reports = 0
  var expectedReports = 0
  var log: [String] = []
  /// How many times each hostile input ran, for the run's summary.
  var counts: [String: Int] = [:]

  init() {
    table.onError = { [weak self] error in
      guard let self else { return }
      self.reports += 1
      if self.reports > self.expectedReports {
        self.problems.append("onError reported \(error), which nothing caused")
      }
      self.fire(.error)
    }
  }

  func freshID() -> Int {
    nextID += 1
    return nextID
  }

  func makeRow(_ random: inout SeededRandom) -> MirrorRow {
    let kinds: [HostileID.Kind] = [.plain, .plain, .nan, .neverEqual, .hashMismatch]
    let id = freshID()
    return MirrorRow(id: HostileID(kinds[random.int(kinds.count)], id), box: HostileBox(id: id))
  }

  func row(_ row: MirrorRow) -> AnyRow {
    var cellRow = Row<HostileBoxCell>(
      model: row.box, id: row.id, height: row.height.map { Self.heights[$0] }
    ) { [weak self] _, _ in self?.fire(.action) }
    cellRow.deselectAction = { [weak self] _, _ in self?.fire(.deselect) }
    cellRow.onDelete = { [weak self] box, path in self?.deleted(box, at: path) }
    cellRow.leadingSwipeActions = [
      SwipeAction(title: "Pin") { [weak self] _, _ in
        self?.fire(.swipe)
        return true
      }
    ]
    cellRow.prefetch = { [weak self] _, _ in self?.fire(.prefetch) }
    return AnyRow(cellRow)
  }

  func sections(_ mirror: [MirrorSection]) -> [Section] {
    mirror.map { Section(id: $0.id.map { AnyHashable($0) }, anyRows: $0.rows.map(row)) }
  }

  // MARK: Operations

  func perform(_ random: inout SeededRandom) throws {
    acceptsEffects = true
    HostileBoxCell.configured = { [weak self] in self?.fire(.configure) }
    HostileBoxCell.willDisplay = { [weak self] in self?.fire(.willDisplay) }
    defer {
      acceptsEffects = false
      HostileBoxCell.configured = nil
      HostileBoxCell.willDisplay = nil
    }
    let tableView = table.tableView
    switch random.int(100) {
    case 0..<30: try update(&random)
    case 30..<45:
      let y = CGFloat(random.int(Int(max(1, tableView.contentSize.height.clamped(to: 0...4000)))))
      log.append("scroll to \(y)")
      tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    case 45..<60:
      guard let path = visibleRow(&random) else { return }
      log.append("tap \(path)")
      try tableView.tapRow(at: path)
    case 60..<67:
      guard let path = visibleRow(&random) else { return }
      log.append("swipe delete \(path)")
      _ = try tableView.swipeRow(at: path, edge: .trailing)
    case 67..<72:
      guard let path = visibleRow(&random) else { return }
      log.append("swipe leading \(path)")
      _ = try tableView.swipeRow(at: path, edge: .leading)
    case 72..<82: extremeBatch(&random)
    default: arm(&random)
    }
    // Work the table deferred to the main run loop runs now, as between two events.
    _ = RunLoop.main.run(mode: .default, before: Date())
  }

  func visibleRow(_ random: inout SeededRandom) -> IndexPath? {
    guard let visible = table.tableView.indexPathsForVisibleRows, !visible.isEmpty else {
      return nil
    }
    return visible[random.int(visible.count)]
  }

  /// Edits the mirror, then updates: an invalid height throws and changes nothing.
  func update(_ random: inout SeededRandom) throws {
    var next = mirror
    var edits: [String] = []
    var mutated: [(HostileBox, Int)] = []
    for _ in 0..<(1 + random.int(4)) {
      let paths = next.indices.flatMap { section in
        next[section].rows.indices.map { IndexPath(row: $0, section: section) }
      }
      switch random.int(7) {
      case 0, 1:
        if next.isEmpty || (next.count < 6 && random.chance(0.15)) {
          next.append(MirrorSection(id: freshID(), rows: []))
        }
        let section = random.int(next.count)
        let row = makeRow(&random)
        next[section].rows.insert(row, at: random.int(next[section].rows.count + 1))
        edits.append("insert \(row.id)")
      case 2:
        guard let path = paths.randomElement(using: &random) else { continue }
        next[path.section].rows.remove(at: path.row)
        edits.append("delete \(path)")
      case 3:
        guard let path = paths.randomElement(using: &random) else { continue }
        let moved = next[path.section].rows.remove(at: path.row)
        let section = random.int(next.count)
        next[section].rows.insert(moved, at: random.int(next[section].rows.count + 1))
        edits.append("move \(path) to section \(section)")
      case 4, 5:
        // In place: the table is not told which rows changed.
        guard let path = paths.randomElement(using: &random) else { continue }
        let box = next[path.section].rows[path.row].box
        mutated.append((box, box.value))
        box.value += 1
        edits.append("mutate \(next[path.section].rows[path.row].box.text)")
      default:
        guard let path = paths.randomElement(using: &random) else { continue }
        let code = random.int(Self.heights.count)
        next[path.section].rows[path.row].height = code
        edits.append("height \(Self.heights[code]) at \(path)")
      }
    }
    let invalid = next.flatMap(\.rows).contains { row in
      guard let code = row.height else { return false }
      let height = Self.heights[code]
      // NaN and automaticDimension are automatic; other negatives and infinities are refused.
      return !height.isNaN && height != UITableView.automaticDimension
        && !(height.isFinite && height >= 0)
    }
    log.append("update: " + edits.joined(separator: ", "))
    let before = snapshot()
    let previous = mirror
    mirror = next
    do {
      try table.update(with: sections(next))
      if invalid { problems.append("an update with an invalid height applied") }
    } catch let error as TableError {
      mirror = previous
      counts["refused updates", default: 0] += 1
      // The app takes its models back too (the table cannot see in-place changes).
      for (box, value) in mutated.reversed() { box.value = value }
      if !invalid { problems.append("an update threw \(error)") }
      if case .invalidHeight = error {} else { problems.append("threw \(error)") }
      if snapshot().counts != before.counts || snapshot().ids != before.ids {
        problems.append("a refused update changed the table")
      }
    }
  }

  /// Sends an ``ExtremeBatch``, the data unchanged: it must raise UIKit's
  /// exception and change nothing, unless UIKit's reading of the path
  /// makes it legal.
  func extremeBatch(_ random: inout SeededRandom) {
    let path = ExtremeBatch.paths[random.int(ExtremeBatch.paths.count)]
    let batch = ExtremeBatch.allCases[random.int(ExtremeBatch.allCases.count)]
    log.append("batch \(batch.name) with \(Array(path))")
    let before = snapshot()
    if let exception = batch.send(with: path, to: table.tableView) {
      counts["refused batches", default: 0] += 1
      if snapshot() != before {
        problems.append("a refused batch changed the table: \(exception.reason)")
      }
    } else {
      let hasFirstRow = mirror.first?.rows.isEmpty == false
      if !batch.isLegal(with: path, hasFirstRow: hasFirstRow) {
        problems.append("a batch with \(Array(path)) was accepted")
      }
    }
  }

  func arm(_ random: inout SeededRandom) {
    let callback = Callback.allCases[random.int(Callback.allCases.count)]
    let effect = Effect.allCases[random.int(Effect.allCases.count)]
    armed = (callback, effect)
    log.append("arm \(callback) to \(effect)")
    guard callback == .error, let first = mirror.first?.rows.first else { return }
    // A row whose id repeats: refused at once, reported to onError, which runs the effect.
    guard first.id.kind == .plain else { return }
    expectedReports += 1
    table += row(first)
  }

  // MARK: Callbacks

  func fire(_ callback: Callback) {
    guard acceptsEffects, let (armedCallback, effect) = armed, armedCallback == callback else {
      return
    }
    armed = nil
    log.append("(\(callback) runs \(effect))")
    counts["\(callback) updates", default: 0] += 1
    switch effect {
    case .appendRow, .appendTwoRows:
      for _ in 0..<(effect == .appendRow ? 1 : 2) {
        let new = MirrorRow(id: .plain(freshID()), box: HostileBox(id: nextID))
        if mirror.isEmpty { mirror.append(MirrorSection(id: nil, rows: [])) }
        mirror[0].rows.append(new)
        table += row(new)
      }
    case .appendSection:
      let new = MirrorSection(
        id: freshID(), rows: [MirrorRow(id: .plain(freshID()), box: HostileBox(id: nextID))])
      mirror.append(new)
      table += sections([new])[0]
    case .removeLastRow:
      guard let section = mirror.lastIndex(where: { !$0.rows.isEmpty }) else { return }
      mirror[section].rows.removeLast()
      do {
        try table.update(with: sections(mirror))
      } catch {
        problems.append("an update from the \(callback) callback threw \(error)")
      }
    }
  }

  func deleted(_ box: HostileBox, at path: IndexPath) {
    // The removal comes first: what the handler queues builds on the sections without the row.
    if let index = mirror.indices.first(where: { section in
      mirror[section].rows.contains { $0.box === box }
    }) {
      mirror[index].rows.removeAll { $0.box === box }
    } else {
      problems.append("the delete handler ran for \(path), which the mirror does not hold")
    }
    fire(.delete)
  }

  // MARK: Checks

  struct Snapshot: Equatable {
    var counts: [Int]
    var ids: [[String]]
    var visible: [IndexPath]
    var offset: CGPoint
  }

  func snapshot() -> Snapshot {
    let tableView = table.tableView
    return Snapshot(
      counts: (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) },
      ids: table.sections.map { $0.rows.map { "\($0.id.map { "\($0)" } ?? "-")" } },
      visible: tableView.indexPathsForVisibleRows ?? [], offset: tableView.contentOffset)
  }

  func check() throws -> [String] {
    var found = problems
    problems = []
    if reports != expectedReports {
      found.append("\(expectedReports) errors expected through onError, \(reports) reported")
      reports = expectedReports
    }
    let tableView = table.tableView
    tableView.layoutIfNeeded()
    let held = table.sections.map {
      $0.rows.map { ($0.model as? HostileBox).map(ObjectIdentifier.init) }
    }
    let expected = mirror.map { $0.rows.map { Optional(ObjectIdentifier($0.box)) } }
    if held != expected {
      found.append("the table holds other rows than the mirror: \(snapshot().ids)")
      return found
    }
    let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    if counts != mirror.map(\.rows.count) { found.append("the table view's row counts \(counts)") }
    for path in tableView.indexPathsForVisibleRows ?? [] {
      let text = tableView.cellForRow(at: path)?.textLabel?.text
      let box = mirror[path.section].rows[path.row].box
      if text != box.text {
        found.append("row \(path) shows \(text ?? "no cell"), not \(box.text)")
      }
    }
    if !tableView.contentSize.height.isFinite || !tableView.contentOffset.y.isFinite {
      found.append("content size \(tableView.contentSize), offset \(tableView.contentOffset)")
    }
    return found
  }
}

extension Comparable {
  fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}

@MainActor
@Suite struct HostileThrashTests {
  @Test(
    "random updates with NaN, never-equal and hash-inconsistent ids, hostile heights, class models mutated in place, updates and += from every callback, and host batches with extreme index paths never trap, refuse bad input without a change, and show the current models",
    arguments: SeededRandom.seeds(2, base: 0x7A5C))
  func hostileThrash(seed: UInt64) throws {
    let operations = TestEnvironment.integer(
      "CELLAR_HOSTILE_THRASH_OPS", default: TestEnvironment.scaled(400, full: 4_000))
    print("hostile thrash: seed \(seed), \(operations) operations (replay: CELLAR_SEED=\(seed))")
    try withSeed(seed, "hostile thrash") { random in
      let run = HostileThrashRun()
      for step in 0..<operations {
        try run.perform(&random)
        let problems = try run.check()
        try #require(
          problems.isEmpty,
          "operation \(step) (\(run.log.suffix(6).joined(separator: "; "))): \(problems)")
      }
      let summary = run.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
      print("hostile thrash: " + summary.joined(separator: ", "))
    }
  }
}
