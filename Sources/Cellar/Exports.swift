@_exported import CellarDiff
@_exported import CellarHost
@_exported import Foundation
