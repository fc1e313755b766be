import Foundation

extension Headless.UITableView {
  /// Simulates the user tapping a row's `accessoryView`: the frontmost
  /// enabled `UIControl` in it (the view itself, or one inside it) is
  /// highlighted and sent `touchDown`, then `touchUpInside`, as UIKit
  /// does; the editing accessory view while the table is editing. A host
  /// driver, not UIKit API.
  ///
  /// Nothing happens when the row is not in view or its accessory view has
  /// no such control (UIKit's tap then lands on the row itself; use
  /// ``tapRow(at:)``). Updates the control's action asks for wait until
  /// the tap is over, as for ``tapRow(at:)``.
  ///
  /// - Parameter indexPath: The row.
  /// - Throws: ``IndexError`` for a row that does not exist, or an error
  ///   from the layout.
  public func tapAccessoryView(at indexPath: IndexPath) throws {
    try tapControl(named: "tapAccessoryView", at: .row(indexPath)) {
      try checkRow(indexPath)
      guard let cell = cellForRow(at: indexPath) else { return nil }
      return cell.isEditing ? cell.editingAccessoryView : cell.accessoryView
    }
  }

  /// Simulates the user tapping a section's header view: the frontmost
  /// enabled `UIControl` in it is highlighted and sent `touchDown`, then
  /// `touchUpInside`, as UIKit does. A host driver, not UIKit API.
  ///
  /// Nothing happens when the header is not in view or has no such
  /// control (a tap on a plain header does nothing in UIKit). Updates the
  /// control's action asks for wait until the tap is over.
  ///
  /// - Parameter section: The section.
  /// - Throws: ``IndexError`` for a section that does not exist, or an
  ///   error from the layout.
  public func tapHeader(inSection section: Int) throws {
    try tapControl(named: "tapHeader", at: .section(section)) {
      guard section >= 0, section < sections.count else {
        throw IndexError.rowSectionOutOfBounds(
          IndexPath(row: 0, section: section), sectionCount: sections.count)
      }
      return headerView(forSection: section)
    }
  }

  /// The work of the control drivers: lays out, opens an event, finds the
  /// view, records the tap and taps the view's frontmost control.
  private func tapControl(
    named name: String, at target: Event.Subject, in view: () throws -> Headless.UIView?
  ) throws {
    try UIKitException.driving(
      (),
      {
        try layOutBeforeUserAction()
        beginEvent()
        defer { endEvent() }
        try layOut()
        guard let control = try view()?.frontmostControl else { return }
        record(name, target)
        control.simulateTap()
      })
  }
}
