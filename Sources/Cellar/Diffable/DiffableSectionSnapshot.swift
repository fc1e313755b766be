import CellarDiff
import Foundation

/// The items of one section as a forest: `UIKit`'s
/// `NSDiffableDataSourceSectionSnapshot`, renamed, for outlines.
///
/// Items are identifiers, unique in the snapshot, each with a parent (or
/// none: a root) and an expanded or collapsed state of its own. ``items``
/// lists them depth first, parents before their children; ``visibleItems``
/// only those whose every ancestor is expanded, which are what a
/// ``DiffableDataSource`` shows for the section
/// (``DiffableDataSource/apply(_:to:animatingDifferences:completion:)``).
///
/// ```swift
/// var fruit = DiffableSectionSnapshot<String>()
/// try fruit.append(["Fruit"])
/// try fruit.append(["Apple", "Pear"], to: "Fruit")
/// fruit.expand(["Fruit"])
/// try dataSource.apply(fruit, to: .food)
/// ```
///
/// As `UIKit`'s, but where `UIKit` stops the program a verb or query
/// throws a ``SnapshotError`` with `UIKit`'s text and changes nothing: an
/// identifier already in the snapshot or twice in one argument
/// (``SnapshotError/sectionSnapshotDuplicates(_:)``; never moved into place,
/// unlike ``DiffableSnapshot``'s), a parent or an anchor that is not there,
/// a query about an item that is not there. ``delete(_:)``, ``expand(_:)``
/// and ``collapse(_:)`` skip identifiers they do not find, and say so in
/// ``warnings`` (`UIKit` logs them).
///
/// New items start collapsed. ``contains(_:)``, ``index(of:)``,
/// ``level(of:)``, ``isExpanded(_:)`` and ``parent(of:)`` are O(1);
/// ``isVisible(_:)`` is O(*d*) for an item *d* levels deep.
///
/// Identifiers are coded once, as in ``DiffableSnapshot``, so a type whose
/// `hash(into:)` breaks `Hashable` never traps: it is found as its `==`
/// and hash let it be, or not at all.
public struct DiffableSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  /// The identifiers, coded; a deleted item keeps its code until most
  /// codes name deleted items (``compactIfSparse()``).
  private var codes = IdentityCodes<ItemIdentifierType>()
  /// The codes of the items, depth first, and each one's level (0 for a
  /// root).
  private var order: [Int] = []
  private var levels: [Int] = []
  /// By code: the item's place in ``order`` (`-1` when it is not in the
  /// snapshot), its parent's code (`-1` for a root), and whether it is
  /// expanded.
  private var placeOfCode: [Int] = []
  private var parentOfCode: [Int] = []
  private var expandedCode: [Bool] = []

  /// What the verbs skipped, in `UIKit`'s words: identifiers that
  /// ``delete(_:)``, ``expand(_:)`` or ``collapse(_:)`` did not find.
  public private(set) var warnings: [String] = []

  /// An empty section snapshot.
  public init() {}

  /// A copy of another section snapshot (`UIKit`'s initializer; a
  /// snapshot is a value, so plain assignment copies it too).
  ///
  /// - Parameter snapshot: The snapshot to copy.
  public init(_ snapshot: DiffableSectionSnapshot<ItemIdentifierType>) {
    self = snapshot
  }

  // MARK: Queries

  /// Every item, depth first: each parent before its children.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var items: [ItemIdentifierType] { order.map(codes.id(ofCode:)) }

  /// The items without a parent, in order.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var rootItems: [ItemIdentifierType] {
    order.indices.compactMap { levels[$0] == 0 ? codes.id(ofCode: order[$0]) : nil }
  }

  /// The items whose every ancestor is expanded, depth first: what a data
  /// source shows for the section.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var visibleItems: [ItemIdentifierType] {
    var visible: [ItemIdentifierType] = []
    // Items deeper than `hiddenBelow` are under a collapsed item.
    var hiddenBelow = Int.max
    for (place, code) in order.enumerated() {
      let level = levels[place]
      if level > hiddenBelow { continue }
      hiddenBelow = expandedCode[code] ? Int.max : level
      visible.append(codes.id(ofCode: code))
    }
    return visible
  }

  /// The items that are expanded, depth first.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var expandedItems: [ItemIdentifierType] {
    order.compactMap { expandedCode[$0] ? codes.id(ofCode: $0) : nil }
  }

  /// Whether the snapshot has `item`.
  public func contains(_ item: ItemIdentifierType) -> Bool { code(of: item) != nil }

  /// The place of `item` in ``items`` (not in ``visibleItems``), or `nil`
  /// when the snapshot does not have it.
  public func index(of item: ItemIdentifierType) -> Int? {
    code(of: item).map { placeOfCode[$0] }
  }

  /// How deep `item` is: 0 for a root, 1 for its children, and so on.
  ///
  /// - Throws: ``SnapshotError/itemNotInSectionSnapshot(_:)`` when the
  ///   snapshot does not have it.
  public func level(of item: ItemIdentifierType) throws(SnapshotError) -> Int {
    levels[placeOfCode[try existing(item, else: SnapshotError.itemNotInSectionSnapshot)]]
  }

  /// Whether `item` is expanded (whatever its children, or if it has none).
  ///
  /// - Throws: ``SnapshotError/itemNotInSectionSnapshot(_:)`` when the
  ///   snapshot does not have it.
  public func isExpanded(_ item: ItemIdentifierType) throws(SnapshotError) -> Bool {
    expandedCode[try existing(item, else: SnapshotError.itemNotInSectionSnapshot)]
  }

  /// Whether every ancestor of `item` is expanded, so that a data source
  /// shows it (whether it is scrolled into view does not matter).
  ///
  /// - Throws: ``SnapshotError/itemNotInSectionSnapshot(_:)`` when the
  ///   snapshot does not have it.
  public func isVisible(_ item: ItemIdentifierType) throws(SnapshotError) -> Bool {
    var parent = parentOfCode[try existing(item, else: SnapshotError.itemNotInSectionSnapshot)]
    while parent >= 0 {
      guard expandedCode[parent] else { return false }
      parent = parentOfCode[parent]
    }
    return true
  }

  /// The parent of `child`, or `nil` for a root.
  ///
  /// - Throws: ``SnapshotError/childNotInSectionSnapshot(_:)`` when the
  ///   snapshot does not have it.
  public func parent(of child: ItemIdentifierType) throws(SnapshotError) -> ItemIdentifierType? {
    let parent = parentOfCode[try existing(child, else: SnapshotError.childNotInSectionSnapshot)]
    return parent < 0 ? nil : codes.id(ofCode: parent)
  }

  /// The descendants of `parent` as a snapshot of their own, with their
  /// expanded states, one level up (its children become roots); with
  /// `includingParent`, `parent` is the one root.
  ///
  /// - Throws: ``SnapshotError/parentNotInSectionSnapshot(_:)`` when the
  ///   snapshot does not have `parent`.
  /// - Complexity: O(*k*) for *k* descendants.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    throws(SnapshotError) -> DiffableSectionSnapshot<ItemIdentifierType>
  {
    let code = try existing(parent, else: SnapshotError.parentNotInSectionSnapshot)
    let place = placeOfCode[code]
    let range = (includingParent ? place : place + 1)..<subtreeEnd(of: place)
    return subtree(range, rebasedBy: levels[place] + (includingParent ? 0 : 1))
  }

  /// The snapshot as text, one line per item: two spaces per level, `+`
  /// for an expanded item and `-` for a collapsed one, `*` for a visible
  /// item and a space for a hidden one, then the identifier.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public func visualDescription() -> String {
    var lines = ["<DiffableSectionSnapshot: \(order.count) items"]
    var hiddenBelow = Int.max
    for (place, code) in order.enumerated() {
      let level = levels[place]
      let visible = level <= hiddenBelow
      if visible { hiddenBelow = expandedCode[code] ? Int.max : level }
      lines.append(
        String(repeating: "  ", count: level) + (expandedCode[code] ? "+" : "-")
          + (visible ? "*" : " ") + " " + String(describing: codes.id(ofCode: code)))
    }
    return (lines + [">"]).joined(separator: "\n")
  }

  // MARK: Verbs

  /// Adds items after the children of `parent` (as its children), or after
  /// the last item as roots when `parent` is `nil`.
  ///
  /// - Throws: ``SnapshotError/sectionSnapshotDuplicates(_:)`` for
  ///   identifiers already in the snapshot or repeated in `items`;
  ///   ``SnapshotError/parentNotInSectionSnapshot(_:)`` for a `parent` the
  ///   snapshot does not have.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil)
    throws(SnapshotError)
  {
    guard let parent else {
      try insert(flat: items, at: order.count, level: 0, parent: -1)
      return
    }
    let code = try existing(parent, else: SnapshotError.parentNotInSectionSnapshot)
    let place = placeOfCode[code]
    try insert(flat: items, at: subtreeEnd(of: place), level: levels[place] + 1, parent: code)
  }

  /// Adds items just before `item`, at its level (as its siblings).
  ///
  /// - Throws: ``SnapshotError/sectionSnapshotDuplicates(_:)``, or
  ///   ``SnapshotError/anchorNotInSectionSnapshot(_:after:)`` for an `item`
  ///   the snapshot does not have.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType)
    throws(SnapshotError)
  {
    let (place, level, parent) = try anchor(item, after: false)
    try insert(flat: items, at: place, level: level, parent: parent)
  }

  /// Adds items after `item` and all its descendants, at its level.
  ///
  /// - Throws: As ``insert(_:before:)-([ItemIdentifierType],_)``.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType)
    throws(SnapshotError)
  {
    let (place, level, parent) = try anchor(item, after: true)
    try insert(flat: items, at: place, level: level, parent: parent)
  }

  /// Adds the items of another section snapshot just before `item`, its
  /// roots at `item`'s level, with their children and expanded states.
  ///
  /// - Throws: As ``insert(_:before:)-([ItemIdentifierType],_)``.
  public mutating func insert(
    _ snapshot: DiffableSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
  ) throws(SnapshotError) {
    let (place, level, parent) = try anchor(item, after: false)
    try insert(tree: snapshot, at: place, level: level, parent: parent)
  }

  /// Adds the items of another section snapshot after `item` and all its
  /// descendants, its roots at `item`'s level.
  ///
  /// - Throws: As ``insert(_:before:)-([ItemIdentifierType],_)``.
  public mutating func insert(
    _ snapshot: DiffableSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
  ) throws(SnapshotError) {
    let (place, level, parent) = try anchor(item, after: true)
    try insert(tree: snapshot, at: place, level: level, parent: parent)
  }

  /// Removes items with all their descendants. Identifiers the snapshot
  /// does not have are skipped, with `UIKit`'s message in ``warnings``.
  ///
  /// - Complexity: O(*n* + *k*) for *n* items and *k* identifiers.
  public mutating func delete(_ items: [ItemIdentifierType]) {
    var removed = [Bool](repeating: false, count: order.count)
    var first = order.count
    for item in items {
      guard let code = code(of: item) else {
        warnings.append("Failed to find index of item \(String(describing: item))")
        continue
      }
      let place = placeOfCode[code]
      guard !removed[place] else { continue }
      first = min(first, place)
      for inner in place..<subtreeEnd(of: place) { removed[inner] = true }
    }
    guard first < order.count else { return }
    var kept = first
    for place in first..<order.count {
      let code = order[place]
      if removed[place] {
        forget(code)
      } else {
        order[kept] = code
        levels[kept] = levels[place]
        kept += 1
      }
    }
    order.removeSubrange(kept...)
    levels.removeSubrange(kept...)
    renumber(from: first)
    compactIfSparse()
  }

  /// Codes the items anew once most codes name deleted ones (identifiers
  /// added and deleted over a long life), so that memory follows the items
  /// held. A copy that would lose an item (one a broken `hash(into:)` made
  /// equal to another) is not taken.
  ///
  /// - Complexity: O(*n*) for *n* items, once per *n* + 1,024 codes made.
  private mutating func compactIfSparse() {
    guard codes.count > 2 * order.count + 1_024 else { return }
    var copy = subtree(0..<order.count, rebasedBy: 0)
    guard copy.order.count == order.count else { return }
    copy.warnings = warnings
    self = copy
  }

  /// Removes every item, every expanded state, and the ``warnings``.
  public mutating func deleteAll() {
    self = DiffableSectionSnapshot()
  }

  /// Replaces the descendants of `parent` with the items of `snapshot`,
  /// which become its children (its roots) and their descendants.
  ///
  /// - Throws: ``SnapshotError/parentNotInSectionSnapshot(_:)`` for a
  ///   `parent` the snapshot does not have;
  ///   ``SnapshotError/sectionSnapshotDuplicates(_:)`` for items of
  ///   `snapshot` that the snapshot has elsewhere (`parent` included).
  public mutating func replace(
    childrenOf parent: ItemIdentifierType,
    using snapshot: DiffableSectionSnapshot<ItemIdentifierType>
  ) throws(SnapshotError) {
    let code = try existing(parent, else: SnapshotError.parentNotInSectionSnapshot)
    var trial = self
    let place = placeOfCode[code]
    trial.delete(order[(place + 1)..<subtreeEnd(of: place)].map(codes.id(ofCode:)))
    // The delete may have coded the items anew: the parent's code is read
    // again.
    guard let kept = trial.code(of: parent) else {
      throw .parentNotInSectionSnapshot(String(describing: parent))
    }
    let keptPlace = trial.placeOfCode[kept]
    try trial.insert(
      tree: snapshot, at: trial.subtreeEnd(of: keptPlace), level: trial.levels[keptPlace] + 1,
      parent: kept)
    trial.warnings = warnings
    self = trial
  }

  /// Expands items: their children are visible when they are. Items the
  /// snapshot does not have are skipped, with a message in ``warnings``.
  public mutating func expand(_ items: [ItemIdentifierType]) { setExpanded(items, true) }

  /// Collapses items: their descendants are hidden. Items the snapshot
  /// does not have are skipped, with a message in ``warnings``.
  public mutating func collapse(_ items: [ItemIdentifierType]) { setExpanded(items, false) }

  // MARK: Storage

  /// The code of an item in the snapshot, or `nil`.
  private func code(of item: ItemIdentifierType) -> Int? {
    guard let code = codes.existingCode(for: item), placeOfCode[code] >= 0 else { return nil }
    return code
  }

  /// The code of an item in the snapshot, else the error `missing` makes
  /// from its description.
  private func existing(
    _ item: ItemIdentifierType, else missing: (String) -> SnapshotError
  ) throws(SnapshotError) -> Int {
    guard let code = code(of: item) else { throw missing(String(describing: item)) }
    return code
  }

  /// Where items go before (or after the subtree of) `item`: the place,
  /// `item`'s level and its parent's code.
  private func anchor(_ item: ItemIdentifierType, after: Bool) throws(SnapshotError)
    -> (place: Int, level: Int, parent: Int)
  {
    guard let code = code(of: item) else {
      throw .anchorNotInSectionSnapshot(String(describing: item), after: after)
    }
    let place = placeOfCode[code]
    return (after ? subtreeEnd(of: place) : place, levels[place], parentOfCode[code])
  }

  /// The place after the last descendant of the item at `place`.
  ///
  /// - Complexity: O(*k*) for *k* descendants.
  private func subtreeEnd(of place: Int) -> Int {
    var end = place + 1
    while end < order.count, levels[end] > levels[place] { end += 1 }
    return end
  }

  /// The items at `range` as a snapshot of their own, `depth` levels up,
  /// coded anew.
  ///
  /// An item that a broken `hash(into:)` or `==` makes equal to one copied
  /// before it is left out with its descendants (the copy stays a forest);
  /// `UIKit`'s "not unique" text is then in the copy's ``warnings``.
  private func subtree(_ range: Range<Int>, rebasedBy depth: Int) -> Self {
    var copy = Self()
    var skipBelow = Int.max
    for place in range {
      let code = order[place]
      let level = levels[place] - depth
      if level > skipBelow { continue }
      skipBelow = Int.max
      let (new, isNew) = copy.codes.code(for: codes.id(ofCode: code))
      guard isNew else {
        skipBelow = level
        let name = String(describing: codes.id(ofCode: code))
        copy.warnings.append(SnapshotChecks.notUniqueWarning(name, name, ofSections: false))
        continue
      }
      let parent = parentOfCode[code]
      copy.grow(to: new + 1)
      copy.placeOfCode[new] = copy.order.count
      copy.parentOfCode[new] =
        level == 0 || parent < 0 ? -1 : copy.codes.existingCode(for: codes.id(ofCode: parent)) ?? -1
      copy.expandedCode[new] = expandedCode[code]
      copy.order.append(new)
      copy.levels.append(level)
    }
    return copy
  }

  /// Inserts new items, all at one level under one parent, at `place`.
  private mutating func insert(
    flat items: [ItemIdentifierType], at place: Int, level: Int, parent: Int
  ) throws(SnapshotError) {
    guard !items.isEmpty else { return }
    let new = try codesOfNew(items)
    order.insert(contentsOf: new, at: place)
    levels.insert(contentsOf: repeatElement(level, count: new.count), at: place)
    for code in new { parentOfCode[code] = parent }
    renumber(from: place)
  }

  /// Inserts the items of `tree` at `place`, its roots at `level` under
  /// `parent`, with their expanded states.
  private mutating func insert(tree: Self, at place: Int, level: Int, parent: Int)
    throws(SnapshotError)
  {
    guard !tree.order.isEmpty else { return }
    let new = try codesOfNew(tree.order.map(tree.codes.id(ofCode:)))
    for (offset, code) in tree.order.enumerated() {
      let treeParent = tree.parentOfCode[code]
      parentOfCode[new[offset]] =
        treeParent < 0 ? parent : new[tree.placeOfCode[treeParent]]
      expandedCode[new[offset]] = tree.expandedCode[code]
    }
    order.insert(contentsOf: new, at: place)
    levels.insert(contentsOf: tree.levels.lazy.map { $0 + level }, at: place)
    renumber(from: place)
  }

  /// The codes of items about to be inserted, each new, collapsed.
  ///
  /// The items are checked before any is coded, so that a verb that
  /// throws leaves no trace (a loop of failing appends does not grow the
  /// table of codes).
  ///
  /// - Throws: ``SnapshotError/notEqualToItself(_:ofSections:)`` for an
  ///   identifier not equal to itself, and
  ///   ``SnapshotError/sectionSnapshotDuplicates(_:)`` for those the
  ///   snapshot has or that repeat, each named once; nothing is inserted
  ///   then.
  private mutating func codesOfNew(_ items: [ItemIdentifierType]) throws(SnapshotError) -> [Int] {
    try SnapshotChecks.checkReflexive(items, ofSections: false)
    var seen = IdentityCodes<ItemIdentifierType>(capacity: items.count)
    var named = Set<Int>()
    var duplicates: [String] = []
    for item in items {
      let (local, isNew) = seen.code(for: item)
      if !isNew || code(of: item) != nil, named.insert(local).inserted {
        duplicates.append(String(describing: item))
      }
    }
    guard duplicates.isEmpty else { throw .sectionSnapshotDuplicates(duplicates) }
    var new: [Int] = []
    new.reserveCapacity(items.count)
    var taken = Set<Int>()
    for item in items {
      let (code, _) = codes.code(for: item)
      grow(to: code + 1)
      // Only a `hash(into:)` that changed between the two passes gets here.
      guard taken.insert(code).inserted else {
        throw .sectionSnapshotDuplicates([String(describing: item)])
      }
      new.append(code)
    }
    for code in new { expandedCode[code] = false }
    return new
  }

  /// Makes the tables by code hold `count` codes.
  private mutating func grow(to count: Int) {
    guard placeOfCode.count < count else { return }
    let more = count - placeOfCode.count
    placeOfCode.append(contentsOf: repeatElement(-1, count: more))
    parentOfCode.append(contentsOf: repeatElement(-1, count: more))
    expandedCode.append(contentsOf: repeatElement(false, count: more))
  }

  /// Marks a deleted item's code as not in the snapshot.
  private mutating func forget(_ code: Int) {
    placeOfCode[code] = -1
    parentOfCode[code] = -1
    expandedCode[code] = false
  }

  /// Records the places of the items from `place` on.
  private mutating func renumber(from place: Int) {
    for inner in place..<order.count { placeOfCode[order[inner]] = inner }
  }

  /// Sets the expanded state of the items the snapshot has.
  private mutating func setExpanded(_ items: [ItemIdentifierType], _ expanded: Bool) {
    for item in items {
      guard let code = code(of: item) else {
        warnings.append(
          SnapshotError.itemNotInSectionSnapshot(String(describing: item)).description)
        continue
      }
      expandedCode[code] = expanded
    }
  }
}

extension DiffableSectionSnapshot: Equatable {
  /// Whether two section snapshots have the same items, in the same
  /// places, each under the same parent and in the same state
  /// (``warnings`` aside).
  ///
  /// - Complexity: O(*n*) for *n* items.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.levels == rhs.levels else { return false }
    for (left, right) in zip(lhs.order, rhs.order) {
      guard lhs.codes.id(ofCode: left) == rhs.codes.id(ofCode: right),
        lhs.expandedCode[left] == rhs.expandedCode[right]
      else { return false }
    }
    return true
  }
}

extension DiffableSectionSnapshot: CustomStringConvertible {
  /// The ``visualDescription()``.
  public var description: String { visualDescription() }
}
