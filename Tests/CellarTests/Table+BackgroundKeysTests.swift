@_spi(Testing) import Cellar
import Foundation
import Testing

/// A model that is a class, `Hashable` by a field the app changes: not
/// `Sendable`, so its `==` and `hash(into:)` must only run on the main actor.
private final class Account: Hashable {
  var name: String
  init(_ name: String) { self.name = name }
  static func == (lhs: Account, rhs: Account) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

private final class AccountCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Account) { textLabel?.text = model.name }
}

/// An `Identifiable` model whose id is a class: interned on the main actor.
private final class Token: Hashable {
  let value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Token, rhs: Token) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

private struct Holder: Identifiable, Equatable {
  var id: Token
  var title: String
}

private final class HolderCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Holder) { textLabel?.text = "\(model.id.value) \(model.title)" }
}

/// The background diff reads no model: only `Sendable` keys cross to it.
@MainActor
@Suite struct TableBackgroundKeysTests {
  // Regression (item 7): "with a final class Hashable model mutated on the
  // main actor during the diff, the thread sanitizer reports a data race in
  // the model's == (Table+Async → RowStorage)." Run under the thread
  // sanitizer (Scripts/sanitize.sh thread), this test would report it.
  @Test(
    "class models mutated on the main actor while the background diff runs: no race, the right result"
  )
  func classModelsMutatedDuringDiff() async throws {
    let table = makeTable(height: 2000)
    let accounts = (0..<2000).map { Account("a\($0)") }
    try table.update(
      with: [Section(id: "s", rows: accounts.map { Row<AccountCell>(model: $0) })],
      animation: .automatic)
    let target = [Section(id: "s", rows: accounts.reversed().map { Row<AccountCell>(model: $0) })]
    table.willDiffInBackground = {
      // The main actor changes the models while the diff runs.
      for account in accounts { account.name += "!" }
    }
    let applied = try await table.updateInBackground(with: target)
    table.willDiffInBackground = nil
    #expect(applied)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts.first == "a1999!")
    #expect(table.sections[0].rows.count == 2000)
  }

  @Test("identities of every kind match in the background as in a synchronous update")
  func backgroundMatchesSynchronous() async throws {
    func sections(_ order: [Int]) -> [Section] {
      [
        Section(
          id: "mixed",
          rows: order.flatMap { index -> [any RowRepresentable] in
            [
              Row<TitleCell>(model: "i\(index)", id: index),
              Row<TitleCell>(model: "s\(index)", id: "s\(index)"),
              Row<TitleCell>(model: "u\(index)", id: UInt8(index + 100)),
              Row<HolderCell>(model: Holder(id: Token(index), title: "h")),
              Row<AccountCell>(model: Account("m\(index)")),
              Row<NumberCell>(model: index % 3),
            ]
          })
      ]
    }
    let sync = makeTable(height: 4000)
    let background = makeTable(height: 4000)
    try sync.update(with: sections(Array(0..<20)), animation: .automatic)
    try background.update(with: sections(Array(0..<20)), animation: .automatic)
    let syncStart = sync.tableView.updateLog.count
    let backgroundStart = background.tableView.updateLog.count
    let next = sections([5, 3, 19, 0, 7, 22, 1, 2])
    try sync.update(with: next, animation: .automatic)
    _ = try await background.updateInBackground(with: sections([5, 3, 19, 0, 7, 22, 1, 2]))
    #expect(
      sync.tableView.operations(since: syncStart)
        == background.tableView.operations(since: backgroundStart))
    #expect(sync.tableView.render() == background.tableView.render())
  }
}
