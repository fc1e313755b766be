import Foundation

// Modifiers: each settable property of a row has a method of the same name
// that returns a copy of the row with the property set, so that a row can
// be set up inside a result builder, where a statement such as
// `row.prefetch = …` is not allowed:
//
//     Section(id: "feed") {
//       for post in posts { Row<PostCell>(model: post).height(88) }
//       Row<LoadingCell>(model: page, id: "more-\(page)")
//         .onWillDisplay { page, _ in feed.load(page) }
//     }
//
// `onDelete(_:)` and `onMove(_:)` live with the editing properties in
// Row+Editing.swift.

extension Row {
  /// A copy of the row with a fixed height (see ``height``).
  ///
  /// ```swift
  /// Row<MovieCell>(model: movie).height(88)
  /// ```
  ///
  /// - Parameter height: A fixed height in points, or `nil` for the table's
  ///   row height.
  /// - Returns: The row with the height.
  public func height(_ height: CGFloat?) -> Row {
    with(\.height, height)
  }

  /// A copy of the row with a select action (see ``action``), replacing the
  /// one given to the initializer, if any.
  ///
  /// ```swift
  /// Row<MovieCell>(model: movie).action { movie, _ in player.play(movie) }
  /// ```
  ///
  /// - Parameter action: What happens when the user selects the row; `nil` for nothing.
  /// - Returns: The row with the action.
  public func action(_ action: Action?) -> Row {
    with(\.action, action)
  }

  /// A copy of the row with a deselect action (see ``deselectAction``).
  ///
  /// - Parameter action: What happens when the user deselects the row.
  /// - Returns: The row with the deselect action.
  public func deselectAction(_ action: Action?) -> Row {
    with(\.deselectAction, action)
  }

  /// A copy of the row that can, or cannot, be edited (see ``canEdit``).
  ///
  /// - Parameter canEdit: Whether the row can be edited (deleted, swiped, moved).
  /// - Returns: The row.
  public func canEdit(_ canEdit: Bool) -> Row {
    with(\.canEdit, canEdit)
  }

  /// A copy of the row that the user can, or cannot, reorder while editing
  /// (see ``canMove``); ``onMove(_:)`` also sets a move handler.
  ///
  /// - Parameter canMove: Whether the user can reorder the row.
  /// - Returns: The row.
  public func canMove(_ canMove: Bool) -> Row {
    with(\.canMove, canMove)
  }

  /// A copy of the row with the actions offered when the user swipes from
  /// the leading edge (see ``leadingSwipeActions``).
  ///
  /// ```swift
  /// Row<MailCell>(model: mail).leadingSwipeActions([
  ///   SwipeAction(title: "Read") { mail, _ in inbox.markRead(mail); return true }
  /// ])
  /// ```
  ///
  /// - Parameter actions: The actions, first nearest the edge.
  /// - Returns: The row with the actions.
  public func leadingSwipeActions(_ actions: [SwipeAction<Cell.Model>]) -> Row {
    with(\.leadingSwipeActions, actions)
  }

  /// A copy of the row with the actions offered when the user swipes from
  /// the trailing edge (see ``trailingSwipeActions``).
  ///
  /// - Parameter actions: The actions, first nearest the edge; empty for
  ///   the default (Delete, when the row has ``onDelete``).
  /// - Returns: The row with the actions.
  public func trailingSwipeActions(_ actions: [SwipeAction<Cell.Model>]) -> Row {
    with(\.trailingSwipeActions, actions)
  }

  /// A copy of the row with a prefetch handler (see ``prefetch``).
  ///
  /// ```swift
  /// Row<PhotoCell>(model: photo).prefetch { photo, _ in images.preload(photo.url) }
  /// ```
  ///
  /// - Parameter handler: Called when the table view expects to display the row soon.
  /// - Returns: The row with the handler.
  public func prefetch(_ handler: Action?) -> Row {
    with(\.prefetch, handler)
  }

  /// A copy of the row with a cancel-prefetch handler (see ``cancelPrefetch``).
  ///
  /// - Parameter handler: Called when a prefetch for the row is no longer needed.
  /// - Returns: The row with the handler.
  public func cancelPrefetch(_ handler: Action?) -> Row {
    with(\.cancelPrefetch, handler)
  }

  /// A copy of the row with a will-display hook (see ``onWillDisplay``):
  /// UIKit's `willDisplay`, SwiftUI's `onAppear`.
  ///
  /// ```swift
  /// Row<LoadingCell>(model: nextPage, id: "more-\(nextPage)")
  ///   .onWillDisplay { page, _ in feed.load(page) }
  /// ```
  ///
  /// - Parameter handler: Called with the model and index path when the
  ///   row's cell is about to be displayed.
  /// - Returns: The row with the hook.
  public func onWillDisplay(_ handler: Action?) -> Row {
    with(\.onWillDisplay, handler)
  }

  /// A copy of the row with an end-of-display hook (see
  /// ``onDidEndDisplaying``): UIKit's `didEndDisplaying`, SwiftUI's
  /// `onDisappear`.
  ///
  /// - Parameter handler: Called with the model of the row the cell showed,
  ///   and its index path, when the cell left the screen.
  /// - Returns: The row with the hook.
  public func onDidEndDisplaying(_ handler: Action?) -> Row {
    with(\.onDidEndDisplaying, handler)
  }

  /// A copy of the row with the property at `keyPath` set to `value`: the
  /// body of every modifier above, and of ``onDelete(_:)``.
  @inline(__always)
  func with<Value>(_ keyPath: WritableKeyPath<Row, Value>, _ value: Value) -> Row {
    var row = self
    row[keyPath: keyPath] = value
    return row
  }
}
