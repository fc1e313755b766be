import Foundation

extension Headless {
  /// The object that supplies a ``UITableView``'s sections, rows and cells: the
  /// counterpart of `UITableViewDataSource`.
  ///
  /// Only ``tableView(_:numberOfRowsInSection:)`` and
  /// ``tableView(_:cellForRowAt:)`` must be written; every other requirement has
  /// a default implementation that gives UIKit's behaviour when the method is
  /// not implemented. Because Swift cannot ask whether an optional method is
  /// implemented (Objective-C's `respondsToSelector:`), the two capabilities
  /// that depend on that in UIKit are explicit properties:
  /// ``respondsToCommitEditing`` (swipe-to-delete) and ``respondsToMoveRow``
  /// (reorder controls).
  ///
  /// The table holds its data source weakly and caches the counts it returns;
  /// after changing the data, call ``UITableView/reloadData()`` or the batch
  /// update methods.
  @MainActor
  public protocol UITableViewDataSource: AnyObject {
    /// The number of sections. Default: 1.
    ///
    /// - Parameter tableView: The asking table view.
    func numberOfSections(in tableView: UITableView) -> Int

    /// The number of rows in a section.
    ///
    /// - Parameters:
    ///   - tableView: The asking table view.
    ///   - section: The section, in the data's current coordinates.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

    /// A configured cell for a row.
    ///
    /// Get the cell from ``UITableView/dequeueReusableCell(withIdentifier:for:)``
    /// with the index path you were given (or, the legacy way, from
    /// ``UITableView/dequeueReusableCell(withIdentifier:)`` or a new instance), set
    /// its content and return it. The table applies its selection and editing
    /// state to the cell afterwards.
    ///
    /// - Parameters:
    ///   - tableView: The asking table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell

    /// The title of a section's header, or `nil` for none. Default: `nil`.
    ///
    /// A header view from ``UITableViewDelegate/tableView(_:viewForHeaderInSection:)``
    /// wins over the title.
    ///
    /// - Parameters:
    ///   - tableView: The asking table view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

    /// The title of a section's footer, or `nil` for none. Default: `nil`.
    ///
    /// - Parameters:
    ///   - tableView: The asking table view.
    ///   - section: The section.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

    /// The titles of the section index (the strip of a contacts screen's
    /// A–Z), top to bottom, or `nil` for no index. Default: `nil`.
    ///
    /// The table asks when it loads its counts (first layout,
    /// ``UITableView/reloadData()``), when a batch update commits, and at
    /// ``UITableView/reloadSectionIndexTitles()``, and keeps the answer in
    /// ``UITableView/sectionIndexTitles``. An empty array shows no index, as
    /// `nil` does. The titles need not match the sections one for one
    /// (UIKit's own example returns "A" through "Z" whatever sections exist):
    /// ``tableView(_:sectionForSectionIndexTitle:at:)`` maps each to a
    /// section. UIKit documents the index for plain tables; the simulator
    /// keeps it in every style.
    ///
    /// - Parameter tableView: The asking table view.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?

    /// The section the table scrolls to when the user taps a section index
    /// title. Default: `index`, the title's position (one title per section).
    ///
    /// - Parameters:
    ///   - tableView: The asking table view.
    ///   - title: The title tapped, as returned by ``sectionIndexTitles(for:)``.
    ///   - index: The title's position in that array.
    /// - Returns: The section to scroll to; one outside the table makes
    ///   ``UITableView/tapSectionIndexTitle(at:)`` throw.
    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int

    /// Whether a row can be edited (deleted, inserted, swiped). Default: `true`,
    /// as in UIKit when the method is not implemented.
    ///
    /// - Parameters:
    ///   - tableView: The asking table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

    /// Whether a row shows a reorder control while editing. Default:
    /// ``respondsToMoveRow``.
    ///
    /// - Parameters:
    ///   - tableView: The asking table view.
    ///   - indexPath: The row.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

    /// Commits a user's delete or insert of a row.
    ///
    /// Update the model, then call ``UITableView/deleteRows(at:with:)`` or
    /// ``UITableView/insertRows(at:with:)``. Called by
    /// ``UITableView/tapEditingControl(at:)`` and by the default swipe-to-delete
    /// action. Default: does nothing; set ``respondsToCommitEditing`` when you
    /// implement it.
    ///
    /// - Parameters:
    ///   - tableView: The asking table view.
    ///   - editingStyle: What the user asked for.
    ///   - indexPath: The row.
    func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath)

    /// Tells the data source that the user moved a row.
    ///
    /// The table has already moved the row and adjusted its counts: update
    /// only the model (remove at the source, insert at the destination), and
    /// do not call ``UITableView/moveRow(at:to:)``. Default: does nothing; set
    /// ``respondsToMoveRow`` when you implement it.
    ///
    /// - Parameters:
    ///   - tableView: The asking table view.
    ///   - sourceIndexPath: Where the row was.
    ///   - destinationIndexPath: Where the row is now.
    func tableView(
      _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath)

    /// Whether this data source implements
    /// ``tableView(_:commit:forRowAt:)``. Default: `false`.
    ///
    /// UIKit offers swipe-to-delete (the default trailing Delete action) only
    /// when the data source implements the commit method; this property says so.
    var respondsToCommitEditing: Bool { get }

    /// Whether this data source implements
    /// ``tableView(_:moveRowAt:to:)``. Default: `false`.
    ///
    /// UIKit shows reorder controls only when the data source implements the
    /// move method; this property says so.
    var respondsToMoveRow: Bool { get }
  }
}

extension Headless.UITableViewDataSource {
  /// Returns 1: a table has one section unless the data source says otherwise.
  public func numberOfSections(in tableView: Headless.UITableView) -> Int { 1 }

  /// Returns `nil`: no header title.
  public func tableView(_ tableView: Headless.UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    nil
  }

  /// Returns `nil`: no footer title.
  public func tableView(_ tableView: Headless.UITableView, titleForFooterInSection section: Int)
    -> String?
  {
    nil
  }

  /// Returns `nil`: no section index.
  public func sectionIndexTitles(for tableView: Headless.UITableView) -> [String]? { nil }

  /// Returns `index`: the title at position *i* stands for section *i*.
  public func tableView(
    _ tableView: Headless.UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  /// Returns `true`: every row is editable when the method is not implemented.
  public func tableView(_ tableView: Headless.UITableView, canEditRowAt indexPath: IndexPath)
    -> Bool
  {
    true
  }

  /// Returns ``respondsToMoveRow``: rows can move when the data source handles moves.
  public func tableView(_ tableView: Headless.UITableView, canMoveRowAt indexPath: IndexPath)
    -> Bool
  {
    respondsToMoveRow
  }

  /// Does nothing.
  public func tableView(
    _ tableView: Headless.UITableView, commit editingStyle: Headless.UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: Headless.UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}

  /// Returns `false`.
  public var respondsToCommitEditing: Bool { false }

  /// Returns `false`.
  public var respondsToMoveRow: Bool { false }
}
