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
