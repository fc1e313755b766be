#if !canImport(UIKit)
  import Foundation

  /// Text drawing shared by the ready-made cells.
  enum ReadyMadeLayout {
    /// One line with `left` at the start and `right` at the end, cut to `width`.
    static func twoColumns(_ left: String, _ right: String, width: Int) -> String {
      guard !right.isEmpty else { return String(left.prefix(max(0, width))) }
      let gap = max(2, width - left.count - right.count)
      return String((left + String(repeating: " ", count: gap) + right).prefix(max(0, width)))
    }

    /// `text` centred in `width` columns (trailing spaces are left to the table to trim).
    static func centred(_ text: String, width: Int) -> String {
      let padding = max(0, (width - text.count) / 2)
      return String((String(repeating: " ", count: padding) + text).prefix(max(0, width)))
    }

    /// A detail followed by the accessory's glyph, as the host draws it.
    static func trailing(_ detail: String, accessory: UITableViewCell.AccessoryType) -> String {
      let glyph: String
      switch accessory {
      case .none: glyph = ""
      case .disclosureIndicator: glyph = ">"
      case .detailDisclosureButton: glyph = "(i) >"
      case .checkmark: glyph = "✓"
      case .detailButton: glyph = "(i)"
      }
      return [detail, glyph].filter { !$0.isEmpty }.joined(separator: " ")
    }
  }
#endif
