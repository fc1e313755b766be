import Foundation

/// The scroll closures of a ``Table`` or a ``Grid`` (`onScroll` and its
/// siblings), which their coordinators run on the scroll-view delegate
/// calls, CellarHost's and UIKit's alike.
struct ScrollHandlers {
  /// `scrollViewDidScroll`, with the new offset.
  var onScroll: (@MainActor (CGPoint) -> Void)?
  /// `scrollViewWillBeginDragging`.
  var onWillBeginDragging: (@MainActor () -> Void)?
  /// `scrollViewDidEndDragging`, with whether the content decelerates.
  var onEndDragging: (@MainActor (_ willDecelerate: Bool) -> Void)?
  /// `scrollViewDidEndDecelerating`, with the offset.
  var onEndDecelerating: (@MainActor (CGPoint) -> Void)?
  /// `scrollViewDidEndScrollingAnimation`, with the offset.
  var onEndScrollingAnimation: (@MainActor (CGPoint) -> Void)?
  /// `scrollViewDidScrollToTop`.
  var onScrollToTop: (@MainActor () -> Void)?
}

extension UpdateDriver {
  /// Runs one of the scroll closures, if set, as a callback (an update it
  /// asks for is queued).
  func runScrollHandler<Argument>(
    _ handler: KeyPath<ScrollHandlers, (@MainActor (Argument) -> Void)?>, _ argument: Argument
  ) {
    guard let closure = scrollHandlers[keyPath: handler] else { return }
    inCallback { closure(argument) }
  }

  /// Runs one of the scroll closures without an argument, if set, as a
  /// callback.
  func runScrollHandler(_ handler: KeyPath<ScrollHandlers, (@MainActor () -> Void)?>) {
    guard let closure = scrollHandlers[keyPath: handler] else { return }
    inCallback { closure() }
  }
}

extension CGFloat {
  /// The value moved into `range`: its nearest bound when outside.
  func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
