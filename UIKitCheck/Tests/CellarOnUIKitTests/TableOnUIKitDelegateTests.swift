import Cellar
import CellarHost
import Foundation
import Testing
import UIKit

/// Every `UITableViewDelegate` (and `UIScrollViewDelegate`) method Cellar's
/// UIKit coordinator implements, exercised so that a signature that
/// drifted from UIKit's fails a test.
@MainActor
@Suite("Cellar on UIKit: the table's delegate")
struct TableOnUIKitDelegateTests {
  @Test("heightForRowAt and estimatedHeightForRowAt give a row's own height, else the table view's")
  func rowHeights() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(id: "s") {
        Row<NameCell>(model: "tall", id: 0, height: 90)
        Row<NameCell>(model: "plain", id: 1)
      }
    }
    let delegate = try #require(view.delegate)
    #expect(delegate.tableView(view, heightForRowAt: rowPath(0)) == 90)
    #expect(delegate.tableView(view, estimatedHeightForRowAt: rowPath(0)) == 90)
    #expect(delegate.tableView(view, heightForRowAt: rowPath(1)) == 44)
    view.layoutIfNeeded()
    #expect(view.rectForRow(at: rowPath(1)) == CGRect(x: 0, y: 90, width: 320, height: 44))
  }

  @Test("heightForHeaderInSection and heightForFooterInSection give the sections' heights")
  func headerHeights() throws {
    let (table, view) = makeUIKitTable()
    view.sectionHeaderHeight = 28
    view.sectionFooterHeight = 18
    try table.update {
      Section(id: "s", header: .title("Head", height: 40), footer: .title("Foot", height: 24)) {
        Row<NameCell>(model: "a", id: "a")
      }
      Section(id: "t", header: .title("Default")) { Row<NameCell>(model: "b", id: "b") }
    }
    let delegate = try #require(view.delegate)
    #expect(delegate.tableView(view, heightForHeaderInSection: 0) == 40)
    #expect(delegate.tableView(view, heightForFooterInSection: 0) == 24)
    #expect(delegate.tableView(view, heightForHeaderInSection: 1) == 28)
  }

  @Test("viewForHeaderInSection and viewForFooterInSection give configured typed views")
  func headerViews() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(
        id: "s", header: .view(BannerView.self, model: "Top", height: 30),
        footer: .view(BannerView.self, model: "Bottom", height: 20)
      ) { Row<NameCell>(model: "a", id: "a") }
      Section(id: "titled", header: .title("Plain")) { Row<NameCell>(model: "b", id: "b") }
    }
    let delegate = try #require(view.delegate)
    let header = try #require(delegate.tableView(view, viewForHeaderInSection: 0) as? BannerView)
    #expect(header.shown == "Top")
    let footer = try #require(delegate.tableView(view, viewForFooterInSection: 0) as? BannerView)
    #expect(footer.shown == "Bottom")
    #expect(delegate.tableView(view, viewForHeaderInSection: 1) == nil)
    view.layoutIfNeeded()
    #expect((view.headerView(forSection: 0) as? BannerView)?.shown == "Top")
  }

  @Test("willDisplay and didEndDisplaying run the rows' hooks and the cells' own")
  func rowDisplay() throws {
    let (table, view) = makeUIKitTable(height: 88)
    let log = CallLog()
    try table.update {
      Section(id: "s") {
        for index in 0..<6 {
          Row<NameCell>(model: "r\(index)", id: index)
            .onWillDisplay { model, _ in log.add("show \(model)") }
            .onDidEndDisplaying { model, _ in log.add("hide \(model)") }
        }
      }
    }
    view.layoutIfNeeded()
    #expect(log.entries == ["show r0", "show r1"])
    let first = try #require(view.cellForRow(at: rowPath(0)) as? NameCell)
    #expect(first.willDisplayModels == ["r0"])
    view.setContentOffset(CGPoint(x: 0, y: 44 * 4), animated: false)
    view.layoutIfNeeded()
    #expect(log.entries.contains("hide r0"))
    #expect(log.entries.contains("show r4"))
    #expect(first.hiddenModels.contains("r0"))
  }

  @Test("willDisplayHeaderView, didEndDisplayingHeaderView and the footer pair run the hooks")
  func headerDisplay() throws {
    let (table, view) = makeUIKitTable(height: 100)
    let log = CallLog()
    func section(_ index: Int) -> Section {
      Section(
        id: index,
        header: .view(BannerView.self, model: "H\(index)", height: 20)
          .onWillDisplay { _, section in log.add("show header \(section)") }
          .onDidEndDisplaying { _, section in log.add("hide header \(section)") },
        footer: .view(BannerView.self, model: "F\(index)", height: 20)
          .onWillDisplay { _, section in log.add("show footer \(section)") }
          .onDidEndDisplaying { _, section in log.add("hide footer \(section)") }
      ) { Row<NameCell>(model: "r\(index)", id: index) }
    }
    try table.update(with: (0..<5).map(section))
    view.layoutIfNeeded()
    #expect(log.entries.contains("show header 0"))
    #expect(log.entries.contains("show footer 0"))
    view.setContentOffset(CGPoint(x: 0, y: 84 * 3), animated: false)
    view.layoutIfNeeded()
    #expect(log.entries.contains("hide header 0"))
    #expect(log.entries.contains("hide footer 0"))
  }

  @Test("didSelectRowAt runs the row's action, didDeselectRowAt its deselect action")
  func selection() throws {
    let (table, view) = makeUIKitTable()
    let log = CallLog()
    try table.update {
      Section(id: "s") {
        for name in ["a", "b"] {
          Row<NameCell>(model: name, id: name) { model, path in
            log.add("select \(model) \(path.row)")
          }
          .deselectAction { model, _ in log.add("deselect \(model)") }
        }
      }
    }
    view.layoutIfNeeded()
    try view.tapRow(at: rowPath(0))
    try view.tapRow(at: rowPath(1))
    #expect(log.entries == ["select a 0", "deselect a", "select b 1"])
    #expect(view.indexPathsForSelectedRows == [rowPath(1)])
  }

  @Test("editingStyleForRowAt is .delete for rows with a delete handler, else .none")
  func editingStyle() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(id: "s") {
        Row<NameCell>(model: "a", id: "a").onDelete { _, _ in }
        Row<NameCell>(model: "b", id: "b").canEdit(true)
      }
    }
    let delegate = try #require(view.delegate)
    #expect(delegate.tableView(view, editingStyleForRowAt: rowPath(0)) == .delete)
    #expect(delegate.tableView(view, editingStyleForRowAt: rowPath(1)) == .none)
  }

  @Test("leading and trailing swipe configurations carry the rows' actions, run as callbacks")
  func swipeActions() throws {
    let (table, view) = makeUIKitTable()
    let log = CallLog()
    try table.update {
      Section(id: "s") {
        Row<NameCell>(model: "a", id: "a")
          .leadingSwipeActions([
            SwipeAction(title: "Pin") { model, path in
              log.add("pin \(model) \(path.row)")
              return true
            }
          ])
          .trailingSwipeActions([
            SwipeAction(title: "Archive", style: .destructive) { model, _ in
              log.add("archive \(model)")
              return false
            },
            SwipeAction(title: "Flag") { _, _ in true },
          ])
        Row<NameCell>(model: "b", id: "b")
      }
    }
    view.layoutIfNeeded()
    let delegate = try #require(view.delegate)
    let leading = try #require(
      delegate.tableView(view, leadingSwipeActionsConfigurationForRowAt: rowPath(0)))
    let trailing = try #require(
      delegate.tableView(view, trailingSwipeActionsConfigurationForRowAt: rowPath(0)))
    #expect(leading.actions.map(\.title) == ["Pin"])
    #expect(trailing.actions.map(\.title) == ["Archive", "Flag"])
    #expect(trailing.actions[0].style == .destructive)
    #expect(delegate.tableView(view, leadingSwipeActionsConfigurationForRowAt: rowPath(1)) == nil)
    var performed: [Bool] = []
    let pin = leading.actions[0]
    pin.handler(pin, view, { performed.append($0) })
    let archive = trailing.actions[0]
    archive.handler(archive, view, { performed.append($0) })
    #expect(log.entries == ["pin a 0", "archive a"])
    #expect(performed == [true, false])
  }

  @Test("the scroll callbacks reach the table's closures with UIKit's arguments")
  func scrollClosures() throws {
    let (table, view) = makeUIKitTable(height: 100)
    let log = CallLog()
    try table.update(with: nameSections([(0..<30).map { "r\($0)" }]))
    table.onScroll = { log.add("scroll \($0.y)") }
    table.onWillBeginDragging = { log.add("begin drag") }
    table.onEndDragging = { log.add("end drag \($0)") }
    table.onEndDecelerating = { log.add("end decelerating \($0.y)") }
    table.onEndScrollingAnimation = { log.add("end animation \($0.y)") }
    table.onScrollToTop = { log.add("top") }
    view.layoutIfNeeded()
    view.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    #expect(log.entries == ["scroll 50.0"])
    let delegate = try #require(view.delegate)
    delegate.scrollViewWillBeginDragging(view)
    delegate.scrollViewDidEndDragging(view, willDecelerate: true)
    delegate.scrollViewDidEndDecelerating(view)
    delegate.scrollViewDidEndScrollingAnimation(view)
    delegate.scrollViewDidScrollToTop(view)
    #expect(
      log.entries == [
        "scroll 50.0", "begin drag", "end drag true", "end decelerating 50.0",
        "end animation 50.0", "top",
      ])
  }

  @Test("a drag through the facade reaches the drag closures")
  func dragThroughHost() throws {
    let (table, view) = makeUIKitTable(height: 100)
    let log = CallLog()
    try table.update(with: nameSections([(0..<30).map { "r\($0)" }]))
    table.onWillBeginDragging = { log.add("begin drag") }
    table.onEndDragging = { log.add("end drag \($0)") }
    view.layoutIfNeeded()
    try view.dragToScroll(by: 120)
    #expect(log.entries == ["begin drag", "end drag false"])
    #expect(view.contentOffset.y == 120)
  }
}
