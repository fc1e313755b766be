// The test-only UIKit facade: a module named `UIKit` that declares the UIKit
// symbols Cellar's UIKit backend uses, with UIKit's Swift signatures, and
// implements them by forwarding to CellarHost's headless views. It is built
// only by `Scripts/uikit-check.sh`, never shipped.
//
// UIKit re-exports Foundation, so the facade does too. UIKit also declares
// `IndexPath`'s `row`, `section`, `item`, `init(row:section:)` and
// `init(item:section:)`; the facade re-exports them from the module
// UIKitFacadeIndexPath (UIKitCheck/FacadeIndexPath), which CellarHost imports
// too (CellarHost cannot import the facade, which depends on it).
@_exported import Foundation
@_exported import UIKitFacadeIndexPath

/// Runs a host call that throws where UIKit raises an exception, and stops
/// the program with the host's message (UIKit's exception text) as UIKit
/// would, so UIKit's non-throwing signatures stay non-throwing.
@MainActor
func raisingAsUIKit<Result>(_ body: () throws -> Result) -> Result {
  do {
    return try body()
  } catch {
    preconditionFailure("UIKit would raise: \(error)")
  }
}
