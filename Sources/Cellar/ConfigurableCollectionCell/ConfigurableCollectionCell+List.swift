import Foundation

extension ConfigurableCollectionCell where Self: UICollectionViewListCell {
  /// Shows the item's place in the outline as a list does: indents the
  /// cell by the item's level (`indentationLevel`) and gives an item with
  /// children an outline disclosure accessory (style `.cell`: only the
  /// disclosure toggles, a tap on the cell selects) whose tap calls
  /// ``OutlineState/toggle()``; a leaf loses it. The accessory replaces any
  /// outline disclosure the cell had; the other accessories stay.
  ///
  /// The handler is needed on UIKit too: without a diffable data source,
  /// UIKit's own disclosure does nothing. UIKit turns the disclosure by the
  /// cell's `configurationState.isExpanded`, which a cell shown without a
  /// diffable data source must report itself (``ListCell`` does).
  ///
  /// - Parameter state: The item's place in the outline.
  public func configureOutline(_ state: OutlineState) {
    showOutline(state)
  }

  /// The work of the default ``configureOutline(_:)``, which Cellar's own
  /// list cells (``ListCell``) call from theirs.
  func showOutline(_ state: OutlineState) {
    indentationLevel = state.level
    var shown = accessories.filter { $0.accessoryType != .outlineDisclosure }
    if state.hasChildren {
      shown.append(.outlineDisclosure(options: .init(style: .cell)) { state.toggle() })
    }
    accessories = shown
  }
}
