import Cellar
import Foundation
import Testing

/// Runs `UIKitSignatures.swift` (the proof, shared with `Examples/iOS`, which
/// the real-SDK type check compiles against Apple's UIKit) on CellarHost.
///
/// A data-source or delegate method whose signature is not the host's
/// requirement compiles (Swift protocols have no optional requirements: the
/// host's default answers instead) and is never called. So each method the
/// proof's responders implement with UIKit's signature is called here
/// through the protocol, as the host calls it, and must answer: a call
/// through `any UITableViewDelegate` with UIKit's argument and result types
/// does not compile if the host's requirement has other types, and reaches
/// the proof's method only if it is the requirement's witness.
@MainActor
@Suite struct UIKitSignaturesTests {
  @Test("the proof's code runs on CellarHost")
  func proofRuns() {
    UIKitSignatures.tableView()
    UIKitSignatures.cells()
    UIKitSignatures.collectionView()
    UIKitSignatures.reusableViews()
    UIKitSignatures.values()
    UIKitSignatures.contentAndControls()
    UIKitSignatures.compositionalValues()
    UIKitSignatures.compositionalLayout()
    UIKitSignatures.listCells()
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size, subitems: [item]))
    UIKitSignatures.compositionalDeprecated(item, section)
    #expect(!section.supplementariesFollowContentInsets)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    UIKitSignatures.scrollView(table)
    #expect(table.decelerationRate == .normal)
    #expect(table.contentOffset == CGPoint(x: 0, y: 10))
  }

  @Test(
    "layoutIfNeeded and setContentOffset are UIScrollView's, open: a table view subclass overrides them, and a scroll-view reference scrolls"
  )
  func scrollViewMembers() throws {
    let responder = UIKitSignatures.TableResponder()
    let table = UIKitSignatures.TableView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 50), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = responder
    table.delegate = responder  // a 28-point header, rows of 44 points: 160 in all
    let scrollView: UIScrollView = table
    scrollView.layoutIfNeeded()
    #expect(table.layouts == 1)
    #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0)])
    scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    #expect(table.contentOffset.y == 110)
    #expect(
      table.indexPathsForVisibleRows == [
        IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
      ])
  }

  @Test("a table view is a UIView: placed in a view by its frame, it shows what fits the frame")
  func placedByFrame() throws {
    let responder = UIKitSignatures.TableResponder()
    let table = UIKitSignatures.TableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = responder
    table.delegate = responder  // a 28-point header, rows of 44 points
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    UIKitSignatures.placed(table, in: root)
    #expect(table.superview === root)
    #expect(table.frameChanges == 1)
    #expect(table.viewportSize == CGSize(width: 320, height: 100))
    table.layoutIfNeeded()
    #expect(
      table.indexPathsForVisibleRows == [
        IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
      ])
  }

  @Test(
    "the issue's ContactCell (override init(style:reuseIdentifier:) passing .subtitle) shows its contact through a Table"
  )
  func contactCell() throws {
    let screen = UIKitSignatures.Screen()
    let tableView = screen.table.tableView
    #expect(tableView.style == .insetGrouped)
    tableView.viewportSize = CGSize(width: 320, height: 200)
    try screen.table.update(with: [
      Section(rows: [
        Row<UIKitSignatures.ContactCell>(
          model: UIKitSignatures.Contact(name: "Ada", phone: "555-0100"))
      ])
    ])
    tableView.layoutIfNeeded()
    #expect(tableView.render().contains("Ada" + String(repeating: " ", count: 32) + "(i)"))
    #expect(tableView.render().contains("555-0100"))
    let cell = try #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.style == .subtitle)  // the override's style reached UIKit's init
    #expect(cell.detailTextLabel == nil)  // a content configuration resets the labels, as UIKit
    #expect(cell.accessoryType == .detailButton)
    // The screen installed itself as the table's delegate, which hears the
    // accessory button the table does not answer.
    #expect(screen.table.delegate === screen)
    try tableView.tapAccessoryButton(at: IndexPath(row: 0, section: 0))
    #expect(screen.tapped == [IndexPath(row: 0, section: 0)])
  }

  @Test("the proof's grid screen hears highlight (forwarded) and selection (chained)")
  func gridScreen() throws {
    let screen = UIKitSignatures.GridScreen()
    let collectionView = screen.grid.collectionView
    collectionView.viewportSize = CGSize(width: 320, height: 200)
    try screen.grid.update(with: [
      GridSection(id: "s") { Cellar.Item<ProofItemCell>(model: "a") }
    ])
    collectionView.layoutIfNeeded()
    try collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(screen.highlighted == [IndexPath(item: 0, section: 0)])
    #expect(screen.selected == [IndexPath(item: 0, section: 0)])
  }

  @Test("the proof's cell subclass gets the host's state calls through its overrides")
  func cellOverrides() throws {
    let responder = UIKitSignatures.TableResponder()
    // Three rows of 44 points, two in view at a time.
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 50), style: .plain)
    table.register(UIKitSignatures.Cell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = responder
    table.delegate = responder
    table.layoutIfNeeded()
    let path = IndexPath(row: 0, section: 0)
    try table.tapRow(at: path)
    table.setEditing(true, animated: false)
    let cell = try #require(table.cellForRow(at: path) as? UIKitSignatures.Cell)
    #expect(cell.states.contains("highlighted true"))
    #expect(cell.states.contains("isSelected true"))
    #expect(cell.states.contains("editing true"))
    table.setEditing(false, animated: false)
    table.setContentOffset(CGPoint(x: 0, y: 82), animated: false)
    table.setContentOffset(.zero, animated: false)
    let resets = table.visibleCells.compactMap { ($0 as? UIKitSignatures.Cell)?.resets }
    #expect(resets.reduce(0, +) > 0)
  }

  @Test(
    "each table data-source, delegate, prefetching and scroll-view method written with UIKit's signature is the host's requirement"
  )
  func tableRequirements() {
    let responder = UIKitSignatures.TableResponder()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    let path = IndexPath(row: 0, section: 0)
    let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
    let dataSource: any UITableViewDataSource = responder
    let sections: Int = dataSource.numberOfSections(in: table)
    let rows: Int = dataSource.tableView(table, numberOfRowsInSection: 0)
    let made: UITableViewCell = dataSource.tableView(table, cellForRowAt: path)
    let header: String? = dataSource.tableView(table, titleForHeaderInSection: 0)
    let footer: String? = dataSource.tableView(table, titleForFooterInSection: 0)
    let titles: [String]? = dataSource.sectionIndexTitles(for: table)
    let titleSection: Int = dataSource.tableView(table, sectionForSectionIndexTitle: "A", at: 0)
    let editable: Bool = dataSource.tableView(table, canEditRowAt: path)
    let movable: Bool = dataSource.tableView(table, canMoveRowAt: path)
    dataSource.tableView(table, commit: .delete, forRowAt: path)
    dataSource.tableView(table, moveRowAt: path, to: path)
    _ = (sections, rows, made, header, footer, titles, titleSection, editable, movable)
    tableDelegateRequirements(responder, table, cell, path)
    let prefetching: any UITableViewDataSourcePrefetching = responder
    prefetching.tableView(table, prefetchRowsAt: [path])
    prefetching.tableView(table, cancelPrefetchingForRowsAt: [path])
    scrollViewRequirements(responder, table)
    #expect(responder.log == Self.tableCalls)
  }

  /// The delegate's requirements, called through the protocol.
  private func tableDelegateRequirements(
    _ responder: UIKitSignatures.TableResponder, _ table: UITableView, _ cell: UITableViewCell,
    _ path: IndexPath
  ) {
    let delegate: any UITableViewDelegate = responder
    let heights: [CGFloat] = [
      delegate.tableView(table, heightForRowAt: path),
      delegate.tableView(table, estimatedHeightForRowAt: path),
      delegate.tableView(table, heightForHeaderInSection: 0),
      delegate.tableView(table, heightForFooterInSection: 0),
    ]
    let headerViews: [UIView?] = [
      delegate.tableView(table, viewForHeaderInSection: 0),
      delegate.tableView(table, viewForFooterInSection: 0),
    ]
    delegate.tableView(table, willDisplayHeaderView: cell, forSection: 0)
    delegate.tableView(table, willDisplayFooterView: cell, forSection: 0)
    delegate.tableView(table, didEndDisplayingHeaderView: cell, forSection: 0)
    delegate.tableView(table, didEndDisplayingFooterView: cell, forSection: 0)
    _ = headerViews
    delegate.tableView(table, willDisplay: cell, forRowAt: path)
    delegate.tableView(table, didEndDisplaying: cell, forRowAt: path)
    let highlights: Bool = delegate.tableView(table, shouldHighlightRowAt: path)
    delegate.tableView(table, didHighlightRowAt: path)
    delegate.tableView(table, didUnhighlightRowAt: path)
    let willSelect: IndexPath? = delegate.tableView(table, willSelectRowAt: path)
    let willDeselect: IndexPath? = delegate.tableView(table, willDeselectRowAt: path)
    delegate.tableView(table, didSelectRowAt: path)
    delegate.tableView(table, didDeselectRowAt: path)
    delegate.tableView(table, accessoryButtonTappedForRowWith: path)
    let style: UITableViewCell.EditingStyle = delegate.tableView(
      table, editingStyleForRowAt: path)
    let deleteTitle: String? = delegate.tableView(
      table, titleForDeleteConfirmationButtonForRowAt: path)
    delegate.tableView(table, willBeginEditingRowAt: path)
    delegate.tableView(table, didEndEditingRowAt: path)
    let target: IndexPath = delegate.tableView(
      table, targetIndexPathForMoveFromRowAt: path, toProposedIndexPath: path)
    let leading: UISwipeActionsConfiguration? = delegate.tableView(
      table, leadingSwipeActionsConfigurationForRowAt: path)
    let trailing: UISwipeActionsConfiguration? = delegate.tableView(
      table, trailingSwipeActionsConfigurationForRowAt: path)
    _ = (heights, highlights, willSelect, willDeselect, style, deleteTitle, target)
    _ = (leading, trailing)
  }

  /// The scroll-view delegate's requirements, called through the protocol.
  private func scrollViewRequirements(
    _ delegate: any UIScrollViewDelegate, _ scrollView: UIScrollView
  ) {
    delegate.scrollViewDidScroll(scrollView)
    delegate.scrollViewWillBeginDragging(scrollView)
    var target = CGPoint(x: 0, y: 500)
    withUnsafeMutablePointer(to: &target) {
      delegate.scrollViewWillEndDragging(scrollView, withVelocity: .zero, targetContentOffset: $0)
    }
    #expect(target.y == scrollView.contentOffset.y)
    delegate.scrollViewDidEndDragging(scrollView, willDecelerate: false)
    delegate.scrollViewWillBeginDecelerating(scrollView)
    delegate.scrollViewDidEndDecelerating(scrollView)
    delegate.scrollViewDidEndScrollingAnimation(scrollView)
    let scrolls: Bool = delegate.scrollViewShouldScrollToTop(scrollView)
    delegate.scrollViewDidScrollToTop(scrollView)
    delegate.scrollViewDidChangeAdjustedContentInset(scrollView)
    _ = scrolls
  }

  /// What the table responder logs when each requirement is called once.
  private static let tableCalls = [
    "numberOfSections", "numberOfRowsInSection", "cellForRowAt", "titleForHeaderInSection",
    "titleForFooterInSection", "sectionIndexTitles", "sectionForSectionIndexTitle",
    "canEditRowAt", "canMoveRowAt", "commit", "moveRowAt", "heightForRowAt",
    "estimatedHeightForRowAt", "heightForHeaderInSection", "heightForFooterInSection",
    "viewForHeaderInSection", "viewForFooterInSection", "willDisplayHeaderView",
    "willDisplayFooterView", "didEndDisplayingHeaderView", "didEndDisplayingFooterView",
    "willDisplay", "didEndDisplaying", "shouldHighlightRowAt", "didHighlightRowAt",
    "didUnhighlightRowAt", "willSelectRowAt", "willDeselectRowAt", "didSelectRowAt",
    "didDeselectRowAt", "accessoryButtonTappedForRowWith", "editingStyleForRowAt",
    "titleForDeleteConfirmationButtonForRowAt", "willBeginEditingRowAt", "didEndEditingRowAt",
    "targetIndexPathForMoveFromRowAt", "leadingSwipeActionsConfigurationForRowAt",
    "trailingSwipeActionsConfigurationForRowAt", "prefetchRowsAt", "cancelPrefetchingForRowsAt",
    "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
    "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
    "scrollViewDidEndScrollingAnimation", "scrollViewShouldScrollToTop",
    "scrollViewDidScrollToTop", "scrollViewDidChangeAdjustedContentInset",
  ]

  @Test(
    "each collection data-source, delegate, flow-layout delegate and prefetching method written with UIKit's signature is the host's requirement"
  )
  func collectionRequirements() {
    let responder = UIKitSignatures.CollectionResponder()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    let kind = UICollectionView.elementKindSectionHeader
    view.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "Header"
    )
    let path = IndexPath(item: 0, section: 0)
    let cell = UICollectionViewCell(frame: .zero)
    let supplementary = UICollectionReusableView(frame: .zero)
    let dataSource: any UICollectionViewDataSource = responder
    let sections: Int = dataSource.numberOfSections(in: view)
    let items: Int = dataSource.collectionView(view, numberOfItemsInSection: 0)
    let made: UICollectionViewCell = dataSource.collectionView(view, cellForItemAt: path)
    let supplementaryView: UICollectionReusableView = dataSource.collectionView(
      view, viewForSupplementaryElementOfKind: kind, at: path)
    let moves: Bool = dataSource.collectionView(view, canMoveItemAt: path)
    dataSource.collectionView(view, moveItemAt: path, to: path)
    _ = (sections, items, made, supplementaryView, moves)
    let delegate: any UICollectionViewDelegate = responder
    delegate.collectionView(view, willDisplay: cell, forItemAt: path)
    delegate.collectionView(view, didEndDisplaying: cell, forItemAt: path)
    delegate.collectionView(
      view, willDisplaySupplementaryView: supplementary, forElementKind: kind, at: path)
    delegate.collectionView(
      view, didEndDisplayingSupplementaryView: supplementary, forElementOfKind: kind, at: path)
    let highlights: Bool = delegate.collectionView(view, shouldHighlightItemAt: path)
    delegate.collectionView(view, didHighlightItemAt: path)
    delegate.collectionView(view, didUnhighlightItemAt: path)
    let selects: Bool = delegate.collectionView(view, shouldSelectItemAt: path)
    delegate.collectionView(view, didSelectItemAt: path)
    let deselects: Bool = delegate.collectionView(view, shouldDeselectItemAt: path)
    delegate.collectionView(view, didDeselectItemAt: path)
    let moveTarget: IndexPath = delegate.collectionView(
      view, targetIndexPathForMoveOfItemFromOriginalIndexPath: path, atCurrentIndexPath: path,
      toProposedIndexPath: path)
    delegate.scrollViewDidScroll(view)
    _ = (highlights, selects, deselects, moveTarget)
    let flow: any UICollectionViewDelegateFlowLayout = responder
    let layout = view.collectionViewLayout
    let size: CGSize = flow.collectionView(view, layout: layout, sizeForItemAt: path)
    let inset: UIEdgeInsets = flow.collectionView(view, layout: layout, insetForSectionAt: 0)
    let line: CGFloat = flow.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: 0)
    let spacing: CGFloat = flow.collectionView(
      view, layout: layout, minimumInteritemSpacingForSectionAt: 0)
    let header: CGSize = flow.collectionView(
      view, layout: layout, referenceSizeForHeaderInSection: 0)
    let footer: CGSize = flow.collectionView(
      view, layout: layout, referenceSizeForFooterInSection: 0)
    _ = (size, inset, line, spacing, header, footer)
    let prefetching: any UICollectionViewDataSourcePrefetching = responder
    prefetching.collectionView(view, prefetchItemsAt: [path])
    prefetching.collectionView(view, cancelPrefetchingForItemsAt: [path])
    #expect(
      responder.log == [
        "numberOfSections", "numberOfItemsInSection", "cellForItemAt",
        "viewForSupplementaryElementOfKind", "canMoveItemAt", "moveItemAt", "willDisplay",
        "didEndDisplaying",
        "willDisplaySupplementaryView", "didEndDisplayingSupplementaryView",
        "shouldHighlightItemAt", "didHighlightItemAt", "didUnhighlightItemAt",
        "shouldSelectItemAt", "didSelectItemAt", "shouldDeselectItemAt", "didDeselectItemAt",
        "targetIndexPathForMoveOfItemFromOriginalIndexPath", "scrollViewDidScroll", "sizeForItemAt",
        "insetForSectionAt",
        "minimumLineSpacingForSectionAt", "minimumInteritemSpacingForSectionAt",
        "referenceSizeForHeaderInSection", "referenceSizeForFooterInSection", "prefetchItemsAt",
        "cancelPrefetchingForItemsAt",
      ])
  }
}

/// An item cell for the proof's grid screen.
private final class ProofItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}
