import Cellar

// The proof that CellarHost's UIKit-named API has UIKit's exact Swift
// signatures (issue 23, phase 2): this one file uses every UIKit-named type
// and member CellarHost declares, in UIKit's shapes. It is compiled twice:
//
// - against Apple's real UIKit, by `../shared/tools/ios-sdk-typecheck/typecheck.sh`
//   (as part of `Examples/iOS`, with 0 errors and 0 warnings: a method of a
//   data source or delegate that only nearly matches UIKit's optional
//   requirement is a warning there);
// - against CellarHost on Linux, as part of the `CellarTests` target (a
//   symbolic link, `Tests/CellarTests/UIKitSignatures.swift`), with warnings
//   as errors; `UIKitSignaturesTests` there calls each data-source and
//   delegate requirement through the protocol and checks that the method
//   below answered, which a method whose signature differs from the host's
//   requirement would not.
//
// So a signature that differs from UIKit's fails one of the two builds (or
// that test). The file imports Cellar alone: UIKit's names and Foundation
// (`NSObject`, `NSCoder`, `IndexPath`) come through it on both platforms,
// as issue 23 requires of its sample (`ContactCell` and `Screen` below). `Exactly(x).is(T.self)`, in two statements, checks a method's
// type exactly: an assignment would let `T` convert to `T?`.
//
// Not here yet (later phases of issue 23): `UICollectionViewLayoutAttributes`
// is a class in UIKit and a structure here.

/// UIKit's signatures, used as UIKit declares them.
@MainActor
enum UIKitSignatures {
  /// Checks a value's type exactly (see the file's comment).
  struct Exactly<T> {
    init(_ value: T) {}

    /// Compiles only when `type` is the value's own type.
    func `is`(_ type: T.Type) {}
  }

  // MARK: The sample

  struct Contact {
    var name: String
    var phone: String
  }

  final class ContactCell: UITableViewCell, ConfigurableCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { fatalError() }

    func configure(_ contact: Contact) {
      var content = defaultContentConfiguration()
      content.text = contact.name
      content.secondaryText = contact.phone
      contentConfiguration = content
      accessoryType = .detailButton
    }
  }

  final class Screen: NSObject, UITableViewDelegate {
    let table = Table(tableView: UITableView(frame: .zero, style: .insetGrouped))

    var tapped: [IndexPath] = []

    override init() {
      super.init()
      table.delegate = self
    }

    func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
      tapped.append(indexPath)
    }
  }

  /// The same for a grid: its app's delegate hears what the grid does not answer.
  final class GridScreen: NSObject, UICollectionViewDelegate {
    let grid = Grid(
      collectionView: UICollectionView(
        frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()))

    var highlighted: [IndexPath] = []
    var selected: [IndexPath] = []

    override init() {
      super.init()
      grid.delegate = self
    }

    func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      highlighted.append(indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      selected.append(indexPath)
    }
  }

  /// A table view sized and placed as UIKit code does: added to a view,
  /// given its frame.
  static func placed(_ table: UITableView, in root: UIView) {
    root.addSubview(table)
    table.frame = root.bounds
  }

  // MARK: Subclasses, overriding what UIKit lets them override

  final class TableView: UITableView {
    var layouts = 0
    var frameChanges = 0

    override var frame: CGRect {
      didSet { frameChanges += 1 }
    }

    override init(frame: CGRect, style: UITableView.Style) {
      super.init(frame: frame, style: style)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutIfNeeded() {
      layouts += 1
      super.layoutIfNeeded()
    }

    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      super.setContentOffset(contentOffset, animated: animated)
    }

    override func adjustedContentInsetDidChange() {
      super.adjustedContentInsetDidChange()
    }
  }

  final class Cell: UITableViewCell {
    var resets = 0
    var states: [String] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func prepareForReuse() {
      super.prepareForReuse()
      resets += 1
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
      super.setSelected(selected, animated: animated)
      states.append("selected \(selected)")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
      super.setHighlighted(highlighted, animated: animated)
      states.append("highlighted \(highlighted)")
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
      super.setEditing(editing, animated: animated)
      states.append("editing \(editing)")
    }

    override var isSelected: Bool {
      didSet { states.append("isSelected \(isSelected)") }
    }

    override var isHighlighted: Bool {
      didSet { states.append("isHighlighted \(isHighlighted)") }
    }

    override var isEditing: Bool {
      didSet { states.append("isEditing \(isEditing)") }
    }

    override var accessoryType: UITableViewCell.AccessoryType {
      didSet { states.append("accessory \(accessoryType.rawValue)") }
    }

    override var showsReorderControl: Bool {
      didSet { states.append("reorder \(showsReorderControl)") }
    }
  }

  final class HeaderView: UITableViewHeaderFooterView {
    var resets = 0

    override init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func prepareForReuse() {
      super.prepareForReuse()
      resets += 1
    }
  }

  final class CollectionCell: UICollectionViewCell {
    var states: [String] = []

    override init(frame: CGRect) {
      super.init(frame: frame)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func prepareForReuse() {
      super.prepareForReuse()
      states.append("reset")
    }

    override var isSelected: Bool {
      didSet { states.append("isSelected \(isSelected)") }
    }

    override var isHighlighted: Bool {
      didSet { states.append("isHighlighted \(isHighlighted)") }
    }
  }

  final class SupplementaryView: UICollectionReusableView {
    var resets = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func prepareForReuse() {
      super.prepareForReuse()
      resets += 1
    }

    override var frame: CGRect {
      didSet { _ = frame.size }
    }
  }

  final class FlowLayout: UICollectionViewFlowLayout {
    override init() {
      super.init()
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  // MARK: Data sources and delegates, every method the host asks

  /// A table's data source, delegate and prefetch data source implementing
  /// each method CellarHost asks, with UIKit's signatures; each call is logged.
  final class TableResponder: NSObject, UITableViewDataSource, UITableViewDelegate,
    UITableViewDataSourcePrefetching
  {
    var log: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int {
      log.append("numberOfSections")
      return 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      log.append("numberOfRowsInSection")
      return 3
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      log.append("cellForRowAt")
      return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      log.append("titleForHeaderInSection")
      return "Header"
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      log.append("titleForFooterInSection")
      return nil
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      log.append("sectionIndexTitles")
      return ["A"]
    }

    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      log.append("sectionForSectionIndexTitle")
      return index
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      log.append("canEditRowAt")
      return true
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      log.append("canMoveRowAt")
      return false
    }

    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      log.append("commit")
    }

    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      log.append("moveRowAt")
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      log.append("heightForRowAt")
      return 44
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      log.append("estimatedHeightForRowAt")
      return 44
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      log.append("heightForHeaderInSection")
      return 28
    }

    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
      log.append("heightForFooterInSection")
      return 0
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      log.append("viewForHeaderInSection")
      return nil
    }

    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
      log.append("viewForFooterInSection")
      return nil
    }

    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      log.append("willDisplayHeaderView")
    }

    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      log.append("willDisplayFooterView")
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      log.append("didEndDisplayingHeaderView")
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      log.append("didEndDisplayingFooterView")
    }

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      log.append("willDisplay")
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      log.append("didEndDisplaying")
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
      log.append("shouldHighlightRowAt")
      return true
    }

    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
      log.append("didHighlightRowAt")
    }

    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
      log.append("didUnhighlightRowAt")
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
      log.append("willSelectRowAt")
      return indexPath
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      log.append("willDeselectRowAt")
      return indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("didSelectRowAt")
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      log.append("didDeselectRowAt")
    }

    func tableView(
      _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
    ) {
      log.append("accessoryButtonTappedForRowWith")
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
      -> UITableViewCell.EditingStyle
    {
      log.append("editingStyleForRowAt")
      return .delete
    }

    func tableView(
      _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
      log.append("titleForDeleteConfirmationButtonForRowAt")
      return "Remove"
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
      log.append("willBeginEditingRowAt")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      log.append("didEndEditingRowAt")
    }

    func tableView(
      _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
      toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
      log.append("targetIndexPathForMoveFromRowAt")
      return proposedDestinationIndexPath
    }

    func tableView(
      _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      log.append("leadingSwipeActionsConfigurationForRowAt")
      return nil
    }

    func tableView(
      _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
      log.append("trailingSwipeActionsConfigurationForRowAt")
      return nil
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      log.append("prefetchRowsAt")
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      log.append("cancelPrefetchingForRowsAt")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.append("scrollViewDidScroll")
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      log.append("scrollViewWillBeginDragging")
    }

    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      log.append("scrollViewWillEndDragging")
      targetContentOffset.pointee.y = scrollView.contentOffset.y
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      log.append("scrollViewDidEndDragging")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
      log.append("scrollViewWillBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      log.append("scrollViewDidEndDecelerating")
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      log.append("scrollViewDidEndScrollingAnimation")
    }

    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
      log.append("scrollViewShouldScrollToTop")
      return true
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      log.append("scrollViewDidScrollToTop")
    }

    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
      log.append("scrollViewDidChangeAdjustedContentInset")
    }
  }

  /// A collection view's data source, delegate and prefetch data source
  /// implementing each method CellarHost asks, with UIKit's signatures;
  /// each call is logged.
  final class CollectionResponder: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout, UICollectionViewDataSourcePrefetching
  {
    var log: [String] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int {
      log.append("numberOfSections")
      return 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      log.append("numberOfItemsInSection")
      return 3
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      log.append("cellForItemAt")
      return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      log.append("viewForSupplementaryElementOfKind")
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      log.append("willDisplay")
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      log.append("didEndDisplaying")
    }

    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      log.append("willDisplaySupplementaryView")
    }

    func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      log.append("didEndDisplayingSupplementaryView")
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      log.append("shouldHighlightItemAt")
      return true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    {
      log.append("didHighlightItemAt")
    }

    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      log.append("didUnhighlightItemAt")
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    {
      log.append("shouldSelectItemAt")
      return true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      log.append("didSelectItemAt")
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool {
      log.append("shouldDeselectItemAt")
      return true
    }

    func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      log.append("didDeselectItemAt")
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    {
      log.append("canMoveItemAt")
      return true
    }

    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      log.append("moveItemAt")
    }

    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
      log.append("targetIndexPathForMoveOfItemFromOriginalIndexPath")
      return proposedIndexPath
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    {
      log.append("prefetchItemsAt")
    }

    func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      log.append("cancelPrefetchingForItemsAt")
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      log.append("sizeForItemAt")
      return CGSize(width: 40, height: 30)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets {
      log.append("insetForSectionAt")
      return UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
      log.append("minimumLineSpacingForSectionAt")
      return 6
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
      log.append("minimumInteritemSpacingForSectionAt")
      return 5
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
      log.append("referenceSizeForHeaderInSection")
      return CGSize(width: 0, height: 20)
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize {
      log.append("referenceSizeForFooterInSection")
      return .zero
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      log.append("scrollViewDidScroll")
    }
  }

  final class CollectionView: UICollectionView {
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      super.init(frame: frame, collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
  }

  // MARK: Members, with their types

  /// The table view's members, each used or referenced with UIKit's type.
  static func tableView() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    _ = UITableView(frame: .zero)
    _ = UITableView()
    _ = TableView(frame: .zero, style: .grouped)
    let responder = TableResponder()
    table.dataSource = responder
    table.delegate = responder
    table.prefetchDataSource = responder
    let style: UITableView.Style = table.style
    let styles: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
    let styleValues: [Int] = styles.map(\.rawValue) + [style.rawValue]
    let animations: [UITableView.RowAnimation] = [
      .fade, .right, .left, .top, .bottom, .none, .middle, .automatic,
    ]
    let positions: [UITableView.ScrollPosition] = [.none, .top, .middle, .bottom]
    _ = (styleValues, animations.map(\.rawValue), positions.map(\.rawValue))
    let dimension: CGFloat = UITableView.automaticDimension
    table.rowHeight = dimension
    table.estimatedRowHeight = 44
    table.sectionHeaderHeight = dimension
    table.sectionFooterHeight = dimension
    table.estimatedSectionHeaderHeight = 28
    table.estimatedSectionFooterHeight = 0
    table.allowsSelection = true
    table.allowsMultipleSelection = false
    table.allowsSelectionDuringEditing = false
    table.allowsMultipleSelectionDuringEditing = false
    table.isPrefetchingEnabled = true
    table.isEditing = false
    let heights: [CGFloat] = [
      table.rowHeight, table.estimatedRowHeight, table.sectionHeaderHeight,
      table.sectionFooterHeight, table.estimatedSectionHeaderHeight,
      table.estimatedSectionFooterHeight,
    ]
    let flags: [Bool] = [
      table.allowsSelection, table.allowsMultipleSelection, table.allowsSelectionDuringEditing,
      table.allowsMultipleSelectionDuringEditing, table.isPrefetchingEnabled, table.isEditing,
      table.hasUncommittedUpdates,
    ]
    let delegates:
      (
        (any UITableViewDataSource)?, (any UITableViewDelegate)?,
        (any UITableViewDataSourcePrefetching)?
      ) = (table.dataSource, table.delegate, table.prefetchDataSource)
    _ = (heights, flags, delegates)
    tableViewQueries(table)
    tableViewMethods()
  }

  /// What the table view answers, with UIKit's types.
  static func tableViewQueries(_ table: UITableView) {
    let path = IndexPath(row: 0, section: 0)
    let sections: Int = table.numberOfSections
    let rows: Int = table.numberOfRows(inSection: 0)
    let cells: [UITableViewCell] = table.visibleCells
    let visible: [IndexPath]? = table.indexPathsForVisibleRows
    let cell: UITableViewCell? = table.cellForRow(at: path)
    let header: UITableViewHeaderFooterView? = table.headerView(forSection: 0)
    let footer: UITableViewHeaderFooterView? = table.footerView(forSection: 0)
    let selected: IndexPath? = table.indexPathForSelectedRow
    let allSelected: [IndexPath]? = table.indexPathsForSelectedRows
    let rects: [CGRect] = [
      table.rectForRow(at: path), table.rect(forSection: 0), table.rectForHeader(inSection: 0),
      table.rectForFooter(inSection: 0),
    ]
    let atPoint: IndexPath? = table.indexPathForRow(at: .zero)
    let inRect: [IndexPath]? = table.indexPathsForRows(in: table.bounds)
    let size: CGSize = table.contentSize
    let dequeued: UITableViewCell? = table.dequeueReusableCell(withIdentifier: "Cell")
    let view: UITableViewHeaderFooterView? = table.dequeueReusableHeaderFooterView(
      withIdentifier: "Header")
    let cellPath: IndexPath? = cells.first.flatMap { table.indexPath(for: $0) }
    _ = (sections, rows, visible, cell, header, footer, selected, allSelected, rects)
    _ = (atPoint, inRect, size, dequeued, view, cellPath)
  }

  /// The table view's methods, referenced with UIKit's exact types.
  static func tableViewMethods() {
    // UIKit's blocks are Objective-C blocks: the reference converts, the
    // calls show the optional parameters and their default.
    let batch = Exactly(
      UITableView.performBatchUpdates
        as @Sendable (UITableView) ->
        @MainActor @Sendable ((() -> Void)?, ((Bool) -> Void)?) -> Void)
    batch.is(
      (@Sendable (UITableView) -> @MainActor @Sendable ((() -> Void)?, ((Bool) -> Void)?) -> Void)
        .self)
    let view = UITableView(frame: .zero, style: .plain)
    view.performBatchUpdates(nil, completion: nil)
    view.performBatchUpdates {}
    view.performBatchUpdates({}, completion: { finished in _ = finished })
    let begin = Exactly(UITableView.beginUpdates)
    begin.is((@Sendable (UITableView) -> @MainActor @Sendable () -> Void).self)
    let end = Exactly(UITableView.endUpdates)
    end.is((@Sendable (UITableView) -> @MainActor @Sendable () -> Void).self)
    let insertRows = Exactly(UITableView.insertRows)
    insertRows.is(
      (@Sendable (UITableView) ->
        @MainActor @Sendable ([IndexPath], UITableView.RowAnimation) -> Void).self)
    let deleteRows = Exactly(UITableView.deleteRows)
    deleteRows.is(
      (@Sendable (UITableView) ->
        @MainActor @Sendable ([IndexPath], UITableView.RowAnimation) -> Void).self)
    let reloadRows = Exactly(UITableView.reloadRows)
    reloadRows.is(
      (@Sendable (UITableView) ->
        @MainActor @Sendable ([IndexPath], UITableView.RowAnimation) -> Void).self)
    let moveRow = Exactly(UITableView.moveRow)
    moveRow.is(
      (@Sendable (UITableView) -> @MainActor @Sendable (IndexPath, IndexPath) -> Void).self)
    let reconfigure = Exactly(UITableView.reconfigureRows)
    reconfigure.is((@Sendable (UITableView) -> @MainActor @Sendable ([IndexPath]) -> Void).self)
    let insertSections = Exactly(UITableView.insertSections)
    insertSections.is(
      (@Sendable (UITableView) -> @MainActor @Sendable (IndexSet, UITableView.RowAnimation) -> Void)
        .self)
    let deleteSections = Exactly(UITableView.deleteSections)
    deleteSections.is(
      (@Sendable (UITableView) -> @MainActor @Sendable (IndexSet, UITableView.RowAnimation) -> Void)
        .self)
    let reloadSections = Exactly(UITableView.reloadSections)
    reloadSections.is(
      (@Sendable (UITableView) -> @MainActor @Sendable (IndexSet, UITableView.RowAnimation) -> Void)
        .self)
    let moveSection = Exactly(UITableView.moveSection)
    moveSection.is((@Sendable (UITableView) -> @MainActor @Sendable (Int, Int) -> Void).self)
    let reload = Exactly(UITableView.reloadData)
    reload.is((@Sendable (UITableView) -> @MainActor @Sendable () -> Void).self)
    let reloadTitles = Exactly(UITableView.reloadSectionIndexTitles)
    reloadTitles.is((@Sendable (UITableView) -> @MainActor @Sendable () -> Void).self)
    tableViewScrollingMethods()
  }

  /// The table view's scrolling, selection, editing and dequeue methods,
  /// referenced with UIKit's exact types.
  static func tableViewScrollingMethods() {
    let layout = Exactly(UITableView.layoutIfNeeded)
    layout.is((@Sendable (UITableView) -> @MainActor @Sendable () -> Void).self)
    let needsLayout = Exactly(UITableView.setNeedsLayout)
    needsLayout.is((@Sendable (UITableView) -> @MainActor @Sendable () -> Void).self)
    let offset = Exactly(UITableView.setContentOffset)
    offset.is((@Sendable (UITableView) -> @MainActor @Sendable (CGPoint, Bool) -> Void).self)
    let scroll = Exactly(UITableView.scrollToRow)
    scroll.is(
      (@Sendable (UITableView) ->
        @MainActor @Sendable (IndexPath, UITableView.ScrollPosition, Bool) -> Void).self)
    let select = Exactly(UITableView.selectRow)
    select.is(
      (@Sendable (UITableView) ->
        @MainActor @Sendable (IndexPath?, Bool, UITableView.ScrollPosition) -> Void).self)
    let deselect = Exactly(UITableView.deselectRow)
    deselect.is((@Sendable (UITableView) -> @MainActor @Sendable (IndexPath, Bool) -> Void).self)
    let editing = Exactly(UITableView.setEditing)
    editing.is((@Sendable (UITableView) -> @MainActor @Sendable (Bool, Bool) -> Void).self)
    let dequeue = Exactly(
      UITableView.dequeueReusableCell(withIdentifier:for:)
        as @Sendable (UITableView)
        -> @MainActor @Sendable (String, IndexPath) -> UITableViewCell)
    dequeue.is(
      (@Sendable (UITableView) -> @MainActor @Sendable (String, IndexPath) -> UITableViewCell).self)
    let registerCell = Exactly(
      UITableView.register(_:forCellReuseIdentifier:)
        as @Sendable (UITableView)
        -> @MainActor @Sendable (AnyClass?, String) -> Void)
    registerCell.is(
      (@Sendable (UITableView) -> @MainActor @Sendable (AnyClass?, String) -> Void).self)
    let registerView = Exactly(
      UITableView.register(_:forHeaderFooterViewReuseIdentifier:)
        as @Sendable (UITableView)
        -> @MainActor @Sendable (AnyClass?, String) -> Void)
    registerView.is(
      (@Sendable (UITableView) -> @MainActor @Sendable (AnyClass?, String) -> Void).self)
  }

  /// The scroll view's members, with UIKit's types.
  static func scrollView(_ scrollView: UIScrollView) {
    let layout = Exactly(UIScrollView.layoutIfNeeded)
    layout.is((@Sendable (UIScrollView) -> @MainActor @Sendable () -> Void).self)
    let offset = Exactly(UIScrollView.setContentOffset)
    offset.is((@Sendable (UIScrollView) -> @MainActor @Sendable (CGPoint, Bool) -> Void).self)
    scrollView.setContentOffset(.zero, animated: false)
    scrollView.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: 10)
    scrollView.scrollsToTop = true
    scrollView.decelerationRate = .fast
    scrollView.decelerationRate = UIScrollView.DecelerationRate.normal
    let contentOffset: CGPoint = scrollView.contentOffset
    let bounds: CGRect = scrollView.bounds
    let flags: [Bool] = [
      scrollView.isDragging, scrollView.isDecelerating, scrollView.isTracking,
      scrollView.scrollsToTop,
    ]
    let rate: CGFloat = scrollView.decelerationRate.rawValue
    scrollView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    let insets: [UIEdgeInsets] = [scrollView.contentInset, scrollView.adjustedContentInset]
    _ = (contentOffset, bounds, flags, rate, UIScrollView.DecelerationRate(rawValue: 0.9), insets)
  }

  /// The cells' and header views' members, with UIKit's types.
  static func cells() {
    let cell = UITableViewCell(style: .value1, reuseIdentifier: "Cell")
    _ = UITableViewCell()
    _ = Cell(style: .default, reuseIdentifier: nil)
    let styles: [UITableViewCell.CellStyle] = [.default, .value1, .value2, .subtitle]
    let accessories: [UITableViewCell.AccessoryType] = [
      .none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton,
    ]
    let editingStyles: [UITableViewCell.EditingStyle] = [.none, .delete, .insert]
    _ = (styles.map(\.rawValue), accessories.map(\.rawValue), editingStyles.map(\.rawValue))
    cell.accessoryType = .checkmark
    cell.isSelected = true
    cell.isHighlighted = false
    cell.isEditing = false
    cell.showsReorderControl = false
    cell.textLabel?.text = "Text"
    cell.detailTextLabel?.text = "Detail"
    let identifier: String? = cell.reuseIdentifier
    let labels: (UILabel?, UILabel?) = (cell.textLabel, cell.detailTextLabel)
    let style: UITableViewCell.EditingStyle = cell.editingStyle
    let text: String? = labels.0?.text
    _ = (identifier, style, text)
    let reset = Exactly(UITableViewCell.prepareForReuse)
    reset.is((@Sendable (UITableViewCell) -> @MainActor @Sendable () -> Void).self)
    let selected = Exactly(UITableViewCell.setSelected)
    selected.is((@Sendable (UITableViewCell) -> @MainActor @Sendable (Bool, Bool) -> Void).self)
    let highlighted = Exactly(UITableViewCell.setHighlighted)
    highlighted.is((@Sendable (UITableViewCell) -> @MainActor @Sendable (Bool, Bool) -> Void).self)
    let editing = Exactly(UITableViewCell.setEditing)
    editing.is((@Sendable (UITableViewCell) -> @MainActor @Sendable (Bool, Bool) -> Void).self)
    let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
    var headerContent: UIListContentConfiguration = header.defaultContentConfiguration()
    headerContent.text = "Header"
    header.contentConfiguration = headerContent
    let headerContentView: UIView = header.contentView
    header.contentConfiguration = nil
    let collectionCell = UICollectionViewCell(frame: .zero)
    collectionCell.contentConfiguration = UIListContentConfiguration.cell()
    let collectionContent: (UIView, (any UIContentConfiguration)?) = (
      collectionCell.contentView, collectionCell.contentConfiguration
    )
    _ = (headerContentView, collectionContent)
    _ = UITableViewHeaderFooterView()
    _ = HeaderView(reuseIdentifier: nil)
    header.textLabel?.text = "Header"
    let headerIdentifier: String? = header.reuseIdentifier
    let headerLabels: (UILabel?, UILabel?) = (header.textLabel, header.detailTextLabel)
    let headerReset = Exactly(UITableViewHeaderFooterView.prepareForReuse)
    headerReset.is(
      (@Sendable (UITableViewHeaderFooterView) -> @MainActor @Sendable () -> Void).self)
    _ = (headerIdentifier, headerLabels)
  }

  /// The collection view's members, with UIKit's types.
  static func collectionView() {
    let layout = UICollectionViewFlowLayout()
    _ = FlowLayout()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    _ = CollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let viewLayout: UICollectionViewLayout = view.collectionViewLayout
    let layoutView: UICollectionView? = layout.collectionView
    let flow: UICollectionViewFlowLayout? = viewLayout as? UICollectionViewFlowLayout
    _ = (layoutView, flow)
    let responder = CollectionResponder()
    view.dataSource = responder
    view.delegate = responder
    view.prefetchDataSource = responder
    view.isPrefetchingEnabled = true
    view.allowsSelection = true
    view.allowsMultipleSelection = false
    let delegates:
      (
        (any UICollectionViewDataSource)?, (any UICollectionViewDelegate)?,
        (any UICollectionViewDataSourcePrefetching)?
      ) = (view.dataSource, view.delegate, view.prefetchDataSource)
    let initializer = Exactly(UICollectionView.init(frame:collectionViewLayout:))
    initializer.is((@MainActor (CGRect, UICollectionViewLayout) -> UICollectionView).self)
    let kinds: [String] = [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ]
    let positions: UICollectionView.ScrollPosition = [
      .top, .centeredVertically, .bottom, .left, .centeredHorizontally, .right,
    ]
    let position: UInt = positions.rawValue
    let directions: [UICollectionView.ScrollDirection] = [.vertical, .horizontal]
    let categories: [UICollectionView.ElementCategory] = [
      .cell, .supplementaryView, .decorationView,
    ]
    _ = (delegates, kinds, position, directions.map(\.rawValue), categories.map(\.rawValue))
    collectionViewQueries(view)
    registrations(view)
    collectionViewMethods()
    layoutMethods()
    flowLayout(layout)
  }

  /// What the collection view answers, with UIKit's types.
  static func collectionViewQueries(_ view: UICollectionView) {
    let path = IndexPath(item: 0, section: 0)
    let kind = UICollectionView.elementKindSectionHeader
    let sections: Int = view.numberOfSections
    let items: Int = view.numberOfItems(inSection: 0)
    let cells: [UICollectionViewCell] = view.visibleCells
    let visible: [IndexPath] = view.indexPathsForVisibleItems
    let cell: UICollectionViewCell? = view.cellForItem(at: path)
    let supplementary: UICollectionReusableView? = view.supplementaryView(
      forElementKind: kind, at: path)
    let supplementaries: [UICollectionReusableView] = view.visibleSupplementaryViews(ofKind: kind)
    let supplementaryPaths: [IndexPath] = view.indexPathsForVisibleSupplementaryElements(
      ofKind: kind)
    let selected: [IndexPath]? = view.indexPathsForSelectedItems
    let flags: [Bool] = [
      view.allowsSelection, view.allowsMultipleSelection, view.isPrefetchingEnabled,
      view.hasUncommittedUpdates,
    ]
    _ = (sections, items, cells, visible, cell, supplementary, supplementaries)
    _ = (supplementaryPaths, selected, flags)
  }

  /// The collection view's methods, referenced with UIKit's exact types.
  static func collectionViewMethods() {
    // UIKit's blocks are Objective-C blocks: the reference converts, the
    // calls show the optional parameters and their default.
    let batch = Exactly(
      UICollectionView.performBatchUpdates
        as @Sendable (UICollectionView) ->
        @MainActor @Sendable ((() -> Void)?, ((Bool) -> Void)?) -> Void)
    batch.is(
      (@Sendable (UICollectionView) ->
        @MainActor @Sendable ((() -> Void)?, ((Bool) -> Void)?) -> Void).self)
    let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    view.performBatchUpdates(nil, completion: nil)
    view.performBatchUpdates {}
    view.performBatchUpdates({}, completion: { finished in _ = finished })
    let insertItems = Exactly(UICollectionView.insertItems)
    insertItems.is(
      (@Sendable (UICollectionView) -> @MainActor @Sendable ([IndexPath]) -> Void).self)
    let deleteItems = Exactly(UICollectionView.deleteItems)
    deleteItems.is(
      (@Sendable (UICollectionView) -> @MainActor @Sendable ([IndexPath]) -> Void).self)
    let reloadItems = Exactly(UICollectionView.reloadItems)
    reloadItems.is(
      (@Sendable (UICollectionView) -> @MainActor @Sendable ([IndexPath]) -> Void).self)
    let reconfigure = Exactly(UICollectionView.reconfigureItems)
    reconfigure.is(
      (@Sendable (UICollectionView) -> @MainActor @Sendable ([IndexPath]) -> Void).self)
    let moveItem = Exactly(UICollectionView.moveItem)
    moveItem.is(
      (@Sendable (UICollectionView) -> @MainActor @Sendable (IndexPath, IndexPath) -> Void).self)
    let insertSections = Exactly(UICollectionView.insertSections)
    insertSections.is(
      (@Sendable (UICollectionView) -> @MainActor @Sendable (IndexSet) -> Void).self)
    let deleteSections = Exactly(UICollectionView.deleteSections)
    deleteSections.is(
      (@Sendable (UICollectionView) -> @MainActor @Sendable (IndexSet) -> Void).self)
    let hit = Exactly(UICollectionView.indexPathForItem(at:))
    hit.is((@Sendable (UICollectionView) -> @MainActor @Sendable (CGPoint) -> IndexPath?).self)
    let begin = Exactly(UICollectionView.beginInteractiveMovementForItem(at:))
    begin.is((@Sendable (UICollectionView) -> @MainActor @Sendable (IndexPath) -> Bool).self)
    let target = Exactly(UICollectionView.updateInteractiveMovementTargetPosition)
    target.is((@Sendable (UICollectionView) -> @MainActor @Sendable (CGPoint) -> Void).self)
    let end = Exactly(UICollectionView.endInteractiveMovement)
    end.is((@Sendable (UICollectionView) -> @MainActor @Sendable () -> Void).self)
    let cancel = Exactly(UICollectionView.cancelInteractiveMovement)
    cancel.is((@Sendable (UICollectionView) -> @MainActor @Sendable () -> Void).self)
    let reloadSections = Exactly(UICollectionView.reloadSections)
    reloadSections.is(
      (@Sendable (UICollectionView) -> @MainActor @Sendable (IndexSet) -> Void).self)
    let moveSection = Exactly(UICollectionView.moveSection)
    moveSection.is((@Sendable (UICollectionView) -> @MainActor @Sendable (Int, Int) -> Void).self)
    let reload = Exactly(UICollectionView.reloadData)
    reload.is((@Sendable (UICollectionView) -> @MainActor @Sendable () -> Void).self)
    let layout = Exactly(UICollectionView.layoutIfNeeded)
    layout.is((@Sendable (UICollectionView) -> @MainActor @Sendable () -> Void).self)
    let offset = Exactly(UICollectionView.setContentOffset)
    offset.is((@Sendable (UICollectionView) -> @MainActor @Sendable (CGPoint, Bool) -> Void).self)
    // The layout is settable, and changes with or without a completion.
    let newLayout = UICollectionViewFlowLayout()
    view.collectionViewLayout = newLayout
    let current: UICollectionViewLayout = view.collectionViewLayout
    view.setCollectionViewLayout(current, animated: false)
    view.setCollectionViewLayout(newLayout, animated: true) { finished in _ = finished }
    view.setCollectionViewLayout(newLayout, animated: false, completion: nil)
    collectionViewSelectionMethods()
  }

  /// The collection view's selection, scrolling and dequeue methods,
  /// referenced with UIKit's exact types.
  static func collectionViewSelectionMethods() {
    let scroll = Exactly(UICollectionView.scrollToItem)
    scroll.is(
      (@Sendable (UICollectionView) ->
        @MainActor @Sendable (IndexPath, UICollectionView.ScrollPosition, Bool) -> Void).self)
    let select = Exactly(UICollectionView.selectItem)
    select.is(
      (@Sendable (UICollectionView) ->
        @MainActor @Sendable (IndexPath?, Bool, UICollectionView.ScrollPosition) -> Void).self)
    let deselect = Exactly(UICollectionView.deselectItem)
    deselect.is(
      (@Sendable (UICollectionView) -> @MainActor @Sendable (IndexPath, Bool) -> Void).self)
    let dequeueCell = Exactly(UICollectionView.dequeueReusableCell)
    dequeueCell.is(
      (@Sendable (UICollectionView) ->
        @MainActor @Sendable (String, IndexPath) -> UICollectionViewCell).self)
    let dequeueView = Exactly(UICollectionView.dequeueReusableSupplementaryView)
    dequeueView.is(
      (@Sendable (UICollectionView) ->
        @MainActor @Sendable (String, String, IndexPath) -> UICollectionReusableView).self)
    let registerCell = Exactly(
      UICollectionView.register(_:forCellWithReuseIdentifier:)
        as @Sendable (UICollectionView)
        -> @MainActor @Sendable (AnyClass?, String) -> Void)
    registerCell.is(
      (@Sendable (UICollectionView) -> @MainActor @Sendable (AnyClass?, String) -> Void).self)
    let registerView = Exactly(
      UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)
        as @Sendable (UICollectionView) -> @MainActor @Sendable (AnyClass?, String, String) -> Void)
    registerView.is(
      (@Sendable (UICollectionView) -> @MainActor @Sendable (AnyClass?, String, String) -> Void)
        .self)
  }

  /// Cell and supplementary registrations and the configured dequeues.
  static func registrations(_ view: UICollectionView) {
    let cellHandler: UICollectionView.CellRegistration<UICollectionViewCell, String>.Handler = {
      cell, indexPath, item in
      let checked: (UICollectionViewCell, IndexPath, String) = (cell, indexPath, item)
      _ = checked
    }
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, String>(
      handler: cellHandler)
    let headerHandler:
      UICollectionView.SupplementaryRegistration<UICollectionReusableView>.Handler =
        { header, kind, indexPath in
          let checked: (UICollectionReusableView, String, IndexPath) = (header, kind, indexPath)
          _ = checked
        }
    let headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
      elementKind: UICollectionView.elementKindSectionHeader, handler: headerHandler)
    let path = IndexPath(item: 0, section: 0)
    let cell: UICollectionViewCell = view.dequeueConfiguredReusableCell(
      using: cells, for: path, item: "Item")
    let noItem: UICollectionViewCell = view.dequeueConfiguredReusableCell(
      using: cells, for: path, item: nil)
    let header: UICollectionReusableView = view.dequeueConfiguredReusableSupplementary(
      using: headers, for: path)
    _ = (cell, noItem, header)
  }

  /// The layout base class's members, referenced with UIKit's exact types.
  static func layoutMethods() {
    let invalidate = Exactly(
      UICollectionViewLayout.invalidateLayout
        as @Sendable (UICollectionViewLayout)
        -> @MainActor @Sendable () -> Void)
    invalidate.is((@Sendable (UICollectionViewLayout) -> @MainActor @Sendable () -> Void).self)
    let elements = Exactly(UICollectionViewLayout.layoutAttributesForElements)
    elements.is(
      (@Sendable (UICollectionViewLayout) ->
        @MainActor @Sendable (CGRect) -> [UICollectionViewLayoutAttributes]?).self)
    let item = Exactly(UICollectionViewLayout.layoutAttributesForItem)
    item.is(
      (@Sendable (UICollectionViewLayout) ->
        @MainActor @Sendable (IndexPath) -> UICollectionViewLayoutAttributes?).self)
    let supplementary = Exactly(UICollectionViewLayout.layoutAttributesForSupplementaryView)
    supplementary.is(
      (@Sendable (UICollectionViewLayout) ->
        @MainActor @Sendable (String, IndexPath) -> UICollectionViewLayoutAttributes?).self)
    let invalidates = Exactly(UICollectionViewLayout.shouldInvalidateLayout(forBoundsChange:))
    invalidates.is(
      (@Sendable (UICollectionViewLayout) -> @MainActor @Sendable (CGRect) -> Bool).self)
    let decoration = Exactly(UICollectionViewLayout.layoutAttributesForDecorationView)
    decoration.is(
      (@Sendable (UICollectionViewLayout) ->
        @MainActor @Sendable (String, IndexPath) -> UICollectionViewLayoutAttributes?).self)
    let size: CGSize = UICollectionViewFlowLayout().collectionViewContentSize
    _ = size
  }

  /// The flow layout's and its attributes' members, with UIKit's types.
  static func flowLayout(_ layout: UICollectionViewFlowLayout) {
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.estimatedItemSize = .zero
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    layout.headerReferenceSize = .zero
    layout.footerReferenceSize = .zero
    layout.scrollDirection = .vertical
    layout.sectionInsetReference = .fromContentInset
    layout.sectionHeadersPinToVisibleBounds = false
    layout.sectionFootersPinToVisibleBounds = false
    let references: [UICollectionViewFlowLayout.SectionInsetReference] = [
      .fromContentInset, .fromSafeArea, .fromLayoutMargins,
    ]
    let sizes: [CGSize] = [
      layout.itemSize, layout.estimatedItemSize, layout.headerReferenceSize,
      layout.footerReferenceSize, layout.collectionViewContentSize,
    ]
    let spacings: [CGFloat] = [layout.minimumLineSpacing, layout.minimumInteritemSpacing]
    let inset: UIEdgeInsets = layout.sectionInset
    let direction: UICollectionView.ScrollDirection = layout.scrollDirection
    let pins: [Bool] = [
      layout.sectionHeadersPinToVisibleBounds, layout.sectionFootersPinToVisibleBounds,
    ]
    _ = (references.map(\.rawValue), sizes, spacings, inset, direction, pins)
    let path = IndexPath(item: 0, section: 0)
    let item: UICollectionViewLayoutAttributes? = layout.layoutAttributesForItem(at: path)
    let supplementary: UICollectionViewLayoutAttributes? =
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: path)
    let elements: [UICollectionViewLayoutAttributes]? = layout.layoutAttributesForElements(
      in: CGRect(x: 0, y: 0, width: 320, height: 480))
    if let attributes = item ?? supplementary ?? elements?.first {
      let frame: CGRect = attributes.frame
      let indexPath: IndexPath = attributes.indexPath
      let category: UICollectionView.ElementCategory = attributes.representedElementCategory
      let kind: String? = attributes.representedElementKind
      let zIndex: Int = attributes.zIndex
      let size: CGSize = attributes.size
      let center: CGPoint = attributes.center
      _ = (frame, indexPath, category, kind, zIndex, size, center)
    }
  }

  /// The reusable views' members, with UIKit's types.
  static func reusableViews() {
    let view = UICollectionReusableView(frame: .zero)
    _ = UICollectionReusableView()
    _ = SupplementaryView(frame: .zero)
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    _ = UICollectionViewCell()
    _ = CollectionCell(frame: .zero)
    cell.isSelected = true
    cell.isHighlighted = false
    view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    let identifier: String? = view.reuseIdentifier
    let frame: CGRect = view.frame
    let flags: [Bool] = [cell.isSelected, cell.isHighlighted]
    let reset = Exactly(UICollectionReusableView.prepareForReuse)
    reset.is((@Sendable (UICollectionReusableView) -> @MainActor @Sendable () -> Void).self)
    _ = (identifier, frame, flags)
  }

  /// Swipe actions, insets, labels and index paths, with UIKit's types.
  /// Views, content configurations, controls and actions, with UIKit's types.
  static func contentAndControls() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    _ = UIView()
    view.tag = 7
    view.isHidden = false
    view.alpha = 1
    view.isUserInteractionEnabled = true
    view.accessibilityLabel = "Audio"
    let spoken: String? = view.accessibilityLabel
    _ = spoken
    // The traits' named constants are global variables in the iOS 16 SDK,
    // which Swift 6 code reads only through a `@preconcurrency import`.
    let traits: UIAccessibilityTraits = view.accessibilityTraits
    view.accessibilityTraits = traits.union(UIAccessibilityTraits(rawValue: traits.rawValue))
    view.isAccessibilityElement = traits.isEmpty
    let mask: UIView.AutoresizingMask = [
      .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
      .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
    ]
    view.autoresizingMask = mask
    var ranWithoutAnimation = false
    UIView.performWithoutAnimation { ranWithoutAnimation = !UIView.areAnimationsEnabled }
    _ = ranWithoutAnimation
    view.autoresizesSubviews = view.autoresizingMask.contains(.flexibleWidth)
    let child = UILabel()
    view.addSubview(child)
    let found: UIView? = view.viewWithTag(7)
    let tree: (UIView?, [UIView]) = (child.superview, view.subviews)
    view.bringSubviewToFront(child)
    view.sendSubviewToBack(child)
    child.removeFromSuperview()
    let fitting: CGSize = view.sizeThatFits(CGSize(width: 5, height: 5))
    view.sizeToFit()
    let rects: (CGRect, CGRect) = (view.frame, view.bounds)
    _ = (found, tree, fitting, rects)
    var content = UIListContentConfiguration.cell()
    content = .subtitleCell()
    content = .valueCell()
    content = .sidebarCell()
    content = .plainHeader()
    content = .groupedFooter()
    content.text = "Text"
    content.secondaryText = "Detail"
    content.textProperties.numberOfLines = 1
    content.secondaryTextProperties.numberOfLines = 0
    content.prefersSideBySideTextAndSecondaryText = true
    let texts: (String?, String?) = (content.text, content.secondaryText)
    let contentView: any UIView & UIContentView = content.makeContentView()
    let listView = UIListContentView(configuration: content)
    let shown: any UIContentConfiguration = listView.configuration
    _ = (texts, contentView, shown, listView.supports(content))
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let defaultContent: UIListContentConfiguration = cell.defaultContentConfiguration()
    cell.contentConfiguration = defaultContent
    let configured: (any UIContentConfiguration)? = cell.contentConfiguration
    let cellContentView: UIView = cell.contentView
    let toggle = UISwitch(frame: .zero)
    _ = UISwitch()
    toggle.isOn = true
    toggle.setOn(false, animated: true)
    toggle.isEnabled = false
    cell.accessoryView = toggle
    cell.editingAccessoryView = nil
    cell.editingAccessoryType = .none
    cell.selectionStyle = .none
    let selectionStyles: [UITableViewCell.SelectionStyle] = [.none, .blue, .gray, .default]
    cell.indentationLevel = 1
    cell.indentationWidth = 10
    let accessory: UIView? = cell.accessoryView
    _ = (configured, cellContentView, selectionStyles.map(\.rawValue), accessory)
    let stepper = UIStepper()
    stepper.minimumValue = 1
    stepper.maximumValue = 10
    stepper.stepValue = 2
    stepper.value = 3
    stepper.wraps = false
    stepper.autorepeat = true
    stepper.isContinuous = true
    let values: [Double] = [stepper.value, stepper.minimumValue, stepper.maximumValue]
    let action = UIAction(title: "Changed", identifier: UIAction.Identifier("changed")) { action in
      _ = (action.title, action.identifier, action.sender)
    }
    _ = UIAction { _ in }
    let events: [UIControl.Event] = [
      .valueChanged, .touchUpInside, .primaryActionTriggered, .allEvents, .editingChanged,
    ]
    stepper.addAction(action, for: .valueChanged)
    stepper.sendActions(for: .valueChanged)
    stepper.sendAction(action)
    stepper.removeAction(action, for: .valueChanged)
    stepper.removeAction(identifiedBy: action.identifier, for: .valueChanged)
    let control: UIControl = UIControl(frame: .zero, primaryAction: action)
    control.isEnabled = true
    control.isSelected = false
    control.isHighlighted = false
    _ = (values, events.map(\.rawValue), control)
    let handler: UIActionHandler = { _ in }
    _ = UIAction(title: "", identifier: nil, discoverabilityTitle: nil, handler: handler)
  }

  static func values() {
    let action = UIContextualAction(style: .destructive, title: "Delete") {
      action, sourceView, completion in
      let view: UIView = sourceView
      _ = (action.title, view)
      completion(true)
    }
    let styles: [UIContextualAction.Style] = [.normal, .destructive]
    action.title = "Remove"
    let title: String? = action.title
    let style: UIContextualAction.Style = action.style
    let configuration = UISwipeActionsConfiguration(actions: [action])
    configuration.performsFirstActionWithFullSwipe = false
    let actions: [UIContextualAction] = configuration.actions
    let fullSwipe: Bool = configuration.performsFirstActionWithFullSwipe
    _ = (styles.map(\.rawValue), title, style, actions, fullSwipe, action.handler)
    var insets = UIEdgeInsets()
    insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    insets.top = UIEdgeInsets.zero.top
    let edges: [CGFloat] = [insets.top, insets.left, insets.bottom, insets.right]
    let label = UILabel()
    label.text = "Label"
    let text: String? = label.text
    var path = IndexPath(row: 1, section: 2)
    path.row = 3
    path.section = 4
    let item = IndexPath(item: 5, section: 6)
    let indexes: [Int] = [path.row, path.section, item.item, item.section]
    _ = (edges, text, indexes)
  }

  // MARK: List cells and accessories

  /// A list cell subclass, overriding what UIKit lets it override (issue 25).
  final class AccessoryCell: UICollectionViewListCell {
    override init(frame: CGRect) {
      super.init(frame: frame)
      indentsAccessories = false
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      var content = defaultContentConfiguration()
      content.text = "Accessory"
      contentConfiguration = content
    }

    override var configurationState: UICellConfigurationState {
      var state = super.configurationState
      state.isExpanded = true
      return state
    }

    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let attributes: UICollectionViewLayoutAttributes = super.preferredLayoutAttributesFitting(
        layoutAttributes)
      return attributes
    }
  }

  /// The list cell, its accessories and the collection view's editing state
  /// (issue 25). `UIListContentConfiguration.header()` and `footer()` are iOS
  /// 18 API, unknown to the SDK the type check uses: not here.
  static func listCells() {
    let decorated: UICollectionViewLayout = UICollectionViewFlowLayout()
    decorated.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
    let unregistered: AnyClass? = nil
    decorated.register(unregistered, forDecorationViewOfKind: "background")
    let cell: UICollectionViewListCell = AccessoryCell(frame: .zero)
    let expanded: Bool = cell.configurationState.isExpanded
    let content: UIListContentConfiguration = cell.defaultContentConfiguration()
    cell.contentConfiguration = content
    cell.indentationLevel = 2
    cell.indentationWidth = 12
    cell.indentsAccessories = true
    let indentation: (Int, CGFloat, Bool) = (
      cell.indentationLevel, cell.indentationWidth, cell.indentsAccessories
    )
    let handler: UICellAccessory.ActionHandler = {}
    let system: [UICellAccessory] = [
      .disclosureIndicator(), .outlineDisclosure(), .checkmark(), .delete(), .insert(),
      .reorder(), .multiselect(), .label(text: "3"), .detail(),
    ]
    let configured: [UICellAccessory] = [
      .disclosureIndicator(displayed: .always, options: .init(isHidden: false)),
      .outlineDisclosure(
        displayed: .whenNotEditing, options: .init(style: .header), actionHandler: handler),
      .checkmark(displayed: .whenEditing, options: .init(tintColor: .systemRed)),
      .delete(displayed: .always, options: .init(backgroundColor: .white), actionHandler: handler),
      .insert(
        displayed: .whenEditing, options: .init(reservedLayoutWidth: .actual), actionHandler: nil),
      .reorder(displayed: .always, options: .init(showsVerticalSeparator: false)),
      .multiselect(displayed: .always, options: .init(backgroundColor: nil)),
      .label(text: "4", displayed: .always, options: .init(reservedLayoutWidth: .custom(20))),
      .detail(displayed: .always, options: .init(), actionHandler: handler),
    ]
    cell.accessories = system
    let accessories: [UICellAccessory] = cell.accessories
    let types: [UICellAccessory.AccessoryType] =
      accessories.map(\.accessoryType) + [
        .disclosureIndicator, .outlineDisclosure, .checkmark, .delete, .insert, .reorder,
        .multiselect, .label, .detail, .customView(UILabel()),
      ]
    _ = (content, indentation, configured, Set(types).count, expanded)
    listAccessoryOptions()
  }

  /// The accessories' options, placement and custom views (issue 25).
  static func listAccessoryOptions() {
    let view = UILabel()
    let position: UICellAccessory.Placement.Position = { $0.count }
    let placements: [UICellAccessory.Placement] = [
      .leading(), .trailing(), .leading(displayed: .whenEditing, at: position),
      .trailing(displayed: .always, at: UICellAccessory.Placement.position(before: .checkmark())),
      .trailing(at: UICellAccessory.Placement.position(after: .reorder())),
    ]
    var custom = UICellAccessory.CustomViewConfiguration(
      customView: view, placement: placements[0], isHidden: false,
      reservedLayoutWidth: .standard, tintColor: nil, maintainsFixedSize: true)
    custom.isHidden = true
    custom.maintainsFixedSize = false
    custom.reservedLayoutWidth = .actual
    custom.tintColor = .black
    let shown: (UIView, UICellAccessory.Placement) = (custom.customView, custom.placement)
    let accessory: UICellAccessory = .customView(configuration: custom)
    let states: [UICellAccessory.DisplayedState] = [.always, .whenEditing, .whenNotEditing]
    let dimensions: [UICellAccessory.LayoutDimension] = [.actual, .standard, .custom(4)]
    let styles: [UICellAccessory.OutlineDisclosureOptions.Style] = [.automatic, .header, .cell]
    var outline = UICellAccessory.OutlineDisclosureOptions(
      style: .cell, isHidden: true, reservedLayoutWidth: .standard, tintColor: nil)
    outline.style = .automatic
    outline.isHidden = false
    var reorder = UICellAccessory.ReorderOptions()
    reorder.showsVerticalSeparator = true
    var delete = UICellAccessory.DeleteOptions()
    delete.backgroundColor = nil
    let options: (Bool, Bool, UIColor?, UICellAccessory.LayoutDimension) = (
      outline.isHidden, reorder.showsVerticalSeparator, delete.tintColor,
      UICellAccessory.CheckmarkOptions().reservedLayoutWidth
    )
    _ = (
      shown, accessory.accessoryType, Set(states).count, dimensions.count, Set(styles).count,
      options
    )
    _ = (
      UICellAccessory.DisclosureIndicatorOptions(), UICellAccessory.DetailOptions(),
      UICellAccessory.InsertOptions(), UICellAccessory.MultiselectOptions(),
      UICellAccessory.LabelOptions(isHidden: true, reservedLayoutWidth: nil, tintColor: nil)
    )
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.isEditing = true
    collectionView.allowsSelectionDuringEditing = true
    collectionView.allowsMultipleSelectionDuringEditing = false
    let editing: (Bool, Bool, Bool) = (
      collectionView.isEditing, collectionView.allowsSelectionDuringEditing,
      collectionView.allowsMultipleSelectionDuringEditing
    )
    _ = editing
  }

  // MARK: Compositional layout

  /// The compositional layout's value types, with UIKit's types (issue 25).
  /// `uniformAcrossSiblings(estimate:)` and `isUniformAcrossSiblings` are
  /// iOS 17 API, unknown to the SDK the type check uses: not here.
  static func compositionalValues() {
    let dimensions: [NSCollectionLayoutDimension] = [
      .fractionalWidth(0.5), .fractionalHeight(0.25), .absolute(44), .estimated(30),
      NSCollectionLayoutDimension.absolute(1),
    ]
    let flags: [Bool] = dimensions.flatMap {
      [$0.isFractionalWidth, $0.isFractionalHeight, $0.isAbsolute, $0.isEstimated]
    }
    let values: [CGFloat] = dimensions.map(\.dimension)
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let sizeInitializer = Exactly(NSCollectionLayoutSize.init(widthDimension:heightDimension:))
    sizeInitializer.is(
      (@MainActor (NSCollectionLayoutDimension, NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize).self)
    let sides: (NSCollectionLayoutDimension, NSCollectionLayoutDimension) = (
      size.widthDimension, size.heightDimension
    )
    let spacings: [NSCollectionLayoutSpacing] = [.fixed(8), .flexible(0)]
    let spacingFlags: [Bool] = spacings.flatMap { [$0.isFixed, $0.isFlexible] }
    let spacingValues: [CGFloat] = spacings.map(\.spacing)
    let edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: nil, trailing: .fixed(2), bottom: nil)
    let edges: [NSCollectionLayoutSpacing?] = [
      edgeSpacing.leading, edgeSpacing.top, edgeSpacing.trailing, edgeSpacing.bottom,
    ]
    _ = (flags, values, sides, spacingFlags, spacingValues, edges)
    compositionalAnchors()
  }

  /// Anchors, directional insets and edges, alignments and insets references.
  static func compositionalAnchors() {
    let anchors: [NSCollectionLayoutAnchor] = [
      NSCollectionLayoutAnchor(edges: [.top, .trailing]),
      NSCollectionLayoutAnchor(edges: .bottom, absoluteOffset: CGPoint(x: 1, y: 2)),
      NSCollectionLayoutAnchor(edges: .all, fractionalOffset: CGPoint(x: 0.5, y: -0.5)),
    ]
    let anchorEdges: [NSDirectionalRectEdge] = anchors.map(\.edges)
    let offsets: [CGPoint] = anchors.map(\.offset)
    let offsetKinds: [Bool] = anchors.flatMap { [$0.isAbsoluteOffset, $0.isFractionalOffset] }
    var insets = NSDirectionalEdgeInsets()
    insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    insets.leading = NSDirectionalEdgeInsets.zero.trailing
    let insetValues: [CGFloat] = [insets.top, insets.leading, insets.bottom, insets.trailing]
    let rectEdges: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing, .all]
    let rawEdges: UInt = rectEdges.rawValue
    let alignments: [NSRectAlignment] = [
      .none, .top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing,
      .topTrailing,
    ]
    let references: [UIContentInsetsReference] = [
      .automatic, .none, .safeArea, .layoutMargins, .readableContent,
    ]
    let raw: [Int] = alignments.map(\.rawValue) + references.map(\.rawValue)
    _ = (anchorEdges, offsets, offsetKinds, insetValues, rawEdges, raw)
  }

  /// Items, groups, supplementaries and decorations, with UIKit's types.
  /// Deprecated members are in `compositionalDeprecated(_:_:)`.
  static func compositionalLayout() {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size, elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    let pinned = NSCollectionLayoutSupplementaryItem(
      layoutSize: size, elementKind: "pin", containerAnchor: NSCollectionLayoutAnchor(edges: .top),
      itemAnchor: NSCollectionLayoutAnchor(edges: .bottom))
    _ = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
    item.edgeSpacing = nil
    let itemParts:
      (
        NSDirectionalEdgeInsets, NSCollectionLayoutEdgeSpacing?, NSCollectionLayoutSize,
        [NSCollectionLayoutSupplementaryItem]
      ) = (item.contentInsets, item.edgeSpacing, item.layoutSize, item.supplementaryItems)
    badge.zIndex = 2
    let badgeParts: (Int, String, NSCollectionLayoutAnchor, NSCollectionLayoutAnchor?) = (
      badge.zIndex, badge.elementKind, badge.containerAnchor, pinned.itemAnchor
    )
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    let groups: [NSCollectionLayoutGroup] = [
      group, .vertical(layoutSize: size, subitems: [item]),
      .horizontal(layoutSize: size, repeatingSubitem: item, count: 2),
      .vertical(layoutSize: size, repeatingSubitem: item, count: 2),
      .custom(layoutSize: size) { environment in
        let width: CGFloat = environment.container.effectiveContentSize.width
        return [
          NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: width, height: 44)),
          NSCollectionLayoutGroupCustomItem(frame: .zero, zIndex: 1),
        ]
      },
    ]
    group.interItemSpacing = .fixed(8)
    group.supplementaryItems = [badge]
    let groupParts:
      (NSCollectionLayoutSpacing?, [NSCollectionLayoutItem], [NSCollectionLayoutSupplementaryItem]) =
        (group.interItemSpacing, group.subitems, group.supplementaryItems)
    let text: String = group.visualDescription()
    let customItem = NSCollectionLayoutGroupCustomItem(frame: .zero)
    let customParts: (CGRect, Int) = (customItem.frame, customItem.zIndex)
    let provider: NSCollectionLayoutGroupCustomItemProvider = { _ in [] }
    _ = NSCollectionLayoutGroup.custom(layoutSize: size, itemProvider: provider)
    _ = (itemParts, badgeParts, groups, groupParts, text, customParts)
    compositionalSection(group)
  }

  /// A section, its boundary items, decorations and invalidation handler,
  /// with UIKit's types. `orthogonalScrollingProperties` (iOS 17) is unknown
  /// to the SDK the type check uses: not here.
  static func compositionalSection(_ group: NSCollectionLayoutGroup) {
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = .zero
    section.interGroupSpacing = 8
    section.contentInsetsReference = .safeArea
    section.supplementaryContentInsetsReference = .automatic
    section.orthogonalScrollingBehavior = .groupPaging
    let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
      .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
      .groupPagingCentered,
    ]
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: group.layoutSize, elementKind: UICollectionView.elementKindSectionHeader,
      alignment: .top)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: group.layoutSize, elementKind: "footer", alignment: .bottom,
      absoluteOffset: CGPoint(x: 0, y: 1))
    header.pinToVisibleBounds = true
    header.extendsBoundary = false
    let headerParts: (Bool, Bool, NSRectAlignment, CGPoint) = (
      header.pinToVisibleBounds, header.extendsBoundary, footer.alignment, footer.offset
    )
    section.boundarySupplementaryItems = [header, footer]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.zIndex = -1
    let backgroundParts: (Int, String) = (background.zIndex, background.elementKind)
    section.decorationItems = [background]
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      for item in items {
        item.alpha = 0.5
        item.zIndex = 1
        item.isHidden = false
        item.center = CGPoint(x: item.frame.midX - offset.x, y: item.center.y)
        let parts: (String, IndexPath, CGRect, UICollectionView.ElementCategory, String?) = (
          item.name, item.indexPath, item.bounds, item.representedElementCategory,
          item.representedElementKind
        )
        _ = parts
      }
      let traits: UITraitCollection = environment.traitCollection
      _ = traits
    }
    let handler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler? =
      section.visibleItemsInvalidationHandler
    let parts:
      (
        NSDirectionalEdgeInsets, CGFloat, UIContentInsetsReference, UIContentInsetsReference,
        UICollectionLayoutSectionOrthogonalScrollingBehavior,
        [NSCollectionLayoutBoundarySupplementaryItem], [NSCollectionLayoutDecorationItem]
      ) = (
        section.contentInsets, section.interGroupSpacing, section.contentInsetsReference,
        section.supplementaryContentInsetsReference, section.orthogonalScrollingBehavior,
        section.boundarySupplementaryItems, section.decorationItems
      )
    _ = (behaviors.map(\.rawValue), headerParts, backgroundParts, handler == nil, parts)
    compositionalLayoutObject(section)
  }

  /// The list configuration, separators and list sections and layouts,
  /// with UIKit's types. `visualEffect` is not simulated: not here.
  static func listConfiguration(environment: any NSCollectionLayoutEnvironment) {
    let appearances: [UICollectionLayoutListConfiguration.Appearance] = [
      .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
    ]
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.showsSeparators = true
    configuration.headerMode = .supplementary
    configuration.headerMode = .firstItemInSection
    configuration.headerMode = .none
    configuration.footerMode = .supplementary
    configuration.footerMode = .none
    configuration.headerTopPadding = 8
    configuration.backgroundColor = nil
    let trailing: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider = {
      indexPath in
      UISwipeActionsConfiguration(actions: [])
    }
    configuration.trailingSwipeActionsConfigurationProvider = trailing
    configuration.leadingSwipeActionsConfigurationProvider = nil
    var separators = UIListSeparatorConfiguration(listAppearance: .plain)
    separators.topSeparatorVisibility = .hidden
    separators.bottomSeparatorVisibility = .visible
    separators.topSeparatorVisibility = .automatic
    separators.topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    separators.bottomSeparatorInsets = .zero
    separators.color = .black
    separators.multipleSelectionColor = .white
    configuration.separatorConfiguration = separators
    let handler: UICollectionLayoutListConfiguration.ItemSeparatorHandler = { _, section in
      section
    }
    configuration.itemSeparatorHandler = handler
    let parts:
      (
        UICollectionLayoutListConfiguration.Appearance, Bool,
        UICollectionLayoutListConfiguration.HeaderMode,
        UICollectionLayoutListConfiguration.FooterMode, CGFloat?, UIColor?
      ) = (
        configuration.appearance, configuration.showsSeparators, configuration.headerMode,
        configuration.footerMode, configuration.headerTopPadding, configuration.backgroundColor
      )
    let section: NSCollectionLayoutSection = .list(
      using: configuration, layoutEnvironment: environment)
    let layout: UICollectionViewCompositionalLayout = .list(using: configuration)
    _ = (appearances, parts, separators == separators, section, layout)
  }

  /// The layout, its configuration, section provider and environment, with
  /// UIKit's types.
  static func compositionalLayoutObject(_ section: NSCollectionLayoutSection) {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .vertical
    configuration.interSectionSpacing = 10
    configuration.boundarySupplementaryItems = []
    configuration.contentInsetsReference = .none
    let copy = configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration
    let layouts: [UICollectionViewCompositionalLayout] = [
      UICollectionViewCompositionalLayout(section: section),
      UICollectionViewCompositionalLayout(section: section, configuration: configuration),
      UICollectionViewCompositionalLayout { index, environment in
        let container: any NSCollectionLayoutContainer = environment.container
        let sizes: [CGSize] = [container.contentSize, container.effectiveContentSize]
        let insets: [NSDirectionalEdgeInsets] = [
          container.contentInsets, container.effectiveContentInsets,
        ]
        _ = (sizes, insets)
        return index == 0 ? section : nil
      },
      UICollectionViewCompositionalLayout(
        sectionProvider: { _, _ in nil }, configuration: configuration),
    ]
    let provider: UICollectionViewCompositionalLayoutSectionProvider = { _, _ in section }
    _ = UICollectionViewCompositionalLayout(sectionProvider: provider)
    layouts[0].configuration = configuration
    let current: UICollectionViewCompositionalLayoutConfiguration = layouts[0].configuration
    let parts: (UICollectionView.ScrollDirection, CGFloat, UIContentInsetsReference) = (
      current.scrollDirection, current.interSectionSpacing, current.contentInsetsReference
    )
    let boundary: [NSCollectionLayoutBoundarySupplementaryItem] = current.boundarySupplementaryItems
    let base: UICollectionViewLayout = layouts[0]
    _ = (copy, parts, boundary, base)
    compositionalTraits()
  }

  /// The trait collection's members the layout environment uses.
  static func compositionalTraits() {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: 3), UITraitCollection(horizontalSizeClass: .compact),
      UITraitCollection(verticalSizeClass: .regular), UITraitCollection(userInterfaceIdiom: .phone),
      UITraitCollection(),
    ])
    let classes: [UIUserInterfaceSizeClass] = [
      .unspecified, .compact, .regular, traits.horizontalSizeClass, traits.verticalSizeClass,
    ]
    let idioms: [UIUserInterfaceIdiom] = [
      .unspecified, .phone, .pad, .tv, .carPlay, .mac, traits.userInterfaceIdiom,
    ]
    let scale: CGFloat = traits.displayScale
    _ = (classes.map(\.rawValue), idioms.map(\.rawValue), scale)
  }

  /// The members UIKit deprecated in iOS 16, in a function deprecated as
  /// they are, so that using them warns on neither platform (the tests on
  /// Linux call it; nothing on iOS does).
  @available(iOS, deprecated: 16.0)
  static func compositionalDeprecated(
    _ item: NSCollectionLayoutItem, _ section: NSCollectionLayoutSection
  ) {
    let groups: [NSCollectionLayoutGroup] = [
      .horizontal(layoutSize: item.layoutSize, subitem: item, count: 2),
      .vertical(layoutSize: item.layoutSize, subitem: item, count: 2),
    ]
    section.supplementariesFollowContentInsets = false
    let follows: Bool = section.supplementariesFollowContentInsets
    _ = (groups, follows)
  }
}
