import Foundation

/// One item of a grid: a model shown by a cell type, with the same
/// identity and content rules as a table ``Row``.
///
/// ```swift
/// Item<PhotoCell>(model: photo) { photo, _ in open(photo) }
/// ```
///
/// **Identity** (which decides insert, delete and move) comes from, in the
/// order the initializers choose it: an explicit `id:` (must be unique), the
/// model's `Identifiable.id` (must be unique), the model itself when it is
/// `Hashable` (may repeat), else the cell type and the item's position in
/// its section. **Content** (which decides whether a kept item's cell is
/// configured again) is the model's `==` when it is `Equatable`; other
/// models count as changed on every update. Identity and content are
/// separate: an item whose identity is kept and whose content changed is
/// reconfigured in place, not deleted and inserted; one whose cell type
/// changed is reloaded. Its ``size`` is layout, not content: a new size
/// alone neither reconfigures nor reloads the cell, the grid lays out
/// again.
///
/// An item is a value: copies share their storage until one is changed.
///
/// - Complexity: Making an item allocates one storage object, and one more
///   for the rarely used parts (an explicit id, a size, handlers) when set.
public struct Item<Cell: ConfigurableCollectionCell> {
  /// What runs when the user selects (or deselects) the item: gets the
  /// item's model and index path.
  public typealias Action = @MainActor (Cell.Model, IndexPath) -> Void

  /// The shared storage; the same class, and so the same diff code, as a row's.
  @usableFromInline
  var storage: RowStorageBase<GridCellKind<Cell>>

  init(storage: RowStorageBase<GridCellKind<Cell>>) {
    self.storage = storage
  }

  @inlinable
  init<Identity: RowIdentityRule, Content: RowContentRule>(
    model: Cell.Model, id: AnyHashable?, size: CGSize?, action: Action?,
    identity: Identity.Type, content: Content.Type
  ) where Identity.Model == Cell.Model, Content.Model == Cell.Model {
    storage = RowStorage<GridCellKind<Cell>, Identity, Content>(
      model: model, fixedHeight: .nan, action: action,
      extras: RowExtras.ifNeeded(explicitID: id, itemSize: size))
  }

  /// The item's model; setting it recomputes its identity.
  public var model: Cell.Model {
    get { storage.model }
    set {
      makeUniqueStorage()
      storage.model = newValue
    }
  }

  /// The item's own size, or `nil` for its section's ``GridSection/itemSize``
  /// (and, without one, the flow layout's `itemSize`).
  ///
  /// A size change alone neither reconfigures nor reloads the cell: the
  /// grid invalidates the flow layout after every update (what UIKit needs
  /// for a new size), and the same cell is laid out at the new size; with
  /// new content too, the cell is reconfigured once, in place. Each side must be greater than 0, as UIKit's
  /// flow layout requires: a side of 0 or less makes the update throw
  /// `FlowLayoutError.nonPositiveItemSize` (UIKit's "negative or zero sizes
  /// are not supported in the flow layout"), and a NaN, infinite or too
  /// large one `FlowLayoutError.invalidValue`, before the collection view
  /// sees anything.
  public var size: CGSize? {
    get { extra(\.itemSize) }
    set { setExtra(\.itemSize, newValue) }
  }

  /// What happens when the user selects the item.
  public var action: Action? {
    get { storage.action }
    set {
      makeUniqueStorage()
      storage.action = newValue
    }
  }

  /// What happens when the item is deselected.
  public var deselectAction: Action? {
    get { extra(\.onDeselect) }
    set { setExtra(\.onDeselect, newValue) }
  }

  /// The item's identity value: its `id:`, its model's `id`, or its
  /// `Hashable` model; `nil` for a positional identity.
  public var id: AnyHashable? { storage.identityValue }

  /// Called with the model when the item's cell is about to appear, after
  /// the cell's own ``ConfigurableCollectionCell/configureAtWillDisplay(_:)``.
  public var onWillDisplay: Action? {
    get { extra(\.onWillDisplay) }
    set { setExtra(\.onWillDisplay, newValue) }
  }

  /// Called with the model when the item's cell left the screen, after the
  /// cell's own ``ConfigurableCollectionCell/configureOnHide(_:)``.
  public var onDidEndDisplaying: Action? {
    get { extra(\.onDidEndDisplaying) }
    set { setExtra(\.onDidEndDisplaying, newValue) }
  }

  /// Called when the collection view may soon show the item (data
  /// prefetching): start loading what its cell needs.
  ///
  /// The grid is its collection view's `prefetchDataSource`: the handler
  /// runs when the item enters the prefetch window (`prefetchItemsAt`),
  /// before its section's ``GridSection/prefetch``, in the collection
  /// view's order (nearest to the viewport first). It runs as a callback:
  /// an update it asks for is applied once the collection view's event
  /// (the scroll that moved the window) is over.
  public var prefetch: Action? {
    get { extra(\.prefetch) }
    set { setExtra(\.prefetch, newValue) }
  }

  /// Called when a prefetch of the item is no longer needed: it left the
  /// prefetch window without being displayed (`cancelPrefetchingForItemsAt`),
  /// before its section's ``GridSection/cancelPrefetch``.
  public var cancelPrefetch: Action? {
    get { extra(\.cancelPrefetch) }
    set { setExtra(\.cancelPrefetch, newValue) }
  }

  /// The actions offered when the user swipes the item from the leading
  /// edge, first nearest the edge, in a section laid out as a list
  /// (`GridSection.Layout.list`) whose configuration has no leading swipe
  /// provider of its own. Items of other sections cannot be swiped. On
  /// iOS, UIKit shows swipe actions only on a `UICollectionViewListCell`.
  public var leadingSwipeActions: [SwipeAction<Cell.Model>] {
    get { swipeActions(leading: true) }
    set { setSwipeActions(newValue, leading: true) }
  }

  /// The actions offered when the user swipes the item from the trailing
  /// edge, in a list section (see ``leadingSwipeActions``).
  public var trailingSwipeActions: [SwipeAction<Cell.Model>] {
    get { swipeActions(leading: false) }
    set { setSwipeActions(newValue, leading: false) }
  }

  /// Whether the separator above the item shows, in a section laid out as
  /// a list (`GridSection.Layout.list`) whose configuration has no
  /// `itemSeparatorHandler` of its own: `.automatic` (the default) keeps
  /// the section's `separatorConfiguration`. Other sections draw no
  /// separators.
  public var topSeparatorVisibility: UIListSeparatorConfiguration.Visibility {
    get { extra(\.separators)?.top ?? .automatic }
    set { setSeparators(top: newValue, bottom: bottomSeparatorVisibility) }
  }

  /// Whether the separator below the item shows, in a list section (see
  /// ``topSeparatorVisibility``).
  public var bottomSeparatorVisibility: UIListSeparatorConfiguration.Visibility {
    get { extra(\.separators)?.bottom ?? .automatic }
    set { setSeparators(top: topSeparatorVisibility, bottom: newValue) }
  }

  /// Keeps both visibilities, none when both are automatic.
  private mutating func setSeparators(
    top: UIListSeparatorConfiguration.Visibility, bottom: UIListSeparatorConfiguration.Visibility
  ) {
    let separators =
      top == .automatic && bottom == .automatic ? nil : ItemSeparators(top: top, bottom: bottom)
    guard separators != extra(\.separators) else { return }
    setExtra(\.separators, separators)
  }
}

extension Item: StorageBacked {}
