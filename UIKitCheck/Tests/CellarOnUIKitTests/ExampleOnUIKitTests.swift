#if canImport(CellariOSExample)
  import Cellar
  import CellarHost
  import Foundation
  import Testing
  import UIKit

  @testable import CellariOSExample

  /// The iOS example's view controllers, loaded and used as an app would,
  /// on the facade: what compiles in Xcode also runs its first screens.
  @MainActor
  @Suite("Cellar on UIKit: the iOS example")
  struct ExampleOnUIKitTests {
    @Test("the Movies screen shows its shelves and applies its updates from a row")
    func movies() async throws {
      let controller = MoviesViewController()
      let tableView = try #require(controller.view as? UITableView)
      tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 2_000)
      tableView.layoutIfNeeded()
      #expect(tableView.numberOfSections == 1 + MovieCatalog.start.count)
      let counts = { (0..<tableView.numberOfSections).map(tableView.numberOfRows(inSection:)) }
      let before = counts()
      #expect(before.dropFirst() == MovieCatalog.start.map(\.items.count)[...])
      try tableView.tapRow(at: IndexPath(row: 1, section: 0))
      await settle { counts() != before }
      #expect(counts() != before)
      tableView.layoutIfNeeded()
      #expect(!tableView.visibleCells.isEmpty)
    }

    @Test("the Photos screen shows its months and the album row")
    func photos() throws {
      let controller = PhotosViewController()
      let collectionView = try #require(controller.view as? UICollectionView)
      collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      collectionView.layoutIfNeeded()
      #expect(collectionView.numberOfSections >= 3)
      #expect(!collectionView.visibleCells.isEmpty)
    }
  }
#endif
