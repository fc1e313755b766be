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
  let diff = Task.detached(priority: .userInitiated) { keyChangeset(sourceKeys, targetKeys) }
  willDiff?()
  let (matched, targets) = await diff.value
  var comparison = BackgroundContentComparison(
    matched, source, target, sourceCodes: sourceKeys.map(\.code),
    targetCodes: targetKeys.map(\.code), targets: targets)
  while !comparison.compare(upTo: MainActorSlices.rows) { try await slices.pause() }
  return comparison.changeset
}

/// The background diff proper, run off the main actor: the rows of
/// `source` and `target` matched by their keys alone (every kept row counts
/// as unchanged until ``BackgroundContentComparison`` compares it), and
/// where each kept row goes (index work, done here too).
///
/// - Complexity: That of ``SectionedChangeset``'s diff.
func keyChangeset(_ source: [SendableSection], _ target: [SendableSection]) -> (
  SectionedChangeset, targets: [SectionedChangeset.Path]?
) {
  let changeset = SectionedChangeset(
    sections: Changeset(source: source.map(\.code), target: target.map(\.code)),
    sourceRows: source.map(\.rows), targetRows: target.map(\.rows), rules: SendableKeyRules())
  let targets = changeset.survivorTargets(
    sourceCounts: source.map(\.rows.count), targetCounts: target.map(\.rows.count))
  return (changeset, targets)
}

/// The background diff's rules: a row is its key (``SendableRowKey``), and
/// its content is compared afterwards, on the main actor
/// (``BackgroundContentComparison``). Read by the differ directly, not
/// through closures.
struct SendableKeyRules: SectionedRowRules {
  @inline(__always)
  func sourceID(of element: SendableRowKey, section: Int, row: Int) -> SendableRowKey { element }

  @inline(__always)
  func targetID(of element: SendableRowKey, section: Int, row: Int) -> SendableRowKey { element }

  /// Every kept row counts as unchanged here.
  @inline(__always)
  func isContentEqual(_ source: SendableRowKey, _ target: SendableRowKey) -> Bool { true }

  /// A repeated identity is reported as its key.
  func reported(_ id: SendableRowKey) -> SendableRowKey { id }
}
