import CellarHost
import Foundation

/// A view that allows the scrolling and zooming of its contained views.
///
/// A plain `UIScrollView` keeps its offset and content size itself.
/// `UITableView` and `UICollectionView` forward them to their host view
/// (through the internal `scrollHost` hook), whose drags, deceleration and
/// status-bar taps drive the `UIScrollViewDelegate` calls.
///
/// UIKit's `UIScrollView` has a `delegate` property; the facade leaves it
/// out because Swift cannot narrow a property's type in a subclass:
/// `UITableView.delegate` and `UICollectionView.delegate` are declared on
/// those classes only.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {
  private var storedContentOffset: CGPoint = .zero
  private var storedContentSize: CGSize = .zero
  private var storedScrollsToTop = true

  /// The host view this scroll view forwards to; `nil` for a plain scroll view.
  var scrollHost: Headless.UIScrollView? { nil }

  /// The host view's content size; `nil` for a plain scroll view.
  var scrollHostContentSize: CGSize? { nil }

  /// The frame; a host view's viewport follows its size.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/frame
  open override var frame: CGRect {
    didSet { scrollHost?.viewportSize = frame.size }
  }

  /// The bounds: the content offset as origin and the frame's size, as in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/bounds
  open override var bounds: CGRect {
    get { CGRect(origin: contentOffset, size: frame.size) }
    set {
      frame.size = newValue.size
      contentOffset = newValue.origin
    }
  }

  /// The point at which the origin of the content view is offset from the
  /// origin of the scroll view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint {
    get { scrollHost?.contentOffset ?? storedContentOffset }
    set {
      if let scrollHost {
        scrollHost.contentOffset = newValue
      } else {
        storedContentOffset = newValue
      }
    }
  }

  /// Sets the offset from the content view's origin; the facade does not
  /// animate (a host view calls `scrollViewDidEndScrollingAnimation` when
  /// `animated` is `true` and the offset changed, as UIKit does at the end
  /// of the animation).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// The size of the content view. A table or collection view computes its
  /// own (setting it has no lasting effect, as in UIKit).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize {
    get { scrollHostContentSize ?? storedContentSize }
    set { storedContentSize = newValue }
  }

  /// The custom distance that the content view is inset from the safe area
  /// or scroll view edges. Kept, not applied: host views have no insets.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  open var contentInset: UIEdgeInsets = .zero

  /// The insets derived from the content insets and the safe area. The
  /// facade has no safe area: the content insets.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// Whether the user has begun scrolling the content.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
  open var isDragging: Bool { scrollHost?.isDragging ?? false }

  /// Whether the user has touched the content to initiate scrolling.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview/istracking
  open var isTracking: Bool { scrollHost?.isTracking ?? false }

  /// Whether the content is moving after the user lifted their finger.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
  open var isDecelerating: Bool { scrollHost?.isDecelerating ?? false }

  /// Whether the scroll-to-top gesture is enabled. Default: `true`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop
  open var scrollsToTop: Bool {
    get { scrollHost?.scrollsToTop ?? storedScrollsToTop }
    set {
      if let scrollHost {
        scrollHost.scrollsToTop = newValue
      } else {
        storedScrollsToTop = newValue
      }
    }
  }
}
