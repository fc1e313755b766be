import Cellar
import Foundation
import Testing

/// A `Sendable` identity of the caller's own type.
private struct Tag: Hashable, Sendable { var name: String }

@Suite struct TableErrorSendableTests {
  @Test("standard identity types are kept as they are, others as their description")
  func keptIdentities() {
    let uuid = UUID()
    let kept: [AnyHashable] = [7, "seven", uuid, UInt8(7), 7.5, true, Int64.min]
    for id in kept {
      let duplicate = TableError.DuplicateID(id: id, positions: [IndexPath(row: 0, section: 0)])
      #expect(duplicate.id == id)
    }
    let object = MutableID(3)
    let described = TableError.DuplicateID(id: object, positions: [IndexPath(index: 1)])
    #expect(described.id == AnyHashable("MutableID(3)"))
    // The error holds no reference to the caller's object: changing it later
    // changes nothing in the report.
    object.value = 4
    #expect(described.description == "MutableID(3) at section 1")
    let tagged = TableError.DuplicateID(id: Tag(name: "a"), positions: [])
    #expect(tagged.id == AnyHashable(String(describing: Tag(name: "a"))))
  }

  @Test("a string identity prints in quotes, a described one as it prints")
  func printing() {
    let path = IndexPath(row: 1, section: 0)
    #expect(TableError.DuplicateID(id: "x", positions: [path]).description == "\"x\" at [0, 1]")
    #expect(TableError.DuplicateID(id: 5, positions: [path]).description == "5 at [0, 1]")
    var changed = TableError.DuplicateID(id: 5, positions: [path])
    changed.id = "y"
    #expect(changed.description == "\"y\" at [0, 1]")
  }

  @Test("the error crosses actors with a non-Sendable identity in it")
  func crossesActors() async {
    let error = TableError.duplicateIDs(
      rows: [TableError.DuplicateID(id: MutableID(1), positions: [IndexPath(row: 0, section: 0)])],
      sections: [])
    let printed = await Task.detached { error.description }.value
    #expect(printed == error.description)
  }
}
