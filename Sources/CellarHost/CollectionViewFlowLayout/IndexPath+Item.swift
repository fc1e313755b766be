import Foundation

// Where UIKit exists, UIKit declares these members and CellarHost uses
// UIKit's; in the UIKit check (CELLAR_UIKIT_FACADE) it uses the facade's
// (see UIKitIndexPath.swift). CellarHost declares its own only where there
// is neither.
#if !canImport(UIKit) && !CELLAR_UIKIT_FACADE
  extension IndexPath {
    /// Creates an index path that names an item in a section of a collection view.
    ///
    /// This is UIKit's convenience initializer, provided where UIKit is not
    /// available, so collection view code written against UIKit compiles
    /// unchanged.
    ///
    /// - Parameters:
    ///   - item: The item's position within its section.
    ///   - section: The section's position within the collection view.
    public init(item: Int, section: Int) {
      self.init(index: section)
      append(item)
    }

    /// The position of the item within its section, the second index of the path.
    ///
    /// - Complexity: O(1).
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
