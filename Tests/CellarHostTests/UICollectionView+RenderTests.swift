import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

@MainActor
@Suite struct UICollectionViewRenderTests {
  @Test("views at the same place are drawn in index-path order, not in hash order")
  func coincidentViews() throws {
    // A bottom inset that cancels the line's height stacks every
    // one-item section at y = 0: five cells at the same frame.
    let source = GridSource([1, 1, 1, 1, 1])
    let grid = makeGrid(source)
    grid.flowLayout?.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: -100, right: 0)
    grid.layoutIfNeeded()
    let frames = Set(grid.visibleCells.map(\.frame))
    #expect(frames.count == 1 && grid.visibleCells.count == 5, "\(frames)")
    let drawn = grid.render()
    let order = drawn.split(separator: "[").map { $0.prefix(3) }
    #expect(order == ["0.0", "1.0", "2.0", "3.0", "4.0"], "\(drawn)")
  }
}
