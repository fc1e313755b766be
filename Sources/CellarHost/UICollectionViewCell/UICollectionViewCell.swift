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

    /// Clears ``isSelected`` and ``isHighlighted``, then the label; the
    /// collection view sets the item's state again before display.
    open override func prepareForReuse() {
      super.prepareForReuse()
      isSelected = false
      isHighlighted = false
    }
  }
}
