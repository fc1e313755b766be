import Foundation

/// A row's or item's storage with its identity and content rules: how the
/// row is hashed, matched and compared in a diff (the same rules for a table
/// row and a grid item; ``CellKind`` says which).
@usableFromInline
final class RowStorage<
  Kind: CellKind, Identity: RowIdentityRule, Content: RowContentRule
>: RowStorageBase<Kind> where Identity.Model == Kind.Model, Content.Model == Kind.Model {
  /// A copy with copied extras, for copy-on-write.
  override func copy() -> RowStorageBase<Kind> {
    RowStorage(model: model, fixedHeight: fixedHeight, action: action, extras: extras?.copy())
  }

  override var ruleKind: IdentityKind { Identity.kind }

  override class var identityWordIsLive: Bool {
    Identity.kind == .explicit || !(Kind.Model.self is AnyObject.Type)
  }

  override class var identityType: ObjectIdentifier {
    Identity.kind == .positional ? ObjectIdentifier(Cell.self) : ObjectIdentifier(Kind.Model.self)
  }

  override var identityValue: AnyHashable? {
    Identity.kind == .explicit ? extras?.explicitID : Identity.value(model)
  }

  override func sendableIdentity() -> SendableIdentity? {
    guard Identity.kind == .explicit else { return Identity.sendable(model) }
    return (extras?.explicitID?.base).flatMap { SendableIdentity($0) }
  }

  @usableFromInline
  override init(
    model: Kind.Model, fixedHeight: Double,
    action: (@MainActor (Kind.Model, IndexPath) -> Void)?, extras: RowExtras<Kind.Model>?
  ) {
    super.init(model: model, fixedHeight: fixedHeight, action: action, extras: extras)
    updateIdentityHash()
  }

  override func hashIdentity(into hasher: inout Hasher) {
    switch Identity.kind {
    case .explicit:
      hasher.combine(extras?.explicitID)
    case .identifiable, .model:
      hasher.combine(ObjectIdentifier(Kind.Model.self))
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
    if let other = sameClass(other) {
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
    guard let other = sameClass(other) else { return false }
    return Content.isEqual(storedModel, other.storedModel)
  }

  override func comparableModelBytes() -> (offset: Int, size: Int)? {
    Content.sameBytesAreEqual ? modelBytesInPlace() : nil
  }

  /// `other` as a storage of this class, when it is one.
  ///
  /// The class pointers are compared first: two rows of one class are the
  /// common case, and the cast then always succeeds.
  @inline(__always)
  private func sameClass(_ other: AnyRowStorage) -> Self? {
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Self.self) else { return nil }
    return other as? Self
  }
}
