import Cellar
import CellarTesting
import ExampleSupport
import Foundation

/// The run: every step printed with what the collection view was asked to
/// do (items and sections by id, read back from its update log) and the
/// grid as the host draws it.
@MainActor
final class Demo {
  var library = Library()
  let grid: Grid
  /// Totals over every step's report.
  var tally = UpdateTally()
  /// The photo actions run, in order.
  var opened: [Int] = []
  /// What `onExpansionChange` said since the last step, one line each.
  var expansions: [String] = []

  init(width: Int) {
    let layout = UICollectionViewFlowLayout()
    layout.minimumLineSpacing = 4
    layout.minimumInteritemSpacing = 4
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 520), collectionViewLayout: layout)
    collectionView.renderCellWidth = width
    grid = Grid(collectionView: collectionView)
    grid.onExpansionChange = { [unowned self] change in
      guard case .section(let id) = change.node else { return }
      expansions.append(
        "onExpansionChange: month \(id) \(change.isExpanded ? "expanded" : "collapsed")"
          + (change.isUserAction ? " by a tap on its header" : ""))
    }
  }

  /// The grid's sections, each with a layout of its own (the grid compiles
  /// them into one compositional layout): the album row, which scrolls
  /// sideways on its own, then a section a month with a header, a 3-column
  /// grid of photos; a tap on a month's header hides and shows its photos.
  func sections() -> [GridSection] {
    let albumRow = GridSection.Layout.row(
      itemWidth: .absolute(110), itemHeight: .absolute(60), spacing: 8, scrolling: .groupPaging
    )
    .contentInsets(NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 8, trailing: 8))
    var sections = [
      GridSection(id: "albums") {
        for album in library.albums { Item<AlbumCell>(model: album) }
      }
      .layout(albumRow)
    ]
    for month in Library.months {
      let photos = library.photos(in: month)
      guard !photos.isEmpty else { continue }
      sections.append(
        GridSection(
          id: month,
          header: .view(MonthHeader.self, model: MonthSummary(name: month, count: photos.count))
        ) {
          for photo in photos {
            Item<PhotoCell>(model: photo) { [unowned self] photo, _ in self.opened.append(photo.id)
            }
          }
        }
        .layout(.grid(columns: 3, spacing: 4))
        .headerReferenceSize(CGSize(width: 375, height: 30))
        .collapsible(expanded: true))
    }
    // The places, a sidebar-style list: countries with their cities under
    // them (an outline), in ready-made list cells.
    sections.append(
      GridSection(id: "places", header: .title("Places")) {
        for country in library.places {
          Item<ListCell>(
            model: ListContent(country.name, accessories: [.label("\(country.count)")]),
            id: country.name
          )
          .children(
            country.cities.map { city in
              Item<ListCell>(
                model: ListContent(city.name, accessories: [.label("\(city.count)")]),
                id: city.name)
            })
        }
      }
      .layout(.list(.sidebarPlain)))
    return sections
  }

  func run() throws {
    print("Photos: a photo grid on Cellar (swift run Photos --help for the options)")
    var number = 0
    func heading(_ title: String) {
      number += 1
      printHeading("\(number). \(title)")
    }

    heading("load 300 photos in 6 months, 7 albums, and the places they were taken")
    try step { try grid.update(with: sections()) }

    heading("drag the album row sideways: it scrolls on its own, the grid stays put")
    try grid.collectionView.dragOrthogonalSection(0, by: 240)
    print(
      "album row rests at x = \(grid.collectionView.orthogonalOffset(inSection: 0))"
        + " (it pages a group at a time: 118 points), grid at y = 0")
    try printGrid()

    heading("select four photos (multiple selection)")
    grid.collectionView.allowsMultipleSelection = true
    for id in [2, 6, 7, 10] { try grid.collectionView.tapItem(at: try path(of: id)) }
    print("selected: \(selectedIDs())")
    try printGrid()

    heading("delete the selected photos")
    let doomed = Set(selectedIDs())
    library.photos.removeAll { doomed.contains($0.id) }
    library.albums[0].count -= doomed.count
    try step { try grid.update(with: sections()) }

    heading("filter: favourites first in each month (moves)")
    library.favoritesFirst = true
    try step { try grid.update(with: sections()) }

    heading("mark photo 5 as a favourite (reconfigured in place, then moved)")
    if let index = library.photos.firstIndex(where: { $0.id == 5 }) {
      library.photos[index].isFavorite = true
    }
    try step { try grid.update(with: sections()) }

    try collapseJuly(heading)

    heading("scroll to the places (a sidebar list) and open Portugal: its cities, indented")
    grid.collectionView.layoutIfNeeded()
    let bottom = grid.collectionView.contentSize.height - grid.collectionView.bounds.height
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: max(0, bottom)), animated: false)
    try step { try tapPortugalsDisclosure() }
    heading("close Portugal again")
    try step { try tapPortugalsDisclosure() }

    heading("scroll to September's header")
    scroll(toMonth: "2026-09")
    try printGrid()

    try summary()
  }

  /// Collapses July with a tap on its header, changes a photo while it is
  /// hidden, and expands July again to show the change.
  func collapseJuly(_ heading: (String) -> Void) throws {
    heading("scroll to July, and tap its header: July's 50 photos are deleted in one batch")
    scroll(toMonth: "2026-07")
    try step {
      guard let july = grid.sectionIndex(withID: "2026-07") else {
        throw DemoError.missing("July")
      }
      try grid.collectionView.tapSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: july))
    }

    heading("mark photo 60 (July) as a favourite while July is collapsed: nothing to show")
    if let index = library.photos.firstIndex(where: { $0.id == 60 }) {
      library.photos[index].isFavorite = true
    }
    try step { try grid.update(with: sections()) }
    if case .hidden(under: .section(let month)) = grid.presence(ofItemID: 60) {
      print("presence(ofItemID: 60): hidden under month \(month)")
    }

    // July's header is in view: the grid keeps the offset, so July's
    // photos appear under it.
    heading("expand July from code: photo 60 shows under July's header, a favourite now")
    try step { grid.setExpanded(true, section: "2026-07") }
  }

  /// Taps the outline disclosure of the first place, Portugal.
  func tapPortugalsDisclosure() throws {
    guard let places = grid.sectionIndex(withID: "places") else {
      throw DemoError.missing("places")
    }
    _ = try grid.collectionView.tapAccessory(
      .outlineDisclosure, at: IndexPath(item: 0, section: places))
  }

  /// Scrolls the grid to a month's header.
  func scroll(toMonth month: String) {
    grid.collectionView.layoutIfNeeded()
    if let section = grid.sectionIndex(withID: month),
      let header = grid.collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: section))
    {
      grid.collectionView.setContentOffset(
        CGPoint(x: 0, y: header.frame.minY), animated: false)
    }
  }

  /// Runs an update, prints its report (each batch's changes by id, the
  /// callbacks and the reuse counters) and the grid.
  func step(_ body: () throws -> Void) throws {
    let report = try grid.recordingUpdate {
      try body()
      grid.collectionView.layoutIfNeeded()
    }
    tally.add(report)
    printIndented(abbreviated(report.lines))
    if let batch = report.batches.first(where: \.fellBackToReloadData) {
      throw DemoError.fellBack(batch.lines.joined(separator: "; "))
    }
    if !report.replayMatches { throw DemoError.replay }
    try printGrid()
    for line in expansions { print(line) }
    expansions = []
  }

  /// A report's lines with each batch cut to its first `limit` lines (64
  /// photos moved are 64 lines; a load's inserted sections already name
  /// only their first and last photos).
  func abbreviated(_ lines: [String], limit: Int = 8) -> [String] {
    var result: [String] = []
    var inBatch: Int?  // lines of the current batch, while in one
    func endBatch() {
      if let count = inBatch, count > limit { result.append("  … and \(count - limit) more") }
      inBatch = nil
    }
    for line in lines {
      if let count = inBatch, line.hasPrefix("  ") {
        inBatch = count + 1
        if count < limit { result.append(line) }
        continue
      }
      endBatch()
      if line.hasPrefix("batch ") { inBatch = 0 }
      result.append(line)
    }
    endBatch()
    return result
  }

  func printGrid() throws {
    grid.collectionView.layoutIfNeeded()
    printIndented(
      boxed(grid.collectionView.render(), width: grid.collectionView.renderCellWidth * 3 + 8))
  }

  func path(of id: Int) throws -> IndexPath {
    guard let path = grid.indexPath(forItemID: id) else { throw DemoError.missing("photo \(id)") }
    return path
  }

  func selectedIDs() -> [Int] {
    grid.selectedItemIDs.compactMap { $0.base as? Int }
  }

  /// The totals, and the check that the grid shows what a fresh grid built
  /// from the same sections shows.
  func summary() throws {
    printHeading("summary")
    printIndented(tally.lines)
    print("  photo actions run: \(opened)")
    let fresh = Demo(width: grid.collectionView.renderCellWidth)
    fresh.library = library
    try fresh.grid.update(with: fresh.sections())
    fresh.grid.collectionView.setContentOffset(
      grid.collectionView.contentOffset, animated: false)
    try fresh.grid.collectionView.setOrthogonalOffset(
      grid.collectionView.orthogonalOffset(inSection: 0), inSection: 0)
    fresh.grid.collectionView.layoutIfNeeded()
    grid.collectionView.layoutIfNeeded()
    let same = fresh.grid.collectionView.render() == grid.collectionView.render()
    print("  the grid draws what a fresh grid of the same photos draws: \(same ? "yes" : "NO")")
    if !same { throw DemoError.differs }
  }
}

/// Draws `text` in a box `width` columns wide, or wider for a longer line.
func boxed(_ text: String, width minimum: Int) -> [String] {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let width = max(minimum, lines.map(\.count).max() ?? 0)
  let body = lines.map { line in
    "│\(line)" + String(repeating: " ", count: max(0, width - line.count)) + "│"
  }
  let rule = String(repeating: "─", count: width)
  return ["┌" + rule + "┐"] + body + ["└" + rule + "┘"]
}

enum DemoError: Error, CustomStringConvertible {
  case missing(String)
  case fellBack(String)
  case replay
  case differs

  var description: String {
    switch self {
    case .missing(let name): "no \(name) in the grid"
    case .fellBack(let update): "an update fell back to reloadData: \(update)"
    case .replay: "replaying the collection view's log does not give the grid's items"
    case .differs: "the grid does not draw what a fresh grid draws"
    }
  }
}
