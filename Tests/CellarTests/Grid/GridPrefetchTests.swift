import Cellar
import CellarTestSupport
import Foundation
import Testing

private final class TextCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}

/// A 100×15 viewport of 10×10 items, ten a line.
@MainActor
private func makeGrid() -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  return Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 15), collectionViewLayout: layout))
}

private func ip(_ item: Int, _ section: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

@MainActor
@Suite("Grid prefetching")
struct GridPrefetchTests {
  /// Sections a (15 items), b (5) and c (20); every item and section logs
  /// its prefetch and cancel calls.
  private func loggedSections(_ log: Box<[String]>) -> [GridSection] {
    [("a", 15), ("b", 5), ("c", 20)].map { id, count in
      var section = GridSection(
        id: id,
        items: (0..<count).map { index in
          Cellar.Item<TextCell>(model: "\(id)\(index)")
            .prefetch { model, path in log.value.append("prefetch \(model) \(path)") }
            .cancelPrefetch { model, path in log.value.append("cancel \(model) \(path)") }
        })
      section.prefetch = { paths in log.value.append("section \(id) prefetch \(paths)") }
      section.cancelPrefetch = { paths in log.value.append("section \(id) cancel \(paths)") }
      return section
    }
  }

  @Test("the grid is the prefetch data source: items, then sections, in the host's order")
  func handlersInOrder() throws {
    let log = Box<[String]>([])
    let grid = makeGrid()
    #expect(grid.collectionView.prefetchDataSource != nil)
    try grid.update(with: loggedSections(log))
    #expect(log.value.isEmpty)
    // Down 5 points: a0…a14 stay in view; the window is b0…b4, c0…c4.
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
    let window = (0..<5).map { ip($0, 1) } + (0..<5).map { ip($0, 2) }
    #expect(grid.collectionView.prefetchedIndexPaths == window)
    #expect(
      log.value
        == (0..<5).map { "prefetch b\($0) \(ip($0, 1))" }
        + (0..<5).map { "prefetch c\($0) \(ip($0, 2))" }
        + [
          "section b prefetch \(Array(window[0..<5]))", "section c prefetch \(Array(window[5...]))",
        ])
    // Back up: nothing lies before the viewport, so the whole window is cancelled.
    log.value.removeAll()
    grid.collectionView.setContentOffset(.zero, animated: false)
    #expect(
      log.value
        == (0..<5).map { "cancel b\($0) \(ip($0, 1))" }
        + (0..<5).map { "cancel c\($0) \(ip($0, 2))" }
        + ["section b cancel \(Array(window[0..<5]))", "section c cancel \(Array(window[5...]))"])
  }

  @Test("prefetching disabled calls no handler")
  func disabled() throws {
    let log = Box<[String]>([])
    let grid = makeGrid()
    grid.collectionView.isPrefetchingEnabled = false
    try grid.update(with: loggedSections(log))
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
    #expect(log.value.isEmpty)
  }

  @Test(
    "a section prefetch handler that deletes the prefetched items: applied when the scroll returns")
  func updateFromSectionPrefetch() throws {
    let grid = makeGrid()
    var calls = 0
    func content(withC: Bool) -> [GridSection] {
      var sections = [("a", 15), ("b", 5)].map { id, count in
        GridSection(id: id, items: (0..<count).map { Cellar.Item<TextCell>(model: "\(id)\($0)") })
      }
      guard withC else { return sections }
      var c = GridSection(id: "c", items: (0..<20).map { Cellar.Item<TextCell>(model: "c\($0)") })
      c.prefetch = { [weak grid] _ in
        calls += 1
        try? grid?.update(with: content(withC: false))
      }
      sections.append(c)
      return sections
    }
    try grid.update(with: content(withC: true))
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
    #expect(calls == 1)
    #expect(grid.sections.map(\.id) == ["a", "b"])
    #expect(grid.collectionView.numberOfSections == 2)
    #expect(grid.collectionView.prefetchedIndexPaths.allSatisfy { $0.section < 2 })
    #expect(grid.lastError == nil)
    // The grid scrolls on as usual.
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(grid.collectionView.indexPathsForVisibleItems.last == ip(4, 1))
  }
}

/// A reference to a value the handlers append to.
@MainActor
private final class Box<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
