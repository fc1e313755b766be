import Foundation

extension Table {
  /// Shows new sections, computing the diff off the main actor: for big tables.
  ///
  /// The table takes `Sendable` snapshots of the row and section identities
  /// on the main actor, matches them on a background task, then compares
  /// contents and applies the batches on the main actor, exactly as
  /// ``update(with:animation:)->()`` does, with the `.automatic` animation
  /// (``updateInBackground(with:animation:)`` takes another). If another
  /// update (synchronous or asynchronous) is requested before the diff is
  /// done, this one is dropped: the latest always wins.
  ///
  /// Only `Sendable` values cross to the background task: integer, `String`
  /// and `UUID` identities as they are, any other identity as a code made
  /// on the main actor (its `==` and `hash(into:)` run there, so a class
  /// model mutated meanwhile is never read off the main actor). Content
  /// equality runs on the main actor.
  ///
  /// In an `async` function, Swift prefers this overload for a call that
  /// fits both, so a synchronous `try table.update(with: sections)` there
  /// does not compile without `await`. To update synchronously from async
  /// code, pass the animation, which only the synchronous form takes:
  /// `try table.update(with: sections, animation: .automatic)`.
  ///
  /// - Parameter sections: The new content.
  /// - Returns: `true` when applied, `false` when dropped for a newer update.
  /// - Throws: As ``update(with:animation:)->()``.
  @discardableResult
  public func update(with sections: [Section]) async throws -> Bool {
    try await updateInBackground(with: sections, animation: .automatic)
  }

  /// Shows new sections with an animation, computing the diff off the main
  /// actor, as ``update(with:)->Bool`` does.
  ///
  /// - Parameters:
  ///   - sections: The new content.
  ///   - animation: The row animation; `.none` reloads the data.
  /// - Returns: `true` when applied, `false` when dropped for a newer update.
  /// - Throws: As ``update(with:animation:)->()``.
  @discardableResult
  public func updateInBackground(
    with sections: [Section], animation: TableView.RowAnimation = .automatic
  ) async throws -> Bool {
    // Checked first, so that an update that throws leaves the diffs in flight be.
    try checkBeforeQueueing(sections)
    let ticket = versions.backgroundDiffStarted()
    let precomputed = await backgroundChangeset(
      self.sections, sections, willDiff: willDiffInBackground)
    guard versions.isNewest(ticket) else { return false }
    let update = PendingUpdate(sections: sections, animation: animation, reloadsData: false)
    if !versions.sectionsUnchanged(since: ticket) || mustQueue || !pendingUpdates.isEmpty {
      // The table changed meanwhile, or is busy: the diff is stale, diff again.
      try request(update)
      return true
    }
    try apply(update, precomputed: precomputed)
    return true
  }
}
