import CellarHost
import Testing
@_spi(Facade) import UIKit

private func rows(_ count: Int, _ prefix: String = "Row") -> [String] {
  (0..<count).map { "\(prefix) \($0)" }
}

@MainActor
@Suite("UIKit facade: UITableView cells, layout and scrolling")
struct TableFacadeTests {
  @Test("register and dequeue hand out the registered UIKit class, which the table displays")
  func registerAndDequeue() throws {
    let recorder = TableRecorder(sections: [["Milk", "Eggs", "Bread"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    #expect(table.visibleCells.count == 3)
    #expect(table.visibleCells.allSatisfy { $0 is RecordingCell })
    let cell = try #require(table.cellForRow(at: rowPath(1)))
    #expect(cell === recorder.cellsByPath[rowPath(1)])
    #expect(table.indexPath(for: cell) == rowPath(1))
    #expect(cell.reuseIdentifier == "Cell")
    #expect(cell.textLabel?.text == "Eggs")
    #expect(table.indexPathsForVisibleRows == [rowPath(0), rowPath(1), rowPath(2)])
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.rectForRow(at: rowPath(2)) == CGRect(x: 0, y: 88, width: 320, height: 44))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == rowPath(1))
    #expect(table.contentSize == CGSize(width: 320, height: 132))
    #expect(table.host.render().contains("Eggs"))
    #expect(recorder.argumentProblems.isEmpty)
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("the first layout asks counts, heights, cells and willDisplay in UIKit's order")
  func firstLayoutOrder() {
    let recorder = TableRecorder(sections: [["A", "B"]])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    let names = recorder.log.map(\.description)
    let cellFor = names.firstIndex(of: "cellForRowAt [0, 0]")
    let willDisplay = names.firstIndex(of: "willDisplay [0, 0]")
    #expect(names.first == "numberOfSections")
    #expect(cellFor != nil && willDisplay != nil && cellFor! < willDisplay!)
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("scrolling recycles UIKit cells through prepareForReuse, with matching display calls")
  func scrollingReuses() throws {
    let recorder = TableRecorder(sections: [rows(40)])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    let firstCells = Set(table.visibleCells.map(ObjectIdentifier.init))
    table.setContentOffset(CGPoint(x: 0, y: 44 * 10), animated: false)
    #expect(table.contentOffset.y == 440)
    #expect(table.bounds.origin.y == 440)
    #expect(table.indexPathsForVisibleRows?.first == rowPath(10))
    let laterCells = Set(table.visibleCells.map(ObjectIdentifier.init))
    #expect(!firstCells.isDisjoint(with: laterCells), "cells are reused, not made anew")
    #expect(recorder.log.contains { $0.name == "prepareForReuse" })
    #expect(recorder.log.contains { $0.name == "didEndDisplaying" })
    for cell in table.visibleCells {
      let recording = try #require(cell as? RecordingCell)
      #expect(table.indexPath(for: cell) == recording.configuredPath)
      #expect(cell.textLabel?.text == "Row \(recording.configuredPath?.row ?? -1)")
    }
    #expect(recorder.argumentProblems.isEmpty)
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("an animated programmatic scroll ends with scrollViewDidEndScrollingAnimation")
  func animatedScroll() {
    let recorder = TableRecorder(sections: [rows(40)])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    recorder.log.removeAll()
    table.host.removeAllEvents()
    table.scrollToRow(at: rowPath(20), at: .top, animated: true)
    #expect(table.contentOffset.y == 880)
    #expect(recorder.log.first?.name == "scrollViewDidScroll")
    #expect(recorder.log.last?.name == "scrollViewDidEndScrollingAnimation")
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("a user drag reaches the UIKit delegate, which may move the target through the pointer")
  func dragRetargets() throws {
    let recorder = TableRecorder(sections: [rows(60)])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    recorder.log.removeAll()
    table.host.removeAllEvents()
    recorder.targetOffsetOverride = CGPoint(x: 0, y: 44 * 7)
    try table.host.dragToScroll(by: 200, velocity: 1.5)
    #expect(table.contentOffset.y == 308)
    #expect(!table.isDragging && !table.isTracking && !table.isDecelerating)
    #expect(recorder.velocities.count == 1)
    #expect(recorder.log.first?.name == "scrollViewWillBeginDragging")
    #expect(recorder.log.contains { $0.name == "scrollViewWillEndDragging" })
    #expect(recorder.log.contains { $0.name == "scrollViewDidEndDragging" })
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("a status-bar tap asks scrollViewShouldScrollToTop, and honours a refusal")
  func scrollToTop() throws {
    let recorder = TableRecorder(sections: [rows(40)])
    let table = recorder.makeTable()
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    recorder.allowsScrollToTop = false
    #expect(try table.host.tapStatusBar() == false)
    #expect(table.contentOffset.y == 300)
    recorder.allowsScrollToTop = true
    #expect(try table.host.tapStatusBar())
    #expect(table.contentOffset.y == 0)
    #expect(recorder.log.last?.name == "scrollViewDidScrollToTop")
    table.scrollsToTop = false
    #expect(table.host.scrollsToTop == false)
    #expect(recorder.log == recorder.hostEvents)
  }

  @Test("prefetching reaches the UIKit prefetch data source with the host's rows")
  func prefetching() {
    let recorder = TableRecorder(sections: [rows(60)])
    let table = recorder.makeTable()
    table.layoutIfNeeded()
    table.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    table.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(recorder.log.contains { $0.name == "prefetchRowsAt" })
    #expect(recorder.log.contains { $0.name == "cancelPrefetchingForRowsAt" })
    #expect(recorder.log == recorder.hostEvents)
    table.isPrefetchingEnabled = false
    #expect(table.host.isPrefetchingEnabled == false)
  }

  @Test("a cell the data source makes itself (legacy dequeue) is carried and recycled")
  func legacyCells() throws {
    let source = LegacySource(count: 30)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    table.dataSource = source
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: rowPath(0)))
    #expect(cell.reuseIdentifier == "Legacy")
    #expect(cell.detailTextLabel?.text == "detail 0")
    #expect(source.created == table.visibleCells.count, "self-sized two-line rows of 64 points")
    table.setContentOffset(CGPoint(x: 0, y: 64 * 10), animated: false)
    #expect(
      source.created <= 6, "recycled cells come back from dequeueReusableCell(withIdentifier:)")
    let first = try #require(table.indexPathsForVisibleRows?.first)
    #expect(first.row >= 10)
    #expect(table.host.render().contains("detail \(first.row)"))
  }

  @Test("content configurations and accessories render through the host")
  func contentConfiguration() throws {
    let source = ConfigurationSource()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.layoutIfNeeded()
    let text = table.host.render()
    #expect(text.contains("Title"))
    #expect(text.contains("Subtitle"))
    #expect(text.contains("✓"))
    let cell = try #require(table.cellForRow(at: rowPath(0)))
    let configuration = try #require(cell.contentConfiguration as? UIListContentConfiguration)
    #expect(configuration.secondaryText == "Subtitle")
    #expect(cell.defaultContentConfiguration().text == nil)
  }

  @Test("a data source that goes away leaves an empty table, as UIKit's weak reference does")
  func weakDataSource() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    do {
      let source = LegacySource(count: 3)
      table.dataSource = source
      table.layoutIfNeeded()
      #expect(table.visibleCells.count == 3)
    }
    #expect(table.dataSource == nil)
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 0)
    #expect(table.visibleCells.isEmpty)
  }

  @Test("frame and style reach the host; UITableView(frame:) is plain")
  func frameAndStyle() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(table.style == .plain)
    #expect(table.host.viewportSize == CGSize(width: 200, height: 100))
    table.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
    #expect(table.host.viewportSize == CGSize(width: 300, height: 150))
    let grouped = UITableView(frame: .zero, style: .insetGrouped)
    #expect(grouped.style == .insetGrouped)
    #expect(UITableView.automaticDimension == Headless.UITableView.automaticDimension)
    table.rowHeight = 60
    table.estimatedRowHeight = 50
    table.sectionHeaderHeight = 20
    table.sectionFooterHeight = 10
    table.estimatedSectionHeaderHeight = 21
    table.estimatedSectionFooterHeight = 11
    #expect(table.host.rowHeight == 60 && table.host.estimatedRowHeight == 50)
    #expect(table.host.sectionHeaderHeight == 20 && table.host.sectionFooterHeight == 10)
    #expect(table.host.estimatedSectionHeaderHeight == 21)
    #expect(table.host.estimatedSectionFooterHeight == 11)
  }
}

/// A data source of the legacy kind: no registration, cells made when the
/// dequeue has none.
final class LegacySource: NSObject, UITableViewDataSource {
  let count: Int
  var created = 0

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Legacy")
      ?? {
        created += 1
        return UITableViewCell(style: .subtitle, reuseIdentifier: "Legacy")
      }()
    cell.textLabel?.text = "Row \(indexPath.row)"
    cell.detailTextLabel?.text = "detail \(indexPath.row)"
    return cell
  }
}

/// A data source that configures cells through content configurations.
final class ConfigurationSource: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Title"
    content.secondaryText = "Subtitle"
    cell.contentConfiguration = content
    cell.accessoryType = indexPath.row == 0 ? .checkmark : .none
    return cell
  }
}
