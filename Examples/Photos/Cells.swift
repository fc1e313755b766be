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

/// An album's cell in the album row, a section that scrolls sideways.
final class AlbumCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ album: Album) {
    label.text = "\(album.id) \(album.count)"
  }
}
