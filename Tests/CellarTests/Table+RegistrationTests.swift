import Cellar
import Foundation
import Testing

/// A cell type meant to be subclassed.
private class PlainCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) {
    textLabel?.text = model
  }
}

/// A subclass that draws its model framed.
private final class FramedCell: PlainCell {
  override func configure(_ model: String) {
    textLabel?.text = "[\(model)]"
  }
}

/// A header view type meant to be made by a factory.
private final class TaggedHeaderView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  var prefix = ""

  func configure(_ model: String) {
    textLabel?.text = "\(prefix)\(model)"
  }
}

/// A contact: the model of the issue's `ContactCell`.
private struct Contact: Hashable {
  var name: String
  var phone: String
}

/// Issue 23's `ContactCell`, as UIKit requires a cell to be written
/// (`override init(style:reuseIdentifier:)`, `required init?(coder:)`),
/// with labels where the issue has a content configuration (not simulated
/// yet). Before the fix it did not compile on CellarHost, which required
/// `required init(style:reuseIdentifier:)` instead.
private final class ContactCell: UITableViewCell, ConfigurableCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { fatalError() }

  func configure(_ contact: Contact) {
    textLabel?.text = contact.name
    detailTextLabel?.text = contact.phone
    accessoryType = .detailButton
  }
}

@MainActor
@Suite struct TableRegistrationTests {
  @Test(
    "a cell type written as UIKit requires (issue 23's ContactCell) is made with its own initializer"
  )
  func contactCellWrittenAsUIKitRequires() throws {
    let table = makeTable()
    let contacts = [
      Contact(name: "Ada", phone: "555 0100"), Contact(name: "Alan", phone: "555 0199"),
    ]
    try table.update(with: [Section(rows: contacts.map { Row<ContactCell>(model: $0) })])
    table.tableView.layoutIfNeeded()
    let cells = table.tableView.visibleCells.compactMap { $0 as? ContactCell }
    #expect(cells.count == 2)
    #expect(cells.allSatisfy { $0.style == .subtitle && $0.accessoryType == .detailButton })
    #expect(cells.map { $0.detailTextLabel?.text } == ["555 0100", "555 0199"])
    #expect(table.tableView.visibleTexts == ["Ada", "Alan"])
  }

  @Test("a cell class registered for a cell type makes that type's cells")
  func cellClass() throws {
    let table = makeTable()
    table.register(PlainCell.self, cellClass: FramedCell.self)
    try table.update(with: [Section(rows: [Row<PlainCell>(model: "x")])])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleCells.allSatisfy { $0 is FramedCell })
    #expect(table.tableView.visibleTexts == ["[x]"])
  }

  @Test("a factory and a class given for the same cell type replace each other: the last one wins")
  func lastRegistrationWins() throws {
    for classLast in [true, false] {
      let table = makeTable()
      let factory: @MainActor () -> UITableViewCell = {
        let cell = PlainCell(style: .default, reuseIdentifier: PlainCell.reuseIdentifier)
        cell.tag = 7
        return cell
      }
      if classLast {
        table.register(PlainCell.self, factory: factory)
        table.register(PlainCell.self, cellClass: FramedCell.self)
      } else {
        table.register(PlainCell.self, cellClass: FramedCell.self)
        table.register(PlainCell.self, factory: factory)
      }
      try table.update(with: [Section(rows: [Row<PlainCell>(model: "x")])])
      table.tableView.layoutIfNeeded()
      let cell = try #require(table.tableView.visibleCells.first)
      #expect(cell is FramedCell == classLast, "class registered last: \(classLast)")
      #expect(cell.tag == (classLast ? 0 : 7))
      #expect(table.tableView.visibleTexts == [classLast ? "[x]" : "x"])
    }
  }

  @Test("a registration given after a cell type was first used makes the cells made from then on")
  func lateCellRegistration() throws {
    let table = makeTable(height: 88)
    try table.update(with: [Section(rows: ["a", "b"].map { Row<PlainCell>(model: $0) })])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["a", "b"])
    table.register(PlainCell.self, cellClass: FramedCell.self)
    // The two cells made before are recycled; the third is made by the new registration.
    try table.update(with: [Section(rows: ["a", "b", "c"].map { Row<PlainCell>(model: $0) })])
    table.tableView.viewportSize.height = 132
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["a", "b", "[c]"])
    #expect(table.tableView.metrics.cells[PlainCell.reuseIdentifier]?.created == 3)
  }

  @Test("header and footer views come from a factory registered before or after their first use")
  func headerFactories() throws {
    let table = makeTable()
    var made = 0
    table.register(TaggedHeaderView.self) {
      made += 1
      let view = TaggedHeaderView(reuseIdentifier: TaggedHeaderView.reuseIdentifier)
      view.prefix = "first "
      return view
    }
    func sections(_ titles: [String]) -> [Section] {
      titles.map { title in
        Section(
          id: title, header: .view(TaggedHeaderView.self, model: title),
          rows: [Row<TitleCell>(model: "row of \(title)")])
      }
    }
    try table.update(with: sections(["A"]))
    table.tableView.layoutIfNeeded()
    #expect(made == 1)
    #expect(table.tableView.headerView(forSection: 0)?.textLabel?.text == "first A")
    table.register(TaggedHeaderView.self) {
      let view = TaggedHeaderView(reuseIdentifier: TaggedHeaderView.reuseIdentifier)
      view.prefix = "second "
      return view
    }
    try table.update(with: sections(["A", "B"]))
    table.tableView.layoutIfNeeded()
    #expect(made == 1)
    #expect(table.tableView.headerView(forSection: 1)?.textLabel?.text == "second B")
  }

  @Test(
    "a header registration making the wrong class is reported through onError and the header left out"
  )
  func wrongHeaderClass() throws {
    let table = makeTable()
    var reported: [TableError] = []
    table.onError = { error in
      if let error = error as? TableError { reported.append(error) }
    }
    table.register(TitleHeaderView.self) {
      UITableViewHeaderFooterView(reuseIdentifier: TitleHeaderView.reuseIdentifier)
    }
    try table.update(with: [
      Section(
        header: .view(TitleHeaderView.self, model: "h"), rows: [Row<TitleCell>(model: "r")])
    ])
    table.tableView.layoutIfNeeded()
    let expected = TableError.headerFooterClassMismatch(
      reuseIdentifier: TitleHeaderView.reuseIdentifier, expected: "CellarTests.TitleHeaderView",
      actual: "CellarHost.Headless.UITableViewHeaderFooterView", section: 0)
    #expect(reported.first == expected)
    #expect(table.lastError as? TableError == expected)
    #expect(table.tableView.render() == "  r")
  }

  @Test("operators, which cannot throw, report a duplicate id through onError and change nothing")
  func operatorErrors() throws {
    let table = makeTable()
    var reported = 0
    table.onError = { _ in reported += 1 }
    table += Section(id: "a", rows: [Row<TitleCell>(model: "x", id: 1)])
    #expect(reported == 0 && table.lastError == nil)
    table += Section(id: "a")
    #expect(reported == 1)
    table += [Section(id: "b"), Section(id: "b")]
    #expect(reported == 2)
    table += Row<TitleCell>(model: "y", id: 1)
    #expect(reported == 3)
    guard case .duplicateIDs(let rows, _)? = table.lastError as? TableError else {
      Issue.record("expected duplicate ids, got \(String(describing: table.lastError))")
      return
    }
    #expect(rows.map(\.id) == [1])
    #expect(table.sections.map(\.id) == ["a"])
    #expect(table.sections[0].rows.count == 1)
  }

  @Test("an update queued by a row action that fails is reported through onError")
  func queuedUpdateError() throws {
    let table = makeTable()
    var reported: [TableError] = []
    table.onError = { error in
      if let error = error as? TableError { reported.append(error) }
    }
    table.register(LoudCell.self) {
      UITableViewCell(style: .default, reuseIdentifier: LoudCell.reuseIdentifier)
    }
    weak let weakTable = table
    try table.update(with: [
      Section(rows: [
        Row<TitleCell>(model: "tap") { _, _ in
          // Queued: applied after the action, where its error has no caller.
          #expect(throws: Never.self) {
            try weakTable?.update(with: [Section(rows: [Row<LoudCell>(model: "loud")])])
          }
        }
      ])
    ])
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(
      reported == [
        .cellClassMismatch(
          reuseIdentifier: LoudCell.reuseIdentifier, expected: "CellarTests.LoudCell",
          actual: "CellarHost.Headless.UITableViewCell", indexPath: IndexPath(row: 0, section: 0))
      ])
    // The update threw and changed nothing, as every update that fails.
    #expect(table.sections[0].rows[0].model(as: String.self) == "tap")
    #expect(table.tableView.visibleTexts == ["tap"])
  }
}
