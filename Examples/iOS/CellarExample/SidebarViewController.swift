import Cellar
import UIKit

/// The screen of `Examples/Sidebar` on a real `UICollectionView`: one grid
/// laid out as lists (the grid compiles the sections' layouts into one
/// `UICollectionViewCompositionalLayout`), with no cell class written: places
/// in a sidebar list, cities under their countries (an outline whose
/// disclosure shows and hides them), and settings in an inset-grouped list
/// with a value, a disclosure indicator, a checkmark and devices that a
/// trailing swipe deletes.
///
/// The items and sections are the same code as on Linux.
final class SidebarViewController: UIViewController {
  private var devices = ["iPhone", "iPad", "Watch"]
  private var favourite = "Paris"
  private var grid: Grid?

  override func loadView() {
    let collectionView = UICollectionView(
      frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let grid = Grid(collectionView: collectionView)
    grid.onError = { error in
      print("Sidebar: the grid reported: \(error)")
    }
    self.grid = grid
    view = collectionView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    show()
  }

  /// Shows the current state, diffed against what the grid shows.
  private func show() {
    do {
      try grid?.update(with: sections())
    } catch {
      print("Sidebar: update refused: \(error)")
    }
  }

  /// The places, then the settings.
  private func sections() -> [GridSection] {
    [
      GridSection(id: "places", header: .title("Places")) {
        place("France", cities: ["Paris", "Lyon"])
        place("Italy", cities: ["Rome"])
      }
      .layout(.list(.sidebar)),
      GridSection(id: "settings", header: .title("Settings")) {
        Item<ListCell>(model: ListContent("Wi-Fi", accessories: [.label("Home")]), id: "wifi")
        Item<ListCell>(
          model: ListContent(
            "Storage", secondaryText: "42 GB free", accessories: [.disclosureIndicator]),
          id: "storage")
        for device in devices {
          Item<ListCell>(model: ListContent(device), id: device)
            .trailingSwipeActions([
              SwipeAction(title: "Delete", style: .destructive) { [weak self] content, _ in
                self?.devices.removeAll { $0 == content.text }
                self?.show()
                return true
              }
            ])
        }
      }
      .layout(.list(.insetGrouped)),
    ]
  }

  /// A country with its cities as children; a tap on a city makes it the
  /// favourite, which shows a checkmark.
  private func place(_ country: String, cities: [String]) -> Item<ListCell> {
    Item<ListCell>(model: ListContent(country), id: country).children(
      cities.map { city in
        Item<ListCell>(
          model: ListContent(city, accessories: city == favourite ? [.checkmark] : []), id: city
        ) { [weak self] _, _ in
          self?.favourite = city
          self?.show()
        }
      })
  }
}
