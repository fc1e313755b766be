import Foundation
import Testing

@testable import CellarHost

/// A container of a size, without insets.
@MainActor
final class LayoutTestContainer: NSCollectionLayoutContainer {
  let contentSize: CGSize
  init(_ size: CGSize) { contentSize = size }
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { .zero }
  var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

/// An environment of a container and traits.
@MainActor
final class LayoutTestEnvironment: NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection
  init(_ size: CGSize, traits: UITraitCollection = UITraitCollection(displayScale: 3)) {
    container = LayoutTestContainer(size)
    traitCollection = traits
  }
}

/// A compositional layout that counts its invalidations.
@MainActor
final class InvalidationCountingLayout: UICollectionViewCompositionalLayout {
  var invalidations = 0
  override func invalidateLayout() {
    invalidations += 1
    super.invalidateLayout()
  }
}

@MainActor
@Suite struct UICollectionViewCompositionalLayoutTests {
  @Test("a new configuration is vertical, without spacing or boundary items, safe-area insets")
  func configurationDefaults() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    #expect(configuration.scrollDirection == .vertical)
    #expect(configuration.interSectionSpacing == 0)
    #expect(configuration.boundarySupplementaryItems.isEmpty)
    #expect(configuration.contentInsetsReference == .safeArea)
    let layout = UICollectionViewCompositionalLayout(section: rowSection())
    #expect(layout.configuration.scrollDirection == .vertical)
    #expect(layout.configuration.contentInsetsReference == .safeArea)
  }

  @Test("changing the configuration the getter returned changes nothing")
  func configurationCopiedOut() {
    let layout = UICollectionViewCompositionalLayout(section: rowSection())
    layout.configuration.interSectionSpacing = 20
    layout.configuration.scrollDirection = .horizontal
    #expect(layout.configuration.interSectionSpacing == 0)
    #expect(layout.configuration.scrollDirection == .vertical)
    #expect(layout.configuration !== layout.configuration)
  }

  @Test("the layout copies a configuration in: later changes to it change nothing")
  func configurationCopiedIn() {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 12
    let layout = UICollectionViewCompositionalLayout(
      section: rowSection(), configuration: configuration)
    configuration.interSectionSpacing = 99
    #expect(layout.configuration.interSectionSpacing == 12)
    let assigned = layout.configuration
    assigned.contentInsetsReference = .none
    assigned.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: "banner", alignment: .top)
    ]
    layout.configuration = assigned
    assigned.interSectionSpacing = 50
    #expect(layout.configuration.contentInsetsReference == UIContentInsetsReference.none)
    #expect(layout.configuration.boundarySupplementaryItems.first?.elementKind == "banner")
    #expect(layout.configuration.interSectionSpacing == 12)
  }

  @Test("copy() makes an equal, separate configuration")
  func configurationCopy() throws {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 3
    let copy = try #require(
      configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration)
    #expect(copy !== configuration)
    #expect(copy.scrollDirection == .horizontal)
    #expect(copy.interSectionSpacing == 3)
    copy.interSectionSpacing = 4
    #expect(configuration.interSectionSpacing == 3)
  }

  @Test("assigning a configuration invalidates the layout at once; reading it does not")
  func assigningInvalidates() {
    let layout = InvalidationCountingLayout(section: rowSection())
    let configuration = layout.configuration
    configuration.interSectionSpacing = 5
    #expect(layout.invalidations == 0)
    layout.configuration = configuration
    #expect(layout.invalidations == 1)
  }

  @Test("each initializer keeps its section or provider; the provider is not called yet")
  func initializers() throws {
    let section = rowSection()
    let one = UICollectionViewCompositionalLayout(section: section)
    guard case .one(let kept) = one.sections else {
      Issue.record("not a one-section layout")
      return
    }
    #expect(kept === section)
    var asked: [Int] = []
    let provided = UICollectionViewCompositionalLayout { index, _ in
      asked.append(index)
      return section
    }
    guard case .provider(let provider) = provided.sections else {
      Issue.record("not a provider layout")
      return
    }
    #expect(asked.isEmpty)
    let answer = provider(3, LayoutTestEnvironment(CGSize(width: 390, height: 844)))
    #expect(answer === section)
    #expect(asked == [3])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let both = UICollectionViewCompositionalLayout(
      sectionProvider: { _, _ in nil }, configuration: configuration)
    #expect(both.configuration.scrollDirection == .horizontal)
  }

  @Test("before any layout pass the layout has no content and no elements")
  func noSolveYet() {
    let layout = UICollectionViewCompositionalLayout(section: rowSection())
    #expect(layout.collectionViewContentSize == .zero)
    #expect(
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) == [])
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test("a layout cannot be decoded from an archive")
  func coder() {
    #expect(UICollectionViewCompositionalLayout(coder: NSCoder()) == nil)
  }
}
