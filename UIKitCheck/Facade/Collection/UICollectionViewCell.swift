import CellarHost

/// A single data item when that item is within the collection view's
/// visible bounds.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewcell
///
/// The collection view sets ``isSelected`` and ``isHighlighted`` from its
/// own state before display and when the selection or a tap's highlight
/// changes (through the host carrier); setting them directly does not
/// change the selection, as in UIKit.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  /// The main view that you add your cell's custom content to.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  open private(set) lazy var contentView = UIView(frame: bounds)

  /// The selection state of the cell. Default: `false`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
  open var isSelected = false

  /// The highlight state of the cell. Default: `false`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted
  open var isHighlighted = false

  /// The current content configuration of the cell. Default: `nil`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
  ///
  /// UIKit declares it in a Swift extension (`public`, not `open`: it
  /// cannot be overridden), so the facade does too.
  public var contentConfiguration: (any UIContentConfiguration)?

  /// Creates a cell with a frame.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a cell from an archive.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Clears ``isSelected`` and ``isHighlighted``, as UIKit's cell does
  /// before it is handed out again; overrides call `super`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
  open override func prepareForReuse() {
    super.prepareForReuse()
    isSelected = false
    isHighlighted = false
  }

  override var facadeText: String? {
    (contentConfiguration as? UIListContentConfiguration)?.text
  }
}
