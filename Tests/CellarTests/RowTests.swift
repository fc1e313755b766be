import Cellar
import Foundation
import Testing

/// `Equatable` only: rows of it are identified by their position.
private struct Note: Equatable {
  var text: String
}

private final class NoteCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Note) {
    textLabel?.text = model.text
  }
}

/// `Identifiable` only: rows of it are identified by `id` and always count as changed.
private struct Token: Identifiable {
  let id: Int
  var text: String
}

private final class TokenCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Token) {
    textLabel?.text = model.text
  }
}

/// `Identifiable` and `Hashable`: the `id` identifies the row, `==` decides a change.
private struct Tag: Identifiable, Hashable {
  let id: String
  var count: Int
}

private final class TagCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Tag) {
    textLabel?.text = "\(model.id) \(model.count)"
  }
}

extension UITableView.Operation {
  /// Whether the operation inserts or deletes rows or sections.
  fileprivate var insertsOrDeletes: Bool {
    switch self {
    case .insertRows, .deleteRows, .insertSections, .deleteSections: true
    default: false
    }
  }

  fileprivate var isMove: Bool {
    if case .moveRow = self { return true }
    return false
  }
}

@MainActor
@Suite struct RowTests {
  @Test("a row's model, height and handlers can be set after it is made; a copy keeps its own")
  func settersAndCopies() throws {
    var row = Row<TitleCell>(model: "a")
    let copy = row
    var calls: [String] = []
    row.model = "b"
    row.height = 60
    row.action = { model, path in calls.append("select \(model) \(path)") }
    row.deselectAction = { model, _ in calls.append("deselect \(model)") }
    #expect(row.model == "b")
    #expect(row.height == 60)
    #expect(row.action != nil && row.deselectAction != nil)
    #expect(row.id == AnyHashable("b"))
    #expect(copy.model == "a")
    #expect(copy.id == AnyHashable("a"))
    #expect(copy.height == nil)
    #expect(copy.action == nil && copy.deselectAction == nil)

    let table = makeTable()
    table.tableView.allowsMultipleSelection = true
    try table.update(with: [Section(rows: [row, copy.anyRow])])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
    #expect(table.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(calls == ["select b [0, 0]", "deselect b"])

    row.height = nil
    #expect(row.height == nil)
  }

  @Test(
    "rows of an Equatable model without identity match by position, and change only when the model does"
  )
  func positionalEquatableRows() throws {
    let table = makeTable()
    func notes(_ texts: [String]) -> [Section] {
      [Section(rows: texts.map { Row<NoteCell>(model: Note(text: $0)) })]
    }
    try table.update(with: notes(["a", "b"]))
    table.tableView.layoutIfNeeded()
    #expect(table.sections[0].rows.map(\.id) == [nil, nil])
    var start = table.tableView.updateLog.count
    try table.update(with: notes(["a", "b"]))
    #expect(table.tableView.operations(since: start).isEmpty)
    start = table.tableView.updateLog.count
    try table.update(with: notes(["b", "a"]))
    #expect(
      table.tableView.operations(since: start) == [
        .reconfigureRows([IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
      ])
    #expect(table.tableView.visibleTexts == ["b", "a"])
  }

  @Test(
    "a row with an id and a model that is not Equatable moves by its id and is reconfigured on every update"
  )
  func explicitIDOpaqueRows() throws {
    let table = makeTable()
    try table.update(with: [
      Section(rows: ["x", "y"].map { Row<OpaqueCell>(model: Opaque(text: $0), id: $0) })
    ])
    table.tableView.layoutIfNeeded()
    let start = table.tableView.updateLog.count
    try table.update(with: [
      Section(rows: ["y", "x"].map { Row<OpaqueCell>(model: Opaque(text: $0 + "!"), id: $0) })
    ])
    table.tableView.layoutIfNeeded()
    let operations = table.tableView.operations(since: start)
    #expect(!operations.contains { $0.insertsOrDeletes })
    #expect(operations.contains { $0.isMove })
    #expect(table.tableView.visibleTexts == ["y!", "x!"])
    #expect(table.indexPath(forRowID: "x") == IndexPath(row: 1, section: 0))
  }

  @Test(
    "an Identifiable model that is not Equatable identifies its row, which changes on every update")
  func identifiableOpaqueRows() throws {
    let table = makeTable()
    try table.update(with: [
      Section(rows: [1, 2, 3].map { Row<TokenCell>(model: Token(id: $0, text: "t\($0)")) })
    ])
    table.tableView.layoutIfNeeded()
    var start = table.tableView.updateLog.count
    try table.update(with: [
      Section(rows: [1, 2, 3].map { Row<TokenCell>(model: Token(id: $0, text: "t\($0)")) })
    ])
    // Nothing can tell the models are equal: every visible row is reconfigured.
    #expect(
      table.tableView.operations(since: start) == [
        .reconfigureRows((0..<3).map { IndexPath(row: $0, section: 0) })
      ])
    start = table.tableView.updateLog.count
    try table.update(with: [
      Section(rows: [3, 1, 2].map { Row<TokenCell>(model: Token(id: $0, text: "u\($0)")) })
    ])
    table.tableView.layoutIfNeeded()
    #expect(!table.tableView.operations(since: start).contains { $0.insertsOrDeletes })
    #expect(table.tableView.visibleTexts == ["u3", "u1", "u2"])
    #expect(table.sections[0].rows.map(\.id) == [3, 1, 2])
  }

  @Test("an Identifiable and Hashable model is identified by its id, and changes when it differs")
  func identifiableHashableRows() throws {
    let table = makeTable()
    try table.update(with: [Section(rows: [Row<TagCell>(model: Tag(id: "a", count: 1))])])
    table.tableView.layoutIfNeeded()
    #expect(table.sections[0].rows[0].id == AnyHashable("a"))
    var start = table.tableView.updateLog.count
    try table.update(with: [Section(rows: [Row<TagCell>(model: Tag(id: "a", count: 1))])])
    #expect(table.tableView.operations(since: start).isEmpty)
    start = table.tableView.updateLog.count
    try table.update(with: [Section(rows: [Row<TagCell>(model: Tag(id: "a", count: 2))])])
    #expect(
      table.tableView.operations(since: start) == [
        .reconfigureRows([IndexPath(row: 0, section: 0)])
      ])
    #expect(table.tableView.visibleTexts == ["a 2"])
  }

  @Test("changing the model of a row identified by its model changes its identity")
  func modelIdentityFollowsTheModel() throws {
    var row = Row<TitleCell>(model: "old")
    #expect(row.id == AnyHashable("old"))
    let table = makeTable()
    try table.update(with: [Section(rows: [row])])
    row.model = "new"
    #expect(row.id == AnyHashable("new"))
    let start = table.tableView.updateLog.count
    try table.update(with: [Section(rows: [row])])
    #expect(
      table.tableView.operations(since: start) == [
        .deleteRows([IndexPath(row: 0, section: 0)], .automatic),
        .insertRows([IndexPath(row: 0, section: 0)], .automatic),
      ])
    #expect(table.indexPath(forRowID: "new") == IndexPath(row: 0, section: 0))
    #expect(table.indexPath(forRowID: "old") == nil)
  }
}
