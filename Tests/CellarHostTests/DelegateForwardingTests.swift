import CellarHost
import Foundation
import Testing

/// A table delegate that implements one method and forwards the rest.
@MainActor
private final class Forwarder: UITableViewDelegate, Headless.DelegateForwarding {
  weak var forwardingDelegate: AnyObject?
  var selected: [Int] = []

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath.row)
  }
}

/// The object the forwarder hands its other calls to.
@MainActor
private final class Target: UITableViewDelegate {
  var log: [String] = []

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 30 }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    log.append("willSelect \(indexPath.row)")
    return IndexPath(row: 2, section: indexPath.section)
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect (must not be asked: the forwarder implements it)")
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("didScroll") }
}

@MainActor
@Suite("Headless.DelegateForwarding: the host's forwardingTarget(for:)")
struct DelegateForwardingTests {
  @Test("the methods a forwarding delegate lacks are its target's; the ones it has are its own")
  func forwards() throws {
    let model = ListModel(rows: 20)
    let table = try makeTable(model)
    let forwarder = Forwarder()
    let target = Target()
    forwarder.forwardingDelegate = target
    table.delegate = forwarder
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: ip(0, 1)).height == 30)
    try table.tapRow(at: ip(0, 0))
    #expect(target.log == ["willSelect 0"])
    #expect(forwarder.selected == [2])
    table.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    #expect(target.log.last == "didScroll")
    // Without a target, UIKit's defaults answer.
    forwarder.forwardingDelegate = nil
    table.delegate = forwarder
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: ip(0, 1)).height == table.rowHeight)
  }

  @Test("a cycle of forwarding delegates ends after maximumForwardingHops with UIKit's default")
  func cycle() throws {
    let model = ListModel(rows: 5)
    let table = try makeTable(model)
    let first = Forwarder()
    let second = Forwarder()
    first.forwardingDelegate = second
    second.forwardingDelegate = first
    table.delegate = first
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: ip(0, 1)).height == table.rowHeight)
    try table.tapRow(at: ip(0, 3))
    #expect(first.selected == [3])
    #expect(second.selected == [])
    #expect(Headless.maximumForwardingHops == 16)
  }
}
