import Foundation

/// The rows of `source` and `target` matched on a background task, from
/// `Sendable` keys made on the main actor (see ``SendableKeyMaker``), without
/// their content: ``ListUpdate`` compares it on the main actor.
///
/// - Parameter willDiff: Called on the main actor once the diff is handed
///   to its task, before the caller suspends.
@MainActor
func backgroundChangeset(
  _ source: [Section], _ target: [Section], willDiff: (@MainActor () -> Void)?
) async -> ListUpdate.Precomputed {
  // Only `Sendable` keys cross: identities the compiler cannot vouch for
  // are interned here, on the main actor.
  let (sourceKeys, targetKeys) = SendableKeyMaker.keys(source, target)
  let diff = Task.detached(priority: .userInitiated) {
    SectionedChangeset(
      source: sourceKeys, target: targetKeys, sectionID: \.code, rows: \.rows, rowID: { $0 },
      isSectionContentEqual: { _, _ in true }, isRowContentEqual: { _, _ in true })
  }
  willDiff?()
  return (sourceKeys.map(\.code), targetKeys.map(\.code), await diff.value)
}
