import CellarHost
import Foundation
import Testing

@testable import Cellar

/// A model with an identity apart from its content.
private struct Tile: Identifiable, Equatable, Sendable {
  var id: Int
  var content = 0
}

private final class TileCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Tile) { label.text = "\(model.id).\(model.content)" }
}

/// Counts the layout passes of a grid: its sections' `.section` builders
/// are asked once a pass.
@MainActor
private final class PassCounter {
  var passes = 0

  /// Three sections of 300 tiles, three a line, 120 points high; the
  /// first section's builder counts the passes.
  func sections(_ tiles: [[Tile]]) -> [GridSection] {
    tiles.enumerated().map { index, items in
      GridSection(id: index, items: items.map { Cellar.Item<TileCell>(model: $0) })
        .layout(
          .section { [weak self] _ in
            if index == 0 { self?.passes += 1 }
            let item = NSCollectionLayoutItem(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
              layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
              subitems: [item])
            return NSCollectionLayoutSection(group: group)
          })
    }
  }
}

@MainActor
@Suite("Grid: an update lays the grid out once")
struct GridLayoutPassTests {
  @Test("moved rows whose content changed, without cells, cost no second layout pass")
  func movedContentOffScreenIsOnePass() throws {
    let counter = PassCounter()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 667),
      collectionViewLayout: UICollectionViewFlowLayout())
    let grid = Grid(collectionView: view)
    let source = (0..<3).map { section in (0..<300).map { Tile(id: section * 300 + $0) } }
    // Rows that move and change, far from the viewport at the top: a
    // second stage of reconfigures that the view has no cells for.
    var target = source
    var moved = target[1].remove(at: 200)
    moved.content = 1
    target[1].insert(moved, at: 250)
    var crossing = target[2].remove(at: 280)
    crossing.content = 1
    target[1].insert(crossing, at: 260)
    target[0].remove(at: 1)
    try grid.update(with: counter.sections(source))
    counter.passes = 0
    try grid.update(with: counter.sections(target))
    #expect(counter.passes == 1)
    #expect(grid.collectionView.numberOfItems(inSection: 1) == 301)
    #expect(grid.model(forItemID: crossing.id, as: Tile.self) == crossing)
    counter.passes = 0
    try grid.update(with: counter.sections(source))
    #expect(counter.passes == 1)
  }
}

/// A note whose text has as many lines as it says.
private struct Note: Identifiable, Equatable, Sendable {
  var id: Int
  var lines = 1
}

private final class NoteCell: UICollectionViewListCell, ConfigurableCollectionCell {
  func configure(_ note: Note) {
    var content = defaultContentConfiguration()
    content.text = Array(repeating: "line", count: note.lines).joined(separator: "\n")
    contentConfiguration = content
  }
}

@MainActor
@Suite("Grid: self-sizing list rows through updates")
struct GridSelfSizingUpdateTests {
  @Test("a row that changed off screen is not kept at the size its earlier content chose")
  func offScreenContentChangeIsMeasuredAfresh() throws {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    let grid = Grid(collectionView: view)
    func list(_ notes: [Note]) -> [GridSection] {
      [
        GridSection(id: "notes", items: notes.map { Cellar.Item<NoteCell>(model: $0) })
          .layout(.list(.plain))
      ]
    }
    var notes = (0..<30).map { Note(id: $0) }
    notes[2].lines = 3
    try grid.update(with: list(notes))
    let layout = view.collectionViewLayout
    // Row 2 was shown and measured at three lines: 84 points.
    #expect(layout.layoutAttributesForItem(at: [0, 2])?.frame.height == 84)
    view.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: [0, 2]) == nil)
    // Off screen, it becomes one line: its earlier 84 points go.
    notes[2].lines = 1
    try grid.update(with: list(notes))
    #expect(layout.layoutAttributesForItem(at: [0, 2])?.frame.height == 44)
    view.setContentOffset(.zero, animated: false)
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: [0, 2])?.frame.height == 44)
    #expect(layout.layoutAttributesForItem(at: [0, 3])?.frame.minY == 132)
  }
}
