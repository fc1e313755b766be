import Foundation
import Testing

@testable import CellarHost

@MainActor
@Suite struct NSCollectionLayoutSpacingTests {
  @Test("fixed and flexible keep their value and kind")
  func factories() {
    let fixed = NSCollectionLayoutSpacing.fixed(8)
    #expect(fixed.spacing == 8)
    #expect(fixed.isFixed)
    #expect(!fixed.isFlexible)
    let flexible = NSCollectionLayoutSpacing.flexible(5)
    #expect(flexible.spacing == 5)
    #expect(flexible.isFlexible)
    #expect(!flexible.isFixed)
    #expect(fixed.layoutDescription == "fixed:8")
    #expect(flexible.layoutDescription == "flexible:5")
  }

  @Test("spacing values are not checked: negative, NaN and infinity raise nothing")
  func unchecked() {
    var spacings: [NSCollectionLayoutSpacing] = []
    let exception = UIKitException.catching {
      spacings = [.fixed(-4), .flexible(.nan), .fixed(.infinity)]
    }
    #expect(exception == nil)
    #expect(spacings[0].spacing == -4)
    #expect(spacings[1].spacing.isNaN)
    #expect(spacings[2].spacing == .infinity)
  }

  @Test("an edge spacing keeps its four edges, nil where none")
  func edgeSpacing() {
    let leading = NSCollectionLayoutSpacing.flexible(0)
    let edges = NSCollectionLayoutEdgeSpacing(
      leading: leading, top: .fixed(4), trailing: nil, bottom: .fixed(2))
    #expect(edges.leading === leading)
    #expect(edges.top?.spacing == 4)
    #expect(edges.trailing == nil)
    #expect(edges.bottom?.isFixed == true)
    #expect(
      edges.layoutDescription
        == "{leading flexible:0, top fixed:4, trailing nil, bottom fixed:2}")
  }
}
