import Foundation

extension ScrollView {
  /// A simulated scroll that cannot be done: the view is left as it was.
  ///
  /// ``TableView`` and ``CollectionView`` share this type, so
  /// `TableView.ScrollError` and `CollectionView.ScrollError` name it too.
  public enum ScrollError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ``ScrollView/dragToScroll(by:velocity:steps:)`` with a distance or a
    /// velocity that is not finite, or fewer than one step or more than
    /// ``ScrollView/maximumDragSteps``.
    case invalidDrag(distance: CGFloat, velocity: CGFloat, steps: Int)
    /// ``ScrollView/dragToScroll(by:velocity:steps:)`` called while a
    /// simulated drag or its deceleration runs (from one of its callbacks,
    /// such as `scrollViewDidScroll`): one finger cannot start a second
    /// drag. Nothing happens; the drag in progress goes on.
    case dragInProgress
    /// ``TableView/tapSectionIndexTitle(at:)`` with an index outside the
    /// titles the data source returns (`count` of them; 0 when it has none).
    case sectionIndexTitleOutOfBounds(index: Int, count: Int)
    /// ``CollectionView/scrollToItem(at:at:animated:)`` with an index path
    /// that names no item of the cached counts.
    case invalidIndexPath(IndexPath)

    /// What was wrong; UIKit's exception reason for ``invalidIndexPath(_:)``.
    public var description: String {
      switch self {
      case .invalidDrag(let distance, let velocity, let steps):
        return
          "Cannot simulate a drag by \(distance) points at \(velocity) points per millisecond in \(steps) steps: the distance and velocity must be finite and the steps from 1 through \(ScrollView.maximumDragSteps)."
      case .dragInProgress:
        return
          "Cannot simulate a drag while another drag or its deceleration is in progress: start it after dragToScroll(by:velocity:steps:) returns."
      case .sectionIndexTitleOutOfBounds(let index, let count):
        return
          "Attempted to tap an out-of-bounds section index title (\(index)) when the section index has only \(count) titles."
      case .invalidIndexPath(let indexPath):
        return "attempt to scroll to invalid index path: \(indexPath.uikitDescription)"
      }
    }
  }
}
