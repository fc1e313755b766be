#if !canImport(UIKit)
  import Foundation

  /// The table view's delegate as a ``Table`` sets it: the table's own
  /// coordinator first, then the table's scroll closures, then the app's
  /// delegate (``Table/delegate``), so the app hears every delegate call
  /// while the table keeps answering for its rows.
  ///
  /// - Notifications (display, highlight, selection, editing, accessory and
  ///   every scroll callback) go to the coordinator, then to the closures
  ///   that match, then to the app's delegate.
  /// - Questions about what the rows define (heights, estimates, header and
  ///   footer heights and views, editing style, swipe actions) are answered
  ///   by the table alone: two answers cannot both win, and the rows are
  ///   where the app gives them.
  /// - Questions the table only answers with UIKit's default are chained
  ///   through the app's delegate: it sees the table's answer and may
  ///   change it (`willSelectRowAt`, `willDeselectRowAt`,
  ///   `targetIndexPathForMoveFromRowAt`, the scroll's target offset), or
  ///   veto it (`shouldHighlightRowAt`, `scrollViewShouldScrollToTop`), or
  ///   give its own (`titleForDeleteConfirmationButtonForRowAt`).
  ///
  /// App code (closures and the app's delegate) runs as a table callback:
  /// an update it asks for is queued and applied once the table view's event
  /// is over. The proxy holds the table and the app's delegate weakly.
  @MainActor
  final class TableDelegateProxy {
    /// The table's own delegate, which answers from its sections.
    let coordinator: TableCoordinator
    /// The table, for its callback queue; `nil` once it is gone. Set once,
    /// and read without an exclusivity check, as the coordinator's.
    @exclusivity(unchecked) weak var table: Table?
    /// The app's delegate (``Table/delegate``).
    weak var appDelegate: (any UITableViewDelegate)?

    /// Makes the delegate of `table`, which answers through `coordinator`.
    init(coordinator: TableCoordinator, table: Table) {
      self.coordinator = coordinator
      self.table = table
    }

    /// Runs app code as a table callback (updates it asks for are queued).
    private func asCallback<Result>(_ body: () -> Result) -> Result {
      guard let table else { return body() }
      return table.inCallback(body)
    }

    /// Hands a call to the app's delegate, if any, as a callback.
    private func forward(_ call: (any UITableViewDelegate) -> Void) {
      guard let appDelegate else { return }
      asCallback { call(appDelegate) }
    }
  }

  // MARK: Answered by the table

  extension TableDelegateProxy: UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      coordinator.tableView(tableView, heightForRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      coordinator.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      coordinator.tableView(tableView, heightForHeaderInSection: section)
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      coordinator.tableView(tableView, heightForFooterInSection: section)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
      -> UIView?
    {
      coordinator.tableView(tableView, viewForHeaderInSection: section)
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int)
      -> UIView?
    {
      coordinator.tableView(tableView, viewForFooterInSection: section)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      coordinator.tableView(tableView, editingStyleForRowAt: indexPath)
    }

    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      coordinator.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      coordinator.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }
  }

  // MARK: Notifications: the table, then the app

  extension TableDelegateProxy {
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      coordinator.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
      forward { $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath) }
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      coordinator.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
      forward { $0.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView,
      forSection section: Int
    ) {
      coordinator.tableView(tableView, willDisplayHeaderView: view, forSection: section)
      forward { $0.tableView(tableView, willDisplayHeaderView: view, forSection: section) }
    }

    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView,
      forSection section: Int
    ) {
      coordinator.tableView(tableView, willDisplayFooterView: view, forSection: section)
      forward { $0.tableView(tableView, willDisplayFooterView: view, forSection: section) }
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView,
      forSection section: Int
    ) {
      coordinator.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
      forward { $0.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section) }
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView,
      forSection section: Int
    ) {
      coordinator.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
      forward { $0.tableView(tableView, didEndDisplayingFooterView: view, forSection: section) }
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      coordinator.tableView(tableView, didHighlightRowAt: indexPath)
      forward { $0.tableView(tableView, didHighlightRowAt: indexPath) }
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      coordinator.tableView(tableView, didUnhighlightRowAt: indexPath)
      forward { $0.tableView(tableView, didUnhighlightRowAt: indexPath) }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      coordinator.tableView(tableView, didSelectRowAt: indexPath)
      forward { $0.tableView(tableView, didSelectRowAt: indexPath) }
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      coordinator.tableView(tableView, didDeselectRowAt: indexPath)
      forward { $0.tableView(tableView, didDeselectRowAt: indexPath) }
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
      coordinator.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
      forward { $0.tableView(tableView, accessoryButtonTappedForRowWith: indexPath) }
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      coordinator.tableView(tableView, willBeginEditingRowAt: indexPath)
      forward { $0.tableView(tableView, willBeginEditingRowAt: indexPath) }
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      coordinator.tableView(tableView, didEndEditingRowAt: indexPath)
      forward { $0.tableView(tableView, didEndEditingRowAt: indexPath) }
    }
  }

  // MARK: Questions chained through the app

  extension TableDelegateProxy {
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      guard coordinator.tableView(tableView, shouldHighlightRowAt: indexPath) else { return false }
      guard let appDelegate else { return true }
      return asCallback { appDelegate.tableView(tableView, shouldHighlightRowAt: indexPath) }
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      guard let path = coordinator.tableView(tableView, willSelectRowAt: indexPath) else {
        return nil
      }
      guard let appDelegate else { return path }
      return asCallback { appDelegate.tableView(tableView, willSelectRowAt: path) }
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
      guard let path = coordinator.tableView(tableView, willDeselectRowAt: indexPath) else {
        return nil
      }
      guard let appDelegate else { return path }
      return asCallback { appDelegate.tableView(tableView, willDeselectRowAt: path) }
    }

    func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      guard let appDelegate else {
        return coordinator.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
      }
      return asCallback {
        appDelegate.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
      }
    }

    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      let proposed = coordinator.tableView(
        tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
        toProposedIndexPath: proposedDestinationIndexPath)
      guard let appDelegate else { return proposed }
      return asCallback {
        appDelegate.tableView(
          tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
          toProposedIndexPath: proposed)
      }
    }
  }

  // MARK: Scrolling: the table (and its closures), then the app

  extension TableDelegateProxy {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      coordinator.scrollViewDidScroll(scrollView)
      forward { $0.scrollViewDidScroll(scrollView) }
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      coordinator.scrollViewWillBeginDragging(scrollView)
      forward { $0.scrollViewWillBeginDragging(scrollView) }
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      coordinator.scrollViewWillEndDragging(
        scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
      guard let appDelegate else { return }
      asCallback {
        appDelegate.scrollViewWillEndDragging(
          scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
      }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      coordinator.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
      forward { $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      coordinator.scrollViewWillBeginDecelerating(scrollView)
      forward { $0.scrollViewWillBeginDecelerating(scrollView) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      coordinator.scrollViewDidEndDecelerating(scrollView)
      forward { $0.scrollViewDidEndDecelerating(scrollView) }
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      coordinator.scrollViewDidEndScrollingAnimation(scrollView)
      forward { $0.scrollViewDidEndScrollingAnimation(scrollView) }
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      guard coordinator.scrollViewShouldScrollToTop(scrollView) else { return false }
      guard let appDelegate else { return true }
      return asCallback { appDelegate.scrollViewShouldScrollToTop(scrollView) }
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      coordinator.scrollViewDidScrollToTop(scrollView)
      forward { $0.scrollViewDidScrollToTop(scrollView) }
    }
  }
#endif
