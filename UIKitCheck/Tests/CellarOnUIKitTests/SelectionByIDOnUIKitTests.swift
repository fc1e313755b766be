import CellarHost
import Foundation
import Testing
import UIKit

@testable import Cellar

/// The ids of the selection and of the visible rows and items, read by app
/// code on UIKit (issue 22, items 23 and 25): `Table.selectedRowIDs`,
/// `Grid.selectedItemIDs` and their typed forms, in `Cellar` itself.
@MainActor
@Suite("Cellar on UIKit: selection and visible rows by id")
struct SelectionByIDOnUIKitTests {
  @Test(
    "a table's selectedRowIDs follow UITableView's selection, in index-path order, typed or not")
  func tableSelection() throws {
    let (table, view) = makeUIKitTable()
    view.allowsMultipleSelection = true
    try table.update(with: nameSections([["a", "b", "c"], ["d"]]))
    view.layoutIfNeeded()
    view.selectRow(at: rowPath(0, 1), animated: false, scrollPosition: .none)
    view.selectRow(at: rowPath(1), animated: false, scrollPosition: .none)
    #expect(table.selectedRowIDs == ["b", "d"])
    #expect(table.selectedRowIDs(as: String.self) == ["b", "d"])
    #expect(table.selectedRowIDs(as: Int.self).isEmpty)
    #expect(table.visibleRowIDs(as: String.self) == ["a", "b", "c", "d"])
    #expect(table.visibleRowIDs(as: String.self).first == "a")
  }

  @Test(
    "a grid's selectedItemIDs follow UICollectionView's selection, in index-path order, typed or not"
  )
  func gridSelection() throws {
    let grid = makeUIKitGrid()
    grid.collectionView.allowsMultipleSelection = true
    try grid.update {
      gridPhotoSection("a", [7, 8, 9])
    }
    grid.collectionView.layoutIfNeeded()
    grid.collectionView.selectItem(
      at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    grid.collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    #expect(grid.selectedItemIDs == [7, 9])
    #expect(grid.selectedItemIDs(as: Int.self) == [7, 9])
    #expect(grid.visibleItemIDs(as: Int.self) == [7, 8, 9])
    #expect(grid.visibleItemIDs(as: Int.self).first == 7)
  }
}
