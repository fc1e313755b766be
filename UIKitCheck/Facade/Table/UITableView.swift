import CellarHost
import Foundation

/// A view that presents data using rows in a single column.
///
/// The facade's table owns a CellarHost `TableView` and forwards to it: the
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
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
  nonisolated public static let automaticDimension: CGFloat = TableView.automaticDimension

  /// The host table this table forwards to, for tests that simulate the
  /// user through it.
  @_spi(Facade) public let host: TableView

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
    self.host = TableView(frame: frame, style: style.host)
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
    self.host = TableView(frame: .zero, style: .plain)
    self.bridge = TableBridge()
    super.init(coder: coder)
    bridge.owner = self
  }

  override var scrollHost: ScrollView? { host }

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
    raisingAsUIKit { try host.layoutIfNeeded() }
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
    raisingAsUIKit { try host.setContentOffset(contentOffset, animated: animated) }
  }

  /// Scrolls through the table view until a row that an index path
  /// identifies is at a particular location on the screen.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/scrolltorow(at:at:animated:)
  open func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
  ) {
    raisingAsUIKit {
      try host.scrollToRow(at: indexPath, at: scrollPosition.host, animated: animated)
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
}
