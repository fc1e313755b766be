import Cellar
import CellarTesting
import ExampleSupport
import Foundation

// A feed that loads pages as the user scrolls. The last row is a loading
// row with two hooks: `.onWillDisplay`, called when the row is about to be
// shown, and `.prefetch`, called when the host's prefetching reaches it
// before it is shown. Either asks for the next page (once); when the page
// arrives the loading row is replaced by the page's posts and a new loading
// row (or the end of the feed).
//
// The first page (5 posts by default) is shorter than the screen (8 rows):
// the loading row is on screen at once, where prefetching never asks for a
// row, so its will-display hook is what asks for page 2.

let options = Options.parse(
  program: "InfiniteList",
  summary: "a feed that loads pages as its loading row appears or is prefetched.",
  options: [
    .value("pages", "N", "pages in the feed, 1 to 100 (default 4)"),
    .value("page-size", "N", "posts per page, 1 to 100 (default 5: shorter than the screen)"),
    .value("step", "N", "rows scrolled per step, 1 to 50 (default 3)"),
    .value("width", "N", "columns of the drawn viewport, 30 to 200 (default 44)"),
  ])
let pageCount = options.integer("pages", default: 4, in: 1...100)
let pageSize = options.integer("page-size", default: 5, in: 1...100)
let step = options.integer("step", default: 3, in: 1...50)
let width = options.integer("width", default: 44, in: 30...200)

/// A post: identified by its number.
struct Post: Identifiable, Equatable {
  var id: Int
  var author: String
  var text: String
}

/// Shows a post on one line.
final class PostCell: UITableViewCell, ConfigurableCell {
  func configure(_ post: Post) {
    textLabel?.text = "#\(post.id) \(post.author): \(post.text)"
  }
}

/// The loading row's model: the page it loads.
struct Loading: Equatable {
  var page: Int
}

/// Shows the loading row.
final class LoadingCell: UITableViewCell, ConfigurableCell {
  func configure(_ loading: Loading) {
    textLabel?.text = "… loading page \(loading.page)"
  }
}

/// The feed's "server": deterministic pages of posts.
enum Server {
  static let authors = ["Ada", "Grace", "Alan", "Edsger", "Barbara", "Ken"]
  static let texts = [
    "shipped the release", "fixed a flaky test", "reviewed the diff", "wrote the docs",
    "profiled the cells", "paired on prefetching", "renamed a type", "deleted dead code",
  ]

  static func page(_ number: Int) -> [Post] {
    (1...pageSize).map { index in
      let id = (number - 1) * pageSize + index
      return Post(id: id, author: authors[id % authors.count], text: texts[(id * 5) % texts.count])
    }
  }
}

/// The feed: the pages loaded, and the request in flight.
@MainActor
final class Feed {
  var posts: [Post] = []
  var loadedPages = 0
  /// The page requested and not yet arrived.
  var requested: Int?
  var requests: [String] = []

  var hasMore: Bool { loadedPages < pageCount }

  /// Called by the loading row's will-display or prefetch hook, whichever
  /// comes first: asks for the next page once.
  func requestNextPage(by reason: String) {
    guard hasMore, requested == nil else { return }
    requested = loadedPages + 1
    requests.append("page \(loadedPages + 1) requested by \(reason)")
  }

  /// The requested page arrives.
  func receive() -> Bool {
    guard let page = requested else { return false }
    posts += Server.page(page)
    loadedPages = page
    requested = nil
    return true
  }

  /// The posts, then the loading row (its id names the page it loads) or the end of the feed.
  func sections() -> [Section] {
    var rows: [any RowRepresentable] = posts.map { Row<PostCell>(model: $0) }
    if hasMore {
      // The id names the page: the next page's loading row is a new row, so
      // it is displayed (and its hook called) even if it stays on screen.
      let page = loadedPages + 1
      let loading = Row<LoadingCell>(model: Loading(page: page), id: "loading page \(page)")
        .onWillDisplay { [unowned self] _, indexPath in
          requestNextPage(by: "the loading row's onWillDisplay: on screen at \(indexPath)")
        }
        .prefetch { [unowned self] _, indexPath in
          requestNextPage(by: "the host prefetching the loading row at \(indexPath)")
        }
      rows.append(loading)
    } else {
      rows.append(TextRow("— end of the feed: \(posts.count) posts —", id: "end"))
    }
    return [Section(id: "feed", header: .title("Feed"), rows: rows)]
  }
}

@MainActor
func run() throws -> Bool {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 44 * 8))
  tableView.renderWidth = width
  tableView.rowHeight = 44
  tableView.sectionHeaderHeight = 0
  tableView.prefetchDistance = 5
  let table = Table(tableView: tableView)
  let feed = Feed()
  var tally = UpdateTally()
  var number = 0
  func show(_ title: String, _ body: () throws -> Void) throws {
    number += 1
    printHeading("\(number). \(title)")
    let report = try table.recordingUpdate(body)
    tally.add(report)
    printIndented(report.lines)
    let window = tableView.prefetchedIndexPaths
    if let first = window.first, let last = window.last {
      print("  prefetch window: \(window.count) rows, \(first) … \(last)")
    }
    for request in feed.requests { print("  → " + request) }
    feed.requests.removeAll()
    printIndented(try tableView.boxedRender())
  }

  print(
    "InfiniteList: \(pageCount) pages of \(pageSize) posts, loaded as you scroll "
      + "(swift run InfiniteList --help for the options)")
  _ = feed.receive()  // nothing requested yet
  feed.requested = 1
  _ = feed.receive()
  try show("page 1 arrives: \(pageSize) posts and a loading row") {
    try table.update(with: feed.sections())
  }
  var scrolls = 0
  while true {
    if feed.requested != nil {
      // The page requested at the previous step arrives.
      let page = feed.requested ?? 0
      _ = feed.receive()
      try show("page \(page) arrives: it replaces the loading row") {
        try table.update(with: feed.sections())
      }
      // A page shorter than the screen leaves the next loading row on
      // screen, whose hook asked for the next page already: deliver it too.
      continue
    }
    let maxOffset = max(0, tableView.contentSize.height - tableView.viewportSize.height)
    if tableView.contentOffset.y >= maxOffset { break }  // the end: nothing more to scroll to
    let offset = min(maxOffset, tableView.contentOffset.y + CGFloat(step) * 44)
    scrolls += 1
    try show("scroll down \(step) rows to y = \(Int(offset))") {
      tableView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      tableView.layoutIfNeeded()
    }
  }

  printHeading("summary")
  let posts = feed.posts.count
  let cells = tableView.metrics.cells
  let created = cells.values.reduce(0) { $0 + $1.created }
  let reused = cells.values.reduce(0) { $0 + $1.reuses }
  printIndented([
    "\(feed.loadedPages) of \(pageCount) pages loaded, \(posts) posts, \(scrolls) scroll steps",
    "cells: \(created) created, \(reused) reused for \(posts + 1) rows",
  ])
  printIndented(tally.lines)
  return tally.isClean && feed.loadedPages == pageCount
}

do {
  if try !run() { exit(1) }
} catch {
  printToStandardError("InfiniteList: error: \(error)\n")
  exit(1)
}
