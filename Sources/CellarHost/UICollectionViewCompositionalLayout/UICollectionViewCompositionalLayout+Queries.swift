import Foundation

extension Headless.UICollectionViewCompositionalLayout {
  /// The frame of an item, `nil` for one the layout does not have or
  /// could not place (its section's group fits no item).
  func itemFrame(_ indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, state.sections.indices.contains(indexPath[0]) else { return nil }
    let plan = state.sections[indexPath[0]]
    guard indexPath[1] >= 0, indexPath[1] < plan.count, plan.perGroup > 0 else { return nil }
    return state.frame(item: indexPath[1], section: indexPath[0])
  }

  /// The work of ``layoutAttributesForElements(in:)``.
  func attributes(in rect: CGRect) -> [Headless.UICollectionViewLayoutAttributes] {
    examinedByLastQuery = 0
    let vertical = state.vertical
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    guard !rect.isNull, low.isFinite || high.isFinite else { return [] }
    var result: [Headless.UICollectionViewLayoutAttributes] = []
    var section = firstSection(reaching: low)
    while section < state.sections.count, state.sections[section].origin <= high {
      appendItems(of: section, meeting: rect, low: low, high: high, to: &result)
      section += 1
    }
    return result
  }

  /// The first section whose end is at or after `position` (sections never
  /// overlap and their ends never decrease): a binary search.
  private func firstSection(reaching position: CGFloat) -> Int {
    var lower = 0
    var upper = state.sections.count
    while lower < upper {
      let middle = (lower + upper) / 2
      let plan = state.sections[middle]
      if plan.origin + plan.extent < position { lower = middle + 1 } else { upper = middle }
    }
    return lower
  }

  /// Appends the items of the groups of `section` that meet the rectangle.
  private func appendItems(
    of section: Int, meeting rect: CGRect, low: CGFloat, high: CGFloat,
    to result: inout [Headless.UICollectionViewLayoutAttributes]
  ) {
    let plan = state.sections[section]
    let groups = plan.groupCount
    guard groups > 0 else { return }
    let start = plan.origin + plan.contentStart.y
    let stride = plan.groupExtent + plan.groupSpacing
    // Groups before `first` end before the rectangle; a stride that is not
    // positive (a hostile spacing) is scanned from the start.
    var group = 0
    if stride > 0, low > start {
      let skipped = ((low - start - plan.groupExtent) / stride).rounded(.down)
      group = skipped >= CGFloat(groups - 1) ? groups - 1 : skipped > 0 ? Int(skipped) : 0
    }
    while group < groups {
      let groupStart = start + CGFloat(group) * stride
      if stride > 0, groupStart > high { break }
      examinedByLastQuery += 1
      if groupStart + plan.groupLength(group) >= low, groupStart <= high {
        let first = group * plan.perGroup
        for item in first..<min(first + plan.perGroup, plan.count) {
          let frame = state.frame(item: item, section: section)
          if frame.intersects(rect) {
            result.append(
              Headless.UICollectionViewLayoutAttributes(
                forCellWith: IndexPath(item: item, section: section), frame: frame))
          }
        }
      }
      group += 1
    }
  }
}
