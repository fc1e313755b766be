import Foundation

extension IndexPath {
  /// The path as UIKit prints an `NSIndexPath` in its exception reasons,
  /// with the pointer elided: `<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`.
  var uikitDescription: String {
    "<NSIndexPath: 0x…> {length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }

  /// The path as `(section, row)` text for messages: `(0, 3)`.
  var pair: String { "(\(map(String.init).joined(separator: ", ")))" }

  /// Whether the path has the two indexes (section, row) a table row needs.
  var isTablePath: Bool { count == 2 }
}
