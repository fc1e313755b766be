import Foundation

/// A mistake in a verb of a ``TableSnapshot``, a ``GridSnapshot`` or a
/// ``DiffableSnapshot``: the verb throws it and leaves the snapshot as it
/// was.
///
/// Where `UIKit`'s diffable data source stops the program for the same
/// mistake, ``description`` is its exact text (rows and items are both
/// "item identifiers" there, as in `NSDiffableDataSourceSnapshot`);
/// the mistakes only Cellar can make have Cellar's own texts.
public enum SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A verb was given the same identity twice in one argument.
  case duplicateIdentifiers(_ ids: [String], ofSections: Bool)
  /// `appendSections` or `insertSections` was given sections the
  /// snapshot already has.
  case sectionsAlreadyExist(_ ids: [String])
  /// A section given to the snapshot has no `id`: a snapshot names its
  /// sections by identity.
  case sectionWithoutID(position: Int)
  /// The section or row a verb names (its `parameter`) is not in the
  /// snapshot.
  case notFound(_ id: String, parameter: Parameter)
  /// An insertion's anchor is one of the sections or rows it inserts.
  case destinationInInsertedList(_ id: String, ofSections: Bool, inserted: [String])
  /// A move's anchor is the section or row it moves.
  case moveOntoItself(_ id: String, ofSections: Bool)
  /// A reload, a reconfigure or a replacement names a section or row the
  /// snapshot does not have.
  case markedMissing(_ id: String, verb: Verb, ofSections: Bool)
  /// Rows were appended with no section named, and the snapshot has none.
  case noSections
  /// A query named a section the snapshot does not have.
  case sectionNotFound(_ id: String)
  /// `replaceRow(_:with:)` was given a row with another identity.
  case replacementChangesIdentity(old: String, new: String)
  /// An identifier given to a ``DiffableSnapshot`` is not equal to itself
  /// (such as `Double.nan`), so that no lookup could find it again.
  case notEqualToItself(_ id: String, ofSections: Bool)
  /// A ``DiffableSectionSnapshot`` was given identifiers it already has, or
  /// the same one twice in one argument (`ids`).
  case sectionSnapshotDuplicates(_ ids: [String])
  /// A ``DiffableSectionSnapshot`` verb named a parent it does not have.
  case parentNotInSectionSnapshot(_ id: String)
  /// A ``DiffableSectionSnapshot`` insertion named an anchor it does not
  /// have (`after`: the anchor of `insert(_:after:)`).
  case anchorNotInSectionSnapshot(_ id: String, after: Bool)
  /// A ``DiffableSectionSnapshot`` query named an item it does not have.
  case itemNotInSectionSnapshot(_ id: String)
  /// ``DiffableSectionSnapshot/parent(of:)`` named an item it does not
  /// have.
  case childNotInSectionSnapshot(_ id: String)

  /// The verb's parameter that names what is missing, as `UIKit` names it.
  public enum Parameter: String, Sendable {
    /// An insertion's anchor section.
    case insertIndex
    /// The section rows are appended to, or the anchor row of an insertion.
    case section
    /// The section a section move moves.
    case fromSection
    /// A section move's anchor.
    case toSection
    /// The row a row move moves.
    case fromIndex
    /// A row move's anchor.
    case toIndex
  }

  /// A verb that marks what it names.
  public enum Verb: String, Sendable {
    /// `reloadSections`, `reloadRows`, `reloadItems`.
    case reload
    /// `reconfigureSections`, `reconfigureRows`, `reconfigureItems`.
    case reconfigure
    /// `replaceRow`, `replaceItem`.
    case replace
  }

  /// The message, `UIKit`'s text where `UIKit` has one, with the fix.
  public var description: String {
    switch self {
    case .duplicateIdentifiers(let ids, let ofSections):
      return "Fatal: supplied \(ofSections ? "section" : "item") identifiers are not unique. "
        + "Duplicate identifiers: {\(Self.list(ids))}"
    case .sectionsAlreadyExist(let ids):
      let one = ids.count == 1
      return "Diffable data source detected an attempt to insert or append \(ids.count) section "
        + (one ? "identifier that already exists" : "identifiers that already exist")
        + " in the snapshot. Identifiers in a snapshot must be unique. Section "
        + (one
          ? "identifier that already exists: \(ids[0])"
          : "identifiers that already exist: \(Self.list(ids))")
    case .sectionWithoutID(let position):
      return "The section at position \(position) of the sections given to the snapshot has no id. "
        + "A snapshot names its sections by identity: give the section an `id:`."
    case .notFound(_, let parameter):
      return "Invalid parameter not satisfying: \(parameter.rawValue) != NSNotFound"
    case .destinationInInsertedList(let id, let ofSections, let inserted):
      let operation = Self.update(
        action: "INS", destination: id, ofSections: ofSections, ids: inserted)
      return ofSections
        ? "Invalid update: destination for section operation [\(id)] is in the inserted section list for update: \(operation)"
        : "Invalid update: destination for insertion operation [\(id)] is in the insertion identifier list for update: \(operation)."
    case .moveOntoItself(let id, let ofSections):
      let operation = Self.update(action: "MOV", destination: id, ofSections: ofSections, ids: [id])
      return
        "Invalid update: destination for \(ofSections ? "section" : "item") move is the same as "
        + "the source [\(id)] for update: \(operation)."
    case .markedMissing(let id, let verb, let ofSections):
      return
        "Attempted to \(verb.rawValue) \(ofSections ? "section" : "item") identifier that does "
        + "not exist in the snapshot: \(id)"
    case .noSections:
      return "There are currently no sections in the data source. Please add a section first."
    case .sectionNotFound:
      return "Section identifier was not found. You can verify the section exists by calling "
        + "the indexOfSectionIdentifier API (which has O(1) performance)"
    case .replacementChangesIdentity(let old, let new):
      return "The row replacing \(old) has another identity, \(new): a replacement keeps the row's "
        + "identity. Delete the row and insert the new one to change it."
    case .notEqualToItself(let id, let ofSections):
      return "Diffable data source detected \(ofSections ? "a section" : "an item") identifier "
        + "that is not equal to itself. An identifier must compare as equal to the same "
        + "identifier. You must fix this in the == function (Swift) or -isEqual: method "
        + "(Objective-C) implementation for this identifier's type. Identifier with invalid "
        + "equality: \(id)"
    case .sectionSnapshotDuplicates(let ids):
      return "Identifiers in a section snapshot must be unique. Duplicate item identifiers: "
        + "{\(Self.list(ids))}"
    case .parentNotInSectionSnapshot(let id):
      return "Parent item identifier does not exist in section snapshot: \(id)"
    case .anchorNotInSectionSnapshot(let id, let after):
      return "Item identifier to insert \(after ? "after" : "before") does not exist in section "
        + "snapshot: \(id)"
    case .itemNotInSectionSnapshot(let id):
      return "Item identifier does not exist in section snapshot: \(id)"
    case .childNotInSectionSnapshot(let id):
      return "Child item identifier does not exist in section snapshot: \(id)"
    }
  }

  /// An `NSSet`'s or `NSArray`'s description of some identifiers, as
  /// `UIKit`'s messages print a list (`%@`): one a line, indented, in
  /// parentheses.
  static func list(_ ids: [String]) -> String {
    "(\n" + ids.map { "    " + $0 }.joined(separator: ",\n") + "\n)"
  }

  /// How `UIKit` prints the update a failing verb made.
  private static func update(
    action: String, destination: String, ofSections: Bool, ids: [String]
  ) -> String {
    "<_UIDiffableDataSourceUpdate - action: \(action); destinationIdentifier:\(destination); "
      + "destIsSection: \(ofSections ? 1 : 0); identifiers: [\(ids.joined(separator: ", "))]>"
  }
}

extension SnapshotError {
  /// An identifier as `UIKit` prints it: its description.
  static func text(_ id: AnyHashable) -> String { String(describing: id.base) }
}
