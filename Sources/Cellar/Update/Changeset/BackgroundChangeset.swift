import Foundation

/// The changeset from `source` to `target` for a background update: rows
/// matched on a background task from `Sendable` keys (see
/// ``SendableKeying``), their content compared on the main actor
/// (``BackgroundContentComparison``). The main actor's work is done in
/// pieces, with ``MainActorSlices/pause()`` between them.
///
/// - Parameter willDiff: Called on the main actor once the diff is handed
///   to its task, before the caller suspends.
/// - Throws: `CancellationError` when the calling task is cancelled while
///   the keys are made or the content compared.
@MainActor
func backgroundChangeset(
  _ source: [Section], _ target: [Section], slices: inout MainActorSlices,
  willDiff: (@MainActor () -> Void)?
) async throws -> ListUpdate.Precomputed {
  // Only `Sendable` keys cross: identities the compiler cannot vouch for
  // are interned here, on the main actor.
  var keying = SendableKeying(source, target)
  while !keying.keyRows(upTo: MainActorSlices.rows) { try await slices.pause() }
  let (sourceKeys, targetKeys) = (keying.source, keying.target)
  let diff = Task.detached(priority: .userInitiated) {
    let changeset = SectionedChangeset(
      source: sourceKeys, target: targetKeys, sectionID: \.code, rows: \.rows, rowID: { $0 },
      isSectionContentEqual: { _, _ in true }, isRowContentEqual: { _, _ in true })
    // Where each kept row goes: index work, done here too.
    let targets = changeset.survivorTargets(
      sourceCounts: sourceKeys.map(\.rows.count), targetCounts: targetKeys.map(\.rows.count))
    return (changeset, targets)
  }
  willDiff?()
  let (matched, targets) = await diff.value
  var comparison = BackgroundContentComparison(
    matched, source, target, sourceCodes: sourceKeys.map(\.code),
    targetCodes: targetKeys.map(\.code), targets: targets)
  while !comparison.compare(upTo: MainActorSlices.rows) { try await slices.pause() }
  return comparison.changeset
}
