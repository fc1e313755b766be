import Foundation

extension Table {
  /// Shows new sections, computing the diff off the main actor: for big tables.
  ///
  /// The table takes `Sendable` snapshots of the row and section identities
  /// on the main actor, matches them on a background task, then compares
  /// contents and applies the batches on the main actor, exactly as
  /// ``update(with:animation:)`` does. If another update (synchronous or in
  /// the background) is requested before the diff is done, this one is
  /// dropped: the latest always wins, and this call returns `false`.
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
  /// a task that is cancelled, before the call or while the diff runs, it
  /// applies nothing and throws `CancellationError` (the table shows what it
  /// showed). A diff that has started runs to its end on its background
  /// task first, and, started, it still counts as the newest update: a
  /// background update started before it returns `false`.
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
