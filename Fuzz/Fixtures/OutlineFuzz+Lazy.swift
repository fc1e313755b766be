import Cellar
import Foundation
import FuzzSupport

/// Lazy rows (`children(loadingWith:)`) in the outline steps: steps 8, 9
/// and 11 of ``OutlineFuzzDriver``, and the checks of loader calls and of
/// the states cells are told.
extension OutlineFuzzDriver {
  // MARK: Steps

  /// Step 8: makes a declared row lazy (its children dropped), or inserts
  /// a lazy row at the top of a section; updates.
  func declareLazy(_ input: inout FuzzBytes) throws -> String? {
    let pick = Int(input.next())
    let reply = Self.reply(&input)
    let flags = input.next()
    let expanded = flags & 1 == 1
    func lazy(_ id: Int) -> OutlineRowSpec {
      OutlineRowSpec(id: id, children: [], expanded: expanded, loader: reply)
    }
    var next = sections
    let paths = Self.rowPaths(next)
    if flags & 2 != 0 || paths.isEmpty {
      if next.isEmpty { next.append(OutlineSectionSpec(id: 100)) }
      let section = Int(flags >> 2) % next.count
      next[section].rows.insert(lazy(pick % 48), at: 0)
      history.append("insert lazy \(lazy(pick % 48)) at [\(section), 0]")
    } else {
      let path = paths[pick % paths.count]
      Self.modify(&next, at: path) { $0 = lazy($0.id) }
      history.append("make \(path) lazy: \(lazy(Self.row(at: path, in: next)?.id ?? -1))")
    }
    return try update(next)
  }

  /// Step 9: answers a lazy row with children (none, leaves or lazy rows
  /// answering later), or declares it lazy again with another reply;
  /// updates.
  func answerLazy(_ input: inout FuzzBytes) throws -> String? {
    let pick = Int(input.next())
    let what = input.next()
    let lazy = Self.rowPaths(sections).filter { Self.row(at: $0, in: sections)?.loader != nil }
    guard !lazy.isEmpty else {
      history.append("answer (no lazy row)")
      return nil
    }
    let path = lazy[pick % lazy.count]
    var next = sections
    if what & 3 == 0 {
      let reply = Self.reply(&input)
      Self.modify(&next, at: path) { $0.loader = reply }
      history.append("answer \(path): still lazy, \(reply)")
    } else {
      let children = Self.children(
        &input, count: Int(what >> 2) % 4, lazyReply: what & 0x80 != 0 ? .now([]) : .later)
      Self.modify(&next, at: path) {
        $0.loader = nil
        $0.children = children
      }
      history.append("answer \(path) with \(children)")
    }
    return try update(next)
  }

  /// Step 11: toggles a lazy row (`setExpanded`, or a tap on its
  /// disclosure when it is in view), and maybe back again with
  /// `setExpanded` in the same step (collapsed before the answer came).
  func toggleLazy(_ input: inout FuzzBytes) -> String? {
    let pick = Int(input.next())
    let flags = input.next()
    let lazy = Self.rowPaths(sections).compactMap { Self.row(at: $0, in: sections) }
      .filter { $0.loader != nil }
    guard !lazy.isEmpty else {
      history.append("toggle a lazy row (none)")
      return nil
    }
    let id = lazy[pick % lazy.count].id
    if let problem = toggleRow(id, to: flags & 1 == 1, tapping: flags & 2 != 0) {
      return problem
    }
    guard flags & 4 != 0, let state = states[.row(id)] else { return nil }
    list.clearLog()
    answers = 0
    return toggleRow(id, to: !state, tapping: false)
  }

  /// A lazy row's reply: a byte modulo 3 (later, still loading, or
  /// children now: bits 2–3 the count, then the child bytes).
  static func reply(_ input: inout FuzzBytes) -> OutlineLoaderReply {
    let byte = input.next()
    switch byte % 3 {
    case 0: return .later
    case 1: return .stillLoading
    default: return .now(children(&input, count: Int(byte >> 2) % 4, lazyReply: .now([])))
    }
  }

  /// `count` children, a byte each: bits 0–5 the id (modulo 48), bit 6
  /// lazy (replying `lazyReply`), bit 7 expanded.
  static func children(
    _ input: inout FuzzBytes, count: Int, lazyReply: OutlineLoaderReply
  ) -> [OutlineRowSpec] {
    (0..<count).map { _ in
      let byte = input.next()
      let id = Int(byte & 0x3F) % 48
      guard byte & 0x40 != 0 else { return OutlineRowSpec(id: id) }
      return OutlineRowSpec(id: id, children: [], expanded: byte & 0x80 != 0, loader: lazyReply)
    }
  }

  // MARK: Oracles

  /// Whether each lazy row's loader was called as often as the row started
  /// loading over the changes the step applied, and only while expanded.
  func checkLoads() -> String? {
    if let loadProblem { return loadProblem }
    guard loads != expectedLoads else { return nil }
    return "loaders were called \(loads.sorted { $0.key < $1.key }) times by row id, expected "
      + "\(expectedLoads.sorted { $0.key < $1.key }) (loading now: \(loading.sorted()))"
  }

  /// Whether the visible cells that record their outline state were told
  /// the mirror's: level, children, expanded, loading.
  func checkToldStates() -> String? {
    let expected = Self.shownStates(sections, states: states)
    let plain = OutlineState(level: 0, hasChildren: false, isExpanded: false)
    for path in list.visiblePaths {
      guard case .some(let told) = list.toldState(at: path) else { continue }
      let state = expected[path[0]][path[1]]
      if (told ?? plain) != state {
        return "the cell at \(path) (row \(String(describing: list.id(at: path)))) was told "
          + "\(Self.describe(told)), expected \(Self.describe(state))"
      }
    }
    return nil
  }

  static func describe(_ state: OutlineState?) -> String {
    guard let state else { return "nothing" }
    return "level \(state.level)\(state.hasChildren ? " parent" : "")"
      + "\(state.isExpanded ? " expanded" : "")\(state.isLoading ? " loading" : "")"
  }

  // MARK: The mirror

  /// The lazy rows the mirror shows expanded: those loading.
  static func loadingRows(_ sections: [OutlineSectionSpec], states: [OutlineKey: Bool])
    -> Set<Int>
  {
    var result = Set<Int>()
    func walk(_ rows: [OutlineRowSpec]) {
      for row in rows where states[.row(row.id)] == true {
        if row.loader != nil { result.insert(row.id) } else { walk(row.children ?? []) }
      }
    }
    for section in sections where !section.collapsible || states[.section(section.id)] == true {
      walk(section.rows)
    }
    return result
  }

  /// The outline state of every row the mirror shows, by section.
  static func shownStates(_ sections: [OutlineSectionSpec], states: [OutlineKey: Bool])
    -> [[OutlineState]]
  {
    func walk(_ rows: [OutlineRowSpec], _ level: Int) -> [OutlineState] {
      rows.flatMap { row -> [OutlineState] in
        guard let children = row.children else {
          return [OutlineState(level: level, hasChildren: false, isExpanded: false)]
        }
        let expanded = states[.row(row.id)] == true
        let state = OutlineState(
          level: level, hasChildren: true, isExpanded: expanded,
          isLoading: expanded && row.loader != nil)
        return [state] + (expanded ? walk(children, level + 1) : [])
      }
    }
    return sections.map { section in
      section.collapsible && states[.section(section.id)] != true ? [] : walk(section.rows, 0)
    }
  }
}

/// What a failed change restores of ``OutlineFuzzDriver``'s mirror: the
/// declared tree, the states, the rows loading and the loads due.
struct OutlineMirror {
  var parts: ([OutlineSectionSpec], [OutlineKey: Bool], Set<Int>, [Int: Int])

  init(
    _ sections: [OutlineSectionSpec], _ states: [OutlineKey: Bool], _ loading: Set<Int>,
    _ expectedLoads: [Int: Int]
  ) {
    parts = (sections, states, loading, expectedLoads)
  }
}
