import Foundation

extension Headless.UICollectionViewFlowLayout {
  /// The zIndex of a pinned header or footer: above the cells (0), as
  /// UIKit draws floating headers over the items that scroll under them.
  static let pinnedZIndex = 1024

  /// A header's or footer's attributes moved to where pinning puts them
  /// for the visible bounds `bounds`, with ``pinnedZIndex`` (unchanged
  /// when that kind is not pinned, or when there are no bounds).
  ///
  /// Along the scroll axis, a pinned header's leading edge is the bounds'
  /// leading edge, but never before its natural place nor so far that it
  /// passes the end of its section; a pinned footer's trailing edge is the
  /// bounds' trailing edge, never after its natural place nor before the
  /// start of its section. The other axis is unchanged.
  func pinned(
    _ attributes: UICollectionViewLayoutAttributes, in bounds: CGRect?
  ) -> UICollectionViewLayoutAttributes {
    guard let bounds, !bounds.isNull else { return attributes }
    let isHeader = attributes.representedElementKind == UICollectionView.elementKindSectionHeader
    guard isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds,
      state.sections.indices.contains(attributes.indexPath.section)
    else { return attributes }
    let index = attributes.indexPath.section
    let vertical = state.scrollDirection == .vertical
    let sectionStart = state.origins[index]
    let sectionEnd = sectionStart + state.sections[index].extent
    let frame = attributes.frame
    let natural = Double(vertical ? frame.minY : frame.minX)
    let length = Double(vertical ? frame.height : frame.width)
    let boundsLow = Double(vertical ? bounds.minY : bounds.minX)
    let boundsHigh = Double(vertical ? bounds.maxY : bounds.maxX)
    let position = Pinning.position(
      natural: natural, length: length, section: (sectionStart, sectionEnd),
      bounds: (boundsLow, boundsHigh), leading: isHeader)
    var result = attributes
    result.zIndex = Self.pinnedZIndex
    guard position != natural else { return result }
    if vertical {
      result.frame.origin.y = CGFloat(position)
    } else {
      result.frame.origin.x = CGFloat(position)
    }
    return result
  }
}
