import Cellar
import CellarTesting
import Foundation
import Testing

/// A grid cell showing a string.
private final class WordCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) { label.text = model }
}

/// A grid header showing a month.
private final class MonthHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  func configure(_ model: String) { label.text = model }
}

/// A grid on a 100×100 collection view with 10-point items and 20-point headers.
@MainActor
private func makeGrid() -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.headerReferenceSize = CGSize(width: 100, height: 20)
  return Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout))
}

/// How a section's header changes in an update that also inserts a row:
/// each makes the update end with a reload of the section.
enum HeaderChangeKind: String, CaseIterable, CustomTestStringConvertible {
  case appears, goes, changesType
  var testDescription: String { rawValue }
}

@MainActor
private func tableSection(_ rows: [String], header: HeaderChangeKind, after: Bool) -> Section {
  let header: HeaderFooter? =
    switch (header, after) {
    case (.appears, false), (.goes, true): nil
    case (.appears, true), (.goes, false), (.changesType, false): .title("Fruit")
    case (.changesType, true): .view(CountHeaderView.self, model: rows.count)
    }
  return Section(
    id: "s", header: header, rows: rows.map { Row<TextCell>(model: $0, id: $0) })
}

@MainActor
private func gridSection(_ items: [String], header: HeaderChangeKind, after: Bool) -> GridSection {
  let header: GridSupplementary? =
    switch (header, after) {
    case (.appears, false), (.goes, true): nil
    case (.appears, true), (.goes, false), (.changesType, false): .title("May")
    case (.changesType, true): .view(MonthHeader.self, model: "May")
    }
  return GridSection(
    id: "s", header: header, items: items.map { Cellar.Item<WordCell>(model: $0, id: $0) })
}

/// What a report of the insert of "b" at `[0, 1]` before section "s"'s
/// reload says: "b" by name, the reload, and a replay that matches.
private func expectInsertedBBeforeReload(
  _ report: UpdateReport, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(report.insertedRowIDs == ["b"], sourceLocation: sourceLocation)
  #expect(
    report.batches.flatMap(\.reloadedSections).map(\.id) == ["s"], sourceLocation: sourceLocation)
  #expect(report.replayMatches, sourceLocation: sourceLocation)
  #expect(
    report.lines.contains(#"  inserted "b" at [0, 1]"#), "\(report.lines)",
    sourceLocation: sourceLocation)
  #expect(
    !report.lines.contains { $0.contains("#") }, "\(report.lines)", sourceLocation: sourceLocation)
}

@MainActor
@Suite struct UpdateRecorderReplayTests {
  /// Issue 22, item 6: a row inserted in a batch before its section's
  /// reload (the header appears, goes or changes type) was reported as
  /// `insertedRowIDs == []`, "inserted row #3", and the replay still said
  /// it matched.
  @Test(
    "a table row inserted in the batch before its section's reload is named, whatever the header does",
    arguments: HeaderChangeKind.allCases)
  func tableInsertBeforeReload(kind: HeaderChangeKind) throws {
    let table = makeTable()
    try table.update(with: [tableSection(["a", "c"], header: kind, after: false)])
    let report = try table.recordingUpdate {
      try table.update(with: [tableSection(["a", "b", "c"], header: kind, after: true)])
    }
    expectInsertedBBeforeReload(report)
  }

  @Test(
    "a grid item inserted in the batch before its section's reload is named, whatever the header does",
    arguments: HeaderChangeKind.allCases)
  func gridInsertBeforeReload(kind: HeaderChangeKind) throws {
    let grid = makeGrid()
    try grid.update(with: [gridSection(["a", "c"], header: kind, after: false)])
    let report = try grid.recordingUpdate {
      try grid.update(with: [gridSection(["a", "b", "c"], header: kind, after: true)])
    }
    expectInsertedBBeforeReload(report)
  }

  @Test(
    "rows inserted before a section reload, then moved and deleted by a later update, keep their names"
  )
  func laterUpdatesAfterReload() throws {
    let table = makeTable()
    try table.update(with: [tableSection(["a", "c"], header: .appears, after: false)])
    let report = try table.recordingUpdate {
      try table.update(with: [tableSection(["a", "b", "c"], header: .appears, after: true)])
      try table.update(with: [tableSection(["c", "b"], header: .appears, after: true)])
    }
    #expect(report.insertedRowIDs == ["b"])
    #expect(report.deletedRowIDs == ["a"])
    #expect(Set(report.movedRowIDs).isSubset(of: ["b", "c"]) && !report.movedRowIDs.isEmpty)
    #expect(report.replayMatches)
  }

  @Test(
    "a row inserted, then replaced by a reloadData in the same recording, is still named from the sections right after its batch"
  )
  func insertBeforeReloadData() throws {
    let table = makeTable()
    try table.update(with: [tableSection(["a", "c"], header: .appears, after: false)])
    let report = try table.recordingUpdate {
      try table.update(with: [tableSection(["a", "b", "c"], header: .appears, after: false)])
      try table.reloadData(with: [tableSection(["x"], header: .appears, after: false)])
    }
    #expect(report.insertedRowIDs == ["b"])
    #expect(report.replayMatches, "\(report.lines)")
  }
}
