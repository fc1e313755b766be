import Foundation

extension Headless {
  /// The glyphs the text rendering draws cell accessories and editing
  /// controls with: one table for table cells (``UITableViewCell/AccessoryType``,
  /// the table's editing controls) and list cells (``UICellAccessory``), so
  /// that a chevron or a checkmark looks the same in both.
  enum Glyph {
    /// A disclosure chevron.
    static let disclosure = ">"
    /// A checkmark.
    static let checkmark = "✓"
    /// An info (detail) button.
    static let detail = "(i)"
    /// A delete control.
    static let delete = "(-)"
    /// An insert control.
    static let insert = "(+)"
    /// A reorder control (list cells; the table draws its own `=` after the row).
    static let reorder = "≡"
    /// An outline disclosure of a collapsed item.
    static let collapsed = "▸"
    /// An outline disclosure of an expanded item.
    static let expanded = "▾"
    /// A multiple-selection circle, unselected.
    static let unselected = "○"
    /// A multiple-selection circle, selected.
    static let selected = "●"
  }

  /// The columns a cell's content is indented by: the indentation
  /// (`level` × `width` points) at five points a column, at most `limit`
  /// columns; none for a negative level, or a width that is not positive
  /// and finite.
  ///
  /// - Complexity: O(1).
  static func indentColumns(level: Int, width: CGFloat, limit: Int) -> Int {
    guard level > 0, width > 0, width.isFinite, limit > 0 else { return 0 }
    let columns = (Double(level) * Double(width) / 5).rounded()
    return columns >= Double(limit) ? limit : Int(columns)
  }
}
