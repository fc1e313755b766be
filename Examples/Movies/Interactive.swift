import Cellar

/// The interactive run (filled in below).
@MainActor
struct Interactive {
  let width: Int
  func run() throws {}
}
