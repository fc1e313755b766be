import Cellar
import CellarTesting
import Foundation
import Testing

/// A grid cell showing a string.
private final class WordCell: CollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) { label.text = model }
}

@MainActor
@Suite struct UpdateRecorderTests {
  /// Issue 22, item 7: `reportedError` compared texts, so the same error
  /// reported again during the recording read as none.
  @Test(
    "an error reported during a table's recording is its reportedError, even when the one before had the same text"
  )
  func tableRepeatedError() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    table += Row<TextCell>(model: "a", id: "a")  // duplicate: reported, not thrown
    let before = try #require(table.lastError.map { "\($0)" })
    let report = table.recordingUpdate {
      table += Row<TextCell>(model: "a", id: "a")
    }
    #expect(report.reportedError == before)
    #expect(report.lines.contains("error reported: \(before)"))
  }

  @Test(
    "an error reported during a grid's recording is its reportedError, even when the one before had the same text"
  )
  func gridRepeatedError() throws {
    let grid = Grid(
      collectionView: CollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: CollectionViewFlowLayout()))
    try grid.update(with: [GridSection(id: "s") { Cellar.Item<WordCell>(model: "a", id: "a") }])
    grid += Cellar.Item<WordCell>(model: "a", id: "a")
    let before = try #require(grid.lastError.map { "\($0)" })
    let report = grid.recordingUpdate { grid += Cellar.Item<WordCell>(model: "a", id: "a") }
    #expect(report.reportedError == before)
  }

  @Test("an error reported only before the recording is not the recording's")
  func errorBeforeOnly() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    table += Row<TextCell>(model: "a", id: "a")
    #expect(table.lastError != nil)
    let report = try table.recordingUpdate { try table.update(with: [section("s", ["a", "b"])]) }
    #expect(report.reportedError == nil)
    #expect(report.insertedRowIDs == ["b"])
  }
}
