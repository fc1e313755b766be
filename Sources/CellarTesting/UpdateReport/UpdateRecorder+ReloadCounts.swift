#if !canImport(UIKit)
  import Cellar
  import Foundation

  extension UpdateRecorder {
    /// The row count of each section right after the last `reloadData`
    /// logged since the recording began, worked out backwards from the
    /// view's sections through the batches logged after it; `nil` when
    /// there is no such reload or the batches do not add up.
    ///
    /// A `reloadData` tells the log nothing of the sections it shows; with
    /// these counts the replay carries on through later batches, and the
    /// rows they keep are named from the view's sections at the end.
    ///
    /// - Complexity: O(*n* + *o* + *b* × *s*) for *n* rows, *o* operations
    ///   and *b* batches after the reload, *s* sections; O(*l*) for *l* log
    ///   entries without a reload.
    func countsAfterLastReload() -> (index: Int, rows: [Int])? {
      let range = recordedPositions
      guard let reload = range.last(where: { view.loggedReload(at: $0) }) else { return nil }
      var rows = view.recordedSections.map(\.elementIDs.count)
      for index in (reload + 1..<range.upperBound).reversed() {
        let update = view.loggedUpdate(at: index)
        if update.fellBackToReloadData { return nil }
        guard let before = Self.rowCounts(before: update.operations, after: rows) else {
          return nil
        }
        rows = before
      }
      return (reload, rows)
    }

    /// The row counts of the sections before a batch, from the counts after
    /// it (UIKit's batch semantics, as `placeSections(_:_:_:)` applies
    /// them); `nil` when they do not add up. A deleted section counts 0.
    static func rowCounts(before operations: Operations, after: [Int]) -> [Int]? {
      let oldCount = after.count - operations.sectionInserts.count + operations.sectionDeletes.count
      guard oldCount >= 0 else { return nil }
      var sources: [Int?] = Array(repeating: nil, count: after.count)
      var taken = Set(operations.sectionInserts)
      for (from, to) in operations.sectionMoves
      where after.indices.contains(to) && (0..<oldCount).contains(from) {
        sources[to] = from
        taken.insert(to)
      }
      let moved = Set(operations.sectionMoves.map(\.0))
      var kept = (0..<oldCount).filter {
        !operations.sectionDeletes.contains($0) && !moved.contains($0)
      }.makeIterator()
      for index in after.indices where !taken.contains(index) { sources[index] = kept.next() }
      var arriving = [Int: Int]()
      var leaving = [Int: Int]()
      for path in operations.rowInserts { arriving[path.section, default: 0] += 1 }
      for path in operations.rowDeletes { leaving[path.section, default: 0] += 1 }
      for (from, to) in operations.rowMoves {
        leaving[from.section, default: 0] += 1
        arriving[to.section, default: 0] += 1
      }
      var before = Array(repeating: 0, count: oldCount)
      for (index, source) in zip(after.indices, sources) {
        guard let source else { continue }
        let count = after[index] - (arriving[index] ?? 0) + (leaving[source] ?? 0)
        guard count >= 0 else { return nil }
        before[source] = count
      }
      return before
    }
  }
#endif
