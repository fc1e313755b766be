import Foundation

/// The methods that an object adopts to manage data and provide cells for a table view.
///
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)`
/// are required in UIKit; every other requirement is `optional` there.
/// Linux has no `@objc optional`, so each optional one is a requirement
/// with a default implementation (in the extension below) that behaves as
/// UIKit does when the method is not implemented. A conforming type that
/// misspells a method silently gets the default.
///
/// UIKit decides two things by asking whether the data source implements a
/// method, which Swift cannot ask: swipe-to-delete (offered when
/// `tableView(_:commit:forRowAt:)` exists) and reorder controls (shown when
/// `tableView(_:moveRowAt:to:)` exists). The facade assumes both exist
/// unless a test says otherwise through `UITableView`'s
/// `@_spi(Facade)` properties `assumesDataSourceCommitsEditing` and
/// `assumesDataSourceMovesRows`.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// Tells the data source to return the number of rows in a given section.
  /// (required in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// Asks the data source for a cell to insert in a particular location of
  /// the table view. (required in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  /// Asks the data source to return the number of sections in the table
  /// view. (optional in UIKit; 1 when not implemented)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  func numberOfSections(in tableView: UITableView) -> Int

  /// Asks the data source for the title of the header of the specified
  /// section. (optional in UIKit; `nil` when not implemented)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?

  /// Asks the data source for the title of the footer of the specified
  /// section. (optional in UIKit; `nil` when not implemented)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?

  /// Asks the data source to verify that the given row is editable.
  /// (optional in UIKit; `true` when not implemented)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool

  /// Asks the data source whether a given row can be moved to another
  /// location in the table view. (optional in UIKit; when not implemented,
  /// whether the data source implements `tableView(_:moveRowAt:to:)`)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool

  /// Asks the data source to return the titles for the sections of a table
  /// view. (optional in UIKit; `nil` when not implemented)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource/sectionindextitles(for:)
  func sectionIndexTitles(for tableView: UITableView) -> [String]?

  /// Asks the data source to return the index of the section having the
  /// given title and section title index. (optional in UIKit; the facade
  /// answers `index` when not implemented)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:sectionforsectionindextitle:at:)
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int

  /// Asks the data source to commit the insertion or deletion of a
  /// specified row. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)

  /// Tells the data source to move a row at a specific location in the
  /// table view to another location. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// Returns 1, as UIKit when the method is not implemented.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// Returns `nil`: no header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// Returns `nil`: no footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Returns `true`: every row is editable when the method is not implemented.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Returns whether the table assumes its data source moves rows (see the
  /// protocol's discussion), as UIKit answers from whether
  /// `tableView(_:moveRowAt:to:)` is implemented.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    tableView.assumesDataSourceMovesRows
  }

  /// Returns `nil`: no section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

  /// Returns `index`: the title at position *i* stands for section *i*.
  public func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    index
  }

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}
