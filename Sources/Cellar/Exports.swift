@_exported import CellarDiff
@_exported import CellarHost
