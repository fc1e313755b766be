import Foundation
import Testing

@testable import CellarHost

@MainActor
@Suite struct NSCollectionLayoutAnchorTests {
  @Test("an anchor from edges alone has an absolute zero offset")
  func edgesOnly() {
    let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing])
    #expect(anchor.edges == [.top, .trailing])
    #expect(anchor.offset == .zero)
    #expect(anchor.isAbsoluteOffset)
    #expect(!anchor.isFractionalOffset)
  }

  @Test("absolute and fractional offsets are kept with their kind")
  func offsets() {
    let absolute = NSCollectionLayoutAnchor(edges: .top, absoluteOffset: CGPoint(x: 3, y: -4))
    #expect(absolute.offset == CGPoint(x: 3, y: -4))
    #expect(absolute.isAbsoluteOffset)
    let fractional = NSCollectionLayoutAnchor(
      edges: .bottom, fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    #expect(fractional.offset == CGPoint(x: 0.3, y: -0.3))
    #expect(fractional.isFractionalOffset)
    #expect(!fractional.isAbsoluteOffset)
  }

  nonisolated static let anchorPointCases: [(NSDirectionalRectEdge, CGPoint)] = [
    (.top, CGPoint(x: 0.5, y: 0)),
    ([.top, .leading], CGPoint(x: 0, y: 0)),
    ([.bottom, .trailing], CGPoint(x: 1, y: 1)),
    ([.leading, .trailing], CGPoint(x: 0.5, y: 0.5)),
    (.all, CGPoint(x: 0.5, y: 0.5)),
    ([], CGPoint(x: 0.5, y: 0.5)),
  ]

  @Test(
    "edges name a point: 0 leading/top, 1 trailing/bottom, one half for both or neither",
    arguments: anchorPointCases)
  func anchorPoints(_ edges: NSDirectionalRectEdge, _ point: CGPoint) {
    #expect(NSCollectionLayoutAnchor(edges: edges).anchorPoint == point)
  }

  @Test("rect edges have UIKit's bits; all is the four")
  func rectEdges() {
    let bits: [UInt] = [
      NSDirectionalRectEdge.top.rawValue, NSDirectionalRectEdge.leading.rawValue,
      NSDirectionalRectEdge.bottom.rawValue, NSDirectionalRectEdge.trailing.rawValue,
      NSDirectionalRectEdge.all.rawValue,
    ]
    #expect(bits == [1, 2, 4, 8, 15])
  }

  @Test("rect alignments and insets references have UIKit's raw values")
  func enumerations() {
    let alignments: [NSRectAlignment] = [
      .none, .top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing,
      .topTrailing,
    ]
    #expect(alignments.map(\.rawValue) == Array(0...8))
    let references: [UIContentInsetsReference] = [
      .automatic, .none, .safeArea, .layoutMargins, .readableContent,
    ]
    #expect(references.map(\.rawValue) == Array(0...4))
  }

  @Test("directional insets default to zero and keep each edge")
  func directionalInsets() {
    #expect(NSDirectionalEdgeInsets() == .zero)
    var insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    #expect([insets.top, insets.leading, insets.bottom, insets.trailing] == [1, 2, 3, 4])
    insets.leading = 9
    #expect(insets != NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    #expect(NSDirectionalEdgeInsets.zero.trailing == 0)
  }
}
