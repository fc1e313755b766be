import Cellar
import CellarTesting
import ExampleSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A sidebar and a settings screen on one Cellar grid, laid out as lists (a
// compositional layout compiled from the sections' layouts): places in a
// sidebar list with an outline, settings in an inset-grouped list with
// values, a checkmark and swipe to delete. No cell class is written: every
// item is a ready-made `ListCell`. Each step prints what the collection view
// was asked to do and the grid as the host draws it.

let options = Options.parse(
  program: "Sidebar",
  summary: "A sidebar with an outline and an inset-grouped settings list on a Cellar grid.",
  options: [])
_ = options

/// The run: the model, the grid, and one printed step per change.
@MainActor
final class SidebarDemo {
  var devices = ["iPhone", "iPad", "Watch"]
  var favourite = "Paris"
  let grid: Grid

  init() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 700),
      collectionViewLayout: UICollectionViewFlowLayout())
    collectionView.renderCellWidth = 30
    grid = Grid(collectionView: collectionView)
  }

  /// The sections: places in a sidebar list (cities under their country),
  /// then the settings in an inset-grouped list.
  func sections() -> [GridSection] {
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
              SwipeAction(title: "Delete", style: .destructive) { [unowned self] name, _ in
                self.devices.removeAll { $0 == name.text }
                self.update()
                return true
              }
            ])
        }
      }
      .layout(.list(.insetGrouped)),
    ]
  }

  /// A country with its cities as children; the favourite city is checked.
  func place(_ country: String, cities: [String]) -> Item<ListCell> {
    Item<ListCell>(model: ListContent(country), id: country).children(
      cities.map { city in
        Item<ListCell>(
          model: ListContent(city, accessories: city == favourite ? [.checkmark] : []), id: city)
      })
  }

  func update() {
    do {
      try grid.update(with: sections())
    } catch {
      printToStandardError("Sidebar: update failed: \(error)\n")
    }
  }

  /// Prints a step: its title, the batches the view got since the last
  /// step, and the grid as drawn.
  func step(_ title: String, since batches: Int) {
    let view = grid.collectionView
    view.layoutIfNeeded()
    print("== \(title)")
    for update in view.updateLog.dropFirst(batches) {
      print("   batch: \(update.operations.map { "\($0)" }.joined(separator: ", "))")
    }
    print(view.render())
  }

  func run() throws {
    let view = grid.collectionView
    update()
    step("Places (a sidebar list, collapsed) and settings (inset grouped)", since: 0)
    var batches = view.updateLog.count
    _ = try view.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0))
    step("France expanded by its disclosure: its cities inserted, indented", since: batches)
    batches = view.updateLog.count
    favourite = "Lyon"
    update()
    step("Lyon made the favourite: two cities reconfigured in place", since: batches)
    batches = view.updateLog.count
    let iPad = IndexPath(item: 3, section: 1)
    _ = try view.swipeItem(at: iPad, edge: .trailing, performingActionAt: 0)
    step("iPad swiped and deleted", since: batches)
    batches = view.updateLog.count
    _ = try view.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0))
    step("France collapsed again", since: batches)
  }
}

do {
  try SidebarDemo().run()
} catch {
  printToStandardError("Sidebar: error: \(error)\n")
  exit(1)
}
