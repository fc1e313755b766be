import CellarHost
import CellarTestSupport
import Foundation
import Testing

@MainActor
@Suite struct UITableViewLayoutTests {
  @Test("the first layout reads counts, then per visible row asks height, cell, and willDisplay")
  func loadTrace() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model, visibleRows: 3)
    #expect(
      table.trace([
        "numberOfSections", "numberOfRowsInSection", "heightForRowAt", "cellForRowAt",
        "willDisplay",
      ])
        == [
          "numberOfSections", "numberOfRowsInSection 0",
          "heightForRowAt [0, 0]", "cellForRowAt [0, 0]", "willDisplay [0, 0]",
          "heightForRowAt [0, 1]", "cellForRowAt [0, 1]", "willDisplay [0, 1]",
          "heightForRowAt [0, 2]", "cellForRowAt [0, 2]", "willDisplay [0, 2]",
        ])
    #expect(table.indexPathsForVisibleRows == [ip(0, 0), ip(0, 1), ip(0, 2)])
    #expect(table.contentSize.height == 440)
  }
}

@MainActor
@Suite struct UITableViewScrollingTests {
  @Test("a scroll step ends the rows that left before displaying the rows that entered")
  func scrollTrace() throws {
    let model = ListModel(rows: 20)
    let table = try makeTable(model, visibleRows: 3)
    table.removeAllEvents()
    table.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    #expect(
      table.trace([
        "didEndDisplaying", "heightForRowAt", "cellForRowAt", "prepareForReuse", "willDisplay",
      ])
        == [
          "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]",
          "heightForRowAt [0, 3]", "cellForRowAt [0, 3]", "prepareForReuse Cell",
          "willDisplay [0, 3]",
          "heightForRowAt [0, 4]", "cellForRowAt [0, 4]", "prepareForReuse Cell",
          "willDisplay [0, 4]",
        ])
    #expect(table.indexPathsForVisibleRows == [ip(0, 2), ip(0, 3), ip(0, 4)])
  }

  @Test("a partially visible row counts as visible")
  func partialRows() throws {
    let model = ListModel(rows: 20)
    let table = try makeTable(model, visibleRows: 3)
    table.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
    #expect(table.indexPathsForVisibleRows == [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3)])
  }

  @Test(
    "scrolling a long table keeps cells bounded and never displays a cell twice",
    arguments: [7, 30, 44, 130])
  func reuseIsBounded(step: Int) throws {
    let model = ListModel(rows: 300, sections: 2)
    let table = try makeTable(model, visibleRows: 10)
    var offset = 0.0
    while offset < table.contentSize.height {
      offset += Double(step)
      table.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      let cells = table.visibleCells.map(ObjectIdentifier.init)
      #expect(Set(cells).count == cells.count)
      #expect(cells.count <= 11)
    }
    let metrics = try #require(table.metrics.cells["Cell"])
    #expect(metrics.created <= 12)
    #expect(metrics.displays - metrics.endDisplays == table.visibleCells.count)
    #expect(metrics.created == metrics.pooled + table.visibleCells.count)
  }

  @Test("the offset is clamped to the content")
  func clamping() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model, visibleRows: 5)
    table.setContentOffset(CGPoint(x: 0, y: 10_000), animated: false)
    #expect(table.contentOffset.y == 220)
    table.setContentOffset(CGPoint(x: 0, y: -50), animated: false)
    #expect(table.contentOffset.y == 0)
  }

  @Test(
    "scrollToRow puts the row at the requested position",
    arguments: [
      (UITableView.ScrollPosition.top, 440 as CGFloat), (.middle, 352), (.bottom, 264),
      (.none, 264),
    ])
  func scrollToRow(position: UITableView.ScrollPosition, offset: CGFloat) throws {
    let model = ListModel(rows: 40)
    let table = try makeTable(model, visibleRows: 5)
    table.scrollToRow(at: ip(0, 10), at: position, animated: false)
    #expect(table.contentOffset.y == offset)
    #expect(table.indexPathsForVisibleRows?.contains(ip(0, 10)) == true)
  }

  @Test("scrolling to a row that does not exist throws UIKit's message and changes nothing")
  func scrollToMissingRow() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model, visibleRows: 2)
    let before = try TableState(table)
    let row = UIKitException.catching {
      table.scrollToRow(at: ip(0, 3), at: .top, animated: false)
    }
    #expect(
      row?.reason
        == "Attempted to scroll the table view to an out-of-bounds row (3) when there are only 3 rows in section 0."
    )
    let section = UIKitException.catching {
      table.scrollToRow(at: ip(2, 0), at: .top, animated: false)
    }
    #expect(
      section?.reason
        == "Attempted to scroll the table view to an out-of-bounds section (2) when there are only 1 sections."
    )
    #expect(try TableState(table) == before)
  }

  @Test("asking the rows of a section that does not exist answers 0")
  func numberOfRowsOutOfBounds() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    #expect(table.numberOfRows(inSection: 4) == 0)
    #expect(table.numberOfRows(inSection: -1) == 0)
  }
}

@MainActor
@Suite struct UITableViewGeometryTests {
  @Test("row rects, lookups by point and content size come from the row heights")
  func lookups() throws {
    let model = ListModel(rows: 4, sections: 2)
    model.rowHeightOverride = { CGFloat(20 + 10 * $0.row) }
    let table = try makeTable(model, visibleRows: 20)
    #expect(table.rectForRow(at: ip(0, 2)) == CGRect(x: 0, y: 50, width: 320, height: 40))
    #expect(table.rectForRow(at: ip(1, 0)) == CGRect(x: 0, y: 140, width: 320, height: 20))
    #expect(table.rectForRow(at: ip(3, 0)) == .zero)
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 55)) == ip(0, 2))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 140)) == ip(1, 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 400)) == nil)
    #expect(
      table.indexPathsForRows(in: CGRect(x: 0, y: 45, width: 1, height: 100)) == [
        ip(0, 1), ip(0, 2), ip(0, 3), ip(1, 0),
      ])
    #expect(table.contentSize.height == 280)
    let cell = try #require(table.cellForRow(at: ip(1, 1)))
    #expect(table.indexPath(for: cell) == ip(1, 1))
  }

  @Test("self-sizing rows are measured from their cells as they appear, replacing estimates")
  func selfSizing() throws {
    let texts: [String] = (0..<30).map { $0 % 2 == 0 ? "one" : "two\nlines" }
    let model = ListModel([texts])
    let table = try makeTable(model, visibleRows: 5, rowHeight: UITableView.automaticDimension)
    #expect(table.rectForRow(at: ip(0, 0)).height == 44)
    #expect(table.rectForRow(at: ip(0, 1)).height == 64)
    // Unmeasured rows keep the 44-point default estimate.
    #expect(table.rectForRow(at: ip(0, 29)).height == 44)
    let measured = table.indexPathsForVisibleRows ?? []
    #expect(measured == [ip(0, 0), ip(0, 1), ip(0, 2), ip(0, 3), ip(0, 4)])
    let expected: CGFloat = 44 * 25 + 44 + 64 + 44 + 64 + 44
    #expect(table.contentSize.height == expected)
  }

  @Test("with estimation off, every row's height is asked when the table loads")
  func noEstimates() throws {
    let model = ListModel(rows: 6)
    model.rowHeightOverride = { _ in 30 }
    let table = try makeTable(model, layout: false)
    table.estimatedRowHeight = 0
    table.delegate = model
    table.layoutIfNeeded()
    #expect(table.trace(["heightForRowAt"]).count >= 6)
    #expect(table.contentSize.height == 180)
  }

  @Test("titled headers and footers are shown, sized to their titles, and recycled")
  func titledSections() throws {
    let model = ListModel(rows: 2, sections: 3)
    model.headers = ["First", nil, "Third"]
    model.footers = [nil, "Note", nil]
    let table = try makeTable(model, visibleRows: 20)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")
    #expect(table.headerView(forSection: 1) == nil)
    #expect(table.footerView(forSection: 1)?.textLabel?.text == "Note")
    #expect(table.rectForHeader(inSection: 0).height == 28)
    #expect(table.rectForRow(at: ip(0, 0)).minY == 28)
    #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 116, width: 320, height: 116))
    #expect(
      table.trace(["willDisplayHeaderView", "willDisplayFooterView"]) == [
        "willDisplayHeaderView 0", "willDisplayFooterView 1", "willDisplayHeaderView 2",
      ])
    table.removeAllEvents()
    table.reloadData()
    #expect(
      table.trace(["didEndDisplayingHeaderView", "didEndDisplayingFooterView"]) == [
        "didEndDisplayingHeaderView 0", "didEndDisplayingHeaderView 2",
        "didEndDisplayingFooterView 1",
      ])
    #expect(table.metrics.headerFooterViews[""]?.pooled == 3)
  }

  @Test("a custom header view wins over the title and is sized to its content")
  func customHeader() throws {
    let model = ListModel(rows: 2)
    model.headers = ["Title"]
    model.headerView = { table, _ in
      let view = table.dequeueReusableHeaderFooterView(withIdentifier: "H")
      view?.textLabel?.text = "Custom\nheader"
      return view
    }
    let table = try makeTable(model, layout: false)
    table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "H")
    table.layoutIfNeeded()
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "Custom\nheader")
    #expect(table.rectForHeader(inSection: 0).height == 48)
    #expect(table.rectForRow(at: ip(0, 0)).minY == 48)
    #expect(table.render() == "# Custom\n# header\n  s0r0\n  s0r1")
  }

  @Test("reloadData ends every display and clears the selection, then rebuilds at the next layout")
  func reloadDataTrace() throws {
    let model = ListModel(rows: 5)
    let table = try makeTable(model, visibleRows: 2)
    table.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
    table.removeAllEvents()
    model.sections[0] = ["x", "y", "z"]
    table.reloadData()
    #expect(
      table.trace(["didEndDisplaying", "numberOfSections", "numberOfRowsInSection", "cellForRowAt"])
        == [
          "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "numberOfSections",
          "numberOfRowsInSection 0",
        ])
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.indexPathsForVisibleRows == nil)
    #expect(table.numberOfRows(inSection: 0) == 3)
    table.layoutIfNeeded()
    #expect(table.visibleContent == ["0-0:x", "0-1:y"])
    #expect(table.updateLog.last?.kind == .reloadData)
  }

  @Test("shrinking content on reload pulls the offset back")
  func reloadShrinks() throws {
    let model = ListModel(rows: 30)
    let table = try makeTable(model, visibleRows: 5)
    table.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
    model.sections[0] = ["a", "b", "c", "d", "e", "f"]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.contentOffset.y == 44)
    #expect(table.indexPathsForVisibleRows == [ip(0, 1), ip(0, 2), ip(0, 3), ip(0, 4), ip(0, 5)])
  }
}

@MainActor
@Suite struct UITableViewScrollPropertyTests {
  @Test("random scrolls over self-sizing rows and titled sections keep the viewport consistent")
  func randomScrolls() throws {
    for seed in SeededRandom.seeds(300, base: 0x5C801) {
      try withSeed(seed, "random scrolls") { random in
        let sections = (0..<(1 + random.int(5))).map { section in
          (0..<random.int(30)).map { row in
            Array(repeating: "line", count: 1 + random.int(3)).joined(separator: "\n")
              + " \(section).\(row)"
          }
        }
        let model = ListModel(sections)
        model.headers = sections.indices.map { random.chance(0.5) ? "Header \($0)" : nil }
        model.footers = sections.indices.map { random.chance(0.3) ? "Footer \($0)" : nil }
        let table = try makeTable(
          model, visibleRows: 1 + random.int(6), rowHeight: UITableView.automaticDimension,
          delegate: random.chance(0.5))
        for _ in 0..<20 {
          let y = Double(random.int(Int(table.contentSize.height) + 50)) - 25
          table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
          let top = table.contentOffset.y
          let viewport = CGRect(x: 0, y: top, width: 320, height: table.viewportSize.height)
          let visible = table.indexPathsForVisibleRows ?? []
          try #require(visible == table.indexPathsForRows(in: viewport), "offset \(top)")
          for path in visible {
            let cell = try #require(table.cellForRow(at: path))
            try #require(table.rectForRow(at: path).height == cell.sizeThatFits(width: 320))
            try #require(cell.textLabel?.text == sections[path.section][path.row])
          }
          let cells = table.visibleCells.map(ObjectIdentifier.init)
          try #require(Set(cells).count == cells.count)
          let metrics = table.metrics.cells["Cell"] ?? UITableView.ReuseMetrics()
          try #require(metrics.created == metrics.pooled + cells.count)
          for section in visible.map(\.section) {
            let title = model.headers[section]
            try #require(table.headerView(forSection: section)?.textLabel?.text == title)
          }
        }
      }
    }
  }
}

/// A cell whose height depends on the width it is laid out at.
@MainActor
final class WidthCell: UITableViewCell {
  override func sizeThatFits(width: CGFloat) -> CGFloat { width < 200 ? 88 : 44 }
}

@MainActor
@Suite struct UITableViewResizingTests {
  @Test("a new width re-measures the displayed self-sizing rows at the next layout")
  func widthChange() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model, layout: false)
    table.rowHeight = UITableView.automaticDimension
    table.register(WidthCell.self, forCellReuseIdentifier: "Cell")
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: ip(0, 0)).height == 44)
    table.viewportSize = CGSize(width: 150, height: 220)
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: ip(0, 0)).height == 88)
    #expect(table.indexPathsForVisibleRows == [ip(0, 0), ip(0, 1), ip(0, 2)])
  }
}

/// A delegate that gives estimates only.
@MainActor
private final class EstimatingDelegate: UITableViewDelegate {
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  {
    100
  }
}

@MainActor
@Suite struct UITableViewSupplementaryAndMetricsTests {
  @Test("a header stays displayed while its section is in view and ends when it leaves")
  func stickyHeaders() throws {
    let model = ListModel(rows: 10, sections: 3)
    model.headers = ["A", "B", "C"]
    let table = try makeTable(model, visibleRows: 4)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
    table.removeAllEvents()
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "B")
    #expect(table.trace(["willDisplayHeaderView"]) == ["willDisplayHeaderView 1"])
    table.removeAllEvents()
    table.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    #expect(table.headerView(forSection: 0) == nil)
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "B")
    #expect(
      table.trace(["willDisplayHeaderView", "didEndDisplayingHeaderView"]) == [
        "didEndDisplayingHeaderView 0"
      ])
    #expect(table.metrics.headerFooterViews[""]?.created == 2)
  }

  @Test("estimates from the delegate size the content until rows are measured")
  func delegateEstimates() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model, layout: false)
    let estimating = EstimatingDelegate()
    table.delegate = estimating
    table.rowHeight = 44
    table.layoutIfNeeded()
    // Rows 0...4 are measured at 44 points; the other five are estimated at 100.
    #expect(table.contentSize.height == CGFloat(5 * 44 + 5 * 100))
    #expect(table.trace(["estimatedHeightForRowAt"]).count == 10)
  }

  @Test("metrics count creations, dequeues, reuses, configurations and displays")
  func metricsCount() throws {
    let model = ListModel(rows: 20)
    let table = try makeTable(model, visibleRows: 2)
    table.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    table.reconfigureRows(at: [ip(0, 2)])
    let metrics = try #require(table.metrics.cells["Cell"])
    #expect(
      metrics
        == {
          var expected = UITableView.ReuseMetrics()
          expected.created = 2
          expected.dequeues = 5
          expected.reuses = 2
          expected.prepareForReuseCalls = 2
          expected.configurations = 4
          expected.reconfigurations = 1
          expected.displays = 4
          expected.endDisplays = 2
          expected.pooled = 0
          return expected
        }())
    table.resetMetrics()
    #expect(table.metrics.cells["Cell"]?.created == 0)
  }

  @Test("beginUpdates and endUpdates make one batch")
  func beginEnd() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    table.beginUpdates()
    model.sections[0].removeFirst()
    table.deleteRows(at: [ip(0, 0)], with: .fade)
    #expect(table.hasUncommittedUpdates)
    table.endUpdates()
    #expect(!table.hasUncommittedUpdates)
    #expect(table.visibleContent == ["0-0:s0r1", "0-1:s0r2"])
    #expect(table.updateLog.count == 1)
  }
}

@MainActor
@Suite struct UITableViewStyleTests {
  @Test("in the grouped style a header scrolls away with its rows")
  func groupedHeaders() throws {
    let model = ListModel(rows: 10, sections: 2)
    model.headers = ["A", "B"]
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 176), style: .grouped)
    table.rowHeight = 44
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    #expect(table.style == .grouped)
    #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
    table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(table.headerView(forSection: 0) == nil)
    #expect(table.render().hasPrefix("  s0r1"))
    let plain = try makeTable(model, visibleRows: 4)
    plain.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(plain.headerView(forSection: 0)?.textLabel?.text == "A")
    #expect(plain.render().hasPrefix("# A\n  s0r1"))
  }
}
