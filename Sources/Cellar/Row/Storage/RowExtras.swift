import Foundation

/// What a row allows while editing.
struct EditingFlags: Equatable {
  var canEdit = false
  var canMove = false
  var deletes = false
}

/// The parts of a row most rows do not use, allocated only when one is set.
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
  var prefetch: (@MainActor (Model, IndexPath) -> Void)?
  var cancelPrefetch: (@MainActor (Model, IndexPath) -> Void)?
  var onWillDisplay: (@MainActor (Model, IndexPath) -> Void)?
  var onDidEndDisplaying: (@MainActor (Model, IndexPath) -> Void)?
  /// A grid item's own size (``Item/size``); a table row's height is
  /// ``AnyRowStorage/fixedHeight``.
  var itemSize: CGSize?

  init() {}

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
    copy.prefetch = prefetch
    copy.cancelPrefetch = cancelPrefetch
    copy.onWillDisplay = onWillDisplay
    copy.onDidEndDisplaying = onDidEndDisplaying
    copy.itemSize = itemSize
    return copy
  }
}
