import Cellar
import Foundation

/// A photo's cell: its number, a heart for a favourite, a tick when selected.
final class PhotoCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ photo: Photo) {
    label.text = "\(photo.id)" + (photo.isFavorite ? "♥" : "")
  }

  override func render(width: Int) -> String {
    let text = super.render(width: width - 1)
    return isSelected ? text + "✓" : text
  }
}

/// What a month's header shows.
struct MonthSummary: Equatable {
  var name: String
  var count: Int
}

/// A month's header.
final class MonthHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  func configure(_ month: MonthSummary) {
    label.text = "\(month.name) · \(month.count) photos"
  }
}

/// An album's cell in the horizontal album row.
final class AlbumCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ album: Album) {
    label.text = "\(album.id) \(album.count)"
  }
}

/// The album row: one item of the photo grid, as wide as the screen, that
/// holds a horizontal grid of albums of its own. A flow layout scrolls one
/// way, so a section that scrolls the other way is a grid inside an item,
/// as in UIKit.
final class AlbumRowCell: UICollectionViewCell, ConfigurableCollectionCell {
  let albums: Grid

  override init(frame: CGRect) {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 110, height: 60)
    layout.minimumLineSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
    let strip = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 60), collectionViewLayout: layout)
    strip.renderCellWidth = 12
    albums = Grid(collectionView: strip)
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { fatalError("AlbumRowCell is made in code") }

  func configure(_ list: [Album]) {
    label.text = "albums: \(list.count) ▸"
    do {
      try albums.update(with: [
        GridSection(id: "albums") { for album in list { Item<AlbumCell>(model: album) } }
      ])
    } catch {
      label.text = "albums: \(error)"
    }
  }
}
