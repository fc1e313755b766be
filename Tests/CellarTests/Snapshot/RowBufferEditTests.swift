import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// The snapshot's in-place edits of a section's rows, which move rows
/// without retaining them, against `Array`'s own `remove` and `insert`:
/// every case up to eight rows.
@MainActor
struct RowBufferEditTests {
  /// Rows `0..<count`, each with its own storage.
  private func rows(_ count: Int) -> [AnyRow] {
    (0..<count).map { AnyRow(Row<TitleCell>(model: "r\($0)", id: $0)) }
  }

  /// The storages of `rows`, in order.
  private func identities(_ rows: [AnyRow]) -> [ObjectIdentifier] {
    rows.map { ObjectIdentifier($0.storage) }
  }

  @Test("moveElement(from:to:) puts the row where remove and insert would, for every pair")
  func moveElementMatchesRemoveAndInsert() {
    for count in 1...8 {
      let original = rows(count)
      for source in 0..<count {
        for destination in 0..<count {
          var moved = original
          moved.moveElement(from: source, to: destination)
          var expected = original
          expected.insert(expected.remove(at: source), at: destination)
          #expect(
            identities(moved) == identities(expected),
            "\(count) rows, from \(source) to \(destination)")
        }
      }
    }
  }

  @Test(
    "removeElements(atOffsets:) keeps the others in order and returns the removed, for every subset"
  )
  func removeRowsMatchesFilter() {
    for count in 0...8 {
      let original = rows(count)
      for mask in 0..<(1 << count) {
        let offsets = (0..<count).filter { mask & (1 << $0) != 0 }
        var edited = original
        let removed = edited.removeElements(atOffsets: offsets)
        let kept = original.indices.filter { !offsets.contains($0) }.map { original[$0] }
        #expect(identities(edited) == identities(kept), "\(count) rows, removing \(offsets)")
        #expect(
          identities(removed) == identities(offsets.map { original[$0] }),
          "\(count) rows, removing \(offsets)")
      }
    }
  }

  @Test("Edited rows are neither leaked nor freed early: each storage is released once dropped")
  func editsBalanceReferenceCounts() {
    weak var firstRemoved: AnyRowStorage?
    weak var firstKept: AnyRowStorage?
    do {
      var edited = rows(6)
      firstKept = edited[1].storage
      edited.moveElement(from: 1, to: 4)
      let removed = edited.removeElements(atOffsets: [0, 2, 5])
      firstRemoved = removed[0].storage
      #expect(edited.count == 3)
      #expect(removed.count == 3)
      #expect(firstRemoved != nil)
      #expect(edited.contains { $0.storage === firstKept })
    }
    #expect(firstRemoved == nil)
    #expect(firstKept == nil)
  }
}
