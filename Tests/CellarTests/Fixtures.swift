import Cellar
import Foundation

/// SHMTableView's movie model.
struct Movie: Hashable {
  var name: String
  var director = ""
}

/// SHMTableView's series model.
struct Series: Hashable {
  var name: String
  var numberOfEpisodes: Int
}

/// An identifiable, equatable item for the property tests.
struct Item: Identifiable, Equatable {
  var id: Int
  var title: String
}

/// A model that is neither hashable nor equatable.
struct Opaque {
  var text: String
}

/// A log of the cell hooks, shared by the recording cells.
@MainActor
final class HookLog {
  static let shared = HookLog()
  var entries: [String] = []
}

/// SHMTableView's movie cell, recording every hook.
final class MovieCell: UITableViewCell, ConfigurableCell {
  var configured: [Movie] = []

  func configure(_ model: Movie) {
    configured.append(model)
    textLabel?.text = model.name
    HookLog.shared.entries.append("configure \(model.name)")
  }

  func configureAtWillDisplay(_ model: Movie) {
    HookLog.shared.entries.append("willDisplay \(model.name)")
  }

  func configureOnHide(_ model: Movie) {
    HookLog.shared.entries.append("hide \(model.name)")
  }
}

/// SHMTableView's series cell.
final class SeriesCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Series) {
    textLabel?.text = "\(model.name) (\(model.numberOfEpisodes))"
  }
}

/// A cell showing a string (SHMTableView's `TitleCell`).
final class TitleCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) {
    textLabel?.text = model
  }
}

/// A second cell type for strings, to change cell types.
final class LoudCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) {
    textLabel?.text = model.uppercased()
  }
}

/// A cell for items.
final class ItemCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Item) {
    textLabel?.text = "\(model.id):\(model.title)"
  }
}

/// A cell for opaque models.
final class OpaqueCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Opaque) {
    textLabel?.text = model.text
  }
}

/// Two cells showing the same `Int` model, which is its own identity.
final class NumberCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Int) { textLabel?.text = "\(model)" }
}

final class LoudNumberCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Int) { textLabel?.text = "#\(model)" }
}

/// A header view showing a string.
final class TitleHeaderView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  func configure(_ model: String) {
    textLabel?.text = "[\(model)]"
  }
}

/// A table on a 320×`height` table view with fixed 44-point rows.
@MainActor
func makeTable(height: CGFloat = 480, rowHeight: CGFloat = 44) -> Table {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
  tableView.rowHeight = rowHeight
  return Table(tableView: tableView)
}

/// A grid on a 100×100 collection view of 10-point items.
@MainActor
func makeSmallGrid() -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  return Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout))
}

/// A flow-layout collection view of 10-point items whose sections have
/// headers `headerHeight` tall: cells registered as `"cell"`, and header
/// views as `header` unless it is `nil`.
@MainActor
func headeredCollectionView(
  width: CGFloat = 100, height: CGFloat, headerHeight: CGFloat, header: String? = "header"
) -> UICollectionView {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.headerReferenceSize = CGSize(width: width, height: headerHeight)
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  if let header {
    collectionView.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: header)
  }
  return collectionView
}

extension UITableView {
  /// The texts of the visible cells, top to bottom.
  var visibleTexts: [String] {
    visibleCells.map { $0.textLabel?.text ?? "" }
  }

  /// The operations of the batches logged since `start`.
  func operations(since start: Int) -> [UITableView.Operation] {
    updateLog[start...].flatMap(\.operations)
  }
}

/// An identity type that is not `Sendable`: a class whose instances are
/// equal by a mutable field, which the app may change in place.
final class MutableID: Hashable, CustomStringConvertible {
  var value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: MutableID, rhs: MutableID) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
  var description: String { "MutableID(\(value))" }
}
