import Foundation

/// Methods for managing selections, configuring section headers and
/// footers, deleting and reordering cells, and performing other actions in
/// a table view. It inherits `UIScrollViewDelegate`, as in UIKit.
///
/// Every requirement is `optional` in UIKit. Linux has no `@objc optional`,
/// so each is a requirement with a default implementation (in the extension
/// below) that behaves as UIKit does when the method is not implemented. A
/// conforming type that misspells a method silently gets the default.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  // MARK: Heights

  /// Asks the delegate for the height to use for a row in a specified location. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

  /// Asks the delegate for the estimated height of a row in a specified location. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

  /// Asks the delegate for the height to use for the header of a particular section. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

  /// Asks the delegate for the height to use for the footer of a particular section. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

  /// Asks the delegate for the estimated height of the header of a particular section. The host table has no such question, so the facade never calls it. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforheaderinsection:)
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat

  /// Asks the delegate for the estimated height of the footer of a particular section. The host table has no such question, so the facade never calls it. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforfooterinsection:)
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat

  // MARK: Header and footer views

  /// Asks the delegate for a view to display in the header of the specified section of the table view. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

  /// Asks the delegate for a view to display in the footer of the specified section of the table view. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

  // MARK: Display

  /// Tells the delegate the table view is about to draw a cell for a particular row. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// Tells the delegate that the specified cell was removed from the table. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

  /// Tells the delegate that the table is about to display the header view for the specified section. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayheaderview:forsection:)
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

  /// Tells the delegate that the table is about to display the footer view for the specified section. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplayfooterview:forsection:)
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

  /// Tells the delegate that the specified header view was removed from the table. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingheaderview:forsection:)
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)

  /// Tells the delegate that the specified footer view was removed from the table. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplayingfooterview:forsection:)
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

  // MARK: Highlight and selection

  /// Asks the delegate if the specified row should be highlighted. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldhighlightrowat:)
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

  /// Tells the delegate that the specified row was highlighted. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didhighlightrowat:)
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

  /// Tells the delegate that the highlight was removed from the row at the specified index path. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didunhighlightrowat:)
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

  /// Tells the delegate a row is about to be selected; return it, another row, or `nil` to veto. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willselectrowat:)
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

  /// Tells the delegate that a row is selected. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// Tells the delegate that a specified row is about to be deselected. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdeselectrowat:)
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

  /// Tells the delegate that the specified row is now deselected. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

  /// Tells the delegate that the user tapped the detail button for the specified row. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

  // MARK: Editing

  /// Asks the delegate for the editing style of a row at a particular location in a table view. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle

  /// Changes the default title of the delete-confirmation button. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:titlefordeleteconfirmationbuttonforrowat:)
  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String?

  /// Asks the delegate whether the background of the specified row should be indented while the table view is in editing mode. The host table has no indentation, so the facade never calls it. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldindentwhileeditingrowat:)
  func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath)
    -> Bool

  /// Tells the delegate that the table view is about to go into editing mode (a swipe). (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willbegineditingrowat:)
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)

  /// Tells the delegate that the table view has left editing mode (after a swipe). (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didendeditingrowat:)
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

  /// Asks the delegate to return a new index path to retarget a proposed move of a row. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath

  /// Returns the swipe actions to display on the leading edge of the row. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// Returns the swipe actions to display on the trailing edge of the row. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
  /// Returns the table's `rowHeight`, as UIKit when the method is not implemented.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }

  /// Returns the table's `estimatedRowHeight`, as UIKit when the method is not implemented.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    tableView.estimatedRowHeight
  }

  /// Returns the table's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    tableView.sectionHeaderHeight
  }

  /// Returns the table's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    tableView.sectionFooterHeight
  }

  /// Returns the table's `estimatedSectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  {
    tableView.estimatedSectionHeaderHeight
  }

  /// Returns the table's `estimatedSectionFooterHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  {
    tableView.estimatedSectionFooterHeight
  }

  /// Returns `nil`: the title, if any, is shown.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }

  /// Returns `nil`: the title, if any, is shown.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {}

  /// Returns `true`.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  {
    true
  }

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// Returns `indexPath`: the selection goes ahead.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Returns `indexPath`: the deselection goes ahead.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}

  /// Returns `.delete`, as UIKit when the method is not implemented.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    .delete
  }

  /// Returns `"Delete"`.
  public func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    "Delete"
  }

  /// Returns `true`.
  public func tableView(
    _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
  ) -> Bool {
    true
  }

  /// Does nothing.
  public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

  /// Does nothing.
  public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

  /// Returns `proposedDestinationIndexPath`.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    proposedDestinationIndexPath
  }

  /// Returns `nil`: no leading actions.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }

  /// Returns `nil`: the default actions (Delete, when the data source commits edits).
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    nil
  }
}
