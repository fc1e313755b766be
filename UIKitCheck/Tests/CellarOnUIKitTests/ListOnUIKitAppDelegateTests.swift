import Cellar
import Foundation
import Testing
import UIKit

/// The app's delegate (`Table.delegate`, `Grid.delegate`) through the UIKit
/// backend in this check, where there is no Objective-C runtime: the
/// coordinator forwards the calls it does not implement as on CellarHost
/// (`Headless.DelegateForwarding`, see the end of `ListCoordinator.swift`),
/// and chains the notifications it handles. On iOS the same calls reach the
/// app's delegate through `forwardingTarget(for:)` and the optional-method
/// shims of `Backend+UIKit.swift`.
@MainActor
@Suite("Cellar on UIKit: the app's delegate")
struct ListOnUIKitAppDelegateTests {
  /// An app's table-view delegate that records what reaches it.
  final class TableSpy: NSObject, UITableViewDelegate {
    var calls: [String] = []

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
      calls.append("accessory \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      calls.append("select \(indexPath.row)")
    }
  }

  /// An app's collection-view delegate that records what reaches it.
  final class GridSpy: NSObject, UICollectionViewDelegate {
    var calls: [String] = []

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    {
      calls.append("highlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      calls.append("select \(indexPath.item)")
    }
  }

  @Test("a table forwards what it does not implement to the app's delegate, and chains selection")
  func table() throws {
    let (table, view) = makeUIKitTable()
    try table.update(with: nameSections([["a", "b"]]))
    view.layoutIfNeeded()
    let spy = TableSpy()
    table.delegate = spy
    let delegate = try #require(view.delegate)
    delegate.tableView(view, accessoryButtonTappedForRowWith: rowPath(1))
    delegate.tableView(view, didSelectRowAt: rowPath(0))
    #expect(spy.calls == ["accessory 1", "select 0"])

    table.delegate = nil
    delegate.tableView(view, accessoryButtonTappedForRowWith: rowPath(1))
    #expect(spy.calls == ["accessory 1", "select 0"])
  }

  @Test("a grid forwards what it does not implement to the app's delegate, and chains selection")
  func grid() throws {
    let grid = makeUIKitGrid()
    try grid.update(with: [GridSection(id: "s", items: [gridPhotoItem(1), gridPhotoItem(2)])])
    grid.collectionView.layoutIfNeeded()
    let spy = GridSpy()
    grid.delegate = spy
    let view = grid.collectionView
    let delegate = try #require(view.delegate)
    delegate.collectionView(view, didHighlightItemAt: IndexPath(item: 1, section: 0))
    delegate.collectionView(view, didSelectItemAt: IndexPath(item: 0, section: 0))
    #expect(spy.calls == ["highlight 1", "select 0"])
  }
}
