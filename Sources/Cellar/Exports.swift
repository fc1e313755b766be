@_exported import CellarDiff

#if canImport(UIKit)
  // On UIKit platforms Cellar drives UIKit's views; CellarHost, the
  // headless table view, is used only inside Cellar (its batch validator).
  @_exported import UIKit
#else
  @_exported import CellarHost
#endif
