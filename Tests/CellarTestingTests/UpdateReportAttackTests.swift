import Cellar
import CellarTesting
import Foundation
import Testing

/// A cell of another class than the rows expect.
private final class StrangerCell: UITableViewCell {}

/// A second cell type for strings, registered wrongly below.
private final class OtherTextCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) { textLabel?.text = model.uppercased() }
}

/// A header model that is a class: mutated in place between updates.
private final class Counter: Equatable {
  var value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Counter, rhs: Counter) -> Bool { lhs.value == rhs.value }
}

/// A header view showing a counter.
private final class CounterHeaderView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  func configure(_ model: Counter) { textLabel?.text = "count \(model.value)" }
}

/// A header model that is a class and not `Equatable`.
private final class Box {
  var value: Int
  init(_ value: Int) { self.value = value }
}

/// A header view showing a box.
private final class BoxHeaderView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  func configure(_ model: Box) { textLabel?.text = "box \(model.value)" }
}

/// `recordingUpdate` and the inspection queries under hostile use: updates
/// that throw and roll back, queries out of range, models mutated in place.
@MainActor
@Suite struct UpdateReportAttackTests {
  @Test("an update that throws after its batch and rolls back: the report claims nothing")
  func rolledBackUpdate() throws {
    let table = makeTable(height: 220)
    table.register(OtherTextCell.self) {
      StrangerCell(style: .default, reuseIdentifier: OtherTextCell.reuseIdentifier)
    }
    try table.update(with: [section("s", ["a", "b"])])
    let before = table.tableView.render()
    var thrown: (any Error)?
    let report = table.recordingUpdate {
      do {
        try table.update(with: [
          Section(
            id: "s",
            rows: [
              Row<TextCell>(model: "a", id: "a"), Row<OtherTextCell>(model: "x", id: "x"),
              Row<TextCell>(model: "b", id: "b"),
            ])
        ])
      } catch {
        thrown = error
      }
    }
    #expect(thrown is TableError)
    #expect(table.rowIDs(inSection: 0) == ["a", "b"])
    #expect(table.tableView.render() == before)
    #expect(report.insertedRowIDs.isEmpty, "\(report.lines)")
    #expect(report.operationCount == 0)
    #expect(report.batches.map(\.rolledBack) == [true, true])
    #expect(report.batches.map(\.kind) == [.batch, .reloadData])
    #expect(
      report.lines.prefix(3) == [
        "batch 1 of 2 (performBatchUpdates, validated, rolled back)",
        #"  inserted "x" at [0, 1]"#,
        "batch 2 of 2 (reloadData, rolling back a failed update)",
      ])
    #expect(report.replayMatches)
    // A later report of a good update counts it, and the observer is gone.
    let next = try table.recordingUpdate { try table.update(with: [section("s", ["a"])]) }
    #expect(next.deletedRowIDs == ["b"])
    #expect(next.batches.allSatisfy { !$0.rolledBack })
  }

  @Test("a recording inside another's body: both see the rollback")
  func nestedRecordings() throws {
    let table = makeTable(height: 220)
    table.register(OtherTextCell.self) {
      StrangerCell(style: .default, reuseIdentifier: OtherTextCell.reuseIdentifier)
    }
    try table.update(with: [section("s", ["a"])])
    var inner: UpdateReport?
    let outer = try table.recordingUpdate {
      inner = table.recordingUpdate {
        _ = try? table.update(with: [
          Section(id: "s", rows: [Row<OtherTextCell>(model: "x", id: "x")])
        ])
      }
      try table.update(with: [section("s", ["a", "b"])])
    }
    #expect(inner?.batches.allSatisfy(\.rolledBack) == true)
    #expect(outer.insertedRowIDs == ["b"])
    #expect(outer.replayMatches)
  }

  @Test("a header model class that is not Equatable, mutated in place: the next update shows it")
  func mutatedOpaqueHeaderModel() throws {
    let table = makeTable(height: 220)
    let box = Box(1)
    func sections() -> [Section] {
      [
        Section(
          id: "s", header: .view(BoxHeaderView.self, model: box),
          rows: [Row<TextCell>(model: "a", id: "a")])
      ]
    }
    try table.update(with: sections())
    #expect(table.renderedScreen().contains("box 1"))
    for value in 2...4 {
      box.value = value
      try table.update(with: sections())
      #expect(table.renderedScreen().contains("box \(value)"))
    }
  }

  @Test("a throwing body rethrows, and the next report starts afresh")
  func throwingBody() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    struct Boom: Error {}
    #expect(throws: Boom.self) {
      _ = try table.recordingUpdate {
        try table.update(with: [section("s", ["a", "b"])])
        throw Boom()
      }
    }
    let next = try table.recordingUpdate { try table.update(with: [section("s", ["b"])]) }
    #expect(next.insertedRowIDs.isEmpty)
    #expect(next.deletedRowIDs == ["a"])
    #expect(next.replayMatches)
  }

  @Test("rowIDs(inSection:) out of range is empty, never a trap")
  func rowIDsOutOfRange() throws {
    let table = makeTable()
    #expect(table.rowIDs(inSection: 0).isEmpty)
    try table.update(with: [section("s", ["a"])])
    for index in [Int.min, -1, 1, Int.max] {
      #expect(table.rowIDs(inSection: index).isEmpty)
    }
    #expect(table.rowIDs(inSection: 0) == ["a"])
    #expect(table.rowIDs(inSectionWithID: "nope").isEmpty)
  }

  @Test("a header model class mutated between updates: the table shows the model it holds")
  func mutatedHeaderModel() throws {
    let table = makeTable(height: 220)
    let counter = Counter(1)
    func sections() -> [Section] {
      [
        Section(
          id: "s", header: .view(CounterHeaderView.self, model: counter),
          rows: [Row<TextCell>(model: "a", id: "a")])
      ]
    }
    try table.update(with: sections())
    #expect(table.renderedScreen().contains("count 1"))
    counter.value = 2
    // The old and new sections hold the same object: equal, so no change is
    // seen (as with a mutated row model); a reload shows the new value.
    let report = try table.recordingUpdate { try table.update(with: sections()) }
    #expect(report.replayMatches)
    // The model's own `==` says nothing changed (it compares the object
    // with itself): the header keeps what it showed, as the documented
    // `.view(_:model:)` for `Equatable` models promises.
    #expect(table.renderedScreen().contains("count 1"))
    try table.reloadData(with: sections())
    #expect(table.renderedScreen().contains("count 2"))
    // A fresh object with another value is a change.
    let fresh = Counter(3)
    try table.update(with: [
      Section(
        id: "s", header: .view(CounterHeaderView.self, model: fresh),
        rows: [Row<TextCell>(model: "a", id: "a")])
    ])
    #expect(table.renderedScreen().contains("count 3"))
  }
}
