import CellarHost
import Foundation

/// A toggle planned without a diff: the rows it shows or hides are one
/// run of one section, found from the places the last projection left.
struct OutlineToggle {
  /// The section the run is in.
  var section: Int
  /// The rows inserted (in the new sections) or deleted (in the old).
  var run: Range<Int>
  /// Whether the run is inserted (expanding) or deleted (collapsing).
  var inserts: Bool
  /// The toggled row, whose cell is reconfigured (its disclosure turns):
  /// its index before the batch; `nil` for a section.
  var parent: Int?
}

extension OutlineMemory {
  /// Applies an expansion already recorded (``record(_:)``) to the shown
  /// sections directly, when the declared sections are the ones last
  /// projected: the rows under the node are inserted or deleted as one run.
  ///
  /// - Parameters:
  ///   - request: The expansion.
  ///   - declared: The declared sections the expansion was asked for on.
  ///   - shown: The sections shown.
  /// - Returns: The new shown sections and the run, or `nil` when the
  ///   declared sections changed since the last projection (the caller
  ///   projects and diffs instead). A hidden node gives no run.
  /// - Complexity: O(*p* + *k*) for *p* rows in the node's section before
  ///   the run and *k* rows in it, plus copying that section's rows.
  mutating func toggle(
    _ request: ExpansionRequest, declared: [Section], shown: [Section]
  ) -> (shown: [Section], toggle: OutlineToggle?)? {
    guard let current = self.declared, Self.isSame(current, declared) else { return nil }
    switch request.node {
    case .section(let id):
      guard let index = shown.firstIndex(where: { $0.id == id && $0.isCollapsible }) else {
        return nil
      }
      return toggleSection(
        at: index, expanding: request.isExpanded, declared: current, shown: shown)
    case .row(let id):
      guard let (section, row) = shownParent(id, in: shown) else {
        // Hidden (or gone): the state alone changes; it shows when its
        // ancestors do.
        return (shown, nil)
      }
      return toggleRow(at: row, in: section, expanding: request.isExpanded, shown: shown)
    }
  }

  /// Whether two section arrays are the same value: the same buffer.
  static func isSame(_ lhs: [Section], _ rhs: [Section]) -> Bool {
    lhs.count == rhs.count
      && lhs.withUnsafeBufferPointer { left in
        rhs.withUnsafeBufferPointer { left.baseAddress == $0.baseAddress }
      }
  }

  /// The shown position of the parent row with identity `id`.
  private func shownParent(_ id: AnyHashable, in shown: [Section]) -> (Int, Int)? {
    for (section, levels) in places.enumerated() {
      guard let levels else { continue }
      for (row, place) in levels.enumerated() where place.hasChildren {
        if shown[section].rows[row].storage.identityValue == id { return (section, row) }
      }
    }
    return nil
  }

  /// A row's toggle: its shown descendants as one run after it.
  private mutating func toggleRow(
    at row: Int, in section: Int, expanding: Bool, shown: [Section]
  ) -> (shown: [Section], toggle: OutlineToggle?) {
    var shown = shown
    guard var levels = places[section] else { return (shown, nil) }
    let parent = shown[section].rows[row]
    let level = levels[row].level
    let run: Range<Int>
    if expanding {
      var walk = OutlineProjection.Walk(sectionIndex: section)
      walk.baseLevel = level + 1
      // The walk throws only for a parent without an identity, which the
      // projection that showed this row would have refused.
      try? walk.run(
        parent.storage.outlineChildren ?? [], showing: true, states: &states, pass: pass)
      shown[section].rows.insert(contentsOf: walk.rows, at: row + 1)
      levels.insert(contentsOf: walk.places, at: row + 1)
      if parent.storage.loadsChildren, let id = parent.storage.identityValue {
        loading.append(OutlineLoad(node: .row(id), row: parent))
      }
      loading += walk.loading
      for (child, place) in zip(walk.rows, walk.places) {
        placeOfRow[ObjectIdentifier(child.storage)] = place
      }
      run = row + 1..<row + 1 + walk.rows.count
    } else {
      var end = row + 1
      while end < levels.count, levels[end].level > level { end += 1 }
      run = row + 1..<end
      stopLoading(shown[section].rows[row..<end])
      for child in shown[section].rows[run] {
        placeOfRow[ObjectIdentifier(child.storage)] = nil
      }
      shown[section].rows.removeSubrange(run)
      levels.removeSubrange(run)
    }
    levels[row].isExpanded = expanding
    placeOfRow[ObjectIdentifier(parent.storage)] = levels[row]
    places[section] = levels
    return (shown, OutlineToggle(section: section, run: run, inserts: expanding, parent: row))
  }

  /// A section's toggle: all its rows as the run.
  private mutating func toggleSection(
    at index: Int, expanding: Bool, declared: [Section], shown: [Section]
  ) -> (shown: [Section], toggle: OutlineToggle?) {
    var shown = shown
    let oldRows = shown[index].rows
    if expanding {
      var walk = OutlineProjection.Walk(sectionIndex: index)
      try? walk.run(declared[index].rows, showing: true, states: &states, pass: pass)
      shown[index].rows = walk.rows
      loading += walk.loading
      let hasParents = walk.places.contains(where: \.hasChildren)
      places[index] = hasParents ? walk.places : nil
      if hasParents {
        for (row, place) in zip(walk.rows, walk.places) {
          placeOfRow[ObjectIdentifier(row.storage)] = place
        }
      }
    } else {
      stopLoading(oldRows)
      for row in oldRows { placeOfRow[ObjectIdentifier(row.storage)] = nil }
      shown[index].rows = []
      // As the projection leaves a collapsed section: no places, but still
      // a section with rows under rows (user moves stay off).
      places[index] = places[index] == nil ? nil : []
    }
    let count = expanding ? shown[index].rows.count : oldRows.count
    return (shown, OutlineToggle(section: index, run: 0..<count, inserts: expanding, parent: nil))
  }
}

extension ListUpdate {
  /// The plan of a toggle: one stage that inserts or deletes the run and
  /// reconfigures the toggled row, nothing else moving.
  ///
  /// - Parameters:
  ///   - toggle: The run, or `nil` for a toggle that shows nothing new.
  ///   - target: The sections after the toggle.
  ///   - tracking: Rows of the sections before whose new places ``tracked``
  ///     gives (rows inside a deleted run are gone).
  ///   - surface: The kind of view the batch is for.
  /// - Complexity: O(*k* + *t*) for *k* rows in the run and *t* tracked rows.
  init(
    toggling toggle: OutlineToggle?, to target: [Section], tracking: [IndexPath],
    on surface: Headless.Batch.Surface
  ) {
    changeset = SectionedChangeset()
    pairing = SectionPairing(Changeset(), sourceCount: target.count, targetCount: target.count)
    contentChanges = []
    headerChanges = []
    headerStage = nil
    guard let toggle else {
      stages = []
      tracked = Dictionary(tracking.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
      rowsToCheck = .only([])
      return
    }
    var groups = Headless.Batch.Groups()
    let paths = toggle.run.map { SectionedChangeset.Path(section: toggle.section, row: $0) }
    if toggle.inserts { groups.rowInserts = paths } else { groups.rowDeletes = paths }
    if let parent = toggle.parent {
      groups.rowReconfigures = [SectionedChangeset.Path(section: toggle.section, row: parent)]
    }
    stages = [Stage(sections: target, groups: groups, on: surface, isForced: true)]
    let shift = toggle.inserts ? toggle.run.count : -toggle.run.count
    var tracked: [IndexPath: IndexPath] = [:]
    for path in tracking where tracked[path] == nil {
      guard path.section == toggle.section, path.row >= toggle.run.lowerBound else {
        tracked[path] = path
        continue
      }
      // Rows inside a collapsed run are gone.
      if !toggle.inserts && toggle.run.contains(path.row) { continue }
      tracked[path] = IndexPath(row: path.row + shift, section: path.section)
    }
    self.tracked = tracked
    rowsToCheck = .only(
      toggle.inserts ? toggle.run.map { IndexPath(row: $0, section: toggle.section) } : [])
  }
}
