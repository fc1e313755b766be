import CellarHost
import Testing
@_spi(Facade) import UIKit

extension TableRecorder {
  // MARK: Heights

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    check(tableView, "heightForRowAt")
    log("heightForRowAt", .row(indexPath))
    return rowHeight
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    log("estimatedHeightForRowAt", .row(indexPath))
    return rowHeight
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    log("heightForHeaderInSection", .section(section))
    return headerTitles[section] == nil && !customHeaders.contains(section) ? 0 : 30
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    log("heightForFooterInSection", .section(section))
    return footerTitles[section] == nil ? 0 : 30
  }

  // MARK: Header and footer views

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    log("viewForHeaderInSection", .section(section))
    guard customHeaders.contains(section) else { return nil }
    let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    (header as? RecordingHeader)?.recorder = self
    header?.textLabel?.text = "Custom \(section)"
    return header
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    log("viewForFooterInSection", .section(section))
    return nil
  }

  // MARK: Display

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    check(tableView, "willDisplay")
    log("willDisplay", .row(indexPath))
    if cell !== cellsByPath[indexPath] {
      argumentProblems.append("willDisplay \(indexPath): not the cell cellForRowAt returned")
    }
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log("didEndDisplaying", .row(indexPath))
    if cell !== cellsByPath[indexPath] {
      argumentProblems.append("didEndDisplaying \(indexPath): not the cell displayed there")
    }
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    log("willDisplayHeaderView", .section(section))
    headerViewsShown[section] = view
  }

  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    log("willDisplayFooterView", .section(section))
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    log("didEndDisplayingHeaderView", .section(section))
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {
    log("didEndDisplayingFooterView", .section(section))
  }

  // MARK: Highlight and selection

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    log("shouldHighlightRowAt", .row(indexPath))
    return true
  }

  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log("didHighlightRowAt", .row(indexPath))
  }

  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
    log("didUnhighlightRowAt", .row(indexPath))
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log("willSelectRowAt", .row(indexPath))
    if vetoSelection.contains(indexPath) { return nil }
    return redirectSelection[indexPath] ?? indexPath
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log("didSelectRowAt", .row(indexPath))
    onDidSelect?(tableView, indexPath)
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    log("willDeselectRowAt", .row(indexPath))
    return indexPath
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log("didDeselectRowAt", .row(indexPath))
  }

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    log("accessoryButtonTappedForRowWith", .row(indexPath))
  }

  // MARK: Editing

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    log("editingStyleForRowAt", .row(indexPath))
    return editingStyles[indexPath] ?? .delete
  }

  func tableView(
    _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
  ) -> String? {
    log("titleForDeleteConfirmationButtonForRowAt", .row(indexPath))
    return "Remove"
  }

  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    log("willBeginEditingRowAt", .row(indexPath))
  }

  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    log("didEndEditingRowAt", indexPath.map { .row($0) } ?? .none)
  }

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    log("targetIndexPathForMoveFromRowAt", .move(sourceIndexPath, proposedDestinationIndexPath))
    return moveTarget ?? proposedDestinationIndexPath
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    log("leadingSwipeActionsConfigurationForRowAt", .row(indexPath))
    return leadingActions[indexPath]
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    log("trailingSwipeActionsConfigurationForRowAt", .row(indexPath))
    return trailingActions[indexPath]
  }

  // MARK: Scrolling

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    check(scrollView, "scrollViewDidScroll")
    log("scrollViewDidScroll")
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    log("scrollViewWillBeginDragging")
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log("scrollViewWillEndDragging")
    velocities.append(velocity)
    if let targetOffsetOverride { targetContentOffset.pointee = targetOffsetOverride }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log("scrollViewDidEndDragging")
    decelerations.append(decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    log("scrollViewWillBeginDecelerating")
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    log("scrollViewDidEndDecelerating")
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    log("scrollViewDidEndScrollingAnimation")
  }

  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    log("scrollViewShouldScrollToTop")
    return allowsScrollToTop
  }

  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    log("scrollViewDidScrollToTop")
  }
}
