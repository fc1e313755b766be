import Cellar
import ExampleSupport
import Foundation

extension Demo {
  /// The library by first letter, as a contacts screen shows names: a
  /// section per letter with its index title (the A–Z strip, drawn on the
  /// last line as `| A B …`), on a short screen. Taps an index title, then
  /// drags and flicks, printing the scroll callbacks the table's closures
  /// receive; then taps the status bar.
  func showIndexAndScrolling(_ heading: (String) -> Void) throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 176))
    tableView.rowHeight = 44
    tableView.sectionHeaderHeight = 22
    tableView.renderWidth = table.tableView.renderWidth
    let byLetter = Table(tableView: tableView)
    var events: [String] = []
    byLetter.onWillBeginDragging = { events.append("begin dragging") }
    byLetter.onScroll = { events.append("scroll to \(Int($0.y))") }
    byLetter.onEndDragging = {
      events.append($0 ? "end dragging (decelerates)" : "end dragging (stops)")
    }
    byLetter.onEndDecelerating = { events.append("rest at \(Int($0.y))") }
    byLetter.onScrollToTop = { events.append("scrolled to top") }
    func show(_ what: String) throws {
      if !events.isEmpty { print("\(what): " + events.joined(separator: ", ")) }
      events = []
      printIndented(try tableView.boxedRender())
    }

    heading("the library by letter, with a section index (Section.indexTitle)")
    try byLetter.update(with: letterSections())
    try show("")

    let letters = byLetter.sectionIndexTitles ?? []
    if let index = letters.firstIndex(of: "S") {
      heading("tap \"S\" in the index: the S section's header goes to the top")
      try tableView.tapSectionIndexTitle(at: index)
      try show("onScroll")
    }

    heading("flick up (dragToScroll by -60, velocity -0.2): the table's scroll closures")
    try tableView.dragToScroll(by: -60, velocity: -0.2, steps: 2)
    try show("closures")

    heading("tap the status bar: back to the top")
    try tableView.tapStatusBar()
    try show("closures")
  }

  /// One section per first letter of the library's titles, each with a
  /// title header and the letter as its index title.
  private func letterSections() -> [Section] {
    let names = library.shelves.flatMap(\.items).map(\.name).sorted()
    let letters = names.compactMap(\.first).map(String.init)
    var seen: Set<String> = []
    return letters.filter { seen.insert($0).inserted }.map { letter in
      Section(id: letter, header: .title(letter)) {
        for name in names where name.hasPrefix(letter) {
          Row<NameCell>(model: name)
        }
      }
      .indexTitle(letter)
    }
  }
}

/// Shows a title's name.
final class NameCell: UITableViewCell, ConfigurableCell {
  func configure(_ name: String) {
    textLabel?.text = name
  }
}
