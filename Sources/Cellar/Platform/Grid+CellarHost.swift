#if !canImport(UIKit)
  import Foundation

  /// What a ``Grid`` does through CellarHost's `UICollectionView` that it does
  /// another way on UIKit (see `Grid+UIKit.swift`).
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

    /// Makes the coordinator the flow layout's delegate for `sections`: it
    /// answers the item sizes and section metrics that some section or
    /// item gives (see ``GridLayoutNeeds``).
    ///
    /// - Complexity: O(*s* + *n*) for *s* sections and *n* items.
    func installLayoutDelegate(for sections: [Section]) {
      collectionView.flowLayout.delegate = coordinator.layoutDelegate(
        needs: GridLayoutNeeds(sections), sections: sections)
    }

    /// Whether the collection view is handling an event: updates asked for
    /// then wait until it is idle.
    var viewIsBusy: Bool { collectionView.isHandlingEvent }

    /// Runs `body` once the collection view is idle.
    func whenViewIdle(_ body: @escaping @MainActor () -> Void) {
      collectionView.performWhenIdle(body)
    }

    /// The position after the last entry of the collection view's update
    /// log (which stays put when old entries are dropped).
    var updateLogPosition: Int { collectionView.updateLogEndPosition }
  }

  extension UICollectionView {
    /// The items with a cell: the visible ones (the host keeps no prepared
    /// cells off screen).
    var rowsWithCells: [IndexPath]? { indexPathsForVisibleItems }

    /// Sends the batch's calls inside one batch, which the collection view
    /// validates (the new counts are the data source's answers): a batch it
    /// rejects throws its `UpdateError` (the host's checked batch, not the
    /// UIKit member, which would raise), and the view is left as it was.
    func performBatch(
      _ operations: BatchOperations, animation: Grid.Animation, newCounts: [Int],
      updateData: () -> Void
    ) throws {
      try withoutActuallyEscaping(updateData) { updateData in
        try performBatch(
          {
            updateData()
            for call in operations.calls { self.send(call) }
          }, completion: nil)
      }
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
#endif
