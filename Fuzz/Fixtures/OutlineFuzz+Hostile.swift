import Cellar
import Foundation
import FuzzSupport

/// Hostile ids in trees (step 10 of ``OutlineFuzzDriver``), and the checks
/// of refused updates: the exact `duplicateIDs` report and nothing changed.
extension OutlineFuzzDriver {
  // MARK: The step

  /// Step 10: the mirror with hostile rows put at a place of the tree (the
  /// top of a section, or the end of a parent's children, shown or
  /// hidden), then an update:
  ///
  /// - kind 0: a row repeating an `Int` id, an ancestor's (flags bit 0)
  ///   or any row's, as a leaf or a parent (bit 1);
  /// - kinds 1, 2: a `Double.nan` or never-equal id, as a leaf or a parent
  ///   (bit 1, expanded by bit 2) of one more such row;
  /// - kind 3: a `Double` equal to a row's `Int` id;
  /// - kind 4: two salted ids of one value (equal, hashed apart), the
  ///   second at another place.
  ///
  /// A repeat must throw `duplicateIDs` naming it at its tree paths (the
  /// salted pair may pass unseen) and change nothing; a tree without one
  /// must show what a flatten of it shows, a hostile parent in its
  /// declared state. The mirror is then shown again.
  func hostileTree(_ input: inout FuzzBytes) throws -> String? {
    let kind = input.int(5)
    let place = Int(input.next())
    let source = Int(input.next())
    let flags = input.next()
    guard !sections.isEmpty else {
      history.append("hostile (no section)")
      return nil
    }
    let slots = Self.slots(sections)
    let slot = slots[place % slots.count]
    let ids = Self.rowPaths(sections).compactMap { Self.row(at: $0, in: sections)?.id }
    var next = sections
    switch kind {
    case 0:
      let ancestors = (2..<(slot.count + 1)).compactMap {
        Self.row(at: Array(slot.prefix($0)), in: sections)?.id
      }
      guard !ids.isEmpty else {
        history.append("hostile repeat (no row)")
        return nil
      }
      let id =
        flags & 1 != 0 && !ancestors.isEmpty
        ? ancestors[source % ancestors.count] : ids[source % ids.count]
      var row = OutlineRowSpec(id: id)
      if flags & 2 != 0 {
        row.children = []
        row.expanded = flags & 4 != 0
      }
      Self.insert(row, at: slot, in: &next)
    case 1, 2:
      let hostile: OutlineHostileID = kind == 1 ? .nan : .neverEqual
      var row = OutlineRowSpec(id: source % 48, hostile: hostile)
      if flags & 2 != 0 {
        row.children = [OutlineRowSpec(id: source % 48 + 1, hostile: hostile)]
        row.expanded = flags & 4 != 0
      }
      Self.insert(row, at: slot, in: &next)
    case 3:
      let id = ids.isEmpty ? source % 48 : ids[source % ids.count]
      Self.insert(OutlineRowSpec(id: id, hostile: .double), at: slot, in: &next)
    default:
      Self.insert(OutlineRowSpec(id: source % 48, hostile: .salted(1)), at: slot, in: &next)
      // A place of the tree with the first one in it.
      let others = Self.slots(next)
      let other = others[(source + Int(flags)) % others.count]
      Self.insert(OutlineRowSpec(id: source % 48, hostile: .salted(2)), at: other, in: &next)
    }
    guard Self.rowPaths(next).count <= Self.maxRows else {
      history.append("hostile (too many rows)")
      return nil
    }
    history.append("hostile tree \(next)")
    return try probe(next)
  }

  /// Updates with the hostile tree `next`, checks the outcome, and shows
  /// the mirror again.
  private func probe(_ next: [OutlineSectionSpec]) throws -> String? {
    let before = snapshot()
    let expected = Self.repeats(in: next)
    let unseen = expected.rows.filter { !($0.id.base is SaltedID) }
    do {
      try list.update(next, loader: loader)
    } catch {
      guard let error = error as? TableError, case .duplicateIDs = error,
        !expected.rows.isEmpty
      else {
        return "a hostile tree threw \(error), expected "
          + (expected.rows.isEmpty ? "no error" : "duplicateIDs")
      }
      return Self.checkRepeats(error, in: next) ?? unchanged(since: before)
    }
    if !unseen.isEmpty { return "a hostile tree with repeated ids did not throw" }
    list.layout()
    let shown = list.shownIDs.map { $0.map(Self.describe) }
    let flattened = Self.flattenDescribed(next, states: states)
    if shown != flattened { return "the hostile tree shows \(shown), a flatten \(flattened)" }
    history.append("the mirror again")
    try list.update(sections, loader: loader)
    return nil
  }

  // MARK: Refused updates

  /// What a refused update must leave as it was.
  struct Snapshot {
    var shown: [[AnyHashable?]]
    var declared: [DeclaredNode]
    var collapsible: [Bool]
    var drawing: String
    var visible: [IndexPath]
    var told: [OutlineState??]
    var offset: CGPoint
  }

  /// The list as a refused update must leave it.
  func snapshot() -> Snapshot {
    list.layout()
    let declared = list.declared
    let visible = list.visiblePaths
    return Snapshot(
      shown: list.shownIDs, declared: declared.map { DeclaredNode(id: $0.id, children: $0.rows) },
      collapsible: declared.map(\.collapsible), drawing: list.render(), visible: visible,
      told: visible.map { list.toldState(at: $0) }, offset: list.offset)
  }

  /// What changed since `before`, which a refused update must not change.
  func unchanged(since before: Snapshot) -> String? {
    let after = snapshot()
    if after.shown != before.shown { return "a failed update changed the shown rows" }
    if after.declared != before.declared || after.collapsible != before.collapsible {
      return "a failed update changed the declared sections"
    }
    if after.offset != before.offset || after.visible != before.visible {
      return "a failed update moved the view"
    }
    if after.told != before.told { return "a failed update told cells other states" }
    if after.drawing != before.drawing {
      return "a failed update changed the drawing from\n\(before.drawing)\nto\n\(after.drawing)"
    }
    return nil
  }

  /// Whether `error` names exactly the repeats of `next`, each at its tree
  /// paths, in the order first met (a salted pair may go unseen).
  static func checkRepeats(_ error: TableError, in next: [OutlineSectionSpec]) -> String? {
    guard case .duplicateIDs(let rows, let repeatedSections) = error else {
      return "expected duplicateIDs, got \(error)"
    }
    let expected = repeats(in: next)
    func same(_ reported: [TableError.DuplicateID], _ groups: [Repeat]) -> Bool {
      reported.count == groups.count
        && zip(reported, groups).allSatisfy { reported, group in
          reported.positions == group.positions
            && (reported.id == group.id
              || reported.id == AnyHashable(String(describing: group.id.base)))
        }
    }
    let seen = expected.rows.filter { !($0.id.base is SaltedID) }
    guard same(rows, expected.rows) || same(rows, seen) else {
      return "duplicateIDs named rows \(rows), expected "
        + expected.rows.map { "\($0.id) at \($0.positions)" }.joined(separator: "; ")
    }
    guard same(repeatedSections, expected.sections) else {
      return "duplicateIDs named sections \(repeatedSections), expected \(expected.sections)"
    }
    return nil
  }

  // MARK: The tree

  /// An identity met more than once, with its tree paths.
  typealias Repeat = (id: AnyHashable, positions: [IndexPath])

  /// The identities `sections` repeat, rows (at any depth, by `==` on
  /// `AnyHashable`, as a well-behaved hash would find them) and sections,
  /// each with its tree paths, in the order first met.
  static func repeats(in sections: [OutlineSectionSpec])
    -> (rows: [Repeat], sections: [Repeat])
  {
    func grouped(_ items: [(AnyHashable, IndexPath)]) -> [Repeat] {
      var groups: [Repeat] = []
      for (id, path) in items {
        if let index = groups.firstIndex(where: { $0.id == id }) {
          groups[index].positions.append(path)
        } else {
          groups.append((id, [path]))
        }
      }
      return groups.filter { $0.positions.count > 1 }
    }
    var rows: [(AnyHashable, IndexPath)] = []
    func walk(_ level: [OutlineRowSpec], _ prefix: [Int]) {
      for (index, row) in level.enumerated() {
        rows.append((AnyHashable(row.identity), IndexPath(indexes: prefix + [index])))
        walk(row.children ?? [], prefix + [index])
      }
    }
    for (index, section) in sections.enumerated() { walk(section.rows, [index]) }
    let sectionIDs = sections.enumerated().map { (AnyHashable($1.id), IndexPath(index: $0)) }
    return (grouped(rows), grouped(sectionIDs))
  }

  /// The places hostile rows can go: the top of each section, and the end
  /// of the children of each parent that is not lazy.
  static func slots(_ sections: [OutlineSectionSpec]) -> [[Int]] {
    sections.indices.map { [$0] }
      + rowPaths(sections).filter { path in
        let row = row(at: path, in: sections)
        return row?.children != nil && row?.loader == nil
      }
  }

  /// Puts `row` at `slot`: the top of section `slot[0]`, or the end of the
  /// children of the row at `slot`.
  static func insert(_ row: OutlineRowSpec, at slot: [Int], in sections: inout [OutlineSectionSpec])
  {
    guard slot.count > 1 else {
      sections[slot[0]].rows.insert(row, at: 0)
      return
    }
    modify(&sections, at: slot) { $0.children = ($0.children ?? []) + [row] }
  }

  /// An identity as the checks compare it: its description (a NaN is not
  /// equal to itself).
  static func describe(_ id: AnyHashable?) -> String {
    id.map { "\($0)" } ?? "nil"
  }

  /// The rows a naive flatten of `sections` shows, described: a node with
  /// a well-behaved id in its state (its declared one when new), one with
  /// a hostile id in its declared state.
  static func flattenDescribed(_ sections: [OutlineSectionSpec], states: [OutlineKey: Bool])
    -> [[String]]
  {
    func walk(_ rows: [OutlineRowSpec]) -> [String] {
      rows.flatMap { row -> [String] in
        let me = describe(AnyHashable(row.identity))
        guard let children = row.children else { return [me] }
        let expanded =
          row.hostile == nil ? states[.row(row.id)] ?? row.expanded : row.expanded
        return [me] + (expanded ? walk(children) : [])
      }
    }
    return sections.map { section in
      section.collapsible && states[.section(section.id)] != true ? [] : walk(section.rows)
    }
  }
}
