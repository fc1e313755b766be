import Foundation

extension Headless {
  /// An item's view in a ``UICollectionView``: UIKit's
  /// `UICollectionViewCell`, simulated headlessly.
  ///
  /// Register a subclass with
  /// ``UICollectionView/register(_:forCellWithReuseIdentifier:)``, dequeue it in
  /// ``UICollectionViewDataSource/collectionView(_:cellForItemAt:)`` with
  /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and set
  /// its ``UICollectionReusableView/label``. Override
  /// ``UICollectionReusableView/prepareForReuse()`` (calling `super`) to reset
  /// state.
  ///
  /// The collection view sets ``isSelected`` and ``isHighlighted`` from its
  /// own state before each display and when the selection or a tap's
  /// highlight changes; setting them directly does not change the selection.
  @MainActor
  open class UICollectionViewCell: UICollectionReusableView {
    /// Whether the cell shows its item as selected. Default: `false`.
    ///
    /// Override with a `didSet` to update the cell's appearance.
    open var isSelected = false

    /// Whether the cell shows its item as highlighted (touched). Default: `false`.
    ///
    /// Override with a `didSet` to update the cell's appearance.
    open var isHighlighted = false

    /// The view holding the cell's content: the content configuration's
    /// view once one is set.
    open private(set) var contentView = UIView()

    /// The cell's content configuration, UIKit's `contentConfiguration`:
    /// given to the current content view when it supports it, else shown in
    /// the configuration's own view; drawn in place of the
    /// ``UICollectionReusableView/label``. `nil` gives the cell an empty
    /// content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
      didSet {
        let old = contentView
        contentView = Headless.contentView(showing: contentConfiguration, replacing: old)
        replaceSubview(old, with: contentView)
      }
    }

    /// Creates a cell with a frame, UIKit's `init(frame:)`, its content
    /// view as its subview.
    ///
    /// - Parameter frame: The initial frame; the layout's frame replaces it.
    public override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(contentView)
    }

    /// Creates a cell from an archive; always fails on the host.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Draws the content configuration's first line when the cell has one,
    /// else the label's, cut to `width`.
    ///
    /// - Parameter width: The number of characters available.
    /// - Returns: The text, never longer than `width`.
    open override func render(width: Int) -> String {
      guard contentConfiguration != nil else { return super.render(width: width) }
      return Headless.contentLines(of: contentView, width: width).first ?? ""
    }

    /// The cell's state, UIKit's `configurationState`: whether it is
    /// selected and highlighted (a ``UICollectionViewListCell`` adds
    /// editing). Override it to report more, such as `isExpanded` for an
    /// outline, calling `super` first.
    open var configurationState: UICellConfigurationState {
      var state = UICellConfigurationState()
      state.isSelected = isSelected
      state.isHighlighted = isHighlighted
      return state
    }

    /// Takes what a list cell learns from its collection view when it is
    /// dequeued for `indexPath`; other cells take nothing.
    func takeListState(from view: UICollectionView, at indexPath: IndexPath) {}

    /// The lines its content configuration shows when it has one, else its
    /// label's.
    override var fittingLineCount: Int {
      guard let configuration = contentConfiguration else { return super.fittingLineCount }
      return Headless.fittingLineCount(of: configuration, in: contentView)
    }

    /// Clears ``isSelected`` and ``isHighlighted``, then the label; the
    /// collection view sets the item's state again before display.
    open override func prepareForReuse() {
      super.prepareForReuse()
      isSelected = false
      isHighlighted = false
    }
  }
}
