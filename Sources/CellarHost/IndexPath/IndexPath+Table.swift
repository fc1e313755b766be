import Foundation

// Where UIKit exists, UIKit declares these members and CellarHost uses
// UIKit's; in the UIKit check (CELLAR_UIKIT_FACADE) it uses the facade's
// (see UIKitIndexPath.swift). CellarHost declares its own only where there
// is neither.
#if !canImport(UIKit) && !CELLAR_UIKIT_FACADE
  extension IndexPath {
    /// Creates an index path that names a row in a section of a table view.
    ///
    /// This is UIKit's convenience initializer, provided where UIKit is not
    /// available, so table code written against UIKit compiles unchanged.
    ///
    /// - Parameters:
    ///   - row: The row's position within its section.
    ///   - section: The section's position within the table.
    public init(row: Int, section: Int) {
      // Index by index: Foundation keeps two indexes inline, with no array.
      self.init(index: section)
      append(row)
    }

    /// The position of the section, the first index of the path.
    ///
    /// - Complexity: O(1).
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The position of the row within its section, the second index of the path.
    ///
    /// - Complexity: O(1).
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif

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
