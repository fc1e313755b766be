import Cellar
import UIKit

/// The Movies screen of `Examples/Movies` on a real `UITableView`: movies
/// and series on shelves (a section each, with a title header and a footer
/// counting its titles), two cell types, a row action that plays a title,
/// a leading swipe action that plays it too, swipe to delete, and the
/// updates of SHMTableView's example applied from a row at the top.
///
/// The rows and sections are the same code as on Linux; only the cells
/// (subclasses of `UITableViewCell`) and the view controller are UIKit's.
final class MoviesViewController: UIViewController {
  private var shelves = MovieCatalog.start
  private var status = "Nothing playing."
  private var updatesApplied = 0
  private var table: Table?

  override func loadView() {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let table = Table(tableView: tableView)
    // A plan UIKit would refuse is never sent: Cellar reports it here and
    // shows the sections with `reloadData` instead. Errors of an update
    // queued from inside a callback (a row action, a delete) come here too.
    table.onError = { error in
      print("Movies: the table reported: \(error)")
    }
    self.table = table
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    show()
  }

  // MARK: Content

  /// Shows the current state: diffed against what the table shows, applied
  /// as animated inserts, deletes, moves and in-place reconfigures.
  ///
  /// Called from inside a row action or a delete handler, the update is
  /// queued by Cellar and applied once the table view's event is over.
  private func show() {
    do {
      try table?.update(with: sections())
    } catch {
      // Duplicate ids or an invalid height; the table is left as it was.
      print("Movies: update refused: \(error)")
    }
  }

  private func sections() -> [Section] {
    [controlSection()] + shelves.map(shelfSection)
  }

  /// The status line and the row that applies the next update.
  private func controlSection() -> Section {
    let updates = MovieCatalog.updates
    let next =
      updatesApplied < updates.count
      ? "Update \(updatesApplied + 1) of \(updates.count): \(updates[updatesApplied].name)"
      : "Start again"
    return Section(id: "controls", header: .title("Now playing")) {
      // Explicit ids: the rows are the same rows when their text changes,
      // so they are reconfigured in place.
      Row<TextCell>(model: status, id: "status")
      Row<TextCell>(model: next, id: "next-update") { [weak self] _, indexPath in
        self?.table?.tableView.deselectRow(at: indexPath, animated: true)
        self?.applyNextUpdate()
      }
    }
  }

  /// A shelf: its titles, a movie or a series cell each.
  private func shelfSection(_ shelf: Shelf) -> Section {
    Section(id: shelf.id, header: .title(shelf.title), footer: .title(shelf.countText)) {
      for item in shelf.items {
        switch item {
        case .movie(let movie): titleRow(MovieCell.self, movie)
        case .series(let series): titleRow(SeriesCell.self, series)
        }
      }
    }
  }

  /// A title's row: a tap or a leading swipe plays it, the trailing swipe
  /// (Delete) removes it from its shelf.
  private func titleRow<Cell: ConfigurableCell>(_ cell: Cell.Type, _ title: Cell.Model) -> Row<Cell>
  where Cell.Model: Playable {
    let playAction = SwipeAction<Cell.Model>(title: "Play") { [weak self] title, indexPath in
      self?.play(title.playingDescription, at: indexPath)
      return true
    }
    return Row<Cell>(model: title) { [weak self] title, indexPath in
      self?.play(title.playingDescription, at: indexPath)
    }
    .leadingSwipeActions([playAction])
    .onDelete { [weak self] title, _ in self?.remove(title.name) }
  }

  // MARK: Actions

  private func play(_ what: String, at indexPath: IndexPath) {
    status = "▶ Playing \(what), row \(indexPath.row + 1)"
    show()
  }

  /// Removes a title from its shelf. Called from the row's delete handler:
  /// Cellar removes the row when the handler returns, and merges the update
  /// asked for here (the footer, the status) with the removal into one batch.
  private func remove(_ name: String) {
    for index in shelves.indices {
      shelves[index].items.removeAll { $0.name == name }
    }
    status = "Deleted \"\(name)\"."
    show()
  }

  private func applyNextUpdate() {
    let updates = MovieCatalog.updates
    if updatesApplied < updates.count {
      updates[updatesApplied].apply(&shelves)
      updatesApplied += 1
      status = "Applied update \(updatesApplied) of \(updates.count)."
    } else {
      shelves = MovieCatalog.start
      updatesApplied = 0
      status = "Back to the first shelves."
    }
    show()
  }
}

// MARK: - Cells

/// Shows a movie: its name, and "film · year" as the value on the right.
final class MovieCell: UITableViewCell, ConfigurableCell {
  static func makeCell(reuseIdentifier: String) -> Self {
    Self(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  func configure(_ movie: Movie) {
    var content = defaultContentConfiguration()
    content.text = movie.name
    content.secondaryText = movie.year.map { "film · \($0)" } ?? "film"
    contentConfiguration = content
  }
}

/// Shows a series: its name, and its number of episodes on the right.
final class SeriesCell: UITableViewCell, ConfigurableCell {
  static func makeCell(reuseIdentifier: String) -> Self {
    Self(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  func configure(_ series: Series) {
    var content = defaultContentConfiguration()
    content.text = series.name
    content.secondaryText = "series · \(series.numberOfEpisodes) episodes"
    contentConfiguration = content
  }
}

/// Shows a line of text: the status, or the command that applies an update.
final class TextCell: UITableViewCell, ConfigurableCell {
  func configure(_ text: String) {
    var content = defaultContentConfiguration()
    content.text = text
    contentConfiguration = content
  }
}
