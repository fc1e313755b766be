import CellarHost
import Foundation

// The bridge's delegate half: each host delegate call goes to the UIKit
// delegate with the UIKit table, cells and views; without a delegate it
// answers as the host's (and UIKit's) defaults do.

extension TableBridge: TableViewDelegate {
  // MARK: Heights

  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    delegate?.tableView(table, heightForRowAt: indexPath) ?? table.rowHeight
  }

  func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    delegate?.tableView(table, estimatedHeightForRowAt: indexPath) ?? table.estimatedRowHeight
  }

  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    delegate?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight
  }

  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    delegate?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight
  }

  // MARK: Header and footer views

  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int)
    -> TableViewHeaderFooterView?
  {
    delegate?.tableView(table, viewForHeaderInSection: section).map { hostView(for: $0) }
  }

  func tableView(_ tableView: TableView, viewForFooterInSection section: Int)
    -> TableViewHeaderFooterView?
  {
    delegate?.tableView(table, viewForFooterInSection: section).map { hostView(for: $0) }
  }

  // MARK: Display

  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    delegate?.tableView(table, willDisplay: carrier(of: cell).ui, forRowAt: indexPath)
  }

  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    delegate?.tableView(table, didEndDisplaying: carrier(of: cell).ui, forRowAt: indexPath)
  }

  func tableView(
    _ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    delegate?.tableView(table, willDisplayHeaderView: uiView(for: view), forSection: section)
  }

  func tableView(
    _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    delegate?.tableView(table, willDisplayFooterView: uiView(for: view), forSection: section)
  }

  func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    delegate?.tableView(table, didEndDisplayingHeaderView: uiView(for: view), forSection: section)
  }

  func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView,
    forSection section: Int
  ) {
    delegate?.tableView(table, didEndDisplayingFooterView: uiView(for: view), forSection: section)
  }

  // MARK: Highlight and selection

  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    delegate?.tableView(table, shouldHighlightRowAt: indexPath) ?? true
  }

  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
    delegate?.tableView(table, didHighlightRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
    delegate?.tableView(table, didUnhighlightRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    guard let delegate else { return indexPath }
    return delegate.tableView(table, willSelectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    guard let delegate else { return indexPath }
    return delegate.tableView(table, willDeselectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    delegate?.tableView(table, didSelectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    delegate?.tableView(table, didDeselectRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    delegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
  }

  // MARK: Editing

  func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  {
    delegate?.tableView(table, editingStyleForRowAt: indexPath).host ?? .delete
  }

  func tableView(
    _ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    guard let delegate else { return "Delete" }
    return delegate.tableView(table, titleForDeleteConfirmationButtonForRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
    delegate?.tableView(table, willBeginEditingRowAt: indexPath)
  }

  func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
    delegate?.tableView(table, didEndEditingRowAt: indexPath)
  }

  func tableView(
    _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    delegate?.tableView(
      table, targetIndexPathForMoveFromRowAt: sourceIndexPath,
      toProposedIndexPath: proposedDestinationIndexPath) ?? proposedDestinationIndexPath
  }

  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    delegate?.tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)?.host()
  }

  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    delegate?.tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)?.host()
  }

  // MARK: Scrolling

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    delegate?.scrollViewDidScroll(table)
  }

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    delegate?.scrollViewWillBeginDragging(table)
  }

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {
    guard let delegate else { return }
    withUnsafeMutablePointer(to: &targetContentOffset) { target in
      delegate.scrollViewWillEndDragging(
        table, withVelocity: velocity, targetContentOffset: target)
    }
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    delegate?.scrollViewDidEndDragging(table, willDecelerate: decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    delegate?.scrollViewWillBeginDecelerating(table)
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    delegate?.scrollViewDidEndDecelerating(table)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    delegate?.scrollViewDidEndScrollingAnimation(table)
  }

  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
    delegate?.scrollViewShouldScrollToTop(table) ?? true
  }

  func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
    delegate?.scrollViewDidScrollToTop(table)
  }
}
