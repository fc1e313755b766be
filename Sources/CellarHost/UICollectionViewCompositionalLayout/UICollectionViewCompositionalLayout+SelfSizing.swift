import Foundation

/// Self-sizing on the host (spec §3.3): the collection view measures an
/// item that sizes itself when it shows its cell, by the cell's
/// `preferredLayoutAttributesFitting(_:)`, and the layout keeps the
/// length along the scroll axis. The view then lays out again (without
/// asking for the sections again) and shows what the correction moved, top
/// down, until a round measures nothing new.
///
/// Measurements last until the view's size changes or it reloads its data;
/// through batch updates they follow their items, but a reconfigured item's
/// is dropped (it is measured again when shown). A cell that answers a
/// NaN, infinite or negative length, or one longer than
/// ``maximumMeasuredLength``, cannot size itself: its item keeps its
/// estimate, as UIKit's does when a cell does not size itself.
extension Headless.UICollectionViewCompositionalLayout {
  /// The sections, counts and size a pass laid out.
  struct MeasuredPass {
    /// What the section provider returned for each section.
    var sections: [Headless.NSCollectionLayoutSection?]
    /// The number of items in each section.
    var counts: [Int]
    /// The collection view's size.
    var size: CGSize
  }

  /// The longest length a measured item may take, in points: the host's
  /// own bound, so that a hostile cell cannot make the content's length
  /// infinite.
  public static var maximumMeasuredLength: CGFloat { 1_000_000_000 }

  var hasSelfSizingItems: Bool { state.hasSelfSizingItems }

  func sizesItself(at indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, state.sections.indices.contains(indexPath[0]) else { return false }
    let plan = state.sections[indexPath[0]]
    guard plan.isSelfSizing, indexPath[1] >= 0, indexPath[1] < plan.count else { return false }
    return plan.selfSizing[indexPath[1] % plan.perGroup]
  }

  func needsMeasurement(at indexPath: IndexPath) -> Bool {
    sizesItself(at: indexPath) && state.sections[indexPath[0]].measured[indexPath[1]] == nil
  }

  func recordPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
    guard sizesItself(at: indexPath) else { return false }
    let section = indexPath[0]
    let item = indexPath[1]
    let plan = state.sections[section]
    let estimate = plan.template.leaves[item % plan.perGroup].frame.size
    let previous = plan.measured[item] ?? (state.vertical ? estimate.height : estimate.width)
    let length = state.vertical ? size.height : size.width
    let valid = length.isFinite && length >= 0 && length <= Self.maximumMeasuredLength
    if !valid {
      log.append("The cell at \(indexPath) chose the length \(length); its estimate is kept.")
    }
    let rounded = valid ? state.round(length) : previous
    // A uniform item's first measure counts even at its estimate: the
    // group's shared length is the longest of its measured uniform items.
    let uniform = !plan.uniform.isEmpty && plan.uniform[item % plan.perGroup]
    guard rounded != previous || (uniform && plan.measured[item] == nil) else {
      // The estimate was right (or the answer unusable): kept as the
      // measurement, so that the cell is not measured again at every
      // pass; nothing moves.
      if plan.measured[item] == nil {
        measured[section, default: [:]][item] = rounded
        state.sections[section].measured[item] = rounded
      }
      return false
    }
    let group = item / plan.perGroup
    let before = state.sections[section].groupLength(group)
    let shared = plan.uniformLengths[group]
    measured[section, default: [:]][item] = rounded
    state.sections[section].measured[item] = rounded
    state.sections[section].refreshGroupExtent(group)
    let after = state.sections[section]
    let moved =
      !uniform || after.groupLength(group) != before || after.uniformLengths[group] != shared
    if moved { hasPendingMeasurements = true }
    return moved
  }

  func layOutPendingMeasurements() throws {
    guard hasPendingMeasurements, let pass = measuredPass else { return }
    try solve(pass.sections, counts: pass.counts, size: pass.size)
  }

  func discardMeasurements() {
    measured = [:]
    for index in state.sections.indices where state.sections[index].groupExtents != nil {
      state.sections[index].groupExtents = nil
    }
  }

  func remapMeasurements(through plan: CollectionViewBatch.Plan) {
    guard !measured.isEmpty else { return }
    var moved: [Int: [Int: CGFloat]] = [:]
    for (section, lengths) in measured {
      for (item, length) in lengths {
        // A reconfigured item may choose another size, shown or not: it is
        // measured again when shown (spec §3.3).
        let old = IndexPath(item: item, section: section)
        guard !plan.reconfiguredItems.contains(old), let path = plan.newIndexPath(for: old) else {
          continue
        }
        moved[path[0], default: [:]][path[1]] = length
      }
    }
    measured = moved
    // The groups' lengths are laid out again from the moved measurements.
    for index in state.sections.indices where state.sections[index].groupExtents != nil {
      state.sections[index].groupExtents = nil
    }
  }

  /// The plan of section `section` at the last pass when its group
  /// lengths follow the recorded measurements (a pass can keep them when
  /// the section is laid out the same way again).
  func reusableExtents(section: Int) -> CompositionalSectionPlan? {
    guard state.sections.indices.contains(section), state.sections[section].groupExtents != nil
    else { return nil }
    return state.sections[section]
  }
}

extension CompositionalSectionPlan {
  /// Takes the measured lengths of its self-sizing items and lays out its
  /// groups' lengths from them, keeping `previous`'s when the section is
  /// laid out as it was (the same items, template and spacing).
  ///
  /// - Complexity: O(1) when `previous`'s are kept; else O(*g* + *m* · *p*).
  mutating func takeMeasurements(
    _ lengths: [Int: CGFloat], reusing previous: CompositionalSectionPlan?
  ) {
    guard isSelfSizing, !lengths.isEmpty else { return }
    if let previous, previous.count == count, previous.groupSpacing == groupSpacing,
      previous.selfSizing == selfSizing, previous.template == template
    {
      measured = previous.measured
      groupExtents = previous.groupExtents
      uniformLengths = previous.uniformLengths
      return
    }
    measured = lengths.filter { $0.key < count && selfSizing[$0.key % perGroup] }
    buildGroupExtents()
  }
}
