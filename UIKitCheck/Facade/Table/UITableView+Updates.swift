import CellarHost
import Foundation

extension UITableView {
  /// Reloads the rows and sections of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  public func reloadData() {
    host.reloadData()
  }

  /// Reloads the items in the index bar along the right side of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()
  public func reloadSectionIndexTitles() {
    host.reloadSectionIndexTitles()
  }

  /// Animates multiple insert, delete, reload, and move operations as a
  /// group. The host validates the batch with UIKit's rules; a batch UIKit
  /// would reject stops the program with UIKit's "Invalid update" text.
  /// The completion runs at once with `true` (nothing animates).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    var hostCompletion: (@MainActor (Bool) -> Void)?
    if let completion { hostCompletion = { completion($0) } }
    raisingAsUIKit {
      try host.performBatchUpdates({ updates?() }, completion: hostCompletion)
    }
  }

  /// Begins a series of method calls that insert, delete, or select rows
  /// and sections of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/beginupdates()
  public func beginUpdates() {
    host.beginUpdates()
  }

  /// Concludes a series of method calls that insert, delete, select, or
  /// reload rows and sections of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/endupdates()
  public func endUpdates() {
    raisingAsUIKit { try host.endUpdates() }
  }

  /// Whether the table view's appearance has changes that haven't been
  /// applied yet (a batch is open).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/hasuncommittedupdates
  public var hasUncommittedUpdates: Bool { host.hasUncommittedUpdates }

  /// Inserts one or more sections in the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
  public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    raisingAsUIKit { try host.insertSections(sections, with: animation.host) }
  }

  /// Deletes one or more sections in the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
  public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    raisingAsUIKit { try host.deleteSections(sections, with: animation.host) }
  }

  /// Reloads the specified sections.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
  public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    raisingAsUIKit { try host.reloadSections(sections, with: animation.host) }
  }

  /// Moves a section to a new location in the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
  public func moveSection(_ section: Int, toSection newSection: Int) {
    raisingAsUIKit { try host.moveSection(section, toSection: newSection) }
  }

  /// Inserts rows in the table view at the locations that an array of
  /// index paths identifies.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    raisingAsUIKit { try host.insertRows(at: indexPaths, with: animation.host) }
  }

  /// Deletes the rows that an array of index paths identifies.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    raisingAsUIKit { try host.deleteRows(at: indexPaths, with: animation.host) }
  }

  /// Reloads the specified rows.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
  public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    raisingAsUIKit { try host.reloadRows(at: indexPaths, with: animation.host) }
  }

  /// Moves the row at a specified location to a destination location.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    raisingAsUIKit { try host.moveRow(at: indexPath, to: newIndexPath) }
  }

  /// Updates the data for the rows at the index paths you specify,
  /// preserving the existing cells for the rows.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    raisingAsUIKit { try host.reconfigureRows(at: indexPaths) }
  }

  // MARK: Selection

  /// Whether users can select a row. Default: `true`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/allowsselection
  public var allowsSelection: Bool {
    get { host.allowsSelection }
    set { host.allowsSelection = newValue }
  }

  /// Whether users can select more than one row outside of editing mode.
  /// Default: `false`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
  public var allowsMultipleSelection: Bool {
    get { host.allowsMultipleSelection }
    set { host.allowsMultipleSelection = newValue }
  }

  /// Whether users can select cells while the table view is in editing
  /// mode. Default: `false`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/allowsselectionduringediting
  public var allowsSelectionDuringEditing: Bool {
    get { host.allowsSelectionDuringEditing }
    set { host.allowsSelectionDuringEditing = newValue }
  }

  /// Whether users can select more than one cell simultaneously in editing
  /// mode. Default: `false`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselectionduringediting
  public var allowsMultipleSelectionDuringEditing: Bool {
    get { host.allowsMultipleSelectionDuringEditing }
    set { host.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// An index path that identifies the row and section of the selected row.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow
  public var indexPathForSelectedRow: IndexPath? { host.indexPathForSelectedRow }

  /// The index paths that represent the selected rows.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
  public var indexPathsForSelectedRows: [IndexPath]? { host.indexPathsForSelectedRows }

  /// Selects a row in the table view that an index path identifies,
  /// optionally scrolling the row to a location in the table view. No
  /// delegate methods are called, as in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    raisingAsUIKit {
      try host.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition.host)
    }
  }

  /// Deselects a row that an index path identifies, with an option to
  /// animate the deselection. No delegate methods are called, as in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    host.deselectRow(at: indexPath, animated: animated)
  }
}
