#if !canImport(UIKit)
  import Foundation

  /// Text drawing of the ready-made cells that CellarHost's list
  /// configurations do not draw themselves.
  enum ReadyMadeLayout {
    /// `text` centred in `width` columns (trailing spaces are left to the table to trim).
    static func centred(_ text: String, width: Int) -> String {
      let padding = max(0, (width - text.count) / 2)
      return String((String(repeating: " ", count: padding) + text).prefix(max(0, width)))
    }
  }
#endif
