import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A cell that shows its item's text.
private final class TextItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) { label.text = model }
}

/// A grid's sections as plain data: each section's id and its items' ids
/// and texts.
private struct GridModel: Equatable, CustomStringConvertible {
  var sections: [(id: String, items: [(id: Int, text: String)])] = []

  static func == (lhs: GridModel, rhs: GridModel) -> Bool { lhs.description == rhs.description }

  var description: String {
    sections.map { section in
      section.id + ":" + section.items.map { "\($0.id)=\($0.text)" }.joined(separator: ",")
    }.joined(separator: " ")
  }

  var gridSections: [GridSection] {
    sections.map { section in
      GridSection(
        id: section.id,
        items: section.items.map { Cellar.Item<TextItemCell>(model: $0.text, id: $0.id) })
    }
  }

  var itemIDs: [Int] { sections.flatMap { $0.items.map(\.id) } }

  func place(of id: Int) -> (section: Int, item: Int)? {
    for (index, section) in sections.enumerated() {
      if let item = section.items.firstIndex(where: { $0.id == id }) { return (index, item) }
    }
    return nil
  }

  func sectionIndex(_ id: String) -> Int? { sections.firstIndex { $0.id == id } }

  /// What the grid's sections hold, as this model's description.
  static func describe(_ sections: [GridSection]) -> String {
    GridModel(
      sections: sections.map { section in
        (
          "\(section.id.map { "\($0.base)" } ?? "-")",
          section.items.map { item in
            (item.id?.base as? Int ?? -1, item.model(as: String.self) ?? "?")
          }
        )
      }
    ).description
  }
}

/// ``GridSnapshot`` through seeded chains of its verbs (valid and
/// invalid), applied to a grid between `update(with:)` calls: each verb
/// does what a plain model says or throws and changes nothing, and each
/// apply shows what a fresh grid with the model's sections shows, marks
/// included. The verbs' core is ``TableSnapshot``'s (checked against the
/// spec in ``TableSnapshotPropertyTests``); this checks the grid's names for
/// them and the collection view's side of the apply.
@MainActor
@Suite struct GridSnapshotPropertyTests {
  private static let sectionPool = ["a", "b", "c", "d"]

  private func texts(_ grid: Grid) -> [String] {
    grid.collectionView.layoutIfNeeded()
    return grid.collectionView.indexPathsForVisibleItems.sorted().map {
      grid.collectionView.cellForItem(at: $0)?.label.text ?? "?"
    }
  }

  /// Runs one random verb on `snapshot` and `model`: both change alike, or
  /// the snapshot throws and is unchanged when the model says the verb is
  /// a mistake.
  private func step(
    _ snapshot: inout GridSnapshot, _ model: inout GridModel, marks: inout Set<Int>,
    nextID: inout Int, _ random: inout SeededRandom, _ context: String
  ) throws {
    let ids = model.itemIDs
    // An id shown now and then, else one that is not (a mistake for most verbs).
    func someID() -> Int { !ids.isEmpty && random.chance(0.85) ? ids[random.int(ids.count)] : 999 }
    func someSection() -> String {
      !model.sections.isEmpty && random.chance(0.85)
        ? model.sections[random.int(model.sections.count)].id : "z"
    }
    func newItems() -> [(id: Int, text: String)] {
      (0..<(1 + random.int(2))).map { _ in
        defer { nextID += 1 }
        return (nextID, "n\(nextID)")
      }
    }
    func items(_ new: [(id: Int, text: String)]) -> [any ItemRepresentable] {
      new.map { Cellar.Item<TextItemCell>(model: $0.text, id: $0.id) }
    }
    let before = snapshot.sections.map(\.id)
    let beforeItems = snapshot.itemIDs
    var expected = model
    var fails = false
    var verb = ""
    do {
      switch random.int(9) {
      case 0:
        let section = someSection()
        let new = newItems()
        verb = "appendItems(\(new.map(\.id)), \(section))"
        if let index = expected.sectionIndex(section) {
          expected.sections[index].items += new
        } else {
          fails = true
        }
        try snapshot.appendItems(items(new), toSection: section)
      case 1:
        let (anchor, after, new) = (someID(), random.chance(0.5), newItems())
        verb = "insertItems(\(new.map(\.id)), \(after ? "after" : "before"): \(anchor))"
        if let place = expected.place(of: anchor) {
          expected.sections[place.section].items.insert(
            contentsOf: new, at: place.item + (after ? 1 : 0))
        } else {
          fails = true
        }
        if after {
          try snapshot.insertItems(items(new), afterItem: anchor)
        } else {
          try snapshot.insertItems(items(new), beforeItem: anchor)
        }
      case 2:
        let doomed = Array(Set((0..<(1 + random.int(3))).map { _ in someID() }))
        verb = "deleteItems(\(doomed))"
        for index in expected.sections.indices {
          expected.sections[index].items.removeAll { doomed.contains($0.id) }
        }
        try snapshot.deleteItems(doomed.map(AnyHashable.init))
      case 3:
        let (id, anchor, after) = (someID(), someID(), random.chance(0.5))
        verb = "moveItem(\(id), \(after ? "after" : "before"): \(anchor))"
        if let from = expected.place(of: id), expected.place(of: anchor) != nil, id != anchor {
          let item = expected.sections[from.section].items.remove(at: from.item)
          let to = try #require(expected.place(of: anchor))
          expected.sections[to.section].items.insert(item, at: to.item + (after ? 1 : 0))
        } else {
          fails = true
        }
        if after {
          try snapshot.moveItem(id, afterItem: anchor)
        } else {
          try snapshot.moveItem(id, beforeItem: anchor)
        }
      case 4:
        let id = someID()
        let text = "x\(random.int(1_000))"
        verb = "replaceItem(\(id), \(text))"
        if let place = expected.place(of: id) {
          expected.sections[place.section].items[place.item].text = text
        } else {
          fails = true
        }
        try snapshot.replaceItem(id, with: Cellar.Item<TextItemCell>(model: text, id: id))
      case 5:
        let id = someID()
        let reloads = random.chance(0.5)
        verb = "\(reloads ? "reload" : "reconfigure")Items([\(id)])"
        fails = expected.place(of: id) == nil
        if reloads {
          try snapshot.reloadItems([id])
        } else {
          try snapshot.reconfigureItems([id])
        }
        marks.insert(id)
      case 6:
        let id = Self.sectionPool[random.int(Self.sectionPool.count)]
        let new = newItems()
        verb = "appendSections(\(id): \(new.map(\.id)))"
        if expected.sectionIndex(id) == nil {
          expected.sections.append((id, new))
        } else {
          fails = true
        }
        try snapshot.appendSections([GridSection(id: id, items: items(new))])
      case 7:
        let id = someSection()
        verb = "deleteSections([\(id)])"
        expected.sections.removeAll { $0.id == id }
        try snapshot.deleteSections([id])
      default:
        let (id, anchor, after) = (someSection(), someSection(), random.chance(0.5))
        verb = "moveSection(\(id), \(after ? "after" : "before"): \(anchor))"
        if let from = expected.sectionIndex(id), expected.sectionIndex(anchor) != nil,
          id != anchor
        {
          let section = expected.sections.remove(at: from)
          let to = try #require(expected.sectionIndex(anchor))
          expected.sections.insert(section, at: to + (after ? 1 : 0))
        } else {
          fails = true
        }
        if after {
          try snapshot.moveSection(id, afterSection: anchor)
        } else {
          try snapshot.moveSection(id, beforeSection: anchor)
        }
      }
      try #require(!fails, "\(verb) did not throw, \(context)")
      model = expected
    } catch let error as SnapshotError {
      try #require(fails, "\(verb) threw \(error), \(context)")
      try #require(snapshot.sections.map(\.id) == before, "\(verb) changed sections, \(context)")
      try #require(snapshot.itemIDs == beforeItems, "\(verb) changed items, \(context)")
    }
    try #require(
      GridModel.describe(snapshot.sections) == model.description, "after \(verb), \(context)")
  }

  @Test("random chains of item and section verbs agree with a plain model; applies show them")
  func randomChains() throws {
    let count = TestEnvironment.sanitized(TestEnvironment.scaled(150, full: 600))
    for seed in SeededRandom.seeds(count, base: 0x6A1D) {
      try withSeed(seed, "grid snapshot verbs") { random in
        var nextID = 0
        var model = GridModel()
        for id in Self.sectionPool.prefix(1 + random.int(3)) {
          let items = (0..<random.int(5)).map { _ in
            defer { nextID += 1 }
            return (id: nextID, text: "r\(nextID)")
          }
          model.sections.append((id, items))
        }
        let grid = makeSmallGrid()
        try grid.update(with: model.gridSections)
        for round in 0..<12 {
          var snapshot = grid.snapshot()
          var marks = Set<Int>()
          for index in 0..<(1 + random.int(6)) {
            try step(
              &snapshot, &model, marks: &marks, nextID: &nextID, &random,
              "round \(round), verb \(index)")
          }
          let start = grid.collectionView.updateLogEndPosition
          let applied = !random.chance(0.15)
          if applied {
            try grid.apply(snapshot, animation: random.chance(0.3) ? .none : .automatic)
          } else {
            // Made some other way: the next snapshot starts from it.
            try grid.update(with: model.gridSections)
          }
          let context = "round \(round), applied \(applied), \(model)"
          try #require(GridModel.describe(grid.sections) == model.description, "\(context)")
          let fresh = makeSmallGrid()
          try fresh.update(with: model.gridSections)
          try #require(texts(grid) == texts(fresh), "\(context)")
          // Marks of items still shown reach the collection view: as its
          // own reload or reconfigure, or (moved) as a new cell.
          let log = grid.collectionView.updateLog[
            (start - grid.collectionView.droppedUpdateLogEntries)...]
          let reloaded = log.contains { $0.kind == .reloadData || $0.fellBackToReloadData }
          let sent = log.flatMap(\.operations).contains {
            switch $0 {
            case .reloadRows, .reconfigureRows, .insertRows, .insertSections, .reloadSections: true
            default: false
            }
          }
          if applied && !reloaded && marks.contains(where: { model.place(of: $0) != nil }) {
            try #require(sent, "marks \(marks) not sent, \(context)")
          }
        }
      }
    }
  }
}
