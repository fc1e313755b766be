import CellarHost
import CellarTestSupport
import Foundation
import Testing

/// A data source, delegate and prefetch data source whose callbacks run
/// hooks and log what happens, for the idle-hook tests.
@MainActor
private final class IdleProbe: UICollectionViewDataSource, UICollectionViewDelegate,
  UICollectionViewDataSourcePrefetching
{
  var counts: [Int]
  var log: [String] = []
  var onWillDisplay: ((UICollectionView, IndexPath) -> Void)?
  var onCell: ((UICollectionView, IndexPath) -> Void)?
  var onDidScroll: ((UICollectionView) -> Void)?
  var onSelect: ((UICollectionView, IndexPath) -> Void)?
  var onPrefetch: ((UICollectionView, [IndexPath]) -> Void)?

  init(_ counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    onCell?(collectionView, indexPath)
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    onWillDisplay?(collectionView, indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect")
    onSelect?(collectionView, indexPath)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.append("didScroll \(Int(scrollView.contentOffset.y))")
    if let collectionView = scrollView as? UICollectionView { onDidScroll?(collectionView) }
  }

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    log.append("prefetch")
    onPrefetch?(collectionView, indexPaths)
  }
}

/// A 100×20 collection view of 10×10 items, ten a line, with the probe
/// installed as data source, delegate and prefetch data source.
@MainActor
private func makeView(_ probe: IdleProbe) -> UICollectionView {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 20), collectionViewLayout: layout)
  view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  view.dataSource = probe
  view.delegate = probe
  view.prefetchDataSource = probe
  return view
}

@MainActor
@Suite("UICollectionView idle hook")
struct UICollectionViewIdleTests {
  @Test("idle: isHandlingEvent is false and performWhenIdle runs at once")
  func idleRunsAtOnce() throws {
    let view = makeView(IdleProbe([30]))
    view.layoutIfNeeded()
    #expect(!view.isHandlingEvent)
    var ran = false
    view.performWhenIdle { ran = true }
    #expect(ran)
  }

  @Test(
    "work from willDisplay during setContentOffset runs after the layout pass, before it returns")
  func fromWillDisplayDuringScroll() throws {
    let probe = IdleProbe([100])
    let view = makeView(probe)
    view.layoutIfNeeded()
    var busy: [Bool] = []
    probe.onWillDisplay = { [unowned probe] view, path in
      busy.append(view.isHandlingEvent)
      guard path == IndexPath(item: 40, section: 0) else { return }
      view.performWhenIdle {
        probe.log.append("idle, \(view.indexPathsForVisibleItems.count) visible")
      }
    }
    view.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
    #expect(busy.count == 20 && busy.allSatisfy { $0 })
    // didScroll, the layout pass (prefetching), didEndScrollingAnimation, then the work.
    #expect(probe.log == ["didScroll 40", "prefetch", "idle, 20 visible"])
    #expect(!view.isHandlingEvent)
  }

  @Test("work from didScroll during a drag runs at the end of that step, before the next one")
  func fromDidScrollDuringDrag() throws {
    let probe = IdleProbe([100])
    let view = makeView(probe)
    view.layoutIfNeeded()
    view.prefetchDataSource = nil
    var armed = true
    probe.onDidScroll = { [unowned probe] view in
      #expect(view.isHandlingEvent)
      guard armed else { return }
      armed = false
      view.performWhenIdle { probe.log.append("idle \(view.isDragging)") }
    }
    try view.dragToScroll(by: 40, steps: 4)
    #expect(
      probe.log == ["didScroll 10", "idle true", "didScroll 20", "didScroll 30", "didScroll 40"])
  }

  @Test("work from a tap's didSelect runs after the tap, before tapItem returns")
  func fromTap() throws {
    let probe = IdleProbe([10])
    let view = makeView(probe)
    probe.onSelect = { [unowned probe] view, _ in
      #expect(view.isHandlingEvent)
      view.performWhenIdle { probe.log.append("idle") }
    }
    try view.tapItem(at: IndexPath(item: 3, section: 0))
    #expect(probe.log == ["didSelect", "idle"])
  }

  @Test("work asked for from a layout pass before a tap runs before the user touches anything")
  func layoutBeforeTap() throws {
    let probe = IdleProbe([10])
    let view = makeView(probe)
    probe.onWillDisplay = { [unowned probe] view, path in
      guard path == IndexPath(item: 0, section: 0) else { return }
      view.performWhenIdle { probe.log.append("idle") }
    }
    try view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(probe.log == ["idle", "didSelect"])
  }

  @Test("work from a prefetch handler runs before setContentOffset returns")
  func fromPrefetch() throws {
    let probe = IdleProbe([100])
    let view = makeView(probe)
    view.layoutIfNeeded()
    probe.onPrefetch = { [unowned probe] view, paths in
      #expect(view.isHandlingEvent)
      view.performWhenIdle { probe.log.append("idle \(paths.count)") }
    }
    view.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    #expect(probe.log == ["didScroll 10", "prefetch", "idle 10"])
  }

  @Test("an open batch counts as an event: work waits for its commit and sees the new counts")
  func insideBatch() throws {
    let probe = IdleProbe([5])
    let view = makeView(probe)
    view.layoutIfNeeded()
    var seen: Int?
    view.performBatchUpdates {
      #expect(view.isHandlingEvent)
      probe.counts = [6]
      view.performWhenIdle { seen = view.numberOfItems(inSection: 0) }
      #expect(seen == nil)
      view.insertItems(at: [IndexPath(item: 5, section: 0)])
    }
    #expect(seen == 6)
  }

  @Test(
    "work queued by a layout pass that raises still runs, and work asked for from idle work runs after it"
  )
  func raisingPass() throws {
    let probe = IdleProbe([10])
    let view = makeView(probe)
    var ran = 0
    probe.onCell = { view, path in
      guard path == IndexPath(item: 2, section: 0) else { return }
      view.performWhenIdle { ran += 1 }
      UIKitException.raise(UIKitException(name: .internalInconsistency, reason: "boom"))
    }
    #expect(UIKitException.catching { view.layoutIfNeeded() }?.reason == "boom")
    #expect(ran == 1)
    #expect(!view.isHandlingEvent)
    // Work asked for from idle work runs once that work returns, as a block
    // dispatched to the main queue from a main-queue block does: never
    // inside it, so that a chain of work asking for work keeps a flat stack.
    probe.onCell = nil
    var order: [String] = []
    probe.onWillDisplay = { view, path in
      guard path == IndexPath(item: 2, section: 0) else { return }
      view.performWhenIdle {
        order.append("outer")
        view.performWhenIdle { order.append("inner") }
        order.append("outer end")
      }
    }
    view.layoutIfNeeded()
    #expect(order == ["outer", "outer end", "inner"])
  }

  /// Issue 22, item 1: work asked for from idle work ran inside it, so a
  /// chain of work asking for work went one level deeper at each link (a
  /// `Grid`'s queued updates overflowed the stack this way).
  @Test(
    "a chain of 2,000 pieces of idle work, each asking for the next directly or from an event it starts, runs from one loop at a flat stack depth"
  )
  func chainKeepsStackFlat() throws {
    let probe = IdleProbe([100])
    let view = makeView(probe)
    view.layoutIfNeeded()
    var depths = StackDepthProbe()
    var links = 0
    func link() {
      depths.record()
      links += 1
      guard links < 2_000 else { return }
      if links.isMultiple(of: 2) {
        view.performWhenIdle(link)
      } else {
        probe.onDidScroll = { [unowned probe] view in
          probe.onDidScroll = nil
          view.performWhenIdle(link)
        }
        view.setContentOffset(CGPoint(x: 0, y: links % 4 == 1 ? 10 : 0), animated: false)
      }
    }
    view.performWhenIdle(link)
    #expect(links == 2_000)
    #expect(!view.isHandlingEvent)
    #expect(depths.spread <= StackDepthProbe.flat, "the stack grew by \(depths.spread) bytes")
  }

  @Test("selectItem with a scroll position is one event")
  func selectScrolls() throws {
    let probe = IdleProbe([100])
    let view = makeView(probe)
    view.layoutIfNeeded()
    var busyInScroll = false
    probe.onDidScroll = { [unowned probe] view in
      busyInScroll = view.isHandlingEvent
      view.performWhenIdle { probe.log.append("idle \(view.indexPathsForSelectedItems ?? [])") }
    }
    view.selectItem(at: IndexPath(item: 50, section: 0), animated: false, scrollPosition: .top)
    #expect(busyInScroll)
    #expect(probe.log.last == "idle [[0, 50]]")
  }
}
