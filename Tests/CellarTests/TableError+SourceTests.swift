import Cellar
import Foundation
import Testing

@MainActor
@Suite struct TableErrorSourceTests {
  /// The rows' duplicates of the error an update to `sections` throws.
  private func duplicates(_ sections: [Section]) -> [TableError.DuplicateID] {
    let table = makeTable()
    do {
      try table.update(with: sections)
    } catch TableError.duplicateIDs(let rows, let sectionDuplicates) {
      return rows + sectionDuplicates
    } catch {
      Issue.record("unexpected error \(error)")
    }
    return []
  }

  @Test("each duplicate says where its identity came from")
  func sources() {
    let found = duplicates([
      Section(
        id: "a",
        rows: [
          Row<TitleCell>(model: "x", id: "x"), Row<ItemCell>(model: Item(id: 1, title: "i")),
          TextRow("Privacy"), SwitchRow(title: "Sounds", isOn: true),
        ]),
      Section(
        id: "a",
        rows: [
          Row<TitleCell>(model: "y", id: "x"), Row<ItemCell>(model: Item(id: 1, title: "j")),
          TextRow("Privacy"), Row<TitleCell>(model: "Sounds", id: "Sounds"),
        ]),
    ])
    #expect(found.map(\.id) == ["x", 1, "Privacy", "Sounds", "a"])
    // A title repeated by an explicit `id:` counts as a title: `id:` on the
    // ready-made row fixes it.
    #expect(
      found.map(\.source) == [
        .explicitID, .identifiableModel, .readyMadeTitle, .readyMadeTitle, .sectionID,
      ])
  }

  @Test("every ready-made row takes an id:, and is identified by its title without one")
  func readyMadeIDs() throws {
    let rows: [any RowRepresentable] = [
      SwitchRow(title: "t", isOn: true, id: 1),
      StepperRow(title: "t", value: 1, range: 0...3, id: 2),
      ButtonRow(title: "t", id: 3) {}, TextRow("t", id: 4), ValueRow(title: "t", value: "v", id: 5),
      SubtitleRow(title: "t", subtitle: "s", id: 6),
    ]
    #expect(rows.map(\.anyRow.id) == [1, 2, 3, 4, 5, 6])
    let table = makeTable()
    try table.update(with: [Section(rows: rows)])
    #expect(SwitchRow(title: "t", isOn: true).id == AnyHashable("t"))
    #expect(TextRow("text").id == AnyHashable("text"))
    let repeated = duplicates([Section(rows: rows + [TextRow("other", id: 4)])])
    #expect(repeated.map(\.id) == [4])
    #expect(repeated.map(\.source) == [.explicitID])
  }

  @Test("the message lists duplicates grouped by source, each group with its fix")
  func groupedMessage() {
    let error = TableError.duplicateIDs(
      rows: [
        .init(id: 1, positions: [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]),
        .init(
          id: 2, positions: [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)],
          source: .identifiableModel),
        .init(id: 3, positions: [IndexPath(row: 4, section: 0), IndexPath(row: 5, section: 0)]),
      ], sections: [])
    #expect(
      error.description
        == "duplicate row ids: 1 at [0, 0], [0, 1]; 3 at [0, 4], [0, 5] "
        + "(\(TableError.IdentitySource.explicitID)); 2 at [0, 2], [0, 3] "
        + "(\(TableError.IdentitySource.identifiableModel))")
    #expect(TableError.DuplicateID(id: "s", positions: [IndexPath(index: 0)]).source == .sectionID)
  }
}
