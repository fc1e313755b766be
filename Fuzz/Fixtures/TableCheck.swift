import Cellar
import Foundation

/// Checks of a `Table` against the sections it should show; each returns a
/// description of the first problem, or `nil`.
@MainActor
public enum TableCheck {
  /// The width and height of the fuzzed tables' viewport: about four rows.
  public static let viewport = CGRect(x: 0, y: 0, width: 320, height: 180)

  /// A table on a table view with the fuzz viewport and 44-point rows.
  public static func makeTable() -> Table {
    let tableView = UITableView(frame: viewport)
    tableView.rowHeight = 44
    return Table(tableView: tableView)
  }

  /// One line per section and row of `sections`: identities, models and
  /// heights, to compare what a table holds with what it was given.
  public static func describe(_ sections: [Section]) -> [String] {
    var lines: [String] = []
    for section in sections {
      let header = section.header.map {
        "\($0.title ?? "view") \($0.height.map { "\($0)" } ?? "-")"
      }
      lines.append(
        "section \(section.id.map { "\($0)" } ?? "-") header \(header ?? "-") "
          + "footer \(section.footer?.title ?? "-")")
      for row in section.rows {
        lines.append(
          "  \(row.id.map { "\($0)" } ?? "-") \(row.model) \(row.height.map { "\($0)" } ?? "-")")
      }
    }
    return lines
  }

  /// Whether `table` holds and shows `spec`: its sections, the table view's
  /// section and row counts, the visible cells (each shows its row, none
  /// twice), and no error reported through `onError` (unless
  /// `checksErrors` is false: the caller checks them in its `onError`).
  public static func shows(_ table: Table, _ spec: [SectionSpec], checksErrors: Bool = true)
    -> String?
  {
    if checksErrors, let error = table.lastError { return "the table reported an error: \(error)" }
    let expected = describe(spec.map { $0.section() })
    let actual = describe(table.sections)
    if expected != actual {
      return "the table holds\n\(actual.joined(separator: "\n"))\nexpected\n"
        + expected.joined(separator: "\n")
    }
    let tableView = table.tableView
    let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    if counts != spec.map(\.rows.count) {
      return "the table view has row counts \(counts), expected \(spec.map(\.rows.count))"
    }
    let paths = tableView.indexPathsForVisibleRows ?? []
    let cells = tableView.visibleCells
    if cells.count != paths.count {
      return "\(cells.count) visible cells for \(paths.count) visible rows"
    }
    if Set(cells.map(ObjectIdentifier.init)).count != cells.count {
      return "a cell is shown twice: \(paths)"
    }
    for path in paths {
      let text = tableView.cellForRow(at: path)?.textLabel?.text
      let row = spec[path.section].rows[path.row]
      if text != row.text {
        return "row \(path) shows \(text ?? "no cell"), expected \(row.text) (\(row))"
      }
    }
    return nil
  }

  /// Whether `table` draws exactly what a fresh table given `spec` draws
  /// with the same scroll offset, selection (and selection mode) and
  /// editing mode.
  ///
  /// - Throws: An error from building the fresh table (a failure too).
  public static func matchesFresh(
    _ table: Table, _ spec: [SectionSpec], hooks: (any RowHooks)? = nil
  ) throws -> String? {
    try matchesFresh(table, showing: spec.map { $0.section(hooks: hooks) })
  }

  /// Whether `table` draws exactly what a fresh table showing `sections`
  /// draws with the same scroll offset, selection (and selection mode) and
  /// editing mode, and has its content size (to rounding): the oracle of
  /// the tests, the fuzz drivers and the examples for a table updated step
  /// by step.
  ///
  /// - Parameters:
  ///   - table: The table updated step by step.
  ///   - sections: What it should show.
  ///   - makeFresh: Makes the fresh table, on a table view configured as
  ///     `table`'s (frame, row height); by default ``makeTable()``.
  /// - Returns: A description of the first difference, or `nil`.
  /// - Throws: An error from building the fresh table (a failure too).
  public static func matchesFresh(
    _ table: Table, showing sections: [Section], makeFresh: @MainActor () -> Table = makeTable
  ) throws -> String? {
    let fresh = makeFresh()
    fresh.tableView.contentInset = table.tableView.contentInset
    try fresh.update(with: sections)
    fresh.tableView.layoutIfNeeded()
    if table.tableView.isEditing { fresh.tableView.setEditing(true, animated: false) }
    fresh.tableView.allowsMultipleSelection = table.tableView.allowsMultipleSelection
    fresh.tableView.setContentOffset(table.tableView.contentOffset, animated: false)
    for path in table.tableView.indexPathsForSelectedRows ?? [] {
      fresh.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
    }
    let drawn = table.tableView.render()
    var expected = fresh.tableView.render()
    if drawn != expected, try alignByFirstVisibleRow(fresh, with: table) {
      expected = fresh.tableView.render()
      if drawn == expected { return compareHeights(table, fresh) }
    }
    if drawn != expected {
      return "the table draws\n\(drawn)\n--- a fresh table draws\n\(expected)"
    }
    return compareHeights(table, fresh)
  }

  /// Whether `table` and `fresh` lay out the same heights: the same content
  /// size when each header, row and footer is known (measured, or asked of
  /// the delegate when displayed) in both or estimated in both; otherwise
  /// (one table displayed, and measured, a self-sized header or row the
  /// other still estimates, which makes the content sizes differ, as in
  /// UIKit) the same height for every element known in both or estimated
  /// in both.
  ///
  /// - Returns: A description of the first difference, or `nil`.
  static func compareHeights(_ table: Table, _ fresh: Table) -> String? {
    // Heights are summed in another order by a table updated step by step
    // than by a fresh one (44 + 1e-300 - 44 is 0): they agree to rounding,
    // not to the bit.
    func agree(_ lhs: Double, _ rhs: Double) -> Bool {
      abs(lhs - rhs) <= 1e-9 * max(1, abs(lhs), abs(rhs))
    }
    let size = table.tableView.contentSize
    let freshSize = fresh.tableView.contentSize
    if size.width != freshSize.width {
      return "content width \(size.width), a fresh table's is \(freshSize.width)"
    }
    let elements = table.tableView.elementHeights()
    let freshElements = fresh.tableView.elementHeights()
    guard elements.count == freshElements.count else {
      return "\(elements.count) headers, rows and footers, a fresh table has \(freshElements.count)"
    }
    if elements.map(\.known) == freshElements.map(\.known) {
      return agree(Double(size.height), Double(freshSize.height))
        ? nil : "content size \(size), a fresh table's is \(freshSize)"
    }
    for (index, (element, freshElement)) in zip(elements, freshElements).enumerated()
    where element.known == freshElement.known && !agree(element.height, freshElement.height) {
      return "header, row or footer #\(index) (in layout order) is \(element.height) points high, "
        + "in a fresh table \(freshElement.height)"
    }
    return nil
  }
}

extension TableCheck {
  /// Scrolls `fresh` so that `table`'s first visible row is at the same
  /// distance from the viewport's top in both, when `table` has heights
  /// above its viewport that are still estimates (a header that appeared
  /// in a section above, never displayed since): a table lays such content
  /// out with the estimate, as UIKit does, and a fresh table, which
  /// displayed it, with the measured height. What the viewport shows is
  /// then compared again, and the heights known in both tables.
  ///
  /// - Returns: Whether `fresh` was scrolled.
  static func alignByFirstVisibleRow(_ fresh: Table, with table: Table) throws -> Bool {
    let view = table.tableView
    guard view.hasEstimatedHeights(above: Double(view.contentOffset.y)),
      let first = view.indexPathsForVisibleRows?.first
    else { return false }
    let distance = view.rectForRow(at: first).minY - view.contentOffset.y
    let y = fresh.tableView.rectForRow(at: first).minY - distance
    fresh.tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    return true
  }
}

/// Everything an update that throws must leave as it was.
@MainActor
public struct TableState: Equatable {
  /// The table's sections, described.
  public var sections: [String]
  /// The table view's row counts.
  public var counts: [Int]
  /// The visible rows and their cells.
  public var visible: [IndexPath]
  /// The visible cells' identities.
  public var cells: [ObjectIdentifier]
  /// The selected rows.
  public var selection: [IndexPath]
  /// The scroll offset.
  public var offset: CGPoint
  /// The number of updates the table view has applied.
  public var updates: Int
  /// The drawing.
  public var render: String

  /// Takes a snapshot of `table`.
  public init(_ table: Table) {
    let tableView = table.tableView
    sections = TableCheck.describe(table.sections)
    counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    visible = tableView.indexPathsForVisibleRows ?? []
    cells = tableView.visibleCells.map(ObjectIdentifier.init)
    selection = tableView.indexPathsForSelectedRows ?? []
    offset = tableView.contentOffset
    updates = tableView.updateLog.count
    render = tableView.render()
  }
}

/// The first visible row of a scrolled table and its distance from the top
/// of the viewport: an update keeps it where it was, if it can.
@MainActor
public struct ScrollAnchor {
  /// The row's identity (unique in the table).
  public var identity: RowSpec.Identity
  /// Its top edge minus the scroll offset.
  public var distance: CGFloat

  /// The anchor of `table`, which shows `spec`: `nil` when the table is not
  /// scrolled (at rest under its top inset) or its first visible row has
  /// no unique identity.
  public init?(_ table: Table, _ spec: [SectionSpec]) {
    let tableView = table.tableView
    // At rest at the top (minus the top inset) a table is not scrolled.
    guard tableView.contentOffset.y > 0 - tableView.adjustedContentInset.top,
      let first = tableView.indexPathsForVisibleRows?.first
    else { return nil }
    let row = spec[first.section].rows[first.row]
    guard row.isUnique else { return nil }
    identity = row.identity
    distance = tableView.rectForRow(at: first).minY - tableView.contentOffset.y
  }

  /// Whether `table`, updated to `spec`, shows the anchor row at the same
  /// distance from the top, as far as the content allows scrolling there.
  public func isKept(by table: Table, _ spec: [SectionSpec]) -> String? {
    guard let path = SpecOracle.paths(of: identity, in: spec).first else { return nil }
    let tableView = table.tableView
    let top = tableView.rectForRow(at: path).minY - distance
    // The offsets run from minus the top inset to the content's end plus
    // the bottom inset.
    let inset = tableView.adjustedContentInset
    let minimum = 0 - inset.top
    let maximum = max(
      minimum, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
    let expected = min(max(minimum, top), maximum)
    if abs(tableView.contentOffset.y - expected) > 0.5 {
      return "scrolled to \(tableView.contentOffset.y), expected \(expected) to keep row \(path) "
        + "\(distance) points below the top"
    }
    return nil
  }
}
