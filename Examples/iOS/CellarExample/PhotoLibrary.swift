import Foundation

// The Photos screen's models: the content of Examples/Photos, kept here so
// the iOS example needs nothing but Cellar.

/// One photo of the library.
struct Photo: Identifiable, Equatable {
  /// The photo's number, its identity.
  let id: Int
  /// The month it was taken, `"2026-06"` to `"2026-11"`.
  let month: String
  /// Whether it is marked as a favourite.
  var isFavorite: Bool
}

/// An album: a name and how many photos it has.
struct Album: Identifiable, Equatable {
  let id: String
  var count: Int
}

/// A place photos were taken: a country with its cities, or a city.
struct Place: Equatable {
  var name: String
  var count: Int
  var cities: [Place] = []
}

/// What a month's header shows.
struct MonthSummary: Equatable {
  var name: String
  var count: Int
}

/// The photo library the grid shows: a few hundred photos by month, and albums.
struct PhotoLibrary {
  /// The months, in the order the grid shows them.
  static let months = ["2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"]

  var photos: [Photo]
  var albums: [Album]
  /// Where the photos were taken, by country.
  var places = [
    Place(
      name: "Portugal", count: 61,
      cities: [Place(name: "Lisbon", count: 42), Place(name: "Porto", count: 19)]),
    Place(name: "Japan", count: 88, cities: [Place(name: "Kyoto", count: 88)]),
  ]
  /// Whether favourites come first in each month.
  var favoritesFirst = false

  /// 300 photos, 50 a month; every seventh and every eleventh one a favourite.
  init() {
    photos = (1...300).map { number in
      Photo(
        id: number, month: Self.months[(number - 1) / 50],
        isFavorite: number % 7 == 0 || number % 11 == 0)
    }
    albums = [
      Album(id: "Lisbon", count: 42), Album(id: "Family", count: 118), Album(id: "Cats", count: 9),
      Album(id: "Screenshots", count: 203), Album(id: "Hikes", count: 57),
      Album(id: "Receipts", count: 12), Album(id: "Concerts", count: 31),
    ]
  }

  /// The photos of one month, in the order the grid shows them.
  func photos(in month: String) -> [Photo] {
    let taken = photos.filter { $0.month == month }
    guard favoritesFirst else { return taken }
    return taken.filter(\.isFavorite) + taken.filter { !$0.isFavorite }
  }

  /// Marks photos as favourites.
  mutating func markFavorite(_ ids: Set<Int>) {
    for index in photos.indices where ids.contains(photos[index].id) {
      photos[index].isFavorite = true
    }
  }

  /// Deletes photos (the first album, "Lisbon", loses as many).
  mutating func delete(_ ids: Set<Int>) {
    let before = photos.count
    photos.removeAll { ids.contains($0.id) }
    if !albums.isEmpty { albums[0].count = max(0, albums[0].count - (before - photos.count)) }
  }
}
