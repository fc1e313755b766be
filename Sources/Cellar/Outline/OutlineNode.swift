import Foundation

/// What can be expanded or collapsed: a collapsible section or a row (a
/// grid's item) with children, by identity.
public enum OutlineNode: Hashable {
  /// A collapsible section, by its `id`.
  case section(AnyHashable)
  /// A row or item with children, by its identity.
  case row(AnyHashable)
}

/// A section or row that expanded or collapsed: what
/// ``CellarList/onExpansionChange`` is called with.
public struct ExpansionChange: Hashable {
  /// The section or row (a grid's item), by identity.
  public var node: OutlineNode
  /// Its new state.
  public var isExpanded: Bool
  /// Whether the user asked for it: a tap on the row, its disclosure or
  /// the section's header, or ``OutlineState/toggle()`` (which a cell's own
  /// control calls); `false` for `setExpanded`.
  public var isUserAction: Bool

  /// A change, as ``CellarList/onExpansionChange`` is told it.
  ///
  /// - Parameters:
  ///   - node: The section or row.
  ///   - isExpanded: Its new state.
  ///   - isUserAction: Whether the user's tap asked for it.
  public init(node: OutlineNode, isExpanded: Bool, isUserAction: Bool = false) {
    self.node = node
    self.isExpanded = isExpanded
    self.isUserAction = isUserAction
  }
}

/// Where a shown row sits in its section's outline: its depth, and whether
/// it has children and shows them.
struct OutlinePlace: Equatable {
  /// The depth: 0 for a row of the section itself.
  var level: Int
  /// Whether the row has children (possibly none now).
  var hasChildren: Bool
  /// Whether the row shows its children.
  var isExpanded: Bool
}

/// A mistake in an outline's identities, found while flattening it.
enum OutlineIdentityError: Error, Equatable {
  /// A collapsible section without an `id`.
  case sectionNeedsID(section: Int)
  /// A row with children without an identity; `path` is the section, then
  /// the row's index at each level.
  case rowNeedsID(path: [Int])
}

/// Where a row (a grid's item) of the declared tree is: shown at an index
/// path, hidden under a collapsed section or row, or not held at all.
public enum RowPresence: Hashable {
  /// Shown at this index path.
  case shown(IndexPath)
  /// Declared, but not shown: the nearest collapsed section or row above it.
  case hidden(under: OutlineNode)
  /// No row of the table has the identity.
  case absent
}
