import Foundation

extension Headless.UICollectionView {
  /// A ``tapAccessory(_:at:)`` that names an item without a tappable
  /// accessory of that type: the host's own error, as the driver is.
  public enum AccessoryTapError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The item has no visible cell, or its cell is not a list cell.
    case noVisibleListCell(IndexPath)
    /// The item's list cell has no accessory of the type (its name, such as
    /// `"outlineDisclosure"`).
    case noAccessory(String, IndexPath)
    /// The item's list cell has the accessory, but it is not shown in the
    /// collection view's editing state (its ``Headless/UICellAccessory/DisplayedState``).
    case accessoryNotDisplayed(String, IndexPath)

    /// What was wrong, and where.
    public var description: String {
      switch self {
      case .noVisibleListCell(let path):
        "no visible list cell at index path \(path.uikitDescription)"
      case .noAccessory(let type, let path):
        "the list cell at index path \(path.uikitDescription) has no \(type) accessory"
      case .accessoryNotDisplayed(let type, let path):
        "the \(type) accessory of the list cell at index path \(path.uikitDescription) is not displayed in this editing state"
      }
    }
  }

  /// Tells the visible list cells the editing state (``isEditing``).
  func editingDidChange() {
    for cell in visibleCellsByPath.values {
      (cell as? Headless.UICollectionViewListCell)?.isListEditing = isEditing
    }
  }

  /// The host's own: simulates the user tapping an accessory of an item's
  /// visible list cell (``Headless/UICollectionViewListCell/accessories``).
  /// A host driver, not UIKit API.
  ///
  /// - An outline disclosure, delete, insert or detail accessory runs its
  ///   `actionHandler` (an outline disclosure's handler runs instead of
  ///   expanding or collapsing, spec §5.3); without one nothing happens on
  ///   the host.
  /// - A disclosure indicator, checkmark, label or multiselect accessory is
  ///   part of the cell: the tap is a tap on the item (``tapItem(at:)``).
  /// - A custom view's tap reaches its frontmost enabled control (as
  ///   ``tapSupplementaryView(ofKind:at:)``), else the item.
  /// - A reorder control does nothing (it is dragged).
  /// - A hidden accessory (`isHidden` in its options) does nothing.
  ///
  /// Updates a handler asks for wait until the tap is over, as for
  /// ``tapItem(at:)``.
  ///
  /// ```swift
  /// cell.accessories = [.outlineDisclosure(actionHandler: { expanded.toggle() })]
  /// try collectionView.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0))
  /// ```
  ///
  /// - Parameters:
  ///   - type: The accessory's type (`.customView(view)` for a custom one).
  ///   - indexPath: The item.
  /// - Returns: Whether the accessory's action handler ran.
  /// - Throws: ``SelectionError/invalidTapIndexPath(_:)`` for an item that
  ///   does not exist; ``AccessoryTapError`` for an item without a visible
  ///   list cell, without such an accessory, or whose accessory is not
  ///   displayed in the editing state; errors of the layout pass.
  /// - Complexity: O(*a*) for *a* accessories, plus the handler or the tap.
  @discardableResult
  public func tapAccessory(_ type: Headless.UICellAccessory.AccessoryType, at indexPath: IndexPath)
    throws -> Bool
  {
    try UIKitException.driving(
      false,
      {
        try layOut()
        beginEvent()
        defer { endEvent() }
        try layOut()
        guard isValidItem(indexPath) else { throw SelectionError.invalidTapIndexPath(indexPath) }
        let accessory = try tappableAccessory(type, at: indexPath)
        guard !accessory.isHidden else { return false }
        record("tapAccessory", .row(indexPath))
        return try perform(accessory, at: indexPath)
      })
  }

  /// The accessory of a type on an item's visible list cell, shown in the
  /// editing state.
  private func tappableAccessory(
    _ type: Headless.UICellAccessory.AccessoryType, at indexPath: IndexPath
  ) throws -> Headless.UICellAccessory {
    guard let cell = visibleCellsByPath[indexPath] as? Headless.UICollectionViewListCell else {
      throw AccessoryTapError.noVisibleListCell(indexPath)
    }
    guard let accessory = cell.accessories.first(where: { $0.accessoryType == type }) else {
      throw AccessoryTapError.noAccessory(type.name, indexPath)
    }
    guard accessory.isDisplayed(editing: cell.isListEditing) else {
      throw AccessoryTapError.accessoryNotDisplayed(type.name, indexPath)
    }
    return accessory
  }

  /// What a tap on a shown, not hidden accessory does; whether its handler ran.
  private func perform(_ accessory: Headless.UICellAccessory, at indexPath: IndexPath) throws
    -> Bool
  {
    switch accessory.accessoryType {
    case .outlineDisclosure, .delete, .insert, .detail:
      guard let handler = accessory.actionHandler else { return false }
      handler()
      return true
    case .disclosureIndicator, .checkmark, .label, .multiselect:
      try tap(item: indexPath)
      return false
    case .customView(let view):
      if let control = view.frontmostControl {
        control.simulateTap()
      } else {
        try tap(item: indexPath)
      }
      return false
    case .reorder:
      return false
    }
  }

  /// A tap on an item whose list cell has a header-style outline
  /// disclosure (spec §4.2.6): runs the disclosure's action handler, if
  /// any, and tells the caller not to select the item.
  ///
  /// - Returns: Whether the tap was the disclosure's (then nothing else happens).
  func tapHeaderDisclosure(at indexPath: IndexPath) -> Bool {
    guard let cell = visibleCellsByPath[indexPath] as? Headless.UICollectionViewListCell,
      let disclosure = cell.headerDisclosure
    else { return false }
    record("tapAccessory", .row(indexPath))
    disclosure.actionHandler?()
    return true
  }
}
