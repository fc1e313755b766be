#if !canImport(UIKit)
  import Foundation

  /// What a ``Grid`` does through CellarHost's `UICollectionView` that it does
  /// another way on UIKit (see `Grid+UIKit.swift`).
  extension Grid {
    /// The element kind of section headers.
    static var headerKind: String { UICollectionViewFlowLayout.elementKindSectionHeader }
    /// The element kind of section footers.
    static var footerKind: String { UICollectionViewFlowLayout.elementKindSectionFooter }

    /// The collection view's flow layout, whose metrics a section without
    /// its own uses.
    var flowLayout: UICollectionViewFlowLayout { collectionView.collectionViewLayout }

    /// Registers the item's cell type with the collection view the first
    /// time an item needs it (with the custom factory given to `register`,
    /// else the class), and dequeues a cell.
    ///
    /// - Throws: The collection view's dequeue errors.
    func dequeueCell(for storage: AnyRowStorage, identifier: String, at indexPath: IndexPath)
      throws -> UICollectionViewCell
    {
      if !registeredCells.contains(identifier) {
        if let factory = cellFactories[identifier] {
          collectionView.register(factory: factory, forCellWithReuseIdentifier: identifier)
        } else {
          collectionView.register(
            storage.collectionCellClass, forCellWithReuseIdentifier: identifier)
        }
        registeredCells.insert(identifier)
      }
      return try collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// Dequeues a registered supplementary view.
    ///
    /// - Throws: The collection view's dequeue errors.
    func dequeueSupplementary(ofKind kind: String, identifier: String, at indexPath: IndexPath)
      throws -> UICollectionReusableView
    {
      try collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// Gives the collection view a cell factory registered after the type's
    /// first use.
    func factoryChanged(forCell identifier: String) {
      guard registeredCells.contains(identifier), let factory = cellFactories[identifier] else {
        return
      }
      collectionView.register(factory: factory, forCellWithReuseIdentifier: identifier)
    }

    /// Makes the coordinator the flow layout's delegate for `sections`: it
    /// answers the item sizes and section metrics that some section or
    /// item gives (see ``GridLayoutNeeds``).
    ///
    /// - Complexity: O(*s* + *n*) for *s* sections and *n* items.
    func installLayoutDelegate(for sections: [Section]) {
      collectionView.collectionViewLayout.delegate = coordinator.layoutDelegate(
        needs: GridLayoutNeeds(sections), sections: sections)
    }

    /// Invalidates the layout, after the sections changed.
    func invalidateGridLayout() {
      collectionView.invalidateLayout()
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
    /// Selects an item without animation or scrolling, as the grid does to
    /// keep the selection across an update.
    ///
    /// - Throws: The collection view's index errors.
    func selectKeepingPosition(_ indexPath: IndexPath) throws {
      try selectItem(at: indexPath, animated: false, scrollPosition: [])
    }

    /// The frame of an item in the layout as of the last layout pass, or
    /// `nil` when the layout has no such item.
    ///
    /// - Complexity: O(log *l*) at most, for *l* lines in the item's section.
    func itemFrame(at indexPath: IndexPath) -> CGRect? {
      collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame
    }

    /// Scrolls to an offset without animation (clamped to the content).
    ///
    /// - Throws: The collection view's layout errors.
    func setOffsetWithoutAnimation(_ offset: CGPoint) throws {
      try setContentOffset(offset, animated: false)
    }
  }
#endif
