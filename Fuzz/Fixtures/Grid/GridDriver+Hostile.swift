import Cellar
import Foundation
import FuzzSupport

/// The `grid` target's hostile steps (opcode bytes from `0xD0`): metrics no
/// grid should trust, updates from inside every callback, extreme index
/// paths, class models mutated in place, and NaN ids with never-equal
/// models.
extension GridDriver {
  /// The first hostile opcode byte.
  static let hostileOpcodes: UInt8 = 0xD0

  /// A grid callback that can update the grid.
  enum Callback: Int, CaseIterable {
    case action, deselect, willDisplay, didEndDisplaying, configure, prefetch, error
  }

  /// What an armed callback does to the grid, from inside.
  enum Effect: Int, CaseIterable {
    /// `grid += item` (the first section).
    case appendItem
    /// `grid += section`.
    case appendSection
    /// `update(with:)` without the first item.
    case removeFirstItem
    /// `update(with:animation: .none)` without the first item.
    case reloadWithoutFirstItem
    /// `grid += item` twice.
    case appendTwoItems
  }

  /// A callback armed with an effect and the byte its item or section decodes from.
  struct Armed {
    var callback: Callback
    var effect: Effect
    var byte: UInt8
  }

  /// Runs hostile step `opcode` (0 to 9; the opcode byte less
  /// ``hostileOpcodes``, where 10 and above read as 0 to 4 modulo 5, as
  /// before layouts were fuzzed; 7 to 9 are the list steps of
  /// `GridFuzz+Lists.swift`, which read as 2 to 4 before session 20).
  func runHostile(_ opcode: Int, _ input: inout FuzzBytes) throws -> String? {
    switch opcode < 10 ? opcode : opcode % 5 {
    case 0: return try hostileMetric(&input)
    case 1: return arm(&input)
    case 2: return try extremePath(&input)
    case 3: return try classModel(&input)
    case 5: return try sectionLayout(&input)
    case 6: return try dragRow(&input)
    case 7, 8, 9: return try runListStep(opcode, &input)
    default: return try nanIdentity(&input)
    }
  }

  // MARK: Layouts

  /// Gives a section a layout of its own (``GridSectionSpec/layout``, the
  /// refused ones included) and updates: the grid compiles the sections'
  /// layouts into its compositional layout, or throws
  /// `invalidSectionLayout` and stays as it was.
  private func sectionLayout(_ input: inout FuzzBytes) throws -> String? {
    var next = spec
    let code = input.next()
    guard !next.isEmpty else {
      history.append("layout \(code) (no section)")
      return nil
    }
    let section = input.int(next.count)
    next[section].layoutCode = code
    history.append("section \(section) layout \(code)")
    return try apply(next, reloading: input.int(2) == 1)
  }

  /// Drags a section's row sideways by a hostile distance (a refused drag
  /// throws `ScrollError` and moves nothing) or moves it to a hostile
  /// offset; a section that does not scroll on its own is refused too.
  private func dragRow(_ input: inout FuzzBytes) throws -> String? {
    let view = grid.collectionView
    view.layoutIfNeeded()
    let section = input.int(max(view.numberOfSections, 1))
    let value = RowSpec.hostileHeights[input.int(RowSpec.hostileHeights.count)]
    let velocity = CGFloat(input.int(7)) - 3
    let before = view.orthogonalOffset(inSection: section)
    do {
      if input.int(2) == 0 {
        try view.dragOrthogonalSection(section, by: value, velocity: velocity)
      } else {
        try view.setOrthogonalOffset(value, inSection: section)
      }
    } catch let error as UICollectionView.ScrollError {
      history.append("row \(section) by \(value): \(error)")
      return view.orthogonalOffset(inSection: section) == before
        ? nil : "a refused drag moved row \(section)"
    }
    let offset = view.orthogonalOffset(inSection: section)
    history.append("row \(section) by \(value) at \(velocity): \(offset)")
    return offset.isFinite ? nil : "row \(section) at \(offset)"
  }

  // MARK: Metrics

  /// Gives a section's item size, inset or spacing, an item's size, or the
  /// collection view's content inset a value from ``RowSpec/hostileHeights``
  /// and updates (the inset is set without an update): the flow layout
  /// refuses NaN, infinite and (sizes, spacings) negative values, and item
  /// sizes with a side of 0, with a `FlowLayoutError` and the grid stays
  /// as it was; other values apply.
  private func hostileMetric(_ input: inout FuzzBytes) throws -> String? {
    let flat = Int(input.next())
    let value = RowSpec.hostileHeights[input.int(RowSpec.hostileHeights.count)]
    let what = input.int(7)
    if what == 6 {
      // The collection view's content inset, without an update: refused
      // components keep their values; offsets stay inside the insets.
      let view = grid.collectionView
      view.contentInset =
        flat & 1 == 0
        ? UIEdgeInsets(top: value, left: 0, bottom: value, right: 0)
        : UIEdgeInsets(top: 0, left: value, bottom: 0, right: -value)
      history.append("content inset \(view.contentInset) (asked \(value))")
      view.layoutIfNeeded()
      return nil
    }
    var next = spec
    guard !next.isEmpty else {
      history.append("metric \(value) (no section)")
      return nil
    }
    let section = flat % next.count
    switch what {
    case 0: next[section].itemSize = CGSize(width: value, height: 10)
    case 1: next[section].itemSize = CGSize(width: 10, height: value)
    case 2: next[section].inset = UIEdgeInsets(top: value, left: 0, bottom: value, right: 0)
    case 3: next[section].inset = UIEdgeInsets(top: 0, left: value, bottom: 0, right: 0)
    case 4: next[section].lineSpacing = value
    default:
      guard let path = flatPath(flat, in: next) else {
        history.append("item size \(value) (no item)")
        return nil
      }
      next[path.section].base.rows[path.item].heightCode = RowSpec.hostileHeights.firstIndex {
        $0 == value || ($0.isNaN && value.isNaN)
      }
      history.append("item \(path) height \(value)")
      return try apply(next, reloading: input.int(2) == 1)
    }
    history.append("section \(section) metric \(what) = \(value)")
    return try apply(next, reloading: input.int(2) == 1)
  }

  // MARK: Callbacks

  /// Arms a callback: the next time it runs (during this or a later step),
  /// it updates the grid from inside. Up to three stay armed.
  private func arm(_ input: inout FuzzBytes) -> String? {
    let callback = Callback.allCases[input.int(Callback.allCases.count)]
    let effect = Effect.allCases[input.int(Effect.allCases.count)]
    armed.append(Armed(callback: callback, effect: effect, byte: input.next()))
    if armed.count > 3 { armed.removeFirst() }
    history.append("arm \(callback) to \(effect)")
    return nil
  }

  /// Counts an error the grid must report through `onError`: one raised
  /// while `onError` runs is only kept in `lastError` (so that a handler
  /// whose own work fails does not call itself without end), as a table's.
  private func expectReport() {
    if !isReportingError { expectedReports += 1 }
  }

  /// Runs the armed effect if `which` is the armed callback; returns
  /// whether it ran. The effect is mirrored on `spec` as the grid queues
  /// it: on the latest sections.
  @discardableResult
  func callback(_ which: Callback) -> Bool {
    guard acceptsEffects, let index = armed.firstIndex(where: { $0.callback == which }) else {
      return false
    }
    let armed = self.armed.remove(at: index)
    effects += 1
    history.append("(\(which) runs \(armed.effect))")
    switch armed.effect {
    case .appendItem, .appendTwoItems:
      for offset in 0..<(armed.effect == .appendTwoItems ? 2 : 1) {
        let row = RowSpec(byte: armed.byte &+ UInt8(offset), alphabet: 16)
        var next = spec
        if next.isEmpty { next.append(GridSectionSpec(SectionSpec(id: nil, header: 0))) }
        next[0].base.rows.append(row)
        if SpecOracle.duplicateError(in: next.map(\.base)) == nil {
          spec = next
        } else {
          // `+=` reports the duplicate id to onError and changes nothing.
          expectReport()
        }
        grid += row.item(hooks: self)
      }
    case .appendSection:
      var section = GridSectionSpec(SectionSpec(byte: armed.byte, extended: true))
      section.base.rows = [RowSpec(byte: armed.byte, alphabet: 16)]
      let next = spec + [section]
      if SpecOracle.duplicateError(in: next.map(\.base)) == nil {
        spec = next
      } else {
        expectReport()
      }
      grid += section.section(hooks: self)
    case .removeFirstItem, .reloadWithoutFirstItem:
      var next = spec
      if let first = next.firstIndex(where: { !$0.base.rows.isEmpty }) {
        next[first].base.rows.removeFirst()
      }
      do {
        let animation: Grid.Animation = armed.effect == .removeFirstItem ? .automatic : .none
        try grid.update(with: next.map { $0.section(hooks: self) }, animation: animation)
        spec = next
      } catch {
        hookProblem = hookProblem ?? "an update from \(which) threw \(error)"
      }
    }
    return true
  }

  // MARK: Extreme index paths

  /// Index paths no call may take: `Int.max`, `Int.min`, negative, one and
  /// three indexes, and one past the end.
  static let extremePaths: [IndexPath] = [
    IndexPath(item: .max, section: 0), IndexPath(item: .min, section: 0),
    IndexPath(item: -1, section: 0), IndexPath(item: 0, section: .max),
    IndexPath(item: 0, section: -1), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]),
    IndexPath(item: .max, section: .max), IndexPath(item: 0, section: .min),
  ]

  /// Sends an extreme index path to the grid's collection view (a batch
  /// with the data unchanged, a tap, a selection or a scroll) or to the
  /// plain one: it raises UIKit's exception (a tap, the host's driver,
  /// throws its typed error) and nothing changes, or (a
  /// three-index path, read as its first two) it is legal and the checks
  /// after the step pass; a reconfigure of an item without a cell changes
  /// nothing.
  private func extremePath(_ input: inout FuzzBytes) throws -> String? {
    let path = Self.extremePaths[input.int(Self.extremePaths.count)]
    let operation = ExtremeOperation.allCases[input.int(ExtremeOperation.allCases.count)]
    let onHost = input.int(2) == 1
    let view = onHost ? host.view : grid.collectionView
    history.append("\(operation) \(Array(path))\(onHost ? " on the plain view" : "")")
    // Laid out first: an accepted batch lays out, a refused one does not.
    view.layoutIfNeeded()
    let before = HostSnapshot(view)
    let logCount = view.updateLog.count
    do {
      if let exception = try operation.send(path, to: view) {
        if HostSnapshot(view) != before { return "a refused \(operation) changed the view" }
        if view.updateLog.count != logCount { return "a refused \(operation) was logged" }
        if exception.reason.isEmpty { return "\(operation) raised without a reason" }
        return nil
      }
    } catch is UICollectionView.SelectionError {
      // A tap on an item that does not exist: the host's test driver throws.
      if HostSnapshot(view) != before { return "a refused \(operation) changed the view" }
      if view.updateLog.count != logCount { return "a refused \(operation) was logged" }
      return nil
    }
    if path.count == 3 || operation == .select && !view.allowsSelection { return nil }
    if operation == .reconfigure {
      // Documented (`reconfigureItems(at:)`, UIKit's rule): items without a
      // cell are skipped, so a path that names none is an empty batch.
      let after = HostSnapshot(view)
      return after == before
        ? nil : "reconfiguring \(Array(path)) changed the view: \(before) → \(after)"
    }
    return "\(operation) \(Array(path)) did not throw"
  }

  // MARK: Models

  /// Inserts an item with a class model (a ``Box`` of ``GridBoxes``) or mutates one in place
  /// (every item of that id shows the new value after the update).
  private func classModel(_ input: inout FuzzBytes) throws -> String? {
    let mutate = input.int(2) == 1
    let id = input.int(16)
    var next = spec
    if mutate {
      let box = GridBoxes.named(id)
      box.value ^= 1
      history.append("mutate box \(id) to \(box.value)")
      for section in next.indices {
        for item in next[section].base.rows.indices
        where next[section].base.rows[item].kind == .object
          && next[section].base.rows[item].id == id
        {
          next[section].base.rows[item].variant = box.value
        }
      }
      // The shown cells show the old value until the update says so.
      spec = next
      return try apply(next, reloading: false)
    }
    let row = RowSpec(kind: .object, id: id, variant: GridBoxes.named(id).value)
    if next.isEmpty { next.append(GridSectionSpec(SectionSpec(id: nil, header: 0))) }
    let section = input.int(next.count)
    let place = input.int(next[section].base.rows.count + 1)
    next[section].base.rows.insert(row, at: place)
    history.append("insert \(row) at [\(section), \(place)]")
    return try apply(next, reloading: false)
  }

  /// Inserts an item whose `id:` is `Double.nan` (variant 0) or a
  /// never-equal model without identity (variant 1), then updates.
  private func nanIdentity(_ input: inout FuzzBytes) throws -> String? {
    var next = spec
    if next.isEmpty { next.append(GridSectionSpec(SectionSpec(id: nil, header: 0))) }
    let section = input.int(next.count)
    let place = input.int(next[section].base.rows.count + 1)
    let row = RowSpec(kind: .nanID, id: input.int(16), variant: input.int(2))
    next[section].base.rows.insert(row, at: place)
    history.append("insert \(row) at [\(section), \(place)]")
    return try apply(next, reloading: input.int(4) == 0)
  }
}

/// A call that takes an index path.
enum ExtremeOperation: Int, CaseIterable {
  case delete, insert, reload, reconfigure, moveFrom, moveTo, tap, select, scroll

  /// Sends the call with `path` to `view`.
  ///
  /// - Returns: The exception a UIKit member raised, or `nil`.
  /// - Throws: What the host's `tapItem(at:)` throws.
  @MainActor
  func send(_ path: IndexPath, to view: UICollectionView) throws -> UIKitException? {
    let first = IndexPath(item: 0, section: 0)
    if self == .tap {
      try view.tapItem(at: path)
      return nil
    }
    return UIKitException.catching {
      switch self {
      case .delete: view.performBatchUpdates { view.deleteItems(at: [path]) }
      case .insert: view.performBatchUpdates { view.insertItems(at: [path]) }
      case .reload: view.performBatchUpdates { view.reloadItems(at: [path]) }
      case .reconfigure: view.performBatchUpdates { view.reconfigureItems(at: [path]) }
      case .moveFrom: view.performBatchUpdates { view.moveItem(at: path, to: first) }
      case .moveTo: view.performBatchUpdates { view.moveItem(at: first, to: path) }
      case .tap: break
      case .select: view.selectItem(at: path, animated: false, scrollPosition: [])
      case .scroll: view.scrollToItem(at: path, at: .top, animated: false)
      }
    }
  }
}
