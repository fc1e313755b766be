import CellarHost
import Foundation

/// A kept row or item and its distance from the viewport's leading edge,
/// which an update puts back in place.
typealias ScrollAnchor = (path: IndexPath, offset: CGFloat)

/// The steps of applying one update that a ``Table`` and a ``Grid`` take
/// each in their own way; ``UpdateDriver/apply(_:precomputed:)`` runs them,
/// in the same order for both, once.
@MainActor
protocol UpdateApplying: UpdateDriver {
  /// The index paths selected in the view now.
  var selectedPaths: [IndexPath] { get }
  /// The view's content offset now.
  var viewOffset: CGPoint { get }
  /// The position in the view's update log (CellarHost; `0` on UIKit),
  /// reported with a rollback.
  var updateLogPosition: Int { get }
  /// The first visible row or item and its distance from the viewport's
  /// leading edge, when the view is scrolled.
  func scrollAnchor() -> ScrollAnchor?
  /// Whether an update with `animation` is shown by reloading the view.
  func showsByReloading(_ animation: Animation) -> Bool
  /// What is checked once the update is planned, before the view sees
  /// anything: each front end's values, reuse identifiers and view types.
  func checkBeforeShowing(_ sections: [Section], plan: TableUpdate) throws
  /// Shows `sections` with `reloadData`; `selected` is what was selected.
  func showByReloading(_ sections: [Section], selected: [IndexPath])
  /// Shows the planned update as batches, from `previous` to `target`.
  func execute(
    _ plan: TableUpdate, animation: Animation, from previous: [Section], to target: [Section]
  ) throws
  /// Selects the kept rows again and scrolls the anchor back into place.
  func restore(selected: [IndexPath], anchor: ScrollAnchor?, plan: TableUpdate)
  /// Points the displayed cells and views at what they now show.
  func refreshAfterUpdate()
  /// Shows `previous` again, with its offset and selection, after an
  /// update failed half-way.
  func rollBack(to previous: [Section], offset: CGPoint, selected: [IndexPath])
}

extension UpdateApplying {
  /// Applies one update, or changes nothing and throws.
  ///
  /// Everything that can be checked beforehand is (identities, sizes,
  /// reuse identifiers), before the view sees anything; an error the view
  /// raises while it shows the new sections (a registration that makes the
  /// wrong cell, say) rolls back to the sections, selection and offset it
  /// had, reported to ``CellarList/didRollBack`` with the log entries the
  /// failed update left.
  func apply(_ update: PendingUpdate<Animation>, precomputed: TableUpdate.Precomputed?) throws {
    try applying(update.sections) {
      let selected = selectedPaths
      let anchor = scrollAnchor()
      let previous = shownSections
      // Duplicate ids first (the plan throws them), then the rest.
      let plan = try TableUpdate(
        from: previous, to: update.sections,
        tracking: selected + (anchor.map { [$0.path] } ?? []), precomputed: precomputed)
      try checkBeforeShowing(update.sections, plan: plan)
      let previousOffset = viewOffset
      let logStart = updateLogPosition
      do {
        if update.reloadsData || showsByReloading(update.animation) {
          showByReloading(update.sections, selected: selected)
        } else {
          try execute(plan, animation: update.animation, from: previous, to: update.sections)
        }
        try rethrowViewFailure()
        restore(selected: selected, anchor: anchor, plan: plan)
        try rethrowViewFailure()
        refreshAfterUpdate()
      } catch {
        rollBack(to: previous, offset: previousOffset, selected: selected)
        didRollBack?(logStart..<updateLogPosition)
        throw error
      }
    }
  }
}
