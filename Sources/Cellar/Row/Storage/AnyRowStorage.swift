import Foundation

/// The type-erased storage of one row: what the table keeps per row.
///
/// One allocation per row: the model, the select action, the fixed height,
/// the identity's hash and word, and a pointer to the rarely used parts
/// (``RowExtras``). The identity and content rules are type parameters of
/// the final subclass, ``RowStorage``; the cell callbacks live in
/// ``RowStorageBase``. A diff reads a row's identity from stored fields
/// (``identityBits``, ``identityWord``) and its class, without calling into
/// the subclass, unless two rows' hashes match and their identities are not
/// integers (or are integers of two storage classes, whose
/// ``identityType`` is then read from the classes).
///
/// - Warning: The hot fields (``fixedHeight``, ``identityBits``,
///   ``identityWord``, and ``RowStorageBase/storedModel``) skip the
///   runtime's dynamic exclusivity checks (`@exclusivity(unchecked)`): a
///   storage is mutated only through `Row`'s setters, after copy-on-write
///   has made it unique, or while it is being made; every other access is a
///   read, so no two accesses can overlap. The checks were about a third of
///   a big diff's instructions (see the article *Row identity and fast
///   paths*); `-DCELLAR_NO_UNCHECKED_EXCLUSIVITY` turns them back on.
@usableFromInline
class AnyRowStorage {
  /// The fixed height, or NaN for automatic.
  #if CELLAR_NO_UNCHECKED_EXCLUSIVITY
    final var fixedHeight: Double
  #else
    @exclusivity(unchecked) final var fixedHeight: Double
  #endif
  /// The identity's hash and the row's diff flags (see ``RowIdentityBits``),
  /// computed when the row is made and again when its model changes, so
  /// that diffs never hash a row twice.
  #if CELLAR_NO_UNCHECKED_EXCLUSIVITY
    final var identityBits = RowIdentityBits()
  #else
    @exclusivity(unchecked) final var identityBits = RowIdentityBits()
  #endif
  /// The identity as an integer, when it is one (see ``exactWord(_:)``):
  /// two rows of the same storage class (or two rows with explicit ids) whose
  /// words are exact have the same identity exactly when their words are equal.
  #if CELLAR_NO_UNCHECKED_EXCLUSIVITY
    final var identityWord = 0
  #else
    @exclusivity(unchecked) final var identityWord = 0
  #endif

  /// Makes a storage with a fixed height (NaN for automatic).
  init(fixedHeight: Double) {
    self.fixedHeight = fixedHeight
  }

  /// Recomputes ``identityBits`` and ``identityWord``; the storage's
  /// subclass knows the rules.
  final func updateIdentityHash() {
    let kind = ruleKind
    var hasher = Hasher()
    hasher.combine(kind.rawValue)
    hashIdentity(into: &hasher)
    let word = exactIdentityWord()
    identityWord = word ?? 0
    identityBits = RowIdentityBits(
      kind: kind, hash: hasher.finalize(), hasExactWord: word != nil,
      modelBytes: comparableModelBytes(), hasExtras: hasExtras)
  }

  /// Whether two kept rows allow the same while editing; rows without
  /// extras (most) are known to without asking.
  final func hasSameEditing(as other: AnyRowStorage) -> Bool {
    RowIdentityBits.neitherHasExtras(identityBits, other.identityBits) || editing == other.editing
  }

  /// Where the row's identity comes from.
  final var identityKind: IdentityKind { identityBits.kind }

  /// The fixed height, or `nil` for automatic.
  final var height: CGFloat? { fixedHeight.isNaN ? nil : CGFloat(fixedHeight) }

  // MARK: Identity and content (overridden by RowStorage)

  /// The kind of identity the subclass's rules give (read once per change).
  var ruleKind: IdentityKind { .positional }
  /// Feeds the identity (and the type that scopes it) to `hasher`.
  func hashIdentity(into hasher: inout Hasher) {}
  /// Whether two rows have the same identity, at the positions given (used
  /// by positional identities only).
  func isSameIdentity(_ other: AnyRowStorage, position: Int, otherPosition: Int) -> Bool { false }
  /// The identity as an exact word (see ``identityWord``), if it is an integer.
  func exactIdentityWord() -> Int? { nil }
  /// Where the model's bytes are in the storage, and how many, when models
  /// with the same bytes count as equal and may be compared so (see
  /// `_ModelBytes.swift`).
  func comparableModelBytes() -> (offset: Int, size: Int)? { nil }
  /// The value `Table.indexPath(forRowID:)` finds the row by, if any.
  var identityValue: AnyHashable? { nil }
  /// The identity as a `Sendable` value (a string or a UUID), if it is one.
  func sendableIdentity() -> SendableIdentity? { nil }
  /// Whether ``identityWord`` always agrees with the identity: an `id:`
  /// (fixed when the row is made) or a value-type model's (the storage
  /// takes the word again when its model is set), not a class model's,
  /// whose `id` may change in place after the word was taken.
  class var identityWordIsLive: Bool { false }
  /// The type that, with an exact identity word, makes the identity of the
  /// class's rows: the model type for identifiable and model identities,
  /// the cell type for positional ones.
  class var identityType: ObjectIdentifier { ObjectIdentifier(AnyRowStorage.self) }
  /// Whether the two rows' models are the same content, by the content rule.
  func isContentEqual(to other: AnyRowStorage) -> Bool { false }

  // MARK: Cell (overridden by RowStorageBase)

  /// Whether the row has children (possibly none now): one load for a
  /// row without extras, what an update reads of every row to find
  /// outlines.
  final var hasOutlineChildren: Bool { identityBits.hasExtras && outlineChildren != nil }

  /// The row's cell type.
  var cellType: ObjectIdentifier { ObjectIdentifier(AnyRowStorage.self) }
  /// The cell type's name, for error messages.
  var cellTypeName: String { "" }
  /// The model, type-erased.
  var modelValue: Any { () }
  /// The cell type's reuse identifier.
  @MainActor var reuseIdentifier: String { "" }
  /// The table cell class of the row's type, which the table view
  /// instantiates.
  @MainActor var tableCellClass: UITableViewCell.Type { UITableViewCell.self }
  /// The collection view cell class of the item's type.
  @MainActor var collectionCellClass: UICollectionViewCell.Type { UICollectionViewCell.self }
  /// The item's own size, for a grid item that has one.
  var rowExtrasItemSize: CGSize? { nil }
  /// The row's children in an outline (``RowExtras/children``): `nil` for a
  /// leaf.
  var outlineChildren: [AnyRow]? { nil }
  /// Gives up the row's extras (the storage is about to be freed; see
  /// `RowExtras`' deinitializer) and returns their children when no other
  /// row shares them.
  func takeOutlineChildren() -> [AnyRow] { [] }
  /// Whether the row shows its children when the table first meets it.
  var outlineInitiallyExpanded: Bool { false }
  /// Whether the row's children are still to be loaded
  /// (`children(loadingWith:)`).
  var loadsChildren: Bool { false }
  /// Asks the app for the row's children, as `children(loadingWith:)` said.
  @MainActor func loadChildren() {}

  /// A copy of the storage with `children` as its outline children; a
  /// lazy row given children (not none) stops loading.
  func withOutlineChildren(_ children: [AnyRow]?) -> AnyRowStorage { self }
  /// Whether `cell` (a table or collection view cell) is of the row's cell type.
  @MainActor func isShown(by cell: AnyObject) -> Bool { false }
  /// Configures `cell` with the model.
  @MainActor func configure(_ cell: AnyObject) {}
  /// Tells `cell` where the row sits in the outline.
  @MainActor func configureOutline(_ cell: AnyObject, _ state: OutlineState) {}
  /// Calls the cell's will-display hook, then the row's, with the model.
  @MainActor func willDisplay(_ cell: AnyObject, at indexPath: IndexPath) {}
  /// Calls the cell's on-hide hook, then the row's, with the model.
  @MainActor func didEndDisplaying(_ cell: AnyObject, at indexPath: IndexPath) {}
  /// Whether the row's explicit identity is a ready-made row's title.
  var identityIsTitle: Bool { false }
  /// Calls the select action.
  @MainActor func select(at indexPath: IndexPath) {}
  /// Calls the deselect handler.
  @MainActor func deselect(at indexPath: IndexPath) {}
  /// Whether the row has a select action.
  var hasAction: Bool { false }

  /// The separators the item asks for in a list section, `nil` for the
  /// section's.
  var separators: ItemSeparators? { nil }
  /// Whether the row has extras (see ``RowIdentityBits/hasExtras``).
  var hasExtras: Bool { false }
  /// What the row allows while editing.
  var editing: EditingFlags { EditingFlags() }
  /// Calls the delete handler.
  @MainActor func commitDelete(at indexPath: IndexPath) {}
  /// Calls the move handler.
  @MainActor func didMove(from source: IndexPath, to destination: IndexPath) {}
  /// The swipe actions on one edge (the leading one if `leading`), in order.
  @MainActor func swipeActions(at indexPath: IndexPath, leading: Bool) -> [ShownSwipeAction] {
    []
  }
  /// Calls the prefetch handler.
  @MainActor func prefetch(at indexPath: IndexPath) {}
  /// Calls the cancel-prefetch handler.
  @MainActor func cancelPrefetch(at indexPath: IndexPath) {}
}
