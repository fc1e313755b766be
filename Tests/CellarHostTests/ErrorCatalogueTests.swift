import CellarHost
import Foundation
import Testing

// The host's half of the error catalogue: every case of `UITableView.UpdateError`,
// `DequeueError`, `IndexError` and `ScrollError`, provoked on a live table, with the exact
// message the article "Errors and how to fix them"
// (Sources/Cellar/Cellar.docc/ErrorsAndHowToFixThem.md) shows for it.

/// A table set up to fail: the table, what keeps its data source alive, the
/// call that throws, and what fixes the mistake (then a layout succeeds).
@MainActor
struct Provoked {
  var table: UITableView
  var model: ListModel?
  var call: @MainActor () throws -> Void
  var fix: (@MainActor () -> Void)?
  /// Whether the error comes after the batch was accepted (a reconfigure),
  /// which then stays in the update log.
  var logsAcceptedBatch = false
}

/// One entry of the article: the error's type and case, its exact message
/// (with the article's example values), and how to provoke it.
struct HostErrorEntry: Sendable, CustomTestStringConvertible {
  var type: String
  var name: String
  var message: String
  var provoke: @MainActor @Sendable () throws -> Provoked

  var testDescription: String { "\(type).\(name)" }
}

/// UIKit's rendering of an index path in its reasons.
private func path(_ section: Int, _ row: Int) -> String {
  "<NSIndexPath: 0x…> {length = 2, path = \(section) - \(row)}"
}

/// A table of `before` rows per section showing 3 rows, with row (0, 0)
/// selected; the call runs a batch of `operations` after the model changed
/// to `after` rows per section. The fix is the model as it was.
private func batch(
  before: [Int], after: [Int], _ operations: [UITableView.Operation]
) -> @MainActor @Sendable () throws -> Provoked {
  { @MainActor in
    func rows(_ counts: [Int], _ prefix: String) -> [[String]] {
      counts.enumerated().map { section, count in (0..<count).map { "\(prefix)\(section)r\($0)" } }
    }
    let model = ListModel(rows(before, "s"))
    let table = try makeTable(model, visibleRows: 3)
    try table.tapRow(at: ip(0, 0))
    return Provoked(
      table: table, model: model,
      call: {
        model.sections = rows(after, "n")
        defer { model.sections = rows(before, "s") }
        table.performBatchUpdates {
          for operation in operations { table.perform(operation) }
        }
      })
  }
}

/// A table of 10 rows showing rows 0–4, with row 2 selected, scrolled down
/// one point so that row 5 needs a cell at the next layout: `breakIt` makes
/// the data source fail on it, `fixIt` repairs it.
private func scrolledIntoRowFive(
  breakIt: @escaping @MainActor (ListModel, UITableView) -> Void,
  fixIt: @escaping @MainActor (ListModel, UITableView) -> Void
) -> @MainActor @Sendable () throws -> Provoked {
  { @MainActor in
    let model = ListModel(rows: 10)
    let table = try makeTable(model, visibleRows: 5)
    table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
    breakIt(model, table)
    table.contentOffset = CGPoint(x: 0, y: 1)
    return Provoked(
      table: table, model: model, call: { table.layoutIfNeeded() },
      fix: { fixIt(model, table) })
  }
}

/// A table of 10 rows showing 5, with row 2 selected; the call is `call`.
private func plainTable(
  _ call: @escaping @MainActor (UITableView) throws -> Void
) -> @MainActor @Sendable () throws -> Provoked {
  { @MainActor in
    let model = ListModel(rows: 10)
    let table = try makeTable(model, visibleRows: 5)
    table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
    return Provoked(table: table, model: model, call: { try call(table) })
  }
}

/// A delegate that starts a drag from `scrollViewWillBeginDragging`, and
/// keeps what that threw.
@MainActor
private final class NestedDragger: UITableViewDelegate {
  var error: (any Error)?
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    do { try scrollView.dragToScroll(by: 44) } catch { self.error = error }
  }
}

let hostErrorCatalogue: [HostErrorEntry] = [
  // MARK: UpdateError, in the article's order
  HostErrorEntry(
    type: "UpdateError", name: "invalidNumberOfRows",
    message:
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
    provoke: batch(before: [3], after: [5], [.insertRows([ip(0, 3)], .automatic)])),
  HostErrorEntry(
    type: "UpdateError", name: "invalidNumberOfSections",
    message:
      "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
    provoke: batch(before: [3], after: [3, 1], [])),
  HostErrorEntry(
    type: "UpdateError", name: "deleteAndReloadSameIndexPath",
    message: "attempt to delete and reload the same index path (\(path(0, 1)))",
    provoke: batch(
      before: [3], after: [2], [.deleteRows([ip(0, 1)], .fade), .reloadRows([ip(0, 1)], .fade)])),
  HostErrorEntry(
    type: "UpdateError", name: "deleteAndMoveSameIndexPath",
    message: "attempt to perform a delete and a move from the same index path (\(path(0, 1)))",
    provoke: batch(
      before: [3], after: [2], [.deleteRows([ip(0, 1)], .fade), .moveRow(ip(0, 1), ip(0, 0))])),
  HostErrorEntry(
    type: "UpdateError", name: "deleteAndMoveSameSection",
    message: "attempt to perform a delete and a move from the same section (0)",
    provoke: batch(
      before: [3, 2], after: [2], [.deleteSections([0], .fade), .moveSection(0, 0)])),
  HostErrorEntry(
    type: "UpdateError", name: "deleteSectionOutOfRange",
    message: "attempt to delete section 3, but there are only 1 sections before the update",
    provoke: batch(before: [3], after: [3], [.deleteSections([3], .fade)])),
  HostErrorEntry(
    type: "UpdateError", name: "deleteRowSectionOutOfRange",
    message:
      "attempt to delete row 0 from section 2, but there are only 1 sections before the update",
    provoke: batch(before: [3], after: [3], [.deleteRows([ip(2, 0)], .fade)])),
  HostErrorEntry(
    type: "UpdateError", name: "deleteRowOutOfRange",
    message: "attempt to delete row 5 from section 0 which only contains 3 rows before the update",
    provoke: batch(before: [3], after: [2], [.deleteRows([ip(0, 5)], .fade)])),
  HostErrorEntry(
    type: "UpdateError", name: "insertAndMoveSameIndexPath",
    message: "attempt to perform an insert and a move to the same index path (\(path(0, 0)))",
    provoke: batch(
      before: [3], after: [4], [.insertRows([ip(0, 0)], .fade), .moveRow(ip(0, 2), ip(0, 0))])),
  HostErrorEntry(
    type: "UpdateError", name: "insertAndMoveSameSection",
    message: "attempt to perform an insert and a move to the same section (1)",
    provoke: batch(
      before: [3, 2], after: [3, 1, 2], [.insertSections([1], .fade), .moveSection(0, 1)])),
  HostErrorEntry(
    type: "UpdateError", name: "insertSectionOutOfRange",
    message: "attempt to insert section 5 but there are only 2 sections after the update",
    provoke: batch(before: [3], after: [3, 0], [.insertSections([5], .fade)])),
  HostErrorEntry(
    type: "UpdateError", name: "insertRowSectionOutOfRange",
    message:
      "attempt to insert row 0 into section 3, but there are only 1 sections after the update",
    provoke: batch(before: [3], after: [4], [.insertRows([ip(3, 0)], .fade)])),
  HostErrorEntry(
    type: "UpdateError", name: "insertRowOutOfRange",
    message:
      "attempt to insert row 7 into section 0, but there are only 4 rows in section 0 after the update",
    provoke: batch(before: [3], after: [4], [.insertRows([ip(0, 7)], .fade)])),
  HostErrorEntry(
    type: "UpdateError", name: "moveSectionSourceOutOfRange",
    message: "attempt to move section 4, but there are only 1 sections before the update",
    provoke: batch(before: [3], after: [3], [.moveSection(4, 0)])),
  HostErrorEntry(
    type: "UpdateError", name: "moveSectionDestinationOutOfRange",
    message:
      "attempt to to move section 0 to section 3, but there are only 1 sections after the update",
    provoke: batch(before: [3], after: [3], [.moveSection(0, 3)])),
  HostErrorEntry(
    type: "UpdateError", name: "moveRowSourceSectionOutOfRange",
    message:
      "attempt to move index path (\(path(2, 0))) from a section that does not exist - there are only 1 sections before the update",
    provoke: batch(before: [3], after: [3], [.moveRow(ip(2, 0), ip(0, 0))])),
  HostErrorEntry(
    type: "UpdateError", name: "moveRowSourceOutOfRange",
    message:
      "attempt to move index path (\(path(0, 9))) that does not exist - there are only 3 rows in section 0 before the update",
    provoke: batch(before: [3], after: [3], [.moveRow(ip(0, 9), ip(0, 0))])),
  HostErrorEntry(
    type: "UpdateError", name: "moveRowDestinationSectionOutOfRange",
    message:
      "attempt to move index path (\(path(0, 0))) to index path (\(path(4, 0))) in section that does not exist - there are only 1 sections after the update",
    provoke: batch(before: [3], after: [3], [.moveRow(ip(0, 0), ip(4, 0))])),
  HostErrorEntry(
    type: "UpdateError", name: "moveRowDestinationOutOfRange",
    message:
      "attempt to move index path (\(path(0, 0))) to index path (\(path(0, 8))) that does not exist - there are only 3 rows in section 0 after the update",
    provoke: batch(before: [3], after: [3], [.moveRow(ip(0, 0), ip(0, 8))])),
  HostErrorEntry(
    type: "UpdateError", name: "sectionMovedTwice",
    message: "attempt to move section 0 to both section 1 and section 2",
    provoke: batch(
      before: [1, 1, 1], after: [1, 1, 1], [.moveSection(0, 1), .moveSection(0, 2)])),
  HostErrorEntry(
    type: "UpdateError", name: "sectionsMovedToSameDestination",
    message: "attempt to move both section 0 and section 1 to section 2",
    provoke: batch(
      before: [1, 1, 1], after: [1, 1, 1], [.moveSection(0, 2), .moveSection(1, 2)])),
  HostErrorEntry(
    type: "UpdateError", name: "rowMovedTwice",
    message:
      "attempt to move row at index path \(path(0, 0)) to both \(path(0, 1)) and \(path(0, 2))",
    provoke: batch(
      before: [3], after: [3], [.moveRow(ip(0, 0), ip(0, 1)), .moveRow(ip(0, 0), ip(0, 2))])),
  HostErrorEntry(
    type: "UpdateError", name: "rowsMovedToSameDestination",
    message:
      "attempt to move both row at index path \(path(0, 0)) and \(path(0, 1)) to \(path(0, 2))",
    provoke: batch(
      before: [3], after: [3], [.moveRow(ip(0, 0), ip(0, 2)), .moveRow(ip(0, 1), ip(0, 2))])),

  // MARK: DequeueError
  HostErrorEntry(
    type: "DequeueError", name: "unregisteredIdentifier",
    message:
      "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
    provoke: scrolledIntoRowFive(
      breakIt: { model, _ in model.identifier = "Missing" },
      fixIt: { _, table in table.register(UITableViewCell.self, forCellReuseIdentifier: "Missing") }
    )
  ),
  HostErrorEntry(
    type: "DequeueError", name: "invalidReuseIdentifier",
    message:
      "must pass a valid reuse identifier to -[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]",
    provoke: scrolledIntoRowFive(
      breakIt: { model, _ in model.identifier = "" },
      fixIt: { model, _ in model.identifier = "Cell" })),
  HostErrorEntry(
    type: "DequeueError", name: "multipleCellsForIndexPath",
    message:
      "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: Cell, index path: \(path(0, 5))",
    provoke: scrolledIntoRowFive(
      breakIt: { model, _ in
        model.cellProvider = { table, path in
          _ = table.dequeueReusableCell(withIdentifier: "Cell", for: path)
          return table.dequeueReusableCell(withIdentifier: "Cell", for: path)
        }
      },
      fixIt: { model, _ in model.cellProvider = nil })),
  HostErrorEntry(
    type: "DequeueError", name: "cellNotDequeued",
    message:
      "the cell returned from -tableView:cellForRowAtIndexPath: was not retrieved by calling -dequeueReusableCellWithIdentifier:forIndexPath: for index path \(path(0, 5))",
    provoke: scrolledIntoRowFive(
      breakIt: { model, table in
        let shown = table.cellForRow(at: ip(0, 0))
        model.cellProvider = { table, path in
          if let shown { return shown }
          return table.dequeueReusableCell(withIdentifier: "Cell", for: path)
        }
      },
      fixIt: { model, _ in model.cellProvider = nil })),
  HostErrorEntry(
    type: "DequeueError", name: "reconfigureMismatch",
    message:
      "Attempted to dequeue a cell for a different reuse identifier than the existing cell when reconfiguring a row, which is not allowed. Existing cell's reuse identifier: Cell, requested reuse identifier: Other, index path: \(path(0, 1))",
    provoke: { @MainActor in
      let model = ListModel(rows: 10)
      let table = try makeTable(model, visibleRows: 5)
      table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Other")
      return Provoked(
        table: table, model: model,
        call: {
          model.identifier = "Other"
          defer { model.identifier = "Cell" }
          table.reconfigureRows(at: [ip(0, 1)])
        }, logsAcceptedBatch: true)
    }),
  HostErrorEntry(
    type: "DequeueError", name: "nibIdentifierMismatch",
    message:
      "cell reuse indentifier in nib (Nib) does not match the identifier used to register the nib (Cell)",
    provoke: scrolledIntoRowFive(
      breakIt: { _, table in
        table.register(
          factory: { UITableViewCell(style: .default, reuseIdentifier: "Nib") },
          forCellReuseIdentifier: "Cell")
      },
      fixIt: { _, table in table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell") })),
  HostErrorEntry(
    type: "DequeueError", name: "missingCell",
    message:
      "UITableView dataSource returned a nil cell for row at index path: \(path(0, 5)).",
    provoke: { @MainActor in
      // The data source is released after the table read its counts.
      var model: ListModel? = ListModel(rows: 10)
      let table = try makeTable(try #require(model), visibleRows: 5)
      model = nil
      table.contentOffset = CGPoint(x: 0, y: 1)
      let replacement = ListModel(rows: 10)
      return Provoked(
        table: table, model: replacement, call: { table.layoutIfNeeded() },
        fix: { table.dataSource = replacement })
    }),

  // MARK: IndexError
  HostErrorEntry(
    type: "IndexError", name: "scrollRowOutOfBounds",
    message:
      "Attempted to scroll the table view to an out-of-bounds row (12) when there are only 10 rows in section 0.",
    provoke: plainTable { $0.scrollToRow(at: ip(0, 12), at: .top, animated: false) }),
  HostErrorEntry(
    type: "IndexError", name: "scrollSectionOutOfBounds",
    message:
      "Attempted to scroll the table view to an out-of-bounds section (3) when there are only 1 sections.",
    provoke: plainTable { $0.scrollToRow(at: ip(3, 0), at: .top, animated: false) }),
  HostErrorEntry(
    type: "IndexError", name: "rowOutOfBounds",
    message:
      "Attempted to access an out-of-bounds row (12) when there are only 10 rows in section 0.",
    provoke: plainTable { $0.selectRow(at: ip(0, 12), animated: false, scrollPosition: .none) }
  ),
  HostErrorEntry(
    type: "IndexError", name: "rowSectionOutOfBounds",
    message: "Attempted to access an out-of-bounds section (2) when there are only 1 sections.",
    provoke: plainTable { try $0.tapRow(at: ip(2, 0)) }),
  HostErrorEntry(
    type: "IndexError", name: "rowSectionOutOfBounds",
    message:
      "Attempted to access a row at an invalid index path (<NSIndexPath: 0x…> {length = 1, path = 0}); a row's index path has 2 indexes, section and row.",
    provoke: plainTable { try $0.tapRow(at: IndexPath(index: 0)) }),
  // MARK: ScrollError
  HostErrorEntry(
    type: "ScrollError", name: "invalidDrag",
    message:
      "Cannot simulate a drag by nan points at 0.0 points per millisecond in 4 steps: the distance and velocity must be finite and the steps from 1 through 10000.",
    provoke: plainTable { try $0.dragToScroll(by: .nan) }),
  HostErrorEntry(
    type: "ScrollError", name: "dragInProgress",
    message:
      "Cannot simulate a drag while another drag or its deceleration is in progress: start it after dragToScroll(by:velocity:steps:) returns.",
    provoke: { @MainActor in
      let model = ListModel(rows: 10)
      let table = try makeTable(model, visibleRows: 5)
      let nested = NestedDragger()
      table.delegate = nested
      table.layoutIfNeeded()
      table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
      // A drag that goes nowhere, whose willBeginDragging starts another.
      return Provoked(
        table: table, model: model,
        call: {
          try table.dragToScroll(by: 0)
          if let error = nested.error { throw error }
        })
    }),
  HostErrorEntry(
    type: "ScrollError", name: "sectionIndexTitleOutOfBounds",
    message:
      "Attempted to tap an out-of-bounds section index title (3) when the section index has only 1 titles.",
    provoke: { @MainActor in
      let model = ListModel(rows: 10)
      model.indexTitles = ["A"]
      let table = try makeTable(model, visibleRows: 5)
      table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
      return Provoked(table: table, model: model, call: { try table.tapSectionIndexTitle(at: 3) })
    }),
]

/// Everything a failed call must leave as it was: row counts, visible rows
/// and their cells, selection, pool sizes, offset, content size, the update
/// log and the rendered table. (The reuse counters count activity, such as
/// a cell made for a request that then failed; they are not state.)
@MainActor
private struct HostState: Equatable {
  var counts: [Int]
  var visible: [String]
  var cells: [ObjectIdentifier]
  var selection: [IndexPath]?
  var pooled: [String: Int]
  var offset: CGPoint
  var contentSize: CGSize
  var log: [UITableView.Update]
  var render: String

  init(_ table: UITableView) throws {
    let fixture = try TableState(table)
    counts = fixture.counts
    visible = fixture.visible
    cells = fixture.cells
    selection = fixture.selection
    pooled = table.metrics.cells.mapValues(\.pooled).filter { $0.value > 0 }
    offset = fixture.offset
    contentSize = fixture.contentSize
    log = table.updateLog
    render = table.render()
  }
}

/// The case name of an enum error: `deleteAndReloadSameIndexPath`.
func caseName(of error: any Error) -> String {
  // A case without values has no child to name it: the few are listed.
  if case .dragInProgress? = error as? UITableView.ScrollError { return "dragInProgress" }
  return Mirror(reflecting: error).children.first?.label ?? String(describing: error)
}

/// The repository's root, from this file.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The article's text.
private func article() throws -> String {
  try String(
    contentsOf: repositoryRoot.appendingPathComponent(
      "Sources/Cellar/Cellar.docc/ErrorsAndHowToFixThem.md"),
    encoding: .utf8)
}

/// The cases each error enum of a source file declares: `["UpdateError": [...], ...]`.
func declaredErrorCases(in file: String) throws -> [String: [String]] {
  let text = try String(
    contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
  var cases: [String: [String]] = [:]
  var current: String?
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    if let match = line.firstMatch(of: /^\s*public enum (\w+Error)\b/) {
      current = String(match.1)
    } else if let current, let match = line.firstMatch(of: /^\s*case ([a-z]\w*)/) {
      cases[current, default: []].append(String(match.1))
    }
  }
  return cases
}

@MainActor
@Suite struct HostErrorCatalogueTests {
  @Test(
    "each host error in the article is raised (a UIKit member) or thrown (a host driver) with its exact message and leaves the table as it was",
    arguments: hostErrorCatalogue)
  func entry(_ entry: HostErrorEntry) throws {
    let provoked = try entry.provoke()
    let table = provoked.table
    let before = try HostState(table)
    // A UIKit member raises UIKit's exception; the host's own drivers (a
    // drag, a tap on a section index title) throw their typed errors.
    var thrown: (any Error)?
    let raised = UIKitException.catching {
      do { try provoked.call() } catch { thrown = error }
    }
    if let raised {
      #expect(thrown == nil)
      #expect(raised.name == (entry.type == "IndexError" ? .range : .internalInconsistency))
      #expect(raised.reason == entry.message)
    } else {
      let thrown = try #require(thrown, "neither raised nor threw")
      #expect(String(describing: type(of: thrown)) == entry.type)
      #expect(caseName(of: thrown) == entry.name)
      #expect(String(describing: thrown) == entry.message)
    }
    var after = try HostState(table)
    if provoked.logsAcceptedBatch {
      // The batch was valid and stays applied: it is logged, and nothing else changed.
      #expect(after.log.count == before.log.count + 1)
      after.log = before.log
    }
    #expect(after == before)
    if let fix = provoked.fix {
      // The mistake is fixed: the row that failed is retried and shown.
      fix()
      table.layoutIfNeeded()
      #expect(table.indexPathsForVisibleRows?.last == ip(0, 5))
      #expect(table.cellForRow(at: ip(0, 5)) != nil)
      #expect(table.indexPathsForSelectedRows == before.selection)
    }
    withExtendedLifetime(provoked.model) {}
  }

  @Test("an index path without two indexes is described as such, whatever its length")
  func malformedIndexPaths() {
    let cases: [(IndexPath, String)] = [
      (IndexPath(), "{length = 0, path = }"),
      (IndexPath(index: 3), "{length = 1, path = 3}"),
      (IndexPath(indexes: [0, 1, 2]), "{length = 3, path = 0 - 1 - 2}"),
    ]
    for (path, indexes) in cases {
      let reason =
        "Attempted to access a row at an invalid index path (<NSIndexPath: 0x…> \(indexes)); a row's index path has 2 indexes, section and row."
      #expect(
        UITableView.IndexError.rowSectionOutOfBounds(path, sectionCount: 1).description == reason)
      #expect(UITableView.IndexError.rowOutOfBounds(path, rowCount: 1).description == reason)
    }
  }

  @Test("the catalogue has an entry for every case of the host's error types")
  func everyCase() throws {
    let declared = try declaredErrorCases(
      in: "Sources/CellarHost/UITableView/UITableView+Errors.swift")
    #expect(Set(declared.keys) == ["UpdateError", "DequeueError", "IndexError", "ScrollError"])
    for (type, cases) in declared {
      let catalogued = Set(hostErrorCatalogue.filter { $0.type == type }.map(\.name))
      #expect(catalogued == Set(cases), "\(type)")
    }
  }

  @Test("the article shows every host error's message and names its case")
  func articleListsEveryEntry() throws {
    let text = try article()
    for entry in hostErrorCatalogue {
      #expect(text.contains(entry.message), "\(entry.testDescription): message not in the article")
      #expect(
        text.contains("`UITableView.\(entry.type).\(entry.name)"),
        "\(entry.testDescription): case not named in the article")
    }
  }
}
