import Foundation

/// A section header or footer view: the headless counterpart of
/// `UITableViewHeaderFooterView`.
///
/// Views are registered and recycled like cells (see
/// ``TableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and
/// ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``). When a
/// section has a title but no view (see
/// ``TableViewDataSource/tableView(_:titleForHeaderInSection:)``), the table
/// shows one of these itself, with the title in ``textLabel``.
@MainActor
open class TableViewHeaderFooterView {
  /// The identifier of the reuse pool this view returns to, fixed at
  /// creation (a view a registration made without one gets the registered
  /// identifier when the table view first hands it out, as in UIKit).
  public internal(set) var reuseIdentifier: String?

  /// The view's text. Always present.
  public let textLabel: Label?

  /// Secondary text, drawn on the lines after ``textLabel``.
  public let detailTextLabel: Label?

  /// Creates a view with a reuse identifier.
  ///
  /// Registered classes are instantiated through this initializer, so
  /// subclasses that the table creates must keep it (it is `required`).
  ///
  /// - Parameter reuseIdentifier: The pool the view returns to, or `nil` for none.
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    self.textLabel = Label()
    self.detailTextLabel = Label()
  }

  /// Resets the view just before the table hands it out again from its pool.
  ///
  /// Called by ``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``
  /// for recycled views only, never for new ones. The default does nothing;
  /// overrides must call `super`.
  open func prepareForReuse() {}

  /// The height the view needs at a width, used when the header or footer
  /// height is ``TableView/automaticDimension``.
  ///
  /// The default gives 28 points for one line of text and 20 more for each
  /// further line, and 0 for a view without text.
  ///
  /// - Parameter width: The width the table lays the view out at.
  /// - Returns: The height in points.
  /// - Complexity: O(*c*), where *c* is the length of the view's text.
  open func sizeThatFits(width: CGFloat) -> CGFloat {
    let lineCount = contentLines.count
    return lineCount == 0 ? 0 : 8 + 20 * CGFloat(lineCount)
  }

  /// Draws the view's content as lines of text, for ``TableView/render()``.
  ///
  /// The default draws the text label's lines, then the detail label's,
  /// cut to `width` columns; the table adds the header or footer marker.
  ///
  /// - Parameter width: The number of columns available.
  /// - Returns: The lines; empty for a view without text.
  /// - Complexity: O(*c*), where *c* is the length of the view's text.
  open func render(width: Int) -> [String] {
    contentLines.map { String($0.prefix(max(0, width))) }
  }

  private var contentLines: [String] {
    (textLabel?.lines ?? []) + (detailTextLabel?.lines ?? [])
  }
}
