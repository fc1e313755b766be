import CellarHost
import Foundation

// The bridge's delegate half: each host delegate call goes to the UIKit
// delegate with the UIKit table, cells and views; without a delegate it
// answers as the host's (and UIKit's) defaults do.

extension TableBridge: Headless.UITableViewDelegate {
  // MARK: Heights

  func tableView(_ tableView: Headless.UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  {
    delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight
  }

  func tableView(_ tableView: Headless.UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    delegate?.tableView(table, estimatedHeightForRowAt: indexPath) ?? table.estimatedRowHeight
  }

  func tableView(_ tableView: Headless.UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  {
    delegate?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight
  }

  func tableView(_ tableView: Headless.UITableView, heightForFooterInSection section: Int)
    -> CGFloat
  {
    delegate?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight
  }

  // MARK: Header and footer views

  func tableView(_ tableView: Headless.UITableView, viewForHeaderInSection section: Int)
    -> Headless.UIView?
  {
    delegate?.tableView(table, viewForHeaderInSection: section).map { hostView(for: $0) }
  }

  func tableView(_ tableView: Headless.UITableView, viewForFooterInSection section: Int)
    -> Headless.UIView?
  {
    delegate?.tableView(table, viewForFooterInSection: section).map { hostView(for: $0) }
  }

  // MARK: Display

  func tableView(
    _ tableView: Headless.UITableView, willDisplay cell: Headless.UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    delegate?.tableView(table, willDisplay: carrier(of: cell).ui, forRowAt: indexPath)
  }

  func tableView(
    _ tableView: Headless.UITableView, didEndDisplaying cell: Headless.UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    delegate?.tableView(table, didEndDisplaying: carrier(of: cell).ui, forRowAt: indexPath)
  }

  func tableView(
    _ tableView: Headless.UITableView,
    willDisplayHeaderView view: Headless.UIView,
    forSection section: Int
  ) {
    // The host shows only the views this bridge gives it (header-footer views).
    guard let view = view as? Headless.UITableViewHeaderFooterView else { return }
    delegate?.tableView(table, willDisplayHeaderView: uiView(for: view), forSection: section)
  }

  func tableView(
    _ tableView: Headless.UITableView,
    willDisplayFooterView view: Headless.UIView,
    forSection section: Int
  ) {
    // The host shows only the views this bridge gives it (header-footer views).
    guard let view = view as? Headless.UITableViewHeaderFooterView else { return }
    delegate?.tableView(table, willDisplayFooterView: uiView(for: view), forSection: section)
  }

  func tableView(
    _ tableView: Headless.UITableView,
    didEndDisplayingHeaderView view: Headless.UIView,
    forSection section: Int
  ) {
    // The host shows only the views this bridge gives it (header-footer views).
    guard let view = view as? Headless.UITableViewHeaderFooterView else { return }
    delegate?.tableView(table, didEndDisplayingHeaderView: uiView(for: view), forSection: section)
  }

  func tableView(
    _ tableView: Headless.UITableView,
    didEndDisplayingFooterView view: Headless.UIView,
    forSection section: Int
  ) {
    // The host shows only the views this bridge gives it (header-footer views).
    guard let view = view as? Headless.UITableViewHeaderFooterView else { return }
    delegate?.tableView(table, didEndDisplayingFooterView: uiView(for: view), forSection: section)
  }

  // MARK: Highlight and selection

  func tableView(_ tableView: Headless.UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  {
    delegate?.tableView(table, shouldHighlightRowAt: indexPath) ?? true
  }

  func tableView(_ tableView: Headless.UITableView, didHighlightRowAt indexPath: IndexPath) {
    delegate?.tableView(table, didHighlightRowAt: indexPath)
  }

  func tableView(_ tableView: Headless.UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    delegate?.tableView(table, didUnhighlightRowAt: indexPath)
  }

  func tableView(_ tableView: Headless.UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    guard let delegate else { return indexPath }
    return delegate.tableView(table, willSelectRowAt: indexPath)
  }

  func tableView(_ tableView: Headless.UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    guard let delegate else { return indexPath }
    return delegate.tableView(table, willDeselectRowAt: indexPath)
  }

  func tableView(_ tableView: Headless.UITableView, didSelectRowAt indexPath: IndexPath) {
    delegate?.tableView(table, didSelectRowAt: indexPath)
  }

  func tableView(_ tableView: Headless.UITableView, didDeselectRowAt indexPath: IndexPath) {
    delegate?.tableView(table, didDeselectRowAt: indexPath)
  }

  func tableView(
    _ tableView: Headless.UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    delegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
  }

  // MARK: Editing

  func tableView(_ tableView: Headless.UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> Headless.UITableViewCell.EditingStyle
  {
    delegate?.tableView(table, editingStyleForRowAt: indexPath).host ?? .delete
  }

  func tableView(
    _ tableView: Headless.UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    guard let delegate else { return "Delete" }
    return delegate.tableView(table, titleForDeleteConfirmationButtonForRowAt: indexPath)
  }

  func tableView(_ tableView: Headless.UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    delegate?.tableView(table, willBeginEditingRowAt: indexPath)
  }

  func tableView(_ tableView: Headless.UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    delegate?.tableView(table, didEndEditingRowAt: indexPath)
  }

  func tableView(
    _ tableView: Headless.UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    delegate?.tableView(
      table, targetIndexPathForMoveFromRowAt: sourceIndexPath,
      toProposedIndexPath: proposedDestinationIndexPath) ?? proposedDestinationIndexPath
  }

  func tableView(
    _ tableView: Headless.UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> Headless.UISwipeActionsConfiguration? {
    delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)?.host()
  }

  func tableView(
    _ tableView: Headless.UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> Headless.UISwipeActionsConfiguration? {
    delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)?.host()
  }

  // MARK: Scrolling

  func scrollViewDidScroll(_ scrollView: Headless.UIScrollView) {
    delegate?.scrollViewDidScroll(table)
  }

  func scrollViewWillBeginDragging(_ scrollView: Headless.UIScrollView) {
    delegate?.scrollViewWillBeginDragging(table)
  }

  func scrollViewWillEndDragging(
    _ scrollView: Headless.UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    delegate?.scrollViewWillEndDragging(
      table, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  func scrollViewDidEndDragging(
    _ scrollView: Headless.UIScrollView, willDecelerate decelerate: Bool
  ) {
    delegate?.scrollViewDidEndDragging(table, willDecelerate: decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: Headless.UIScrollView) {
    delegate?.scrollViewWillBeginDecelerating(table)
  }

  func scrollViewDidEndDecelerating(_ scrollView: Headless.UIScrollView) {
    delegate?.scrollViewDidEndDecelerating(table)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: Headless.UIScrollView) {
    delegate?.scrollViewDidEndScrollingAnimation(table)
  }

  func scrollViewShouldScrollToTop(_ scrollView: Headless.UIScrollView) -> Bool {
    delegate?.scrollViewShouldScrollToTop(table) ?? true
  }

  func scrollViewDidScrollToTop(_ scrollView: Headless.UIScrollView) {
    delegate?.scrollViewDidScrollToTop(table)
  }
}
