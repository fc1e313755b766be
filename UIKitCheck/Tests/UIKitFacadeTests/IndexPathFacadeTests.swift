import Testing
import UIKit

// This file imports UIKit and nothing that declares `IndexPath`'s row,
// section or item: with MemberImportVisibility on, it compiles only because
// the facade re-exports them, as `import UIKit` gives them on iOS.

/// UIKit's `IndexPath` members as the facade declares them
/// (UIKitCheck/FacadeIndexPath, re-exported by the facade).
@Suite("UIKit facade: IndexPath's row, section and item")
struct IndexPathFacadeTests {
  @Test("init(row:section:) puts the section first and the row second")
  func rowPath() {
    let path = IndexPath(row: 3, section: 1)
    #expect(Array(path) == [1, 3])
    #expect(path.section == 1)
    #expect(path.row == 3)
    #expect(path.item == 3)
  }

  @Test("init(item:section:) is the same path as init(row:section:)")
  func itemPath() {
    let path = IndexPath(item: 4, section: 2)
    #expect(Array(path) == [2, 4])
    #expect(path == IndexPath(row: 4, section: 2))
    #expect(path.item == 4)
  }

  @Test("row, section and item are settable, each changing its own index")
  func setters() {
    var path = IndexPath(row: 0, section: 0)
    path.row = 5
    #expect(Array(path) == [0, 5])
    path.section = 7
    #expect(Array(path) == [7, 5])
    path.item = 9
    #expect(Array(path) == [7, 9])
    #expect(path.row == 9)
  }

  @Test("huge and negative indexes are kept as given")
  func extremeValues() {
    let path = IndexPath(row: Int.max, section: Int.min)
    #expect(path.row == Int.max)
    #expect(path.section == Int.min)
  }

  @Test("row on a path without exactly two indexes stops, as UIKit does")
  func rowOfThreeIndexesStops() async {
    await #expect(processExitsWith: .failure) {
      _ = IndexPath(indexes: [0, 1, 2]).row
    }
  }

  @Test("section on a path of one index stops, as UIKit does")
  func sectionOfOneIndexStops() async {
    await #expect(processExitsWith: .failure) {
      _ = IndexPath(index: 0).section
    }
  }

  @Test("setting item on an empty path stops, as UIKit does")
  func itemOfEmptyPathStops() async {
    await #expect(processExitsWith: .failure) {
      var path = IndexPath()
      path.item = 1
    }
  }
}
