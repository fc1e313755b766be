import Foundation

extension Headless.UICollectionView {
  /// Where ``scrollToItem(at:at:animated:)`` puts an item in the viewport,
  /// UIKit's `UICollectionView.ScrollPosition`.
  ///
  /// Combine at most one vertical option (``top``, ``centeredVertically``,
  /// ``bottom``) with at most one horizontal one (``left``,
  /// ``centeredHorizontally``, ``right``). An axis with no option keeps its
  /// offset; the empty set does not scroll. "The viewport" is the area
  /// inside ``Headless/UIScrollView/adjustedContentInset``.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The option bits, UIKit's raw values.
    public let rawValue: UInt

    /// Creates a position from raw option bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The item's top at the viewport's top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item's middle at the viewport's middle, vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the viewport's bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the viewport's left edge.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item's middle at the viewport's middle, horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the viewport's right edge.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The collection view's work of
  /// ``Headless/UIScrollView/setContentOffset(_:animated:)``, which throws
  /// what the member raises: a NaN or infinite component keeps its value.
  func scroll(to offset: CGPoint, animated: Bool) throws {
    beginEvent()
    defer { endEvent() }
    try layOut()
    let start = contentOffset
    let target = CGPoint(
      x: offset.x.isFinite ? offset.x : start.x, y: offset.y.isFinite ? offset.y : start.y)
    let clampedTarget = clamped(target)
    if clampedTarget != contentOffset { contentOffset = clampedTarget }
    try layOut()
    endProgrammaticScroll(from: start, animated: animated)
  }

  /// Scrolls so that an item sits where `scrollPosition` says, UIKit's
  /// `scrollToItem(at:at:animated:)`, then updates the visible views.
  ///
  /// The target offset is clamped to the content, so the first and last
  /// items cannot be pulled past the edges. The delegate hears what
  /// ``Headless/UIScrollView/setContentOffset(_:animated:)`` sends: `didScroll` when the offset
  /// changes, then the layout pass, then `didEndScrollingAnimation` when
  /// `animated` is `true` and the content moved. An item already in place
  /// calls nothing.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - scrollPosition: Where to put it on each axis.
  ///   - animated: Whether UIKit would animate: the move is immediate, and
  ///     `didEndScrollingAnimation` follows when this is `true`.
  /// - Note: Raises UIKit's `NSInvalidArgumentException` (``UIKitException``)
  ///   for ``ScrollError/invalidIndexPath(_:)`` when the path names no item of
  ///   the counts (nothing moves), and as ``Headless/UIScrollView/layoutIfNeeded()`` does.
  /// - Complexity: That of ``Headless/UIScrollView/layoutIfNeeded()``.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition,
    animated: Bool
  ) {
    UIKitException.raising {
      try scroll(toItem: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// The work of ``scrollToItem(at:at:animated:)``, which throws what the
  /// member raises.
  func scroll(toItem indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
    throws
  {
    beginEvent()
    defer { endEvent() }
    try layOut()
    guard indexPath.count == 2, indexPath[1] >= 0,
      indexPath[1] < numberOfItems(inSection: indexPath[0]),
      let frame = layout.layoutAttributesForItem(at: indexPath)?.frame
    else { throw ScrollError.invalidIndexPath(indexPath) }
    // Placed in the area inside the insets.
    let inset = adjustedContentInset
    func placement(_ start: ScrollPosition, _ middle: ScrollPosition, _ end: ScrollPosition)
      -> ScrollPlacement
    {
      if scrollPosition.contains(start) { return .start }
      if scrollPosition.contains(middle) { return .middle }
      return scrollPosition.contains(end) ? .end : .unchanged
    }
    let vertical = placement(.top, .centeredVertically, .bottom)
    let horizontal = placement(.left, .centeredHorizontally, .right)
    let offset = CGPoint(
      x: Self.offset(
        showing: (frame.minX, frame.maxX), at: horizontal, current: contentOffset.x,
        viewport: viewportSize.width, leadingInset: inset.left, trailingInset: inset.right),
      y: Self.offset(
        showing: (frame.minY, frame.maxY), at: vertical, current: contentOffset.y,
        viewport: viewportSize.height, leadingInset: inset.top, trailingInset: inset.bottom))
    try scroll(to: offset, animated: animated)
  }
}
