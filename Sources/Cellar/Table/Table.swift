import Foundation

/// A table of typed rows and sections on a `UITableView`: it answers the
/// table view's data source, delegate and prefetch calls, and updates it
/// by diffing.
///
/// ```swift
/// let table = Table(tableView: tableView)
/// try table.update {
///   Section(id: "movies", header: .title("Movies")) {
///     for movie in movies { Row<MovieCell>(model: movie) { movie, _ in play(movie) } }
///   }
/// }
/// ```
///
/// Give the table the whole content each time with ``update(with:animation:)->()``
/// (or the result-builder form ``update(animation:_:)``): it diffs the new
/// sections against the shown ones and sends the table view the inserts,
/// deletes, moves, reconfigures and reloads that lead there, split into
/// batches the table view accepts. Selection and scroll position follow row
/// identities.
///
/// The table view holds its data source and delegate weakly, as UIKit
/// does, and the table owns them, so the table view does not keep the
/// table alive: keep the table alive yourself (for example in a view
/// controller property). Rows hold no reference to the table, so a table,
/// its table view and an owner that captures itself weakly in row actions
/// are all released together.
///
/// Cell and header types are registered automatically under their reuse
/// identifier the first time a row needs them; `register(_:factory:)` and
/// ``register(_:cellClass:)`` replace the default.
@MainActor
public final class Table: CellarList {
  /// The table view the table drives.
  public let tableView: UITableView

  /// The most rows a table holds, over all its sections: 10,000,000, as
  /// many as a grid (``Grid/maximumNumberOfItems``).
  ///
  /// An update, reload or background update with more throws
  /// ``TableError/tooManyRows(count:limit:)`` at once, before anything is
  /// diffed or queued (the sections are counted, not their rows), and
  /// changes nothing. Show a window of a larger data set instead.
  nonisolated public static let maximumNumberOfRows = maximumRowCount

  /// The sections as declared by the last applied update: rows with their
  /// children, collapsible sections with their rows, whether shown or not.
  /// Without outlines, the sections shown.
  public var sections: [Section] { outline.declared ?? shown }

  /// The table view's data source, delegate and prefetch data source, which
  /// answers from this table; owned here, held weakly by the table view.
  /// Lazy only so that it can be made with the table, which `init` does.
  lazy var coordinator = TableCoordinator(table: self)
  /// Cell classes given to ``register(_:cellClass:)``, by reuse identifier.
  var cellClasses: [String: UITableViewCell.Type] = [:]
  /// The section index titles the table last had the table view read.
  var indexTitlesShown: [String]?
  /// Cell makers given to `register(_:factory:)`, by reuse identifier
  /// (CellarHost's: UIKit makes cells only from classes and nibs).
  var cellFactories: [String: @MainActor () -> UITableViewCell] = [:]
  /// Custom header and footer view makers, by reuse identifier.
  var headerFooterFactories: [String: @MainActor () -> UITableViewHeaderFooterView] = [:]
  /// The cell types whose reuse identifier was checked (not empty).
  var reuseIdentifierChecks = ReuseIdentifierChecks()
  /// Reuse identifiers registered with the table view.
  var registeredCells: Set<String> = []
  var registeredHeaderFooters: Set<String> = []
  /// The row each displayed cell shows, by cell (see ``UpdateDriver``).
  var displayedCells: [ObjectIdentifier: AnyRowStorage] = [:]
  /// The header or footer each displayed header or footer view shows, by view.
  var displayedHeaderFooters: [ObjectIdentifier: HeaderFooter] = [:]
  /// Updates requested while another was running, from a callback, or while
  /// the table view handles an event, applied in order once it is idle; with
  /// the state of callbacks and error reporting (see ``UpdateDriver``).
  var updates = UpdateQueue<UITableView.RowAnimation>()
  /// While a delete handler runs: the sections as they will be once the
  /// deleted row is gone, which updates asked for there build on.
  var sectionsAfterDelete: [Section]?
  /// Rows an update kept that stay to be selected again once the user's
  /// swipe ends (see `restore(selected:anchor:plan:)`).
  var selectionAwaitingSwipeEnd: [AnyRowStorage] = []
  /// The ``DiffableDataSource`` that drives the table, which answers the
  /// data source's titles, editing, moves and index titles in its stead.
  weak var dataSourceAnswers: (any TableDataSourceAnswers)?

  /// Makes the table answer a table view's data source, delegate and
  /// prefetch calls.
  ///
  /// The table starts empty; fill it with ``update(with:animation:)->()``.
  ///
  /// - Parameter tableView: The table view to drive; the table holds it strongly.
  public init(tableView: UITableView) {
    assert(
      UITableView.automaticDimension == automaticHeightValue,
      "UITableView.automaticDimension is no longer -1: update automaticHeightValue")
    self.tableView = tableView
    super.init()
    tableView.dataSource = coordinator
    tableView.delegate = coordinator
    tableView.prefetchDataSource = coordinator
    tableView.keepCellarCoordinator(coordinator)
    // Reads the counts now (no sections yet), as a table view on screen has
    // before its first update: that update is then a validated, animated
    // batch, not a fallback to `reloadData`.
    _ = tableView.numberOfSections
  }

  // MARK: Registration

  /// Makes cells of a type from a class (for example a subclass) with
  /// `init(style: .default, reuseIdentifier:)`.
  ///
  /// - Parameters:
  ///   - cellType: The cell type, whose ``ConfigurableCell/reuseIdentifier`` is used.
  ///   - cellClass: The class to instantiate.
  public func register<Cell: ConfigurableCell>(
    _ cellType: Cell.Type, cellClass: UITableViewCell.Type
  ) {
    let identifier = Cell.reuseIdentifier
    cellClasses[identifier] = cellClass
    cellFactories[identifier] = nil
    factoryChanged(forCell: identifier)
  }

  /// Makes header or footer views of a type with a factory.
  ///
  /// - Parameters:
  ///   - viewType: The view type, whose ``ConfigurableHeaderFooterView/reuseIdentifier`` is used.
  ///   - factory: Makes a new view.
  public func register<View: ConfigurableHeaderFooterView>(
    _ viewType: View.Type, factory: @escaping @MainActor () -> UITableViewHeaderFooterView
  ) {
    let identifier = View.reuseIdentifier
    headerFooterFactories[identifier] = factory
    factoryChanged(forHeaderFooter: identifier)
  }

  // MARK: The update queue (see UpdateDriver)

  /// The sections as they will be once every queued update is applied:
  /// what the operators (`+=`) build on, so that several of them inside
  /// one callback all count.
  var latestSections: [Section] {
    updates.last?.sections ?? sectionsAfterDelete ?? updates.sectionsBeingApplied ?? sections
  }
}

extension Table: UpdateApplying {
  typealias Animation = UITableView.RowAnimation
}
