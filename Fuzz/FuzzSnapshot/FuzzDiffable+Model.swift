import Cellar

/// An item identifier type the diffable fuzz language runs with, made from
/// a small number.
protocol DiffFuzzItem: Hashable, Sendable, CustomStringConvertible {
  /// The identifier for `fuzzValue`.
  init(fuzzValue: Int)
}

extension Int: DiffFuzzItem {
  init(fuzzValue: Int) { self = fuzzValue }
}

/// A class identifier whose hash is the same for every value: every lookup
/// collides.
final class SameHashItem: DiffFuzzItem {
  let value: Int

  init(fuzzValue: Int) { value = fuzzValue }

  static func == (lhs: SameHashItem, rhs: SameHashItem) -> Bool { lhs.value == rhs.value }

  func hash(into hasher: inout Hasher) { hasher.combine(7) }

  var description: String { "c\(value)" }
}

/// An identifier whose `==` is not reflexive for one value
/// (``unequalValue``), as `Double.nan` is not: a snapshot must refuse it
/// with a typed error.
struct SelfUnequalItem: DiffFuzzItem {
  /// The value not equal to itself.
  static let unequalValue = 13

  let value: Int

  init(fuzzValue: Int) { value = fuzzValue }

  static func == (lhs: SelfUnequalItem, rhs: SelfUnequalItem) -> Bool {
    lhs.value == rhs.value && lhs.value != unequalValue
  }

  func hash(into hasher: inout Hasher) { hasher.combine(value) }

  var description: String { "u\(value)" }
}

/// The naive model of a `DiffableSnapshot<Int, Item>`: arrays of sections
/// and items, searched front to back. Each verb returns whether it
/// succeeds; one that fails changes nothing.
///
/// Items are told apart by `==`, or by their descriptions (unique per
/// value) where a set is needed; an item not equal to itself never enters
/// the model.
struct DiffModel<Item: DiffFuzzItem> {
  var sections: [Int] = []
  var items: [[Item]] = []
  /// Items and sections ever marked (until `deleteAllItems`), in the order
  /// first marked; the snapshot lists those it still has.
  var reloadedItems: [Item] = []
  var reconfiguredItems: [Item] = []
  var reloadedSections: [Int] = []
  var reconfiguredSections: [Int] = []
  /// How many warnings the snapshot logged (items inserted that were there).
  var warnings = 0

  /// The number of items.
  var count: Int { items.reduce(0) { $0 + $1.count } }

  /// Every item, section by section.
  var flat: [Item] { items.flatMap { $0 } }

  /// The model as a data source shows it: no marks, no warnings.
  var unmarked: DiffModel {
    var model = DiffModel()
    model.sections = sections
    model.items = items
    return model
  }

  /// Whether two of `ids` are equal.
  static func repeats<T: Equatable>(_ ids: [T]) -> Bool {
    for first in ids.indices {
      for second in ids.indices where second > first && ids[first] == ids[second] {
        return true
      }
    }
    return false
  }

  /// The item's section place and offset, or `nil`.
  func place(of item: Item) -> (section: Int, offset: Int)? {
    for (section, list) in items.enumerated() {
      if let offset = list.firstIndex(of: item) { return (section, offset) }
    }
    return nil
  }

  /// The item's index among all items, or `nil`.
  func index(of item: Item) -> Int? {
    guard let place = place(of: item) else { return nil }
    return items[..<place.section].reduce(place.offset) { $0 + $1.count }
  }

  /// The descriptions of the items there.
  var presentKeys: Set<String> { Set(items.joined().lazy.map(\.description)) }

  /// The marked items still there.
  func present(_ marked: [Item]) -> [Item] {
    let keys = presentKeys
    return marked.filter { keys.contains($0.description) }
  }

  /// Removes the items of `ids` that are there; whether there were any.
  mutating func remove(_ ids: [Item]) -> Bool {
    let keys = Set(ids.filter { $0 == $0 }.map(\.description))
    var removed = false
    for place in items.indices {
      let before = items[place].count
      items[place].removeAll { keys.contains($0.description) }
      removed = removed || items[place].count != before
    }
    return removed
  }

  // MARK: Section verbs

  mutating func insertSections(_ ids: [Int], anchor: Int?, after: Bool) -> Bool {
    if Self.repeats(ids) { return false }
    var position = sections.count
    if let anchor {
      if ids.contains(anchor) { return false }
      guard let place = sections.firstIndex(of: anchor) else { return false }
      position = after ? place + 1 : place
    }
    if ids.contains(where: sections.contains) { return false }
    sections.insert(contentsOf: ids, at: position)
    items.insert(contentsOf: Array(repeating: [], count: ids.count), at: position)
    return true
  }

  mutating func deleteSections(_ ids: [Int]) -> Bool {
    if Self.repeats(ids) { return false }
    for id in ids {
      guard let place = sections.firstIndex(of: id) else { continue }
      sections.remove(at: place)
      items.remove(at: place)
    }
    return true
  }

  mutating func moveSection(_ id: Int, anchor: Int, after: Bool) -> Bool {
    guard let from = sections.firstIndex(of: id), sections.contains(anchor), id != anchor else {
      return false
    }
    sections.remove(at: from)
    let list = items.remove(at: from)
    let to = (sections.firstIndex(of: anchor) ?? 0) + (after ? 1 : 0)
    sections.insert(id, at: to)
    items.insert(list, at: to)
    return true
  }

  mutating func markSections(_ ids: [Int], reload: Bool) -> Bool {
    if Self.repeats(ids) || !ids.allSatisfy(sections.contains) { return false }
    for id in ids {
      if reload {
        if !reloadedSections.contains(id) { reloadedSections.append(id) }
      } else if !reconfiguredSections.contains(id) {
        reconfiguredSections.append(id)
      }
    }
    return true
  }

  // MARK: Item verbs

  /// `appendItems` (no anchor; to `section`, or the last) or `insertItems`
  /// beside `anchor`.
  mutating func insertItems(_ ids: [Item], section: Int?, anchor: Item?, after: Bool) -> Bool {
    if Self.repeats(ids) || !ids.allSatisfy({ $0 == $0 }) { return false }
    if let anchor {
      if ids.contains(anchor) || place(of: anchor) == nil { return false }
    } else if let section {
      if !sections.contains(section) { return false }
    } else if sections.isEmpty {
      return false
    }
    if remove(ids) { warnings += 1 }
    if let anchor, let place = place(of: anchor) {
      items[place.section].insert(contentsOf: ids, at: place.offset + (after ? 1 : 0))
    } else {
      let place = section.flatMap { sections.firstIndex(of: $0) } ?? sections.count - 1
      items[place].append(contentsOf: ids)
    }
    return true
  }

  mutating func deleteItems(_ ids: [Item]) -> Bool {
    if Self.repeats(ids) { return false }
    _ = remove(ids)
    return true
  }

  mutating func moveItem(_ id: Item, anchor: Item, after: Bool) -> Bool {
    guard place(of: id) != nil, place(of: anchor) != nil, id != anchor else { return false }
    _ = remove([id])
    guard let place = place(of: anchor) else { return false }
    items[place.section].insert(id, at: place.offset + (after ? 1 : 0))
    return true
  }

  mutating func markItems(_ ids: [Item], reload: Bool) -> Bool {
    if Self.repeats(ids) || !ids.allSatisfy({ place(of: $0) != nil }) { return false }
    for id in ids {
      if reload {
        if !reloadedItems.contains(id) { reloadedItems.append(id) }
      } else if !reconfiguredItems.contains(id) {
        reconfiguredItems.append(id)
      }
    }
    return true
  }

  mutating func deleteAllItems() {
    let warnings = warnings
    self = DiffModel()
    self.warnings = warnings
  }
}

/// A table cell that shows which item it was made for.
final class DiffFuzzTableCell: UITableViewCell {
  var stamp = ""
}

/// A collection view cell that shows which item it was made for.
final class DiffFuzzGridCell: UICollectionViewCell {
  var stamp = ""
}
