import Foundation

extension DiffableDataSource {
  /// Shows a section snapshot as the items of one section: its visible
  /// items (``DiffableSectionSnapshot/visibleItems``), depth first, diffed
  /// against what the view shows, in one batch; a section the data source
  /// does not show is appended after the others. The data source keeps
  /// the section snapshot for ``snapshot(for:)``.
  ///
  /// As in `UIKit`, section applies and full applies
  /// (``apply(_:animatingDifferences:completion:)``) mix and the later one
  /// wins. A full apply keeps a section's section snapshot while the
  /// section's items are still its visible items (another section
  /// changed, or items were marked); a section whose items it changes, or
  /// that it removes, loses it, and ``snapshot(for:)`` is then flat. A move
  /// by the user does the same. (How `UIKit` carries expanded states across
  /// a full apply is not documented.) Unlike `UIKit`, tables take section
  /// snapshots too.
  ///
  /// - Parameters:
  ///   - snapshot: The section's items, as a forest.
  ///   - section: The section.
  ///   - animatingDifferences: Whether the batch is animated.
  ///   - completion: Called once the section is shown; not when it fails.
  /// - Throws: As ``apply(_:animatingDifferences:completion:)``.
  public func apply(
    _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) throws {
    let (full, trees) = try showing(snapshot, in: section)
    try request(full, reloading: false, animated: animatingDifferences, trees: trees) { error in
      if error == nil { completion?() }
    }
  }

  /// Shows a section snapshot as the items of one section, as
  /// ``apply(_:to:animatingDifferences:completion:)`` does, and returns
  /// once it is shown.
  ///
  /// - Throws: As ``apply(_:animatingDifferences:)``.
  public func apply(
    _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async throws {
    let (full, trees) = try showing(snapshot, in: section)
    try await requestAndWait(full, reloading: false, animated: animatingDifferences, trees: trees)
  }

  /// Shows a section snapshot as the items of one section, as
  /// ``apply(_:to:animatingDifferences:completion:)`` does, with the diff
  /// run on a background task, as
  /// ``applyInBackground(_:animatingDifferences:)`` runs it.
  ///
  /// - Returns: `true` once the section is shown (or waits in the queue
  ///   behind a busy view), `false` when a newer apply superseded it.
  /// - Throws: As ``applyInBackground(_:animatingDifferences:)``.
  @discardableResult
  public func applyInBackground(
    _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true
  ) async throws -> Bool {
    let (full, trees) = try showing(snapshot, in: section)
    return try await requestInBackground(full, animated: animatingDifferences, trees: trees)
  }

  /// The section snapshot of a section: the one last applied to it, while
  /// the section shows it; else its items, as roots; else (a section the
  /// data source does not have) an empty one. Like ``snapshot()``, it
  /// includes applies still waiting.
  ///
  /// - Complexity: O(1) for a section snapshot applied; else O(*n*) for
  ///   the section's *n* items.
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    if let tree = latestTrees[section] { return tree }
    guard let items = try? snapshot().itemIdentifiers(inSection: section) else {
      return SectionSnapshot()
    }
    return SectionSnapshot.flat(items)
  }

  /// The full snapshot that shows `tree` in `section`, and the section
  /// snapshots held once it is shown.
  private func showing(_ tree: SectionSnapshot, in section: SectionIdentifierType) throws
    -> (Snapshot, SectionTrees<SectionIdentifierType, ItemIdentifierType>)
  {
    var full = snapshot()
    if full.indexOfSection(section) == nil {
      try full.appendSections([section])
    } else {
      try full.deleteItems(full.itemIdentifiers(inSection: section))
    }
    try full.appendItems(tree.visibleItems, toSection: section)
    var trees = latestTrees
    trees[section] = tree
    return (full, trees)
  }

  /// The section snapshots of `trees` whose sections `snapshot` shows with
  /// their visible items, unchanged.
  ///
  /// - Complexity: O(*n*) for the *n* items of the sections with one.
  static func rebased(
    _ trees: SectionTrees<SectionIdentifierType, ItemIdentifierType>, onto snapshot: Snapshot
  ) -> SectionTrees<SectionIdentifierType, ItemIdentifierType> {
    guard !trees.isEmpty else { return trees }
    return trees.filter { section, tree in
      guard let items = try? snapshot.itemIdentifiers(inSection: section) else { return false }
      return items == tree.visibleItems
    }
  }
}

/// The section snapshots a ``DiffableDataSource`` holds, by section.
///
/// Sections are coded as a snapshot codes them (`IdentityCodes`), not
/// keyed in a `Dictionary`: an identifier whose `hash(into:)` breaks
/// `Hashable` is then not found, but never traps.
struct SectionTrees<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
  private var codes = IdentityCodes<Section>()
  private var trees: [DiffableSectionSnapshot<Item>?] = []
  /// How many sections have one.
  private(set) var count = 0

  /// Whether no section has one.
  var isEmpty: Bool { count == 0 }

  /// The section snapshot of `section`, if it has one.
  ///
  /// - Complexity: O(1) on average.
  subscript(section: Section) -> DiffableSectionSnapshot<Item>? {
    get { codes.existingCode(for: section).flatMap { trees[$0] } }
    set {
      let code: Int
      if let existing = codes.existingCode(for: section) {
        code = existing
      } else {
        guard newValue != nil else { return }
        code = codes.code(for: section).code
        trees.append(nil)
      }
      count += (newValue == nil ? 0 : 1) - (trees[code] == nil ? 0 : 1)
      trees[code] = newValue
    }
  }

  /// The section snapshots for which `isKept` is true.
  ///
  /// - Complexity: O(*c*) for *c* sections ever held, plus `isKept`.
  func filter(_ isKept: (Section, DiffableSectionSnapshot<Item>) -> Bool) -> Self {
    var kept = self
    for (code, tree) in trees.enumerated() {
      guard let tree, !isKept(codes.id(ofCode: code), tree) else { continue }
      kept.trees[code] = nil
      kept.count -= 1
    }
    return kept
  }
}

extension DiffableDataSource {
  /// What the user may expand and collapse, and what to show when an item
  /// expands: `UIKit`'s `SectionSnapshotHandlers`, generic over the item
  /// type as `UIKit`'s is (the data source's handlers are
  /// `SectionSnapshotHandlers<ItemIdentifierType>`), asked by
  /// ``DiffableDataSource/toggleExpansion(of:)`` in this order: `should…`
  /// (a missing handler is yes), `will…`, then, for an expand,
  /// `snapshotForExpandingParent`, whose result becomes the item's
  /// children (to load them lazily). Applies of section snapshots do not
  /// ask them.
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    /// Whether the user may expand an item; `nil`: yes.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Called before an item the user expands is expanded.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the user may collapse an item; `nil`: yes.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Called before an item the user collapses is collapsed.
    public var willCollapseItem: ((Item) -> Void)?
    /// The children of an item the user expands, given its current
    /// children (as a section snapshot of their own); `nil`: they stay.
    public var snapshotForExpandingParent:
      ((Item, DiffableSectionSnapshot<Item>) -> DiffableSectionSnapshot<Item>)?

    /// Handlers that let the user expand and collapse every item.
    public init() {}
  }

  /// Expands a collapsed item or collapses an expanded one as the user
  /// does, asking ``sectionSnapshotHandlers``, and applies its section's
  /// section snapshot.
  ///
  /// `UIKit`'s data source does this, privately, when the user taps an
  /// outline disclosure that has no action handler; with Cellar's data
  /// source, on iOS as on Linux, such a disclosure does nothing. Call this
  /// from the disclosure's handler:
  ///
  /// ```swift
  /// cell.accessories = [.outlineDisclosure { [unowned dataSource] in
  ///   dataSource.toggleExpansion(of: id)
  /// }]
  /// ```
  ///
  /// Nothing happens for an item the view does not show, or when a
  /// `should…` handler says no. A section snapshot from
  /// `snapshotForExpandingParent` whose items the section has elsewhere,
  /// and an apply that fails, are reported through ``CellarList/onError``
  /// (of ``table`` or ``grid``); nothing changes then.
  ///
  /// - Parameter item: The item the user toggled.
  public func toggleExpansion(of item: ItemIdentifierType) {
    guard let section = snapshot().sectionIdentifier(containingItem: item),
      let expanded = try? snapshot(for: section).isExpanded(item)
    else { return }
    let handlers = sectionSnapshotHandlers
    if expanded {
      guard handlers.shouldCollapseItem?(item) ?? true else { return }
      handlers.willCollapseItem?(item)
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return }
      handlers.willExpandItem?(item)
    }
    // Read again: a `will…` handler may have applied (or queued) changes,
    // which this one builds on.
    guard let section = snapshot().sectionIdentifier(containingItem: item) else { return }
    var tree = snapshot(for: section)
    do {
      if expanded {
        tree.collapse([item])
      } else {
        if let children = handlers.snapshotForExpandingParent {
          try tree.replace(childrenOf: item, using: children(item, tree.snapshot(of: item)))
        }
        tree.expand([item])
      }
      try apply(tree, to: section)
    } catch {
      engine.report(error)
    }
  }

  /// The level of an item in its section's section snapshot, if its
  /// section has one: the `indentationLevel` its cell gets, as `UIKit`
  /// sets it on list cells.
  ///
  /// - Complexity: O(1) on average; nothing when no section has one.
  func outlineLevel(of item: ItemIdentifierType) -> Int? {
    let trees = latestTrees
    guard !trees.isEmpty,
      let section = snapshot().sectionIdentifier(containingItem: item),
      let tree = trees[section]
    else { return nil }
    return try? tree.level(of: item)
  }
}
