/// The paths ``SurvivorMap/newPaths(of:sectionTargets:deleted:inserted:moves:)``
/// maps, by old section, counting the rows that leave each section before
/// each queried row.
struct RankedQueries {
  /// Per old section, the queried rows, ascending and distinct.
  var rows: [[Int]]
  /// Per old section, at index *i*, how many leaving rows fall after
  /// queried row *i* - 1 (a leaving queried row included) and before
  /// queried row *i*.
  var leavingBefore: [[Int]]
  /// The queried rows that leave (deleted or moved).
  var gone: Set<SurvivorMap.Path> = []

  init(_ paths: [SurvivorMap.Path], sectionCount: Int) {
    rows = Array(repeating: [], count: sectionCount)
    for path in paths where rows.indices.contains(path.section) {
      rows[path.section].append(path.row)
    }
    leavingBefore = Array(repeating: [], count: sectionCount)
    for section in rows.indices where !rows[section].isEmpty {
      rows[section] = Set(rows[section]).sorted()
      leavingBefore[section] = Array(repeating: 0, count: rows[section].count + 1)
    }
  }

  /// Counts a row that leaves its section; returns whether it is queried.
  ///
  /// - Complexity: O(log *k*), for *k* queried rows in the section.
  @discardableResult
  mutating func leave(_ path: SurvivorMap.Path) -> Bool {
    guard rows.indices.contains(path.section) else { return false }
    let list = rows[path.section]
    guard !list.isEmpty else { return false }
    // The first queried row after the leaving one.
    let low = partitionPoint(count: list.count) { list[$0] <= path.row }
    leavingBefore[path.section][low] += 1
    guard low > 0, list[low - 1] == path.row else { return false }
    gone.insert(path)
    return true
  }
}

/// Places staying queried rows by their rank among the staying rows of
/// their new section, once the rows entering those sections are marked.
struct RankPlacer {
  /// Per new section with queried rows: the ranks to place, ascending.
  private var queries: [(section: Int, ranks: [(rank: Int, source: SurvivorMap.Path)])] = []
  /// For each new section, its slot in `queries`, or -1.
  private var slotOfSection: [Int]
  /// Per slot, the rows entering its section, marked.
  private var entering: [[Bool]]

  init(queries ranked: RankedQueries, sectionTargets: [Int]) {
    slotOfSection = Array(repeating: -1, count: (sectionTargets.max() ?? -1) + 1)
    for (section, rows) in ranked.rows.enumerated() where !rows.isEmpty {
      let target = sectionTargets[section]
      guard target >= 0 else { continue }
      slotOfSection[target] = queries.count
      var ranks: [(rank: Int, source: SurvivorMap.Path)] = []
      var leftBefore = 0
      for (index, row) in rows.enumerated() {
        leftBefore += ranked.leavingBefore[section][index]
        let path = SurvivorMap.Path(section: section, row: row)
        if ranked.gone.contains(path) { continue }
        ranks.append((row - leftBefore, path))
      }
      queries.append((target, ranks.sorted { $0.rank < $1.rank }))
    }
    entering = Array(repeating: [], count: queries.count)
  }

  /// Whether no staying row is queried.
  var isEmpty: Bool { queries.isEmpty }

  /// Marks a row entering its new section.
  mutating func enter(_ path: SurvivorMap.Path) {
    guard slotOfSection.indices.contains(path.section) else { return }
    let slot = slotOfSection[path.section]
    guard slot >= 0 else { return }
    if entering[slot].count <= path.row {
      entering[slot] += repeatElement(false, count: path.row + 1 - entering[slot].count)
    }
    entering[slot][path.row] = true
  }

  /// Records each queried row's new place: the row of its rank among the
  /// new section's rows that do not enter it (past the marks, none do).
  func place(into result: inout [SurvivorMap.Path: SurvivorMap.Path]) {
    for (slot, query) in queries.enumerated() {
      let marks = entering[slot]
      var next = 0
      var staying = 0
      for (row, enters) in marks.enumerated() where !enters {
        guard next < query.ranks.count else { break }
        if query.ranks[next].rank == staying {
          result[query.ranks[next].source] = SurvivorMap.Path(section: query.section, row: row)
          next += 1
        }
        staying += 1
      }
      for (rank, source) in query.ranks[next...] {
        result[source] = SurvivorMap.Path(
          section: query.section, row: marks.count + rank - staying)
      }
    }
  }
}
