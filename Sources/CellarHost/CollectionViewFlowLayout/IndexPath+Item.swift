import Foundation

// CELLAR_UIKIT_FACADE: the UIKit check (Scripts/uikit-check.sh) builds this module
// next to a test-only facade module named UIKit, so whether `canImport(UIKit)` is
// true here would depend on build order; the define keeps these members here
// deterministically, and the facade does not declare them.
#if !canImport(UIKit) || CELLAR_UIKIT_FACADE
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
