import Foundation
import Testing

@testable import CellarHost

@MainActor
@Suite struct UITraitCollectionTests {
  @Test("a new trait collection leaves every trait unspecified")
  func defaults() {
    let traits = UITraitCollection()
    #expect(traits.displayScale == 0)
    #expect(traits.horizontalSizeClass == .unspecified)
    #expect(traits.verticalSizeClass == .unspecified)
    #expect(traits.userInterfaceIdiom == .unspecified)
  }

  @Test("each single-trait initializer specifies only its trait")
  func single() {
    #expect(UITraitCollection(displayScale: 2).displayScale == 2)
    #expect(UITraitCollection(displayScale: 2).horizontalSizeClass == .unspecified)
    #expect(UITraitCollection(horizontalSizeClass: .compact).horizontalSizeClass == .compact)
    #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
    #expect(UITraitCollection(verticalSizeClass: .regular).horizontalSizeClass == .unspecified)
    #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
  }

  @Test("combined traits take the last specified value of each")
  func combined() {
    let traits = UITraitCollection(traitsFrom: [
      UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: .regular),
      UITraitCollection(displayScale: 3), UITraitCollection(userInterfaceIdiom: .phone),
      UITraitCollection(),
    ])
    #expect(traits.displayScale == 3)
    #expect(traits.horizontalSizeClass == .regular)
    #expect(traits.verticalSizeClass == .unspecified)
    #expect(traits.userInterfaceIdiom == .phone)
    #expect(UITraitCollection(traitsFrom: []).displayScale == 0)
  }

  @Test("size classes and idioms have UIKit's raw values")
  func rawValues() {
    let classes: [UIUserInterfaceSizeClass] = [.unspecified, .compact, .regular]
    #expect(classes.map(\.rawValue) == [0, 1, 2])
    let idioms: [UIUserInterfaceIdiom] = [.unspecified, .phone, .pad, .tv, .carPlay, .mac]
    #expect(idioms.map(\.rawValue) == [-1, 0, 1, 2, 3, 5])
  }

  @Test("an environment gives its container and traits to a provider")
  func environment() {
    let environment = LayoutTestEnvironment(
      CGSize(width: 390, height: 844), traits: UITraitCollection(displayScale: 3))
    let any: any NSCollectionLayoutEnvironment = environment
    #expect(any.container.effectiveContentSize.width == 390)
    #expect(any.traitCollection.displayScale == 3)
  }
}
