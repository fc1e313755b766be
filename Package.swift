// swift-tools-version: 6.0
import PackageDescription

let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Cellar",
  platforms: [.macOS(.v14), .iOS(.v17)],
  products: [
    .library(name: "CellarDiff", targets: ["CellarDiff"])
  ],
  dependencies: [],
  targets: [
    .target(
      name: "CellarDiff",
      swiftSettings: strictSettings
    ),
    .target(
      name: "CellarTestSupport",
      dependencies: ["CellarDiff"],
      path: "Tests/CellarTestSupport",
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "CellarDiffTests",
      dependencies: ["CellarDiff", "CellarTestSupport"],
      swiftSettings: strictSettings
    ),
    .executableTarget(
      name: "cellar-bench",
      dependencies: ["CellarDiff"],
      path: "Benchmarks/cellar-bench",
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
