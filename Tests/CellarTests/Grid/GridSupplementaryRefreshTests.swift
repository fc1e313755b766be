import Cellar
import CellarTestSupport
import Foundation
import Testing

private final class TextCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}

/// A header that counts its configure calls, with an optional hook.
private final class CountingHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  nonisolated(unsafe) static var configured = 0
  nonisolated(unsafe) static var hook: (@MainActor () -> Void)?
  func configure(_ text: String) {
    CountingHeader.configured += 1
    label.text = text
    let hook = CountingHeader.hook
    CountingHeader.hook = nil
    hook?()
  }
}

/// A model that is not `Equatable`: always counts as changed.
private final class Note {
  let text: String
  init(_ text: String) { self.text = text }
}

private final class NoteFooter: UICollectionReusableView, ConfigurableSupplementaryView {
  func configure(_ note: Note) { label.text = note.text }
}

@MainActor private let headerKind = UICollectionView.elementKindSectionHeader
@MainActor private let footerKind = UICollectionView.elementKindSectionFooter

@MainActor
private func makeGrid(height: CGFloat = 100) -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  layout.headerReferenceSize = CGSize(width: 0, height: 10)
  layout.footerReferenceSize = CGSize(width: 0, height: 10)
  let grid = Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: height), collectionViewLayout: layout))
  grid.collectionView.recordsEvents = true
  return grid
}

@MainActor
private func items(_ prefix: String, _ count: Int = 3) -> [any ItemRepresentable] {
  (0..<count).map { Cellar.Item<TextCell>(model: "\(prefix)\($0)") }
}

/// The supplementary view requests and reloads the collection view made
/// since its events were last emptied.
@MainActor
private func supplementaryRequests(_ grid: Grid) -> [String] {
  grid.collectionView.events.map(\.description).filter {
    $0.hasPrefix("viewForSupplementaryElementOfKind")
      || $0.hasPrefix("didEndDisplayingSupplementaryView")
  }
}

@MainActor
@Suite("Grid headers and footers configured again in place", .serialized)
struct GridSupplementaryRefreshTests {
  @Test(
    "a changed header model of the same view type is configured in its view: same object, no reload"
  )
  func inPlace() throws {
    let grid = makeGrid()
    try grid.update(with: [
      GridSection(
        id: "s", header: .view(CountingHeader.self, model: "A"), footer: .title("f"),
        items: items("a"))
    ])
    let path = IndexPath(item: 0, section: 0)
    let header = try #require(
      grid.collectionView.supplementaryView(forElementKind: headerKind, at: path))
    let footer = try #require(
      grid.collectionView.supplementaryView(forElementKind: footerKind, at: path))
    let before = CountingHeader.configured
    grid.collectionView.removeAllEvents()
    try grid.update(with: [
      GridSection(
        id: "s", header: .view(CountingHeader.self, model: "B"), footer: .title("f"),
        items: items("a"))
    ])
    #expect(grid.collectionView.supplementaryView(forElementKind: headerKind, at: path) === header)
    #expect(grid.collectionView.supplementaryView(forElementKind: footerKind, at: path) === footer)
    #expect(header.label.text == "B")
    #expect(CountingHeader.configured == before + 1)
    #expect(supplementaryRequests(grid).isEmpty)
    // An unchanged model configures nothing.
    try grid.update(with: [
      GridSection(
        id: "s", header: .view(CountingHeader.self, model: "B"), footer: .title("f"),
        items: items("a"))
    ])
    #expect(CountingHeader.configured == before + 1)
  }

  @Test("titles and models that are not Equatable are configured in place, along with item changes")
  func inPlaceWithItemChanges() throws {
    let grid = makeGrid()
    try grid.update(with: [
      GridSection(
        id: "s", header: .title("May"), footer: .view(NoteFooter.self, model: Note("x")),
        items: items("a")),
      GridSection(id: "t", header: .title("June"), items: items("b")),
    ])
    let view = grid.collectionView
    let mayPath = IndexPath(item: 0, section: 0)
    let header = try #require(view.supplementaryView(forElementKind: headerKind, at: mayPath))
    let footer = try #require(view.supplementaryView(forElementKind: footerKind, at: mayPath))
    view.removeAllEvents()
    // Sections swap places and section s gains an item: its views move with it.
    try grid.update(with: [
      GridSection(id: "t", header: .title("June"), items: items("b")),
      GridSection(
        id: "s", header: .title("Mai"), footer: .view(NoteFooter.self, model: Note("y")),
        items: items("a", 4)),
    ])
    let newPath = IndexPath(item: 0, section: 1)
    #expect(view.supplementaryView(forElementKind: headerKind, at: newPath) === header)
    #expect(view.supplementaryView(forElementKind: footerKind, at: newPath) === footer)
    #expect(header.render(width: 40) == "Mai")
    #expect(footer.label.text == "y")
    #expect(
      !supplementaryRequests(grid).contains {
        $0.hasPrefix("viewForSupplementaryElementOfKind") && $0.hasSuffix("[1, 0]")
      })
  }

  @Test("a header whose view type changes reloads its section")
  func typeChangeReloads() throws {
    let grid = makeGrid()
    try grid.update(with: [GridSection(id: "s", header: .title("A"), items: items("a"))])
    let path = IndexPath(item: 0, section: 0)
    let old = try #require(
      grid.collectionView.supplementaryView(forElementKind: headerKind, at: path))
    grid.collectionView.removeAllEvents()
    try grid.update(with: [
      GridSection(id: "s", header: .view(CountingHeader.self, model: "A"), items: items("a"))
    ])
    let new = try #require(
      grid.collectionView.supplementaryView(forElementKind: headerKind, at: path))
    #expect(new !== old)
    #expect(new is CountingHeader)
    #expect(new.label.text == "A")
    #expect(supplementaryRequests(grid).contains("viewForSupplementaryElementOfKind [0, 0]"))
  }

  @Test("a header whose reference size changes reloads its section, with the new size")
  func sizeChangeReloads() throws {
    let grid = makeGrid()
    try grid.update(with: [GridSection(id: "s", header: .title("A"), items: items("a"))])
    grid.collectionView.removeAllEvents()
    try grid.update(with: [
      GridSection(id: "s", header: .title("B"), items: items("a"))
        .headerReferenceSize(CGSize(width: 0, height: 30))
    ])
    let path = IndexPath(item: 0, section: 0)
    let header = try #require(
      grid.collectionView.supplementaryView(forElementKind: headerKind, at: path))
    #expect(header.render(width: 40) == "B")
    #expect(header.frame.height == 30)
    #expect(supplementaryRequests(grid).contains("didEndDisplayingSupplementaryView [0, 0]"))
    #expect(supplementaryRequests(grid).contains("viewForSupplementaryElementOfKind [0, 0]"))
  }

  @Test("a header that appears or goes reloads its section")
  func appearAndGo() throws {
    let grid = makeGrid()
    try grid.update(with: [GridSection(id: "s", items: items("a"))])
    let path = IndexPath(item: 0, section: 0)
    #expect(grid.collectionView.supplementaryView(forElementKind: headerKind, at: path) == nil)
    try grid.update(with: [GridSection(id: "s", header: .title("A"), items: items("a"))])
    #expect(
      grid.collectionView.supplementaryView(forElementKind: headerKind, at: path)?.render(width: 40)
        == "A"
    )
    try grid.update(with: [GridSection(id: "s", items: items("a"))])
    #expect(grid.collectionView.supplementaryView(forElementKind: headerKind, at: path) == nil)
    #expect(
      grid.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: headerKind).isEmpty)
  }

  @Test("a changed header out of view is configured when it comes into view")
  func offScreen() throws {
    let grid = makeGrid(height: 30)
    func content(_ title: String) -> [GridSection] {
      [
        GridSection(id: "top", items: items("a", 50)),
        GridSection(id: "s", header: .view(CountingHeader.self, model: title), items: items("b")),
      ]
    }
    try grid.update(with: content("A"))
    let before = CountingHeader.configured
    try grid.update(with: content("B"))
    #expect(CountingHeader.configured == before)
    grid.collectionView.scrollToItem(
      at: IndexPath(item: 0, section: 1), at: .bottom, animated: false)
    let header = grid.collectionView.supplementaryView(
      forElementKind: headerKind, at: IndexPath(item: 0, section: 1))
    #expect(header?.label.text == "B")
  }

  @Test("an update asked for by a header configured in place is applied after the update")
  func reentrantConfigure() throws {
    let grid = makeGrid()
    try grid.update(with: [
      GridSection(id: "s", header: .view(CountingHeader.self, model: "A"), items: items("a"))
    ])
    CountingHeader.hook = { [weak grid] in
      guard let grid else { return }
      #expect(grid.sections.count == 1)
      grid += GridSection(id: "late", items: items("z", 1))
    }
    try grid.update(with: [
      GridSection(id: "s", header: .view(CountingHeader.self, model: "B"), items: items("a"))
    ])
    CountingHeader.hook = nil
    #expect(grid.sections.map(\.id) == ["s", "late"])
    #expect(
      grid.collectionView.supplementaryView(
        forElementKind: headerKind, at: IndexPath(item: 0, section: 0))?.label.text == "B")
    #expect(grid.lastError == nil)
  }
}
