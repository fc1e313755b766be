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
  /// The identity as a word that is equal exactly when identities are, for
  /// the built-in integer types; `nil` for other identities.
  static func word(_ model: Model) -> Int?
  /// The identity as a `Sendable` value, for the identity types known to
  /// be `Sendable` (strings and UUIDs); `nil` for others.
  static func sendable(_ model: Model) -> SendableIdentity?
}

/// Identity from `Identifiable.id`.
enum IdentifiableIdentity<Model: Identifiable>: RowIdentityRule {
  static var kind: IdentityKind { .identifiable }
  static func hash(_ model: Model, into hasher: inout Hasher) { hasher.combine(model.id) }
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { lhs.id == rhs.id }
  static func value(_ model: Model) -> AnyHashable? { AnyHashable(model.id) }
  static func word(_ model: Model) -> Int? { exactWord(model.id) }
  static func sendable(_ model: Model) -> SendableIdentity? { SendableIdentity(model.id) }
}

/// The model is its own identity.
enum ModelIdentity<Model: Hashable>: RowIdentityRule {
  static var kind: IdentityKind { .model }
  static func hash(_ model: Model, into hasher: inout Hasher) { hasher.combine(model) }
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { lhs == rhs }
  static func value(_ model: Model) -> AnyHashable? { AnyHashable(model) }
  static func word(_ model: Model) -> Int? { exactWord(model) }
  static func sendable(_ model: Model) -> SendableIdentity? { SendableIdentity(model) }
}

/// Identity from the cell type and the row's position.
enum PositionalIdentity<Model>: RowIdentityRule {
  static var kind: IdentityKind { .positional }
  static func hash(_ model: Model, into hasher: inout Hasher) {}
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { true }
  static func value(_ model: Model) -> AnyHashable? { nil }
  static func word(_ model: Model) -> Int? { nil }
  static func sendable(_ model: Model) -> SendableIdentity? { nil }
}

/// Identity from the `id:` given to the row (kept in its extras).
enum ExplicitIdentity<Model>: RowIdentityRule {
  static var kind: IdentityKind { .explicit }
  static func hash(_ model: Model, into hasher: inout Hasher) {}
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { true }
  static func value(_ model: Model) -> AnyHashable? { nil }
  static func word(_ model: Model) -> Int? { nil }
  static func sendable(_ model: Model) -> SendableIdentity? { nil }
}

/// An identity value of a type known to be `Sendable`, so that it can cross
/// to a background diff as it is (the compiler checks the cases).
enum SendableIdentity: Hashable, Sendable {
  case string(String)
  case uuid(UUID)

  /// `value` as a `Sendable` identity, when it is a `String` or a `UUID`.
  init?<Value>(_ value: Value) {
    if let text = value as? String {
      self = .string(text)
    } else if let uuid = value as? UUID {
      self = .uuid(uuid)
    } else {
      return nil
    }
  }
}

/// `value` as one word, equal for two values of the same type exactly when
/// the values are equal: for the built-in integer types; `nil` for others.
func exactWord<Value>(_ value: Value) -> Int? {
  switch ObjectIdentifier(Value.self) {
  case ObjectIdentifier(Int.self): unsafeBitCast(value, to: Int.self)
  case ObjectIdentifier(UInt.self): Int(bitPattern: unsafeBitCast(value, to: UInt.self))
  case ObjectIdentifier(Int64.self): Int(unsafeBitCast(value, to: Int64.self))
  case ObjectIdentifier(UInt64.self): Int(truncatingIfNeeded: unsafeBitCast(value, to: UInt64.self))
  case ObjectIdentifier(Int32.self): Int(unsafeBitCast(value, to: Int32.self))
  case ObjectIdentifier(UInt32.self): Int(unsafeBitCast(value, to: UInt32.self))
  case ObjectIdentifier(Int16.self): Int(unsafeBitCast(value, to: Int16.self))
  case ObjectIdentifier(UInt16.self): Int(unsafeBitCast(value, to: UInt16.self))
  case ObjectIdentifier(Int8.self): Int(unsafeBitCast(value, to: Int8.self))
  case ObjectIdentifier(UInt8.self): Int(unsafeBitCast(value, to: UInt8.self))
  default: nil
  }
}

/// How two models of rows with the same identity are compared for content.
protocol RowContentRule {
  associatedtype Model
  /// Whether models with the same bytes count as equal (true of `==`,
  /// which is reflexive).
  static var comparesBytes: Bool { get }
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool
}

/// Content equality is `==`.
enum EquatableContent<Model: Equatable>: RowContentRule {
  static var comparesBytes: Bool { true }
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { lhs == rhs }
}

/// Content is never known to be equal: the row counts as changed on every update.
enum OpaqueContent<Model>: RowContentRule {
  static var comparesBytes: Bool { false }
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { false }
}

/// The type-erased storage of one row: what the table keeps per row.
///
/// One allocation per row: the model, the select action, the fixed height,
/// the identity's hash and word, and a pointer to the rarely used parts
/// (``RowExtras``). The identity and content rules are type parameters of
/// the final subclass. A diff reads a row's identity from stored fields
/// (``identityBits``, ``identityWord``) and its class, without calling into
/// the subclass, unless two rows' hashes match and their identities are not
/// integers (or are integers of two storage classes, whose
/// ``identityType`` is then read from the classes).
class AnyRowStorage {
  // Exclusivity: a storage is mutated only through `Row`'s setters, after
  // copy-on-write has made it unique, or while it is being made; every other
  // access is a read. Accesses cannot overlap, so the hot properties skip
  // the runtime's dynamic exclusivity checks, a large share of a big diff's time.

  /// The fixed height, or NaN for automatic.
  @exclusivity(unchecked) final var fixedHeight: Double
  /// The hash of the row's identity (its kind, and its id, model or cell
  /// type; not its position), computed when the row is made and again when
  /// its model changes, so that diffs never hash a row twice. Its low
  /// ``hashShift`` bits are flags instead: bits 0 and 1 hold the
  /// ``IdentityKind``, bit 2 (``flagBit``) says whether ``identityWord`` is
  /// exact, bit 3 (``bytesBit``) whether models with the same bytes count as
  /// equal, bits 4 to 15 the model's size and bits 16 to 23 its offset in
  /// the storage, for that comparison, and bit 24 (``extrasBit``) whether
  /// the row has ``RowExtras`` (editing handlers among them). The bits in
  /// ``identityMask`` depend on the identity only.
  @exclusivity(unchecked) final var identityBits = 0
  /// The identity as an integer, when it is one (see ``exactWord(_:)``):
  /// two rows of the same storage class (or two rows with explicit ids) whose
  /// words are exact have the same identity exactly when their words are equal.
  @exclusivity(unchecked) final var identityWord = 0

  /// The bit of ``identityBits`` that says whether ``identityWord`` is exact.
  static let flagBit = 4
  /// The bit of ``identityBits`` that says whether models with the same
  /// bytes count as equal.
  static let bytesBit = 8
  /// The bit of ``identityBits`` that says whether the row has extras: rows
  /// without are the same in editing.
  static let extrasBit = 1 << 24
  /// The number of low bits of ``identityBits`` that are flags, not hash.
  static let hashShift = 25
  /// The bits of ``identityBits`` that depend on the identity only: its
  /// kind and its hash.
  static let identityMask = ~0x1FF_FFFC

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
    var flags = Int(kind.rawValue) | (word == nil ? 0 : Self.flagBit)
    if let (offset, size) = modelLayout(), offset >= 0, offset < 256, size < 4096 {
      flags |= Self.bytesBit | size << 4 | offset << 16
    }
    if hasExtras { flags |= Self.extrasBit }
    identityBits = hasher.finalize() << Self.hashShift | flags
  }

  /// Whether two kept rows allow the same while editing; rows without
  /// extras (most) are known to without asking.
  final func hasSameEditing(as other: AnyRowStorage) -> Bool {
    (identityBits | other.identityBits) & Self.extrasBit == 0 || editing == other.editing
  }

  /// Whether two rows' models have the same bytes, when they are of the same
  /// storage class and their rules let models with the same bytes count as
  /// equal (see ``RowContentRule/comparesBytes``); `false` when not known.
  final func hasSameModelBytes(as other: AnyRowStorage) -> Bool {
    let bits = identityBits
    guard bits & Self.bytesBit != 0, type(of: self) == type(of: other) else { return false }
    let size = bits >> 4 & 0xFFF
    let offset = bits >> 16 & 0xFF
    let left = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) + offset
    let right = UnsafeRawPointer(Unmanaged.passUnretained(other).toOpaque()) + offset
    var index = 0
    while index + 8 <= size {
      if left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        != right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      {
        return false
      }
      index += 8
    }
    while index < size {
      if left.load(fromByteOffset: index, as: UInt8.self)
        != right.load(fromByteOffset: index, as: UInt8.self)
      {
        return false
      }
      index += 1
    }
    return true
  }

  /// Where the row's identity comes from.
  final var identityKind: IdentityKind {
    switch identityBits & 3 {
    case 0: .explicit
    case 1: .identifiable
    case 2: .model
    default: .positional
    }
  }

  final var height: CGFloat? { fixedHeight.isNaN ? nil : CGFloat(fixedHeight) }

  // MARK: Identity and content (overridden by RowStorage)

  /// The kind of identity the subclass's rules give (read once per change).
  var ruleKind: IdentityKind { .positional }
  func hashIdentity(into hasher: inout Hasher) {}
  func isSameIdentity(_ other: AnyRowStorage, position: Int, otherPosition: Int) -> Bool { false }
  /// The identity as an exact word (see ``identityWord``), if it is an integer.
  func exactIdentityWord() -> Int? { nil }
  /// Where the model's bytes are in the storage, and how many, when models
  /// with the same bytes count as equal.
  func modelLayout() -> (offset: Int, size: Int)? { nil }
  /// The value `Table.indexPath(forRowID:)` finds the row by, if any.
  var identityValue: AnyHashable? { nil }
  /// The identity as a `Sendable` value (a string or a UUID), if it is one.
  func sendableIdentity() -> SendableIdentity? { nil }
  /// The type that, with an exact identity word, makes the identity of the
  /// class's rows: the model type for identifiable and model identities,
  /// the cell type for positional ones.
  class var identityType: ObjectIdentifier { ObjectIdentifier(AnyRowStorage.self) }
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
  /// Whether the row has extras (see ``extrasBit``).
  var hasExtras: Bool { false }
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
struct EditingFlags: Equatable {
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
  /// The model, stored without observers so that its bytes can be read in place.
  @exclusivity(unchecked) final var storedModel: Cell.Model
  /// The model; setting it recomputes the identity hash.
  final var model: Cell.Model {
    get { storedModel }
    set {
      storedModel = newValue
      updateIdentityHash()
    }
  }
  @exclusivity(unchecked) final var action: (@MainActor (Cell.Model, IndexPath) -> Void)?
  @exclusivity(unchecked) final var extras: RowExtras<Cell.Model>?

  init(
    model: Cell.Model, fixedHeight: Double,
    action: (@MainActor (Cell.Model, IndexPath) -> Void)?, extras: RowExtras<Cell.Model>?
  ) {
    self.storedModel = model
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
    identityBits |= Self.extrasBit
    return made
  }

  final override var hasExtras: Bool { extras != nil }

  final override var cellType: ObjectIdentifier { ObjectIdentifier(Cell.self) }
  final override var cellTypeName: String { String(reflecting: Cell.self) }
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

  override var ruleKind: IdentityKind { Identity.kind }

  override class var identityType: ObjectIdentifier {
    Identity.kind == .positional ? ObjectIdentifier(Cell.self) : ObjectIdentifier(Cell.Model.self)
  }

  override var identityValue: AnyHashable? {
    Identity.kind == .explicit ? extras?.explicitID : Identity.value(model)
  }

  override func sendableIdentity() -> SendableIdentity? {
    guard Identity.kind == .explicit else { return Identity.sendable(model) }
    return (extras?.explicitID?.base).flatMap { SendableIdentity($0) }
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

  override func exactIdentityWord() -> Int? {
    switch Identity.kind {
    case .explicit:
      // Only an `Int` id: `AnyHashable` finds other types equal to it by value
      // (`5 == UInt8(5) == 5.0`), so those take the compared path.
      guard let id = extras?.explicitID, type(of: id.base) == Int.self else { return nil }
      return id.base as? Int
    case .identifiable, .model:
      return Identity.word(model)
    case .positional:
      return 0
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
      return Self.identityType == type(of: other).identityType
        && identityValue == other.identityValue
    case .positional:
      return Self.identityType == type(of: other).identityType && position == otherPosition
    }
  }

  override func isContentEqual(to other: AnyRowStorage) -> Bool {
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else { return false }
    return Content.isEqual(storedModel, unsafeDowncast(other, to: Self.self).storedModel)
  }

  override func modelLayout() -> (offset: Int, size: Int)? {
    guard Content.comparesBytes else { return nil }
    let base = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
    let offset = withUnsafeMutablePointer(to: &storedModel) { UnsafeRawPointer($0) - base }
    return (offset, MemoryLayout<Cell.Model>.size)
  }
}

/// A row's identity as the differ sees it, in three words read once from
/// the row when the key is made, so that hashing and comparing keys reads no
/// row unless the identities are not integers.
///
/// An integer identity (an exact ``AnyRowStorage/identityWord``) is kept
/// with the row's storage class; any other with the row's storage, held
/// unretained, so that the hundreds of thousands of keys of a big diff cost
/// no reference counting: keys never outlive the sections they were made
/// from, and the differ reports a repeated key by its kind only.
///
/// Not `Sendable`: a key is only ever used on the main actor, while its
/// sections are alive; the background diff uses ``SendableRowKey``.
struct RowKey: HashedIdentity {
  /// The row's identity hash, mixed with its position for positional
  /// identities; its two low bits are the ``IdentityKind``.
  let identityHash: Int
  /// The row's exact identity word, or its position for positional
  /// identities (both exact); 0 for other identities.
  let word: Int
  /// For an exact identity, the storage class with ``exactBit`` (and
  /// ``anyClassBit`` for an explicit `Int` id, whose class does not
  /// matter) in its low bits; else the storage's address. Classes and heap
  /// objects are at least 8-aligned.
  let tagged: UInt

  static let exactBit: UInt = 1
  static let anyClassBit: UInt = 2

  init(_ storage: AnyRowStorage, section: Int, row: Int) {
    self.init(Unmanaged.passUnretained(storage), section: section, row: row)
  }

  @inline(__always)
  init(_ reference: Unmanaged<AnyRowStorage>, section: Int, row: Int) {
    let (bits, identityWord, storageClass) = reference._withUnsafeGuaranteedRef {
      ($0.identityBits, $0.identityWord, type(of: $0))
    }
    let exact = bits & AnyRowStorage.flagBit != 0
    let classBits = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(storageClass)))
    let hash = bits & AnyRowStorage.identityMask
    switch bits & 3 {
    case Int(IdentityKind.positional.rawValue):
      let position = section << 32 | row
      identityHash = hash ^ (position &* 0x2545_F491_4F6C_DD1D & ~3)
      word = position
      tagged = classBits | Self.exactBit
    case Int(IdentityKind.explicit.rawValue) where exact:
      identityHash = hash
      word = identityWord
      tagged = classBits | Self.exactBit | Self.anyClassBit
    default:
      identityHash = hash
      word = exact ? identityWord : 0
      tagged = exact ? classBits | Self.exactBit : UInt(bitPattern: reference.toOpaque())
    }
  }

  /// The identity's kind.
  var kind: IdentityKind { IdentityKind(rawValue: UInt8(identityHash & 3)) ?? .positional }

  /// Whether the identity is an integer, kept in ``word``.
  private var isExact: Bool { tagged & Self.exactBit != 0 }

  /// The row's storage class, for an exact identity.
  private var storageClass: AnyRowStorage.Type {
    unsafeBitCast(tagged & ~7, to: AnyRowStorage.Type.self)
  }

  /// The row's storage, for an identity that is not exact.
  private var storage: Unmanaged<AnyRowStorage> {
    unsafeBitCast(tagged, to: Unmanaged<AnyRowStorage>.self)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(identityHash)
  }

  @inline(__always)
  static func == (lhs: RowKey, rhs: RowKey) -> Bool {
    // Different hashes (or kinds) are different identities; exact words of
    // the same class decide at once; anything else is asked.
    if lhs.identityHash != rhs.identityHash { return false }
    if lhs.tagged == rhs.tagged && lhs.isExact { return lhs.word == rhs.word }
    return differentClasses(lhs, rhs)
  }

  /// Whether two keys with equal hashes that are not exact keys of the
  /// same class are the same identity.
  @inline(never)
  private static func differentClasses(_ lhs: RowKey, _ rhs: RowKey) -> Bool {
    switch (lhs.isExact, rhs.isExact) {
    case (true, true):
      // Integer identities of two classes: the same kind (the hashes are
      // equal), the same model type (or cell type, for positions), the same word.
      let anyClass = lhs.tagged & rhs.tagged & anyClassBit != 0
      return lhs.word == rhs.word
        && (anyClass || lhs.storageClass.identityType == rhs.storageClass.identityType)
    case (false, false):
      return lhs.storage._withUnsafeGuaranteedRef { left in
        rhs.storage._withUnsafeGuaranteedRef { right in
          left.isSameIdentity(right, position: 0, otherPosition: 0)
        }
      }
    default:
      // Only an explicit `Int` id meets an explicit id of another type
      // that may equal it (`AnyHashable` finds `5 == UInt8(5)`); integer
      // ids and models of one type are all exact or none.
      let (exact, other) = lhs.isExact ? (lhs, rhs) : (rhs, lhs)
      guard exact.kind == .explicit else { return false }
      return other.storage._withUnsafeGuaranteedRef {
        $0.identityValue == AnyHashable(exact.word)
      }
    }
  }
}
