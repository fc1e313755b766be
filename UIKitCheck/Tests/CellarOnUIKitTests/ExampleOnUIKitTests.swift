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

    @Test("the Contacts screen, written against DiffableDataSource, moves and deletes contacts")
    func contacts() async throws {
      let controller = ContactsViewController()
      let tableView = try #require(controller.view as? UITableView)
      tableView.frame = CGRect(x: 0, y: 0, width: 390, height: 2_000)
      controller.viewDidLoad()
      tableView.layoutIfNeeded()
      let dataSource = try #require(controller.dataSource)
      #expect(try dataSource.snapshot().itemIdentifiers(inSection: .favorites) == ["ada"])
      #expect(dataSource.tableView(tableView, titleForHeaderInSection: 1) == "Everyone")
      // A tap moves Alan to the favourites, through the table's delegate.
      try tableView.tapRow(at: IndexPath(row: 0, section: 1))
      #expect(try dataSource.snapshot().itemIdentifiers(inSection: .favorites) == ["ada", "alan"])
      // The apply asked for during the tap waits for the event to end.
      await settle { tableView.numberOfRows(inSection: 0) == 2 }
      #expect(tableView.numberOfRows(inSection: 0) == 2)
      // A delete from the editing control goes through `commit`.
      tableView.setEditing(true, animated: false)
      _ = try tableView.tapEditingControl(at: IndexPath(row: 0, section: 0))
      #expect(try dataSource.snapshot().itemIdentifiers(inSection: .favorites) == ["alan"])
      await settle { tableView.numberOfRows(inSection: 0) == 1 }
      #expect(tableView.numberOfRows(inSection: 0) == 1)
      #expect(controller.contacts["ada"] == nil)
    }

    @Test(
      "the Folders screen, written against DiffableDataSource, expands folders and loads their subfolders"
    )
    func folders() throws {
      let controller = FoldersViewController()
      let collectionView = try #require(controller.view as? UICollectionView)
      collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
      controller.viewDidLoad()
      collectionView.layoutIfNeeded()
      let dataSource = try #require(controller.dataSource)
      #expect(dataSource.snapshot().itemIdentifiers == ["Documents", "Pictures", "Music"])
      #expect(
        collectionView.indexPathsForVisibleSupplementaryElements(
          ofKind: UICollectionView.elementKindSectionHeader) == [IndexPath(item: 0, section: 0)])
      // A tap on Documents' disclosure loads and shows its subfolders.
      try collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0))
      collectionView.layoutIfNeeded()
      #expect(controller.loaded == ["Documents"])
      #expect(
        dataSource.snapshot().itemIdentifiers == [
          "Documents", "Documents/Taxes", "Documents/Letters", "Pictures", "Music",
        ])
      let taxes = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
      #expect((taxes as? UICollectionViewListCell)?.indentationLevel == 1)
      // Collapsed and expanded again: loaded once.
      try collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0))
      try collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0))
      #expect(controller.loaded == ["Documents"])
      #expect(dataSource.snapshot().numberOfItems == 5)
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
