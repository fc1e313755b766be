import Foundation

/// An action offered when the user swipes a row, with the row's model.
///
/// ```swift
/// row.trailingSwipeActions = [
///   SwipeAction(title: "Archive") { movie, _ in archive(movie); return true },
/// ]
/// ```
public struct SwipeAction<Model> {
  /// The button title.
  public var title: String?
  /// The presentation style (destructive actions show in red).
  public var style: UIContextualAction.Style
  /// What the action does, given the row's model and index path; returns
  /// whether it was performed.
  public var handler: @MainActor (Model, IndexPath) -> Bool

  /// Creates a swipe action.
  ///
  /// - Parameters:
  ///   - title: The button title.
  ///   - style: The presentation style. Default: `.normal`.
  ///   - handler: What the action does; returns whether it was performed.
  public init(
    title: String?, style: UIContextualAction.Style = .normal,
    handler: @escaping @MainActor (Model, IndexPath) -> Bool
  ) {
    self.title = title
    self.style = style
    self.handler = handler
  }
}

extension Row {
  /// The handler called when the row is moved by the user: the model, the
  /// source and the destination index paths.
  public typealias MoveHandler = @MainActor (Cell.Model, IndexPath, IndexPath) -> Void

  /// Whether the row can be edited (deleted, swiped, moved). Default: `true`
  /// when the row has a delete handler, swipe actions or ``canMove``.
  public var canEdit: Bool {
    get { storage.editing.canEdit }
    set {
      makeUniqueStorage()
      storage.mutableExtras.canEdit = newValue
    }
  }

  /// What happens when the user deletes the row (the editing control's
  /// Delete, or the default trailing swipe action). After the handler, the
  /// table removes the row from its own sections and from the table view.
  public var onDelete: Action? {
    get { storage.extras?.onDelete }
    set {
      makeUniqueStorage()
      storage.mutableExtras.onDelete = newValue
    }
  }

  /// Whether the user can reorder the row while editing. Default: `false`.
  ///
  /// A row whose ``canEdit`` is `false` cannot be reordered, whatever this says.
  public var canMove: Bool {
    get { storage.extras?.canMove ?? false }
    set {
      makeUniqueStorage()
      storage.mutableExtras.canMove = newValue
    }
  }

  /// What happens after the user moved the row; the table has already moved
  /// it in its own sections.
  public var onMove: MoveHandler? {
    get { storage.extras?.onMove }
    set {
      makeUniqueStorage()
      storage.mutableExtras.onMove = newValue
    }
  }

  /// The actions offered when the user swipes from the leading edge.
  public var leadingSwipeActions: [SwipeAction<Cell.Model>] {
    get { swipeActions(leading: true) }
    set { setSwipeActions(newValue, leading: true) }
  }

  /// The actions offered when the user swipes from the trailing edge.
  /// Empty: a Delete action when the row has ``onDelete``.
  public var trailingSwipeActions: [SwipeAction<Cell.Model>] {
    get { swipeActions(leading: false) }
    set { setSwipeActions(newValue, leading: false) }
  }

  /// Called when the table view expects to display the row soon
  /// (data prefetching), with the model and the row's index path.
  public var prefetch: Action? {
    get { storage.extras?.prefetch }
    set {
      makeUniqueStorage()
      storage.mutableExtras.prefetch = newValue
    }
  }

  /// Called when a prefetch for the row is no longer needed.
  public var cancelPrefetch: Action? {
    get { storage.extras?.cancelPrefetch }
    set {
      makeUniqueStorage()
      storage.mutableExtras.cancelPrefetch = newValue
    }
  }

  /// A copy of the row with a delete handler.
  ///
  /// - Parameter handler: What happens when the user deletes the row.
  /// - Returns: The row, deletable.
  public func onDelete(_ handler: @escaping Action) -> Row {
    with(\.onDelete, handler)
  }

  /// A copy of the row that the user can reorder, with a move handler.
  ///
  /// - Parameter handler: What happens after the user moved the row.
  /// - Returns: The row, movable.
  public func onMove(_ handler: MoveHandler? = nil) -> Row {
    var row = self
    row.canMove = true
    row.onMove = handler
    return row
  }
}

extension Row: StorageBacked {}

/// A row's swipe action as the table shows it: its title and style, and
/// what runs when the user taps it, bound to the row's model and position.
struct ShownSwipeAction {
  /// The button title.
  let title: String?
  /// The button style.
  let style: UIContextualAction.Style
  /// Runs the action's handler; returns whether the action was performed.
  let perform: @MainActor () -> Bool
}
