import Cellar
import Foundation
import Testing

/// A footer view showing a count, counting its configurations.
private final class CountFooterView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  var configurations = 0

  func configure(_ model: Int) {
    configurations += 1
    textLabel?.text = "\(model) items"
  }
}

/// A model that is not Equatable.
private struct Badge {
  var text: String
}

/// A header view for a model that is not Equatable.
private final class BadgeHeaderView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  var configurations = 0

  func configure(_ model: Badge) {
    configurations += 1
    textLabel?.text = model.text
  }
}

/// A header view that logs each configuration and runs a hook (set by a
/// test) from inside it.
private final class LoggingHeaderView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  nonisolated(unsafe) static var log: [String] = []
  nonisolated(unsafe) static var hook: (@MainActor (String) -> Void)?

  func configure(_ model: String) {
    Self.log.append(model)
    textLabel?.text = model
    Self.hook?(model)
  }
}

@MainActor
@Suite(.serialized) struct HeaderFooterTests {
  private func section(footer: HeaderFooter?, badge: String? = nil) -> Section {
    Section(
      id: "s",
      header: badge.map { .view(BadgeHeaderView.self, model: Badge(text: $0)) } ?? .title("T"),
      footer: footer, rows: ["a", "b"].map { Row<TitleCell>(model: $0) })
  }

  @Test("headers and footers keep their model and height; only titles have a title")
  func values() {
    let header = HeaderFooter.view(BadgeHeaderView.self, model: Badge(text: "B"), height: 30)
    #expect(header.model(as: BadgeHeaderView.self)?.text == "B")
    #expect(header.height == 30)
    let footer = HeaderFooter.view(CountFooterView.self, model: 3)
    #expect(footer.model(as: CountFooterView.self) == 3)
    #expect(footer.height == nil)
    let opaqueFooter = HeaderFooter.view(BadgeHeaderView.self, model: Badge(text: "f"), height: 12)
    #expect(opaqueFooter.model(as: BadgeHeaderView.self)?.text == "f" && opaqueFooter.height == 12)
    let titleHeader = HeaderFooter.view(TitleHeaderView.self, model: "h")
    #expect(titleHeader.model(as: TitleHeaderView.self) == "h" && titleHeader.height == nil)
    #expect(titleHeader.model(as: CountFooterView.self) == nil)
    #expect(header.title == nil)
    #expect(HeaderFooter.title("T").model(as: TitleHeaderView.self) == nil)
    #expect(HeaderFooter.title("T", height: 20).title == "T")
  }

  @Test("a typed footer view shows its model under the section's rows")
  func footerView() throws {
    let table = makeTable()
    try table.update(with: [section(footer: .view(CountFooterView.self, model: 2))])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render() == "# T\n  a\n  b\n~ 2 items")
    #expect(table.tableView.footerView(forSection: 0) is CountFooterView)
  }

  @Test(
    "a footer whose model changes is updated in place; a new height or kind reloads its section"
  )
  func footerChanges() throws {
    let table = makeTable()
    try table.update(with: [section(footer: .view(CountFooterView.self, model: 2))])
    table.tableView.layoutIfNeeded()
    let shown = try #require(table.tableView.footerView(forSection: 0) as? CountFooterView)
    var start = table.tableView.updateLog.count
    // The same model: nothing to do.
    try table.update(with: [section(footer: .view(CountFooterView.self, model: 2))])
    #expect(table.tableView.operations(since: start).isEmpty)
    #expect(shown.configurations == 1)
    try table.update(with: [section(footer: .view(CountFooterView.self, model: 5))])
    #expect(table.tableView.operations(since: start).isEmpty)
    #expect(table.tableView.footerView(forSection: 0) === shown)
    #expect(shown.textLabel?.text == "5 items")

    start = table.tableView.updateLog.count
    try table.update(with: [section(footer: .view(CountFooterView.self, model: 5, height: 40))])
    #expect(table.tableView.operations(since: start) == [.reloadSections([0], .automatic)])
    #expect(table.tableView.rectForFooter(inSection: 0).height == 40)
    start = table.tableView.updateLog.count
    try table.update(with: [section(footer: .title("done"))])
    #expect(table.tableView.operations(since: start) == [.reloadSections([0], .automatic)])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render() == "# T\n  a\n  b\n~ done")
  }

  @Test("a header whose model is not Equatable is refreshed in place on every update")
  func opaqueHeader() throws {
    let table = makeTable()
    try table.update(with: [section(footer: nil, badge: "one")])
    table.tableView.layoutIfNeeded()
    let header = try #require(table.tableView.headerView(forSection: 0) as? BadgeHeaderView)
    #expect(header.configurations == 1)
    let start = table.tableView.updateLog.count
    try table.update(with: [section(footer: nil, badge: "one")])
    #expect(header.configurations == 2)
    try table.update(with: [section(footer: nil, badge: "two")])
    #expect(header.configurations == 3)
    #expect(table.tableView.operations(since: start).isEmpty)
    #expect(table.tableView.headerView(forSection: 0) === header)
    #expect(table.tableView.render() == "# two\n  a\n  b")
  }

  @Test("a header change configures the header again, not the unchanged footer")
  func onlyTheChangedViewIsConfigured() throws {
    let table = makeTable()
    let footer = HeaderFooter.view(CountFooterView.self, model: 2)
    try table.update(with: [section(footer: footer, badge: "one")])
    table.tableView.layoutIfNeeded()
    let header = try #require(table.tableView.headerView(forSection: 0) as? BadgeHeaderView)
    let shownFooter = try #require(table.tableView.footerView(forSection: 0) as? CountFooterView)
    try table.update(with: [section(footer: footer, badge: "two")])
    #expect(header.configurations == 2)
    #expect(shownFooter.configurations == 1)
    try table.update(with: [section(footer: .view(CountFooterView.self, model: 3), badge: "two")]
    )
    #expect(shownFooter.configurations == 2)
    #expect(table.tableView.render() == "# two\n  a\n  b\n~ 3 items")
  }

  private func logged(_ id: String, _ header: String) -> Section {
    Section(
      id: id, header: .view(LoggingHeaderView.self, model: header),
      rows: [Row<TitleCell>(model: id, id: id)])
  }

  @Test(
    "headers changed in place in moved sections are configured again top to bottom, in the new order, each once"
  )
  func inPlaceOrderAfterMoves() throws {
    let table = makeTable(height: 400)
    try table.update(with: [logged("a", "A"), logged("b", "B"), logged("c", "C")])
    table.tableView.layoutIfNeeded()
    LoggingHeaderView.log = []
    let start = table.tableView.updateLog.count
    try table.update(with: [logged("c", "C2"), logged("b", "B"), logged("a", "A2")])
    #expect(LoggingHeaderView.log == ["C2", "A2"])
    // No section reload: the moves only.
    #expect(
      !table.tableView.operations(since: start).contains {
        if case .reloadSections = $0 { true } else { false }
      })
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render().hasPrefix("# C2\n  c\n# B\n  b\n# A2\n  a"))
  }

  @Test("an update asked for by a header configured in place is applied after the update")
  func reentrantInPlaceRefresh() throws {
    let table = makeTable(height: 400)
    try table.update(with: [logged("a", "A")])
    table.tableView.layoutIfNeeded()
    unowned let owner = table
    LoggingHeaderView.hook = { model in
      guard model == "A2" else { return }
      // The update being applied has not finished: its sections show.
      #expect(owner.sections.map(\.id) == ["a"])
      owner += Section(id: "late", rows: [Row<TitleCell>(model: "z", id: "z")])
    }
    defer { LoggingHeaderView.hook = nil }
    try table.update(with: [logged("a", "A2")])
    #expect(table.sections.map(\.id) == ["a", "late"])
    #expect(table.lastError == nil)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render() == "# A2\n  a\n  z")
  }
}
