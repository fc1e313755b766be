import CellarHost
import Foundation
import Testing

/// A data source of plain rows whose heights, header heights and footer
/// heights come from closures (`nil`: the table's own).
@MainActor
private final class HeightModel: UITableViewDataSource, UITableViewDelegate {
  var rows: [String]
  var rowHeight: (String) -> CGFloat? = { _ in nil }
  var headerHeight: CGFloat?
  var footerHeight: CGFloat?
  var measuredHeight: CGFloat?

  init(rows: [String]) {
    self.rows = rows
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = rows[indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "H" }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "F" }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    rowHeight(rows[indexPath.row]) ?? UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    headerHeight ?? UITableView.automaticDimension
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    footerHeight ?? UITableView.automaticDimension
  }
}

/// A cell that measures itself at a height the test sets.
private final class SizedCell: UITableViewCell {
  nonisolated(unsafe) static var measured: CGFloat = 44

  override func sizeThatFits(width: CGFloat) -> CGFloat { Self.measured }
}

/// Heights that are infinite, huge, negative, NaN or tiny: the table clamps
/// them to 0...`UITableView.maximumHeight` (NaN is automatic), warns, and its
/// content size stays finite through deletes, reloads and inserts (issue 11,
/// item 4).
@MainActor
@Suite(.serialized) struct UITableViewHeightsTests {
  /// The heights tried, with the height the table uses (`nil`: automatic,
  /// here the cell's 44) and whether it warns.
  static let cases: [(given: CGFloat, used: CGFloat?, warns: Bool)] = [
    (.infinity, UITableView.maximumHeight, true),
    (1e39, UITableView.maximumHeight, true),
    (UITableView.maximumHeight, UITableView.maximumHeight, false),
    (-.infinity, 0, true),
    (.nan, nil, false),
    (CGFloat(Double.leastNonzeroMagnitude), CGFloat(Double.leastNonzeroMagnitude), false),
    (0, 0, false),
    (-0.0, 0, false),
    (-5, 0, true),
    (UITableView.automaticDimension, nil, false),
  ]

  /// Issue 11, item 4: "A row height of `.infinity`, or any finite value
  /// above `Float.greatestFiniteMagnitude` (e.g. `1e39`) ... makes
  /// `contentSize.height` NaN after that row is deleted or reloaded, and
  /// nothing is shown until a `reloadData`."
  @Test("a row height is clamped, and the content stays finite after delete, reload and insert")
  func rowHeights() throws {
    for (given, used, warns) in Self.cases {
      let model = HeightModel(rows: ["a", "bad", "c"])
      model.rowHeight = { $0.hasPrefix("bad") ? given : 30 }
      let table = try makeHeightTable(model)
      let height = used ?? 44
      // Header and footer (28 each) and rows a and c (30 each).
      let rest: CGFloat = 28 * 2 + 60
      #expect(table.rectForRow(at: ip(0, 1)).height == height, "\(given)")
      #expect(table.contentSize.height == rest + height, "\(given)")
      #expect(table.heightWarnings.isEmpty != warns, "\(given)")
      #expect(table.visibleContent.first == "0-0:a", "\(given)")

      // Reload, delete, then insert the bad row again.
      table.reloadRows(at: [ip(0, 1)], with: .fade)
      #expect(table.contentSize.height == rest + height, "\(given)")
      model.rows.remove(at: 1)
      table.deleteRows(at: [ip(0, 1)], with: .fade)
      #expect(table.contentSize.height == rest, "\(given)")
      #expect(table.visibleContent == ["0-0:a", "0-1:c"], "\(given)")
      model.rows.insert("bad2", at: 0)
      table.insertRows(at: [ip(0, 0)], with: .fade)
      #expect(table.contentSize.height.isFinite, "\(given)")
      #expect(table.rectForRow(at: ip(0, 0)).height == height, "\(given)")
      #expect(table.rectForRow(at: ip(0, 1)).minY == 28 + height, "\(given)")
      model.rows.remove(at: 0)
      table.deleteRows(at: [ip(0, 0)], with: .fade)
      #expect(table.contentSize.height == rest, "\(given)")
      #expect(table.visibleContent == ["0-0:a", "0-1:c"], "\(given)")
      withExtendedLifetime(model) {}
    }
  }

  @Test("header and footer heights are clamped the same way, NaN is automatic")
  func headerFooterHeights() throws {
    for (given, used, warns) in Self.cases {
      let model = HeightModel(rows: ["a", "b"])
      model.rowHeight = { _ in 30 }
      model.headerHeight = given
      model.footerHeight = given
      let table = try makeHeightTable(model)
      // Automatic: sized to the one-line title, 28 points.
      let height = used ?? 28
      #expect(table.rectForHeader(inSection: 0).height == height, "\(given)")
      #expect(table.rectForFooter(inSection: 0).height == height, "\(given)")
      #expect(table.contentSize.height == 60 + 2 * height, "\(given)")
      #expect(table.heightWarnings.isEmpty != warns, "\(given)")
      model.rows.remove(at: 0)
      table.deleteRows(at: [ip(0, 0)], with: .fade)
      table.reloadSections([0], with: .fade)
      #expect(table.contentSize.height == 30 + 2 * height, "\(given)")
      #expect(table.visibleContent.isEmpty == (height >= 480), "\(given)")
      withExtendedLifetime(model) {}
    }
  }

  @Test("a self-sizing cell that measures an extreme height is clamped")
  func measuredHeights() throws {
    defer { SizedCell.measured = 44 }
    for (given, used, warns) in Self.cases where given != UITableView.automaticDimension {
      SizedCell.measured = given
      let model = HeightModel(rows: ["a", "b", "c"])
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      table.register(SizedCell.self, forCellReuseIdentifier: "Cell")
      table.dataSource = model
      table.delegate = model
      table.layoutIfNeeded()
      // A measurement has no automatic height: NaN measures 0, with a warning.
      let height = used ?? 0
      #expect(table.rectForRow(at: ip(0, 0)).height == height, "\(given)")
      #expect(table.contentSize.height.isFinite, "\(given)")
      #expect(table.heightWarnings.isEmpty != (warns || given.isNaN), "\(given)")
      model.rows.remove(at: 0)
      table.deleteRows(at: [ip(0, 0)], with: .fade)
      table.reloadRows(at: [ip(0, 0)], with: .fade)
      #expect(table.contentSize.height.isFinite, "\(given)")
      #expect(table.indexPathsForVisibleRows?.first == ip(0, 0), "\(given)")
      withExtendedLifetime(model) {}
    }
  }

  @Test("the table's height properties are clamped; the warning names the property")
  func tableProperties() throws {
    let model = ListModel(rows: 3)
    let table = try CellarHostTests.makeTable(model, rowHeight: .infinity, delegate: false)
    #expect(table.rectForRow(at: ip(0, 0)).height == UITableView.maximumHeight)
    #expect(table.contentSize.height == 3 * UITableView.maximumHeight)
    #expect(
      table.heightWarnings.contains { $0.hasPrefix("rowHeight gave an invalid height (inf)") })
    table.heightWarnings = []
    table.rowHeight = UITableView.automaticDimension
    table.estimatedRowHeight = -.infinity
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.contentSize.height.isFinite)
    #expect(table.heightWarnings.contains { $0.hasPrefix("estimatedRowHeight") })
  }

  @Test("the warning log keeps the most recent lines only")
  func warningLimit() throws {
    let model = ListModel(rows: UITableView.heightWarningLimit + 10)
    model.rowHeightOverride = { _ in -1e300 }
    let table = try CellarHostTests.makeTable(model)
    table.estimatedRowHeight = 0  // every row is asked at load
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.heightWarnings.count == UITableView.heightWarningLimit)
    #expect(table.contentSize.height == 0)
  }

  /// Builds a laid-out table over a height model, with rows estimated at
  /// their real height (30), so sums are exact whatever is on screen.
  private func makeHeightTable(_ model: HeightModel) throws -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.estimatedRowHeight = 30
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    return table
  }
}
