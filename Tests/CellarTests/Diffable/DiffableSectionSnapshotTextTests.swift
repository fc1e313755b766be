import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// `Fruit { Apple, Pear }`, Fruit expanded, of strings (the texts print
/// identifiers by their description).
private func fruit() throws -> DiffableSectionSnapshot<String> {
  var snapshot = DiffableSectionSnapshot<String>()
  try snapshot.append(["Fruit"])
  try snapshot.append(["Apple", "Pear"], to: "Fruit")
  snapshot.expand(["Fruit"])
  return snapshot
}

/// The text `body` threw on a copy of `fruit()`, and whether the copy was
/// left `==` to the original.
private func failure(
  _ body: (inout DiffableSectionSnapshot<String>) throws(SnapshotError) -> Void
) throws -> (text: String?, unchanged: Bool) {
  let original = try fruit()
  var copy = original
  let text = ForestIO.thrownText { () throws(SnapshotError) in try body(&copy) }
  return (text, copy == original && copy.warnings == original.warnings)
}

/// diffable-semantics.md §4.3, every text exactly.
@Suite struct DiffableSectionSnapshotTextTests {
  private let duplicates =
    "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "

  @Test("duplicates: already there or twice in the argument, all listed, nothing moved")
  func duplicateTexts() throws {
    let two = try failure { s throws(SnapshotError) in try s.append(["Apple", "Kiwi", "Kiwi"]) }
    #expect(two.text == duplicates + "{(\n    Apple,\n    Kiwi\n)}")
    #expect(two.unchanged)
    let one = try failure { s throws(SnapshotError) in try s.append(["Pear"], to: "Fruit") }
    #expect(one.text == duplicates + "{(\n    Pear\n)}")
    #expect(one.unchanged)
    let before = try failure { s throws(SnapshotError) in
      try s.insert(["Kiwi", "Fruit"], before: "Pear")
    }
    #expect(before.text == duplicates + "{(\n    Fruit\n)}")
    #expect(before.unchanged)
    let after = try failure { s throws(SnapshotError) in try s.insert(["Apple"], after: "Pear") }
    #expect(after.text == duplicates + "{(\n    Apple\n)}")
    #expect(after.unchanged)
    var tree = DiffableSectionSnapshot<String>()
    try tree.append(["Kiwi", "Pear"])
    try tree.append(["Apple"], to: "Kiwi")
    let inserted = try failure { s throws(SnapshotError) in try s.insert(tree, after: "Fruit") }
    #expect(inserted.text == duplicates + "{(\n    Apple,\n    Pear\n)}")
    #expect(inserted.unchanged)
    let replaced = try failure { s throws(SnapshotError) in
      try s.replace(childrenOf: "Apple", using: tree)
    }
    #expect(replaced.text == duplicates + "{(\n    Apple,\n    Pear\n)}")
    #expect(replaced.unchanged)
    #expect(
      SnapshotError.sectionSnapshotDuplicates(["X", "Y"]).description == duplicates
        + "{(\n    X,\n    Y\n)}")
  }

  @Test("replace may reuse the parent's own descendants, not the parent or others")
  func replaceReusesDescendants() throws {
    var snapshot = try fruit()
    var tree = DiffableSectionSnapshot<String>()
    try tree.append(["Pear"])
    try tree.append(["Apple"], to: "Pear")
    try snapshot.replace(childrenOf: "Fruit", using: tree)
    #expect(snapshot.items == ["Fruit", "Pear", "Apple"])
    #expect(try snapshot.level(of: "Apple") == 2)
    let own = try failure { s throws(SnapshotError) in
      try s.replace(childrenOf: "Apple", using: s.snapshot(of: "Fruit", includingParent: true))
    }
    #expect(own.text == duplicates + "{(\n    Fruit,\n    Apple,\n    Pear\n)}")
    #expect(own.unchanged)
  }

  @Test("a missing parent, anchor, item or child: UIKit's texts, nothing changed")
  func missingTexts() throws {
    let parent = "Parent item identifier does not exist in section snapshot: Kiwi"
    let cases: [(String, (inout DiffableSectionSnapshot<String>) throws(SnapshotError) -> Void)] = [
      (parent, { s throws(SnapshotError) in try s.append(["Lime"], to: "Kiwi") }),
      (parent, { s throws(SnapshotError) in try s.append([], to: "Kiwi") }),
      (parent, { s throws(SnapshotError) in try s.replace(childrenOf: "Kiwi", using: .init()) }),
      (parent, { s throws(SnapshotError) in _ = try s.snapshot(of: "Kiwi") }),
      (
        parent, { s throws(SnapshotError) in _ = try s.snapshot(of: "Kiwi", includingParent: true) }
      ),
      (
        "Item identifier to insert before does not exist in section snapshot: Kiwi",
        { s throws(SnapshotError) in try s.insert(["Lime"], before: "Kiwi") }
      ),
      (
        "Item identifier to insert after does not exist in section snapshot: Kiwi",
        { s throws(SnapshotError) in try s.insert(["Lime"], after: "Kiwi") }
      ),
      (
        "Item identifier to insert before does not exist in section snapshot: Kiwi",
        { s throws(SnapshotError) in try s.insert(DiffableSectionSnapshot(), before: "Kiwi") }
      ),
      (
        "Item identifier to insert after does not exist in section snapshot: Kiwi",
        { s throws(SnapshotError) in try s.insert(s.snapshot(of: "Fruit"), after: "Kiwi") }
      ),
      (
        "Item identifier does not exist in section snapshot: Kiwi",
        { s throws(SnapshotError) in _ = try s.isExpanded("Kiwi") }
      ),
      (
        "Item identifier does not exist in section snapshot: Kiwi",
        { s throws(SnapshotError) in _ = try s.isVisible("Kiwi") }
      ),
      (
        "Item identifier does not exist in section snapshot: Kiwi",
        { s throws(SnapshotError) in _ = try s.level(of: "Kiwi") }
      ),
      (
        "Child item identifier does not exist in section snapshot: Kiwi",
        { s throws(SnapshotError) in _ = try s.parent(of: "Kiwi") }
      ),
    ]
    for (index, (text, body)) in cases.enumerated() {
      let outcome = try failure(body)
      #expect(outcome.text == text, "case \(index)")
      #expect(outcome.unchanged, "case \(index)")
    }
  }

  @Test("contains and index(of:) answer false and nil; skipped ids are warned about")
  func lenientTexts() throws {
    var snapshot = try fruit()
    #expect(!snapshot.contains("Kiwi") && snapshot.index(of: "Kiwi") == nil)
    #expect(snapshot.contains("Pear") && snapshot.index(of: "Pear") == 2)
    snapshot.delete(["Kiwi", "Apple", "Lime"])
    #expect(snapshot.items == ["Fruit", "Pear"])
    #expect(
      snapshot.warnings == [
        "Failed to find index of item Kiwi", "Failed to find index of item Lime",
      ])
    snapshot.expand(["Lime"])
    snapshot.collapse(["Fruit", "Kiwi"])
    #expect(snapshot.expandedItems.isEmpty)
    #expect(
      snapshot.warnings.suffix(2) == [
        "Item identifier does not exist in section snapshot: Lime",
        "Item identifier does not exist in section snapshot: Kiwi",
      ])
    // Warnings are no part of equality.
    #expect(
      snapshot
        == (try { () throws -> DiffableSectionSnapshot<String> in
          var clean = try fruit()
          clean.delete(["Apple"])
          clean.collapse(["Fruit"])
          return clean
        }()))
  }

  @Test("an identifier not equal to itself is refused with Cellar's text")
  func notEqualToItselfText() throws {
    var snapshot = DiffableSectionSnapshot<Double>()
    try snapshot.append([1])
    let before = snapshot
    let text = ForestIO.thrownText { () throws(SnapshotError) in
      try snapshot.append([2, .nan], to: 1)
    }
    #expect(
      text == "Diffable data source detected an item identifier that is not equal to itself. An "
        + "identifier must compare as equal to the same identifier. You must fix this in the == "
        + "function (Swift) or -isEqual: method (Objective-C) implementation for this identifier's "
        + "type. Identifier with invalid equality: nan")
    #expect(snapshot == before && snapshot.items == [1])
  }

  @Test(
    "a duplicate is listed once however often it repeats (UIKit's list is an NSSet)")
  func duplicatesListedOnce() throws {
    let thrice = try failure { s throws(SnapshotError) in try s.append(["Kiwi", "Kiwi", "Kiwi"]) }
    #expect(thrice.text == duplicates + "{(\n    Kiwi\n)}")
    let presentTwice = try failure { s throws(SnapshotError) in try s.append(["Pear", "Pear"]) }
    #expect(presentTwice.text == duplicates + "{(\n    Pear\n)}")
  }
}
