#if canImport(UIKit)
  import UIKit

  /// What a ``Grid`` does through UIKit's `UICollectionView` that it does
  /// another way on CellarHost (see `Grid+CellarHost.swift`).
  extension Grid {
    /// Unavailable on UIKit: `UICollectionView` makes cells only from
    /// registered classes and nibs.
    ///
    /// - Parameters:
    ///   - cellType: The cell type.
    ///   - factory: A maker UIKit cannot call.
    @available(
      *, unavailable,
      message:
        "UICollectionView makes cells only from registered classes: use register(_:cellClass:)"
    )
    public func register<Cell: ConfigurableCollectionCell>(
      _ cellType: Cell.Type, factory: @escaping @MainActor () -> UICollectionViewCell
    ) {
      register(cellType, cellClass: cellType)
    }

    /// The cell the collection view gets for an item whose dequeued cell is
    /// of another class than the item's (the error went to
    /// `viewFailed(_:)`): that cell, unconfigured, since UIKit must get back
    /// the cell it dequeued (since iOS 18 it raises otherwise).
    func cellForMismatch(_ dequeued: UICollectionViewCell, at indexPath: IndexPath)
      -> UICollectionViewCell
    {
      dequeued
    }

    /// The view the collection view gets for a header or footer whose
    /// dequeued view is of another class, as ``cellForMismatch(_:at:)``.
    func supplementaryViewForMismatch(
      _ dequeued: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      dequeued
    }

    /// Registers the item's cell class with the collection view the first
    /// time an item needs it, and dequeues a cell. (UIKit makes collection
    /// view cells only from registered classes and nibs.)
    func dequeueCell(for storage: AnyRowStorage, identifier: String, at indexPath: IndexPath)
      throws -> UICollectionViewCell
    {
      if !registeredCells.contains(identifier) {
        let cellClass = cellClasses[identifier] ?? storage.collectionCellClass
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
        registeredCells.insert(identifier)
      }
      return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// Gives the collection view a cell class registered after the type's
    /// first use.
    func factoryChanged(forCell identifier: String) {
      guard registeredCells.contains(identifier), let cellClass = cellClasses[identifier] else {
        return
      }
      collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Dequeues a registered supplementary view.
    func dequeueSupplementary(ofKind kind: String, identifier: String, at indexPath: IndexPath)
      throws -> UICollectionReusableView
    {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// Nothing to do: the coordinator is the collection view's delegate,
    /// which UIKit's flow layout asks for sizes and metrics.
    func installLayoutDelegate(for sections: [Section]) {}

    /// `false`: UIKit does not say when it handles an event. Updates asked
    /// for from a grid callback still wait until the callback returns.
    var viewIsBusy: Bool { false }

    /// Runs `body` on the main actor's next turn, after the current UIKit
    /// event.
    func whenViewIdle(_ body: @escaping @MainActor () -> Void) {
      Task { @MainActor in body() }
    }

    /// `0`: UIKit keeps no update log.
    var updateLogPosition: Int { 0 }
  }

#endif
