import Foundation

extension Headless {
  /// The object that manages a ``UITableView``'s geometry, display callbacks,
  /// selection and editing: UIKit's `UITableViewDelegate`.
  ///
  /// Every requirement has a default implementation giving UIKit's behaviour
  /// when the method is not implemented, so a delegate writes only what it
  /// needs. The table holds its delegate weakly.
  ///
  /// It inherits ``UIScrollViewDelegate``, as `UITableViewDelegate` inherits
  /// `UIScrollViewDelegate`: a table view's delegate hears its scrolling too.
  @MainActor
  public protocol UITableViewDelegate: UIScrollViewDelegate {
    // MARK: Heights

    /// A row's height. Default: the table's ``UITableView/rowHeight``.
    ///
    /// Return ``UITableView/automaticDimension`` to size the row to its cell
    /// (``UITableViewCell/sizeThatFits(width:)``). Asked each time the row appears.
    /// NaN is automatic too; a negative height is used as 0 and one above
    /// ``UITableView/maximumHeight`` as that maximum, each with a line in
    /// ``UITableView/heightWarnings`` (the same for every height method here).
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// A row's estimated height, used until the row is displayed. Default:
    /// ``UITableView/estimatedRowHeight``. Asked for every row when the table loads.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat

    /// A section header's height. Default: ``UITableView/sectionHeaderHeight``.
    ///
    /// ``UITableView/automaticDimension`` sizes the header to its view or title.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    /// A section footer's height. Default: ``UITableView/sectionFooterHeight``.
    ///
    /// ``UITableView/automaticDimension`` sizes the footer to its view or title.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    // MARK: Header and footer views

    /// A custom header view, or `nil` to use the title (if any). Default: `nil`.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
      -> UIView?

    /// A custom footer view, or `nil` to use the title (if any). Default: `nil`.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
      -> UIView?

    // MARK: Display

    /// A cell is about to be displayed, after the table applied its state to it.
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// A cell was removed from the table; it goes to its pool next.
    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath)

    /// A header view is about to be displayed.
    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView,
      forSection section: Int)

    /// A footer view is about to be displayed.
    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView,
      forSection section: Int)

    /// A header view was removed from the table.
    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView,
      forSection section: Int)

    /// A footer view was removed from the table.
    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView,
      forSection section: Int)

    // MARK: Highlight and selection

    /// Whether a touched row highlights. Default: `true`.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

    /// A row was highlighted by a touch.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

    /// A row's highlight was removed.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

    /// The row the user is about to select: return it, another row to select
    /// instead, or `nil` to veto. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// The row about to be deselected by the user: return it, another row to
    /// deselect instead, or `nil` to keep it selected. Default: `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

    /// The user selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// The user deselected a row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    /// The user tapped a row's detail button, instead of selecting it.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    // MARK: Editing

    /// A row's editing control. Default: ``UITableViewCell/EditingStyle/delete``.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle

    /// The title of the delete confirmation button. Default: `"Delete"`.
    func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String?

    /// A swipe is about to put a row in editing mode.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)

    /// A swipe's editing mode ended, for the row (`nil` when it no longer exists).
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

    /// Where a dragged row lands: return the proposed destination or another.
    /// Default: `proposedDestinationIndexPath`.
    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// The actions shown when the row is swiped from its leading edge; `nil`
    /// for the default (none). Default: `nil`.
    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// The actions shown when the row is swiped from its trailing edge; `nil`
    /// for the default (Delete, when the data source commits edits). Default: `nil`.
    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
  }
}

extension Headless.UITableViewDelegate {
  /// Returns the table's ``Headless/UITableView/rowHeight``.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    forwardedTable { $0.tableView(tableView, heightForRowAt: indexPath) } ?? tableView.rowHeight
  }

  /// Returns the table's ``Headless/UITableView/estimatedRowHeight``.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView, estimatedHeightForRowAt indexPath: IndexPath
  ) -> CGFloat {
    forwardedTable { $0.tableView(tableView, estimatedHeightForRowAt: indexPath) }
      ?? tableView.estimatedRowHeight
  }

  /// Returns the table's ``Headless/UITableView/sectionHeaderHeight``.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  {
    forwardedTable { $0.tableView(tableView, heightForHeaderInSection: section) }
      ?? tableView.sectionHeaderHeight
  }

  /// Returns the table's ``Headless/UITableView/sectionFooterHeight``.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  {
    forwardedTable { $0.tableView(tableView, heightForFooterInSection: section) }
      ?? tableView.sectionFooterHeight
  }

  /// Returns `nil`.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, viewForHeaderInSection section: Int)
    -> Headless.UIView?
  {
    forwardedTable { $0.tableView(tableView, viewForHeaderInSection: section) } ?? nil
  }

  /// Returns `nil`.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, viewForFooterInSection section: Int)
    -> Headless.UIView?
  {
    forwardedTable { $0.tableView(tableView, viewForFooterInSection: section) } ?? nil
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView, willDisplay cell: Headless.UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    _ = forwardedTable { $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView, didEndDisplaying cell: Headless.UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    _ = forwardedTable { $0.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView,
    willDisplayHeaderView view: Headless.UIView,
    forSection section: Int
  ) {
    _ = forwardedTable { $0.tableView(tableView, willDisplayHeaderView: view, forSection: section) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView,
    willDisplayFooterView view: Headless.UIView,
    forSection section: Int
  ) {
    _ = forwardedTable { $0.tableView(tableView, willDisplayFooterView: view, forSection: section) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView,
    didEndDisplayingHeaderView view: Headless.UIView,
    forSection section: Int
  ) {
    _ = forwardedTable {
      $0.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView,
    didEndDisplayingFooterView view: Headless.UIView,
    forSection section: Int
  ) {
    _ = forwardedTable {
      $0.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }
  }

  /// Returns `true`.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView, shouldHighlightRowAt indexPath: IndexPath
  ) -> Bool {
    forwardedTable { $0.tableView(tableView, shouldHighlightRowAt: indexPath) } ?? true
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, didHighlightRowAt indexPath: IndexPath) {
    _ = forwardedTable { $0.tableView(tableView, didHighlightRowAt: indexPath) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, didUnhighlightRowAt indexPath: IndexPath)
  {
    _ = forwardedTable { $0.tableView(tableView, didUnhighlightRowAt: indexPath) }
  }

  /// Returns `indexPath`: the selection goes ahead.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    forwardedTable { $0.tableView(tableView, willSelectRowAt: indexPath) } ?? indexPath
  }

  /// Returns `indexPath`: the deselection goes ahead.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    forwardedTable { $0.tableView(tableView, willDeselectRowAt: indexPath) } ?? indexPath
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, didSelectRowAt indexPath: IndexPath) {
    _ = forwardedTable { $0.tableView(tableView, didSelectRowAt: indexPath) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, didDeselectRowAt indexPath: IndexPath) {
    _ = forwardedTable { $0.tableView(tableView, didDeselectRowAt: indexPath) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    _ = forwardedTable { $0.tableView(tableView, accessoryButtonTappedForRowWith: indexPath) }
  }

  /// Returns ``Headless/UITableViewCell/EditingStyle/delete``.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView, editingStyleForRowAt indexPath: IndexPath
  ) -> Headless.UITableViewCell.EditingStyle {
    forwardedTable { $0.tableView(tableView, editingStyleForRowAt: indexPath) } ?? .delete
  }

  /// Returns `"Delete"`.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    forwardedTable { $0.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath) }
      ?? "Delete"
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView, willBeginEditingRowAt indexPath: IndexPath
  ) {
    _ = forwardedTable { $0.tableView(tableView, willBeginEditingRowAt: indexPath) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(_ tableView: Headless.UITableView, didEndEditingRowAt indexPath: IndexPath?)
  {
    _ = forwardedTable { $0.tableView(tableView, didEndEditingRowAt: indexPath) }
  }

  /// Returns `proposedDestinationIndexPath`.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    forwardedTable {
      $0.tableView(
        tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
        toProposedIndexPath: proposedDestinationIndexPath)
    } ?? proposedDestinationIndexPath
  }

  /// Returns `nil`: no leading actions.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> Headless.UISwipeActionsConfiguration? {
    forwardedTable { $0.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath) }
      ?? nil
  }

  /// Returns `nil`: the default trailing actions.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func tableView(
    _ tableView: Headless.UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> Headless.UISwipeActionsConfiguration? {
    forwardedTable { $0.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath) }
      ?? nil
  }
}
