// `IndexPath`'s `row`, `section`, `item` and their initializers are UIKit's
// where UIKit exists: CellarHost imports them (re-exported, so that every
// file of the module sees them) instead of declaring its own, which would
// make them ambiguous in any file that imports both modules. It declares its
// own only where there is no UIKit (IndexPath+Table.swift,
// IndexPath+Item.swift).
//
// The UIKit check (Scripts/uikit-check.sh, CELLAR_UIKIT_FACADE) builds
// CellarHost beside a test-only facade module named UIKit that depends on
// CellarHost, so CellarHost cannot import it. It imports the same members
// from UIKitFacadeIndexPath, the small module the facade re-exports them
// from, so the check compiles what an iOS build compiles.
#if CELLAR_UIKIT_FACADE
  @_exported import UIKitFacadeIndexPath
#elseif canImport(UIKit)
  @_exported import UIKit
#endif
