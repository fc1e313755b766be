import Cellar
import UIKit

/// An outline written as a `UICollectionViewDiffableDataSource` app writes
/// one, on Cellar's `DiffableDataSource`: a section snapshot of folders in
/// a sidebar list, a header from the supplementary view provider, and
/// subfolders loaded when the user first expands a folder
/// (`snapshotForExpandingParent`).
///
/// One difference from UIKit: the outline disclosure calls
/// `toggleExpansion(of:)` from its handler (UIKit's own data source toggles
/// a disclosure without a handler, by private means).
final class FoldersViewController: UIViewController {
  enum Section: Hashable, Sendable {
    case folders
  }

  /// The folders, by path; a folder's subfolders are loaded on first use.
  static let tree: [String: [String]] = [
    "": ["Documents", "Pictures", "Music"],
    "Documents": ["Documents/Taxes", "Documents/Letters"],
    "Documents/Taxes": ["Documents/Taxes/2025"],
    "Pictures": ["Pictures/Holidays"],
  ]

  private(set) var dataSource: DiffableDataSource<Section, String>?
  /// The folders whose subfolders were loaded, in order.
  private(set) var loaded: [String] = []

  override func loadView() {
    var list = UICollectionLayoutListConfiguration(appearance: .sidebar)
    list.headerMode = .supplementary
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "folder")
    collectionView.register(
      UICollectionViewListCell.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let dataSource = DiffableDataSource<Section, String>(collectionView: collectionView) {
      [unowned self] collectionView, indexPath, path in
      folderCell(collectionView, at: indexPath, path: path)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      let header = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
      var content = UIListContentConfiguration.sidebarHeader()
      content.text = "Folders"
      (header as? UICollectionViewListCell)?.contentConfiguration = content
      return header
    }
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = {
      [unowned self] folder, children in
      guard children.items.isEmpty else { return children }
      loaded.append(folder)
      var subfolders = DiffableSectionSnapshot<String>()
      try? subfolders.append(Self.tree[folder] ?? [])
      return subfolders
    }
    dataSource.grid?.onError = { error in
      print("Folders: the grid reported: \(error)")
    }
    self.dataSource = dataSource
    view = collectionView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    var roots = DiffableSectionSnapshot<String>()
    do {
      try roots.append(Self.tree[""] ?? [])
      try dataSource?.apply(roots, to: .folders, animatingDifferences: false)
    } catch {
      print("Folders: apply refused: \(error)")
    }
  }

  /// A folder's cell: its name, and an outline disclosure when it has
  /// subfolders (the cell's indentation is the data source's).
  private func folderCell(
    _ collectionView: UICollectionView, at indexPath: IndexPath, path: String
  ) -> UICollectionViewListCell? {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "folder", for: indexPath)
    guard let cell = cell as? UICollectionViewListCell else { return nil }
    var content = cell.defaultContentConfiguration()
    content.text = path.split(separator: "/").last.map(String.init) ?? path
    cell.contentConfiguration = content
    cell.accessories =
      Self.tree[path] == nil
      ? []
      : [
        .outlineDisclosure { [unowned self] in
          dataSource?.toggleExpansion(of: path)
        }
      ]
    return cell
  }
}
