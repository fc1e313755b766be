import Cellar
import Foundation

// The models, cells and sections of SHMTableView's example, in Cellar.

/// A movie: identified by its name, compared by all its fields.
struct Movie: Identifiable, Equatable {
  var name: String
  var year: Int?
  var id: String { name }
}

/// A series: identified by its name, compared by all its fields.
struct Series: Identifiable, Equatable {
  var name: String
  var numberOfEpisodes: Int
  var id: String { name }
}

/// A title on a shelf: a movie or a series (two cell types).
enum Title: Equatable {
  case movie(Movie)
  case series(Series)

  var name: String {
    switch self {
    case .movie(let movie): movie.name
    case .series(let series): series.name
    }
  }
}

/// A shelf of titles: one section.
struct Shelf: Equatable {
  var id: String
  var title: String
  var items: [Title]
}

/// Draws a name on the left and a detail on the right of one line.
@MainActor
func twoColumns(_ left: String, _ right: String, width: Int) -> [String] {
  let gap = max(1, width - left.count - right.count)
  return [String((left + String(repeating: " ", count: gap) + right).prefix(max(0, width)))]
}

/// Shows a movie: its name, and "film · year" on the right.
final class MovieCell: UITableViewCell, ConfigurableCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  func configure(_ movie: Movie) {
    textLabel?.text = movie.name
    detailTextLabel?.text = movie.year.map { "film · \($0)" } ?? "film"
  }

  override func render(width: Int) -> [String] {
    twoColumns(textLabel?.text ?? "", detailTextLabel?.text ?? "", width: width)
  }
}

/// Shows a series: its name, and its number of episodes on the right.
final class SeriesCell: UITableViewCell, ConfigurableCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .value1, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  func configure(_ series: Series) {
    textLabel?.text = series.name
    detailTextLabel?.text = "series · \(series.numberOfEpisodes) episodes"
  }

  override func render(width: Int) -> [String] {
    twoColumns(textLabel?.text ?? "", detailTextLabel?.text ?? "", width: width)
  }
}

/// The app's state: the shelves, what is playing, and the updates to come.
@MainActor
final class Library {
  var shelves: [Shelf]
  /// The status line: what the last action did.
  var status = "Nothing playing."
  /// Row actions and delete handlers run, in order.
  var actionLog: [String] = []
  /// Called after the library changed from inside the table (a delete), so
  /// the owner can update the table (for example its footers).
  var didChange: (@MainActor () -> Void)?

  init(shelves: [Shelf] = Library.start) {
    self.shelves = shelves
  }

  /// The table's content for the current shelves.
  ///
  /// Selecting a row plays its title; swiping it (or its editing control)
  /// deletes it from the library. Each section's footer counts its titles.
  func sections() -> [Section] {
    shelves.map { shelf in
      let count = shelf.items.count
      return Section(
        id: shelf.id, header: .title(shelf.title),
        footer: .title(count == 0 ? "no titles" : count == 1 ? "1 title" : "\(count) titles")
      ) {
        for item in shelf.items {
          switch item {
          case .movie(let movie):
            Row<MovieCell>(model: movie) { [unowned self] movie, indexPath in
              play("\"\(movie.name)\" (film\(movie.year.map { ", \($0)" } ?? ""))", at: indexPath)
            }
            .onDelete { [unowned self] movie, _ in remove(movie.name) }
          case .series(let series):
            Row<SeriesCell>(model: series) { [unowned self] series, indexPath in
              play(
                "\"\(series.name)\" (series, episode 1 of \(series.numberOfEpisodes))",
                at: indexPath)
            }
            .onDelete { [unowned self] series, _ in remove(series.name) }
          }
        }
      }
    }
  }

  private func play(_ what: String, at indexPath: IndexPath) {
    status = "▶ Playing \(what), selected at \(indexPath)"
    actionLog.append(status)
  }

  private func remove(_ name: String) {
    for index in shelves.indices {
      shelves[index].items.removeAll { $0.name == name }
    }
    status = "Deleted \"\(name)\"."
    actionLog.append(status)
    didChange?()
  }

  /// SHMTableView's starting content: two shelves of three titles.
  static let start = [
    Shelf(
      id: "sci-fi", title: "Sci-fi & Fantasy",
      items: [
        .movie(Movie(name: "Atlantis", year: 2001)),
        .movie(Movie(name: "Mission: Impossible", year: 1996)),
        .movie(Movie(name: "Stargate", year: 1994)),
      ]),
    Shelf(
      id: "comedy", title: "Comedy",
      items: [
        .series(Series(name: "Big Bang Theory", numberOfEpisodes: 279)),
        .series(Series(name: "Friends", numberOfEpisodes: 236)),
        .series(Series(name: "Shaun The Sheep", numberOfEpisodes: 170)),
      ]),
  ]

  /// The updates `u` applies, in order: a name and what it does to the shelves.
  static let updates: [(name: String, apply: (inout [Shelf]) -> Void)] = [
    (
      "SHMTableView's documented update",
      { shelves in
        // Section 0: "Game Of Thrones" and "Transformers" inserted.
        shelves[0].items.insert(
          .series(Series(name: "Game Of Thrones", numberOfEpisodes: 67)), at: 2)
        shelves[0].items.append(.movie(Movie(name: "Transformers", year: 2007)))
        // Section 1: "Big Bang Theory" deleted.
        shelves[1].items.removeAll { $0.name == "Big Bang Theory" }
        // A third section inserted.
        shelves.append(
          Shelf(
            id: "nature", title: "Nature",
            items: [
              .series(Series(name: "Blue Planet", numberOfEpisodes: 8)),
              .movie(Movie(name: "Lions On The Move")),
              .movie(Movie(name: "Shoreline")),
            ]))
      }
    ),
    (
      "a new season, a title moving shelf, a shelf moving up, a title removed",
      { shelves in
        // Content change: the row is reconfigured in place.
        for shelf in shelves.indices {
          for item in shelves[shelf].items.indices {
            if case .series(var series) = shelves[shelf].items[item],
              series.name == "Game Of Thrones"
            {
              series.numberOfEpisodes = 73
              shelves[shelf].items[item] = .series(series)
            }
          }
        }
        // A move across sections.
        var moved: [Title] = []
        for shelf in shelves.indices {
          moved += shelves[shelf].items.filter { $0.name == "Shaun The Sheep" }
          shelves[shelf].items.removeAll { $0.name == "Shaun The Sheep" }
        }
        // A section move, and a delete.
        if let nature = shelves.firstIndex(where: { $0.id == "nature" }) {
          var shelf = shelves.remove(at: nature)
          shelf.items.insert(contentsOf: moved, at: 0)
          shelves.insert(shelf, at: 0)
        }
        for shelf in shelves.indices {
          shelves[shelf].items.removeAll { $0.name == "Atlantis" }
        }
      }
    ),
  ]
}
