import Foundation

/// A grid of typed items and sections on a `UICollectionView`: it answers the
/// collection view's data source, delegate and prefetch data source calls
/// and, when the view has a flow layout, that layout's per-section metrics,
/// and updates it by diffing, with the same planner as ``Table``. Any
/// other layout (a `UICollectionViewCompositionalLayout`) places the items
/// itself.
///
/// ```swift
/// let grid = Grid(collectionView: collectionView)
/// try grid.update {
///   GridSection(id: "may", header: .title("May")) {
///     for photo in photos { Item<PhotoCell>(model: photo) }
///   }
///   .itemSize(CGSize(width: 100, height: 100))
/// }
/// ```
///
/// Give the grid the whole content each time with
/// ``update(with:animation:)``: it diffs the new sections against the shown
/// ones by identity (see ``Item``) and shows the result, keeping the
/// selection and the scroll position by identity: the item at the top of
/// the viewport (at its left edge when the layout scrolls
/// horizontally) stays there when items are inserted or deleted above it.
/// Sections' layout
/// metrics (``GridSection/itemSize``, insets, spacings, header and footer
/// sizes) and items' own ``Item/size`` reach the flow layout as the
/// answers of its delegate (the grid answers for its collection view, so a
/// new `collectionViewLayout` gets them too).
///
/// An update asked for from a grid callback (a cell's `configure`, a
/// display, prefetch or select handler) or while the collection view
/// handles an event (a scroll, a drag, a tap, a layout pass) is queued and
/// applied as soon as the collection view is idle, before the call that
/// started the event returns, as a table's is (on UIKit, on the main
/// actor's next turn).
///
/// The collection view holds its data source and delegate weakly, as UIKit
/// does: keep the grid alive yourself. Cell and supplementary view classes
/// are registered automatically under their reuse identifier the first time
/// an item needs them; ``register(_:cellClass:)`` replaces the default.
@MainActor
public final class Grid: CellarList {
  /// How an update is shown.
  public enum Animation: Sendable {
    /// The collection view's default animations.
    case automatic
    /// No animation: the new sections are shown with `reloadData`.
    case none
  }

  /// The collection view the grid drives.
  public let collectionView: UICollectionView

  /// The most items a grid holds, over all its sections: 10,000,000, the
  /// flow layout's limit, and as many rows as a table
  /// (``Table/maximumNumberOfRows``).
  ///
  /// An update or background update with more throws
  /// ``TableError/tooManyRows(count:limit:)`` at once, before anything is
  /// diffed or queued (the sections are counted, not their items), and
  /// changes nothing. Show a window of a larger data set instead.
  nonisolated public static let maximumNumberOfItems = maximumRowCount

  /// The data source and delegate; owned here, held weakly by the view.
  lazy var coordinator = GridCoordinator(grid: self)
  /// The compositional layout the sections' layouts compile to (see
  /// ``compositionalLayout``), made at its first use.
  var madeCompositionalLayout: UICollectionViewCompositionalLayout?
  /// Whether ``compositionalLayout`` scrolls vertically, read from its
  /// configuration when its provider is asked for section 0 (the first of
  /// each pass) rather than copied out for every section.
  var compiledLayoutIsVertical = true
  /// Cell classes given to ``register(_:cellClass:)``, by reuse identifier.
  var cellClasses: [String: UICollectionViewCell.Type] = [:]
  /// Cell makers given to `register(_:factory:)`, by reuse identifier
  /// (CellarHost's: UIKit makes cells only from classes and nibs).
  var cellFactories: [String: @MainActor () -> UICollectionViewCell] = [:]
  /// Reuse identifiers registered with the collection view.
  var registeredCells: Set<String> = []
  /// The view class registered for each supplementary kind and reuse
  /// identifier (`"kind/identifier"`).
  var registeredSupplementaries: [String: UICollectionReusableView.Type] = [:]
  /// The item cell types whose reuse identifier was checked (not empty).
  var reuseIdentifierChecks = ReuseIdentifierChecks()
  /// The supplementary view types, by kind, whose reuse identifier is
  /// registered for their own class: checked once and for all.
  var verifiedSupplementaries: Set<SupplementaryTypeKey> = []
  /// The item each displayed cell shows, by cell (see ``UpdateDriver``).
  var displayedCells: [ObjectIdentifier: AnyRowStorage] = [:]
  /// Where the views of supplementary elements come from that are not a
  /// section's own header or footer, when a ``DiffableDataSource`` drives
  /// the grid: its supplementary view provider (see
  /// ``supplementaryView(kind:at:)``). While it is set, a section without a
  /// header or footer of its own takes the flow layout's reference sizes,
  /// as a collection view does.
  var supplementaryProvider: ((String, IndexPath) throws -> UICollectionReusableView)?
  /// Which items the user may move, and what follows a move, when a
  /// ``DiffableDataSource`` drives the grid (its reordering handlers);
  /// without it, items do not move.
  weak var moveAnswers: (any GridMoveAnswers)?
  /// Updates asked for while another runs, from a callback, or while the
  /// collection view handles an event, applied in order once it is idle;
  /// with the state of callbacks and error reporting (see ``UpdateDriver``).
  var updates = UpdateQueue<Animation>()

  /// Makes the grid the data source, delegate and prefetch data source of a
  /// collection view, and the delegate of its flow layout.
  ///
  /// - Parameter collectionView: The collection view; the grid holds it strongly.
  public init(collectionView: UICollectionView) {
    self.collectionView = collectionView
    super.init()
    collectionView.dataSource = coordinator
    collectionView.delegate = coordinator
    collectionView.prefetchDataSource = coordinator
    collectionView.keepCellarCoordinator(coordinator)
    installLayoutDelegate(for: [])
  }

  /// The sections as declared by the last applied update: items with
  /// their children, collapsible sections with their items, whether shown
  /// or not. Without outlines, the sections shown.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var sections: [GridSection] { (outline.declared ?? shown).map(GridSection.init(base:)) }

  /// Makes cells of a type from a class (a subclass, say) instead of the type itself.
  ///
  /// - Parameters:
  ///   - cellType: The cell type, whose reuse identifier is used.
  ///   - cellClass: The class the collection view instantiates with `init(frame:)`.
  public func register<Cell: ConfigurableCollectionCell>(
    _ cellType: Cell.Type, cellClass: UICollectionViewCell.Type
  ) {
    let identifier = Cell.reuseIdentifier
    cellClasses[identifier] = cellClass
    cellFactories[identifier] = nil
    factoryChanged(forCell: identifier)
  }

  /// Registers a header's or footer's view class under its kind and reuse
  /// identifier the first time a section needs it.
  func registerSupplementaryIfNeeded(_ storage: AnySupplementaryStorage, kind: String) {
    let key = Self.supplementaryKey(kind, storage.reuseIdentifier)
    guard registeredSupplementaries[key] == nil else { return }
    collectionView.register(
      storage.viewClass, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: storage.reuseIdentifier)
    registeredSupplementaries[key] = storage.viewClass
  }

  /// The key of a supplementary registration: `"kind/identifier"`.
  static func supplementaryKey(_ kind: String, _ identifier: String) -> String {
    kind + "/" + identifier
  }

  /// The grid parts of a section, if in range.
  func parts(of section: Int) -> GridSectionParts? {
    shown.indices.contains(section) ? shown[section].grid : nil
  }
}

extension Grid: UpdateApplying {
  /// The sections as they will be once every queued update is applied.
  var latestSections: [Section] {
    updates.last?.sections ?? updates.sectionsBeingApplied ?? outline.declared ?? shown
  }

  func checkBeforeQueueing(_ sections: [Section]) throws {
    if let error = duplicateError(in: sections, walkingChildren: true) { throw error }
    try checkLayoutValues(of: sections)
    try checkSectionLayouts(of: sections)
    try checkContent(of: sections, rows: .all)
  }
}
