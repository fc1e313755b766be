@_spi(Testing) import Cellar
import Foundation
import FuzzSupport

/// The `grid` fuzz target's checks, in a library so that the corpus replay
/// test (`GridFuzzReplayTests`) runs them too. The byte layout and what is
/// checked are documented on the `FuzzGrid` executable
/// (`Fuzz/FuzzGrid/FuzzGrid.swift`).
public enum GridFuzz {
  /// The most steps one input runs.
  public static let maxSteps = 48

  /// Checks one input; returns a description of the first broken guarantee.
  ///
  /// For the fuzzer and the replay executable, which run on the main thread
  /// outside any task: runs ``checkAsync(_:)`` and turns the main run loop
  /// until it is done (background updates resume on the main actor).
  ///
  /// - Parameter bytes: The input.
  /// - Returns: What broke, with the steps that led there, or `nil`.
  public static func check(_ bytes: [UInt8]) -> String? {
    MainActor.assumeIsolated {
      final class Outcome {
        var done = false
        var failure: String?
      }
      let outcome = Outcome()
      Task { @MainActor in
        outcome.failure = await checkAsync(bytes)
        outcome.done = true
      }
      while !outcome.done {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
      }
      return outcome.failure
    }
  }

  /// Checks one input from a task on the main actor (the replay test).
  ///
  /// - Parameter bytes: The input.
  /// - Returns: What broke, with the steps that led there, or `nil`.
  @MainActor
  public static func checkAsync(_ bytes: [UInt8]) async -> String? {
    GridBoxes.reset()
    let driver = GridDriver()
    defer { driver.tearDown() }
    var input = FuzzBytes(bytes)
    var steps = 0
    while !input.isAtEnd && steps < maxSteps {
      steps += 1
      do {
        if let problem = try await driver.step(&input) {
          return "step \(steps): \(problem)\nsteps: \(driver.history.joined(separator: "; "))"
        }
      } catch {
        return "step \(steps): unexpected error \(error)\n"
          + "steps: \(driver.history.joined(separator: "; "))"
      }
    }
    if ProcessInfo.processInfo.environment["CELLAR_FUZZ_TRACE"] != nil {
      print(driver.history.joined(separator: "\n"))
    }
    return nil
  }
}

/// What the fuzzer knows about a selection: the selected items with a
/// unique identity stay selected by identity (while they exist); of the
/// others it only knows how many there can be at most.
struct GridSelection: Equatable {
  /// The unique identities of selected items.
  var unique: Set<RowSpec.Identity> = []
  /// At most how many items without a unique identity are selected.
  var others = 0
}

/// Runs the steps on one grid (and one plain collection view) and mirrors
/// what they should do.
@MainActor
final class GridDriver: GridHooks {
  static let maxSections = 6
  static let maxItems = 32
  static let frame = CGRect(x: 0, y: 0, width: 60, height: 40)

  let grid = GridDriver.makeGrid()
  /// The sections the grid should hold (once queued updates are applied).
  var spec: [GridSectionSpec] = []
  var selection = GridSelection()
  /// The steps run so far, for the failure message.
  var history: [String] = []
  /// A handler that ran with the wrong item, or an unexpected report.
  var hookProblem: String?
  /// The actions that ran during the current step.
  var taps: [IndexPath] = []
  var deselects: [IndexPath] = []
  /// The swipe actions that ran during the current swipe.
  var swipesRun: [String] = []
  /// The callbacks armed to update the grid the next time they run (at
  /// most three), oldest first.
  var armed: [Armed] = []
  /// How many updates callbacks asked for during the current step.
  var effects = 0
  /// How many errors the grid must still report through `onError`.
  var expectedReports = 0
  /// Whether `onError` runs now: an error its effect raises is not
  /// reported again.
  var isReportingError = false
  /// Whether an armed callback may run its effect.
  var acceptsEffects = false
  /// The plain collection view for host batches, and its data.
  let host = HostFixture()
  /// The outline steps' own grid (opcodes from `0xE0`), made when the first
  /// one runs.
  lazy var outline = OutlineFuzzDriver.grid()

  init() {
    grid.onError = { [unowned self] error in self.reported(error) }
  }

  func tearDown() {
    GridCellHooks.configured = nil
    grid.onError = nil
  }

  static func makeGrid() -> Grid {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 20, height: 10)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    return Grid(collectionView: UICollectionView(frame: frame, collectionViewLayout: layout))
  }

  /// Runs one step and checks the grid; returns the first problem.
  func step(_ input: inout FuzzBytes) async throws -> String? {
    taps = []
    deselects = []
    effects = 0
    let byte = input.next()
    if byte >= OutlineFuzzDriver.firstOpcode {
      return try outline.step(byte: byte, &input, history: &history)
    }
    GridCellHooks.configured = { [unowned self] _ in self.callback(.configure) }
    acceptsEffects = true
    defer {
      GridCellHooks.configured = nil
      acceptsEffects = false
    }
    let problem =
      byte >= Self.hostileOpcodes
      ? try runHostile(Int(byte - Self.hostileOpcodes), &input)
      : try await run(Int(byte) % 10, &input)
    if let problem { return problem }
    // Let other main-actor work run, as between two events in an app (what
    // callbacks queued during an event was applied when the event ended).
    await Task.yield()
    GridCellHooks.configured = nil
    acceptsEffects = false
    return try checkAll()
  }

  /// The checks after every step.
  private func checkAll() throws -> String? {
    if let hookProblem { return hookProblem }
    if expectedReports != 0 { return "\(expectedReports) errors were not reported to onError" }
    grid.collectionView.layoutIfNeeded()
    if let bad = grid.collectionView.updateLog.first(where: \.fellBackToReloadData) {
      return "the collection view fell back to reloadData: \(bad)"
    }
    if let problem = shows() { return problem }
    if let problem = checkListFrames() { return problem }
    if effects > 0 { resyncSelection() }
    if let problem = checkSelection() { return problem }
    let content = grid.collectionView.collectionViewLayout.collectionViewContentSize
    if !content.width.isFinite || !content.height.isFinite { return "content size \(content)" }
    if let problem = try matchesFresh() { return problem }
    return try host.check()
  }

  private func run(_ opcode: Int, _ input: inout FuzzBytes) async throws -> String? {
    let view = grid.collectionView
    switch opcode {
    case 0, 1, 2:
      var next = spec
      var edits: [String] = []
      for _ in 0..<(1 + input.int(4)) { edits.append(edit(&next, &input)) }
      history.append((opcode == 2 ? "reload " : "update ") + edits.joined(separator: ", "))
      return try apply(next, reloading: opcode == 2)
    case 3:
      var next = spec
      var edits: [String] = []
      for _ in 0..<(1 + input.int(4)) { edits.append(edit(&next, &input)) }
      var later: [GridSectionSpec]?
      if input.int(2) == 1 {
        var newer = spec
        edits.append("while diffing: update " + edit(&newer, &input))
        later = newer
      }
      history.append("update in background " + edits.joined(separator: ", "))
      return try await applyInBackground(next, later: later)
    case 4:
      let y = CGFloat(input.next()) * 4
      history.append("scroll to \(y)")
      view.setContentOffset(CGPoint(x: 0, y: y), animated: input.int(2) == 1)
    case 5:
      let flat = Int(input.next())
      let positions: [UICollectionView.ScrollPosition] = [[], .top, .centeredVertically, .bottom]
      let position = positions[input.int(positions.count)]
      guard let path = flatPath(flat, in: spec) else {
        history.append("scroll to an item (none)")
        return nil
      }
      history.append("scroll to \(path) \(position.rawValue)")
      view.scrollToItem(at: path, at: position, animated: false)
    case 6:
      let distance = (CGFloat(input.next()) - 128) * 2
      let velocity = (CGFloat(input.next()) - 128) / 32
      history.append("drag by \(distance) velocity \(velocity)")
      try view.dragToScroll(by: distance, velocity: velocity, steps: 1 + input.int(4))
    case 7:
      return try tap(&input)
    case 8:
      return try changeSelection(&input)
    default:
      return try host.step(&input, history: &history)
    }
    return nil
  }

  private func tap(_ input: inout FuzzBytes) throws -> String? {
    let view = grid.collectionView
    guard let path = visiblePath(&input) else { return nil }
    let row = spec[path.section].base.rows[path.item]
    history.append("tap \(path) \(row)")
    let multiple = view.allowsMultipleSelection
    let wasSelected = view.indexPathsForSelectedItems?.contains(path) ?? false
    try view.tapItem(at: path)
    if multiple && wasSelected {
      if !taps.isEmpty { return "a tap that deselects ran the action" }
      if deselects != [path] { return "deselecting \(path) ran the deselect actions \(deselects)" }
      if row.isUnique { selection.unique.remove(row.identity) } else { selection.others -= 1 }
      return nil
    }
    // UIKit selects an item selected already again (single selection).
    if taps != [path] { return "tapping \(path) ran the actions at \(taps)" }
    if !multiple { selection = GridSelection() }
    if row.isUnique { selection.unique.insert(row.identity) } else { selection.others += 1 }
    return nil
  }

  /// Deselects all and switches the selection mode, or selects a visible
  /// item without a tap (no action runs).
  private func changeSelection(_ input: inout FuzzBytes) throws -> String? {
    let view = grid.collectionView
    if input.int(2) == 0 {
      let multiple = !view.allowsMultipleSelection
      history.append(multiple ? "multiple selection" : "single selection")
      for path in view.indexPathsForSelectedItems ?? [] {
        view.deselectItem(at: path, animated: false)
      }
      view.allowsMultipleSelection = multiple
      selection = GridSelection()
      return deselects.isEmpty ? nil : "deselecting by code ran deselect actions"
    }
    guard let path = visiblePath(&input) else { return nil }
    let row = spec[path.section].base.rows[path.item]
    history.append("select \(path) \(row)")
    let wasSelected = view.indexPathsForSelectedItems?.contains(path) ?? false
    view.selectItem(at: path, animated: false, scrollPosition: [])
    if !taps.isEmpty { return "selecting by code ran the action" }
    if !view.allowsMultipleSelection { selection = GridSelection() }
    if row.isUnique {
      selection.unique.insert(row.identity)
    } else if !wasSelected || !view.allowsMultipleSelection {
      selection.others += 1
    }
    return nil
  }

  // MARK: Updates

  /// Applies `next` with an update or a reload (`animation: .none`) and
  /// checks that it applied or threw and changed nothing.
  func apply(_ next: [GridSectionSpec], reloading: Bool) throws -> String? {
    let before = GridSnapshot(grid)
    let duplicates = SpecOracle.duplicateError(in: next.map(\.base))
    let invalid = Self.invalidMetric(next)
    let invalidLayout = Self.invalidSectionLayout(next)
    let sections = next.map { $0.section(hooks: self) }
    let previous = spec
    // An update that must throw runs no callback effects: what they queue
    // would build on sections never shown.
    let accepted = acceptsEffects
    if duplicates != nil || invalid != nil || invalidLayout != nil { acceptsEffects = false }
    defer { acceptsEffects = accepted }
    let effectsBefore = effects
    spec = next
    do {
      try grid.update(with: sections, animation: reloading ? .none : .automatic)
    } catch let error as TableError {
      spec = previous
      if case .invalidSectionLayout = error, duplicates == nil, invalid == nil,
        invalidLayout != nil
      {
        return GridSnapshot(grid).showsSame(as: before)
          ? nil : "an update refused for \(invalidLayout ?? "") changed the grid"
      }
      guard error == duplicates else {
        return "threw \(error), expected \(duplicates.map { "\($0)" } ?? "no error")"
      }
      return GridSnapshot(grid) == before ? nil : "a refused update changed the grid"
    } catch let error as FlowLayoutError {
      spec = previous
      guard duplicates == nil, let invalid else { return "threw \(error), expected no error" }
      guard GridSnapshot(grid).showsSame(as: before) else {
        return "an update refused for \(invalid) changed the grid"
      }
      return nil
    }
    if let duplicates { return "did not throw \(duplicates)" }
    if let invalid { return "accepted \(invalid)" }
    if let invalidLayout { return "accepted \(invalidLayout)" }
    if effects > effectsBefore { return nil }
    grid.collectionView.layoutIfNeeded()
    return nil
  }

  static func invalidMetric(_ next: [GridSectionSpec]) -> String? {
    next.lazy.compactMap(\.invalidMetric).first
  }

  static func invalidSectionLayout(_ next: [GridSectionSpec]) -> String? {
    next.lazy.compactMap(\.invalidSectionLayout).first
  }

  /// Applies `next` with `updateInBackground(with:)`; with `later`, a
  /// synchronous update to it runs while the diff runs, and wins.
  private func applyInBackground(_ next: [GridSectionSpec], later: [GridSectionSpec]?)
    async throws -> String?
  {
    let before = GridSnapshot(grid)
    let armedBefore = armed
    armed = []
    defer { armed = armedBefore }
    var interleaveProblem: String?
    var overtaken = false
    grid.willDiffInBackground = { [unowned self] in
      self.grid.willDiffInBackground = nil
      guard let later else { return }
      overtaken =
        SpecOracle.duplicateError(in: later.map(\.base)) == nil
        && Self.invalidMetric(later) == nil && Self.invalidSectionLayout(later) == nil
      do {
        interleaveProblem = try self.apply(later, reloading: false)
      } catch {
        interleaveProblem = "while diffing: \(error)"
      }
    }
    let sections = next.map { $0.section(hooks: self) }
    let result: Result<Bool, any Error>
    do {
      result = .success(try await grid.updateInBackground(with: sections))
    } catch {
      result = .failure(error)
    }
    grid.willDiffInBackground = nil
    if let interleaveProblem { return interleaveProblem }
    let duplicates = SpecOracle.duplicateError(in: next.map(\.base))
    let invalid = Self.invalidMetric(next)
    let invalidLayout = Self.invalidSectionLayout(next)
    switch result {
    case .success(let applied):
      if overtaken { return applied ? "an overtaken background update was applied" : nil }
      if !applied { return "a background update nothing overtook was dropped" }
      if let duplicates { return "did not throw \(duplicates)" }
      if let invalid { return "accepted \(invalid)" }
      if let invalidLayout { return "accepted \(invalidLayout)" }
      spec = next
    case .failure(let error):
      if let error = error as? TableError, error == duplicates {
      } else if error is FlowLayoutError, duplicates == nil, invalid != nil {
      } else if let error = error as? TableError, case .invalidSectionLayout = error,
        duplicates == nil, invalid == nil, invalidLayout != nil
      {
      } else {
        return "threw \(error) in the background"
      }
      if later == nil && !GridSnapshot(grid).showsSame(as: before) {
        return "a failed update changed the grid"
      }
    }
    return nil
  }

  // MARK: Checks

  /// The grid's sections, the collection view's counts and its visible
  /// cells against `spec`.
  private func shows() -> String? {
    let sections = grid.sections
    let view = grid.collectionView
    guard sections.count == spec.count, view.numberOfSections == spec.count else {
      return "the grid has \(sections.count) sections, its view \(view.numberOfSections), "
        + "expected \(spec.count): \(spec)"
    }
    for (index, (section, expected)) in zip(sections, spec).enumerated() {
      let ids = section.items.map { $0.id.map { "\($0)" } ?? "-" }
      let models = section.items.map { "\($0.model)" }
      let expectedModels = expected.base.rows.map(\.itemModelDescription)
      if models != expectedModels
        || "\(section.id.map { "\($0)" } ?? "-")"
          != "\(expected.base.id.map { "\($0)" } ?? "-")"
      {
        return "section \(index) holds \(section.id.map { "\($0)" } ?? "-") \(ids) \(models), "
          + "expected \(expected)"
      }
      if view.numberOfItems(inSection: index) != expected.base.rows.count {
        return "the view has \(view.numberOfItems(inSection: index)) items in section \(index)"
      }
    }
    for path in view.indexPathsForVisibleItems {
      let text = view.cellForItem(at: path)?.label.text
      let expected = spec[path.section].base.rows[path.item].text
      if text != expected {
        return "the cell at \(path) shows \(text ?? "nothing"), expected \(expected)"
      }
    }
    return nil
  }

  /// Draws a fresh grid built from the same sections, at the same offset and
  /// with the same selection, and compares.
  private func matchesFresh() throws -> String? {
    let fresh = Self.makeGrid()
    let view = grid.collectionView
    // What list cells measured depends on what was shown: both grids
    // measure every list cell first.
    let measures = spec.contains(where: \.listCells)
    if measures { Self.measureListCells(of: view, sections: spec) }
    fresh.collectionView.allowsMultipleSelection = view.allowsMultipleSelection
    fresh.collectionView.contentInset = view.contentInset
    // A grid keeps its compositional layout once a section has had a layout.
    if view.collectionViewLayout === grid.compositionalLayout {
      fresh.collectionView.collectionViewLayout = fresh.compositionalLayout
    }
    try fresh.update(with: spec.map { $0.section() }, animation: .none)
    for section in 0..<view.numberOfSections
    where view.orthogonalOffset(inSection: section) != 0 {
      try fresh.collectionView.setOrthogonalOffset(
        view.orthogonalOffset(inSection: section), inSection: section)
    }
    for path in (view.indexPathsForSelectedItems ?? []).sorted() {
      fresh.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    }
    if measures { Self.measureListCells(of: fresh.collectionView, sections: spec) }
    fresh.collectionView.contentOffset = view.contentOffset
    fresh.collectionView.layoutIfNeeded()
    if fresh.collectionView.contentOffset != view.contentOffset {
      return "offset \(view.contentOffset), a fresh grid's \(fresh.collectionView.contentOffset)"
    }
    let drawn = view.render()
    let expected = fresh.collectionView.render()
    return drawn == expected ? nil : "the grid draws\n\(drawn)\na fresh grid draws\n\(expected)"
  }

  func resyncSelection() {
    selection = GridSelection()
    for path in grid.collectionView.indexPathsForSelectedItems ?? [] {
      let row = spec[path.section].base.rows[path.item]
      if row.isUnique { selection.unique.insert(row.identity) } else { selection.others += 1 }
    }
  }

  private func checkSelection() -> String? {
    let view = grid.collectionView
    let selected = view.indexPathsForSelectedItems ?? []
    var expected: [IndexPath] = []
    for identity in selection.unique {
      let paths = paths(of: identity)
      if paths.isEmpty { selection.unique.remove(identity) }
      expected += paths
    }
    let rows = { (path: IndexPath) in self.spec[path.section].base.rows[path.item] }
    let uniques = selected.filter { rows($0).isUnique }.sorted()
    let others = selected.filter { !rows($0).isUnique }
    if uniques != expected.sorted() {
      return "selected items with unique ids \(uniques), expected \(expected.sorted())"
    }
    if others.count > selection.others {
      return "\(others.count) items without unique ids are selected (\(others)), at most "
        + "\(selection.others) expected"
    }
    selection.others = others.count
    if !view.allowsMultipleSelection && selected.count > 1 {
      return "items \(selected) are selected, but the grid allows one"
    }
    return nil
  }

  func paths(of identity: RowSpec.Identity) -> [IndexPath] {
    var result: [IndexPath] = []
    for (sectionIndex, section) in spec.enumerated() {
      for (item, row) in section.base.rows.enumerated() where row.identity == identity {
        result.append(IndexPath(item: item, section: sectionIndex))
      }
    }
    return result
  }

  // MARK: Picking items

  /// A visible item, picked by the next byte; `nil` when none is visible.
  func visiblePath(_ input: inout FuzzBytes) -> IndexPath? {
    let visible = grid.collectionView.indexPathsForVisibleItems.sorted()
    let pick = input.int(max(1, visible.count))
    return visible.isEmpty ? nil : visible[pick]
  }

  /// The `flat`-th item in reading order, modulo the number of items.
  func flatPath(_ flat: Int, in sections: [GridSectionSpec]) -> IndexPath? {
    let total = sections.reduce(0) { $0 + $1.base.rows.count }
    guard total > 0 else { return nil }
    var rest = flat % total
    for (index, section) in sections.enumerated() {
      if rest < section.base.rows.count { return IndexPath(item: rest, section: index) }
      rest -= section.base.rows.count
    }
    return nil
  }

  // MARK: Item hooks

  private func expectItem(_ spec: RowSpec, model: String, at path: IndexPath, _ what: String) {
    // The item the grid holds at that moment (queued updates may follow).
    let held = grid.item(at: path).map { "\($0.model)" }
    if held != model || model != spec.itemModelDescription {
      hookProblem =
        hookProblem
        ?? "\(what) of \(spec) got \(model) for \(path), which holds \(held ?? "nothing")"
    }
  }

  func tapped(_ spec: RowSpec, model: String, at indexPath: IndexPath) {
    expectItem(spec, model: model, at: indexPath, "the action")
    taps.append(indexPath)
    if callback(.action) { return }
    guard effects == 0, spec.removesItselfOnTap, row(at: indexPath) == spec else { return }
    // Asked from inside the action: applied when the tap is over.
    removeRowFromCallback(at: indexPath, during: "an action")
  }

  /// Removes the row at `indexPath` with an update asked for from inside
  /// a callback (`during` names it); an update that throws is a problem.
  func removeRowFromCallback(at indexPath: IndexPath, during callback: String) {
    var next = spec
    next[indexPath.section].base.rows.remove(at: indexPath.item)
    do {
      try grid.update(with: next.map { $0.section(hooks: self) })
      spec = next
      effects += 1
    } catch {
      hookProblem = hookProblem ?? "an update from \(callback) threw \(error)"
    }
  }

  func deselected(_ spec: RowSpec, model: String, at indexPath: IndexPath) {
    expectItem(spec, model: model, at: indexPath, "the deselect action")
    deselects.append(indexPath)
    callback(.deselect)
  }

  func displayed(_ spec: RowSpec, model: String, at indexPath: IndexPath, ending: Bool) {
    // A display callback runs during layout passes, also between an
    // update's batches: the model is the one the handler belongs to.
    if model != spec.itemModelDescription {
      hookProblem = hookProblem ?? "a display handler of \(spec) got \(model)"
    }
    callback(ending ? .didEndDisplaying : .willDisplay)
  }

  func prefetched(_ spec: RowSpec, model: String, at indexPath: IndexPath) {
    expectItem(spec, model: model, at: indexPath, "the prefetch handler")
    callback(.prefetch)
  }

  func row(at path: IndexPath) -> RowSpec? {
    guard spec.indices.contains(path.section),
      spec[path.section].base.rows.indices.contains(path.item)
    else { return nil }
    return spec[path.section].base.rows[path.item]
  }

  private func reported(_ error: any Error) {
    if expectedReports > 0 {
      expectedReports -= 1
    } else {
      hookProblem = hookProblem ?? "an error was reported to onError: \(error)"
    }
    isReportingError = true
    defer { isReportingError = false }
    callback(.error)
  }
}
