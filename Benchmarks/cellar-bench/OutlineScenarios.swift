import Cellar
import Foundation

/// The outline scenarios: expanding and collapsing a large subtree, and an
/// update under a collapsed one.
let outlineScenarios: [Scenario] = [outlineExpand100k, outlineHiddenUpdate]

/// The rows of a folder of `children` subfolders of `files` files each
/// (expanded): `children × (files + 1)` descendants; ids from `firstID`.
private func folderRows(children: Int, files: Int, firstID: Int) -> [AnyRow] {
  (0..<children).map { folder in
    let folderID = firstID + folder * (files + 1)
    return Row<TableBenchIntCell>(model: folderID).children(
      (1...files).map { Row<TableBenchIntCell>(model: folderID + $0) }
    ).expanded(true).anyRow
  }
}

/// Plain sections of `Int` rows from `firstID`, `count` rows over
/// `sections` sections.
private func plainSections(count: Int, sections: Int, firstID: Int) -> [Section] {
  let perSection = count / sections
  return (0..<sections).map { index in
    Section(
      id: "plain\(index)",
      anyRows: (0..<perSection).map {
        AnyRow(Row<TableBenchIntCell>(model: firstID + index * perSection + $0))
      })
  }
}

/// The number of rows the table view shows.
@MainActor
private func shownRowCount(_ table: Table) -> Int {
  (0..<table.tableView.numberOfSections).reduce(0) {
    $0 + table.tableView.numberOfRows(inSection: $1)
  }
}

private let outlineExpand100k = Scenario(
  name: "outlineExpand100k",
  summary:
    "100,000 rows; one folder with 10,000 descendants expanded, then collapsed (each run one toggle)",
  target: "≤ 5 ms each, ≤ 2 × inserting or deleting those rows with update(with:)",
  make: { scale in
    let (children, files, otherCount) = scale == .smoke ? (10, 9, 900) : (100, 99, 90_000)
    let descendants = children * (files + 1)
    let folderID = -1
    let folder = Row<TableBenchIntCell>(model: folderID).children(
      folderRows(children: children, files: files, firstID: 0))
    let others = plainSections(count: otherCount, sections: 99, firstID: 1_000_000)
    let outline = [Section(id: "files", anyRows: [folder.anyRow])] + others
    let table = makeBenchTable()
    // The same rows, flat: the baseline inserts and deletes them directly.
    // (Plain rows: the subfolders without children.)
    let flatFolder =
      [Row<TableBenchIntCell>(model: folderID).anyRow]
      + (0..<descendants).map { Row<TableBenchIntCell>(model: $0).anyRow }
    let flatCollapsed = [Section(id: "files", anyRows: [flatFolder[0]])] + others
    let flatExpanded = [Section(id: "files", anyRows: flatFolder)] + others
    let flat = makeBenchTable()
    var failure: String?
    do {
      try table.update(with: outline)
      try flat.update(with: flatCollapsed)
      // Scrolled below the folder: the rows on screen do not change.
      for view in [table.tableView, flat.tableView] {
        view.setContentOffset(CGPoint(x: 0, y: 44 * 30_000), animated: false)
        view.layoutIfNeeded()
      }
    } catch {
      failure = "setup: \(error)"
    }
    let total = others.reduce(0) { $0 + $1.rows.count } + 1
    var expand = true
    var flatExpand = true
    return Runner(
      measure: {
        let start = table.tableView.updateLog.count
        table.setExpanded(expand, row: folderID)
        let shown = shownRowCount(table)
        let expected = total + (expand ? descendants : 0)
        if failure == nil, shown != expected {
          failure = "the table shows \(shown) rows, not \(expected)"
        }
        if failure == nil, table.tableView.updateLog.count != start + 1 {
          failure = "a toggle took \(table.tableView.updateLog.count - start) batches, not 1"
        }
        expand.toggle()
        return Outcome(counts: [("rows toggled", descendants)], failure: failure)
      },
      baseline: { _ in .none },
      interleaved: InterleavedBaseline(
        label: "update(with:) of the same rows",
        run: {
          try? flat.update(with: flatExpand ? flatExpanded : flatCollapsed)
          flatExpand.toggle()
          return [("rows", shownRowCount(flat))]
        }))
  })

private let outlineHiddenUpdate = Scenario(
  name: "outlineHiddenUpdate",
  summary: "a collapsed folder of 100,000 rows and 1,000 shown rows; one hidden row changed",
  target: "≤ 1.2 × the same update with the folder expanded",
  make: { scale in
    let (children, files) = scale == .smoke ? (10, 99) : (1_000, 99)
    let shownRows = plainSections(count: 1_000, sections: 10, firstID: 1_000_000)
    /// The sections with file `changed` of the first subfolder renamed.
    func sections(expanded: Bool, changed: Int) -> [Section] {
      var rows = folderRows(children: children, files: files, firstID: 0)
      var first = rows[0].children ?? []
      first[changed] = Row<TableBenchIntCell>(model: 500_000 + changed).anyRow
      rows[0] = Row<TableBenchIntCell>(model: 0).children(first).expanded(true).anyRow
      let folder = Row<TableBenchIntCell>(model: -1).children(rows).expanded(expanded)
      return [Section(id: "files", anyRows: [folder.anyRow])] + shownRows
    }
    let hidden = makeBenchTable()
    let open = makeBenchTable()
    var failure: String?
    let variants = (0..<2).map {
      (sections(expanded: false, changed: $0), sections(expanded: true, changed: $0))
    }
    do {
      try hidden.update(with: variants[0].0)
      try open.update(with: variants[0].1)
    } catch {
      failure = "setup: \(error)"
    }
    var next = 1
    var openNext = 1
    return Runner(
      measure: {
        let start = hidden.tableView.updateLog.count
        do { try hidden.update(with: variants[next].0) } catch { failure = "update: \(error)" }
        if failure == nil,
          hidden.tableView.updateLog[start...].contains(where: { !$0.operations.isEmpty })
        {
          failure = "an update of a hidden row sent the view a change"
        }
        next = 1 - next
        return Outcome(counts: [("rows", children * (files + 1) + 1_001)], failure: failure)
      },
      baseline: { _ in .none },
      interleaved: InterleavedBaseline(
        label: "the same update, expanded",
        run: {
          try? open.update(with: variants[openNext].1)
          openNext = 1 - openNext
          return [("rows shown", shownRowCount(open))]
        }))
  })
