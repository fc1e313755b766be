@_exported import CellarDiff

#if os(tvOS) || os(watchOS)
  #error(
    "Cellar supports iOS 17, Mac Catalyst 17 and visionOS 1 with UIKit (tvOS's UIKit has no swipe actions or section index, watchOS none of UIKit's views), and Linux and macOS with CellarHost."
  )
#endif

#if canImport(UIKit)
  // On UIKit platforms Cellar drives UIKit's views; CellarHost, the
  // headless table view, is used only inside Cellar (its batch validator).
  @_exported import UIKit
#else
  @_exported import CellarHost
#endif
