import Foundation

extension TableError {
  /// Where a repeated identity came from, which says how to fix it.
  ///
  /// Identities that may repeat (a `Hashable` model as its own identity,
  /// or a row's cell type and position) never cause
  /// ``TableError/duplicateIDs(rows:sections:)``, so they have no case.
  public enum IdentitySource: Hashable, Sendable, CustomStringConvertible {
    /// The `id:` given to a row (`Row(model:id:)` and its variants, or a
    /// ready-made row's `id:`).
    case explicitID
    /// The `id` of an `Identifiable` model, given without an `id:`.
    case identifiableModel
    /// A ready-made row's default identity, its title (or a ``TextRow``'s
    /// text), given without an `id:`.
    case readyMadeTitle
    /// A section's `id`.
    case sectionID

    /// Where the identity came from, and the fix:
    /// `from the rows' id:, which must be unique in a table; give each row its own id`.
    public var description: String {
      switch self {
      case .explicitID:
        "from the rows' id:, which must be unique in a table; give each row its own id"
      case .identifiableModel:
        "from the Identifiable models' id, which must be unique in a table; give each model "
          + "its own id, or give the rows distinct ids with Row(model:id:)"
      case .readyMadeTitle:
        "from the ready-made rows' titles, their default id, which must be unique in a table; "
          + "pass id: to tell rows with the same title apart, as in "
          + "SwitchRow(title: \"Sounds\", isOn: isOn, id: \"alerts.sounds\")"
      case .sectionID:
        "from the sections' id, which must be unique in a table; give each section its own id"
      }
    }
  }
}
