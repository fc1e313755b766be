// UIKit's additions to Foundation's `IndexPath`, for the UIKit check's
// stand-in module named UIKit (module `UIKitFacadeIndexPath`, built only by
// Scripts/uikit-check.sh).
//
// Why a module of its own: on iOS these members come from UIKit, and
// CellarHost re-exports UIKit for them. In the check, the stand-in (module
// `UIKit`) depends on CellarHost, so CellarHost cannot import it; both import
// this module instead, and the stand-in re-exports it, so `import UIKit` gives
// these members as on iOS and no module declares a second copy.
//
// Signatures: Apple's pages (below) and UIKit's Swift overlay, which also
// gives the preconditions and their messages (the overlay's source, in the
// Swift project's `stdlib/public/Darwin/UIKit/UIKit.swift`).
@_exported import Foundation

extension IndexPath {
  /// Creates an index path that references a row in a particular section.
  ///
  /// UIKit: https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The value of the section element of the index path.
  ///
  /// - Precondition: The index path has exactly two elements (UIKit stops
  ///   the program otherwise, with the message below).
  ///
  /// UIKit: https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo
  public var section: Int {
    get {
      precondition(count == 2, Self.invalidTablePath)
      return self[0]
    }
    set {
      precondition(count == 2, Self.invalidTablePath)
      self[0] = newValue
    }
  }

  /// The value of the row element of the index path.
  ///
  /// - Precondition: The index path has exactly two elements.
  ///
  /// UIKit: https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int {
    get {
      precondition(count == 2, Self.invalidTablePath)
      return self[1]
    }
    set {
      precondition(count == 2, Self.invalidTablePath)
      self[1] = newValue
    }
  }

  /// Creates an index path that references an item in a particular section.
  ///
  /// UIKit: https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
  /// (the docs corpus did not show this page; its URL may carry a
  /// disambiguation suffix, as AppKit's `init(item:section:)-rib` does. The
  /// declaration `init(item: Int, section: Int)` is the UIKit overlay's and
  /// matches AppKit's page.)
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The value of the item element of the index path.
  ///
  /// - Precondition: The index path has exactly two elements.
  ///
  /// UIKit: https://developer.apple.com/documentation/foundation/indexpath/item-8cp0y
  public var item: Int {
    get {
      precondition(count == 2, Self.invalidCollectionPath)
      return self[1]
    }
    set {
      precondition(count == 2, Self.invalidCollectionPath)
      self[1] = newValue
    }
  }

  /// UIKit's message for `section` or `row` on a path without two elements.
  private static var invalidTablePath: String {
    "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row."
  }

  /// UIKit's message for `item` on a path without two elements.
  private static var invalidCollectionPath: String {
    "Invalid index path for use with UICollectionView. This index path must contain exactly two indices specifying the section and item."
  }
}
