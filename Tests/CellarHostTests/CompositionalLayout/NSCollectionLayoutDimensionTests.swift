import Foundation
import Testing

@testable import CellarHost

@MainActor
@Suite struct NSCollectionLayoutDimensionTests {
  /// One factory: its name, how to call it, which `is…` answers `true`.
  struct Factory: Sendable, CustomTestStringConvertible {
    var name: String
    var make: @MainActor @Sendable (CGFloat) -> NSCollectionLayoutDimension
    var flag: @MainActor @Sendable (NSCollectionLayoutDimension) -> Bool
    var reason: String
    var testDescription: String { name }
  }

  nonisolated static let factories: [Factory] = [
    Factory(
      name: "fractionalWidth", make: { .fractionalWidth($0) }, flag: { $0.isFractionalWidth },
      reason: "Invalid fractional width: %@. The fraction must be a finite value."),
    Factory(
      name: "fractionalHeight", make: { .fractionalHeight($0) }, flag: { $0.isFractionalHeight },
      reason: "Invalid fractional height: %@. The fraction must be a finite value."),
    Factory(
      name: "absolute", make: { .absolute($0) }, flag: { $0.isAbsolute },
      reason: "Invalid absolute dimension: %@. The dimension must be a finite value."),
    Factory(
      name: "estimated", make: { .estimated($0) }, flag: { $0.isEstimated },
      reason: "Invalid estimated dimension: %@. The dimension must be a finite value."),
    Factory(
      name: "uniformAcrossSiblings", make: { .uniformAcrossSiblings(estimate: $0) },
      flag: { $0.isUniformAcrossSiblings },
      reason: "Invalid estimated dimension: %@. The dimension must be a finite value."),
  ]

  @Test("each factory keeps its value and answers only its own kind", arguments: factories)
  func kinds(_ factory: Factory) {
    for value: CGFloat in [0.25, 0, -3, 1.5, 44] {
      let dimension = factory.make(value)
      #expect(dimension.dimension == value)
      #expect(factory.flag(dimension))
      let flags = [
        dimension.isFractionalWidth, dimension.isFractionalHeight, dimension.isAbsolute,
        dimension.isEstimated && !dimension.isUniformAcrossSiblings,
        dimension.isUniformAcrossSiblings,
      ]
      #expect(flags.filter { $0 }.count == 1, "\(factory.name) \(flags)")
    }
  }

  @Test(
    "a value that is not finite raises UIKit's text, and the dimension is 0",
    arguments: factories)
  func nonFinite(_ factory: Factory) {
    for (value, text) in [(CGFloat.nan, "nan"), (.infinity, "inf"), (-.infinity, "-inf")] {
      var made: NSCollectionLayoutDimension?
      let exception = UIKitException.catching { made = factory.make(value) }
      #expect(exception?.name == .internalInconsistency)
      #expect(exception?.reason == factory.reason.replacingOccurrences(of: "%@", with: text))
      #expect(made?.dimension == 0)
    }
  }

  @Test("finite values raise nothing, including zero, negative and above one")
  func finiteAccepted() {
    let exception = UIKitException.catching {
      _ = NSCollectionLayoutDimension.fractionalWidth(-0.5)
      _ = NSCollectionLayoutDimension.fractionalHeight(7)
      _ = NSCollectionLayoutDimension.absolute(0)
      _ = NSCollectionLayoutDimension.estimated(-1)
    }
    #expect(exception == nil)
  }

  @Test("a uniform-across-siblings dimension is an estimate too")
  func uniformIsEstimated() {
    let dimension = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 50)
    #expect(dimension.isEstimated)
    #expect(!NSCollectionLayoutDimension.estimated(50).isUniformAcrossSiblings)
  }

  @Test("a size keeps its two dimensions and describes them as UIKit")
  func size() {
    let width = NSCollectionLayoutDimension.fractionalWidth(0.5)
    let size = NSCollectionLayoutSize(
      widthDimension: width, heightDimension: .fractionalHeight(0.25))
    #expect(size.widthDimension === width)
    #expect(size.heightDimension.isFractionalHeight)
    #expect(size.layoutDescription == "{.containerWidthFactor(0.5), .containerHeightFactor(0.25)}")
    let other = NSCollectionLayoutSize(
      widthDimension: .absolute(20), heightDimension: .estimated(30))
    #expect(other.layoutDescription == "{.absolute(20), .estimated(30)}")
  }
}
