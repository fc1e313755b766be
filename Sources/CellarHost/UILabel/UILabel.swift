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
      guard var utf8 = text, !utf8.isEmpty else { return 0 }
      // The line breaks `lines` splits at (`Character.isNewline`), counted
      // in the UTF-8 bytes without making the lines: self-sizing asks it
      // for every row.
      return utf8.withUTF8 { 1 + Self.lineBreaks(in: $0) }
    }

    /// The line breaks in UTF-8 text: LF, VT, FF, CR (CRLF is one), U+0085,
    /// U+2028 and U+2029, the newlines of `Character.isNewline`.
    private static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
      var count = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte > 0x0D && byte < 0xC2 { continue }  // most bytes: no break starts here
        switch byte {
        case 0x0A, 0x0B, 0x0C: count += 1
        case 0x0D:
          count += 1
          if index < bytes.count && bytes[index] == 0x0A { index += 1 }  // CRLF
        case 0xC2 where index < bytes.count && bytes[index] == 0x85:
          count += 1  // U+0085
          index += 1
        case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80:
          if bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9 {  // U+2028, U+2029
            count += 1
            index += 2
          }
        default: break
        }
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
