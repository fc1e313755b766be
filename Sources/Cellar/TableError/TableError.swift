import Foundation

/// A mistake a ``Table`` caught before it could harm the table view.
///
/// <doc:ErrorsAndHowToFixThem> shows each case's message, its cause and
/// its fix.
///
/// Every case leaves the table as it was, except
/// ``cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``, which is found
/// when the table view asks for a cell: the update that needed it stays
/// applied and the row is asked again at the next layout.
public enum TableError: Error, Hashable, CustomStringConvertible, @unchecked Sendable {
  // Sendable: the ids in `DuplicateID` are the caller's identity values,
  // only read (printed and compared).

  /// One explicit identity used more than once, with every position it has.
  public struct DuplicateID: Hashable, CustomStringConvertible {
    /// The repeated identity: a row's `id:` or its model's `id`, or a section's `id`.
    public var id: AnyHashable
    /// Where it occurs: index paths for rows; for sections, one-index paths
    /// (`IndexPath(index: section)`).
    public var positions: [IndexPath]

    /// Creates a duplicate report.
    ///
    /// - Parameters:
    ///   - id: The repeated identity.
    ///   - positions: Where it occurs.
    public init(id: AnyHashable, positions: [IndexPath]) {
      self.id = id
      self.positions = positions
    }

    /// `"x" at [0, 1], [2, 0]`.
    public var description: String {
      let places = positions.map { path in
        path.count == 1 ? "section \(path[0])" : "[\(path[0]), \(path[1])]"
      }
      return "\(Self.quoted(id)) at " + places.joined(separator: ", ")
    }

    static func quoted(_ id: AnyHashable) -> String {
      if let text = id.base as? String { return "\"\(text)\"" }
      return String(describing: id.base)
    }
  }

  /// Rows or sections share an identity that must be unique: a row `id:`,
  /// an `Identifiable` model's `id`, or a section `id`. Every duplicate is
  /// listed with all its positions in the sections given.
  case duplicateIDs(rows: [DuplicateID], sections: [DuplicateID])

  /// The registration for a reuse identifier made a cell of another class
  /// than the row's cell type, for the row at `indexPath`.
  case cellClassMismatch(
    reuseIdentifier: String, expected: String, actual: String, indexPath: IndexPath)

  /// The registration for a reuse identifier made a header or footer view
  /// of another class than the section's view type, for `section`.
  case headerFooterClassMismatch(
    reuseIdentifier: String, expected: String, actual: String, section: Int)

  /// The table view rejected an update the table computed, with the table
  /// view's reason (`TableView.UpdateError`'s text, naming the sections,
  /// index paths and counts). Reported through ``Table/onError``, never
  /// thrown: the table recovered with `reloadData` and shows the new
  /// sections.
  ///
  /// This is a bug in Cellar, unless the table view was changed behind the
  /// table's back (its data source replaced, or its update methods called
  /// directly).
  case updateRejected(String)

  /// What went wrong, with the ids, positions or classes involved.
  public var description: String {
    switch self {
    case .duplicateIDs(let rows, let sections):
      var parts: [String] = []
      if !rows.isEmpty {
        parts.append("duplicate row ids: " + rows.map(\.description).joined(separator: "; "))
      }
      if !sections.isEmpty {
        parts.append(
          "duplicate section ids: " + sections.map(\.description).joined(separator: "; "))
      }
      return parts.joined(separator: "; ") + " (explicit ids must be unique in a table)"
    case .cellClassMismatch(let identifier, let expected, let actual, let path):
      let place = path.count == 2 ? "[\(path[0]), \(path[1])]" : "\(Array(path))"
      return
        "the registration for reuse identifier \"\(identifier)\" made a cell of class \(actual) "
        + "for the row at \(place), but the row needs \(expected)"
    case .headerFooterClassMismatch(let identifier, let expected, let actual, let section):
      return
        "the registration for reuse identifier \"\(identifier)\" made a header or footer view "
        + "of class \(actual) for section \(section), but the section needs \(expected)"
    case .updateRejected(let reason):
      return
        "the table view rejected an update the table computed, so the table reloaded its data "
        + "instead (a bug in Cellar, or the table view was changed behind the table's back): "
        + reason
    }
  }
}
