import CellarHost
import Foundation
import Testing
@_spi(Facade) import UIKit

@MainActor
@Suite("UICollectionView facade: prefetching and scrolling")
struct CollectionPrefetchingFacadeTests {
  @Test("scrolling down prefetches the next items through prefetchDataSource")
  func prefetches() throws {
    let model = GridModel(sections: [items(60)])
    let view = makeGrid(model)
    #expect(view.isPrefetchingEnabled)
    view.prefetchDataSource = model
    view.layoutIfNeeded()
    model.log.removeAll()
    view.host.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    let prefetch = try #require(model.log.first { $0.hasPrefix("prefetch ") })
    #expect(prefetch.hasPrefix("prefetch 0-9,0-10"))
  }

  @Test("turning back cancels what was prefetched and not displayed")
  func cancels() throws {
    let model = GridModel(sections: [items(60)])
    let view = makeGrid(model)
    view.prefetchDataSource = model
    view.layoutIfNeeded()
    view.host.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    model.log.removeAll()
    view.host.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    #expect(model.log.contains { $0.hasPrefix("cancel ") })
  }

  @Test("no prefetching data source, or prefetching off: no calls")
  func disabled() throws {
    let model = GridModel(sections: [items(60)])
    let view = makeGrid(model)
    view.layoutIfNeeded()
    view.host.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(!model.log.contains { $0.hasPrefix("prefetch ") })
    view.prefetchDataSource = model
    view.isPrefetchingEnabled = false
    #expect(view.isPrefetchingEnabled == false)
    view.host.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(!model.log.contains { $0.hasPrefix("prefetch ") })
  }

  @Test("a drag reaches the delegate's UIScrollViewDelegate methods with the collection view")
  func dragForwards() throws {
    final class Drags: NSObject, UICollectionViewDelegate {
      var log: [String] = []
      func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log.append("willBeginDragging \(scrollView is UICollectionView)")
      }
      func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
      ) {
        log.append("willEndDragging")
        targetContentOffset.pointee = CGPoint(x: 0, y: 100)
      }
      func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log.append("didEndDragging")
      }
      func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        log.append("didEndScrollingAnimation")
      }
    }
    let model = GridModel(sections: [items(60)])
    let view = makeGrid(model)
    let drags = Drags()
    view.delegate = drags
    view.layoutIfNeeded()
    try view.host.dragToScroll(by: 250, velocity: 0, steps: 2)
    #expect(drags.log.first == "willBeginDragging true")
    #expect(drags.log.contains("willEndDragging"))
    #expect(drags.log.contains("didEndDragging"))
    #expect(view.host.contentOffset.y == 100)
    view.host.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
    #expect(drags.log.last == "didEndScrollingAnimation")
  }

  @Test("setContentOffset tells the delegate, lays out at once, and contentSize is the layout's")
  func uikitScrolling() {
    let model = GridModel(sections: [items(30)])
    let view = makeGrid(model)
    view.layoutIfNeeded()
    // Three items a line, ten lines of 100 points.
    #expect(view.contentSize == CGSize(width: 320, height: 1000))
    model.log.removeAll()
    view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(model.log.first == "didScroll true")
    #expect(view.contentOffset == CGPoint(x: 0, y: 300))
    #expect(view.indexPathsForVisibleItems.first == itemPath(9))
    #expect(model.log.contains("willDisplay 0-9"))
  }
}
