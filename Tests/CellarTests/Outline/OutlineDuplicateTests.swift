import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A row titled by its id.
private func row(_ id: Int) -> Row<TitleCell> { Row<TitleCell>(model: "r\(id)", id: id) }

/// Ids are unique across the whole tree: rows under other rows, shown or
/// hidden, are checked with the rest and reported by their tree paths.
@Suite struct OutlineDuplicateTests {
  @Test("a hidden child that repeats a top-level row is reported at its tree path")
  func hiddenChildRepeatsTopRow() throws {
    let sections = [
      Section(id: "s") {
        row(1)
        row(2).children { row(3).children { row(1) } }.expanded(false)
      }
    ]
    let error = try #require(duplicateError(in: sections, walkingChildren: true))
    guard case .duplicateIDs(let rows, let duplicateSections) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(duplicateSections.isEmpty)
    #expect(rows.map(\.positions) == [[[0, 0], [0, 1, 0, 0]]])
    #expect(error.description.contains("1 at [0, 0], [0, 1, 0, 0]"))
  }

  @Test("repeats in two hidden subtrees of different sections are found, in the order met")
  func repeatsAcrossSections() throws {
    let sections = [
      Section(id: "a") {
        row(10).children {
          row(11)
          row(12)
        }
      },
      Section(id: "b") {
        row(20).children {
          row(12)
          row(11)
        }.expanded(true)
      },
    ]
    let error = try #require(duplicateError(in: sections, walkingChildren: true))
    guard case .duplicateIDs(let rows, _) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(rows.map(\.positions) == [[[0, 0, 0], [1, 0, 1]], [[0, 0, 1], [1, 0, 0]]])
  }

  @Test("a tree without repeats passes; so do equal Hashable models, which may repeat")
  func noRepeats() {
    let sections = [
      Section(id: "a") {
        row(1).children { row(2).children { row(3) } }
        Row<TitleCell>(model: "same").children([Row<TitleCell>(model: "same")])
      }
    ]
    #expect(duplicateError(in: sections, walkingChildren: true) == nil)
  }

  @Test("a repeat at the bottom of a 10,000-level chain is found without recursion")
  func deepChain() throws {
    var bottom = row(0).children { row(-1) }
    for id in 1..<10_000 { bottom = row(id).children([bottom]) }
    let sections = [
      Section(id: "deep") {
        row(-1)
        bottom
      }
    ]
    let error = try #require(duplicateError(in: sections, walkingChildren: true))
    guard case .duplicateIDs(let rows, _) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    let positions = try #require(rows.first?.positions)
    #expect(positions.first == [0, 0])
    #expect(positions.last?.count == 10_002)
    #expect(positions.last?.dropFirst().allSatisfy { $0 <= 1 } == true)
  }

  @Test("sections without children have no tree, and their repeats keep their table paths")
  func plainSections() {
    #expect(
      OutlineTree([
        Section(id: 0) {
          row(1)
          row(2)
        }
      ]) == nil)
    let error = duplicateError(in: [
      Section(id: 0) {
        row(1)
        row(1)
      }
    ])
    guard case .duplicateIDs(let rows, _) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(rows.map(\.positions) == [[[0, 0], [0, 1]]])
  }
}

/// Freeing deep trees.
@Suite struct OutlineDeallocationTests {
  @Test("a chain of 100,000 levels is freed without nested deinitializers (no stack overflow)")
  func deepChainIsFreed() {
    // Built and freed on this test's thread, whose stack is smaller than
    // the main thread's.
    var chain = Row<TitleCell>(model: "leaf", id: 100_000).anyRow
    for id in (0..<100_000).reversed() {
      chain = Row<TitleCell>(model: "n", id: id).children([chain]).anyRow
    }
    #expect(chain.children?.count == 1)
    chain = Row<TitleCell>(model: "replaced", id: -1).anyRow
    #expect(chain.children == nil)
  }
}

/// A grid cell for the repeat tests.
private final class RepeatItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) {}
}

/// Found by FuzzTable and FuzzGrid (corpus: outline-hostile-*): an update
/// whose tree hides no row has its repeats found by the differ, among the
/// shown rows, and they were reported at shown index paths (`[0, 4]`), not
/// at their tree paths (`[0, 0, 2]`).
@MainActor
@Suite struct OutlineShownRepeatTests {
  /// A tree with every parent expanded and row 1 repeated by its own
  /// child; `Double(2)` at the top repeats row 2 (`AnyHashable` makes them
  /// equal).
  private static let sections = [
    Section(id: "s") {
      Row<TitleCell>(model: "2.0", id: 2.0)
      row(1).children {
        row(10)
        row(11).children { row(12) }.expanded(true)
        row(1)
      }.expanded(true)
      row(2)
    }
  ]

  /// The repeats of ``sections`` at their tree paths.
  private static let expected: [[IndexPath]] = [[[0, 0], [0, 2]], [[0, 1], [0, 1, 2]]]

  @Test("a table reports repeats among shown rows at their tree paths, and changes nothing")
  func table() throws {
    let table = makeTable()
    try table.update(with: [Section(id: "s") { row(1).children { row(10) }.expanded(true) }])
    let error = #expect(throws: TableError.self) { try table.update(with: Self.sections) }
    guard case .duplicateIDs(let rows, let sections)? = error else {
      Issue.record("expected duplicateIDs, got \(String(describing: error))")
      return
    }
    #expect(sections.isEmpty)
    #expect(rows.map(\.positions) == Self.expected)
    #expect(shownIDs(table) == [[1, 10]])
  }

  @Test("a grid reports repeats among shown items at their tree paths, and changes nothing")
  func grid() throws {
    let grid = makeSmallGrid()
    func item(_ id: some Hashable & Sendable) -> Cellar.Item<RepeatItemCell> {
      Cellar.Item<RepeatItemCell>(model: "\(id)", id: id)
    }
    try grid.update(with: [GridSection(id: "s") { item(1).children { item(10) }.expanded(true) }])
    let error = #expect(throws: TableError.self) {
      try grid.update(with: [
        GridSection(id: "s") {
          item(2.0)
          item(1).children {
            item(10)
            item(11).children { item(12) }.expanded(true)
            item(1)
          }.expanded(true)
          item(2)
        }
      ])
    }
    guard case .duplicateIDs(let rows, _)? = error else {
      Issue.record("expected duplicateIDs, got \(String(describing: error))")
      return
    }
    #expect(rows.map(\.positions) == Self.expected)
    #expect(shownIDs(grid) == [[1, 10]])
  }
}
