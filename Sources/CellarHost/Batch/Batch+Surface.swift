/// The view a batch is sent to, by the name the validator uses.
typealias BatchSurface = Headless.Batch.Surface

extension Headless.Batch.Surface {
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
