import Cellar
import Foundation
import Testing

/// A log of display hooks: `"will A [0, 1]"`, `"end A [0, 1]"`.
@MainActor
private final class DisplayLog {
  var entries: [String] = []

  func will(_ name: String, _ path: IndexPath) { entries.append("will \(name) \(path.pair)") }
  func end(_ name: String, _ path: IndexPath) { entries.append("end \(name) \(path.pair)") }

  /// Takes the entries so far.
  func take() -> [String] {
    defer { entries = [] }
    return entries
  }
}

extension IndexPath {
  /// `[section, row]`, as errors print it.
  fileprivate var pair: String { "[\(section), \(row)]" }
}

/// Rows of items with display hooks writing to `log`.
@MainActor
private func hookedRows(_ titles: [String], log: DisplayLog) -> [any RowRepresentable] {
  titles.map { title in
    Row<ItemCell>(model: Item(id: Int(title.unicodeScalars.first?.value ?? 0), title: title))
      .onWillDisplay { item, path in log.will(item.title, path) }
      .onDidEndDisplaying { item, path in log.end(item.title, path) }
  }
}

/// The texts a fresh table shows for the same sections: the oracle a
/// table updated from inside its hooks is compared with.
@MainActor
private func freshTexts(of table: Table) throws -> [String] {
  let fresh = makeTable(height: table.tableView.bounds.height)
  try fresh.update(with: table.sections)
  fresh.tableView.setContentOffset(table.tableView.contentOffset, animated: false)
  fresh.tableView.layoutIfNeeded()
  return fresh.tableView.visibleTexts
}

@MainActor
@Suite struct RowDisplayHookTests {
  @Test(
    "onWillDisplay and onDidEndDisplaying get the model and index path as rows appear and leave")
  func scrolling() throws {
    let log = DisplayLog()
    let table = makeTable(height: 88)
    try table.update(with: [Section(rows: hookedRows(["A", "B", "C", "D"], log: log))])
    table.tableView.layoutIfNeeded()
    #expect(log.take() == ["will A [0, 0]", "will B [0, 1]"])
    table.tableView.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    #expect(log.take() == ["end A [0, 0]", "end B [0, 1]", "will C [0, 2]", "will D [0, 3]"])
  }

  @Test("a deleted row ends its display with its own model, not the one now at its index path")
  func deletedRow() throws {
    let log = DisplayLog()
    let table = makeTable(height: 132)
    try table.update(with: [Section(rows: hookedRows(["A", "B", "C", "D"], log: log))])
    table.tableView.layoutIfNeeded()
    _ = log.take()
    try table.update(with: [Section(rows: hookedRows(["B", "C", "D"], log: log))])
    table.tableView.layoutIfNeeded()
    // A leaves at its old index path; B, C and D are kept (B and C on
    // screen already, so not displayed again); D comes into view.
    #expect(log.take() == ["end A [0, 0]", "will D [0, 2]"])
    #expect(table.tableView.visibleTexts == (try freshTexts(of: table)))
  }

  @Test("a deleted section's rows end their display with their own models")
  func deletedSection() throws {
    let log = DisplayLog()
    let table = makeTable(height: 176)
    try table.update(with: [
      Section(id: "x", rows: hookedRows(["A", "B"], log: log)),
      Section(id: "y", rows: hookedRows(["C", "D"], log: log)),
    ])
    table.tableView.layoutIfNeeded()
    _ = log.take()
    try table.update(with: [Section(id: "y", rows: hookedRows(["C", "D"], log: log))])
    table.tableView.layoutIfNeeded()
    #expect(log.take().sorted() == ["end A [0, 0]", "end B [0, 1]"])
  }

  @Test("a kept row on screen ends its display with the newest row's hook and model")
  func keptRowNewestHook() throws {
    var ended: [String] = []
    let table = makeTable(height: 44)
    func rows(_ version: String) -> [Section] {
      [
        Section(rows: [
          Row<ItemCell>(model: Item(id: 1, title: version))
            .onDidEndDisplaying { item, _ in ended.append("\(version):\(item.title)") },
          Row<ItemCell>(model: Item(id: 2, title: "other")),
        ])
      ]
    }
    try table.update(with: rows("old"))
    table.tableView.layoutIfNeeded()
    try table.update(with: rows("new"))
    table.tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    #expect(ended == ["new:new"])
  }

  @Test("a row without hooks, and cells with their own hooks, are unaffected")
  func cellHooksFirst() throws {
    HookLog.shared.entries = []
    var order: [String] = []
    let table = makeTable(height: 44)
    try table.update(with: [
      Section(rows: [
        Row<MovieCell>(model: Movie(name: "A"))
          .onWillDisplay { _, _ in order = HookLog.shared.entries + ["row will"] }
      ])
    ])
    table.tableView.layoutIfNeeded()
    // The cell's configureAtWillDisplay runs first, then the row's hook.
    #expect(order == ["configure A", "willDisplay A", "row will"])
  }

  @Test("a hook that updates the table (update, +=) is applied after the layout, consistently")
  func reentrantUpdates() throws {
    let table = makeTable(height: 220)
    // The hooks live in the table: they hold it weakly (no cycle), also
    // through the local functions that make them.
    weak let weakTable = table
    var appended = 0
    func loading(_ page: Int) -> Row<TitleCell> {
      Row<TitleCell>(model: "loading \(page)", id: "loading \(page)")
        .onWillDisplay { _, path in
          guard let table = weakTable else { return }
          // A page of two rows replaces the loading row, which comes back
          // with a new id (a new row, displayed again while on screen).
          guard page < 4 else { return }
          var rows = table.sections[0].rows
          rows.removeLast()
          rows += (0..<2).map {
            AnyRow(Row<TitleCell>(model: "p\(page)-\($0)", id: "p\(page)-\($0)"))
          }
          rows.append(AnyRow(loading(page + 1)))
          try? table.update(with: [Section(id: "feed", anyRows: rows)])
          #expect(path.row == rows.count - 3)
        }
    }
    try table.update(with: [Section(id: "feed", rows: [loading(1)])])
    table.tableView.layoutIfNeeded()
    // Pages 1 to 3 came while the loading row was on screen: 6 rows and
    // the loading row of page 4, whose hook stops paging.
    #expect(table.sections[0].rows.count == 7)
    #expect(table.tableView.numberOfRows(inSection: 0) == 7)
    #expect(table.tableView.visibleTexts == (try freshTexts(of: table)))
    // `+=` from a hook.
    try table.update(with: [
      Section(id: "feed", anyRows: table.sections[0].rows),
      Section(
        id: "tail",
        rows: [
          Row<TitleCell>(model: "tail", id: "tail").onWillDisplay { _, _ in
            guard let table = weakTable else { return }
            appended += 1
            table += Row<TitleCell>(model: "added \(appended)", id: "added \(appended)")
          }
        ]),
    ])
    table.tableView.scrollToRow(at: IndexPath(row: 0, section: 1), at: .bottom, animated: false)
    table.tableView.layoutIfNeeded()
    #expect(appended == 1)
    // `table += row` appends to the first section.
    #expect(table.sections[0].rows.last?.id == AnyHashable("added 1"))
    #expect(table.tableView.numberOfRows(inSection: 0) == 8)
    #expect(table.tableView.visibleTexts == (try freshTexts(of: table)))
    #expect(table.lastError == nil)
  }

  @Test("an end-of-display hook that deletes its own row leaves the table consistent")
  func endHookDeletesRow() throws {
    let table = makeTable(height: 88)
    // The hooks live in the table: they hold it weakly (no cycle), also
    // through the local functions that make them.
    weak let weakTable = table
    var names = ["a", "b", "c", "d", "e"]
    var ended: [String] = []
    func sections() -> [Section] {
      [
        Section(id: "s") {
          for name in names {
            // "Seen, then gone": the app drops the row from its model and
            // updates the table from the hook.
            Row<TitleCell>(model: name, id: name).onDidEndDisplaying { model, _ in
              guard let table = weakTable else { return }
              ended.append(model)
              names.removeAll { $0 == model }
              try? table.update(with: sections())
            }
          }
        }
      ]
    }
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
    table.tableView.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    table.tableView.layoutIfNeeded()
    // a and b left the screen and deleted themselves. (Updates queued from
    // hooks apply in order, each as the app built it: a row that a later
    // hook removed may come back for a moment from an earlier snapshot, and
    // end its display again; the table ends as the last update says.)
    #expect(ended.prefix(2) == ["a", "b"])
    #expect(table.sections[0].rows.map(\.id) == names.map { AnyHashable($0) })
    #expect(!names.contains("a") && !names.contains("b"))
    #expect(table.tableView.numberOfRows(inSection: 0) == names.count)
    #expect(table.tableView.visibleTexts == (try freshTexts(of: table)))
    #expect(table.lastError == nil)
  }
}

@MainActor
@Suite struct HeaderFooterDisplayHookTests {
  @Test("header and footer hooks get the header or footer and the section, titles and views alike")
  func titlesAndViews() throws {
    var log: [String] = []
    let table = makeTable(height: 400)
    table.tableView.sectionHeaderHeight = 20
    table.tableView.sectionFooterHeight = 20
    func hooked(_ item: HeaderFooter, _ name: String) -> HeaderFooter {
      item
        .onWillDisplay { shown, section in
          log.append(
            "will \(name) \(shown.title ?? shown.model(as: TitleHeaderView.self) ?? "?") \(section)"
          )
        }
        .onDidEndDisplaying { shown, section in
          log.append(
            "end \(name) \(shown.title ?? shown.model(as: TitleHeaderView.self) ?? "?") \(section)")
        }
    }
    try table.update(with: [
      Section(
        id: "a", header: hooked(.title("A"), "header"),
        footer: hooked(.view(TitleHeaderView.self, model: "a-foot"), "footer"),
        rows: [Row<TitleCell>(model: "a1", id: "a1")]),
      Section(
        id: "b", header: hooked(.view(TitleHeaderView.self, model: "B"), "header"),
        rows: [Row<TitleCell>(model: "b1", id: "b1")]),
    ])
    table.tableView.layoutIfNeeded()
    #expect(
      log.sorted() == ["will footer a-foot 0", "will header A 0", "will header B 1"])
    log = []
    // Section a goes: its header and footer end their display with
    // themselves, not with section b's header now at index 0.
    try table.update(with: [
      Section(
        id: "b", header: hooked(.view(TitleHeaderView.self, model: "B"), "header"),
        rows: [Row<TitleCell>(model: "b1", id: "b1")])
    ])
    table.tableView.layoutIfNeeded()
    #expect(log.sorted() == ["end footer a-foot 0", "end header A 0"])
  }

  @Test("a header kept on screen ends its display with the newest header's hook")
  func keptHeaderNewestHook() throws {
    var ended: [String] = []
    let table = makeTable(height: 100)
    table.tableView.sectionHeaderHeight = 20
    func sections(_ version: String) -> [Section] {
      (0..<3).map { (index: Int) -> Section in
        Section(
          id: index,
          header: .title("H\(index)").onDidEndDisplaying { header, section in
            ended.append("\(version) \(header.title ?? "") \(section)")
          },
          rows: [Row<TitleCell>(model: "r\(index)", id: index)])
      }
    }
    try table.update(with: sections("old"))
    table.tableView.layoutIfNeeded()
    try table.update(with: sections("new"))
    table.tableView.setContentOffset(CGPoint(x: 0, y: 64), animated: false)
    #expect(ended == ["new H0 0"])
  }

  @Test("a header's hook may update the table")
  func reentrantHeader() throws {
    let table = makeTable(height: 400)
    // The hooks live in the table: they hold it weakly (no cycle), also
    // through the local functions that make them.
    weak let weakTable = table
    table.tableView.sectionHeaderHeight = 20
    var calls = 0
    try table.update(with: [
      Section(
        id: "a",
        header: .title("A").onWillDisplay { _, _ in
          guard let table = weakTable else { return }
          calls += 1
          table += Section(id: "more \(calls)", rows: [Row<TitleCell>(model: "m", id: calls)])
        },
        rows: [Row<TitleCell>(model: "a1", id: "a1")])
    ])
    table.tableView.layoutIfNeeded()
    #expect(calls == 1)
    #expect(table.sections.map(\.id) == ["a", "more 1"])
    #expect(table.tableView.numberOfSections == 2)
    #expect(table.tableView.visibleTexts == (try freshTexts(of: table)))
    #expect(table.lastError == nil)
  }
}
