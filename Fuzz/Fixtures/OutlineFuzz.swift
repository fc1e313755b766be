import Cellar
import Foundation
import FuzzSupport

/// A row of the declared tree the outline fuzz steps keep: an id, children
/// (`nil` for a leaf) and the state declared for an id the list has not met.
struct OutlineRowSpec: Equatable, CustomStringConvertible {
  var id: Int
  var children: [OutlineRowSpec]?
  var expanded = false
  /// For a row declared with `children(loadingWith:)` (its `children` are
  /// then `[]`): what its loader does when the list calls it.
  var loader: OutlineLoaderReply?
  /// For a row of a hostile probe: the identity that stands for `id`.
  var hostile: OutlineHostileID?

  var description: String {
    let name = hostile.map { "\($0)\(id)" } ?? "\(id)"
    if let loader { return "\(name)\(expanded ? "+" : "-")…\(loader)" }
    guard let children else { return name }
    return "\(name)\(expanded ? "+" : "-")(\(children.map(\.description).joined(separator: " ")))"
  }

  /// The row's identity: `id`, or the hostile identity standing for it.
  var identity: any Hashable & Sendable {
    switch hostile {
    case nil: id
    case .nan: Double.nan
    case .neverEqual: NeverEqualID(value: id)
    case .salted(let salt): SaltedID(value: id, salt: salt)
    case .double: Double(id)
    }
  }

  /// The model, the same for a table's row and a grid's item.
  var model: String { hostile.map { "h\($0)\(id)" } ?? "r\(id)" }
}

/// What the loader of a lazy row (`children(loadingWith:)`) does when the
/// list calls it.
enum OutlineLoaderReply: Equatable, CustomStringConvertible {
  /// Nothing: the app answers in a later step.
  case later
  /// An update from inside the loader that still declares the row lazy:
  /// the row stays loading, and is not asked again.
  case stillLoading
  /// An update from inside the loader that gives the row these children
  /// (none: an empty parent).
  case now([OutlineRowSpec])

  var description: String {
    switch self {
    case .later: "later"
    case .stillLoading: "still"
    case .now(let children): "now(\(children.map(\.description).joined(separator: " ")))"
    }
  }
}

/// An identity that breaks `Hashable`'s rules, for the hostile probes
/// (``OutlineFuzzDriver``, step 10).
enum OutlineHostileID: Equatable, CustomStringConvertible {
  /// `Double.nan`: not equal to itself, so never a duplicate.
  case nan
  /// An `==` that is always false (``NeverEqualID``).
  case neverEqual
  /// Equal to another of its value, hashed apart by its salt (``SaltedID``).
  case salted(Int)
  /// `Double(id)`: equal to the `Int` id as an `AnyHashable`.
  case double

  var description: String {
    switch self {
    case .nan: "nan"
    case .neverEqual: "never"
    case .salted(let salt): "salted\(salt)/"
    case .double: "double"
    }
  }
}

/// An identity whose `==` is always false, itself included; one hash for all.
struct NeverEqualID: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  static func == (lhs: NeverEqualID, rhs: NeverEqualID) -> Bool { false }
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
  var description: String { "never\(value)" }
}

/// An identity equal to any other of its value, whose hash also takes its
/// salt: equal identities hash apart.
struct SaltedID: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  var salt: Int
  static func == (lhs: SaltedID, rhs: SaltedID) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) {
    hasher.combine(value)
    hasher.combine(salt)
  }
  var description: String { "salted\(value)" }
}

/// A section of the declared tree.
struct OutlineSectionSpec: Equatable, CustomStringConvertible {
  var id: Int
  var collapsible = false
  var expanded = true
  var rows: [OutlineRowSpec] = []

  var description: String {
    "§\(id)\(collapsible ? (expanded ? "+" : "-") : "")[\(rows.map(\.description).joined(separator: " "))]"
  }
}

/// A collapsible section or a row with children, by id.
enum OutlineKey: Hashable, CustomStringConvertible {
  case section(Int)
  case row(Int)

  var description: String {
    switch self {
    case .section(let id): "section \(id)"
    case .row(let id): "row \(id)"
    }
  }
}

/// A declared row as the list answers it (its members): its id and
/// its children.
struct DeclaredNode: Equatable {
  var id: AnyHashable?
  var children: [DeclaredNode]?
}

/// What one logged change holds, as the toggle oracle reads it.
struct LoggedChange {
  var isBatch: Bool
  var fellBack: Bool
  var inserts = 0
  var deletes = 0
  var reconfigures = 0
  var others = 0

  init(kind: Headless.UpdateLogKind, fellBack: Bool, operations: [Headless.BatchOperation]) {
    isBatch = kind == .batch
    self.fellBack = fellBack
    for operation in operations {
      switch operation {
      case .insertRows(let paths, _): inserts += paths.count
      case .deleteRows(let paths, _): deletes += paths.count
      case .reconfigureRows(let paths): reconfigures += paths.count
      default: others += 1
      }
    }
  }
}

/// What a lazy row's loader tells the outline fuzz steps: the row's spec.
typealias OutlineLoader = @MainActor (OutlineRowSpec) -> Void

/// A table or a grid as the outline fuzz steps drive it.
@MainActor
protocol OutlineFuzzList: AnyObject {
  /// A new, empty list with the fuzzer's viewport.
  static func make() -> Self
  /// `update(with:)` with `sections` (each node declared with its
  /// `expanded` field); a lazy row's loader calls `loader` with the row's
  /// spec (`nil`: it does nothing).
  func update(_ sections: [OutlineSectionSpec], loader: OutlineLoader?) throws
  func setExpanded(_ isExpanded: Bool, row id: Int) -> Bool
  func setExpanded(_ isExpanded: Bool, section id: Int) -> Bool
  func isExpanded(row id: Int) -> Bool
  func isExpanded(section id: Int) -> Bool
  /// The ids of the rows the view's data source answers, by section.
  var shownIDs: [[AnyHashable?]] { get }
  /// The declared sections (`sections`), read through members.
  var declared: [(id: AnyHashable?, collapsible: Bool, rows: [DeclaredNode])] { get }
  /// The changes the view logged since the last `clearLog()`.
  var log: [LoggedChange] { get }
  func clearLog()
  /// The visible rows' index paths.
  var visiblePaths: [IndexPath] { get }
  /// Taps the row at `path` (a user's tap: a parent without an action
  /// toggles).
  func tap(_ path: IndexPath) throws
  /// Taps the disclosure of the row at `path` (a grid's cells have none:
  /// the item itself).
  func tapDisclosure(_ path: IndexPath) throws
  /// Taps the header of section `index` (the host's driver).
  func tapHeader(_ index: Int) throws
  /// Whether the view shows the header of section `index`.
  func showsHeader(_ index: Int) -> Bool
  /// The id of the shown row at `path`.
  func id(at path: IndexPath) -> AnyHashable?
  /// The outline state the cell at `path` was last told (`.some(nil)`:
  /// none yet), or `nil` when no cell there records it.
  func toldState(at path: IndexPath) -> OutlineState??
  /// Deselects every row.
  func deselectAll()
  var offset: CGPoint { get set }
  func layout()
  func render() -> String
  var lastError: (any Error)? { get }
}

/// Outline steps on their own table or grid (opcodes from `0xE0`, after
/// the flat and hostile steps): trees of rows with children, collapsible
/// sections, `setExpanded` by id, taps on parent rows, updates between
/// them, lazy rows (`children(loadingWith:)`) and hostile ids in trees; the
/// fuzzer mirrors the declared tree and every node's state.
///
/// An opcode byte from `0xE0` to `0xEF` is one of steps 0–7 (its offset
/// modulo 8), one from `0xF0` one of steps 8–11 (its offset modulo 4).
///
/// | op | step                                                      | operands                               |
/// |----|-----------------------------------------------------------|----------------------------------------|
/// | 0  | insert leaf rows at the top of a section; update          | section, count (1–3), id bytes, place  |
/// | 1  | give a declared row children (nested); update             | row (all rows), count (0–3), child bytes (bit 7: a grandchild, id byte), expanded |
/// | 2  | make a section collapsible (or not); update               | section, flags                         |
/// | 3  | `setExpanded` a row by id (from `0xF0`: an unknown id)     | parent, state                          |
/// | 4  | `setExpanded` a section by id                             | section, state                         |
/// | 5  | tap a visible row (a parent toggles)                      | visible row                            |
/// | 6  | delete a declared row (with its children) or its children; update | row, what                      |
/// | 7  | the same sections again, or a section deleted; update     | what                                   |
/// | 8  | declare a row lazy, or insert a lazy row; update          | row, reply, flags                      |
/// | 9  | answer a lazy row: children (maybe none, maybe lazy) or still lazy; update | lazy row, what, bytes |
/// | 10 | a hostile tree (a repeated id at any depth, NaN, never-equal, `Double`, salted ids); update | kind, place, source, flags |
/// | 11 | toggle a lazy row (`setExpanded` or a tap), maybe back again | lazy row, flags                      |
///
/// A lazy row's reply (what its loader does when called, step 8): a byte
/// modulo 3: nothing (the app answers in a later step, step 9), an update
/// from inside the loader that still declares it lazy, or one that gives
/// it children (count: the byte's bits 2–3; child bytes as step 9's, a
/// lazy child answering with no children from inside its own loader).
/// Step 9's child bytes: bits 0–5 the id (modulo 48), bit 6 lazy, bit 7
/// expanded.
///
/// After every step: the shown rows equal a naive recursive flatten of
/// the list's declared sections with its `isExpanded` answers, and of the
/// mirror with the mirrored states; `isExpanded` answers the mirrored
/// state of every node (an id met keeps its state across updates, a new
/// one starts as declared, one gone is forgotten); an update with a
/// repeated id (anywhere in the tree) throws `duplicateIDs` naming each
/// repeat at its tree paths and changes nothing (shown rows, declared
/// tree, states, drawing, cells); every
/// toggle that changes a shown node is one batch of only inserts or only
/// deletes (as many as the shown rows changed by) plus the parent's
/// reconfigure, and one of a hidden node or to the same state sends
/// nothing (unless a loader answered from inside: more updates then); the
/// list draws what a fresh list built from the declared
/// sections, each id seeded with its state, draws at the same offset; each
/// lazy row's loader was called as often as it started loading (shown,
/// expanded, children still to load) over the changes the step applied, and
/// only while loading; the cells that record their outline state were told
/// the mirror's (level, children, expanded, loading). A hostile tree
/// throws as a repeat must, or shows what a flatten of it shows (an
/// identity not equal to itself keeps its declared state), and the
/// mirror is shown again.
@MainActor
public final class OutlineFuzzDriver {
  /// Makes an empty list of the kind driven.
  private let makeList: () -> any OutlineFuzzList
  /// The list the steps drive.
  let list: any OutlineFuzzList
  /// The declared tree the list should hold.
  var sections: [OutlineSectionSpec] = []
  /// The state of every node of `sections`.
  var states: [OutlineKey: Bool] = [:]
  /// The lazy rows loading (shown, expanded, children still to load) as of
  /// the last change the list applied: those it asked for.
  var loading: Set<Int> = []
  /// How often each lazy row's loader must have been called this step.
  var expectedLoads: [Int: Int] = [:]
  /// How often each lazy row's loader was called this step.
  var loads: [Int: Int] = [:]
  /// A loader call that went wrong this step.
  var loadProblem: String?
  /// How many updates loaders made from inside this step.
  var answers = 0
  /// The steps run, for failure messages.
  public var history: [String] = []
  static var maxRows: Int { 40 }

  private init(_ make: @escaping () -> any OutlineFuzzList) {
    makeList = make
    list = make()
  }

  /// Outline steps on a table.
  public static func table() -> OutlineFuzzDriver { OutlineFuzzDriver { Table.make() } }

  /// Outline steps on a grid.
  public static func grid() -> OutlineFuzzDriver { OutlineFuzzDriver { Grid.make() } }

  /// The first opcode byte of the outline steps in the table and grid
  /// targets: a byte from it on is an outline step on the second list of
  /// the input. Until then such a byte was a hostile step: committed
  /// inputs that used one were rewritten to the equal opcode below `0xD5`.
  /// Until steps 8–11 came, bytes from `0xF0` were steps 0–7 too; no
  /// committed input used one.
  public static let firstOpcode: UInt8 = 0xE0

  /// Runs the outline step of opcode byte `byte` (at least
  /// ``firstOpcode``), checks the list, and moves its history lines to
  /// `history`, marked `outline:`.
  public func step(
    byte: UInt8, _ input: inout FuzzBytes, history target: inout [String]
  ) throws -> String? {
    defer {
      target += history.map { "outline: \($0)" }
      history = []
    }
    let offset = Int(byte - Self.firstOpcode)
    return try step(offset < 16 ? offset % 8 : 8 + offset % 4, &input)
  }

  /// Runs outline step `opcode` and checks the list.
  public func step(_ opcode: Int, _ input: inout FuzzBytes) throws -> String? {
    list.layout()
    list.clearLog()
    expectedLoads = [:]
    loads = [:]
    loadProblem = nil
    answers = 0
    let problem: String?
    switch opcode {
    case 0:
      var next = sections
      if next.isEmpty { next.append(OutlineSectionSpec(id: 100)) }
      let section = input.int(next.count)
      let count = 1 + input.int(3)
      let rows = (0..<count).map { _ in OutlineRowSpec(id: input.int(48)) }
      let place = input.int(next[section].rows.count + 1)
      next[section].rows.insert(contentsOf: rows, at: place)
      history.append("insert \(rows) at [\(section), \(place)]")
      problem = try update(next)
    case 1:
      var next = sections
      let pick = Int(input.next())
      let count = input.int(4)
      var children: [OutlineRowSpec] = []
      for _ in 0..<count {
        let byte = input.next()
        var child = OutlineRowSpec(id: Int(byte & 0x7F) % 48)
        if byte & 0x80 != 0 {
          child.children = [OutlineRowSpec(id: input.int(48))]
          child.expanded = byte & 1 == 1
        }
        children.append(child)
      }
      let expanded = input.next() & 1 == 1
      let paths = Self.rowPaths(next)
      guard !paths.isEmpty else {
        history.append("children (no row)")
        return nil
      }
      let path = paths[pick % paths.count]
      Self.modify(&next, at: path) {
        $0.children = ($0.children ?? []) + children
        $0.expanded = expanded
        $0.loader = nil
      }
      history.append("children \(children) \(expanded ? "+" : "-") to \(path)")
      problem = try update(next)
    case 2:
      var next = sections
      let byte = input.next()
      let flags = input.next()
      if next.isEmpty || flags & 0x80 != 0 {
        next.append(OutlineSectionSpec(id: 100 + Int(byte) % 6))
      }
      let index = Int(byte) % next.count
      next[index].collapsible = flags & 2 == 0
      next[index].expanded = flags & 1 == 1
      history.append(
        "section \(index) collapsible \(next[index].collapsible) \(next[index].expanded)")
      problem = try update(next)
    case 3:
      let byte = input.next()
      let flags = input.next()
      let state = flags & 1 == 1
      let parents = Self.rowPaths(sections).compactMap { Self.row(at: $0, in: sections) }
        .filter { $0.children != nil }
      let id = byte >= 0xF0 || parents.isEmpty ? 999 : parents[Int(byte) % parents.count].id
      problem = toggleRow(id, to: state, tapping: flags & 2 != 0)
    case 4:
      let byte = input.next()
      let flags = input.next()
      let state = flags & 1 == 1
      let index = sections.isEmpty ? 0 : Int(byte) % sections.count
      let id = sections.isEmpty ? 100 : sections[index].id
      // Bit 1: the user taps the section's header, when it is in view.
      list.layout()
      if flags & 2 != 0, !sections.isEmpty, list.showsHeader(index) {
        history.append("tap the header of section \(index) (\(id))")
        if let known = states[.section(id)] {
          problem = toggle(.section(id), to: !known) {
            (try? self.list.tapHeader(index)) != nil
          }
        } else {
          let before = list.shownIDs
          try list.tapHeader(index)
          list.layout()
          problem =
            list.shownIDs != before || !list.log.isEmpty
            ? "a tap on the header of a section that is not collapsible changed the view" : nil
        }
      } else {
        history.append("setExpanded(\(state), section: \(id))")
        problem = toggle(.section(id), to: state) { self.list.setExpanded(state, section: id) }
      }
    case 5:
      let visible = list.visiblePaths
      let pick = input.int(max(1, visible.count))
      guard !visible.isEmpty else {
        history.append("tap (none visible)")
        return nil
      }
      let path = visible[pick]
      guard let id = list.id(at: path) as? Int else { return "the row at \(path) has no Int id" }
      history.append("tap \(path) (row \(id))")
      if let state = states[.row(id)] {
        problem = toggle(.row(id), to: !state) {
          do {
            try self.list.tap(path)
          } catch {
            return false
          }
          return true
        }
      } else {
        try list.tap(path)
        problem = list.log.isEmpty ? nil : "a tap on a leaf changed the view: \(list.log.count)"
      }
      list.deselectAll()
    case 6:
      var next = sections
      let pick = Int(input.next())
      let what = input.next()
      let paths = Self.rowPaths(next)
      guard !paths.isEmpty else {
        history.append("delete (no row)")
        return nil
      }
      let path = paths[pick % paths.count]
      if what & 1 == 1 {
        Self.modify(&next, at: path) {
          $0.children = what & 2 == 0 ? nil : []
          $0.loader = nil
        }
        history.append("remove the children of \(path)")
      } else {
        Self.remove(&next, at: path)
        history.append("delete \(path)")
      }
      problem = try update(next)
    case 7:
      var next = sections
      if input.next() & 1 == 1, !next.isEmpty {
        let index = input.int(next.count)
        next.remove(at: index)
        history.append("delete section \(index)")
      } else {
        _ = input.next()
        history.append("the same sections again")
      }
      problem = try update(next)
    case 8: problem = try declareLazy(&input)
    case 9: problem = try answerLazy(&input)
    case 10: problem = try hostileTree(&input)
    default: problem = toggleLazy(&input)
    }
    if let problem { return problem }
    forgetUnseen()
    return try check()
  }

  /// Toggles row `id` to `state` with `setExpanded`, or (`tapping`) flips
  /// it with a tap on its disclosure when it is in view; checks the toggle.
  func toggleRow(_ id: Int, to state: Bool, tapping: Bool) -> String? {
    list.layout()
    if tapping, let known = states[.row(id)],
      let path = list.visiblePaths.first(where: { list.id(at: $0) == AnyHashable(id) })
    {
      history.append("tap the disclosure of \(path) (row \(id))")
      defer { list.deselectAll() }
      return toggle(.row(id), to: !known) {
        (try? self.list.tapDisclosure(path)) != nil
      }
    }
    history.append("setExpanded(\(state), row: \(id))")
    return toggle(.row(id), to: state) { self.list.setExpanded(state, row: id) }
  }

  // MARK: Updates and toggles

  /// Applies `next`, or checks that it throws and changes nothing.
  func update(_ next: [OutlineSectionSpec]) throws -> String? {
    guard Self.rowPaths(next).count <= Self.maxRows else {
      history.append("(too many rows)")
      return nil
    }
    let before = snapshot()
    let repeats = Self.hasRepeats(next)
    // The mirror moves first: a loader called during the update answers
    // from it.
    let saved = mirror
    commit(next)
    do {
      try list.update(next, loader: loader)
    } catch {
      mirror = saved
      guard repeats, let error = error as? TableError, case .duplicateIDs = error else {
        return "update threw \(error)" + (repeats ? "" : ", expected no error")
      }
      return Self.checkRepeats(error, in: next) ?? unchanged(since: before)
    }
    if repeats { return "an update with a repeated id did not throw" }
    return nil
  }

  /// The mirror: what a failed change restores.
  var mirror: OutlineMirror {
    get { OutlineMirror(sections, states, loading, expectedLoads) }
    set { (sections, states, loading, expectedLoads) = newValue.parts }
  }

  /// Takes `next` as the declared tree the list applies: ids met keep
  /// their state, new ones start as declared (ids gone are forgotten when
  /// the list is idle again, ``forgetUnseen()``), and the lazy rows that
  /// start loading with it are due to be asked.
  func commit(_ next: [OutlineSectionSpec]) {
    sections = next
    for (key, initial) in Self.nodes(next) where states[key] == nil { states[key] = initial }
    expectLoads()
  }

  /// Counts a call due for each lazy row that starts loading with the
  /// mirror as it is now, a change the list applies.
  func expectLoads() {
    let now = Self.loadingRows(sections, states: states)
    for id in now.subtracting(loading) { expectedLoads[id, default: 0] += 1 }
    loading = now
  }

  /// Forgets the states of ids no longer in the tree (the list forgets
  /// them when its queue is idle, after the step).
  func forgetUnseen() {
    let live = Set(Self.nodes(sections).map(\.0))
    states = states.filter { live.contains($0.key) }
  }

  /// The loader the list's lazy rows call: ``loaderCalled(_:)``, without
  /// keeping the driver alive (the list it owns keeps the rows).
  var loader: OutlineLoader { { [weak self] in self?.loaderCalled($0) } }

  /// What a lazy row's loader does: counts the call, checks that the row
  /// is expanded in the list, and answers as the row's spec says (from
  /// inside the callback: the list queues the update).
  func loaderCalled(_ spec: OutlineRowSpec) {
    loads[spec.id, default: 0] += 1
    if !list.isExpanded(row: spec.id) {
      loadProblem = loadProblem ?? "the loader of \(spec.id) was called while it is collapsed"
    }
    var next = sections
    switch spec.loader {
    case nil, .later?: return
    case .stillLoading?: break
    case .now(let children)?:
      guard
        let path = Self.rowPaths(next).first(where: { Self.row(at: $0, in: next)?.id == spec.id }),
        Self.row(at: path, in: next)?.loader != nil
      else { return }
      Self.modify(&next, at: path) {
        $0.loader = nil
        $0.children = children
      }
    }
    guard Self.rowPaths(next).count <= Self.maxRows else { return }
    let repeats = Self.hasRepeats(next)
    history.append("the loader of \(spec.id) answers \(spec.loader.map { "\($0)" } ?? "")")
    let saved = mirror
    commit(next)
    do {
      try list.update(next, loader: loader)
      answers += 1
      if repeats { loadProblem = loadProblem ?? "an answer with a repeated id did not throw" }
    } catch {
      mirror = saved
      guard repeats, let error = error as? TableError, case .duplicateIDs = error else {
        loadProblem = loadProblem ?? "an answer from inside the loader threw \(error)"
        return
      }
      if let problem = Self.checkRepeats(error, in: next) { loadProblem = loadProblem ?? problem }
    }
  }

  /// Runs `body`, a toggle of `key` to `state`, and checks its result and
  /// the batch it sent.
  private func toggle(_ key: OutlineKey, to state: Bool, _ body: () -> Bool) -> String? {
    let before = list.shownIDs
    let shownBefore = isShown(key)
    // Only a displayed parent's cell is reconfigured (the executor skips
    // rows without a cell).
    let parentDisplayed: Bool
    if case .row(let id) = key {
      list.layout()
      parentDisplayed = list.visiblePaths.contains { list.id(at: $0) == AnyHashable(id) }
    } else {
      parentDisplayed = false
    }
    let known = states[key]
    // The mirror moves first: a loader called during the toggle answers
    // from it.
    let saved = mirror
    if known != nil {
      states[key] = state
      expectLoads()
    }
    let accepted = body()
    list.layout()
    guard let known else {
      if accepted { return "setExpanded of \(key), which is not a node, returned true" }
      if list.shownIDs != before { return "a refused toggle changed the shown rows" }
      return list.log.isEmpty ? nil : "a refused toggle logged \(list.log.count) changes"
    }
    if !accepted {
      mirror = saved
      return "setExpanded of \(key) returned false: \(String(describing: list.lastError))"
    }
    // Loaders that answered from inside made more updates: the checks
    // after the step cover them.
    if answers > 0 { return nil }
    let after = list.shownIDs
    let delta = after.map(\.count).reduce(0, +) - before.map(\.count).reduce(0, +)
    let log = list.log
    guard known != state, shownBefore else {
      if after != before { return "a toggle of a hidden node or to its state changed the rows" }
      return log.isEmpty ? nil : "a toggle of a hidden node or to its state logged \(log.count)"
    }
    if log.isEmpty && delta == 0 && !parentDisplayed { return nil }
    guard log.count == 1, let change = log.first else {
      return "the toggle of \(key) logged \(log.count) changes"
    }
    guard change.isBatch, !change.fellBack, change.others == 0,
      change.inserts == max(delta, 0), change.deletes == max(-delta, 0),
      change.reconfigures == (parentDisplayed ? 1 : 0)
    else {
      return "the toggle of \(key) sent \(change) for \(delta) rows"
    }
    return nil
  }

  /// Whether a node's rows would be shown under it: a section always; a
  /// row while it is shown.
  private func isShown(_ key: OutlineKey) -> Bool {
    switch key {
    case .section: return true
    case .row(let id): return list.shownIDs.contains { $0.contains(AnyHashable(id)) }
    }
  }

  // MARK: Oracles

  /// The checks after every outline step.
  private func check() throws -> String? {
    list.layout()
    let shown = list.shownIDs
    // The list's declared sections, flattened with its own answers.
    let declared = list.declared
    if declared.map({ $0.id }) != sections.map({ AnyHashable($0.id) }) {
      return "declared sections \(declared.map(\.id)), expected \(sections)"
    }
    let fromList = declared.map { section -> [AnyHashable?] in
      guard let id = section.id as? Int else { return [] }
      guard !section.collapsible || list.isExpanded(section: id) else { return [] }
      return Self.flatten(section.rows) { self.list.isExpanded(row: $0) }
    }
    if shown != fromList {
      return "shown \(shown), a flatten of the declared sections with isExpanded \(fromList)"
    }
    // The mirror, flattened with the mirrored states.
    let mirror = Self.flatten(sections, states: states)
    if shown != mirror { return "shown \(shown), expected \(mirror) from \(sections) \(states)" }
    for (key, state) in states {
      let answer =
        switch key {
        case .section(let id): list.isExpanded(section: id)
        case .row(let id): list.isExpanded(row: id)
        }
      if answer != state { return "isExpanded(\(key)) is \(answer), expected \(state)" }
    }
    if let problem = checkLoads() ?? checkToldStates() { return problem }
    // A fresh list with each id's state declared draws the same.
    let fresh = makeList()
    try fresh.update(Self.seeded(sections, states: states), loader: nil)
    fresh.layout()
    if fresh.shownIDs != shown { return "a fresh list shows \(fresh.shownIDs), this one \(shown)" }
    fresh.offset = list.offset
    fresh.layout()
    let (mine, theirs) = (list.render(), fresh.render())
    if mine != theirs {
      return "draws\n\(mine)\nwhere a fresh list with the same states draws\n\(theirs)"
    }
    return nil
  }

  /// `sections` with each node's state as its declared one.
  static func seeded(_ sections: [OutlineSectionSpec], states: [OutlineKey: Bool])
    -> [OutlineSectionSpec]
  {
    func seed(_ rows: [OutlineRowSpec]) -> [OutlineRowSpec] {
      rows.map { row in
        var row = row
        if let children = row.children {
          row.children = seed(children)
          row.expanded = states[.row(row.id)] ?? row.expanded
        }
        return row
      }
    }
    return sections.map { section in
      var section = section
      section.rows = seed(section.rows)
      if section.collapsible { section.expanded = states[.section(section.id)] ?? true }
      return section
    }
  }

  /// The rows a naive recursive flatten of declared nodes shows.
  static func flatten(_ rows: [DeclaredNode], isExpanded: (Int) -> Bool) -> [AnyHashable?] {
    var shown: [AnyHashable?] = []
    for row in rows {
      shown.append(row.id)
      if let children = row.children, let id = row.id as? Int, isExpanded(id) {
        shown += flatten(children, isExpanded: isExpanded)
      }
    }
    return shown
  }

  /// The rows the mirror shows.
  static func flatten(_ sections: [OutlineSectionSpec], states: [OutlineKey: Bool])
    -> [[AnyHashable?]]
  {
    func walk(_ rows: [OutlineRowSpec]) -> [AnyHashable?] {
      rows.flatMap { row -> [AnyHashable?] in
        guard let children = row.children, states[.row(row.id)] == true else {
          return [AnyHashable(row.id)]
        }
        return [AnyHashable(row.id)] + walk(children)
      }
    }
    return sections.map { section in
      section.collapsible && states[.section(section.id)] != true ? [] : walk(section.rows)
    }
  }

  // MARK: The tree

  /// Every node of `sections` with its declared state.
  static func nodes(_ sections: [OutlineSectionSpec]) -> [(OutlineKey, Bool)] {
    var result: [(OutlineKey, Bool)] = []
    func walk(_ rows: [OutlineRowSpec]) {
      for row in rows {
        guard let children = row.children else { continue }
        result.append((.row(row.id), row.expanded))
        walk(children)
      }
    }
    for section in sections {
      if section.collapsible { result.append((.section(section.id), section.expanded)) }
      walk(section.rows)
    }
    return result
  }

  /// Whether a row id or a section id is used twice.
  static func hasRepeats(_ sections: [OutlineSectionSpec]) -> Bool {
    var rows = Set<Int>()
    var repeated = false
    func walk(_ level: [OutlineRowSpec]) {
      for row in level {
        if !rows.insert(row.id).inserted { repeated = true }
        walk(row.children ?? [])
      }
    }
    for section in sections { walk(section.rows) }
    return repeated || Set(sections.map(\.id)).count != sections.count
  }

  /// The tree paths of every declared row, depth first: the section, then
  /// the index at each level.
  static func rowPaths(_ sections: [OutlineSectionSpec]) -> [[Int]] {
    var result: [[Int]] = []
    func walk(_ rows: [OutlineRowSpec], _ prefix: [Int]) {
      for (index, row) in rows.enumerated() {
        result.append(prefix + [index])
        walk(row.children ?? [], prefix + [index])
      }
    }
    for (index, section) in sections.enumerated() { walk(section.rows, [index]) }
    return result
  }

  static func row(at path: [Int], in sections: [OutlineSectionSpec]) -> OutlineRowSpec? {
    var rows = sections[path[0]].rows
    for index in path.dropFirst().dropLast() { rows = rows[index].children ?? [] }
    return rows[path[path.count - 1]]
  }

  static func modify(
    _ sections: inout [OutlineSectionSpec], at path: [Int], _ body: (inout OutlineRowSpec) -> Void
  ) {
    func change(_ rows: inout [OutlineRowSpec], _ rest: ArraySlice<Int>) {
      let index = rest[rest.startIndex]
      if rest.count == 1 {
        body(&rows[index])
      } else {
        var children = rows[index].children ?? []
        change(&children, rest.dropFirst())
        rows[index].children = children
      }
    }
    change(&sections[path[0]].rows, path.dropFirst())
  }

  static func remove(_ sections: inout [OutlineSectionSpec], at path: [Int]) {
    guard path.count > 2 else {
      sections[path[0]].rows.remove(at: path[1])
      return
    }
    modify(&sections, at: Array(path.dropLast())) { $0.children?.remove(at: path[path.count - 1]) }
  }
}

// MARK: The table

/// A table cell for the outline steps (no hooks: the flat steps' callbacks
/// stay out of them), with Cellar's default `configureOutline(_:)`: rows
/// with an even id.
final class OutlineFuzzCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) { textLabel?.text = model }
}

/// A table cell for the rows with an odd id: it records the outline state
/// it is told, and shows a disclosure of its own (Cellar's default is
/// internal) that toggles through ``OutlineState/toggle()``.
final class OutlineFuzzRecordingCell: UITableViewCell, ConfigurableCell {
  /// The state last told.
  private(set) var told: OutlineState?
  private let disclosure = OutlineFuzzDisclosure()

  func configure(_ model: String) { textLabel?.text = model }

  func configureOutline(_ state: OutlineState) {
    told = state
    indentationLevel = state.level
    disclosure.show(state)
    accessoryView = state.hasChildren ? disclosure : nil
  }
}

/// The disclosure of ``OutlineFuzzRecordingCell``: `▸`, `▾` or `…`.
final class OutlineFuzzDisclosure: UIControl {
  private let glyph = UILabel(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
  private var state: OutlineState?

  init() {
    super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
    addSubview(glyph)
    addAction(UIAction { [weak self] _ in self?.state?.toggle() }, for: .touchUpInside)
  }

  required init?(coder: NSCoder) { nil }

  func show(_ state: OutlineState) {
    self.state = state
    glyph.text = state.isLoading ? "…" : state.isExpanded ? "▾" : "▸"
  }
}

extension Row where Cell.Model == String {
  /// The row `spec` declares, with `children` made of its children.
  @MainActor
  fileprivate static func outline(
    _ spec: OutlineRowSpec, loader: OutlineLoader?, children: ([OutlineRowSpec]) -> [AnyRow]
  ) -> AnyRow {
    let row = Row(model: spec.model, id: spec.identity)
    if spec.loader != nil {
      return row.children(loadingWith: { _ in loader?(spec) }).expanded(spec.expanded).anyRow
    }
    guard let nodes = spec.children else { return row.anyRow }
    return row.children(children(nodes)).expanded(spec.expanded).anyRow
  }
}

extension Table: OutlineFuzzList {
  static func make() -> Table { TableCheck.makeTable() }

  func update(_ sections: [OutlineSectionSpec], loader: OutlineLoader?) throws {
    func rows(_ specs: [OutlineRowSpec]) -> [AnyRow] {
      specs.map { spec in
        spec.hostile == nil && spec.id % 2 == 1
          ? Row<OutlineFuzzRecordingCell>.outline(spec, loader: loader, children: rows)
          : Row<OutlineFuzzCell>.outline(spec, loader: loader, children: rows)
      }
    }
    try update(
      with: sections.map { spec in
        let section = Section(id: spec.id, header: "s\(spec.id)", rows: rows(spec.rows))
        return spec.collapsible ? section.collapsible(expanded: spec.expanded) : section
      })
  }

  func setExpanded(_ isExpanded: Bool, row id: Int) -> Bool {
    setExpanded(isExpanded, row: id, animation: .automatic)
  }

  func setExpanded(_ isExpanded: Bool, section id: Int) -> Bool {
    setExpanded(isExpanded, section: id, animation: .automatic)
  }

  func isExpanded(row id: Int) -> Bool { isExpanded(row: AnyHashable(id)) }
  func isExpanded(section id: Int) -> Bool { isExpanded(section: AnyHashable(id)) }

  var shownIDs: [[AnyHashable?]] {
    (0..<tableView.numberOfSections).map { section in
      (0..<tableView.numberOfRows(inSection: section)).map {
        row(at: IndexPath(row: $0, section: section))?.id
      }
    }
  }

  var declared: [(id: AnyHashable?, collapsible: Bool, rows: [DeclaredNode])] {
    func nodes(_ rows: [AnyRow]) -> [DeclaredNode] {
      rows.map { DeclaredNode(id: $0.id, children: $0.children.map(nodes)) }
    }
    return sections.map { ($0.id, $0.isCollapsible, nodes($0.rows)) }
  }

  var log: [LoggedChange] {
    tableView.updateLog.map {
      LoggedChange(kind: $0.kind, fellBack: $0.fellBackToReloadData, operations: $0.operations)
    }
  }

  func clearLog() { tableView.clearUpdateLog() }
  var visiblePaths: [IndexPath] { tableView.indexPathsForVisibleRows ?? [] }
  func tap(_ path: IndexPath) throws { try tableView.tapRow(at: path) }
  func tapDisclosure(_ path: IndexPath) throws { try tableView.tapAccessoryView(at: path) }
  func tapHeader(_ index: Int) throws { try tableView.tapHeader(inSection: index) }
  func showsHeader(_ index: Int) -> Bool { tableView.headerView(forSection: index) != nil }
  func id(at path: IndexPath) -> AnyHashable? { row(at: path)?.id }

  func toldState(at path: IndexPath) -> OutlineState?? {
    (tableView.cellForRow(at: path) as? OutlineFuzzRecordingCell).map(\.told)
  }

  func deselectAll() {
    for path in tableView.indexPathsForSelectedRows ?? [] {
      tableView.deselectRow(at: path, animated: false)
    }
  }

  var offset: CGPoint {
    get { tableView.contentOffset }
    set { tableView.setContentOffset(newValue, animated: false) }
  }

  func layout() { tableView.layoutIfNeeded() }
  func render() -> String { tableView.render() }
}

// MARK: The grid

/// A grid cell for the outline steps: it records the outline state it is
/// told (the default does nothing).
final class OutlineFuzzItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  /// The state last told.
  private(set) var told: OutlineState?

  func configure(_ model: String) { label.text = model }
  func configureOutline(_ state: OutlineState) { told = state }
}

extension Grid: OutlineFuzzList {
  static func make() -> Grid { GridDriver.makeGrid() }

  func update(_ sections: [OutlineSectionSpec], loader: OutlineLoader?) throws {
    func items(_ specs: [OutlineRowSpec]) -> [AnyItem] {
      specs.map { spec in
        let item = Cellar.Item<OutlineFuzzItemCell>(model: spec.model, id: spec.identity)
        if spec.loader != nil {
          return AnyItem(
            item.children(loadingWith: { _ in loader?(spec) }).expanded(spec.expanded))
        }
        guard let children = spec.children else { return AnyItem(item) }
        return AnyItem(item.children(items(children)).expanded(spec.expanded))
      }
    }
    try update(
      with: sections.map { spec in
        let section = GridSection(
          id: spec.id, header: .title("s\(spec.id)"), items: items(spec.rows)
        )
        .headerReferenceSize(CGSize(width: 0, height: 10))
        return spec.collapsible ? section.collapsible(expanded: spec.expanded) : section
      })
  }

  func setExpanded(_ isExpanded: Bool, row id: Int) -> Bool {
    setExpanded(isExpanded, item: id, animation: .automatic)
  }

  func setExpanded(_ isExpanded: Bool, section id: Int) -> Bool {
    setExpanded(isExpanded, section: id, animation: .automatic)
  }

  func isExpanded(row id: Int) -> Bool { isExpanded(item: AnyHashable(id)) }
  func isExpanded(section id: Int) -> Bool { isExpanded(section: AnyHashable(id)) }

  var shownIDs: [[AnyHashable?]] {
    (0..<collectionView.numberOfSections).map { section in
      (0..<collectionView.numberOfItems(inSection: section)).map {
        item(at: IndexPath(item: $0, section: section))?.id
      }
    }
  }

  var declared: [(id: AnyHashable?, collapsible: Bool, rows: [DeclaredNode])] {
    func nodes(_ items: [AnyItem]) -> [DeclaredNode] {
      items.map { DeclaredNode(id: $0.id, children: $0.children.map(nodes)) }
    }
    return sections.map { ($0.id, $0.isCollapsible, nodes($0.items)) }
  }

  var log: [LoggedChange] {
    collectionView.updateLog.map {
      LoggedChange(kind: $0.kind, fellBack: $0.fellBackToReloadData, operations: $0.operations)
    }
  }

  func clearLog() { collectionView.clearUpdateLog() }

  var visiblePaths: [IndexPath] {
    collectionView.indexPathsForVisibleItems.sorted()
  }

  func tap(_ path: IndexPath) throws { try collectionView.tapItem(at: path) }
  func tapDisclosure(_ path: IndexPath) throws { try collectionView.tapItem(at: path) }
  func tapHeader(_ index: Int) throws {
    try collectionView.tapSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: index))
  }
  func showsHeader(_ index: Int) -> Bool {
    collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: index)) != nil
  }
  func id(at path: IndexPath) -> AnyHashable? { item(at: path)?.id }

  func toldState(at path: IndexPath) -> OutlineState?? {
    (collectionView.cellForItem(at: path) as? OutlineFuzzItemCell).map(\.told)
  }

  func deselectAll() {
    for path in collectionView.indexPathsForSelectedItems ?? [] {
      collectionView.deselectItem(at: path, animated: false)
    }
  }

  var offset: CGPoint {
    get { collectionView.contentOffset }
    set { collectionView.setContentOffset(newValue, animated: false) }
  }

  func layout() { collectionView.layoutIfNeeded() }
  func render() -> String { collectionView.render() }
}
