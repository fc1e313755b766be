import Foundation

/// Where a cell's row (or item) sits in its section's outline, as the cell
/// is told it in ``ConfigurableCell/configureOutline(_:)`` and
/// ``ConfigurableCollectionCell/configureOutline(_:)``: its depth, and
/// whether it has children and shows them.
///
/// A row of a plain section is at level 0 with no children. Two states are
/// equal when their level and flags are; the row they belong to is not
/// compared.
@MainActor
public struct OutlineState: Equatable {
  /// The depth: 0 for a row of the section itself, 1 for its children, and
  /// so on.
  public let level: Int
  /// Whether the row has children (possibly none now): a parent that can
  /// expand and collapse.
  public let hasChildren: Bool
  /// Whether the row shows its children; `false` for a row without any.
  public let isExpanded: Bool
  /// Whether the row is expanded while its children are still to load
  /// (`children(loadingWith:)`): show progress.
  public let isLoading: Bool
  /// The row, by identity, for ``toggle()``; `nil` for a row without children.
  let node: OutlineNode?
  /// The table or grid that showed the state, not kept alive by it.
  weak var list: (any OutlineToggling)?

  /// A state for a row of a given level.
  ///
  /// - Parameters:
  ///   - level: The depth (0 for a row of the section itself).
  ///   - hasChildren: Whether the row has children.
  ///   - isExpanded: Whether it shows them.
  ///   - isLoading: Whether its children are still to load while it is
  ///     expanded.
  public init(level: Int, hasChildren: Bool, isExpanded: Bool, isLoading: Bool = false) {
    self.init(
      level: level, hasChildren: hasChildren, isExpanded: isExpanded, isLoading: isLoading,
      node: nil, list: nil)
  }

  /// A state that can toggle its row in `list`.
  init(
    level: Int, hasChildren: Bool, isExpanded: Bool, isLoading: Bool, node: OutlineNode?,
    list: (any OutlineToggling)?
  ) {
    self.level = level
    self.hasChildren = hasChildren
    self.isExpanded = isExpanded
    self.isLoading = isLoading
    self.node = node
    self.list = list
  }

  /// Expands the row when it is collapsed and collapses it when it is
  /// expanded, as the user's tap on its disclosure does: the row is found
  /// by identity when the toggle runs, so a state kept by a cell never
  /// toggles another row. Queued like an update when called inside a
  /// callback or while the view handles an event; it flips the state the
  /// row has when it is applied, so two toggles queued together cancel
  /// out. Nothing happens, and nothing is reported, for a row without
  /// children (or one deleted or made a leaf since the state was made),
  /// or once the table or grid is gone.
  public func toggle() {
    guard let node, let list else { return }
    list.toggleByUser(node)
  }

  /// Whether two states have the same level and flags; the rows they
  /// belong to are not compared.
  nonisolated public static func == (lhs: OutlineState, rhs: OutlineState) -> Bool {
    lhs.level == rhs.level && lhs.hasChildren == rhs.hasChildren
      && lhs.isExpanded == rhs.isExpanded && lhs.isLoading == rhs.isLoading
  }
}

/// A table or grid whose rows the user can expand and collapse: what an
/// ``OutlineState`` toggles through.
@MainActor
protocol OutlineToggling: AnyObject {
  /// Expands `node` when it is collapsed and collapses it otherwise, with
  /// the animation of a tap.
  func toggleByUser(_ node: OutlineNode)
}

extension UpdateDriver {
  /// Expands `node` when it is collapsed and collapses it otherwise, with
  /// the animation of a tap; queued inside callbacks and view events. The
  /// direction is taken from the node's state when the toggle is applied,
  /// after the expansions queued before it; a node that is no longer
  /// expandable (its row deleted or made a leaf) is left alone, silently.
  func toggleByUser(_ node: OutlineNode) {
    let isExpanded = outline.states.state(of: node) ?? false
    inCallback {
      _ = requestExpansion(
        !isExpanded, of: node, animation: toggleAnimation, byUser: true, toggles: true)
    }
  }

  /// Tells a visible cell, after an update, where its row now sits in the
  /// outline (a kept row may have moved under another parent), once the
  /// table or grid has shown an outline.
  func refreshOutline(of cell: AnyObject, _ storage: AnyRowStorage) {
    guard outline.isActive else { return }
    tellOutline(to: cell, storage, always: false)
  }

  /// Tells `cell` the outline state of the row it shows, as a callback:
  /// `always`, or only when the state or the row differ from what the
  /// cell was last told.
  func tellOutline(to cell: AnyObject, _ storage: AnyRowStorage, always: Bool) {
    let state = outlineState(of: storage)
    let key = ObjectIdentifier(cell)
    if !always, let told = outline.toldStates[key], told.state == state, told.node == state.node {
      return
    }
    outline.toldStates[key] = (state, state.node)
    inCallback { storage.configureOutline(cell, state) }
  }

  /// The outline state of a row the table shows, for its cell.
  func outlineState(of storage: AnyRowStorage) -> OutlineState {
    guard let place = outline.placeOfRow[ObjectIdentifier(storage)] else {
      return OutlineState(level: 0, hasChildren: false, isExpanded: false)
    }
    let node = place.hasChildren ? storage.identityValue.map(OutlineNode.row) : nil
    return OutlineState(
      level: place.level, hasChildren: place.hasChildren, isExpanded: place.isExpanded,
      isLoading: place.isExpanded && storage.loadsChildren, node: node,
      list: self as? any OutlineToggling)
  }
}
