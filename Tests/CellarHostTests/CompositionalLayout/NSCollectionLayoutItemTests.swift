import Foundation
import Testing

@testable import CellarHost

/// A size of two absolute dimensions.
@MainActor
func absoluteSize(_ width: CGFloat, _ height: CGFloat) -> NSCollectionLayoutSize {
  NSCollectionLayoutSize(widthDimension: .absolute(width), heightDimension: .absolute(height))
}

@MainActor
@Suite struct NSCollectionLayoutItemTests {
  @Test("an item defaults to zero insets, four fixed-zero edge spacings and no supplementaries")
  func defaults() throws {
    let size = absoluteSize(10, 20)
    let item = NSCollectionLayoutItem(layoutSize: size)
    #expect(item.layoutSize === size)
    #expect(item.contentInsets == .zero)
    #expect(item.supplementaryItems.isEmpty)
    let spacing = try #require(item.edgeSpacing)
    for edge in [spacing.leading, spacing.top, spacing.trailing, spacing.bottom] {
      #expect(edge?.isFixed == true)
      #expect(edge?.spacing == 0)
    }
  }

  @Test("insets and edge spacing round-trip, nil included; supplementaries are kept")
  func roundTrips() {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: absoluteSize(4, 4), elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(edges: .top))
    let item = NSCollectionLayoutItem(layoutSize: absoluteSize(1, 1), supplementaryItems: [badge])
    #expect(item.supplementaryItems.map(ObjectIdentifier.init) == [ObjectIdentifier(badge)])
    let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    item.contentInsets = insets
    #expect(item.contentInsets == insets)
    let spacing = NSCollectionLayoutEdgeSpacing(
      leading: .flexible(1), top: nil, trailing: nil, bottom: .fixed(2))
    item.edgeSpacing = spacing
    #expect(item.edgeSpacing === spacing)
    item.edgeSpacing = nil
    #expect(item.edgeSpacing == nil)
  }

  @Test("a supplementary defaults to z index 1 and no item anchor; both anchors kept")
  func supplementary() {
    let container = NSCollectionLayoutAnchor(edges: [.top, .trailing])
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: absoluteSize(20, 20), elementKind: "badge", containerAnchor: container)
    #expect(badge.zIndex == 1)
    #expect(badge.elementKind == "badge")
    #expect(badge.containerAnchor === container)
    #expect(badge.itemAnchor == nil)
    #expect(badge.supplementaryItems.isEmpty)
    let itemAnchor = NSCollectionLayoutAnchor(edges: .bottom)
    let anchored = NSCollectionLayoutSupplementaryItem(
      layoutSize: absoluteSize(20, 20), elementKind: "pin", containerAnchor: container,
      itemAnchor: itemAnchor)
    #expect(anchored.itemAnchor === itemAnchor)
    anchored.zIndex = 7
    #expect(anchored.zIndex == 7)
  }

  @Test("a boundary item extends its boundary, is not pinned, and keeps alignment and offset")
  func boundary() {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: absoluteSize(100, 44), elementKind: "header", alignment: .top)
    #expect(header.extendsBoundary)
    #expect(!header.pinToVisibleBounds)
    #expect(header.alignment == .top)
    #expect(header.offset == .zero)
    #expect(header.zIndex == 1)
    #expect(header.containerAnchor.edges == .top)
    header.pinToVisibleBounds = true
    header.extendsBoundary = false
    #expect(header.pinToVisibleBounds && !header.extendsBoundary)
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: absoluteSize(100, 44), elementKind: "footer", alignment: .bottomTrailing,
      absoluteOffset: CGPoint(x: 0, y: 10))
    #expect(footer.offset == CGPoint(x: 0, y: 10))
    #expect(footer.containerAnchor.edges == [.bottom, .trailing])
    #expect(footer.containerAnchor.offset == CGPoint(x: 0, y: 10))
  }

  @Test("a background decoration has z index 0, the container's size and no edge spacing")
  func decoration() {
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    #expect(background.elementKind == "background")
    #expect(background.zIndex == 0)
    #expect(background.edgeSpacing == nil)
    #expect(background.layoutSize.widthDimension.isFractionalWidth)
    #expect(background.layoutSize.widthDimension.dimension == 1)
    #expect(background.layoutSize.heightDimension.isFractionalHeight)
    #expect(background.layoutSize.heightDimension.dimension == 1)
    background.zIndex = -1
    #expect(background.zIndex == -1)
  }

  @Test("a custom item keeps its frame; its z index defaults to 0")
  func customItem() {
    let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(NSCollectionLayoutGroupCustomItem(frame: frame).zIndex == 0)
    let item = NSCollectionLayoutGroupCustomItem(frame: frame, zIndex: 5)
    #expect(item.frame == frame)
    #expect(item.zIndex == 5)
  }
}
