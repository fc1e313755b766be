import Cellar
import Foundation
import UIKit

/// An index path of a table row.
func rowPath(_ row: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(row: row, section: section)
}

/// A table on a 320 × `height` facade `UITableView`, whose rows are 44
/// points high unless a row says otherwise.
@MainActor
func makeUIKitTable(height: CGFloat = 440) -> (table: Table, view: UITableView) {
  let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
  view.rowHeight = 44
  view.estimatedRowHeight = 44
  return (Table(tableView: view), view)
}

/// A cell that shows a name through UIKit's list content configuration.
final class NameCell: UITableViewCell, ConfigurableCell {
  /// The last model configured.
  private(set) var shown: String?

  func configure(_ name: String) {
    shown = name
    var content = defaultContentConfiguration()
    content.text = name
    contentConfiguration = content
  }
}

/// A cell class with a subclass, for ``Table/register(_:cellClass:)``.
class PlainNameCell: UITableViewCell, ConfigurableCell {
  /// The last model configured.
  private(set) var shown: String?

  func configure(_ name: String) { shown = name }
}

/// A subclass of ``PlainNameCell``.
final class FancyNameCell: PlainNameCell {}

/// A header or footer view that shows a string.
final class BannerView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  /// The last model configured.
  private(set) var shown: String?

  func configure(_ banner: String) { shown = banner }
}

extension UITableView {
  /// The names the visible `NameCell`s show, top to bottom.
  var shownNames: [String] {
    (indexPathsForVisibleRows ?? []).compactMap { (cellForRow(at: $0) as? NameCell)?.shown }
  }
}

/// Sections of named rows with ids equal to their names.
func nameSections(_ names: [[String]]) -> [Section] {
  names.enumerated().map { index, rows in
    Section(id: "s\(index)", rows: rows.map { Row<NameCell>(model: $0, id: $0) })
  }
}

/// Waits (a bounded number of main-actor turns) until `condition` holds:
/// for updates queued from a callback, which the UIKit backend applies on
/// the main actor's next turn.
@MainActor
func settle(until condition: () -> Bool) async {
  for _ in 0..<100 where !condition() { await Task.yield() }
}
