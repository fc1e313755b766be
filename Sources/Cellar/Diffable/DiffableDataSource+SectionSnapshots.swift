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

  /// The section snapshot of a section: the one last applied to it, while
  /// the section shows it; else its items, as roots; else (a section the
  /// data source does not have) an empty one. Like ``snapshot()``, it
  /// includes applies still waiting.
  ///
  /// - Complexity: O(1) for a section snapshot applied; else O(*n*) for
  ///   the section's *n* items.
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    if let tree = latestTrees[section] { return tree }
    var flat = SectionSnapshot()
    guard let items = try? snapshot().itemIdentifiers(inSection: section) else { return flat }
    // The full snapshot holds each item once; an item a broken `Hashable`
    // repeats is left out.
    if (try? flat.append(items)) == nil {
      for item in items { try? flat.append([item]) }
    }
    return flat
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
