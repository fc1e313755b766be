import Foundation

// The Movies screen's models: the content of Examples/Movies (SHMTableView's
// own example), kept here so the iOS example needs nothing but Cellar.

/// A title that can be played: a movie or a series.
protocol Playable: Identifiable, Equatable {
  /// The title's name, its identity.
  var name: String { get }
  /// What the status line says while it plays.
  var playingDescription: String { get }
}

/// A movie: identified by its name, compared by all its fields.
struct Movie: Playable {
  var name: String
  var year: Int?
  var id: String { name }

  var playingDescription: String {
    "\"\(name)\" (film\(year.map { ", \($0)" } ?? ""))"
  }
}

/// A series: identified by its name, compared by all its fields.
struct Series: Playable {
  var name: String
  var numberOfEpisodes: Int
  var id: String { name }

  var playingDescription: String {
    "\"\(name)\" (series, episode 1 of \(numberOfEpisodes))"
  }
}

/// A title on a shelf: a movie or a series (two cell types).
enum Title: Equatable {
  case movie(Movie)
  case series(Series)

  /// The title's name.
  var name: String {
    switch self {
    case .movie(let movie): movie.name
    case .series(let series): series.name
    }
  }
}

/// A shelf of titles: one section of the table.
struct Shelf: Equatable {
  var id: String
  var title: String
  var items: [Title]

  /// The section's footer: how many titles the shelf holds.
  var countText: String {
    items.count == 0 ? "no titles" : items.count == 1 ? "1 title" : "\(items.count) titles"
  }
}

/// A change to the shelves that the screen applies on request.
struct ShelfUpdate: Sendable {
  /// What the update does, in a few words.
  var name: String
  /// Applies the update.
  var apply: @Sendable (inout [Shelf]) -> Void
}

/// The starting shelves and the updates of SHMTableView's example.
enum MovieCatalog {
  /// Two shelves of three titles.
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

  /// The updates, in order: inserts, a delete and a new section first (the
  /// update SHMTableView's README documents), then a content change, moves
  /// within and across sections, a section move and a delete.
  static let updates = [
    ShelfUpdate(name: "two titles in, one out, a new shelf") { shelves in
      shelves[0].items.insert(.series(Series(name: "Game Of Thrones", numberOfEpisodes: 67)), at: 2)
      shelves[0].items.append(.movie(Movie(name: "Transformers", year: 2007)))
      shelves[1].items.removeAll { $0.name == "Big Bang Theory" }
      shelves.append(
        Shelf(
          id: "nature", title: "Nature",
          items: [
            .series(Series(name: "Blue Planet", numberOfEpisodes: 8)),
            .movie(Movie(name: "Lions On The Move")),
            .movie(Movie(name: "Shoreline")),
          ]))
    },
    ShelfUpdate(name: "a new season, moves, a title out") { shelves in
      // Content change: the row is reconfigured in place.
      for shelf in shelves.indices {
        for item in shelves[shelf].items.indices {
          if case .series(var series) = shelves[shelf].items[item], series.name == "Game Of Thrones"
          {
            series.numberOfEpisodes = 73
            shelves[shelf].items[item] = .series(series)
          }
        }
      }
      // A move across sections, a section move, and a delete.
      var moved: [Title] = []
      for shelf in shelves.indices {
        moved += shelves[shelf].items.filter { $0.name == "Shaun The Sheep" }
        shelves[shelf].items.removeAll { $0.name == "Shaun The Sheep" }
      }
      if let nature = shelves.firstIndex(where: { $0.id == "nature" }) {
        var shelf = shelves.remove(at: nature)
        shelf.items.insert(contentsOf: moved, at: 0)
        shelves.insert(shelf, at: 0)
      }
      for shelf in shelves.indices {
        shelves[shelf].items.removeAll { $0.name == "Atlantis" }
      }
    },
  ]
}
