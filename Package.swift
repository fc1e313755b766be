// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Cellar",
  platforms: [.macOS(.v14), .iOS(.v17), .macCatalyst(.v17), .visionOS(.v1)],
  products: [
    .library(name: "CellarDiff", targets: ["CellarDiff"]),
    .library(name: "CellarHost", targets: ["CellarHost"]),
    .library(name: "Cellar", targets: ["Cellar"]),
    .library(name: "CellarTesting", targets: ["CellarTesting"]),
  ],
  dependencies: [],
  targets: [
    .target(
      name: "CellarDiff",
      swiftSettings: strictSettings
    ),
    .target(
      name: "CellarHost",
      dependencies: ["CellarDiff"],
      swiftSettings: strictSettings + [.define("CELLAR_INTERNAL_CHECKS", .when(configuration: .debug))]
    ),
    .target(
      name: "Cellar",
      dependencies: ["CellarDiff", "CellarHost"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "CellarTesting",
      dependencies: ["Cellar", "CellarHost"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "CellarOracles",
      dependencies: ["CellarDiff"],
      path: "Tests/CellarOracles",
      swiftSettings: strictSettings
    ),
    .target(
      name: "CellarTestSupport",
      dependencies: ["CellarDiff", "CellarOracles"],
      path: "Tests/CellarTestSupport",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CellarDiffTests",
      dependencies: ["CellarDiff", "CellarTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CellarHostTests",
      dependencies: ["CellarHost", "CellarTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CellarTestingTests",
      dependencies: ["Cellar", "CellarTesting", "CellarTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CellarTests",
      dependencies: ["Cellar", "CellarTestSupport", "FuzzFixtures"],
      swiftSettings: strictSettings
    ),
    .target(
      name: "FuzzSupport",
      path: "Fuzz/FuzzSupport",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "FuzzDiff",
      dependencies: ["CellarDiff", "CellarOracles", "FuzzSupport"],
      path: "Fuzz/FuzzDiff",
      swiftSettings: strictSettings
    ),
    .target(
      name: "FuzzFixtures",
      dependencies: ["Cellar", "FuzzSupport"],
      path: "Fuzz/Fixtures",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "FuzzSectioned",
      dependencies: ["Cellar", "CellarOracles", "FuzzFixtures", "FuzzSupport"],
      path: "Fuzz/FuzzSectioned",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "FuzzTable",
      dependencies: ["Cellar", "FuzzFixtures", "FuzzSupport"],
      path: "Fuzz/FuzzTable",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "FuzzSnapshot",
      dependencies: ["Cellar", "FuzzFixtures", "FuzzSupport"],
      path: "Fuzz/FuzzSnapshot",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "FuzzGrid",
      dependencies: ["Cellar", "FuzzFixtures", "FuzzSupport"],
      path: "Fuzz/FuzzGrid",
      swiftSettings: strictSettings
    ),
    .target(
      name: "ExampleSupport",
      dependencies: ["Cellar"],
      path: "Examples/ExampleSupport",
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "Movies", dependencies: ["Cellar", "CellarTesting", "ExampleSupport"], path: "Examples/Movies",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "LiveUpdates",
      dependencies: ["Cellar", "CellarOracles", "CellarTesting", "ExampleSupport", "FuzzFixtures"],
      path: "Examples/LiveUpdates", swiftSettings: strictSettings),
    .executableTarget(
      name: "Settings", dependencies: ["Cellar", "CellarTesting", "ExampleSupport"], path: "Examples/Settings",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "InfiniteList", dependencies: ["Cellar", "CellarTesting", "ExampleSupport"],
      path: "Examples/InfiniteList", swiftSettings: strictSettings),
    .executableTarget(
      name: "Photos", dependencies: ["Cellar", "CellarTesting", "ExampleSupport"],
      path: "Examples/Photos",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "Sidebar", dependencies: ["Cellar", "CellarTesting", "ExampleSupport"],
      path: "Examples/Sidebar", swiftSettings: strictSettings),
    .executableTarget(
      name: "Files", dependencies: ["Cellar", "CellarTesting", "ExampleSupport"],
      path: "Examples/Files", swiftSettings: strictSettings),
    .executableTarget(
      name: "QuickStart", dependencies: ["Cellar"], path: "Examples/QuickStart",
      swiftSettings: strictSettings),
    .executableTarget(
      name: "cellar-bench",
      dependencies: ["CellarDiff", "CellarHost", "Cellar", "CellarOracles"],
      path: "Benchmarks/cellar-bench",
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
