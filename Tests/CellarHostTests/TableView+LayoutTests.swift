import CellarHost
import Foundation
import Testing

@MainActor
@Suite struct TableViewLayoutTests {
  @Test("the first layout reads counts, then per visible row asks height, cell, and willDisplay")
  func loadTrace() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model, visibleRows: 3)
    #expect(
      table.trace(["numberOfSections", "numberOfRowsInSection", "heightForRowAt", "cellForRowAt", "willDisplay"])
        == [
          "numberOfSections", "numberOfRowsInSection 0",
          "heightForRowAt [0, 0]", "cellForRowAt [0, 0]", "willDisplay [0, 0]",
          "heightForRowAt [0, 1]", "cellForRowAt [0, 1]", "willDisplay [0, 1]",
          "heightForRowAt [0, 2]", "cellForRowAt [0, 2]", "willDisplay [0, 2]",
        ])
    #expect(table.indexPathsForVisibleRows == [ip(0, 0), ip(0, 1), ip(0, 2)])
    #expect(table.contentSize.height == 440)
  }
}
