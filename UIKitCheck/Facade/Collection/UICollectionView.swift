import CellarHost

/// An object that manages an ordered collection of data items and
/// presents them using customizable layouts.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview
///
/// The facade owns a host `Headless.UICollectionView` (the headless simulation) and
/// forwards every call to it; a private bridge answers the host's
/// data-source, delegate and prefetching calls by asking ``dataSource``,
/// ``delegate`` and ``prefetchDataSource`` with this view and UIKit cells.
/// Where the host throws and UIKit raises an exception, the facade stops
/// with UIKit's message.
@MainActor
open class UICollectionView: UIScrollView {
  /// The host collection view this one forwards to. For tests of the facade
  /// only: drive user actions (`tapItem(at:)`, drags) through it.
  @_spi(Facade) public let host: Headless.UICollectionView

  /// Answers the host's calls by asking the UIKit-shaped objects.
  private lazy var bridge = CollectionBridge(view: self)

  /// The layout in use.
  private var currentLayout: UICollectionViewLayout

  /// The carriers of views dequeued during the data-source call in
  /// progress: the UIKit views hold their carriers weakly, so these keep
  /// them alive until the host has the view back (emptied when the call
  /// ends).
  var dequeuedCarriers: [Headless.UICollectionReusableView] = []

  /// Creates a collection view object with the specified frame and layout.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    currentLayout = layout
    host = Headless.UICollectionView(frame: frame, collectionViewLayout: layout.hostLayout)
    super.init(frame: frame)
    finishInit()
  }

  /// Creates a collection view from an archive, with a flow layout.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
  public required init?(coder: NSCoder) {
    let layout = UICollectionViewFlowLayout()
    currentLayout = layout
    host = Headless.UICollectionView(frame: .zero, collectionViewLayout: layout.hostLayout)
    super.init(coder: coder)
    finishInit()
  }

  private func finishInit() {
    currentLayout.owner = self
    host.delegate = bridge
  }

  override var scrollHost: Headless.UIScrollView? { host }

  override var scrollHostContentSize: CGSize? {
    host.flowLayout.collectionViewContentSize
  }

  /// The layout used to organize the collected view's items.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
  ///
  /// The host's layout is fixed at creation: a new layout's settings are
  /// copied into it and the new layout configures it from then on; the
  /// old layout gets a host layout of its own with its settings. A layout
  /// shared by two collection views is not supported (UIKit does not
  /// support it either).
  open var collectionViewLayout: UICollectionViewLayout {
    get { currentLayout }
    set {
      guard newValue !== currentLayout else { return }
      // The old layout keeps its settings in a host layout of its own.
      let detached = Headless.UICollectionViewFlowLayout()
      detached.copySettings(from: host.flowLayout)
      currentLayout.hostLayout = detached
      host.flowLayout.copySettings(from: newValue.hostLayout)
      newValue.hostLayout = host.flowLayout
      currentLayout.owner = nil
      currentLayout = newValue
      newValue.owner = self
      updateFlowLayoutDelegate()
    }
  }

  /// The object that provides the data for the collection view; held weakly.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/datasource
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { host.dataSource = dataSource == nil ? nil : bridge }
  }

  /// The object that acts as the delegate of the collection view; held
  /// weakly. Declared here and not on ``UIScrollView`` (Swift cannot
  /// override a property with another type); its scroll-view methods are
  /// called for this view's scrolls.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/delegate
  open weak var delegate: (any UICollectionViewDelegate)? {
    didSet { updateFlowLayoutDelegate() }
  }

  /// The object that acts as the prefetching data source for the
  /// collection view; held weakly.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/prefetchdatasource
  open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
    didSet { host.prefetchDataSource = prefetchDataSource == nil ? nil : bridge }
  }

  /// A Boolean value that indicates whether cell and data prefetching are
  /// enabled. Default: `true`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/isprefetchingenabled
  open var isPrefetchingEnabled: Bool {
    get { host.isPrefetchingEnabled }
    set { host.isPrefetchingEnabled = newValue }
  }

  /// Lays out the visible cells and supplementary views (the host's layout
  /// pass: counts, `cellForItemAt`, `willDisplay`, prefetching).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open override func layoutSubviews() {
    super.layoutSubviews()
    raisingAsUIKit { host.layoutIfNeeded() }
  }

  /// Lays out the collection view at once if its layout is out of date
  /// (the host keeps track of that: counts, offset, size, invalidation).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open override func layoutIfNeeded() {
    raisingAsUIKit { host.layoutIfNeeded() }
    super.layoutIfNeeded()
  }

  /// Scrolls to an offset and lays out at once (the host does not
  /// animate): the delegate hears `scrollViewDidScroll(_:)`, the views that
  /// enter and leave are displayed and ended, and, when `animated` is
  /// `true`, `scrollViewDidEndScrollingAnimation(_:)`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    raisingAsUIKit { host.setContentOffset(contentOffset, animated: animated) }
  }

  /// Reloads all of the data for the collection view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
  open func reloadData() {
    host.reloadData()
  }

  /// Points the host layout's delegate at ``delegate`` when it adopts
  /// ``UICollectionViewDelegateFlowLayout``, as UIKit's flow layout reads it.
  private func updateFlowLayoutDelegate() {
    let layout = host.flowLayout
    layout.delegate =
      delegate is any UICollectionViewDelegateFlowLayout ? bridge.flowLayoutDelegate() : nil
    host.invalidateLayout()
  }

  // MARK: Registration and dequeue

  /// Registers a class for use in creating new collection view cells.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)
  ///
  /// A new cell is made with the class's `init(frame:)`. Registering again
  /// replaces the entry; `nil` unregisters the identifier.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      return host.register(factory: nil, forCellWithReuseIdentifier: identifier)
    }
    guard let type = cellClass as? UICollectionViewCell.Type else {
      preconditionFailure(
        "registered class \(cellClass) for identifier \(identifier) is not a UICollectionViewCell")
    }
    host.register(
      factory: { CollectionCellCarrier(ui: type.init(_facadeFrame: .zero)) },
      forCellWithReuseIdentifier: identifier)
  }

  /// Registers a class for use in creating supplementary views for the
  /// collection view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)
  ///
  /// The pair (kind, identifier) is the key. Registering again replaces
  /// the entry; `nil` unregisters it.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    guard let viewClass else {
      return host.register(
        factory: nil, forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
    }
    guard let type = viewClass as? UICollectionReusableView.Type else {
      preconditionFailure(
        "registered class \(viewClass) for identifier \(identifier) is not a "
          + "UICollectionReusableView")
    }
    host.register(
      factory: { CollectionReusableViewCarrier(ui: type.init(_facadeFrame: .zero)) },
      forSupplementaryViewOfKind: elementKind, withReuseIdentifier: identifier)
  }

  /// Dequeues a reusable cell object located by its identifier.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
  ///
  /// A recycled cell gets `prepareForReuse()` before it is returned. An
  /// identifier with nothing registered raises with UIKit's text.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = raisingAsUIKit {
      host.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
    dequeuedCarriers.append(cell)
    return (cell as? CollectionCellCarrier)?.ui ?? CollectionCellCarrier(frame: .zero).ui
  }

  /// Dequeues a reusable supplementary view located by its identifier and kind.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)
  ///
  /// A recycled view gets `prepareForReuse()` before it is returned. A
  /// pair with nothing registered raises with UIKit's text.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = raisingAsUIKit {
      host.dequeueReusableSupplementaryView(
        ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
    }
    dequeuedCarriers.append(view)
    return UICollectionReusableView.ui(for: view)
  }

  // MARK: Batch updates

  /// Animates multiple insert, delete, reload, and move operations as a group.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  ///
  /// An invalid batch raises with UIKit's "Invalid update" text; the
  /// completion runs with `true` once the batch is applied.
  open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    raisingAsUIKit {
      host.performBatchUpdates({ updates?() }, completion: finishBatch(completion))
    }
  }

  /// The host's completion for UIKit's.
  private func finishBatch(_ completion: ((Bool) -> Void)?) -> (@MainActor (Bool) -> Void)? {
    guard let completion else { return nil }
    return { finished in completion(finished) }
  }

  /// A Boolean value that indicates whether the collection view contains
  /// drop placeholders or is reordering its items: here, whether a batch
  /// is open.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/hasuncommittedupdates
  open var hasUncommittedUpdates: Bool { host.hasUncommittedUpdates }

  /// Inserts new sections at the specified indexes.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)
  open func insertSections(_ sections: IndexSet) {
    raisingAsUIKit { host.insertSections(sections) }
  }

  /// Deletes the sections at the specified indexes.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)
  open func deleteSections(_ sections: IndexSet) {
    raisingAsUIKit { host.deleteSections(sections) }
  }

  /// Reloads the data in the specified sections of the collection view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)
  open func reloadSections(_ sections: IndexSet) {
    raisingAsUIKit { host.reloadSections(sections) }
  }

  /// Moves a section from one location to another in the collection view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)
  open func moveSection(_ section: Int, toSection newSection: Int) {
    raisingAsUIKit { host.moveSection(section, toSection: newSection) }
  }

  /// Inserts new items at the specified index paths.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)
  open func insertItems(at indexPaths: [IndexPath]) {
    raisingAsUIKit { host.insertItems(at: indexPaths) }
  }

  /// Deletes the items at the specified index paths.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)
  open func deleteItems(at indexPaths: [IndexPath]) {
    raisingAsUIKit { host.deleteItems(at: indexPaths) }
  }

  /// Reloads just the items at the specified index paths.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)
  open func reloadItems(at indexPaths: [IndexPath]) {
    raisingAsUIKit { host.reloadItems(at: indexPaths) }
  }

  /// Moves an item from one location to another in the collection view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)
  open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    raisingAsUIKit { host.moveItem(at: indexPath, to: newIndexPath) }
  }

  /// Updates the data for the items at the index paths you specify,
  /// preserving the existing cells for the items.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
  open func reconfigureItems(at indexPaths: [IndexPath]) {
    raisingAsUIKit { host.reconfigureItems(at: indexPaths) }
  }

  // MARK: Queries, selection and scrolling

  /// The number of sections in the collection view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  open var numberOfSections: Int { host.numberOfSections }

  /// Returns the number of items in the specified section.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
  open func numberOfItems(inSection section: Int) -> Int {
    host.numberOfItems(inSection: section)
  }

  /// An array of the visible items in the collection view (ascending here;
  /// UIKit leaves the order unspecified).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems
  open var indexPathsForVisibleItems: [IndexPath] { host.indexPathsForVisibleItems }

  /// An array of visible cells currently displayed by the collection view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/visiblecells
  open var visibleCells: [UICollectionViewCell] {
    host.visibleCells.compactMap { ($0 as? CollectionCellCarrier)?.ui }
  }

  /// Gets the cell object at the index path you specify, or `nil` when
  /// the item is not displayed.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    (host.cellForItem(at: indexPath) as? CollectionCellCarrier)?.ui
  }

  /// Gets the layout information for the item at the specified index
  /// path; `nil` when no item exists there.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/layoutattributesforitem(at:)
  ///
  /// Answered from the host's layout as of its last layout pass (as
  /// ``UICollectionViewLayout/collectionViewContentSize`` is): after
  /// changing the layout or the counts, lay the view out
  /// (`layoutIfNeeded()`) before asking. Apple's page does not say whether
  /// UIKit prepares an invalidated layout first.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    host.flowLayout.layoutAttributesForItem(at: indexPath).map {
      UICollectionViewLayoutAttributes($0)
    }
  }

  /// Gets the index path of the specified cell, or `nil` when it is not
  /// displayed.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/indexpath(for:)
  open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    host.indexPathsForVisibleItems.first { cellForItem(at: $0) === cell }
  }

  /// Retrieves the supplementary view at the specified index path.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    host.supplementaryView(forElementKind: elementKind, at: indexPath).map {
      UICollectionReusableView.ui(for: $0)
    }
  }

  /// Returns an array of the visible supplementary views of the specified kind.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/visiblesupplementaryviews(ofkind:)
  open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    host.visibleSupplementaryViews(ofKind: elementKind).map { UICollectionReusableView.ui(for: $0) }
  }

  /// Returns the index paths of all visible supplementary views of the
  /// specified type.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisiblesupplementaryelements(ofkind:)
  open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    host.indexPathsForVisibleSupplementaryElements(ofKind: elementKind)
  }

  /// The index paths for the selected items, or `nil` when none is selected.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
  open var indexPathsForSelectedItems: [IndexPath]? { host.indexPathsForSelectedItems }

  /// Selects the item at the specified index path and optionally scrolls
  /// it into view; no delegate method is called.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)
  open func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
  ) {
    raisingAsUIKit {
      host.selectItem(
        at: indexPath, animated: animated,
        scrollPosition: Headless.UICollectionView.ScrollPosition(rawValue: scrollPosition.rawValue))
    }
  }

  /// Deselects the item at the specified index; no delegate method is called.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    host.deselectItem(at: indexPath, animated: animated)
  }

  /// A Boolean value that indicates whether users can select items in the
  /// collection view. Default: `true`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/allowsselection
  open var allowsSelection: Bool {
    get { host.allowsSelection }
    set { host.allowsSelection = newValue }
  }

  /// A Boolean value that determines whether users can select more than one
  /// item in the collection view. Default: `false`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
  open var allowsMultipleSelection: Bool {
    get { host.allowsMultipleSelection }
    set { host.allowsMultipleSelection = newValue }
  }

  /// Scrolls the collection view contents until the specified item is
  /// visible; an item that does not exist raises with UIKit's text.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
  open func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
  ) {
    raisingAsUIKit {
      host.scrollToItem(
        at: indexPath,
        at: Headless.UICollectionView.ScrollPosition(rawValue: scrollPosition.rawValue),
        animated: animated)
    }
  }
}

extension Headless.UICollectionViewFlowLayout {
  /// Takes another layout's settings (the host's layout is fixed at the
  /// collection view's creation).
  func copySettings(from other: Headless.UICollectionViewFlowLayout) {
    itemSize = other.itemSize
    estimatedItemSize = other.estimatedItemSize
    minimumLineSpacing = other.minimumLineSpacing
    minimumInteritemSpacing = other.minimumInteritemSpacing
    sectionInset = other.sectionInset
    headerReferenceSize = other.headerReferenceSize
    footerReferenceSize = other.footerReferenceSize
    scrollDirection = other.scrollDirection
    sectionInsetReference = other.sectionInsetReference
    sectionHeadersPinToVisibleBounds = other.sectionHeadersPinToVisibleBounds
    sectionFootersPinToVisibleBounds = other.sectionFootersPinToVisibleBounds
  }
}
