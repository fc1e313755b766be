import CellarDiff
import Foundation

/// The checks and messages that every snapshot's verbs share: those of
/// ``TableSnapshot`` and ``GridSnapshot`` (through `ListSnapshot`) and of
/// ``DiffableSnapshot``.
enum SnapshotChecks {
  /// Throws when one of `ids` repeats, naming it by `name`.
  ///
  /// - Complexity: O(*n*) for *n* ids.
  static func checkUnique<ID: Hashable>(
    _ ids: [ID], ofSections: Bool, name: (ID) -> AnyHashable
  ) throws(SnapshotError) {
    guard ids.count > 1 else { return }
    var codes = IdentityCodes<ID>(capacity: ids.count)
    var repeated: [AnyHashable] = []
    var seen = Set<Int>()
    for id in ids {
      let (code, isNew) = codes.code(for: id)
      if !isNew && seen.insert(code).inserted { repeated.append(name(id)) }
    }
    if !repeated.isEmpty {
      throw .duplicateIdentifiers(repeated.map(SnapshotError.text), ofSections: ofSections)
    }
  }

  /// Throws for the first of `ids` that is not equal to itself (such as
  /// `Double.nan`): no snapshot could find it again.
  ///
  /// - Complexity: O(*n*) for *n* ids.
  static func checkReflexive<ID: Equatable>(_ ids: [ID], ofSections: Bool) throws(SnapshotError) {
    for id in ids where id != id {
      throw .notEqualToItself(String(describing: id), ofSections: ofSections)
    }
  }

  /// `UIKit`'s message for items inserted that were already in the
  /// snapshot, and were moved into place.
  ///
  /// - Parameter names: The identifiers, as `UIKit` prints them.
  static func movedIntoPlaceWarning(_ names: [String]) -> String {
    let one = names.count == 1
    return "Diffable data source detected an attempt to insert or append \(names.count) item "
      + (one ? "identifier that already exists" : "identifiers that already exist")
      + " in the snapshot. The existing item "
      + (one ? "identifier will be" : "identifiers will be")
      + " moved into place instead, but this operation will be more expensive. For best "
      + "performance, inserted item identifiers should always be unique. Set a symbolic "
      + "breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch "
      + "this in the debugger. Item "
      + (one
        ? "identifier that already exists: \(names[0])"
        : "identifiers that already exist: " + SnapshotError.list(names))
  }

  /// `UIKit`'s message for two identifiers that compare equal in one
  /// snapshot: the hash of one changed, or `Hashable`'s contract is broken.
  static func notUniqueWarning(_ first: String, _ second: String, ofSections: Bool) -> String {
    "Diffable data source detected \(ofSections ? "section" : "item") identifiers that are not "
      + "unique. You cannot add multiple identifiers to the same snapshot that compare as equal. "
      + "This probably also means you have an issue in the Hashable (Swift) or hash property "
      + "(Objective-C) implementation for the type of these identifiers, that causes equal "
      + "identifiers to return different hash values. Identifiers that are not unique: "
      + "(\(first)) and (\(second))"
  }
}
