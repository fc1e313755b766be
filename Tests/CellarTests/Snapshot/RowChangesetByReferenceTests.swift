import CellarDiff
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A class model whose `id` can change in place.
private final class Mutable: Identifiable, Equatable, @unchecked Sendable {
  var id: Int
  init(_ id: Int) { self.id = id }
  static func == (lhs: Mutable, rhs: Mutable) -> Bool { lhs.id == rhs.id }
}

/// A cell for ``Mutable`` models.
private final class MutableCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Mutable) {}
}

/// The table's rules without the shortcut: every row's identity read
/// (but for sections that share one buffer, as the table's rules).
private struct ReadingRules: SectionedRowRules {
  let sourceCodes: [Int]
  let targetCodes: [Int]
  func sourceID(of element: RowReference, section: Int, row: Int) -> RowKey {
    RowKey(element, section: sourceCodes[section], row: row)
  }
  func targetID(of element: RowReference, section: Int, row: Int) -> RowKey {
    RowKey(element, section: targetCodes[section], row: row)
  }
  func reported(_ id: RowKey) -> IdentityKind { id.kind }
  func isContentEqual(_ source: RowReference, _ target: RowReference) -> Bool {
    isRowUnchanged(source, target)
  }
  /// As the table's rules: one buffer on both sides is kept whole, unread.
  func sharesRows(_ source: [RowReference], _ target: [RowReference]) -> Bool {
    TableRowRules(sourceCodes: [], targetCodes: []).sharesRows(source, target)
  }
}

/// The differ's shortcut for rows found on both sides of a diff (the very
/// same row storage is taken for its own identity, unread) is taken only
/// where it cannot change the changeset: sections whose every identity is
/// an exact integer word and not a position (no
/// ``RowTraits/inexactIdentities``).
@MainActor
@Suite struct RowChangesetByReferenceTests {
  /// One row of each kind of identity: integer ids and models of every
  /// width and sign, numbers that are not integers, NaN, strings, UUIDs,
  /// positions, class models, and a diffable data source's items.
  private func zoo() -> [AnyRow] {
    [
      AnyRow(Row<TitleCell>(model: "a", id: 5)), AnyRow(Row<TitleCell>(model: "a", id: Int.min)),
      AnyRow(Row<TitleCell>(model: "a", id: -1)),
      AnyRow(Row<TitleCell>(model: "a", id: UInt64.max)),
      AnyRow(Row<TitleCell>(model: "a", id: UInt8(7))), AnyRow(Row<TitleCell>(model: "a", id: 2.0)),
      AnyRow(Row<TitleCell>(model: "a", id: 2.5)),
      AnyRow(Row<TitleCell>(model: "a", id: Double.nan)),
      AnyRow(Row<TitleCell>(model: "a", id: "s")), AnyRow(Row<TitleCell>(model: "a", id: UUID())),
      AnyRow(Row<NumberCell>(model: 3)), AnyRow(Row<NumberCell>(model: Int.max)),
      AnyRow(Row<TitleCell>(model: "model")), AnyRow(Row<OpaqueCell>(model: Opaque(text: "o"))),
      AnyRow(Row<MutableCell>(model: Mutable(4))),
      ProvidedCellKind<Int, UITableViewCell>.row(9), ProvidedCellKind<Int, UITableViewCell>.row(-9),
      ProvidedCellKind<String, UITableViewCell>.row("x"),
      ProvidedCellKind<Double, UICollectionViewCell>.row(.nan),
    ]
  }

  @Test(
    "a row without the inexact trait is its own identity at any place; NaNs and positions have it")
  func traitIsSound() {
    let rows = zoo()
    let places = [(0, 0), (0, 7), (3, 0), (2, 1_000)]
    withRowReferences(rows) { references in
      for (row, reference) in zip(rows, references) {
        let exact = !RowTraits(of: row.storage).contains(.inexactIdentities)
        let keys = places.map { RowKey(reference, section: $0.0, row: $0.1) }
        let equalEverywhere = keys.allSatisfy { $0 == keys[0] }
        if exact { #expect(equalEverywhere, "\(row.storage)") }
      }
    }
    // Not vacuous: a NaN and a position are inexact; an `Int` id is not.
    #expect(RowTraits(of: rows[7].storage).contains(.inexactIdentities))
    #expect(RowTraits(of: rows[13].storage).contains(.inexactIdentities))
    #expect(!RowTraits(of: rows[0].storage).contains(.inexactIdentities))
    // A data source vouches for its rows' traits without reading them.
    #expect(DiffableEngine<Int>.rowTraits == [])
    #expect(DiffableEngine<String>.rowTraits == .inexactIdentities)
    #expect(DiffableEngine<Double>.rowTraits == .inexactIdentities)
    for item in [0, 1, -1, Int.min, Int.max] {
      let traits = RowTraits(of: ProvidedCellKind<Int, UITableViewCell>.row(item).storage)
      #expect(DiffableEngine<Int>.rowTraits.isSuperset(of: traits), "\(item)")
    }
  }

  @Test(
    "changesets with the shortcut equal those of rules that read every row, rows shared (seeded)")
  func sameChangesetsAsReadingEveryRow() {
    for seed in SeededRandom.seeds(Self.full ? 400 : 80) {
      var random = SeededRandom(seed: seed)
      // A pool of rows, some of them used on both sides (the same
      // storage), of a few kinds: exact ids, NaN ids, positions, models
      // that repeat, class models.
      let pool: [AnyRow] = (0..<(4 + random.int(40))).map { index in
        switch random.int(6) {
        case 0: AnyRow(Row<TitleCell>(model: "n\(index)", id: Double.nan))
        case 1: AnyRow(Row<OpaqueCell>(model: Opaque(text: "o\(index)")))
        case 2: AnyRow(Row<NumberCell>(model: random.int(3)))
        case 3: AnyRow(Row<MutableCell>(model: Mutable(index)))
        default: AnyRow(Row<TitleCell>(model: "r\(index)", id: index))
        }
      }
      // Mostly exact sections, so that the shortcut runs; some mixed.
      let onlyExact = random.int(3) != 0
      let usable =
        onlyExact ? pool.filter { !RowTraits(of: $0.storage).contains(.inexactIdentities) } : pool
      guard !usable.isEmpty else { continue }
      // Each row once on a side (a repeated identity sends the differ to
      // match every row by hash, without the shortcut), mostly the same
      // storage on both.
      var unused = usable.shuffled(using: &random)
      let sectionCount = 1 + random.int(3)
      var target: [[AnyRow]] = Array(repeating: [], count: sectionCount)
      for _ in 0..<random.int(unused.count + 1) {
        target[random.int(sectionCount)].append(unused.removeLast())
      }
      let source = target.enumerated().map { Section(id: $0.offset, anyRows: $0.element) }
      // The target: the source's sections edited (rows moved, deleted,
      // inserted, swapped between sections, reversed).
      for _ in 0..<random.int(8) {
        let section = random.int(target.count)
        switch random.int(4) {
        case 0 where !target[section].isEmpty:
          target[section].remove(at: random.int(target[section].count))
        case 1 where !unused.isEmpty:
          target[section].insert(unused.removeLast(), at: random.int(target[section].count + 1))
        case 2 where !target[section].isEmpty:
          let row = target[section].remove(at: random.int(target[section].count))
          let other = random.int(target.count)
          target[other].insert(row, at: random.int(target[other].count + 1))
        default:
          let count = target[section].count
          if count > 1 { target[section].swapAt(random.int(count), random.int(count)) }
        }
      }
      let targetSections = target.enumerated().map { Section(id: $0.offset, anyRows: $0.element) }
      let codes = Array(source.indices)
      let targetCodes = Array(targetSections.indices)
      let shortcut = rowChangeset(
        source, targetSections, sourceCodes: codes, targetCodes: targetCodes)
      let reading = withRowReferences(source, targetSections) { sourceRows, targetRows in
        SectionedChangeset(
          sections: Changeset(source: codes, target: targetCodes), sourceRows: sourceRows,
          targetRows: targetRows,
          rules: ReadingRules(sourceCodes: codes, targetCodes: targetCodes))
      }
      #expect(shortcut == reading, "seed \(seed)")
    }
  }

  private static var full: Bool { ProcessInfo.processInfo.environment["CELLAR_FULL_TESTS"] == "1" }
}
