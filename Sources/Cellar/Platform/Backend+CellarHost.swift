#if !canImport(UIKit)
  import Foundation

  // Where a Table or a Grid reaches CellarHost's views another way than
  // UIKit's (see `Backend+UIKit.swift`): registration by factory, the
  // host's event and idle hooks, its update log, its checked (throwing)
  // dequeue and batch, and the flow layout's closure delegate. Everything
  // else is one source on both platforms.

  /// What a ``Table`` does through CellarHost's `UITableView` that it does
  /// another way on UIKit (see `Backend+UIKit.swift`): registration by
  /// factory, the host's event and idle hooks, its update log, and its
  /// checked (throwing) dequeue and batch.
  extension Table {
    /// Makes cells of a type with a factory (the nib analogue) instead of the
    /// type's ``ConfigurableCell/makeCell(reuseIdentifier:)``.
    ///
    /// Give it once, before or after the first use; it applies to cells made
    /// from then on, and replaces a class given to
    /// ``register(_:cellClass:)``, as that replaces it. If the factory makes
    /// a cell of another class, the update (or layout) that needs the cell
    /// throws ``TableError/cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``.
    ///
    /// - Parameters:
    ///   - cellType: The cell type, whose ``ConfigurableCell/reuseIdentifier`` is used.
    ///   - factory: Makes a new cell.
    public func register<Cell: ConfigurableCell>(
      _ cellType: Cell.Type, factory: @escaping @MainActor () -> UITableViewCell
    ) {
      let identifier = Cell.reuseIdentifier
      cellFactories[identifier] = factory
      cellClasses[identifier] = nil
      factoryChanged(forCell: identifier)
    }

    /// Registers the row's cell type with the table view under its reuse
    /// identifier, the first time a row needs it (with the custom factory
    /// given to `register`, else the type's own maker), and dequeues a cell.
    ///
    /// - Throws: The table view's dequeue errors (thrown, not raised: the
    ///   table reports them its own way).
    func dequeueCell(for storage: AnyRowStorage, identifier: String, at indexPath: IndexPath)
      throws -> UITableViewCell
    {
      if !registeredCells.contains(identifier) {
        tableView.register(
          factory: cellMaker(identifier) ?? { [cellClass = storage.tableCellClass] in
            Self.makeCell(of: cellClass, identifier)
          }, forCellReuseIdentifier: identifier)
        registeredCells.insert(identifier)
      }
      return try tableView.dequeueCell(withIdentifier: identifier, for: indexPath)
    }

    /// The cell the table view gets for a row whose dequeued cell is of
    /// another class than the row's (the error went to `viewFailed(_:)`):
    /// an empty cell the table view never pools. The wrong cell is dropped,
    /// so that it does not come back from the pool once the registration is
    /// fixed (UIKit must get the dequeued cell back: there it is returned).
    func cellForMismatch(_ dequeued: UITableViewCell) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Registers a header or footer view type with the table view, the
    /// first time a section needs it (with the custom factory, else the
    /// type's maker), and dequeues a view.
    func dequeueHeaderFooter(for storage: AnyHeaderFooterStorage, identifier: String)
      -> UITableViewHeaderFooterView?
    {
      if !registeredHeaderFooters.contains(identifier) {
        if let factory = headerFooterFactories[identifier] {
          tableView.register(factory: factory, forHeaderFooterViewReuseIdentifier: identifier)
        } else {
          let viewClass = storage.viewClass
          tableView.register(
            factory: { Self.makeView(of: viewClass, identifier) },
            forHeaderFooterViewReuseIdentifier: identifier)
        }
        registeredHeaderFooters.insert(identifier)
      }
      return tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    /// A new cell of a row's class: the type's own
    /// ``ConfigurableCell/makeCell(reuseIdentifier:)`` (the nib analogue),
    /// else `init(style: .default, reuseIdentifier:)`.
    static func makeCell(of cellClass: UITableViewCell.Type, _ identifier: String)
      -> UITableViewCell
    {
      (cellClass as? any ConfigurableCell.Type)?.makeCell(reuseIdentifier: identifier)
        ?? cellClass.init(registeredWith: identifier)
    }

    /// A new header or footer view of a section's view class: the type's
    /// own ``ConfigurableHeaderFooterView/makeView(reuseIdentifier:)``, else
    /// `init(reuseIdentifier:)`.
    static func makeView(of viewClass: UITableViewHeaderFooterView.Type, _ identifier: String)
      -> UITableViewHeaderFooterView
    {
      (viewClass as? any ConfigurableHeaderFooterView.Type)?.makeView(reuseIdentifier: identifier)
        ?? viewClass.init(registeredWith: identifier)
    }

    /// What makes the cells of a reuse identifier that was given a factory
    /// or a class (which `init(style: .default, reuseIdentifier:)` makes);
    /// `nil` for the row type's own maker.
    private func cellMaker(_ identifier: String) -> (@MainActor () -> UITableViewCell)? {
      if let factory = cellFactories[identifier] { return factory }
      guard let cellClass = cellClasses[identifier] else { return nil }
      return { cellClass.init(registeredWith: identifier) }
    }

    /// Gives the table view a cell factory or class registered after the
    /// type's first use.
    func factoryChanged(forCell identifier: String) {
      guard registeredCells.contains(identifier), let make = cellMaker(identifier) else { return }
      tableView.register(factory: make, forCellReuseIdentifier: identifier)
    }

    /// Gives the table view a header or footer factory registered after the
    /// type's first use.
    func factoryChanged(forHeaderFooter identifier: String) {
      guard registeredHeaderFooters.contains(identifier),
        let factory = headerFooterFactories[identifier]
      else { return }
      tableView.register(factory: factory, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// Whether the table view is handling an event (a tap, a drag, a layout
    /// pass): updates asked for then wait until it is idle.
    var viewIsBusy: Bool { tableView.isHandlingEvent }

    /// Runs `body` once the table view is idle.
    func whenViewIdle(_ body: @escaping @MainActor () -> Void) {
      tableView.performWhenIdle(body)
    }
  }

  /// Raises UIKit's `NSInternalInconsistencyException` with `reason`, where
  /// UIKit raises it: CellarHost's `UIKitException.raise(_:)`, which stops
  /// the program, or is recorded by a `UIKitException.catching` scope (the
  /// caller then goes on with an inert answer).
  ///
  /// - Parameter reason: UIKit's reason text.
  @MainActor func raiseInternalInconsistency(_ reason: String) {
    UIKitException.raise(UIKitException(name: .internalInconsistency, reason: reason))
  }

  /// The error for a cell asked of a data source at a place it has no row
  /// or item: the host's dequeue error.
  func missingCellError(at indexPath: IndexPath) -> any Error {
    UITableView.DequeueError.missingCell(indexPath: indexPath)
  }

  extension UIScrollView {
    /// Keeps the coordinator of a table or grid (its data source and
    /// delegate, which the view holds weakly) alive as long as the view,
    /// as on UIKit (see `Backend+UIKit.swift`): a view that outlives its table
    /// still has a data source, which answers no sections.
    func keepCellarCoordinator(_ coordinator: NSObject) {
      withUnsafePointer(to: &cellarCoordinatorKey) {
        associatedObjects[UnsafeRawPointer($0)] = coordinator
      }
    }
  }

  /// The key under which a view keeps the coordinator of its table or grid:
  /// its address.
  nonisolated(unsafe) private var cellarCoordinatorKey: UInt8 = 0

  /// What a ``Grid`` does through CellarHost's `UICollectionView` that it does
  /// another way on UIKit (see `Backend+UIKit.swift`).
  extension Grid {
    /// Makes cells of a type with a factory (the nib analogue: a cell built
    /// by custom code) instead of the type's `init(frame:)`; it replaces a
    /// class given to ``register(_:cellClass:)``, as that replaces it.
    ///
    /// The factory must make a cell of `cellType` (or a subclass): a cell of
    /// another class makes the update that needs it throw
    /// ``TableError/cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``
    /// and change nothing.
    ///
    /// - Parameters:
    ///   - cellType: The cell type, whose reuse identifier is used.
    ///   - factory: Makes a new cell.
    public func register<Cell: ConfigurableCollectionCell>(
      _ cellType: Cell.Type, factory: @escaping @MainActor () -> UICollectionViewCell
    ) {
      let identifier = Cell.reuseIdentifier
      cellFactories[identifier] = factory
      cellClasses[identifier] = nil
      factoryChanged(forCell: identifier)
    }

    /// Registers the item's cell type with the collection view the first
    /// time an item needs it (with the factory or class given to
    /// `register`, else the item's class), and dequeues a cell.
    ///
    /// - Throws: The collection view's dequeue errors (thrown, not raised:
    ///   the grid reports them its own way).
    func dequeueCell(for storage: AnyRowStorage, identifier: String, at indexPath: IndexPath)
      throws -> UICollectionViewCell
    {
      if !registeredCells.contains(identifier) {
        if let factory = cellFactories[identifier] {
          collectionView.register(factory: factory, forCellWithReuseIdentifier: identifier)
        } else {
          collectionView.register(
            cellClasses[identifier] ?? storage.collectionCellClass,
            forCellWithReuseIdentifier: identifier)
        }
        registeredCells.insert(identifier)
      }
      return try collectionView.dequeueCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// The cell the collection view gets for an item whose dequeued cell is
    /// of another class than the item's (the error went to
    /// `viewFailed(_:)`): an empty fallback cell. The wrong cell is dropped,
    /// so that it does not come back from the pool once the registration is
    /// fixed (UIKit must get the dequeued cell back: there it is returned).
    func cellForMismatch(_ dequeued: UICollectionViewCell, at indexPath: IndexPath)
      -> UICollectionViewCell
    {
      Self.fallbackCell(collectionView, at: indexPath)
    }

    /// The view the collection view gets for a header or footer whose
    /// dequeued view is of another class, as ``cellForMismatch(_:at:)``.
    func supplementaryViewForMismatch(
      _ dequeued: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      Self.fallbackSupplementaryView(collectionView, ofKind: kind, at: indexPath)
    }

    /// Dequeues a registered supplementary view.
    ///
    /// - Throws: The collection view's dequeue errors (thrown, not raised:
    ///   the grid reports them its own way).
    func dequeueSupplementary(ofKind kind: String, identifier: String, at indexPath: IndexPath)
      throws -> UICollectionReusableView
    {
      try collectionView.dequeueSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// Gives the collection view a cell factory or class registered after
    /// the type's first use.
    func factoryChanged(forCell identifier: String) {
      guard registeredCells.contains(identifier) else { return }
      if let factory = cellFactories[identifier] {
        collectionView.register(factory: factory, forCellWithReuseIdentifier: identifier)
      } else if let cellClass = cellClasses[identifier] {
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
      }
    }

    /// Makes the coordinator the source of the collection view's layout
    /// metrics for `sections`, whatever its layout (it follows a new
    /// `collectionViewLayout`): it answers the item sizes and section
    /// metrics that some section or item gives (see ``GridLayoutNeeds``).
    ///
    /// - Complexity: O(*s* + *n*) for *s* sections and *n* items.
    func installLayoutDelegate(for sections: [Section]) {
      var needs = GridLayoutNeeds(sections)
      if supplementaryProvider != nil { needs.formUnion([.headers, .footers]) }
      collectionView.flowLayoutDelegate = coordinator.layoutDelegate(
        needs: needs, sections: sections)
    }

    /// Whether the collection view is handling an event: updates asked for
    /// then wait until it is idle.
    var viewIsBusy: Bool { collectionView.isHandlingEvent }

    /// Runs `body` once the collection view is idle.
    func whenViewIdle(_ body: @escaping @MainActor () -> Void) {
      collectionView.performWhenIdle(body)
    }
  }

  /// A view of CellarHost that a planned batch is sent to: its own checked
  /// batch, which throws instead of raising.
  protocol HostBatchTarget: BatchUpdateTarget {
    /// Runs `updates` as one batch and validates it as it closes.
    func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) throws
    /// Whether the view applied its last batch as a `reloadData`.
    var lastBatchFellBack: Bool { get }
  }

  extension UITableView: HostBatchTarget {
    /// The rows with a cell: the visible ones (the host keeps no prepared
    /// cells off screen).
    var rowsWithCells: [IndexPath]? { indexPathsForVisibleRows ?? [] }
    var lastBatchFellBack: Bool { updateLog.last?.fellBackToReloadData ?? false }
  }

  extension UICollectionView: HostBatchTarget {
    /// The items with a cell: the visible ones (the host keeps no prepared
    /// cells off screen). `nil` when the layout keeps sizes its cells
    /// chose: every changed item is reconfigured, as on UIKit, so that one
    /// changed off screen is measured afresh rather than keeping the size
    /// of its earlier content.
    var rowsWithCells: [IndexPath]? {
      layoutKeepsMeasuredSizes ? nil : indexPathsForVisibleItems
    }
    var lastBatchFellBack: Bool { updateLog.last?.fellBackToReloadData ?? false }
  }

  extension HostBatchTarget {
    /// Sends the batch's calls inside one batch, which the view validates
    /// (the new counts are the data source's answers): a batch it rejects
    /// throws its `UpdateError` (the host's checked batch, not the UIKit
    /// member, which would raise), and the view is left as it was.
    @discardableResult
    func performBatch(
      _ batch: Headless.Batch, animation: Animation, newCounts: [Int], updateData: () -> Void
    ) throws -> Bool {
      assert(batch.surface == Self.batchSurface, "a \(batch.surface) batch sent to the wrong view")
      try withoutActuallyEscaping(updateData) { updateData in
        try performBatch(
          {
            updateData()
            for call in batch.calls { self.send(call, animation: animation) }
          }, completion: nil)
      }
      return lastBatchFellBack
    }
  }

  extension GridCoordinator {
    /// The flow layout's delegate: the per-section metrics and item sizes
    /// that some section or item gives (see ``GridLayoutNeeds``; the layout
    /// uses its own property for the others, and keeps its fast fixed-size
    /// path without asking per item), and header and footer sizes always
    /// (zero without a view).
    ///
    /// - Parameters:
    ///   - needs: What the sections answer for themselves.
    ///   - sections: The sections shown, whose item sizes the delegate
    ///     answers (captured: the layout asks once per item, and the grid
    ///     makes a new delegate whenever its sections change).
    func layoutDelegate(needs: GridLayoutNeeds, sections: [Section]) -> FlowLayoutDelegate {
      // The grid is captured weakly by each closure (one weak load a call).
      let grid = grid
      var delegate = FlowLayoutDelegate()
      if needs.contains(.itemSizes) {
        delegate.sizeForItemAt = { [weak grid] path in
          Grid.itemSize(at: path, in: sections) ?? grid?.flowLayout.itemSize ?? .zero
        }
      }
      if needs.contains(.sectionInsets) {
        delegate.insetForSectionAt = { [weak grid] section in
          grid?.sectionInset(inSection: section) ?? .zero
        }
      }
      if needs.contains(.lineSpacings) {
        delegate.minimumLineSpacingForSectionAt = { [weak grid] section in
          grid?.minimumLineSpacing(inSection: section) ?? 0
        }
      }
      if needs.contains(.interitemSpacings) {
        delegate.minimumInteritemSpacingForSectionAt = { [weak grid] section in
          grid?.minimumInteritemSpacing(inSection: section) ?? 0
        }
      }
      delegate.referenceSizeForHeaderInSection = { _ in .zero }
      if needs.contains(.headers) {
        delegate.referenceSizeForHeaderInSection = { [weak grid] section in
          grid?.headerSize(section, footer: false) ?? .zero
        }
      }
      delegate.referenceSizeForFooterInSection = { _ in .zero }
      if needs.contains(.footers) {
        delegate.referenceSizeForFooterInSection = { [weak grid] section in
          grid?.headerSize(section, footer: true) ?? .zero
        }
      }
      return delegate
    }
  }

  extension UpdateDriver {
    /// Takes the failure of a view the table view or collection view asked
    /// for (a cell or a header of the wrong class, a dequeue error, a row
    /// that is gone): the data source cannot throw, so it answers with an
    /// empty or unconfigured view and says why here.
    ///
    /// On CellarHost, while an update is applied (the view lays out inside
    /// it), the first failure is kept, and the update throws it once the view
    /// returns (``rethrowViewFailure()``) and rolls back. Otherwise, and on
    /// UIKit (which asks for cells when it lays out, after the update has
    /// returned), it is reported through `onError`.
    func viewFailed(_ error: any Error) {
      guard updates.isUpdating else { return report(error) }
      if updates.viewFailure == nil { updates.viewFailure = error }
    }
  }

  /// The coordinator hands the delegate calls it does not implement to the
  /// app's delegate, in the host's delegate protocols' default
  /// implementations (see the end of `ListCoordinator.swift`).
  extension ListCoordinator: Headless.DelegateForwarding {}
#endif
