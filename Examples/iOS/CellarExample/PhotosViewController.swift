import Cellar
import UIKit

/// The Photos screen of `Examples/Photos` on a real `UICollectionView`, laid
/// out per section (the grid compiles the sections' layouts into one
/// `UICollectionViewCompositionalLayout`): 300 photos in a 3-column section
/// per month, each with a header; on top, a row of albums that scrolls
/// sideways on its own (an orthogonal section) and three tools; at the end,
/// the places photos were taken, a sidebar-style list with an outline. Photos are selected by tapping (several
/// at once); the tools mark the selected photos as favourites, delete them,
/// or put favourites first in each month (moves).
///
/// The items and sections are the same code as on Linux; only the cells
/// (subclasses of `UICollectionViewCell` and `UICollectionReusableView`) and
/// the view controller are UIKit's.
final class PhotosViewController: UIViewController {
  private var library = PhotoLibrary()
  /// The selected photos' ids: kept from the items' select and deselect
  /// actions. Cellar keeps the selection by identity across updates.
  private var selected: Set<Int> = []
  private var grid: Grid?

  override func loadView() {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 4
    layout.minimumInteritemSpacing = 4
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collectionView.allowsMultipleSelection = true
    let grid = Grid(collectionView: collectionView)
    // A plan UIKit would refuse is never sent: Cellar reports it here and
    // shows the sections with `reloadData` instead. Errors of an update
    // queued from inside a callback (a select action) come here too.
    grid.onError = { error in
      print("Photos: the grid reported: \(error)")
    }
    self.grid = grid
    view = collectionView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    show()
  }

  // MARK: Content

  /// Shows the current state: diffed against what the grid shows, applied
  /// as animated inserts, deletes, moves and in-place reconfigures.
  private func show() {
    do {
      try grid?.update(with: sections())
    } catch {
      // Duplicate ids or sizes the flow layout refuses; the grid is left as it was.
      print("Photos: update refused: \(error)")
    }
  }

  /// The album row, the tools, then a section a month with a header.
  private func sections() -> [GridSection] {
    var sections = [albumSection(), toolSection()]
    for month in PhotoLibrary.months {
      let photos = library.photos(in: month)
      guard !photos.isEmpty else { continue }
      let summary = MonthSummary(name: month, count: photos.count)
      sections.append(
        GridSection(id: month, header: .view(MonthHeader.self, model: summary)) {
          for photo in photos { photoItem(photo) }
        }
        .layout(.grid(columns: 3, spacing: 4))
        .headerReferenceSize(CGSize(width: 0, height: 36)))
    }
    sections.append(placesSection())
    return sections
  }

  /// The albums: a row that scrolls sideways on its own, 120 points an album.
  private func albumSection() -> GridSection {
    GridSection(id: "albums") {
      for album in library.albums { Item<AlbumCell>(model: album) }
    }
    .layout(
      GridSection.Layout.row(
        itemWidth: .absolute(120), itemHeight: .absolute(56), spacing: 8, scrolling: .groupPaging
      )
      .contentInsets(NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)))
  }

  /// The places, a sidebar-style list: countries with their cities under
  /// them, which a tap on a country's disclosure shows and hides.
  private func placesSection() -> GridSection {
    GridSection(id: "places", header: .title("Places")) {
      for country in library.places {
        Item<ListCell>(
          model: ListContent(country.name, accessories: [.label("\(country.count)")]),
          id: country.name
        )
        .children(
          country.cities.map { city in
            Item<ListCell>(
              model: ListContent(city.name, accessories: [.label("\(city.count)")]), id: city.name)
          })
      }
    }
    .layout(.list(.sidebarPlain))
  }

  /// The tools: each runs on a tap, then deselects itself.
  private func toolSection() -> GridSection {
    let count = selected.count
    let order = library.favoritesFirst ? "on" : "off"
    return GridSection(id: "tools") {
      toolItem("♥ Mark \(count) selected", id: "mark") { $0.markSelectedAsFavorites() }
      toolItem("Delete \(count) selected", id: "delete") { $0.deleteSelected() }
      toolItem("Favourites first: \(order)", id: "order") { $0.library.favoritesFirst.toggle() }
    }
    .layout(
      GridSection.Layout.grid(columns: 3, spacing: 4, itemHeight: .absolute(44))
        .contentInsets(NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 8, trailing: 4)))
  }

  private func toolItem(
    _ title: String, id: String, _ run: @escaping @MainActor (PhotosViewController) -> Void
  ) -> Item<ToolCell> {
    Item<ToolCell>(model: title, id: id) { [weak self] _, indexPath in
      guard let self else { return }
      grid?.collectionView.deselectItem(at: indexPath, animated: true)
      run(self)
      show()
    }
  }

  /// A photo: selecting and deselecting it updates the tools' counts (an
  /// update from inside a select action, queued by Cellar until the
  /// collection view's event is over).
  private func photoItem(_ photo: Photo) -> Item<PhotoCell> {
    var item = Item<PhotoCell>(model: photo) { [weak self] photo, _ in
      self?.selected.insert(photo.id)
      self?.show()
    }
    item.deselectAction = { [weak self] photo, _ in
      self?.selected.remove(photo.id)
      self?.show()
    }
    return item
  }

  // MARK: Actions

  /// Marks the selected photos as favourites: reconfigured in place, and
  /// moved to the front of their month when favourites come first.
  private func markSelectedAsFavorites() {
    library.markFavorite(selected)
  }

  /// Deletes the selected photos (their selection goes with them).
  private func deleteSelected() {
    library.delete(selected)
    selected = []
  }
}

// MARK: - Cells

/// A photo's cell: its number, a heart for a favourite, a tick when selected.
final class PhotoCell: UICollectionViewCell, ConfigurableCollectionCell {
  private var photo: Photo?

  override var isSelected: Bool {
    didSet { showContent() }
  }

  func configure(_ photo: Photo) {
    self.photo = photo
    showContent()
  }

  private func showContent() {
    guard let photo else { return }
    var content = UIListContentConfiguration.cell()
    content.text = "\(photo.id)" + (photo.isFavorite ? " ♥" : "") + (isSelected ? " ✓" : "")
    contentConfiguration = content
  }
}

/// A tool's cell: its title.
final class ToolCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ title: String) {
    var content = UIListContentConfiguration.cell()
    content.text = title
    contentConfiguration = content
  }
}

/// A month's header: its name and how many photos it has.
final class MonthHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  private let titleLabel: UILabel

  override init(frame: CGRect) {
    titleLabel = UILabel(frame: CGRect(origin: .zero, size: frame.size))
    super.init(frame: frame)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("MonthHeader is made in code, not from a storyboard")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
  }

  func configure(_ month: MonthSummary) {
    titleLabel.text = "\(month.name) · \(month.count) photos"
  }
}

/// An album's cell in the horizontal album row.
final class AlbumCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ album: Album) {
    var content = UIListContentConfiguration.cell()
    content.text = album.id
    content.secondaryText = "\(album.count) photos"
    contentConfiguration = content
  }
}
