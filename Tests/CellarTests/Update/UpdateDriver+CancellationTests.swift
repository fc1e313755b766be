@_spi(Testing) import Cellar
import Foundation
import Testing

private final class WordCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}

@MainActor
private func words(_ names: [String]) -> [GridSection] {
  [GridSection(id: "s", items: names.map { Cellar.Item<WordCell>(model: $0, id: $0) })]
}

@MainActor
private func rows(_ names: [String]) -> [Section] {
  [Section(id: "s", rows: names.map { Row<TitleCell>(model: $0, id: $0) })]
}

/// Where the task running `updateInBackground` is cancelled.
enum CancelPoint: String, CaseIterable, CustomTestStringConvertible {
  /// Before the call: the task is cancelled before its body runs.
  case beforeTheCall
  /// While the diff runs on its background task (from `willDiffInBackground`).
  case duringTheDiff
  var testDescription: String { rawValue }
}

/// Runs `update` in a task cancelled at `point`, and returns how it ended.
@MainActor
private func runCancelled(
  at point: CancelPoint, arm: (@escaping @MainActor () -> Void) -> Void,
  update: @escaping @MainActor () async throws -> Bool
) async -> Result<Bool, any Error> {
  var task: Task<Bool, any Error>?
  if point == .duringTheDiff { arm { task?.cancel() } }
  task = Task { @MainActor in try await update() }
  // The task has not started yet: the test holds the main actor.
  if point == .beforeTheCall { task?.cancel() }
  return await task?.result ?? .success(false)
}

@MainActor
@Suite struct UpdateDriverCancellationTests {
  /// Issue 22, item 17: "`updateInBackground` called from a cancelled
  /// `Task` is still applied and returns `true`".
  @Test(
    "a table's updateInBackground from a cancelled task throws CancellationError and changes nothing",
    arguments: CancelPoint.allCases)
  func table(point: CancelPoint) async throws {
    let table = makeTable()
    try table.update(with: rows(["a", "b"]))
    let logEnd = table.tableView.updateLogEndPosition
    let result = await runCancelled(
      at: point, arm: { table.willDiffInBackground = $0 },
      update: { try await table.updateInBackground(with: rows(["b", "c"])) })
    table.willDiffInBackground = nil
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(table.sections.map { $0.rows.compactMap(\.id) } == [["a", "b"]])
    #expect(table.tableView.updateLogEndPosition == logEnd)
    #expect(table.tableView.visibleTexts == ["a", "b"])
    #expect(table.lastError == nil)
    // The table takes the next update as usual.
    #expect(try await table.updateInBackground(with: rows(["c"])))
    #expect(table.tableView.visibleTexts == ["c"])
  }

  @Test(
    "a grid's updateInBackground from a cancelled task throws CancellationError and changes nothing",
    arguments: CancelPoint.allCases)
  func grid(point: CancelPoint) async throws {
    let grid = makeSmallGrid()
    try grid.update(with: words(["a", "b"]))
    let logEnd = grid.collectionView.updateLogEndPosition
    let result = await runCancelled(
      at: point, arm: { grid.willDiffInBackground = $0 },
      update: { try await grid.updateInBackground(with: words(["b", "c"])) })
    grid.willDiffInBackground = nil
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(grid.indexPath(forItemID: "a") == IndexPath(item: 0, section: 0))
    #expect(grid.indexPath(forItemID: "c") == nil)
    #expect(grid.collectionView.updateLogEndPosition == logEnd)
    #expect(grid.lastError == nil)
    #expect(try await grid.updateInBackground(with: words(["c"])))
    #expect(grid.indexPath(forItemID: "c") == IndexPath(item: 0, section: 0))
  }

  @Test("a cancelled task's update with duplicate ids throws CancellationError, not the duplicates")
  func cancellationFirst() async throws {
    let table = makeTable()
    let result = await runCancelled(
      at: .beforeTheCall, arm: { _ in },
      update: { try await table.updateInBackground(with: rows(["a", "a"])) })
    #expect(throws: CancellationError.self) { try result.get() }
  }
}
