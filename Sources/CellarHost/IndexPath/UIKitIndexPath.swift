// On UIKit platforms `IndexPath`'s `row`, `section`, `item` and their
// initializers are UIKit's: CellarHost imports UIKit for them (re-exported,
// so that every file of the module sees them) instead of declaring its own,
// which would make them ambiguous in any file that imports both modules.
// The UIKit check builds CellarHost beside a facade module named UIKit that
// depends on CellarHost; there (CELLAR_UIKIT_FACADE) CellarHost declares
// its own (IndexPath+Table.swift, IndexPath+Item.swift).
#if canImport(UIKit) && !CELLAR_UIKIT_FACADE
  @_exported import UIKit
#endif
