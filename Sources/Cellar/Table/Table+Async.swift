import Foundation

extension Table {
  /// Shows new sections, computing the diff off the main actor: for big tables.
  ///
  /// The table takes `Sendable` snapshots of the row and section identities
  /// on the main actor, matches them on a background task, then compares
  /// contents and applies the batches on the main actor, exactly as
  /// ``update(with:animation:)`` does. The main actor's part is cut into
  /// stretches of about half a millisecond, so that touches, drawing and
  /// other tasks run in between. The update is then planned and checked in
  /// one stretch, and the table view's batch takes the next, with the
  /// selection and the scroll position as they are by then.
  ///
  /// The latest update that does not throw wins. One requested later that
  /// is applied first (a synchronous one, or one in the background whose
  /// diff ended first) drops this one, and this call returns `false`. When
  /// this diff ends while a later background update is still diffing, it
  /// waits for that one: if it throws or is cancelled, this one applies.
  /// When the table changes while the diff runs (a row deleted by a swipe,
  /// say), it diffs again, in the background, up to three times, then
  /// applies at once.
  ///
  /// Only `Sendable` values cross to the background task: integer, `String`
  /// and `UUID` identities as they are, any other identity as a code made
  /// on the main actor (its `==` and `hash(into:)` run there, so a class
  /// model mutated meanwhile is never read off the main actor). Content
  /// equality runs on the main actor.
  ///
  /// This is the only asynchronous update, and its name says so: in an
  /// `async` function, `try table.update(with: sections)` is the synchronous
  /// update, as everywhere else.
  ///
  /// It honours cancellation as Swift's own suspending calls do: called from
  /// a task that is cancelled, before the call, while the update is keyed
  /// or diffed, or between its plan and its batch, it applies nothing and throws `CancellationError` (the table
  /// shows what it showed). A diff that has started runs to its end on its
  /// background task first.
  ///
  /// Its mistakes (repeated ids, invalid heights) are found as a
  /// synchronous update finds them, when it is about to apply: thrown then,
  /// with the table left as it was.
  ///
  /// ```swift
  /// let applied = try await table.updateInBackground(with: sections)
  /// ```
  ///
  /// - Parameters:
  ///   - sections: The new content.
  ///   - animation: The row animation; `.none` reloads the data.
  /// - Returns: `true` when applied, `false` when dropped for a newer update.
  /// - Throws: `CancellationError` when the calling task is cancelled
  ///   (nothing is applied); otherwise as ``update(with:animation:)``.
  /// - Complexity: As ``update(with:animation:)``, with the identity
  ///   matching on a background task.
  @discardableResult
  public func updateInBackground(
    with sections: [Section], animation: UITableView.RowAnimation = .automatic
  ) async throws -> Bool {
    try await requestInBackground(sections, animation: animation)
  }
}
