import CellarHost
import Foundation
import Testing
import UIKit

@testable import Cellar

/// Outlines on the UIKit backend: toggles from taps wait for the main
/// actor's next turn there, and go out as one batch each.
@MainActor
@Suite("Cellar on UIKit: outlines")
struct OutlineOnUIKitTests {
  /// The ids of the rows the data source answers.
  private func shown(_ table: Table) -> [[AnyHashable?]] {
    (0..<table.tableView.numberOfSections).map { section in
      (0..<table.tableView.numberOfRows(inSection: section)).map {
        table.storage(at: rowPath($0, section))?.identityValue
      }
    }
  }

  @Test("a header tap, a disclosure tap and setExpanded toggle, each in one batch")
  func toggles() async throws {
    let (table, view) = makeUIKitTable()
    var changes: [ExpansionChange] = []
    table.onExpansionChange = { changes.append($0) }
    try table.update(with: [
      Section(id: "audio", header: "Audio") {
        Row<NameCell>(model: "folder", id: 1).children { Row<NameCell>(model: "file", id: 2) }
        Row<NameCell>(model: "other", id: 3)
      }.collapsible()
    ])
    view.layoutIfNeeded()
    let start = view.updateLog.count
    try view.tapAccessoryView(at: rowPath(0))
    await settle { table.updates.isEmpty && table.isExpanded(row: 1) }
    view.layoutIfNeeded()
    #expect(shown(table) == [[1, 2, 3]])
    try view.tapHeader(inSection: 0)
    await settle { table.updates.isEmpty && !table.isExpanded(section: "audio") }
    #expect(shown(table) == [[]])
    #expect(table.setExpanded(true, section: "audio"))
    await settle { table.updates.isEmpty && table.isExpanded(section: "audio") }
    #expect(shown(table) == [[1, 2, 3]])
    #expect(view.updateLog.count - start == 3)
    #expect(changes.map(\.isUserAction) == [true, true, false])
  }
}
