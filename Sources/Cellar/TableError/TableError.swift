import Foundation

/// A mistake a ``Table`` caught before it could harm the table view.
///
/// <doc:ErrorsAndHowToFixThem> shows each case's message, its cause and
/// its fix.
///
/// Every case leaves the table as it was: an update that throws changes
/// nothing. Most mistakes are found before anything changes; the few that
/// only show when the table view asks for a cell
/// (``cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``, or the
/// table view's own `DequeueError`) roll the table back to the sections,
/// selection and offset it had.
public enum TableError: Error, Hashable, CustomStringConvertible, Sendable {
  /// One explicit identity used more than once, with every position it has.
  public struct DuplicateID: Hashable, Sendable, CustomStringConvertible {
    /// The repeated identity: a row's `id:` or its model's `id`, or a section's `id`.
    ///
    /// An error may cross actors, so it keeps only `Sendable` values: an
    /// identity of the standard library's integer, floating-point, `Bool`,
    /// `String`, `Substring` or `Character` types, or a `UUID`, is kept as
    /// it is; an identity of any other type is kept as its description
    /// (`String(describing:)`), so compare such an `id` with
    /// `AnyHashable(String(describing: yourID))`.
    public var id: AnyHashable {
      get { identity.anyHashable }
      set { identity = ReportedIdentity(newValue) }
    }
    /// Where it occurs: index paths for rows; for sections, one-index paths
    /// (`IndexPath(index: section)`).
    public var positions: [IndexPath]
    /// Where the identity came from (a row's `id:`, an `Identifiable`
    /// model, a ready-made row's title, a section's `id`), which says how to
    /// fix the repeat. When rows repeat an identity from different sources
    /// (a ready-made row's title and another row's `id:`),
    /// ``IdentitySource/readyMadeTitle`` wins, since passing `id:` fixes it.
    public var source: IdentitySource
    /// The identity, as a `Sendable` value or a description.
    private var identity: ReportedIdentity

    /// Creates a duplicate report.
    ///
    /// - Parameters:
    ///   - id: The repeated identity (see ``id`` for what is kept of it).
    ///   - positions: Where it occurs.
    ///   - source: Where the identity came from. Default: a section's `id`
    ///     when the first position is a one-index path, else a row's `id:`.
    public init(id: AnyHashable, positions: [IndexPath], source: IdentitySource? = nil) {
      self.identity = ReportedIdentity(id)
      self.positions = positions
      self.source = source ?? (positions.first?.count == 1 ? .sectionID : .explicitID)
    }

    /// `"x" at [0, 1], [2, 0]`; a row under another row has a longer path,
    /// each index after the section a row among its siblings
    /// (`[0, 3, 2]`: section 0, row 3, its child 2).
    public var description: String {
      let places = positions.map { path in
        path.count == 1
          ? "section \(path[0])" : "[" + path.map(String.init).joined(separator: ", ") + "]"
      }
      return "\(identity.quoted) at " + places.joined(separator: ", ")
    }
  }

  /// A section or a row (a grid's item) named to expand or collapse, as an
  /// error reports it.
  public struct OutlineTarget: Hashable, Sendable {
    /// What was named.
    public enum Kind: Hashable, Sendable {
      /// A section, by its `id`.
      case section
      /// A row or a grid's item, by its identity.
      case row
    }
    /// What was named.
    public var kind: Kind
    /// The identity named (kept as ``DuplicateID/id`` keeps one: the value
    /// for the standard `Sendable` types, else its description).
    public var id: AnyHashable {
      get { identity.anyHashable }
      set { identity = ReportedIdentity(newValue) }
    }
    /// The identity, as a `Sendable` value or a description.
    private var identity: ReportedIdentity

    /// Names a section or a row.
    ///
    /// - Parameters:
    ///   - kind: A section or a row.
    ///   - id: Its identity.
    public init(_ kind: Kind, id: AnyHashable) {
      self.kind = kind
      identity = ReportedIdentity(id)
    }

    /// The identity in quotes when it is a string.
    var quotedID: String { identity.quoted }
  }

  /// The part of a table or a grid an error is about.
  public enum Place: Hashable, Sendable, CustomStringConvertible {
    /// The row at an index path, in the sections given.
    case row(IndexPath)
    /// The header of a section.
    case header(section: Int)
    /// The footer of a section.
    case footer(section: Int)
    /// A grid's item at an index path, in the sections given.
    case item(IndexPath)
    /// The header (a supplementary view) of a grid's section.
    case gridHeader(section: Int)
    /// The footer (a supplementary view) of a grid's section.
    case gridFooter(section: Int)

    /// `the row at [0, 2]`, `the header of section 1`, `the footer of
    /// section 0`, `the item at [0, 2]` (a grid's headers and footers read
    /// as a table's).
    public var description: String {
      switch self {
      case .row(let path): "the row at " + Self.shown(path)
      case .item(let path): "the item at " + Self.shown(path)
      case .header(let section), .gridHeader(let section): "the header of section \(section)"
      case .footer(let section), .gridFooter(let section): "the footer of section \(section)"
      }
    }

    /// The UIKit method that refuses an empty reuse identifier for a view
    /// of this place, and the view's name: UIKit's text is "must pass a
    /// valid reuse identifier to" that method.
    var dequeueMethod: (view: String, method: String) {
      switch self {
      case .row:
        ("table view", "-[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]")
      case .header, .footer:
        ("table view", "-[UITableView dequeueReusableHeaderFooterViewWithIdentifier:]")
      case .item:
        (
          "collection view",
          "-[UICollectionView dequeueReusableCellWithReuseIdentifier:forIndexPath:]"
        )
      case .gridHeader, .gridFooter:
        (
          "collection view",
          "-[UICollectionView dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:"
            + "forIndexPath:]"
        )
      }
    }

    /// `[0, 2]`, or every index of a path without two.
    private static func shown(_ path: IndexPath) -> String {
      path.count == 2 ? "[\(path[0]), \(path[1])]" : "\(Array(path))"
    }
  }

  /// Rows or sections share an identity that must be unique: a row `id:`,
  /// an `Identifiable` model's `id`, a ready-made row's title (its default
  /// identity), or a section `id`. Every duplicate is listed with all its
  /// positions in the sections given, and where its identity came from
  /// (``DuplicateID/source``); the message says how to fix each.
  case duplicateIDs(rows: [DuplicateID], sections: [DuplicateID])

  /// The registration for a reuse identifier made a cell of another class
  /// than the row's cell type, for the row at `indexPath`.
  case cellClassMismatch(
    reuseIdentifier: String, expected: String, actual: String, indexPath: IndexPath)

  /// The registration for a reuse identifier made a header or footer view
  /// of another class than the section's view type, for `section`; for a
  /// grid, also thrown before the view sees an update whose header or
  /// footer view type uses the reuse identifier of another type of the
  /// same kind (`actual`), registered or earlier in the sections, since the
  /// collection view would hand it that type's views.
  case headerFooterClassMismatch(
    reuseIdentifier: String, expected: String, actual: String, section: Int)

  /// A row, header or footer has a fixed height that is infinite or
  /// negative. A height is a finite number of points, at least zero, or
  /// `nil` (NaN and `UITableView.automaticDimension` mean the same) for the
  /// table view's automatic height.
  case invalidHeight(Double, place: Place, type: String)

  /// A cell, header or footer type (a table's, or a grid's cell or
  /// supplementary view type) has an empty reuse identifier, so the view
  /// could not dequeue it ("must pass a valid reuse identifier"). Thrown
  /// before the view sees the update.
  case emptyReuseIdentifier(type: String, place: Place)

  /// The new sections hold more rows (a grid's items) in all than a table
  /// or a grid supports, ``Table/maximumNumberOfRows`` (10,000,000; `count`
  /// is `Int.max` for a sum past it). Thrown before anything else about the
  /// update is checked or diffed.
  case tooManyRows(count: Int, limit: Int)

  /// The table view or collection view rejected a batch update a table or
  /// a grid computed, with the view's reason (the batch validator's text,
  /// naming the sections, index paths and counts). Reported through
  /// ``CellarList/onError``, never thrown: the table or grid recovered with
  /// `reloadData` and shows the new sections.
  ///
  /// This is a bug in Cellar, unless the view was changed behind Cellar's
  /// back (its data source replaced, or its update methods called
  /// directly).
  case updateRejected(String)

  /// Queued updates kept asking for more: a chain of `length` updates
  /// (1,000), each asked for by the callbacks of the one before while it
  /// was applied or its error reported (a display
  /// hook, a cell's `configure`, ``CellarList/onError``), which would never
  /// end. Reported through ``CellarList/onError`` (``CellarList/onError``), never
  /// thrown: the drain stopped and dropped the `dropped` updates still
  /// queued (the next link among them); the table or grid shows the last
  /// update it applied.
  ///
  /// The usual cause is an update with `animation: .none` (a reload)
  /// asked for from `onWillDisplay`: the reload displays the rows again,
  /// which asks again.
  case updateLoop(length: Int, dropped: Int)

  /// An outline node needs an identity to keep its state by: a collapsible
  /// section without an `id` (`path` is its index, one index), or a row
  /// with children without one (`path` is its section, then its index
  /// among its siblings at each level, `[0, 3, 2]`). Give the section an
  /// `id`, or the row an `id:` (or an `Identifiable` model).
  case outlineNodeNeedsID(path: IndexPath)

  /// `setExpanded(_:section:animation:)` or `setExpanded(_:row:animation:)`
  /// (a table's or a grid's) named a section
  /// or row the table does not hold, or one that cannot expand: a section
  /// that is not collapsible, a row without children. Reported through
  /// ``CellarList/onError``; nothing changes.
  case notExpandable(OutlineTarget)

  /// A section's ``GridSection/layout`` cannot be built: a grid of fewer
  /// than one column, or a spacing that is not a finite number of points
  /// at least 0. `reason` says which and the fix. The update throws and
  /// changes nothing.
  case invalidSectionLayout(section: Int, reason: String)

  /// The cell provider of a ``DiffableDataSource`` returned `nil` for the
  /// item at `indexPath` (`item` is its identifier's description): a
  /// provider must always return a cell. `inCollectionView` says whether
  /// the data source drives a collection view rather than a table view.
  /// The text is `UIKit`'s; the view shows an empty cell there.
  case cellProviderReturnedNil(indexPath: IndexPath, item: String, inCollectionView: Bool)

  /// The collection view asked a ``DiffableDataSource`` for a view of
  /// element kind `kind` at `indexPath` (a flow layout's header or footer
  /// of a size that is not zero, a compositional layout's boundary item),
  /// and its ``DiffableDataSource/supplementaryViewProvider`` is `nil`: set
  /// one, or give the layout no such element. The text is `UIKit`'s; the
  /// view shows an empty view there.
  case noSupplementaryViewProvider(kind: String, indexPath: IndexPath)

  /// The ``DiffableDataSource/supplementaryViewProvider`` returned `nil`
  /// for the element of kind `kind` at `indexPath`: a provider must always
  /// return a view, dequeued from the collection view. The text is
  /// `UIKit`'s; the view shows an empty view there.
  case supplementaryViewProviderReturnedNil(kind: String, indexPath: IndexPath)

  /// What went wrong, with the ids, positions or classes involved.
  public var description: String {
    switch self {
    case .cellProviderReturnedNil(let path, let item, let inCollectionView):
      let (source, view) =
        inCollectionView
        ? ("UICollectionViewDiffableDataSource", "collection view")
        : ("UITableViewDiffableDataSource", "table view")
      return "\(source) cell provider returned nil for index path \(Self.uikitPath(path)) "
        + "with item identifier '\(item)', which is not allowed. You must always return a cell "
        + "to the \(view)."
    case .noSupplementaryViewProvider:
      return "Invalid parameter not satisfying: self.supplementaryViewProvider || "
        + "(self.supplementaryReuseIdentifierProvider && "
        + "self.supplementaryViewConfigurationHandler)"
    case .supplementaryViewProviderReturnedNil(let kind, let path):
      return "UICollectionViewDiffableDataSource supplementary view provider returned nil for "
        + "element kind '\(kind)' at index path \(Self.uikitPath(path)), which is not allowed. "
        + "You must always return a view to the collection view."
    case .duplicateIDs(let rows, let sections):
      var parts: [String] = []
      if !rows.isEmpty { parts.append("duplicate row ids: " + Self.listed(rows)) }
      if !sections.isEmpty { parts.append("duplicate section ids: " + Self.listed(sections)) }
      return parts.joined(separator: "; ")
    case .cellClassMismatch(let identifier, let expected, let actual, let path):
      let place = path.count == 2 ? "[\(path[0]), \(path[1])]" : "\(Array(path))"
      return
        "the registration for reuse identifier \"\(identifier)\" made a cell of class \(actual) "
        + "for the row at \(place), but the row needs \(expected)"
    case .headerFooterClassMismatch(let identifier, let expected, let actual, let section):
      return
        "the registration for reuse identifier \"\(identifier)\" made a header or footer view "
        + "of class \(actual) for section \(section), but the section needs \(expected)"
    case .invalidHeight(let height, let place, let type):
      return
        "\(place) (\(type)) has height \(height): a height must be a finite number of points, "
        + "at least 0, or nil for the table view's automatic height"
    case .emptyReuseIdentifier(let type, let place):
      let (view, method) = place.dequeueMethod
      return
        "\(type), for \(place), has an empty reuse identifier (the \(view) says: must pass "
        + "a valid reuse identifier to \(method)): give \(type) a non-empty static "
        + "reuseIdentifier, or remove yours to get the default, the type's qualified name"
    case .tooManyRows(let count, let limit):
      let shown = count == Int.max ? "Int.max or more" : "\(count)"
      return
        "the sections hold \(shown) rows (a grid's items) in all, more than the \(limit) a table "
        + "or a grid supports: show a window of your data (the rows around what the user "
        + "sees), and update it as the user scrolls"
    case .updateRejected(let reason):
      return
        "the view rejected a batch update Cellar computed, so Cellar reloaded its data instead "
        + "(a bug in Cellar, or the table view or collection view was changed behind Cellar's "
        + "back): " + reason
    case .outlineNodeNeedsID(let path):
      if path.count == 1 {
        return "collapsible section \(path[0]) has no id: a collapsible section keeps its state by "
          + "its id; give it one (Section(id: ...))"
      }
      return "row [" + path.map(String.init).joined(separator: ", ")
        + "] has children but no identity: a row with children keeps its state by its id; give it "
        + "an id: (or an Identifiable model)"
    case .invalidSectionLayout(let section, let reason):
      return "section \(section)'s layout cannot be built: \(reason)"
    case .notExpandable(let target):
      switch target.kind {
      case .section:
        return "no collapsible section has the id \(target.quotedID): only a section made "
          + ".collapsible() expands and collapses"
      case .row:
        return "no row with children has the id \(target.quotedID): only a row given .children "
          + "expands and collapses"
      }
    case .updateLoop(let length, let dropped):
      return
        "updates kept asking for updates: \(length) in a chain, each asked for by the callbacks "
        + "of the one before (a display hook, a cell's configure, onError), so the chain was "
        + "stopped and the \(dropped) update\(dropped == 1 ? "" : "s") still queued dropped; the "
        + "last update applied is shown. A callback must not ask for an update every time an "
        + "update runs it: an update with animation .none, asked for from onWillDisplay, "
        + "displays the rows again, which asks again"
    }
  }

  /// An index path as `UIKit`'s messages print it.
  private static func uikitPath(_ path: IndexPath) -> String {
    "<NSIndexPath> {length = \(path.count), path = "
      + path.map(String.init).joined(separator: " - ") + "}"
  }

  /// Duplicates grouped by source, in the order first met, each group
  /// followed by its source and fix: `"a" at [0, 0], [0, 2]; "b" at … (from …)`.
  private static func listed(_ duplicates: [DuplicateID]) -> String {
    var order: [IdentitySource] = []
    var groups: [IdentitySource: [DuplicateID]] = [:]
    for duplicate in duplicates {
      if groups[duplicate.source] == nil { order.append(duplicate.source) }
      groups[duplicate.source, default: []].append(duplicate)
    }
    return order.map { source in
      let group = groups[source] ?? []
      return group.map(\.description).joined(separator: "; ") + " (\(source))"
    }.joined(separator: "; ")
  }
}
