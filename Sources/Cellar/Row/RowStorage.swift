import Foundation

/// Where a row's identity comes from.
enum IdentityKind: UInt8 {
  /// The `id:` the caller gave; must be unique.
  case explicit
  /// The model's `id` (`Identifiable`); must be unique.
  case identifiable
  /// The model itself (`Hashable`); may repeat.
  case model
  /// The cell type and the row's position in its section; may repeat.
  case positional

  /// Whether two rows with this kind of identity may share it.
  var mustBeUnique: Bool { self == .explicit || self == .identifiable }
}

/// How a row's identity is read from its model.
protocol RowIdentityRule {
  associatedtype Model
  static var kind: IdentityKind { get }
  static func hash(_ model: Model, into hasher: inout Hasher)
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool
  static func value(_ model: Model) -> AnyHashable?
}

/// Identity from `Identifiable.id`.
enum IdentifiableIdentity<Model: Identifiable>: RowIdentityRule {
  static var kind: IdentityKind { .identifiable }
  static func hash(_ model: Model, into hasher: inout Hasher) { hasher.combine(model.id) }
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { lhs.id == rhs.id }
  static func value(_ model: Model) -> AnyHashable? { AnyHashable(model.id) }
}

/// The model is its own identity.
enum ModelIdentity<Model: Hashable>: RowIdentityRule {
  static var kind: IdentityKind { .model }
  static func hash(_ model: Model, into hasher: inout Hasher) { hasher.combine(model) }
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { lhs == rhs }
  static func value(_ model: Model) -> AnyHashable? { AnyHashable(model) }
}

/// Identity from the cell type and the row's position.
enum PositionalIdentity<Model>: RowIdentityRule {
  static var kind: IdentityKind { .positional }
  static func hash(_ model: Model, into hasher: inout Hasher) {}
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { true }
  static func value(_ model: Model) -> AnyHashable? { nil }
}

/// Identity from the `id:` given to the row (kept in its extras).
enum ExplicitIdentity<Model>: RowIdentityRule {
  static var kind: IdentityKind { .explicit }
  static func hash(_ model: Model, into hasher: inout Hasher) {}
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { true }
  static func value(_ model: Model) -> AnyHashable? { nil }
}

/// How two models of rows with the same identity are compared for content.
protocol RowContentRule {
  associatedtype Model
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool
}

/// Content equality is `==`.
enum EquatableContent<Model: Equatable>: RowContentRule {
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { lhs == rhs }
}

/// Content is never known to be equal: the row counts as changed on every update.
enum OpaqueContent<Model>: RowContentRule {
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { false }
}

/// The type-erased storage of one row: what the table keeps per row.
///
/// One allocation per row: the model, the select action, the fixed height
/// and a pointer to the rarely used parts (``RowExtras``). The identity and
/// content rules are type parameters of the final subclass, so hashing and
/// comparing rows costs one virtual call and no allocation.
class AnyRowStorage {
  // Exclusivity: a storage is mutated only through `Row`'s setters, after
  // copy-on-write has made it unique, or while it is being made; every other
  // access is a read. Accesses cannot overlap, so the hot properties skip
  // the runtime's dynamic exclusivity checks, a large share of a big diff's time.

  /// The fixed height, or NaN for automatic.
  @exclusivity(unchecked) final var fixedHeight: Double
  /// The hash of the row's identity (its kind, and its id, model or cell
  /// type; not its position), computed when the row is made and again when
  /// its model changes, so that diffs never hash a row twice.
  @exclusivity(unchecked) final var identityHash = 0

  init(fixedHeight: Double) {
    self.fixedHeight = fixedHeight
  }

  /// Recomputes ``identityHash``; the storage's subclass knows the rules.
  final func updateIdentityHash() {
    var hasher = Hasher()
    hasher.combine(identityKind.rawValue)
    hashIdentity(into: &hasher)
    identityHash = hasher.finalize()
  }

  final var height: CGFloat? { fixedHeight.isNaN ? nil : CGFloat(fixedHeight) }

  // MARK: Identity and content (overridden by RowStorage)

  var identityKind: IdentityKind { .positional }
  func hashIdentity(into hasher: inout Hasher) {}
  func isSameIdentity(_ other: AnyRowStorage, position: Int, otherPosition: Int) -> Bool { false }
  /// The value `Table.indexPath(forRowID:)` finds the row by, if any.
  var identityValue: AnyHashable? { nil }
  /// The identity of the model type (identifiable and model identities).
  var modelType: ObjectIdentifier { ObjectIdentifier(AnyRowStorage.self) }
  func isContentEqual(to other: AnyRowStorage) -> Bool { false }

  // MARK: Cell (overridden by RowStorageBase)

  var cellType: ObjectIdentifier { ObjectIdentifier(AnyRowStorage.self) }
  var cellTypeName: String { "" }
  var modelValue: Any { () }
  @MainActor var reuseIdentifier: String { "" }
  /// Makes a cell of the row's type; captures nothing but the type.
  @MainActor var cellMaker: @MainActor (String) -> TableViewCell {
    { TableViewCell(reuseIdentifier: $0) }
  }
  @MainActor func isShown(by cell: TableViewCell) -> Bool { false }
  @MainActor func configure(_ cell: TableViewCell) {}
  @MainActor func willDisplay(_ cell: TableViewCell) {}
  @MainActor func didEndDisplaying(_ cell: TableViewCell) {}
  @MainActor func select(at indexPath: IndexPath) {}
  @MainActor func deselect(at indexPath: IndexPath) {}
  var hasAction: Bool { false }
  var editing: EditingFlags { EditingFlags() }
  @MainActor func commitDelete(at indexPath: IndexPath) {}
  @MainActor func didMove(from source: IndexPath, to destination: IndexPath) {}
  @MainActor func swipeConfiguration(at indexPath: IndexPath, edge: TableView.SwipeEdge)
    -> SwipeActionsConfiguration?
  { nil }
  @MainActor func prefetch(at indexPath: IndexPath) {}
  @MainActor func cancelPrefetch(at indexPath: IndexPath) {}
}

/// What a row allows while editing.
struct EditingFlags {
  var canEdit = false
  var canMove = false
  var deletes = false
}

/// The parts of a row most rows do not use, allocated only when one is set.
final class RowExtras<Model> {
  var explicitID: AnyHashable?
  var canEdit: Bool?
  var canMove = false
  var onDelete: (@MainActor (Model, IndexPath) -> Void)?
  var onMove: (@MainActor (Model, IndexPath, IndexPath) -> Void)?
  var onDeselect: (@MainActor (Model, IndexPath) -> Void)?
  var leadingSwipeActions: [SwipeAction<Model>] = []
  var trailingSwipeActions: [SwipeAction<Model>] = []
  var prefetch: (@MainActor (Model, IndexPath) -> Void)?
  var cancelPrefetch: (@MainActor (Model, IndexPath) -> Void)?

  init() {}

  func copy() -> RowExtras<Model> {
    let copy = RowExtras<Model>()
    copy.explicitID = explicitID
    copy.canEdit = canEdit
    copy.canMove = canMove
    copy.onDelete = onDelete
    copy.onMove = onMove
    copy.onDeselect = onDeselect
    copy.leadingSwipeActions = leadingSwipeActions
    copy.trailingSwipeActions = trailingSwipeActions
    copy.prefetch = prefetch
    copy.cancelPrefetch = cancelPrefetch
    return copy
  }
}

/// A row's storage for one cell type: the model and the cell callbacks.
class RowStorageBase<Cell: ConfigurableCell>: AnyRowStorage {
  @exclusivity(unchecked) final var model: Cell.Model {
    didSet { updateIdentityHash() }
  }
  @exclusivity(unchecked) final var action: (@MainActor (Cell.Model, IndexPath) -> Void)?
  @exclusivity(unchecked) final var extras: RowExtras<Cell.Model>?

  init(
    model: Cell.Model, fixedHeight: Double,
    action: (@MainActor (Cell.Model, IndexPath) -> Void)?, extras: RowExtras<Cell.Model>?
  ) {
    self.model = model
    self.action = action
    self.extras = extras
    super.init(fixedHeight: fixedHeight)
  }

  /// A copy of the storage, for copy-on-write.
  func copy() -> RowStorageBase<Cell> { self }

  final var mutableExtras: RowExtras<Cell.Model> {
    if let extras { return extras }
    let made = RowExtras<Cell.Model>()
    extras = made
    return made
  }

  final override var cellType: ObjectIdentifier { ObjectIdentifier(Cell.self) }
  final override var cellTypeName: String { String(describing: Cell.self) }
  final override var modelValue: Any { model }
  @MainActor final override var reuseIdentifier: String { Cell.reuseIdentifier }

  @MainActor final override var cellMaker: @MainActor (String) -> TableViewCell {
    { Cell.makeCell(reuseIdentifier: $0) }
  }

  @MainActor final override func isShown(by cell: TableViewCell) -> Bool { cell is Cell }

  @MainActor final override func configure(_ cell: TableViewCell) {
    (cell as? Cell)?.configure(model)
  }

  @MainActor final override func willDisplay(_ cell: TableViewCell) {
    (cell as? Cell)?.configureAtWillDisplay(model)
  }

  @MainActor final override func didEndDisplaying(_ cell: TableViewCell) {
    (cell as? Cell)?.configureOnHide(model)
  }

  @MainActor final override func select(at indexPath: IndexPath) {
    action?(model, indexPath)
  }

  @MainActor final override func deselect(at indexPath: IndexPath) {
    extras?.onDeselect?(model, indexPath)
  }

  final override var hasAction: Bool { action != nil }

  final override var editing: EditingFlags {
    guard let extras else { return EditingFlags() }
    let deletes = extras.onDelete != nil
    let swipes = !extras.leadingSwipeActions.isEmpty || !extras.trailingSwipeActions.isEmpty
    return EditingFlags(
      canEdit: extras.canEdit ?? (deletes || swipes || extras.canMove),
      canMove: extras.canMove, deletes: deletes)
  }

  @MainActor final override func commitDelete(at indexPath: IndexPath) {
    extras?.onDelete?(model, indexPath)
  }

  @MainActor final override func didMove(from source: IndexPath, to destination: IndexPath) {
    extras?.onMove?(model, source, destination)
  }

  @MainActor final override func swipeConfiguration(
    at indexPath: IndexPath, edge: TableView.SwipeEdge
  ) -> SwipeActionsConfiguration? {
    guard let extras else { return nil }
    let actions = edge == .leading ? extras.leadingSwipeActions : extras.trailingSwipeActions
    guard !actions.isEmpty else { return nil }
    let model = self.model
    return SwipeActionsConfiguration(
      actions: actions.map { action in
        let handler = action.handler
        return ContextualAction(style: action.style, title: action.title) { _, _, completion in
          completion(handler(model, indexPath))
        }
      })
  }

  @MainActor final override func prefetch(at indexPath: IndexPath) {
    extras?.prefetch?(model, indexPath)
  }

  @MainActor final override func cancelPrefetch(at indexPath: IndexPath) {
    extras?.cancelPrefetch?(model, indexPath)
  }
}

/// A row's storage with its identity and content rules.
final class RowStorage<
  Cell: ConfigurableCell, Identity: RowIdentityRule, Content: RowContentRule
>: RowStorageBase<Cell> where Identity.Model == Cell.Model, Content.Model == Cell.Model {
  override func copy() -> RowStorageBase<Cell> {
    RowStorage(model: model, fixedHeight: fixedHeight, action: action, extras: extras?.copy())
  }

  override var identityKind: IdentityKind { Identity.kind }

  override var modelType: ObjectIdentifier { ObjectIdentifier(Cell.Model.self) }

  override var identityValue: AnyHashable? {
    Identity.kind == .explicit ? extras?.explicitID : Identity.value(model)
  }

  override init(
    model: Cell.Model, fixedHeight: Double,
    action: (@MainActor (Cell.Model, IndexPath) -> Void)?, extras: RowExtras<Cell.Model>?
  ) {
    super.init(model: model, fixedHeight: fixedHeight, action: action, extras: extras)
    updateIdentityHash()
  }

  override func hashIdentity(into hasher: inout Hasher) {
    switch Identity.kind {
    case .explicit:
      hasher.combine(extras?.explicitID)
    case .identifiable, .model:
      hasher.combine(ObjectIdentifier(Cell.Model.self))
      Identity.hash(model, into: &hasher)
    case .positional:
      hasher.combine(ObjectIdentifier(Cell.self))
    }
  }

  override func isSameIdentity(_ other: AnyRowStorage, position: Int, otherPosition: Int) -> Bool {
    if ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) {
      let other = unsafeDowncast(other, to: Self.self)
      switch Identity.kind {
      case .explicit: return extras?.explicitID == other.extras?.explicitID
      case .identifiable, .model: return Identity.isEqual(model, other.model)
      case .positional: return position == otherPosition
      }
    }
    guard other.identityKind == Identity.kind else { return false }
    switch Identity.kind {
    case .explicit:
      return identityValue == other.identityValue
    case .identifiable, .model:
      return modelType == other.modelType && identityValue == other.identityValue
    case .positional:
      return cellType == other.cellType && position == otherPosition
    }
  }

  override func isContentEqual(to other: AnyRowStorage) -> Bool {
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else { return false }
    return Content.isEqual(model, unsafeDowncast(other, to: Self.self).model)
  }
}

/// A row's identity as the differ sees it: the row and, for positional
/// identities, its position.
///
/// The row is held unretained, so that hashing and comparing the hundreds of
/// thousands of keys of a big diff costs no reference counting: keys never
/// outlive the sections they were made from (the async update keeps those
/// alive until its diff is done).
///
/// Sendable because the async update hashes identities off the main actor:
/// identities are values (ids and models) that are only read there.
struct RowKey: HashedIdentity, @unchecked Sendable {
  let reference: Unmanaged<AnyRowStorage>
  let position: Int

  init(_ storage: AnyRowStorage, section: Int, row: Int) {
    self.reference = Unmanaged.passUnretained(storage)
    self.position = storage.identityKind == .positional ? section << 32 | row : 0
  }

  /// The row's storage.
  var storage: AnyRowStorage { reference.takeUnretainedValue() }

  /// The row's precomputed identity hash, with its position for positional
  /// identities: what the differ hashes by.
  var identityHash: Int {
    reference._withUnsafeGuaranteedRef { $0.identityHash } ^ (position &* 0x2545_F491_4F6C_DD1D)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(identityHash)
  }

  static func == (lhs: RowKey, rhs: RowKey) -> Bool {
    if lhs.reference.toOpaque() == rhs.reference.toOpaque() { return lhs.position == rhs.position }
    // Different hashes are different identities: no virtual call needed.
    if lhs.identityHash != rhs.identityHash { return false }
    return lhs.reference._withUnsafeGuaranteedRef { left in
      rhs.reference._withUnsafeGuaranteedRef { right in
        left.isSameIdentity(right, position: lhs.position, otherPosition: rhs.position)
      }
    }
  }
}
