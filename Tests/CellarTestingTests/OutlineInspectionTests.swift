@_spi(Testing) import Cellar
import CellarTestSupport
import CellarTesting
import Foundation
import Testing

/// A grid cell for numbers.
private final class OutlineItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) {}
}

/// A row titled by its id.
private func row(_ id: String) -> Row<TextCell> { Row<TextCell>(model: id, id: id) }

/// An item identified by its number.
private func item(_ id: Int) -> Cellar.Item<OutlineItemCell> {
  Cellar.Item<OutlineItemCell>(model: id, id: id)
}

/// A grid on a 200×400 collection view with 10-point items.
@MainActor
private func makeOutlineGrid() -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  return Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: layout))
}

/// A files section (docs expanded, drafts under it collapsed) and an audio
/// section declared collapsed.
@MainActor
private func filesAndAudio() -> [Section] {
  [
    Section(id: "files") {
      row("docs").children {
        row("a.txt")
        row("drafts").children { row("old.txt") }.expanded(false)
      }.expanded(true)
      row("notes.txt")
    },
    Section(id: "audio", header: "Audio") { row("volume") }.collapsible(expanded: false),
  ]
}

/// The naive flatten of `nodes`, asking `list` for each parent's state,
/// as `outlineRows` lists rows: the rows a table shows with their levels.
@MainActor
private func naiveOutlineRows(_ nodes: [SeededTreeNode], _ list: CellarList) -> [OutlineRow] {
  nodes.naiveFlatten { list.isExpanded(row: $0) }.map { node, level in
    OutlineRow(
      id: node.id, level: level,
      isExpanded: node.children == nil ? nil : list.isExpanded(row: node.id))
  }
}

/// A naive recursive rendering of `nodes` in `outlineDescription`'s legend.
@MainActor
private func naiveDescription(
  _ nodes: [SeededTreeNode], level: Int = 0, shown: Bool, _ list: CellarList
) -> [String] {
  nodes.flatMap { node -> [String] in
    let expanded = node.children != nil && list.isExpanded(row: node.id)
    let line =
      String(repeating: "  ", count: level) + (expanded ? "+" : "-") + (shown ? " * " : "   ")
      + "#\(node.id)"
    return [line]
      + naiveDescription(node.children ?? [], level: level + 1, shown: shown && expanded, list)
  }
}

/// `CellarTesting`'s outline inspection: the shown rows with their levels,
/// the declared tree as text, and row ids that are the shown ones.
@MainActor
@Suite struct OutlineInspectionTests {
  @Test("outlineRows lists the shown rows in outline order with their levels and states")
  func outlineRowsOfATable() throws {
    let table = makeTable()
    try table.update(with: filesAndAudio())
    #expect(
      table.outlineRows(inSection: 0) == [
        OutlineRow(id: "docs", level: 0, isExpanded: true),
        OutlineRow(id: "a.txt", level: 1),
        OutlineRow(id: "drafts", level: 1, isExpanded: false),
        OutlineRow(id: "notes.txt", level: 0),
      ])
    #expect(table.outlineRows(inSection: 1).isEmpty)
    #expect(table.outlineRows(inSection: 2).isEmpty)
    #expect(table.outlineRows(inSection: -1).isEmpty)
    table.setExpanded(true, row: "drafts")
    table.setExpanded(true, section: "audio")
    #expect(
      table.outlineRows(inSection: 0).map(\.description) == [
        #"+ * "docs""#, #"  - * "a.txt""#, #"  + * "drafts""#, #"    - * "old.txt""#,
        #"- * "notes.txt""#,
      ])
    #expect(table.outlineRows(inSection: 1) == [OutlineRow(id: "volume", level: 0)])
    table.setExpanded(false, row: "docs")
    #expect(
      table.outlineRows(inSection: 0) == [
        OutlineRow(id: "docs", level: 0, isExpanded: false),
        OutlineRow(id: "notes.txt", level: 0),
      ])
  }

  @Test("rowIDs and itemIDs list the shown rows, not the declared tree; sections keep their ids")
  func rowIDsAreShown() throws {
    let table = makeTable()
    try table.update(with: filesAndAudio())
    #expect(table.rowIDs(inSection: 0) == ["docs", "a.txt", "drafts", "notes.txt"])
    #expect(table.rowIDs(inSection: 1).isEmpty)
    #expect(table.rowIDs(inSectionWithID: "audio").isEmpty)
    #expect(table.rowIDs(inSectionWithID: "files", as: String.self).last == "notes.txt")
    #expect(table.sectionIDs == ["files", "audio"])
    // The declared tree is still the table's sections.
    #expect(table.sections[0].rows.map(\.id) == ["docs", "notes.txt"])
    #expect(table.sections[1].rows.map(\.id) == ["volume"])

    let grid = makeOutlineGrid()
    try grid.update(with: [
      GridSection(id: "may") {
        item(1).children { item(2) }.expanded(true)
        item(3).children { item(4) }
      },
      GridSection(id: "june") { item(5) }.collapsible(expanded: false),
    ])
    #expect(grid.itemIDs(inSection: 0) == [1, 2, 3])
    #expect(grid.itemIDs(inSectionWithID: "june").isEmpty)
    #expect(grid.sections[0].items.map(\.id) == [1, 3])
  }

  @Test("outlineDescription draws the declared tree: two spaces a level, +/- state, * shown")
  func descriptionOfATable() throws {
    let table = makeTable()
    try table.update(with: filesAndAudio())
    #expect(
      table.outlineDescription == """
        section "files"
        + * "docs"
          - * "a.txt"
          - * "drafts"
            -   "old.txt"
        - * "notes.txt"
        section "audio" (collapsible, collapsed)
        -   "volume"
        """)
    table.setExpanded(true, section: "audio")
    table.setExpanded(false, row: "docs")
    table.setExpanded(true, row: "drafts")
    // "drafts" is expanded but hidden under the collapsed "docs".
    #expect(
      table.outlineDescription.split(separator: "\n") == [
        #"section "files""#, #"- * "docs""#, #"  -   "a.txt""#, #"  +   "drafts""#,
        #"    -   "old.txt""#, #"- * "notes.txt""#, #"section "audio" (collapsible, expanded)"#,
        #"- * "volume""#,
      ])
  }

  @Test("a table without outlines: every row a shown leaf at level 0")
  func plainTable() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "s") {
        row("a")
        row("b")
      }, Section { row("c") },
    ])
    #expect(
      table.outlineRows(inSection: 0) == [
        OutlineRow(id: "a", level: 0), OutlineRow(id: "b", level: 0),
      ])
    #expect(
      table.outlineDescription.split(separator: "\n") == [
        #"section "s""#, #"- * "a""#, #"- * "b""#, "section 1", #"- * "c""#,
      ])
  }

  @Test(
    "on seeded random trees and toggles, outlineRows is a naive recursive flatten and outlineDescription a naive rendering",
    arguments: SeededRandom.seeds(12))
  func againstNaiveFlatten(seed: UInt64) throws {
    try withSeed(seed, "outlineRows against a naive flatten") { random in
      let model = SeededSection.random(&random)
      let parents = model.flatMap(\.nodes.parentIDs)
      let table = makeTable(height: 2_000)
      try table.update(with: model.map(\.section))
      for step in 0..<12 {
        for (index, section) in model.enumerated() {
          let shows = !section.collapsible || table.isExpanded(section: section.id)
          let expected = shows ? naiveOutlineRows(section.nodes, table) : []
          try #require(
            table.outlineRows(inSection: index) == expected, "step \(step), section \(index)")
          try #require(
            table.rowIDs(inSection: index) == expected.map(\.id), "step \(step), section \(index)")
          // The table view shows the same rows.
          try #require(
            table.tableView.numberOfRows(inSection: index) == expected.count, "step \(step)")
        }
        let expectedText = model.flatMap { section -> [String] in
          let shows = !section.collapsible || table.isExpanded(section: section.id)
          let heading =
            "section \"\(section.id)\""
            + (section.collapsible
              ? (shows ? " (collapsible, expanded)" : " (collapsible, collapsed)") : "")
          return [heading] + naiveDescription(section.nodes, shown: shows, table)
        }
        try #require(
          table.outlineDescription == expectedText.joined(separator: "\n"), "step \(step)")
        // Toggle a few nodes or sections, shown or hidden.
        for _ in 0..<3 {
          if random.chance(0.3) {
            table.setExpanded(random.chance(0.5), section: model[random.int(model.count)].id)
          } else if !parents.isEmpty {
            table.setExpanded(random.chance(0.5), row: parents[random.int(parents.count)])
          }
        }
      }
    }
  }

  @Test("grids: outlineRows and outlineDescription read items the same way")
  func grids() throws {
    let grid = makeOutlineGrid()
    try grid.update(with: [
      GridSection(id: "may") {
        item(1).children {
          item(2).children { item(3) }.expanded(true)
          item(4)
        }.expanded(true)
        item(5).children { item(6) }
      },
      GridSection(id: "june") { item(7) }.collapsible(expanded: false),
    ])
    #expect(
      grid.outlineRows(inSection: 0) == [
        OutlineRow(id: 1, level: 0, isExpanded: true),
        OutlineRow(id: 2, level: 1, isExpanded: true),
        OutlineRow(id: 3, level: 2),
        OutlineRow(id: 4, level: 1),
        OutlineRow(id: 5, level: 0, isExpanded: false),
      ])
    #expect(grid.outlineRows(inSection: 1).isEmpty)
    #expect(
      grid.outlineDescription.split(separator: "\n") == [
        #"section "may""#, "+ * #1", "  + * #2", "    - * #3", "  - * #4", "- * #5", "  -   #6",
        #"section "june" (collapsible, collapsed)"#, "-   #7",
      ])
    grid.setExpanded(false, item: 1)
    grid.setExpanded(true, item: 5)
    grid.setExpanded(true, section: "june")
    #expect(
      grid.outlineRows(inSection: 0) == [
        OutlineRow(id: 1, level: 0, isExpanded: false),
        OutlineRow(id: 5, level: 0, isExpanded: true),
        OutlineRow(id: 6, level: 1),
      ])
    #expect(grid.outlineRows(inSection: 1) == [OutlineRow(id: 7, level: 0)])
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 3)
  }
}
