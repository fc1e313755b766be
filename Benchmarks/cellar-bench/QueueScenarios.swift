import Cellar
import Foundation

/// The update queue's scenario: issue 22's 40,000 updates queued from one
/// tap on a grid item (a stack overflow before the queue drained from one
/// loop, and quadratic with `removeFirst()`).
let queueScenarios: [Scenario] = [queue40k]

/// The cell of the queue scenario.
final class QueueBenchCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) { label.text = model }
}

/// A grid showing a counter and a "tap" item whose select action asks for
/// `count` updates, each showing the next value of the counter: queued,
/// since the action is a callback, and applied when the tap returns.
@MainActor
private final class QueueScreen {
  var version = 0
  let count: Int
  let grid: Grid

  init(count: Int) {
    self.count = count
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    grid = Grid(
      collectionView: UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout))
  }

  func sections() -> [GridSection] {
    [
      GridSection(id: "counter") {
        Cellar.Item<QueueBenchCell>(model: "v\(version)", id: "label")
        Cellar.Item<QueueBenchCell>(model: "tap", id: "tap") { [unowned self] _, _ in
          for _ in 0..<count { askForUpdate() }
        }
      }
    ]
  }

  /// The next counter value, shown by an update (queued from a callback,
  /// applied at once otherwise).
  func askForUpdate() {
    version += 1
    try? grid.update(with: sections())
  }

  /// Taps the "tap" item: `count` updates queued, then drained.
  func tap() throws {
    try grid.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
  }

  /// What is wrong after updates up to `version`, or `nil`.
  func failure() -> String? {
    if let error = grid.lastError { return "reported: \(error)" }
    if grid.model(forItemID: "label", as: String.self) != "v\(version)" {
      return "the counter shows \(grid.model(forItemID: "label", as: String.self) ?? "nothing")"
    }
    return nil
  }
}

private let queue40k = Scenario(
  name: "queue40k",
  summary: "Grid: 40,000 updates queued from one tap, drained when it returns",
  target: "O(queued): the same time per update as 40,000 updates applied one by one",
  make: { scale in
    let count = scale == .smoke ? 400 : 40_000
    let screen = QueueScreen(count: count)
    var failure: String?
    do {
      try screen.grid.update(with: screen.sections())
      screen.grid.collectionView.layoutIfNeeded()
    } catch {
      failure = "setup: \(error)"
    }
    return Runner(
      measure: {
        do { try screen.tap() } catch { failure = "tap: \(error)" }
        if failure == nil { failure = screen.failure() }
        return Outcome(counts: [("updates", count)], failure: failure)
      },
      baseline: { _ in .none },
      interleaved: InterleavedBaseline(
        label: "\(count) updates one by one",
        run: {
          for _ in 0..<count { screen.askForUpdate() }
          return [("updates", count)]
        }),
      once: { [perUpdateFigures(scale)] })
  })

/// The CPU time per update of a tap queuing 4,000 and 40,000 updates (400
/// and 4,000 at smoke scale), each the median of 5: equal when the drain is
/// linear in the updates queued.
@MainActor
private func perUpdateFigures(_ scale: Scale) -> (String, String) {
  let sizes = scale == .smoke ? [400, 4_000] : [4_000, 40_000]
  let figures = sizes.map { count in
    let screen = QueueScreen(count: count)
    try? screen.grid.update(with: screen.sections())
    var times: [Double] = []
    for _ in 0..<5 {
      times.append(threadCPUTime { try? screen.tap() } / Double(count))
    }
    times.sort()
    return "\(count): \(formatSeconds(times[2]))"
  }
  return ("per queued update (CPU)", figures.joined(separator: ", "))
}
