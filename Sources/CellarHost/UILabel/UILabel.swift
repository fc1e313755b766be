import Foundation

extension Headless {
  /// UIKit's `UILabel`, reduced to its text: the text a cell or header shows.
  ///
  /// Cells expose their text through ``UITableViewCell/textLabel`` and
  /// ``UITableViewCell/detailTextLabel``, so UIKit code such as
  /// `cell.textLabel?.text = "Milk"` carries over unchanged. A label only holds
  /// text; the table's text rendering (``UITableView/render()``) and default
  /// self-sizing (``UITableViewCell/sizeThatFits(width:)``) read it, one line per
  /// line break (`"\n"`, `"\r\n"` or any other newline character).
  @MainActor
  public final class UILabel: UIView {
    /// The text shown, or `nil` for none.
    public var text: String?

    /// Creates a label with optional initial text.
    ///
    /// - Parameter text: The text to show.
    public init(text: String? = nil) {
      self.text = text
      super.init(frame: .zero)
    }

    /// Creates a label with a frame and no text, UIKit's `init(frame:)`.
    ///
    /// - Parameter frame: The label's frame.
    public override convenience init(frame: CGRect) {
      self.init(text: nil)
      self.frame = frame
    }

    /// Creates a label from an archive; always fails on the host.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    override var drawnText: String? { lines.isEmpty ? nil : lines.joined(separator: " ") }

    /// The number of lines of the text: 0 when it is `nil` or empty.
    ///
    /// - Complexity: O(*c*), where *c* is the length of the text.
    public var lineCount: Int {
      guard let text, !text.isEmpty else { return 0 }
      // The line breaks `lines` splits at (`Character.isNewline`), counted
      // in the UTF-8 bytes without making the lines: self-sizing asks it
      // for every row.
      var count = 1
      var last: UInt8 = 0  // the byte before
      var beforeLast: UInt8 = 0  // the byte before that
      for byte in text.utf8 {
        switch byte {
        case 0x0A where last != 0x0D: count += 1  // LF (CRLF is one break)
        case 0x0B, 0x0C, 0x0D: count += 1  // VT, FF, CR
        case 0x85 where last == 0xC2: count += 1  // U+0085
        case 0xA8 where last == 0x80 && beforeLast == 0xE2: count += 1  // U+2028
        case 0xA9 where last == 0x80 && beforeLast == 0xE2: count += 1  // U+2029
        default: break
        }
        beforeLast = last
        last = byte
      }
      return count
    }

    /// The label's text split into lines; empty when the text is `nil` or empty.
    ///
    /// - Complexity: O(*c*), where *c* is the length of the text.
    public var lines: [String] {
      guard let text, !text.isEmpty else { return [] }
      return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        .map(String.init)
    }
  }
}
