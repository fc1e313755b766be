import CellarHost
import Foundation
import Testing

/// A 20-row table (44 points each, 880 in all) showing 3 rows, observed,
/// with three index titles. The table view holds the model and the observer
/// weakly: callers keep both to the end of their scope (not in a global,
/// whose objects' weak-reference side tables LeakSanitizer reports as leaked
/// at exit).
@MainActor
private func hostileTable(rows: Int = 20) throws -> (UITableView, ListModel, ScrollObserver) {
  let model = ListModel(rows: rows)
  model.indexTitles = ["A", "B", "C"]
  model.sectionForIndexTitle = { _, _ in 0 }
  let table = try makeTable(model, visibleRows: 3, delegate: false)
  let observer = ScrollObserver()
  observer.retained = model
  table.delegate = observer
  table.layoutIfNeeded()
  table.removeAllEvents()
  return (table, model, observer)
}

/// A delegate that starts a drag from `scrollViewDidEndDragging`.
@MainActor
private final class NestedOnEnd: UITableViewDelegate {
  var errors: [any Error] = []
  var ended = 0
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    do { try scrollView.dragToScroll(by: 44, velocity: 1) } catch { errors.append(error) }
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ended += 1 }
}

/// A delegate that taps the status bar again each time it is asked
/// whether to scroll to the top.
@MainActor
private final class TapsAgain: UITableViewDelegate {
  var nestedResults: [Bool] = []
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    nestedResults.append((try? scrollView.tapStatusBar()) ?? true)
    return true
  }
}

/// What a fresh table over the same rows shows at offset `y`.
@MainActor
private func freshContent(rows: Int = 20, at y: CGFloat) throws -> [String] {
  let model = ListModel(rows: rows)
  let table = try makeTable(model, visibleRows: 3)
  table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
  return withExtendedLifetime(model) { table.visibleContent }
}

/// NaN, infinite, huge and negative values given to the host's scrolling:
/// each works as UIKit would (clamped to the content) or throws a typed
/// error and changes nothing; never a trap, a hang or a NaN offset.
@MainActor
@Suite struct UITableViewScrollHostileTests {
  static let nonFinite: [CGFloat] = [.nan, .infinity, -.infinity, .signalingNaN]

  @Test("setContentOffset with NaN or ±infinity leaves a finite offset, laid out as a fresh table")
  func setContentOffsetNonFinite() throws {
    // A NaN component, or an infinite x, leaves that component as it was;
    // an infinite y goes to that edge.
    for value in Self.nonFinite {
      for point in [
        CGPoint(x: 0, y: value), CGPoint(x: value, y: 100), CGPoint(x: value, y: value),
      ] {
        let (table, model, observer) = try hostileTable()
        defer { withExtendedLifetime((model, observer)) {} }
        table.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        table.setContentOffset(point, animated: true)
        #expect(table.contentOffset.y.isFinite, "\(point)")
        #expect(table.contentOffset.x.isFinite, "\(point)")
        let expectedY: CGFloat =
          point.y.isNaN ? 200 : point.y == .infinity ? 748 : point.y == -.infinity ? 0 : point.y
        #expect(table.contentOffset.y == expectedY, "\(point)")
        #expect(table.contentOffset.x == 0, "\(point)")
        #expect(table.visibleContent == (try freshContent(at: table.contentOffset.y)), "\(point)")
        // The table still scrolls normally afterwards.
        try table.dragToScroll(by: 44)
        #expect(table.contentOffset.y.isFinite)
      }
    }
  }

  @Test("huge and negative offsets are clamped to the content")
  func setContentOffsetHuge() throws {
    let (table, model, observer) = try hostileTable()
    defer { withExtendedLifetime((model, observer)) {} }
    table.setContentOffset(CGPoint(x: 0, y: CGFloat.greatestFiniteMagnitude), animated: false)
    #expect(table.contentOffset.y == 748)
    table.setContentOffset(CGPoint(x: 0, y: -CGFloat.greatestFiniteMagnitude), animated: false)
    #expect(table.contentOffset.y == 0)
    #expect(table.visibleContent == (try freshContent(at: 0)))
  }

  @Test("a drag with a distance or velocity that is not finite throws and changes nothing")
  func dragNonFinite() throws {
    for value in Self.nonFinite {
      let (table, model, observer) = try hostileTable()
      defer { withExtendedLifetime((model, observer)) {} }
      table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
      observer.log.removeAll()
      let before = try TableState(table)
      #expect(throws: UITableView.ScrollError.self) { try table.dragToScroll(by: value) }
      #expect(throws: UITableView.ScrollError.self) {
        try table.dragToScroll(by: 10, velocity: value)
      }
      #expect(try TableState(table) == before)
      #expect(observer.log.isEmpty)
      #expect(!table.isDragging && !table.isDecelerating)
    }
  }

  @Test("huge distances and velocities stop at the edges of the content")
  func dragHuge() throws {
    let (table, model, observer) = try hostileTable()
    defer { withExtendedLifetime((model, observer)) {} }
    try table.dragToScroll(by: CGFloat.greatestFiniteMagnitude)
    #expect(table.contentOffset.y == 748)
    try table.dragToScroll(
      by: -CGFloat.greatestFiniteMagnitude, velocity: -CGFloat.greatestFiniteMagnitude)
    #expect(table.contentOffset.y == 0)
    try table.dragToScroll(by: 10, velocity: CGFloat.greatestFiniteMagnitude)
    #expect(table.contentOffset.y == 748)
    #expect(table.visibleContent == (try freshContent(at: 748)))
    #expect(!observer.log.contains { $0.contains("nan") })
  }

  @Test("steps below 1 throw; a huge step count is refused before any callback")
  func dragSteps() throws {
    for steps in [0, -1, Int.min, Int.max, UITableView.maximumDragSteps + 1] {
      let (table, model, observer) = try hostileTable()
      defer { withExtendedLifetime((model, observer)) {} }
      let before = try TableState(table)
      #expect(throws: UITableView.ScrollError.invalidDrag(distance: 10, velocity: 1, steps: steps))
      {
        try table.dragToScroll(by: 10, velocity: 1, steps: steps)
      }
      #expect(try TableState(table) == before)
      #expect(observer.log.isEmpty)
    }
    let (table, model, observer) = try hostileTable()
    defer { withExtendedLifetime((model, observer)) {} }
    try table.dragToScroll(by: 44, steps: UITableView.maximumDragSteps)
    #expect(abs(table.contentOffset.y - 44) < 0.001)
    #expect(observer.log.count > 1)
  }

  @Test("a NaN or out-of-range deceleration rate never sends the table anywhere but the content")
  func decelerationRateHostile() throws {
    for rate: CGFloat in [.nan, .infinity, -.infinity, -1, 2, 1] {
      let (table, model, observer) = try hostileTable()
      defer { withExtendedLifetime((model, observer)) {} }
      table.decelerationRate = UIScrollView.DecelerationRate(rawValue: rate)
      table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
      observer.log.removeAll()
      // No velocity: no deceleration, whatever the rate.
      try table.dragToScroll(by: 44)
      #expect(table.contentOffset.y == 344, "rate \(rate)")
      #expect(observer.log.contains("didEndDragging false"), "rate \(rate)")
      // A flick moves on in its direction, within the content.
      try table.dragToScroll(by: 0, velocity: 1)
      #expect(table.contentOffset.y >= 344 && table.contentOffset.y <= 748, "rate \(rate)")
      #expect(!observer.log.contains { $0.contains("nan") }, "rate \(rate)")
    }
  }

  @Test("a delegate setting a NaN or infinite target makes the drag stop where the finger lifts")
  func nonFiniteTarget() throws {
    for value in Self.nonFinite {
      let (table, model, observer) = try hostileTable()
      defer { withExtendedLifetime((model, observer)) {} }
      observer.targetOverride = { _ in CGPoint(x: value, y: value) }
      try table.dragToScroll(by: 88, velocity: 3)
      #expect(table.contentOffset.y == 88, "\(value)")
      #expect(observer.log.last == "didEndDragging false", "\(value)")
      #expect(table.contentOffset.x.isFinite)
      #expect(table.visibleContent == (try freshContent(at: 88)))
    }
  }

  @Test("tapping index titles far out of range throws the typed error and scrolls nothing")
  func indexTitleOutOfRange() throws {
    let (table, model, observer) = try hostileTable()
    defer { withExtendedLifetime((model, observer)) {} }
    table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    observer.log.removeAll()
    let before = try TableState(table)
    for index in [Int.min, -1, 3, Int.max] {
      #expect(throws: UITableView.ScrollError.sectionIndexTitleOutOfBounds(index: index, count: 3))
      {
        try table.tapSectionIndexTitle(at: index)
      }
    }
    #expect(try TableState(table) == before)
    #expect(observer.log.isEmpty)
  }

  @Test("a data source mapping a title to a section that does not exist throws IndexError")
  func indexTitleToMissingSection() throws {
    for section in [Int.min, -1, 1, Int.max] {
      let (table, model, observer) = try hostileTable()
      defer { withExtendedLifetime((model, observer)) {} }
      model.sectionForIndexTitle = { _, _ in section }
      table.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
      let before = try TableState(table)
      #expect(throws: UITableView.IndexError.self) { try table.tapSectionIndexTitle(at: 1) }
      #expect(try TableState(table) == before)
    }
  }

  @Test("duplicate, empty and thousands of index titles: each tap goes where the data source says")
  func hostileTitles() throws {
    let model = ListModel(rows: 2, sections: 50)
    model.indexTitles = ["A", "A", "", ""] + (0..<5000).map { "\($0 % 7)" }
    model.sectionForIndexTitle = { _, index in index % 50 }
    let table = try makeTable(model, visibleRows: 3)
    #expect(table.sectionIndexTitles?.count == 5004)
    for index in [0, 1, 2, 3, 4999, 5003] {
      #expect(try table.tapSectionIndexTitle(at: index) == index % 50)
    }
    #expect(throws: UITableView.ScrollError.sectionIndexTitleOutOfBounds(index: 5004, count: 5004))
    {
      try table.tapSectionIndexTitle(at: 5004)
    }
  }

  @Test("titles that change during the tap: the tap uses the titles it started with")
  func titlesChangeDuringTap() throws {
    let model = ListModel(rows: 6, sections: 5)
    model.indexTitles = ["A", "B", "C", "D", "E"]
    let table = try makeTable(model, visibleRows: 3)
    var seen: [String] = []
    model.sectionForIndexTitle = { title, index in
      seen.append(title)
      model.indexTitles = []
      table.reloadSectionIndexTitles()
      return index
    }
    defer { model.sectionForIndexTitle = nil }  // it holds the model: no cycle left
    #expect(try table.tapSectionIndexTitle(at: 4) == 4)
    #expect(seen == ["E"])
    #expect(table.sectionIndexTitles == nil)
    #expect(throws: UITableView.ScrollError.sectionIndexTitleOutOfBounds(index: 0, count: 0)) {
      try table.tapSectionIndexTitle(at: 0)
    }
  }

  @Test("a data source that reloads with fewer sections while it answers a tap: no trap")
  func reloadInsideSectionForTitle() throws {
    for reload in ["reloadData", "deleteSections"] {
      let model = ListModel(rows: 6, sections: 5)
      model.indexTitles = ["A", "B", "C", "D", "E"]
      let table = try makeTable(model, visibleRows: 3)
      model.sectionForIndexTitle = { _, index in
        model.sections = [model.sections[0]]
        model.indexTitles = ["A"]
        if reload == "reloadData" {
          table.reloadData()
        } else {
          table.deleteSections(IndexSet(1..<5), with: .none)
        }
        return index
      }
      defer { model.sectionForIndexTitle = nil }  // it holds the model: no cycle left
      let outcome = Result { try table.tapSectionIndexTitle(at: 4) }
      if case .success(let section) = outcome {
        Issue.record("\(reload): scrolled to section \(section) of \(table.numberOfSections)")
      }
      #expect(table.numberOfSections == 1, "\(reload)")
      #expect(table.contentOffset.y == 0, "\(reload)")
      table.layoutIfNeeded()
      #expect(table.visibleContent == ["0-0:s0r0", "0-1:s0r1", "0-2:s0r2"], "\(reload)")
      #expect(table.sectionIndexTitles == ["A"], "\(reload)")
    }
  }

  @Test("a drag started from inside didScroll is refused; the outer drag ends normally")
  func nestedDrag() throws {
    let (table, model, observer) = try hostileTable()
    defer { withExtendedLifetime((model, observer)) {} }
    var nestedErrors: [any Error] = []
    var attempts = 0
    observer.onDidScroll = { tableView in
      attempts += 1
      do {
        try tableView.dragToScroll(by: 44, velocity: 1)
      } catch {
        nestedErrors.append(error)
      }
    }
    try table.dragToScroll(by: 88, velocity: 0, steps: 2)
    #expect(attempts == 2)
    #expect(nestedErrors.count == 2)
    #expect(
      nestedErrors.allSatisfy { ($0 as? UITableView.ScrollError) == .dragInProgress })
    #expect(table.contentOffset.y == 88)
    #expect(!table.isDragging && !table.isDecelerating)
    #expect(
      observer.log.filter { !$0.hasPrefix("didScroll") } == [
        "willBeginDragging", "willEndDragging v=0.0 target=88", "didEndDragging false",
      ])
  }

  @Test("a drag started from didEndDragging, between the drag and its deceleration, is refused")
  func dragFromDidEndDragging() throws {
    let (table, model, observer) = try hostileTable()
    defer { withExtendedLifetime((model, observer)) {} }
    let nested = NestedOnEnd()
    table.delegate = nested
    try table.dragToScroll(by: 88, velocity: 1, steps: 2)
    #expect(nested.errors.count == 1)
    #expect((nested.errors.first as? UITableView.ScrollError) == .dragInProgress)
    #expect(nested.ended == 1)
    #expect(!table.isDragging && !table.isDecelerating)
    // Once the drag has returned, a new one is fine.
    try table.dragToScroll(by: -44)
  }

  @Test("a status bar tap asked for while the first is being answered is refused, not recursed")
  func tapFromShouldScrollToTop() throws {
    let (table, model, observer) = try hostileTable()
    defer { withExtendedLifetime((model, observer)) {} }
    table.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    let delegate = TapsAgain()
    table.delegate = delegate
    #expect(try table.tapStatusBar())
    #expect(delegate.nestedResults == [false])
    #expect(table.contentOffset.y == 0)
  }

  @Test("a status bar tap or a scroll from inside didScroll works, with finite offsets")
  func programmaticScrollInsideDidScroll() throws {
    let (table, model, observer) = try hostileTable()
    defer { withExtendedLifetime((model, observer)) {} }
    var once = true
    observer.onDidScroll = { tableView in
      guard once else { return }
      once = false
      _ = try? tableView.tapStatusBar()
    }
    try table.dragToScroll(by: 200, velocity: 0, steps: 2)
    #expect(table.contentOffset.y.isFinite)
    #expect(table.visibleContent == (try freshContent(at: table.contentOffset.y)))
  }
}
