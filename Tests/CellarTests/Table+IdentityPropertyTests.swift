import Cellar
import CellarTestSupport
import Foundation
import Testing

/// A model identified by a 32-bit id: the same numbers as `Item`'s, another model type.
private struct ShortItem: Identifiable, Equatable {
  var id: Int32
}

private final class ShortItemCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: ShortItem) { textLabel?.text = "s\(model.id)" }
}

/// A second cell type for items: the same identities as `ItemCell`'s rows.
private final class OtherItemCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Item) { textLabel?.text = "o\(model.id)" }
}

/// A second cell type for positional rows.
private final class OtherOpaqueCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Opaque) { textLabel?.text = "~" + model.text }
}

/// One row of a random section, of every kind of identity Cellar knows.
private enum RowSpec {
  case explicitInt(Int, loud: Bool)
  case explicitByte(UInt8)
  case explicitString(String)
  case item(Int, other: Bool)
  case shortItem(Int32)
  case number(Int, other: Bool)
  case title(String)
  case opaque(other: Bool)

  static func random(using random: inout SeededRandom) -> RowSpec {
    let value = Int.random(in: 0..<3, using: &random)
    let flag = Bool.random(using: &random)
    switch Int.random(in: 0..<8, using: &random) {
    case 0: return .explicitInt(value, loud: flag)
    case 1: return .explicitByte(UInt8(value))
    case 2: return .explicitString("\(value)")
    case 3: return .item(value, other: flag)
    case 4: return .shortItem(Int32(value))
    case 5: return .number(value, other: flag)
    case 6: return .title(["a", "b", "ab"][value])
    default: return .opaque(other: flag)
    }
  }

  /// The identity the documentation gives the row at `position` in its
  /// section, as a value: equal values are the same identity.
  func identity(at position: Int) -> [AnyHashable] {
    switch self {
    // Explicit ids compare as `AnyHashable` does: 1 == UInt8(1), 1 != "1".
    case .explicitInt(let id, _): ["explicit", AnyHashable(id)]
    case .explicitByte(let id): ["explicit", AnyHashable(id)]
    case .explicitString(let id): ["explicit", AnyHashable(id)]
    // Identifiable models: the model type and the id, whatever the cell.
    case .item(let id, _): ["identifiable", "Item", id]
    case .shortItem(let id): ["identifiable", "ShortItem", Int(id)]
    // Hashable models: the model type and the model.
    case .number(let value, _): ["model", "Int", value]
    case .title(let text): ["model", "String", text]
    // Neither: the cell type and the position.
    case .opaque(let other): ["positional", other ? "OtherOpaqueCell" : "OpaqueCell", position]
    }
  }

  /// Whether two rows with this identity in one section are an error.
  var mustBeUnique: Bool {
    switch self {
    case .explicitInt, .explicitByte, .explicitString, .item, .shortItem: true
    case .number, .title, .opaque: false
    }
  }

  var row: AnyRow {
    switch self {
    case .explicitInt(let id, let loud):
      loud ? AnyRow(Row<LoudCell>(model: "e", id: id)) : AnyRow(Row<TitleCell>(model: "e", id: id))
    case .explicitByte(let id): AnyRow(Row<TitleCell>(model: "b", id: id))
    case .explicitString(let id): AnyRow(Row<TitleCell>(model: "s", id: id))
    case .item(let id, let other):
      other
        ? AnyRow(Row<OtherItemCell>(model: Item(id: id, title: "t")))
        : AnyRow(Row<ItemCell>(model: Item(id: id, title: "t")))
    case .shortItem(let id): AnyRow(Row<ShortItemCell>(model: ShortItem(id: id)))
    case .number(let value, let other):
      other ? AnyRow(Row<LoudNumberCell>(model: value)) : AnyRow(Row<NumberCell>(model: value))
    case .title(let text): AnyRow(Row<TitleCell>(model: text))
    case .opaque(let other):
      other
        ? AnyRow(Row<OtherOpaqueCell>(model: Opaque(text: "x")))
        : AnyRow(Row<OpaqueCell>(model: Opaque(text: "x")))
    }
  }
}

/// Random rows for one section, without repeating an identity that must be unique.
private func randomRows(using random: inout SeededRandom) -> [RowSpec] {
  var rows: [RowSpec] = []
  var unique: Set<[AnyHashable]> = []
  for _ in 0..<Int.random(in: 0...10, using: &random) {
    let spec = RowSpec.random(using: &random)
    if spec.mustBeUnique && !unique.insert(spec.identity(at: rows.count)).inserted { continue }
    rows.append(spec)
  }
  return rows
}

/// One to three random sections, some without an id (identified by their
/// position), with rows of every kind and no repeated identity that must be unique.
private func randomSections(using random: inout SeededRandom) -> [Section] {
  var ids = ["a", "b", "c"].shuffled(using: &random)
  var unique: Set<[AnyHashable]> = []
  return (0..<Int.random(in: 1...3, using: &random)).map { _ in
    var rows: [RowSpec] = []
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      let spec = RowSpec.random(using: &random)
      if spec.mustBeUnique && !unique.insert(spec.identity(at: 0)).inserted { continue }
      rows.append(spec)
    }
    let id = Bool.random(using: &random) ? ids.popLast() : nil
    return Section(id: id, anyRows: rows.map(\.row))
  }
}

/// How many rows two sections keep: per identity, the smaller of its counts.
private func keptCount(_ source: [RowSpec], _ target: [RowSpec]) -> Int {
  var counts: [[AnyHashable]: (source: Int, target: Int)] = [:]
  for (position, spec) in source.enumerated() {
    counts[spec.identity(at: position), default: (0, 0)].source += 1
  }
  for (position, spec) in target.enumerated() {
    counts[spec.identity(at: position), default: (0, 0)].target += 1
  }
  return counts.values.reduce(0) { $0 + min($1.source, $1.target) }
}

/// Rows are matched across an update exactly as their identities say, for
/// every kind of identity and across cell types, integer widths and id types.
@MainActor
@Suite struct TableIdentityPropertyTests {
  @Test func rowsOfEveryIdentityKindMatchExactlyAsTheirIdentitiesSay() throws {
    for seed in 1...1_500 as ClosedRange<UInt64> {
      try withSeed(seed, "identity matching") { random in
        let (source, target) = (randomRows(using: &random), randomRows(using: &random))
        let table = makeTable(height: 44 * 12)
        try table.update(with: [Section(id: "s", anyRows: source.map(\.row))])
        let start = table.tableView.updateLog.count
        try table.update(with: [Section(id: "s", anyRows: target.map(\.row))])
        try checkMatching(table, since: start, source, target)
      }
    }
  }

  @Test func backgroundDiffsMatchRowsAsTheSynchronousOnesDo() async throws {
    for seed in 1...300 as ClosedRange<UInt64> {
      try await withSeedAsync(seed, "identity matching, diffed in the background") { random in
        let (source, target) = (randomRows(using: &random), randomRows(using: &random))
        let table = makeTable(height: 44 * 12)
        try table.update(
          with: [Section(id: "s", anyRows: source.map(\.row))], animation: .automatic)
        let start = table.tableView.updateLog.count
        try #require(
          try await table.updateInBackground(with: [Section(id: "s", anyRows: target.map(\.row))]))
        try checkMatching(table, since: start, source, target)
      }
    }
  }

  @Test func synchronousAndBackgroundUpdatesAgreeAcrossSections() async throws {
    for seed in 1...300 as ClosedRange<UInt64> {
      try await withSeedAsync(seed, "sync and background updates, several sections") { random in
        let source = randomSections(using: &random)
        let target = randomSections(using: &random)
        let synchronous = makeTable(height: 44 * 20)
        let background = makeTable(height: 44 * 20)
        try synchronous.update(with: source, animation: .automatic)
        try background.update(with: source, animation: .automatic)
        let start = synchronous.tableView.updateLog.count
        try synchronous.update(with: target, animation: .automatic)
        try #require(try await background.updateInBackground(with: target))
        try #require(
          synchronous.tableView.operations(since: start)
            == background.tableView.operations(since: start))
        let fresh = makeTable(height: 44 * 20)
        try fresh.update(with: target, animation: .automatic)
        try #require(synchronous.tableView.visibleTexts == fresh.tableView.visibleTexts)
        try #require(background.tableView.visibleTexts == fresh.tableView.visibleTexts)
      }
    }
  }

  /// Checks that the update since `start` kept exactly the rows whose
  /// identities both sides share, and shows what a fresh table shows.
  private func checkMatching(
    _ table: Table, since start: Int, _ source: [RowSpec], _ target: [RowSpec]
  ) throws {
    var deletes = 0
    var inserts = 0
    for operation in table.tableView.operations(since: start) {
      switch operation {
      case .deleteRows(let paths, _): deletes += paths.count
      case .insertRows(let paths, _): inserts += paths.count
      default: break
      }
    }
    let kept = keptCount(source, target)
    try #require(deletes == source.count - kept, "source \(source), target \(target)")
    try #require(inserts == target.count - kept, "source \(source), target \(target)")
    let fresh = makeTable(height: 44 * 12)
    try fresh.update(with: [Section(id: "s", anyRows: target.map(\.row))])
    try #require(table.tableView.visibleTexts == fresh.tableView.visibleTexts)
  }
}
