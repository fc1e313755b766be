import CellarHost
import Foundation
import Testing
import UIKit

@testable import Cellar

/// A header view whose factory calls are counted.
private final class CountedBanner: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  private(set) var shown: String?
  /// Whether a factory made it (not the registered class).
  var madeByFactory = false

  func configure(_ banner: String) { shown = banner }
}

/// Paths of the UIKit backend that only it has (`Platform/Backend+UIKit.swift`):
/// header factories beside registered classes, a cell of the wrong class
/// handed back to UIKit, a grid cell class registered after its first use,
/// off-screen item reconfigures, and a control row waiting for the update
/// its handler queued on the main actor's next turn.
@MainActor
@Suite("Cellar on UIKit: the backend's own paths")
struct BackendPathsOnUIKitTests {
  /// Sections each with a `CountedBanner` header.
  private func bannerSections(_ count: Int) -> [Section] {
    (0..<count).map { index in
      Section(id: "s\(index)", header: .view(CountedBanner.self, model: "banner \(index)")) {
        Row<NameCell>(model: "row \(index)", id: index)
      }
    }
  }

  @Test(
    "a header factory registered after the class was used replaces it: the class is unregistered and new views come from the factory"
  )
  func headerFactoryAfterClass() throws {
    let (table, view) = makeUIKitTable(height: 440)
    try table.update(with: bannerSections(1))
    view.layoutIfNeeded()
    let first = try #require(view.headerView(forSection: 0) as? CountedBanner)
    #expect(!first.madeByFactory)
    #expect(first.shown == "banner 0")
    var made = 0
    table.register(CountedBanner.self) {
      made += 1
      let banner = CountedBanner(reuseIdentifier: CountedBanner.reuseIdentifier)
      banner.madeByFactory = true
      return banner
    }
    try table.update(with: bannerSections(3))
    view.layoutIfNeeded()
    let views = (0..<3).compactMap { view.headerView(forSection: $0) as? CountedBanner }
    #expect(views.map(\.shown) == ["banner 0", "banner 1", "banner 2"])
    #expect(made == 2)
    #expect(views.dropFirst().allSatisfy { $0.madeByFactory })
    #expect(table.lastError == nil)
  }

  @Test(
    "a registered class that is not the row's cell: UIKit gets the dequeued cell back, unconfigured, and the error goes to onError"
  )
  func tableCellOfTheWrongClass() throws {
    let (table, view) = makeUIKitTable()
    var reported: [any Error] = []
    table.onError = { reported.append($0) }
    table.register(PlainNameCell.self, cellClass: NameCell.self)
    try table.update { Section(id: "s") { Row<PlainNameCell>(model: "a", id: 1) } }
    view.layoutIfNeeded()
    let cell = try #require(view.cellForRow(at: rowPath(0)))
    #expect(type(of: cell) == NameCell.self)
    #expect((cell as? NameCell)?.shown == nil)
    let error = try #require(reported.first as? TableError)
    guard case .cellClassMismatch(_, _, let actual, let path) = error else {
      Issue.record("expected cellClassMismatch, got \(error)")
      return
    }
    #expect(actual.contains("NameCell"))
    #expect(path == rowPath(0))
  }

  @Test(
    "a grid cell class registered after the type's first use makes the next cells, and the shown ones stay"
  )
  func gridClassAfterFirstUse() throws {
    let grid = makeUIKitGrid(width: 30, height: 10)
    let view = grid.collectionView
    func photos(_ count: Int) -> [GridSection] {
      [
        GridSection(id: "p") {
          for id in 0..<count { Item<GridPhotoCell>(model: GridPhoto(id: id, title: "p\(id)")) }
        }
      ]
    }
    try grid.update(with: photos(2))
    view.layoutIfNeeded()
    let old = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(type(of: old) == GridPhotoCell.self)
    grid.register(GridPhotoCell.self, cellClass: GridSpecialPhotoCell.self)
    try grid.update(with: photos(3))
    view.layoutIfNeeded()
    let new = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(type(of: new) == GridSpecialPhotoCell.self)
    #expect(gridCellText(new) == "2:p2")
    #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === old)
    #expect(grid.lastError == nil)
  }

  @Test("every changed grid item is sent to reconfigureItems, on screen or not")
  func offScreenItemsReconfigured() throws {
    let grid = makeUIKitGrid(width: 10, height: 20)
    let view = grid.collectionView
    func photos(_ changed: Set<Int>) -> [GridSection] {
      [
        GridSection(id: "p") {
          for id in 0..<30 {
            Item<GridPhotoCell>(
              model: GridPhoto(id: id, title: changed.contains(id) ? "new" : "old"))
          }
        }
      ]
    }
    try grid.update(with: photos([]))
    view.layoutIfNeeded()
    try grid.update(with: photos([1, 7, 25]))
    let sent = view.updateLog.last?.operations ?? []
    let paths = [1, 7, 25].map { IndexPath(item: $0, section: 0) }
    #expect(sent.contains(.reconfigureItems(paths)), "\(sent)")
    view.setContentOffset(CGPoint(x: 0, y: 10 * 25), animated: false)
    view.layoutIfNeeded()
    #expect(gridCellText(view.cellForItem(at: IndexPath(item: 25, section: 0))) == "25:new")
  }

  @Test(
    "a switch whose handler queues an update stays as the user set it until the update, applied on the next turn, shows it"
  )
  func switchWaitsForTheQueuedUpdate() async throws {
    let (table, view) = makeUIKitTable()
    var isOn = false
    var accepts = true
    func sections() -> [Section] {
      [
        Section(id: "s") {
          SwitchRow(title: "Sounds", isOn: isOn) { [unowned table] new in
            guard accepts else { return }
            isOn = new
            try? table.update(with: sections())
          }
        }
      ]
    }
    try table.update(with: sections())
    view.layoutIfNeeded()
    let cell = try #require(view.cellForRow(at: rowPath(0)) as? SwitchCell)
    #expect(cell.toggle() == true)
    // The update is queued until the next turn; the cell is not drawn off meanwhile.
    #expect(cell.isOn)
    await settle { table.updates.isEmpty }
    view.layoutIfNeeded()
    #expect(isOn)
    #expect(cell.isOn)
    // A handler that refuses queues nothing: the switch goes back at once.
    accepts = false
    #expect(cell.toggle() == false)
    #expect(cell.isOn)
    #expect(table.lastError == nil)
  }
}
