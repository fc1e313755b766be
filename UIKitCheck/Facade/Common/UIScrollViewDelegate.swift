import Foundation

/// The methods that a scroll view's delegate (a table or collection view's
/// delegate) implements to respond to scrolling.
///
/// Every requirement is `optional` in UIKit. Linux has no `@objc optional`,
/// so each is a requirement with a default implementation in an extension
/// that behaves as UIKit does when the method is not implemented. A
/// conforming type that misspells a method silently gets the default.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Tells the delegate when the user scrolls the content view. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
  func scrollViewDidScroll(_ scrollView: UIScrollView)

  /// Tells the delegate when the scroll view is about to start scrolling
  /// the content. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

  /// Tells the delegate when the user finishes scrolling the content.
  /// (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)

  /// Tells the delegate when dragging ended in the scroll view. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

  /// Tells the delegate that the scroll view is starting to decelerate the
  /// scrolling movement. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindecelerating(_:)
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

  /// Tells the delegate that the scroll view ended decelerating the
  /// scrolling movement. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

  /// Tells the delegate when a scrolling animation in the scroll view
  /// concludes. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

  /// Asks the delegate whether the scroll view should scroll to the top of
  /// the content. (optional in UIKit; `true` when not implemented)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewshouldscrolltotop(_:)
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

  /// Tells the delegate that the scroll view scrolled to the top of the
  /// content. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscrolltotop(_:)
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Does nothing, as UIKit when the method is not implemented.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

  /// Does nothing, as UIKit when the method is not implemented.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

  /// Does nothing: the content stops where the drag's velocity takes it.
  public func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing, as UIKit when the method is not implemented.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}

  /// Does nothing, as UIKit when the method is not implemented.
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing, as UIKit when the method is not implemented.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

  /// Does nothing, as UIKit when the method is not implemented.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

  /// Returns `true`: the content scrolls to the top.
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

  /// Does nothing, as UIKit when the method is not implemented.
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
