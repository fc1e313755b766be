import CellarHost
import Foundation

/// The visual representation of a single row in a table view.
///
/// In the facade a cell is carried by a host cell (a private carrier that
/// the host table pools, displays and recycles); the carrier forwards the
/// host's `prepareForReuse`, selection, highlight and editing calls here,
/// and renders this cell's text (its content configuration when it is a
/// `UIListContentConfiguration`, else its labels).
///
/// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor
open class UITableViewCell: UIView {
  /// An enumeration for the various styles of cells.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
  public enum CellStyle: Int, Sendable {
    /// A simple style with a text label and an optional image view.
    case `default` = 0
    /// A style with a left-aligned label and a right-aligned detail label.
    case value1 = 1
    /// A style with a right-aligned label and a left-aligned detail label.
    case value2 = 2
    /// A style with a left-aligned label and a smaller label below it.
    case subtitle = 3
  }

  /// The editing control used by a cell.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
  public enum EditingStyle: Int, Sendable {
    /// The cell has no editing control.
    case none = 0
    /// The cell has the delete editing control.
    case delete = 1
    /// The cell has the insert editing control.
    case insert = 2
  }

  /// The type of standard accessory control used by a cell.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
  public enum AccessoryType: Int, Sendable {
    /// No accessory view.
    case none = 0
    /// A chevron-shaped control.
    case disclosureIndicator = 1
    /// An information button and a disclosure (chevron) control.
    case detailDisclosureButton = 2
    /// A checkmark image.
    case checkmark = 3
    /// An information button.
    case detailButton = 4
  }

  /// The style of selected cells.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
  public enum SelectionStyle: Int, Sendable {
    /// The cell has no distinct style for when it's selected.
    case none = 0
    /// The cell has a default background color when selected.
    case blue = 1
    /// The cell has a gray background when selected.
    case gray = 2
    /// The cell has a default background color when selected.
    case `default` = 3
  }

  /// The style the cell was created with.
  let style: CellStyle

  /// The host cell that carries this one while the host table holds it.
  var carrier: TableCellCarrier? { facadeCarrier as? TableCellCarrier }

  /// Creates a table cell with a style and a reuse identifier.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
  public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.storedReuseIdentifier = reuseIdentifier
    self.textLabel = UILabel()
    self.detailTextLabel = style == .default ? nil : UILabel()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  }

  /// Creates a cell from an archive; the facade has no archives, so this
  /// makes a default-style cell without a reuse identifier.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
  public required init?(coder: NSCoder) {
    self.style = .default
    self.storedReuseIdentifier = nil
    self.textLabel = UILabel()
    self.detailTextLabel = nil
    super.init(coder: coder)
  }

  /// Creates a default-style cell without a reuse identifier, with a frame.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  /// The facade's way to instantiate a registered class by its metatype
  /// (UIKit calls `initWithStyle:reuseIdentifier:` dynamically; Swift needs
  /// a `required` initializer). Subclasses that override
  /// `init(style:reuseIdentifier:)` and `init?(coder:)` inherit it.
  @_spi(Facade)
  public required convenience init(registeredStyle style: CellStyle, reuseIdentifier: String?) {
    self.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  /// A string that identifies the purpose of a reusable cell.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
  open var reuseIdentifier: String? {
    carrier?.reuseIdentifier ?? storedReuseIdentifier
  }

  /// The identifier given at creation; a registration that made the cell
  /// without one gives its own, which the carrier holds.
  private let storedReuseIdentifier: String?

  /// The label used for the main textual content of the table cell.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  /// (listed among UITableViewCell's deprecated symbols,
  /// https://developer.apple.com/documentation/uikit/uitableviewcell-deprecated-symbols;
  /// the version is not shown there, so no `@available` is added)
  open private(set) var textLabel: UILabel?

  /// A label for additional details; `nil` for the default style, as in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
  /// (deprecated in iOS 27.0: the page gives its availability as iOS 3.0-27.0)
  @available(iOS, introduced: 3.0, deprecated: 27.0)
  open private(set) var detailTextLabel: UILabel?

  /// The content view of the cell object.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
  open private(set) lazy var contentView = UIView(frame: bounds)

  /// The current content configuration of the cell.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration-9ktox
  ///
  /// UIKit declares it in a Swift extension (`public`, not `open`: it
  /// cannot be overridden), so the facade does too.
  ///
  /// Setting a non-`nil` configuration resets ``detailTextLabel`` to `nil`,
  /// as UIKit documents ("This property is mutually exclusive with a content
  /// configuration"). Apple's pages do not say the same of ``textLabel``,
  /// so the facade leaves it.
  public var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      if contentConfiguration != nil { detailTextLabel = nil }
    }
  }

  /// Retrieves a default list content configuration for the cell's style.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
  ///
  /// UIKit declares it in a Swift extension (`public`, not `open`: it
  /// cannot be overridden), so the facade does too.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .default: .cell()
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    }
  }

  /// Prepares a reusable cell for reuse by the table view's delegate; the
  /// host table calls it (through the carrier) just before a dequeue hands
  /// out a recycled cell. Overrides must call `super`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
  open func prepareForReuse() {
    selected = false
    highlighted = false
    editing = false
  }

  /// The type of standard accessory view the cell should use.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property
  open var accessoryType: UITableViewCell.AccessoryType = .none {
    didSet { carrier?.accessoryType = accessoryType.host }
  }

  /// A view used as the accessory view of the cell (kept, not rendered).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/accessoryview
  open var accessoryView: UIView?

  /// The style of selected cells (kept, not rendered).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
  open var selectionStyle: UITableViewCell.SelectionStyle = .default

  private var selected = false
  private var highlighted = false
  private var editing = false

  /// Whether the cell is selected; setting it calls `setSelected(_:animated:)`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/isselected
  open var isSelected: Bool {
    get { selected }
    set { setSelected(newValue, animated: false) }
  }

  /// Sets the selected state of the cell; the table calls it to mirror its
  /// selection. Overrides must call `super`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/setselected(_:animated:)
  open func setSelected(_ selected: Bool, animated: Bool) {
    self.selected = selected
  }

  /// Whether the cell is highlighted; setting it calls `setHighlighted(_:animated:)`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/ishighlighted
  open var isHighlighted: Bool {
    get { highlighted }
    set { setHighlighted(newValue, animated: false) }
  }

  /// Sets the highlighted state of the cell; the table calls it during a
  /// tap. Overrides must call `super`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/sethighlighted(_:animated:)
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    self.highlighted = highlighted
  }

  /// Whether the cell is in an editable state; setting it calls `setEditing(_:animated:)`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/isediting
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }

  /// Toggles the cell into and out of editing mode; the table calls it to
  /// mirror its own editing state. Overrides must call `super`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/setediting(_:animated:)
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
  }

  /// The editing style of the cell, which the table sets while editing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.property
  open var editingStyle: UITableViewCell.EditingStyle {
    carrier.map { UITableViewCell.EditingStyle(host: $0.editingStyle) } ?? .none
  }

  /// Whether the cell shows the reordering control, which the table sets
  /// while editing for rows that can move.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewcell/showsreordercontrol
  open var showsReorderControl: Bool {
    carrier?.showsReorderControl ?? false
  }

  /// The text the host table renders: the list configuration's, else the labels'.
  var renderedText: (primary: String?, secondary: String?) {
    if let list = contentConfiguration as? UIListContentConfiguration {
      return (list.text, list.secondaryText)
    }
    return (textLabel?.text, detailTextLabel?.text)
  }
}
