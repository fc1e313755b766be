import Cellar
import CellarTestSupport

extension SeededTreeNode {
  /// The node as a row titled `n<id>`, its children under it, declared in
  /// its state.
  @MainActor
  var anyRow: AnyRow {
    var row = Row<TextCell>(model: "n\(id)", id: id)
    if let children {
      row = row.children(children.map(\.anyRow)).expanded(expanded)
    }
    return row.anyRow
  }
}
