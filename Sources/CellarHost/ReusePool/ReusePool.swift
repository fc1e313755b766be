/// The reusable views of one family (a table's cells, or its header and
/// footer views), by reuse identifier: how to make each, the recycled ones
/// waiting, which are displayed, and the counters ``Headless/UITableView/metrics``
/// reports.
///
/// One pool serves every family, so cells and supplementary views follow
/// the same rules: ``take(_:adopting:)`` hands out the last view recycled
/// (LIFO) or a new one from the identifier's factory, ``recycle(_:as:)``
/// puts one back, and the caller says when a view starts and ends being
/// displayed. What differs by family (UIKit's messages, `prepareForReuse`
/// and its event, which identifiers recycle) stays with the caller. A
/// collection view keeps one pool for its cells and one per supplementary
/// element kind (``SupplementaryKind``), as UIKit registers supplementary
/// views by kind and identifier.
@MainActor
struct ReusePool<View: AnyObject> {
  /// Makes a new view for a reuse identifier.
  typealias Factory = @MainActor () -> View

  /// The registered factories, by reuse identifier.
  private var factories: [String: Factory]
  /// Recycled views, by reuse identifier; the last is handed out first.
  private(set) var pools: [String: [View]] = [:]
  /// The counters, by reuse identifier (``Headless/UITableView/ReuseMetrics/pooled`` unset).
  private var counters: [String: UITableView.ReuseMetrics] = [:]
  /// The identities of the views displayed now.
  private(set) var displayed: Set<ObjectIdentifier> = []

  /// A pool with factories registered from the start.
  init(factories: [String: Factory] = [:]) {
    self.factories = factories
  }

  /// Registers a factory for a reuse identifier, replacing any; `nil`
  /// unregisters it (views already pooled stay).
  mutating func register(_ factory: Factory?, for identifier: String) {
    factories[identifier] = factory
  }

  /// The last view recycled under `identifier`, or a new one from its
  /// factory (passed to `adopt` first, which may fix or reject it), or
  /// `nil` when the pool is empty and nothing is registered. Counts a
  /// dequeue, and a reuse and a `prepareForReuse` call or a creation; the
  /// caller calls `prepareForReuse()` on a recycled view.
  mutating func take(
    _ identifier: String, adopting adopt: (View) throws -> Void
  ) rethrows -> (view: View, isRecycled: Bool)? {
    if let view = pools[identifier]?.popLast() {
      updateCounters(identifier) {
        $0.dequeues += 1
        $0.reuses += 1
        $0.prepareForReuseCalls += 1
      }
      _checkInvariants()
      return (view, true)
    }
    guard let factory = factories[identifier] else { return nil }
    let view = factory()
    try adopt(view)
    updateCounters(identifier) {
      $0.dequeues += 1
      $0.created += 1
    }
    return (view, false)
  }

  /// Puts a view back, under `identifier`, to be handed out before the
  /// views recycled earlier.
  mutating func recycle(_ view: View, as identifier: String) {
    pools[identifier, default: []].append(view)
    _checkInvariants()
  }

  /// Whether a view waits in the pool under `identifier`.
  ///
  /// - Complexity: O(*p*), for *p* views pooled under `identifier`.
  func isPooled(_ view: View, as identifier: String) -> Bool {
    pools[identifier]?.contains { $0 === view } ?? false
  }

  /// Records that a view is displayed now, and counts the display
  /// (``Headless/UITableView/ReuseMetrics/displays``) under its reuse identifier:
  /// every view a table or collection view shows goes through here, so
  /// both count alike.
  ///
  /// - Parameters:
  ///   - view: The view displayed.
  ///   - identifier: Its reuse identifier (`""` for a view without one).
  mutating func didDisplay(_ view: View, as identifier: String) {
    displayed.insert(ObjectIdentifier(view))
    updateCounters(identifier) { $0.displays += 1 }
    _checkInvariants()
  }

  /// Records that a view is no longer displayed, and counts it
  /// (``Headless/UITableView/ReuseMetrics/endDisplays``) under its reuse identifier.
  ///
  /// - Parameters:
  ///   - view: The view that left the display.
  ///   - identifier: Its reuse identifier (`""` for a view without one).
  mutating func didEndDisplaying(_ view: View, as identifier: String) {
    displayed.remove(ObjectIdentifier(view))
    updateCounters(identifier) { $0.endDisplays += 1 }
  }

  /// Whether a view is displayed now.
  func isDisplayed(_ view: View) -> Bool {
    displayed.contains(ObjectIdentifier(view))
  }

  /// Updates the counters of a reuse identifier.
  mutating func updateCounters(
    _ identifier: String, _ update: (inout UITableView.ReuseMetrics) -> Void
  ) {
    update(&counters[identifier, default: UITableView.ReuseMetrics()])
  }

  /// The counters, with each identifier's pool size, by reuse identifier.
  ///
  /// - Complexity: O(*k*), for *k* reuse identifiers.
  var metrics: [String: UITableView.ReuseMetrics] {
    var result = counters
    for (identifier, pool) in pools {
      result[identifier, default: UITableView.ReuseMetrics()].pooled = pool.count
    }
    return result
  }

  /// Zeroes the counters; the pools are kept.
  mutating func resetCounters() {
    counters = [:]
  }
}
