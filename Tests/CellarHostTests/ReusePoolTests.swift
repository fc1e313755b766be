import Foundation
import Testing

@testable import CellarHost

@MainActor
@Suite struct ReusePoolTests {
  /// A view that counts nothing: the pool only holds and hands out references.
  final class View {
    let name: String
    init(_ name: String) { self.name = name }
  }

  @Test("the last view recycled is handed out first, then new ones from the factory")
  func lastInFirstOut() {
    var made = 0
    var pool = ReusePool<View>(factories: [
      "A": {
        made += 1
        return View("new \(made)")
      }
    ])
    let first = View("first")
    let second = View("second")
    pool.recycle(first, as: "A")
    pool.recycle(second, as: "A")
    #expect(pool.take("A", adopting: { _ in })?.view === second)
    #expect(pool.take("A", adopting: { _ in })?.view === first)
    let fresh = pool.take("A", adopting: { _ in })
    #expect(fresh?.view.name == "new 1")
    #expect(fresh?.isRecycled == false)
    #expect(pool.take("B", adopting: { _ in }) == nil)
  }

  @Test("take counts dequeues, reuses, prepareForReuse calls and creations; metrics add pool sizes")
  func counters() {
    var pool = ReusePool<View>(factories: ["A": { View("new") }])
    pool.recycle(View("pooled"), as: "A")
    _ = pool.take("A", adopting: { _ in })
    _ = pool.take("A", adopting: { _ in })
    pool.recycle(View("back"), as: "A")
    pool.updateCounters("A") { $0.displays += 2 }
    var expected = UITableView.ReuseMetrics()
    expected.created = 1
    expected.dequeues = 2
    expected.reuses = 1
    expected.prepareForReuseCalls = 1
    expected.displays = 2
    expected.pooled = 1
    #expect(pool.metrics == ["A": expected])
    pool.resetCounters()
    var pooledOnly = UITableView.ReuseMetrics()
    pooledOnly.pooled = 1
    #expect(pool.metrics == ["A": pooledOnly])
  }

  @Test("a new view that adopt rejects is not counted, and the error reaches the caller")
  func adoptRejects() {
    struct Rejected: Error {}
    var pool = ReusePool<View>(factories: ["A": { View("new") }])
    #expect(throws: Rejected.self) {
      try pool.take("A", adopting: { _ in throw Rejected() })
    }
    #expect(pool.metrics.isEmpty)
  }

  @Test("registering nil unregisters a factory; pooled views stay")
  func unregister() {
    var pool = ReusePool<View>(factories: ["A": { View("new") }])
    let pooled = View("pooled")
    pool.recycle(pooled, as: "A")
    pool.register(nil, for: "A")
    #expect(pool.take("A", adopting: { _ in })?.view === pooled)
    #expect(pool.take("A", adopting: { _ in }) == nil)
  }

  @Test("displayed and pooled views are tracked by identity, displays counted by identifier")
  func displayedAndPooled() {
    var pool = ReusePool<View>()
    let view = View("v")
    pool.didDisplay(view, as: "A")
    #expect(pool.isDisplayed(view))
    #expect(!pool.isPooled(view, as: "A"))
    #expect(pool.metrics["A"]?.displays == 1 && pool.metrics["A"]?.endDisplays == 0)
    pool.didEndDisplaying(view, as: "A")
    #expect(pool.metrics["A"]?.displays == 1 && pool.metrics["A"]?.endDisplays == 1)
    pool.recycle(view, as: "A")
    #expect(!pool.isDisplayed(view))
    #expect(pool.isPooled(view, as: "A"))
    #expect(!pool.isPooled(View("other"), as: "A"))
  }

  @Test("supplementary kinds are UIKit's element kind strings, and new kinds are distinct")
  func kinds() {
    #expect(SupplementaryKind.header.rawValue == "UICollectionElementKindSectionHeader")
    #expect(SupplementaryKind.footer.rawValue == "UICollectionElementKindSectionFooter")
    #expect(SupplementaryKind.tableKinds == [.header, .footer])
    let badge = SupplementaryKind(rawValue: "badge")
    #expect(badge != .header && badge != .footer)
    #expect(Set([badge, .header, .footer, SupplementaryKind(rawValue: "badge")]).count == 3)
  }
}
