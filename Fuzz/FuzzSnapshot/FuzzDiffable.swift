import Cellar
import Foundation
import FuzzSupport

/// The `snapshot` target's second language (an input whose first byte is
/// `0x80–0xCF`): `DiffableSnapshot` verbs checked against a naive model,
/// and applies of the snapshots to a `DiffableDataSource`.
///
/// Byte layout: a mode byte, then verbs read until the input ends (at most
/// ``maxVerbs``). The mode byte's bit 0 picks a collection view (else a
/// table view), bit 1 a short view (most cells not visible), and bits 2–7
/// modulo 3 the item identifier type: `Int`, ``SameHashItem`` (one hash
/// for all) or ``SelfUnequalItem`` (one value not equal to itself).
///
/// Each verb is an opcode byte (modulo 17) and its operands. A section
/// operand is a byte modulo 10; an item operand a byte modulo 64; a list
/// is a count byte (modulo 5, so possibly empty) and that many operands.
///
/// | opcode | verb on the working snapshot                    | operands                  |
/// |--------|-------------------------------------------------|---------------------------|
/// | 0      | `appendSections`                                | section list              |
/// | 1, 2   | `insertSections` before, after a section        | section list, anchor      |
/// | 3      | `deleteSections`                                | section list              |
/// | 4      | `moveSection` before or after a section         | section, anchor, side     |
/// | 5      | `appendItems` to a section, or the last one     | item list, which section  |
/// | 6      | `insertItems` before or after an item           | item list, anchor, side   |
/// | 7      | `deleteItems`                                   | item list                 |
/// | 8      | `moveItem` before or after an item              | item, anchor, side        |
/// | 9      | `reloadItems` or `reconfigureItems`             | side, item list           |
/// | 10     | `reloadSections` or `reconfigureSections`       | side, section list        |
/// | 11     | `deleteAllItems`                                |                           |
/// | 12     | append a run of items (values up to ~4,100)     | start (2 bytes), count, section |
/// | 13     | delete a run of items                           | start (2 bytes), count    |
/// | 14     | the working snapshot is the data source's       |                           |
/// | 15     | a fresh snapshot; keep the data source's; or    | what                      |
/// |        | take the kept (stale) one                       |                           |
/// | 16     | apply (animated, not, or with reload data);     | how                       |
/// |        | bit 3: also arm an apply of the kept snapshot   |                           |
/// |        | (or an empty one) from the next cell provided,  |                           |
/// |        | or (bit 6) the next completion                  |                           |
///
/// After every verb: a verb that threw has a non-empty text, the model
/// expected it to fail, and the snapshot is as it was; one that did not
/// throw was expected to succeed; the snapshot's counts, identifiers,
/// marks, warnings and lookups (`indexOfSection` of every section,
/// `indexOfItem` and `sectionIdentifier(containingItem:)` of the items
/// named and of a few others) equal the model's. After every apply (and
/// once at the end), once the view is laid out: every completion ran; the
/// view's sections and rows are the last snapshot asked for; its visible
/// cells show their items; the data source's lookups and `snapshot()`
/// agree; a fresh data source given the same snapshot shows the same; the
/// visible items the snapshot marked (or whose sections it marked) got
/// their cells from the provider again.
@MainActor
enum FuzzDiffable {
  /// At most this many verbs per input.
  static let maxVerbs = 200
  /// At most this many items in a snapshot: a verb that would make more is
  /// skipped.
  static let maxItems = 300
  /// At most this many applies per input (each builds a fresh data source).
  static let maxApplies = 40
  /// The first bytes that select this language.
  static let firstBytes: ClosedRange<UInt8> = 0x80...0xCF

  /// Runs the verbs of `bytes` (the mode byte first); a failure's
  /// description, or `nil`.
  static func check(_ bytes: [UInt8]) -> String? {
    var input = FuzzBytes(bytes)
    let mode = input.next()
    let grid = mode & 1 == 1
    let short = mode & 2 == 2
    switch (mode >> 2) % 3 {
    case 0: return run(DiffableFuzzRun<Int>(grid: grid, short: short), &input)
    case 1: return run(DiffableFuzzRun<SameHashItem>(grid: grid, short: short), &input)
    default: return run(DiffableFuzzRun<SelfUnequalItem>(grid: grid, short: short), &input)
    }
  }

  private static func run<Item>(_ run: DiffableFuzzRun<Item>, _ input: inout FuzzBytes)
    -> String?
  {
    var verbs = 0
    var problem: String?
    while !input.isAtEnd && verbs < maxVerbs && problem == nil {
      verbs += 1
      problem = run.step(&input).map { "verb \(verbs): \($0)" }
    }
    if problem == nil { problem = run.finish().map { "at the end: \($0)" } }
    guard let problem else { return nil }
    return "\(problem)\n\(run.kind)\nverbs: \(run.history.joined(separator: "; "))"
  }
}

/// Calls the run's cell provider hook; set once the run is made.
@MainActor
final class DiffProviderHook<Item> {
  var action: ((Item) -> Void)?
}

/// One input's working snapshot and model, and the data source they are
/// applied to.
@MainActor
final class DiffableFuzzRun<Item: DiffFuzzItem> {
  typealias Snapshot = DiffableSnapshot<Int, Item>

  let grid: Bool
  let short: Bool
  let source: DiffableDataSource<Int, Item>
  let hook = DiffProviderHook<Item>()
  /// The snapshot the verbs edit, and its model.
  var working = Snapshot()
  var model = DiffModel<Item>()
  /// A snapshot of the data source kept for later (stale by then).
  var kept: (snapshot: Snapshot, model: DiffModel<Item>)?
  /// The last snapshot asked of the data source, and its model unmarked.
  var lastRequested = Snapshot()
  var expected = DiffModel<Item>()
  /// An apply the cell provider asks for, the next time it runs.
  var armed: (snapshot: Snapshot, model: DiffModel<Item>, how: Int)?
  /// Whether the armed apply is asked for from a completion (else from
  /// the cell provider).
  var armedInCompletion = false
  var providerProblem: String?
  /// The items the cell provider ran for since the last apply began.
  var providedSince: Set<String> = []
  var requested = 0
  var completed = 0
  var applies = 0
  var history: [String] = []
  var cursor = 0

  var kind: String {
    "\(grid ? "collection view" : "table view")\(short ? ", short" : ""), items \(Item.self)"
  }

  init(grid: Bool, short: Bool) {
    self.grid = grid
    self.short = short
    source = Self.makeSource(grid: grid, short: short, hook: hook)
    hook.action = { [unowned self] item in self.provided(item) }
  }

  /// A data source on a new view whose cells are stamped with their items.
  static func makeSource(grid: Bool, short: Bool, hook: DiffProviderHook<Item>?)
    -> DiffableDataSource<Int, Item>
  {
    if grid {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 10, height: 10)
      layout.minimumLineSpacing = 0
      layout.minimumInteritemSpacing = 0
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: short ? 30 : 1_000),
        collectionViewLayout: layout)
      view.register(DiffFuzzGridCell.self, forCellWithReuseIdentifier: "cell")
      return DiffableDataSource(collectionView: view) { view, indexPath, item in
        hook?.action?(item)
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? DiffFuzzGridCell)?.stamp = item.description
        return cell
      }
    }
    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: short ? 90 : 8_000))
    view.rowHeight = 20
    view.register(DiffFuzzTableCell.self, forCellReuseIdentifier: "cell")
    return DiffableDataSource(tableView: view) { view, indexPath, item in
      hook?.action?(item)
      let cell = view.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      (cell as? DiffFuzzTableCell)?.stamp = item.description
      return cell
    }
  }

  // MARK: Operands

  func section(_ input: inout FuzzBytes) -> Int { input.int(10) }

  func item(_ input: inout FuzzBytes) -> Item { Item(fuzzValue: input.int(64)) }

  func sections(_ input: inout FuzzBytes) -> [Int] {
    (0..<input.int(5)).map { _ in section(&input) }
  }

  func items(_ input: inout FuzzBytes) -> [Item] {
    (0..<input.int(5)).map { _ in item(&input) }
  }

  /// A run of items: values from a two-byte start, 1–48 of them.
  func run(_ input: inout FuzzBytes) -> [Item] {
    let start = (Int(input.next()) << 4 | input.int(16)) % 4_096
    return (start..<(start + 1 + input.int(48))).map { Item(fuzzValue: $0) }
  }

  /// Whether adding `count` items could pass ``FuzzDiffable/maxItems``.
  func tooMany(_ count: Int) -> Bool { model.count + count > FuzzDiffable.maxItems }
}
