import CellarHost
import Foundation
import Testing

@MainActor
@Suite struct TableViewTests {
  @Test("a new table view has no sections until it has a data source")
  func emptyTable() throws {
    let table = TableView()
    try table.layoutIfNeeded()
    #expect(table.numberOfSections == 0)
    #expect(table.indexPathsForVisibleRows == nil)
    #expect(table.contentSize.height == 0)
  }
}
