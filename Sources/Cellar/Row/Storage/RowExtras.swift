import Foundation

/// The visibility of an item's separators in a list section; `.automatic`
/// keeps the section's.
struct ItemSeparators: Hashable {
  var top: UIListSeparatorConfiguration.Visibility
  var bottom: UIListSeparatorConfiguration.Visibility
}

/// What a row allows while editing.
struct EditingFlags: Equatable {
  var canEdit = false
  var canMove = false
  var deletes = false
}

/// The parts of a row most rows do not use, allocated only when one is set.
@usableFromInline
final class RowExtras<Model> {
  var explicitID: AnyHashable?
  /// Whether ``explicitID`` is a ready-made row's default, its title (for
  /// the duplicate-id error's wording; it plays no part in identity).
  var explicitIDIsTitle = false
  var canEdit: Bool?
  var canMove = false
  var onDelete: (@MainActor (Model, IndexPath) -> Void)?
  var onMove: (@MainActor (Model, IndexPath, IndexPath) -> Void)?
  var onDeselect: (@MainActor (Model, IndexPath) -> Void)?
  var leadingSwipeActions: [SwipeAction<Model>] = []
  var trailingSwipeActions: [SwipeAction<Model>] = []
  /// A grid item's separators in a list section (``Item/separators(top:bottom:)``).
  var separators: ItemSeparators?
  var prefetch: (@MainActor (Model, IndexPath) -> Void)?
  var cancelPrefetch: (@MainActor (Model, IndexPath) -> Void)?
  var onWillDisplay: (@MainActor (Model, IndexPath) -> Void)?
  var onDidEndDisplaying: (@MainActor (Model, IndexPath) -> Void)?
  /// A grid item's own size (``Item/size``); a table row's height is
  /// ``AnyRowStorage/fixedHeight``.
  var itemSize: CGSize?
  /// The rows (or items) under this one in an outline: `nil` for a leaf,
  /// `[]` for a parent with no children now.
  var children: [AnyRow]?
  /// Whether the row shows its children when the table first meets its
  /// identity (its state is the table's afterwards).
  var initiallyExpanded: Bool?
  /// Loads the children of a row declared with `children(loadingWith:)`,
  /// which has none yet: called when the row shows expanded.
  var loadChildren: (@MainActor (Model) -> Void)?

  init() {}

  /// Frees the rows under this one level by level: a chain of 10,000
  /// levels must not be freed by as many nested deinitializers (the stack
  /// would overflow). Each child freed with this one gives up its own
  /// children first, to the same list.
  deinit {
    guard var pending = children, !pending.isEmpty else { return }
    children = nil
    while !pending.isEmpty {
      var storage = pending.removeLast().storage
      if isKnownUniquelyReferenced(&storage) { pending += storage.takeOutlineChildren() }
    }
  }

  /// Extras holding an explicit id and an item size, or `nil` when there
  /// is neither (most rows and items: no second allocation).
  @usableFromInline
  static func ifNeeded(explicitID: AnyHashable?, itemSize: CGSize? = nil) -> RowExtras? {
    guard explicitID != nil || itemSize != nil else { return nil }
    let extras = RowExtras()
    extras.explicitID = explicitID
    extras.itemSize = itemSize
    return extras
  }

  func copy() -> RowExtras<Model> {
    let copy = RowExtras<Model>()
    copy.explicitID = explicitID
    copy.explicitIDIsTitle = explicitIDIsTitle
    copy.canEdit = canEdit
    copy.canMove = canMove
    copy.onDelete = onDelete
    copy.onMove = onMove
    copy.onDeselect = onDeselect
    copy.leadingSwipeActions = leadingSwipeActions
    copy.trailingSwipeActions = trailingSwipeActions
    copy.separators = separators
    copy.prefetch = prefetch
    copy.cancelPrefetch = cancelPrefetch
    copy.onWillDisplay = onWillDisplay
    copy.onDidEndDisplaying = onDidEndDisplaying
    copy.itemSize = itemSize
    copy.children = children
    copy.initiallyExpanded = initiallyExpanded
    copy.loadChildren = loadChildren
    return copy
  }
}

/// A value over a row's storage: ``Row`` and ``Item``, which share
/// copy-on-write and the accessors of the rarely used parts.
protocol StorageBacked {
  associatedtype Kind: CellKind
  /// The shared storage.
  var storage: RowStorageBase<Kind> { get set }
}

extension StorageBacked {
  /// Copies the storage before a change when it is shared.
  mutating func makeUniqueStorage() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  /// The swipe actions on one edge (the leading one if `leading`).
  func swipeActions(leading: Bool) -> [SwipeAction<Kind.Model>] {
    guard let extras = storage.extras else { return [] }
    return leading ? extras.leadingSwipeActions : extras.trailingSwipeActions
  }

  /// Sets the swipe actions on one edge, copying the storage first when
  /// it is shared.
  mutating func setSwipeActions(_ actions: [SwipeAction<Kind.Model>], leading: Bool) {
    makeUniqueStorage()
    if leading {
      storage.mutableExtras.leadingSwipeActions = actions
    } else {
      storage.mutableExtras.trailingSwipeActions = actions
    }
  }

  /// A rarely used part, or `nil` when the value has no extras.
  func extra<Value>(_ keyPath: KeyPath<RowExtras<Kind.Model>, Value?>) -> Value? {
    storage.extras?[keyPath: keyPath]
  }

  /// Sets a rarely used part, copying the storage first when it is shared.
  mutating func setExtra<Value>(
    _ keyPath: ReferenceWritableKeyPath<RowExtras<Kind.Model>, Value>, _ value: Value
  ) {
    makeUniqueStorage()
    storage.mutableExtras[keyPath: keyPath] = value
  }
}
