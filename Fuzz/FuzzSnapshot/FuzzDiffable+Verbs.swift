import Cellar
import FuzzSupport

/// The verbs of the diffable language and the checks of the working
/// snapshot against its model.
extension DiffableFuzzRun {
  /// Runs one verb; a problem's description, or `nil`.
  func step(_ input: inout FuzzBytes) -> String? {
    let opcode = input.int(17)
    switch opcode {
    case 0...4: return sectionVerb(opcode, &input)
    case 5...8: return itemVerb(opcode, &input)
    case 9...13: return otherVerb(opcode, &input)
    case 14:
      history.append("take snapshot()")
      working = source.snapshot()
      model = expected
      return compare(probes: [])
    case 15: return keepOrTake(input.int(3))
    default: return apply(input.next())
    }
  }

  /// Runs a verb on the working snapshot and on its model, and checks
  /// that both succeeded or both failed (the snapshot then unchanged).
  func verb(
    _ name: String, probes: [Item] = [], model change: (inout DiffModel<Item>) -> Bool,
    snapshot body: (inout Snapshot) throws(SnapshotError) -> Void
  ) -> String? {
    history.append(name)
    let before = working
    var next = model
    let succeeds = change(&next)
    do throws(SnapshotError) {
      try body(&working)
      if !succeeds { return "\(name) succeeded; the model expected an error" }
      model = next
    } catch {
      history[history.count - 1] += " (threw)"
      if "\(error)".isEmpty { return "\(name) threw an error with no text" }
      if let change = Self.difference(working, before) {
        return "\(name) threw \(error) and changed the snapshot: \(change)"
      }
      if succeeds { return "\(name) threw \(error); the model expected success" }
    }
    return compare(probes: probes)
  }

  func sectionVerb(_ opcode: Int, _ input: inout FuzzBytes) -> String? {
    switch opcode {
    case 0:
      let ids = sections(&input)
      return verb(
        "appendSections \(ids)", model: { $0.insertSections(ids, anchor: nil, after: false) },
        snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in
          try snapshot.appendSections(ids)
        })
    case 1, 2:
      let ids = sections(&input)
      let anchor = section(&input)
      let after = opcode == 2
      return verb(
        "insertSections \(ids) \(after ? "after" : "before") \(anchor)",
        model: { $0.insertSections(ids, anchor: anchor, after: after) },
        snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in
          if after {
            try snapshot.insertSections(ids, afterSection: anchor)
          } else {
            try snapshot.insertSections(ids, beforeSection: anchor)
          }
        })
    case 3:
      let ids = sections(&input)
      return verb(
        "deleteSections \(ids)", model: { $0.deleteSections(ids) },
        snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in
          try snapshot.deleteSections(ids)
        })
    default:
      let id = section(&input)
      let anchor = section(&input)
      let after = input.next() & 1 == 1
      return verb(
        "moveSection \(id) \(after ? "after" : "before") \(anchor)",
        model: { $0.moveSection(id, anchor: anchor, after: after) },
        snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in
          if after {
            try snapshot.moveSection(id, afterSection: anchor)
          } else {
            try snapshot.moveSection(id, beforeSection: anchor)
          }
        })
    }
  }

  func itemVerb(_ opcode: Int, _ input: inout FuzzBytes) -> String? {
    switch opcode {
    case 5:
      let ids = items(&input)
      let which = input.int(11)
      return append(ids, to: which == 10 ? nil : which)
    case 6:
      let ids = items(&input)
      let anchor = item(&input)
      let after = input.next() & 1 == 1
      guard !tooMany(ids.count) else { return skip("insertItems") }
      return verb(
        "insertItems \(ids) \(after ? "after" : "before") \(anchor)", probes: ids + [anchor],
        model: { $0.insertItems(ids, section: nil, anchor: anchor, after: after) },
        snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in
          if after {
            try snapshot.insertItems(ids, afterItem: anchor)
          } else {
            try snapshot.insertItems(ids, beforeItem: anchor)
          }
        })
    case 7:
      let ids = items(&input)
      return verb(
        "deleteItems \(ids)", probes: ids, model: { $0.deleteItems(ids) },
        snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in
          try snapshot.deleteItems(ids)
        })
    default:
      let id = item(&input)
      let anchor = item(&input)
      let after = input.next() & 1 == 1
      return verb(
        "moveItem \(id) \(after ? "after" : "before") \(anchor)", probes: [id, anchor],
        model: { $0.moveItem(id, anchor: anchor, after: after) },
        snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in
          if after {
            try snapshot.moveItem(id, afterItem: anchor)
          } else {
            try snapshot.moveItem(id, beforeItem: anchor)
          }
        })
    }
  }

  func otherVerb(_ opcode: Int, _ input: inout FuzzBytes) -> String? {
    switch opcode {
    case 9:
      let reload = input.next() & 1 == 0
      let ids = items(&input)
      return verb(
        "\(reload ? "reload" : "reconfigure")Items \(ids)", probes: ids,
        model: { $0.markItems(ids, reload: reload) },
        snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in
          if reload { try snapshot.reloadItems(ids) } else { try snapshot.reconfigureItems(ids) }
        })
    case 10:
      let reload = input.next() & 1 == 0
      let ids = sections(&input)
      return verb(
        "\(reload ? "reload" : "reconfigure")Sections \(ids)",
        model: { $0.markSections(ids, reload: reload) },
        snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in
          if reload {
            try snapshot.reloadSections(ids)
          } else {
            try snapshot.reconfigureSections(ids)
          }
        })
    case 11:
      return verb(
        "deleteAllItems",
        model: {
          $0.deleteAllItems()
          return true
        },
        snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in snapshot.deleteAllItems() })
    case 12:
      let ids = run(&input)
      let which = input.int(11)
      return append(ids, to: which == 10 ? nil : which)
    default:
      let ids = run(&input)
      return verb(
        "deleteItems \(ids.first?.description ?? "")+\(ids.count)", probes: ids,
        model: { $0.deleteItems(ids) },
        snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in
          try snapshot.deleteItems(ids)
        })
    }
  }

  /// `appendItems` to a section, or to the last (`nil`).
  func append(_ ids: [Item], to section: Int?) -> String? {
    guard !tooMany(ids.count) else { return skip("appendItems") }
    let name =
      ids.count > 4 ? "\(ids.first?.description ?? "")+\(ids.count)" : "\(ids)"
    return verb(
      "appendItems \(name) to \(section.map { "\($0)" } ?? "last")", probes: ids,
      model: { $0.insertItems(ids, section: section, anchor: nil, after: false) },
      snapshot: { (snapshot: inout Snapshot) throws(SnapshotError) in
        try snapshot.appendItems(ids, toSection: section)
      })
  }

  func skip(_ name: String) -> String? {
    history.append("\(name) skipped (too many items)")
    return nil
  }

  /// A fresh snapshot (0), keeps the data source's (1), or takes the one
  /// kept (2).
  func keepOrTake(_ what: Int) -> String? {
    switch what {
    case 0:
      history.append("fresh snapshot")
      working = Snapshot()
      model = DiffModel()
    case 1:
      history.append("keep snapshot()")
      kept = (source.snapshot(), expected)
    default:
      guard let kept else { return nil }
      history.append("take the kept snapshot")
      working = kept.snapshot
      model = kept.model
    }
    return compare(probes: [])
  }

  /// The working snapshot against its model, with lookups of `probes`
  /// and of three other items.
  func compare(probes: [Item]) -> String? {
    if let problem = Self.mismatch(working, model) { return problem }
    var probes = Array(probes.prefix(6))
    let flat = model.flat
    if !flat.isEmpty {
      for _ in 0..<3 {
        cursor = (cursor + 7) % 1_000_003
        probes.append(flat[cursor % flat.count])
      }
    }
    return Self.lookupMismatch(working, model, probes: probes)
  }

  /// `indexOfItem` and `sectionIdentifier(containingItem:)` of `probes`.
  static func lookupMismatch(_ snapshot: Snapshot, _ model: DiffModel<Item>, probes: [Item])
    -> String?
  {
    for probe in probes {
      let place = model.place(of: probe)
      let index = place.map { place in
        model.items[..<place.section].reduce(place.offset) { $0 + $1.count }
      }
      if snapshot.indexOfItem(probe) != index {
        return "indexOfItem(\(probe)) is \(snapshot.indexOfItem(probe).map { "\($0)" } ?? "nil"), "
          + "the model's \(index.map { "\($0)" } ?? "nil")"
      }
      let section = place.map { model.sections[$0.section] }
      if snapshot.sectionIdentifier(containingItem: probe) != section {
        return "sectionIdentifier(containingItem: \(probe)) is "
          + "\(snapshot.sectionIdentifier(containingItem: probe).map { "\($0)" } ?? "nil"), "
          + "the model's \(section.map { "\($0)" } ?? "nil")"
      }
    }
    return nil
  }
}
