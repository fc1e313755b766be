import Cellar
import CellarTestSupport
import Foundation
import Testing

/// A cell showing its model's lines, one a line.
private final class LinesCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ lines: [String]) {
    var content = UIListContentConfiguration.cell()
    content.text = lines.joined(separator: "\n")
    contentConfiguration = content
  }
}

@MainActor
private func makeGrid() -> Grid {
  Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout()))
}

@MainActor
private func notes(_ notes: [(id: Int, lines: [String])]) -> GridSection {
  GridSection(
    id: "notes",
    items: notes.map { Cellar.Item<LinesCell>(model: $0.lines, id: $0.id) }
  ).layout(.list(.plain))
}

@MainActor
private func frame(_ grid: Grid, _ item: Int) -> CGRect? {
  grid.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
}

@MainActor
@Suite("Grid: list sections size their rows to their content (spec §3.3)")
struct GridSelfSizingTests {
  @Test("a list row as tall as its lines; an update that changes the lines measures it again")
  func rowsFollowTheirContent() throws {
    let grid = makeGrid()
    try grid.update(with: [notes([(1, ["a"]), (2, ["b", "c", "d"]), (3, ["e"])])])
    grid.collectionView.layoutIfNeeded()
    #expect(frame(grid, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(frame(grid, 1) == CGRect(x: 0, y: 44, width: 390, height: 84))
    #expect(frame(grid, 2)?.minY == 128)
    // Item 2 shrinks to one line and a row is inserted before it: the
    // measurement of item 3 follows it, item 2 is measured again.
    try grid.update(with: [notes([(1, ["a"]), (4, ["x", "y"]), (2, ["b"]), (3, ["e"])])])
    grid.collectionView.layoutIfNeeded()
    #expect(frame(grid, 1) == CGRect(x: 0, y: 44, width: 390, height: 64))
    #expect(frame(grid, 2) == CGRect(x: 0, y: 108, width: 390, height: 44))
    #expect(frame(grid, 3)?.minY == 152)
    #expect(grid.collectionView.contentSize.height == 196)
  }
}
