import Cellar
import CellarOracles
import Foundation
import FuzzFixtures

/// The `sectioned` target's hostile mode: sections and rows whose
/// identities break `Hashable`'s rules (``HostileID``).
///
/// Byte layout (byte 0 from `0xF0`; no committed input of the well-behaved
/// mode starts so):
/// - byte 0: its low four bits the row value alphabet, 1 to 16;
/// - byte 1: the split of the body, as in the well-behaved mode;
/// - byte 2: the seed of the coin that coin-flip and unstable-hash identities flip;
/// - byte 3: bit 0 updates the Cellar table in the background
///   (`updateInBackground(with:)`) rather than synchronously;
/// - the body, bytes 4 on: a byte from `0xE0` starts a section, its bits
///   3–4 the kind of its id (plain, NaN-like, coin flip, hash mismatch),
///   bits 0–2 the value; any other byte is a row of the current section:
///   bits 4–6 the kind (``FuzzDiff``'s order: three plain in eight, NaN,
///   never equal, coin flip, hash mismatch, unstable hash), the low four
///   bits the value modulo the alphabet.
///
/// Checks:
/// 1. `SectionedChangeset` between the states passes
///    `Check.hostileSectioned`: it replays, never matches a never-equal
///    identity, and is the fewest changes when every identity is plain or
///    never equal.
/// 2. A Cellar `Table` whose rows have these identities as `id:` never
///    traps. Filled with the source and updated to the target, each update
///    either applies (the table holds and shows the target) or throws
///    `TableError.duplicateIDs` and changes nothing. When every identity is
///    plain or never equal, it throws exactly when plain identities repeat,
///    with the exact error (a never-equal identity is never a duplicate).
enum HostileSectioned {
  /// A state: sections with an id and rows.
  typealias State = [(id: HostileID, rows: [HostileID])]

  static let rowKinds: [HostileID.Kind] = [
    .plain, .plain, .plain, .nan, .neverEqual, .coinFlip, .hashMismatch, .unstableHash,
  ]
  static let sectionKinds: [HostileID.Kind] = [.plain, .nan, .coinFlip, .hashMismatch]

  @MainActor
  static func check(_ bytes: [UInt8]) -> String? {
    guard bytes.count >= 4 else { return nil }
    let alphabet = Int(bytes[0] & 0x0F) + 1
    let coin = Coin(seed: UInt64(bytes[2]))
    let inBackground = bytes[3] & 1 == 1
    let body = bytes.dropFirst(4)
    let split = body.startIndex + Int(bytes[1]) % (body.count + 1)
    let source = decode(body[..<split], alphabet: alphabet, coin: coin)
    let target = decode(body[split...], alphabet: alphabet, coin: coin)
    let context = "\(describe(source)) → \(describe(target))"

    let changes = SectionedChangeset(
      source: source, target: target, sectionID: \.id, rows: \.rows, rowID: { $0 },
      isSectionContentEqual: { _, _ in true }, isRowContentEqual: { _, _ in true })
    let problems = Check.hostileSectioned(changes, source: source, target: target)
    if !problems.isEmpty {
      return "differ: \(problems.joined(separator: "; ")) in \(changes)\n\(context)"
    }
    let table = TableCheck.makeTable()
    for (name, state) in [("source", source), ("target", target)] {
      if let problem = update(table, to: state, inBackground: inBackground) {
        return "Cellar table, update to the \(name): \(problem)\n\(context)"
      }
    }
    return nil
  }

  static func decode(_ bytes: ArraySlice<UInt8>, alphabet: Int, coin: Coin) -> State {
    var sections: State = []
    for byte in bytes {
      if byte >= 0xE0 {
        let kind = sectionKinds[Int(byte >> 3) & 3]
        if sections.count < FuzzSectioned.maxSections {
          sections.append((HostileID(kind, Int(byte & 7), coin: coin), []))
        }
      } else {
        if sections.isEmpty { sections.append((.plain(100), [])) }
        let id = HostileID(rowKinds[Int(byte >> 4) & 7], Int(byte & 0x0F) % alphabet, coin: coin)
        if sections[sections.count - 1].rows.count < FuzzSectioned.maxRows {
          sections[sections.count - 1].rows.append(id)
        }
      }
    }
    return sections
  }

  static func describe(_ state: State) -> String {
    state.map { "#\($0.id): " + $0.rows.map(\.description).joined(separator: " ") }
      .joined(separator: " | ")
  }

  @MainActor
  static func sections(_ state: State) -> [Section] {
    state.map { section in
      Section(
        id: AnyHashable(section.id),
        anyRows: section.rows.map { AnyRow(Row<TitleCell>(model: "\($0)", id: $0)) })
    }
  }

  /// The error an update to `state` must throw, when it is known: `.some(nil)`
  /// for none; `nil` when identities with a coin-flip `==` or a hash
  /// inconsistent with `==` make duplicates a matter of chance.
  static func expectedError(_ state: State) -> TableError?? {
    let ids = state.map(\.id) + state.flatMap(\.rows)
    guard ids.allSatisfy({ $0.kind == .plain || $0.isNeverEqual }) else { return nil }
    var rowPositions: [HostileID: [IndexPath]] = [:]
    var rowOrder: [HostileID] = []
    for (sectionIndex, section) in state.enumerated() {
      for (rowIndex, id) in section.rows.enumerated() where id.kind == .plain {
        if rowPositions[id] == nil { rowOrder.append(id) }
        rowPositions[id, default: []].append(IndexPath(row: rowIndex, section: sectionIndex))
      }
    }
    var sectionPositions: [HostileID: [IndexPath]] = [:]
    var sectionOrder: [HostileID] = []
    for (index, section) in state.enumerated() where section.id.kind == .plain {
      if sectionPositions[section.id] == nil { sectionOrder.append(section.id) }
      sectionPositions[section.id, default: []].append(IndexPath(index: index))
    }
    func duplicates(_ order: [HostileID], _ positions: [HostileID: [IndexPath]])
      -> [TableError.DuplicateID]
    {
      order.compactMap { id in
        guard let places = positions[id], places.count > 1 else { return nil }
        return TableError.DuplicateID(id: AnyHashable(id), positions: places)
      }
    }
    let rows = duplicates(rowOrder, rowPositions)
    let sections = duplicates(sectionOrder, sectionPositions)
    if rows.isEmpty && sections.isEmpty { return .some(nil) }
    return .duplicateIDs(rows: rows, sections: sections)
  }

  /// Updates `table` to `state`; returns the first broken guarantee.
  @MainActor
  static func update(_ table: Table, to state: State, inBackground: Bool) -> String? {
    let before = TableState(table)
    let expected = expectedError(state)
    let result: Result<Void, any Error>
    if inBackground {
      var outcome: Result<Void, any Error>?
      let sections = sections(state)
      Task { @MainActor in
        do {
          try await table.updateInBackground(with: sections)
          outcome = .success(())
        } catch {
          outcome = .failure(error)
        }
      }
      let deadline = Date(timeIntervalSinceNow: 10)
      while outcome == nil && Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
      }
      guard let outcome else { return "the background update never finished" }
      result = outcome
    } else {
      result = Result { try table.update(with: sections(state)) }
    }
    switch result {
    case .failure(let error):
      guard let error = error as? TableError, case .duplicateIDs = error else {
        return "threw \(error)"
      }
      if let expected, error != expected {
        return "threw \(error), expected \(expected.map { "\($0)" } ?? "no error")"
      }
      return TableState(table) == before ? nil : "a failed update changed the table"
    case .success:
      if let expected, let error = expected { return "did not throw \(error)" }
    }
    if let exception = UIKitException.catching({ table.tableView.layoutIfNeeded() }) {
      return "layout raised \(exception)"
    }
    let held = table.sections.map { $0.rows.map { "\($0.model)" } }
    let wanted = state.map { $0.rows.map(\.description) }
    if held != wanted { return "the table holds \(held), expected \(wanted)" }
    let tableView = table.tableView
    let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    if counts != wanted.map(\.count) { return "the table view has row counts \(counts)" }
    for path in tableView.indexPathsForVisibleRows ?? [] {
      let text = tableView.cellForRow(at: path)?.textLabel?.text
      if text != wanted[path.section][path.row] {
        return "row \(path) shows \(text ?? "no cell"), expected \(wanted[path.section][path.row])"
      }
    }
    if !tableView.contentSize.height.isFinite {
      return "content size \(tableView.contentSize)"
    }
    return nil
  }
}
