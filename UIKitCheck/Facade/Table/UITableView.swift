import CellarHost
import Foundation

/// A view that presents data using rows in a single column.
///
/// The facade's table owns a CellarHost `Headless.UITableView` and forwards to it: the
/// host keeps the counts, the reuse pools, the viewport, the selection and
/// the batch validation, and calls a private bridge as its data source and
/// delegate; the bridge forwards each call to this table's UIKit-shaped
/// `dataSource`, `delegate` and `prefetchDataSource`, with this table and
/// UIKit cells as arguments. Tests reach the host through `host`
/// (`@_spi(Facade)`) to simulate the user (`tapRow(at:)`, drags, swipes).
///
/// Where UIKit raises an exception (an invalid batch update, a dequeue with
/// an unregistered identifier), the facade stops the program with UIKit's
/// message.
///
/// Every member is declared in the class body (not in extensions, as the
/// house style would split them) so that each is `open` and overridable,
/// as UIKit's are.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uitableview
@MainActor
open class UITableView: UIScrollView {
  /// The style of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  public enum Style: Int, Sendable {
    /// A plain table view.
    case plain = 0
    /// A table view where sections have distinct groups of rows.
    case grouped = 1
    /// A table view where the grouped sections are inset with rounded corners.
    case insetGrouped = 2
  }

  /// The type of animation to use when rows are inserted or deleted.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/rowanimation
  public enum RowAnimation: Int, Sendable {
    /// The rows fade in or out.
    case fade = 0
    /// The rows slide in from the right or out to the right.
    case right = 1
    /// The rows slide in from the left or out to the left.
    case left = 2
    /// The rows slide in from the top or out to the top.
    case top = 3
    /// The rows slide in from the bottom or out to the bottom.
    case bottom = 4
    /// The rows use a default animation.
    case none = 5
    /// The cell tries to keep itself centered in the space.
    case middle = 6
    /// The table view chooses an appropriate animation style.
    case automatic = 100
  }

  /// The position in the table view to which a given row is scrolled.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/scrollposition
  public enum ScrollPosition: Int, Sendable {
    /// The table view scrolls as little as needed to show the row.
    case none = 0
    /// The row is at the top of the visible table view.
    case top = 1
    /// The row is in the middle of the visible table view.
    case middle = 2
    /// The row is at the bottom of the visible table view.
    case bottom = 3
  }

  /// A constant representing the default value for a given dimension.
  /// (UIKit declares it `class let`, which Swift code cannot; call sites
  /// read the same.)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
  nonisolated public static let automaticDimension: CGFloat = Headless.UITableView
    .automaticDimension

  /// The host table this table forwards to, for tests that simulate the
  /// user through it.
  @_spi(Facade) public let host: Headless.UITableView

  /// The host's data source, delegate and prefetch data source.
  let bridge: TableBridge

  /// Carriers handed out by a dequeue and not yet back in the host's
  /// hands, kept alive until the data source returns the cell.
  var dequeuedCarriers: [TableCellCarrier] = []

  /// Whether the data source is taken to implement
  /// `tableView(_:commit:forRowAt:)`, which UIKit checks to offer
  /// swipe-to-delete and Swift cannot check. Default: `true`.
  @_spi(Facade) public var assumesDataSourceCommitsEditing = true

  /// Whether the data source is taken to implement
  /// `tableView(_:moveRowAt:to:)`, which UIKit checks to show reorder
  /// controls and Swift cannot check. Default: `true`.
  @_spi(Facade) public var assumesDataSourceMovesRows = true {
    didSet { host.setNeedsLayout() }
  }

  /// Creates a table view with the specified frame and style.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
  public init(frame: CGRect, style: UITableView.Style) {
    self.host = Headless.UITableView(frame: frame, style: style.host)
    self.bridge = TableBridge()
    super.init(frame: frame)
    bridge.owner = self
  }

  /// Creates a plain table view with the specified frame.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override convenience init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Creates a table view from an archive; the facade has no archives, so
  /// this makes a plain table with a zero frame.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
  public required init?(coder: NSCoder) {
    self.host = Headless.UITableView(frame: .zero, style: .plain)
    self.bridge = TableBridge()
    super.init(coder: coder)
    bridge.owner = self
  }

  override var scrollHost: Headless.UIScrollView? { host }

  override var scrollHostContentSize: CGSize? { host.contentSize }

  /// The style of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/style-swift.property
  open var style: UITableView.Style { Style(host: host.style) }

  // MARK: Data source and delegates

  /// The object that acts as the data source of the table view; held weakly.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/datasource
  weak open var dataSource: (any UITableViewDataSource)? {
    didSet { host.dataSource = dataSource == nil ? nil : bridge }
  }

  /// The object that acts as the delegate of the table view; held weakly.
  /// Declared here, not on `UIScrollView` (see `UIScrollView`).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/delegate
  weak open var delegate: (any UITableViewDelegate)? {
    didSet { host.delegate = delegate == nil ? nil : bridge }
  }

  /// The object that acts as the prefetching data source; held weakly.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/prefetchdatasource
  weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
    didSet { host.prefetchDataSource = prefetchDataSource == nil ? nil : bridge }
  }

  /// Whether cell and data prefetching are enabled. Default: `true`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/isprefetchingenabled
  open var isPrefetchingEnabled: Bool {
    get { host.isPrefetchingEnabled }
    set { host.isPrefetchingEnabled = newValue }
  }

  // MARK: Heights

  /// The default height for rows. Default: `automaticDimension`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/rowheight
  open var rowHeight: CGFloat {
    get { host.rowHeight }
    set { host.rowHeight = newValue }
  }

  /// The estimated height of rows. Default: `automaticDimension`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
  open var estimatedRowHeight: CGFloat {
    get { host.estimatedRowHeight }
    set { host.estimatedRowHeight = newValue }
  }

  /// The height of section headers. Default: `automaticDimension`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight
  open var sectionHeaderHeight: CGFloat {
    get { host.sectionHeaderHeight }
    set { host.sectionHeaderHeight = newValue }
  }

  /// The height of section footers. Default: `automaticDimension`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/sectionfooterheight
  open var sectionFooterHeight: CGFloat {
    get { host.sectionFooterHeight }
    set { host.sectionFooterHeight = newValue }
  }

  /// The estimated height of section headers. Default: `automaticDimension`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionheaderheight
  open var estimatedSectionHeaderHeight: CGFloat {
    get { host.estimatedSectionHeaderHeight }
    set { host.estimatedSectionHeaderHeight = newValue }
  }

  /// The estimated height of section footers. Default: `automaticDimension`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/estimatedsectionfooterheight
  open var estimatedSectionFooterHeight: CGFloat {
    get { host.estimatedSectionFooterHeight }
    set { host.estimatedSectionFooterHeight = newValue }
  }

  // MARK: Layout and scrolling

  /// Lays out the table now: loads the counts if needed and updates the
  /// visible cells, headers and footers (the host's layout pass).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open override func layoutIfNeeded() {
    raisingAsUIKit { host.layoutIfNeeded() }
    super.layoutIfNeeded()
  }

  /// Marks the table's layout as needing an update.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open override func setNeedsLayout() {
    host.setNeedsLayout()
    super.setNeedsLayout()
  }

  /// Scrolls to an offset and lays out at once (the host does not animate).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    raisingAsUIKit { host.setContentOffset(contentOffset, animated: animated) }
  }

  /// Scrolls through the table view until a row that an index path
  /// identifies is at a particular location on the screen.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    raisingAsUIKit {
      host.scrollToRow(at: indexPath, at: scrollPosition.host, animated: animated)
    }
  }

  // MARK: Editing

  /// Whether the table view is in editing mode.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/isediting
  open var isEditing: Bool {
    get { host.isEditing }
    set { host.isEditing = newValue }
  }

  /// Toggles the table view into and out of editing mode.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)
  open func setEditing(_ editing: Bool, animated: Bool) {
    host.setEditing(editing, animated: animated)
  }

  // MARK: Registering and dequeuing

  /// Registers a class to use in creating new table cells.
  ///
  /// The host gets a factory that makes
  /// `cellClass.init(style: .default, reuseIdentifier: identifier)` in a carrier.
  /// A class that is not a `UITableViewCell` stops the program, as UIKit raises.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-3l3ct
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      return host.register(factory: nil, forCellReuseIdentifier: identifier)
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      preconditionFailure(
        "UIKit would raise: must pass a class of kind UITableViewCell (got \(cellClass))")
    }
    host.register(
      factory: {
        TableCellCarrier(ui: cellType.init(registeredStyle: .default, reuseIdentifier: identifier))
      }, forCellReuseIdentifier: identifier)
  }

  /// Registers a class for use in creating new table header or footer views.
  ///
  /// A class that is not a `UITableViewHeaderFooterView` stops the program,
  /// as UIKit raises.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-20ybb
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      return host.register(factory: nil, forHeaderFooterViewReuseIdentifier: identifier)
    }
    guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
      preconditionFailure(
        "UIKit would raise: must pass a class of kind UITableViewHeaderFooterView (got \(aClass))")
    }
    host.register(
      factory: {
        TableHeaderFooterCarrier(view: viewType.init(registeredReuseIdentifier: identifier))
      }, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// Returns a reusable table-view cell object for the specified reuse
  /// identifier and adds it to the table.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = raisingAsUIKit {
      host.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    return ui(dequeued: cell)
  }

  /// Returns a reusable table-view cell object located by its identifier,
  /// or `nil`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    host.dequeueReusableCell(withIdentifier: identifier).map { ui(dequeued: $0) }
  }

  /// Returns a reusable header or footer view located by its identifier, or `nil`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    guard let view = host.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
      return nil
    }
    return bridge.uiView(for: view) as? UITableViewHeaderFooterView
  }

  /// The UIKit cell of a carrier a dequeue returned, kept alive until the
  /// data source hands it back.
  private func ui(dequeued cell: Headless.UITableViewCell) -> UITableViewCell {
    let carrier = bridge.carrier(of: cell)
    dequeuedCarriers.append(carrier)
    return carrier.ui
  }

  // MARK: Visible content

  /// The table cells that are visible in the table view, in index-path order.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/visiblecells
  open var visibleCells: [UITableViewCell] {
    host.visibleCells.map { bridge.carrier(of: $0).ui }
  }

  /// The index paths, each identifying a visible row in the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
  open var indexPathsForVisibleRows: [IndexPath]? {
    host.indexPathsForVisibleRows
  }

  /// Returns the table cell at the index path you specify, or `nil` when the
  /// row is not visible.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    host.cellForRow(at: indexPath).map { bridge.carrier(of: $0).ui }
  }

  /// Returns an index path that represents the row and section of a
  /// specified table-view cell, or `nil` when it is not visible.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)
  open func indexPath(for cell: UITableViewCell) -> IndexPath? {
    guard let carrier = cell.carrier else { return nil }
    return host.indexPath(for: carrier)
  }

  /// Returns the header view for the specified section, or `nil` when it is
  /// not displayed.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/headerview(forsection:)
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    host.headerView(forSection: section).flatMap {
      bridge.uiView(for: $0) as? UITableViewHeaderFooterView
    }
  }

  /// Returns the footer view for the specified section, or `nil` when it is
  /// not displayed.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)
  open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    host.footerView(forSection: section).flatMap {
      bridge.uiView(for: $0) as? UITableViewHeaderFooterView
    }
  }

  // MARK: Counts and geometry

  /// The number of sections for the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/numberofsections
  open var numberOfSections: Int { host.numberOfSections }

  /// Returns the number of rows (table cells) in a specified section.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  open func numberOfRows(inSection section: Int) -> Int {
    host.numberOfRows(inSection: section)
  }

  /// Returns the drawing area for a row that an index path identifies.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    host.rectForRow(at: indexPath)
  }

  /// Returns the drawing area for a specified section of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/rect(forsection:)
  open func rect(forSection section: Int) -> CGRect {
    host.rect(forSection: section)
  }

  /// Returns the drawing area for the header of the specified section.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/rectforheader(insection:)
  open func rectForHeader(inSection section: Int) -> CGRect {
    host.rectForHeader(inSection: section)
  }

  /// Returns the drawing area for the footer of the specified section.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/rectforfooter(insection:)
  open func rectForFooter(inSection section: Int) -> CGRect {
    host.rectForFooter(inSection: section)
  }

  /// Returns an index path identifying the row and section at the given point.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpathforrow(at:)
  open func indexPathForRow(at point: CGPoint) -> IndexPath? {
    host.indexPathForRow(at: point)
  }

  /// Returns an array of index paths, each representing a row enclosed by
  /// a given rectangle.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpathsforrows(in:)
  open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    host.indexPathsForRows(in: rect)
  }

  // MARK: Reloading and batch updates

  /// Reloads the rows and sections of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  open func reloadData() {
    host.reloadData()
  }

  /// Reloads the items in the index bar along the right side of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/reloadsectionindextitles()
  open func reloadSectionIndexTitles() {
    host.reloadSectionIndexTitles()
  }

  /// Animates multiple insert, delete, reload, and move operations as a
  /// group. The host validates the batch with UIKit's rules; a batch UIKit
  /// would reject stops the program with UIKit's "Invalid update" text.
  /// The completion runs at once with `true` (nothing animates).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
  open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    var hostCompletion: (@MainActor (Bool) -> Void)?
    if let completion { hostCompletion = { completion($0) } }
    raisingAsUIKit {
      host.performBatchUpdates({ updates?() }, completion: hostCompletion)
    }
  }

  /// Begins a series of method calls that insert, delete, or select rows
  /// and sections of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/beginupdates()
  open func beginUpdates() {
    host.beginUpdates()
  }

  /// Concludes a series of method calls that insert, delete, select, or
  /// reload rows and sections of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/endupdates()
  open func endUpdates() {
    raisingAsUIKit { host.endUpdates() }
  }

  /// Whether the table view's appearance has changes that haven't been
  /// applied yet (a batch is open).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/hasuncommittedupdates
  open var hasUncommittedUpdates: Bool { host.hasUncommittedUpdates }

  /// Inserts one or more sections in the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)
  open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    raisingAsUIKit { host.insertSections(sections, with: animation.host) }
  }

  /// Deletes one or more sections in the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)
  open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    raisingAsUIKit { host.deleteSections(sections, with: animation.host) }
  }

  /// Reloads the specified sections.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)
  open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    raisingAsUIKit { host.reloadSections(sections, with: animation.host) }
  }

  /// Moves a section to a new location in the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)
  open func moveSection(_ section: Int, toSection newSection: Int) {
    raisingAsUIKit { host.moveSection(section, toSection: newSection) }
  }

  /// Inserts rows in the table view at the locations that an array of
  /// index paths identifies.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
  open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    raisingAsUIKit { host.insertRows(at: indexPaths, with: animation.host) }
  }

  /// Deletes the rows that an array of index paths identifies.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    raisingAsUIKit { host.deleteRows(at: indexPaths, with: animation.host) }
  }

  /// Reloads the specified rows.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
  open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    raisingAsUIKit { host.reloadRows(at: indexPaths, with: animation.host) }
  }

  /// Moves the row at a specified location to a destination location.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)
  open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    raisingAsUIKit { host.moveRow(at: indexPath, to: newIndexPath) }
  }

  /// Updates the data for the rows at the index paths you specify,
  /// preserving the existing cells for the rows.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
  open func reconfigureRows(at indexPaths: [IndexPath]) {
    raisingAsUIKit { host.reconfigureRows(at: indexPaths) }
  }

  // MARK: Selection

  /// Whether users can select a row. Default: `true`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/allowsselection
  open var allowsSelection: Bool {
    get { host.allowsSelection }
    set { host.allowsSelection = newValue }
  }

  /// Whether users can select more than one row outside of editing mode.
  /// Default: `false`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection
  open var allowsMultipleSelection: Bool {
    get { host.allowsMultipleSelection }
    set { host.allowsMultipleSelection = newValue }
  }

  /// Whether users can select cells while the table view is in editing
  /// mode. Default: `false`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/allowsselectionduringediting
  open var allowsSelectionDuringEditing: Bool {
    get { host.allowsSelectionDuringEditing }
    set { host.allowsSelectionDuringEditing = newValue }
  }

  /// Whether users can select more than one cell simultaneously in editing
  /// mode. Default: `false`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselectionduringediting
  open var allowsMultipleSelectionDuringEditing: Bool {
    get { host.allowsMultipleSelectionDuringEditing }
    set { host.allowsMultipleSelectionDuringEditing = newValue }
  }

  /// An index path that identifies the row and section of the selected row.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow
  open var indexPathForSelectedRow: IndexPath? { host.indexPathForSelectedRow }

  /// The index paths that represent the selected rows.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows
  open var indexPathsForSelectedRows: [IndexPath]? { host.indexPathsForSelectedRows }

  /// Selects a row in the table view that an index path identifies,
  /// optionally scrolling the row to a location in the table view. No
  /// delegate methods are called, as in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)
  open func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
  ) {
    raisingAsUIKit {
      host.selectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition.host)
    }
  }

  /// Deselects a row that an index path identifies, with an option to
  /// animate the deselection. No delegate methods are called, as in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    host.deselectRow(at: indexPath, animated: animated)
  }
}
