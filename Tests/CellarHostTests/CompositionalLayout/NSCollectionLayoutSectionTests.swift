import Foundation
import Testing

@testable import CellarHost

/// A section of one full-width, 44-point row.
@MainActor
func rowSection() -> NSCollectionLayoutSection {
  let size = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
  let item = NSCollectionLayoutItem(layoutSize: size)
  return NSCollectionLayoutSection(
    group: .horizontal(layoutSize: size, subitems: [item]))
}

@MainActor
@Suite struct NSCollectionLayoutSectionTests {
  @Test("a section has UIKit's defaults")
  func defaults() {
    let section = rowSection()
    #expect(section.contentInsets == .zero)
    #expect(section.interGroupSpacing == 0)
    #expect(section.contentInsetsReference == .automatic)
    #expect(section.supplementaryContentInsetsReference == .automatic)
    #expect(section.orthogonalScrollingBehavior == .none)
    #expect(section.boundarySupplementaryItems.isEmpty)
    #expect(section.decorationItems.isEmpty)
    #expect(section.supplementariesFollowContentInsets)
    #expect(section.visibleItemsInvalidationHandler == nil)
    #expect(section.orthogonalScrollingProperties.bounce == .automatic)
    #expect(section.orthogonalScrollingProperties.decelerationRate == .automatic)
  }

  @Test("a section's properties round-trip")
  func roundTrips() {
    let section = rowSection()
    let insets = NSDirectionalEdgeInsets(top: 1, leading: 16, bottom: 3, trailing: 16)
    section.contentInsets = insets
    section.interGroupSpacing = 8
    section.contentInsetsReference = .layoutMargins
    section.supplementaryContentInsetsReference = .none
    section.orthogonalScrollingBehavior = .groupPagingCentered
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [header]
    section.decorationItems = [.background(elementKind: "background")]
    section.supplementariesFollowContentInsets = false
    var calls = 0
    section.visibleItemsInvalidationHandler = { _, _, _ in calls += 1 }
    #expect(section.contentInsets == insets)
    #expect(section.interGroupSpacing == 8)
    #expect(section.contentInsetsReference == .layoutMargins)
    #expect(section.supplementaryContentInsetsReference == UIContentInsetsReference.none)
    #expect(section.orthogonalScrollingBehavior == .groupPagingCentered)
    #expect(section.boundarySupplementaryItems.first === header)
    #expect(section.decorationItems.first?.elementKind == "background")
    #expect(!section.supplementariesFollowContentInsets)
    #expect(section.visibleItemsInvalidationHandler != nil)
    #expect(calls == 0)
  }

  @Test("orthogonal scrolling properties change in place on the section")
  func orthogonalProperties() {
    let section = rowSection()
    section.orthogonalScrollingProperties.bounce = .never
    section.orthogonalScrollingProperties.decelerationRate = .fast
    #expect(section.orthogonalScrollingProperties.bounce == .never)
    #expect(section.orthogonalScrollingProperties.decelerationRate.rawValue == 0.99)
    #expect(
      UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal.rawValue
        == 0.998)
    let bounces: [UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce] = [
      .automatic, .always, .never,
    ]
    #expect(bounces.map(\.rawValue) == [0, 1, 2])
  }

  @Test("orthogonal scrolling behaviours have UIKit's raw values")
  func behaviours() {
    let behaviours: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
      .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
      .groupPagingCentered,
    ]
    #expect(behaviours.map(\.rawValue) == Array(0...5))
  }
}
