import Foundation

/// A row's or item's storage for one cell type: the model and the cell callbacks.
///
/// Generic over the ``CellKind`` (a table row's ``TableCellKind`` or a grid
/// item's ``GridCellKind``), not over the cell type: the identity and content
/// machinery (``RowStorage``, ``AnyRowStorage``) is one for both surfaces,
/// and only the cell-facing overrides here ask the kind.
@usableFromInline
class RowStorageBase<Kind: CellKind>: AnyRowStorage {
  /// The cell class.
  typealias Cell = Kind.Cell

  /// The model, as stored.
  ///
  /// - Warning: A plain stored property, without observers or wrapper:
  ///   `_ModelBytes.swift` reads its bytes in place.
  #if CELLAR_NO_UNCHECKED_EXCLUSIVITY
    final var storedModel: Kind.Model
  #else
    @exclusivity(unchecked) final var storedModel: Kind.Model
  #endif
  /// What happens when the user selects the row.
  final var action: (@MainActor (Kind.Model, IndexPath) -> Void)?
  /// The rarely used parts, allocated when one is set.
  final var extras: RowExtras<Kind.Model>?
  /// The model; setting it recomputes the identity hash.
  final var model: Kind.Model {
    get { storedModel }
    set {
      storedModel = newValue
      updateIdentityHash()
    }
  }

  /// Makes a storage; the subclass then computes the identity.
  init(
    model: Kind.Model, fixedHeight: Double,
    action: (@MainActor (Kind.Model, IndexPath) -> Void)?, extras: RowExtras<Kind.Model>?
  ) {
    self.storedModel = model
    self.action = action
    self.extras = extras
    super.init(fixedHeight: fixedHeight)
  }

  /// A copy of the storage, for copy-on-write.
  func copy() -> RowStorageBase<Kind> { self }

  /// The extras, made (and flagged in ``AnyRowStorage/identityBits``) on first use.
  final var mutableExtras: RowExtras<Kind.Model> {
    if let extras { return extras }
    let made = RowExtras<Kind.Model>()
    extras = made
    identityBits.hasExtras = true
    return made
  }

  final override var hasExtras: Bool { extras != nil }

  final override var cellType: ObjectIdentifier { ObjectIdentifier(Cell.self) }
  final override var rowExtrasItemSize: CGSize? { extras?.itemSize }
  final override var outlineChildren: [AnyRow]? { extras?.children }
  final override func takeOutlineChildren() -> [AnyRow] {
    // Not `isKnownUniquelyReferenced(&extras)`: an inout access to the
    // property made the optimizer check every access to it at run time
    // (+3% instructions in `table100k`).
    guard var taken = extras else { return [] }
    extras = nil
    guard isKnownUniquelyReferenced(&taken), let children = taken.children else { return [] }
    taken.children = nil
    return children
  }
  final override var outlineInitiallyExpanded: Bool { extras?.initiallyExpanded ?? false }
  final override var loadsChildren: Bool { extras?.loadChildren != nil }
  @MainActor final override func loadChildren() { extras?.loadChildren?(model) }

  final override func withOutlineChildren(_ children: [AnyRow]?) -> AnyRowStorage {
    let made = copy()
    made.mutableExtras.children = children
    // Children given end a `children(loadingWith:)`; none leave it loading.
    if children?.isEmpty == false, made.extras?.loadChildren != nil {
      made.mutableExtras.loadChildren = nil
    }
    return made
  }
  final override var cellTypeName: String { String(reflecting: Cell.self) }
  final override var modelValue: Any { model }
  @MainActor final override var reuseIdentifier: String { Kind.reuseIdentifier }

  @MainActor final override var tableCellClass: UITableViewCell.Type {
    Kind.tableCellClass ?? UITableViewCell.self
  }

  @MainActor final override var collectionCellClass: UICollectionViewCell.Type {
    Kind.collectionCellClass ?? UICollectionViewCell.self
  }

  @MainActor final override func isShown(by cell: AnyObject) -> Bool { cell is Cell }

  @MainActor final override func configure(_ cell: AnyObject) {
    guard let cell = cell as? Cell else { return }
    Kind.configure(cell, with: model)
  }

  @MainActor final override func configureOutline(_ cell: AnyObject, _ state: OutlineState) {
    guard let cell = cell as? Cell else { return }
    Kind.configureOutline(cell, state)
  }

  @MainActor final override func willDisplay(_ cell: AnyObject, at indexPath: IndexPath) {
    if let cell = cell as? Cell { Kind.willDisplay(cell, with: model) }
    extras?.onWillDisplay?(model, indexPath)
  }

  @MainActor final override func didEndDisplaying(_ cell: AnyObject, at indexPath: IndexPath) {
    if let cell = cell as? Cell { Kind.didEndDisplaying(cell, with: model) }
    extras?.onDidEndDisplaying?(model, indexPath)
  }

  final override var identityIsTitle: Bool { extras?.explicitIDIsTitle ?? false }

  @MainActor final override func select(at indexPath: IndexPath) {
    action?(model, indexPath)
  }

  @MainActor final override func deselect(at indexPath: IndexPath) {
    extras?.onDeselect?(model, indexPath)
  }

  final override var hasAction: Bool { action != nil }

  final override var separators: ItemSeparators? { extras?.separators }

  final override var editing: EditingFlags {
    guard Kind.isEditable, let extras else { return EditingFlags() }
    let deletes = extras.onDelete != nil
    let swipes = !extras.leadingSwipeActions.isEmpty || !extras.trailingSwipeActions.isEmpty
    let canEdit = extras.canEdit ?? (deletes || swipes || extras.canMove)
    // A row that cannot be edited cannot be moved either (as in UIKit, where
    // a row whose `canEditRowAt` is false shows no reorder control).
    return EditingFlags(canEdit: canEdit, canMove: canEdit && extras.canMove, deletes: deletes)
  }

  @MainActor final override func commitDelete(at indexPath: IndexPath) {
    extras?.onDelete?(model, indexPath)
  }

  @MainActor final override func didMove(from source: IndexPath, to destination: IndexPath) {
    extras?.onMove?(model, source, destination)
  }

  @MainActor final override func swipeActions(at indexPath: IndexPath, leading: Bool)
    -> [ShownSwipeAction]
  {
    guard let extras else { return [] }
    let actions = leading ? extras.leadingSwipeActions : extras.trailingSwipeActions
    let model = self.model
    return actions.map { action in
      let handler = action.handler
      return ShownSwipeAction(title: action.title, style: action.style) {
        handler(model, indexPath)
      }
    }
  }

  @MainActor final override func prefetch(at indexPath: IndexPath) {
    extras?.prefetch?(model, indexPath)
  }

  @MainActor final override func cancelPrefetch(at indexPath: IndexPath) {
    extras?.cancelPrefetch?(model, indexPath)
  }
}
