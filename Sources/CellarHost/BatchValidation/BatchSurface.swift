/// The view a batch is sent to, which names its rows and itself in UIKit's
/// reason texts: a table view's rows, a collection view's items.
enum BatchSurface: Sendable {
  /// A `UITableView`: "row", "table view".
  case table
  /// A `UICollectionView`: "item", "collection view".
  case collection

  /// What a row is called: "row" or "item" (plural: with an "s").
  var row: String {
    switch self {
    case .table: "row"
    case .collection: "item"
    }
  }

  /// What the view is called: "table view" or "collection view".
  var view: String {
    switch self {
    case .table: "table view"
    case .collection: "collection view"
    }
  }
}
