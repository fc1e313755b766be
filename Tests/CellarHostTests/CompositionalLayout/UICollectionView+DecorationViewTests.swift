import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A background that counts its reuses.
final class BackgroundView: UICollectionReusableView {
  var reuses = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A layout of full-width 100-point rows whose sections have a background.
@MainActor
private func backgroundLayout(registering: Bool = true) -> UICollectionViewCompositionalLayout {
  let size = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
  let section = NSCollectionLayoutSection(group: group)
  let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
  background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
  section.decorationItems = [background]
  let layout = UICollectionViewCompositionalLayout(section: section)
  if registering { layout.register(BackgroundView.self, forDecorationViewOfKind: "background") }
  return layout
}

@MainActor
private func background(_ view: UICollectionView, section: Int) -> UICollectionReusableView? {
  view.decorationView(ofKind: "background", at: IndexPath(item: 0, section: section))
}

@MainActor
@Suite("Decoration views: made from the layout's registration, reused by kind (spec §2.4.6)")
struct DecorationViewTests {
  @Test("a registered background is shown at its frame, without the data source or delegate")
  func shownAtItsFrame() throws {
    let layout = backgroundLayout()
    let source = GridSource([3, 2])
    let view = makeKeepingView(layout, source)
    view.delegate = source
    view.layoutIfNeeded()
    let shown = try #require(background(view, section: 0))
    #expect(shown is BackgroundView)
    #expect(
      shown.frame
        == layout.layoutAttributesForDecorationView(
          ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame)
    #expect(shown.frame == CGRect(x: 4, y: 4, width: 382, height: 292))
    #expect(background(view, section: 1)?.frame == CGRect(x: 4, y: 304, width: 382, height: 192))
    #expect(view.numberOfVisibleDecorationViews == 2)
    #expect(!source.log.contains { $0.contains("background") })
  }

  @Test("a kind with no registration is not shown; a class that is not a reusable view raises")
  func unregisteredKinds() {
    let layout = backgroundLayout(registering: false)
    let view = makeKeepingView(layout, GridSource([2]))
    view.layoutIfNeeded()
    #expect(view.numberOfVisibleDecorationViews == 0)
    #expect(view.visibleCells.count == 2)
    let raised = UIKitException.catching {
      layout.register(NSObject.self, forDecorationViewOfKind: "background")
    }
    #expect(raised?.name == .invalidArgument)
    // Unregistered again with nil.
    layout.register(BackgroundView.self, forDecorationViewOfKind: "background")
    layout.register(nil, forDecorationViewOfKind: "background")
    view.invalidateLayout()
    view.layoutIfNeeded()
    #expect(view.numberOfVisibleDecorationViews == 0)
  }

  @Test("a kind registered to another class, or unregistered, replaces or removes its views")
  func reregistered() throws {
    let layout = backgroundLayout()
    let view = makeKeepingView(layout, GridSource([1]))
    view.layoutIfNeeded()
    #expect(background(view, section: 0) is BackgroundView)
    layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
    view.invalidateLayout()
    view.layoutIfNeeded()
    let plain = try #require(background(view, section: 0))
    #expect(!(plain is BackgroundView))
    layout.register(nil, forDecorationViewOfKind: "background")
    view.invalidateLayout()
    view.layoutIfNeeded()
    #expect(view.numberOfVisibleDecorationViews == 0)
  }

  @Test("scrolled away, a background is pooled; the next section's reuses it")
  func reusedByKind() throws {
    let view = makeKeepingView(backgroundLayout(), GridSource([10, 10, 10]))
    view.layoutIfNeeded()
    let first = try #require(background(view, section: 0) as? BackgroundView)
    view.contentOffset = CGPoint(x: 0, y: 1_100)
    view.layoutIfNeeded()
    #expect(background(view, section: 0) == nil)
    let second = try #require(background(view, section: 1) as? BackgroundView)
    #expect(second === first)
    #expect(second.reuses == 1)
    #expect(second.frame.minY == 1_004)
  }

  @Test("backgrounds follow their sections through batch updates; a deleted section's leaves")
  func followBatches() throws {
    let view = makeKeepingView(backgroundLayout(), GridSource([1, 1]))
    view.layoutIfNeeded()
    let second = try #require(background(view, section: 1))
    view.kept?.counts = [1, 1, 1]
    view.performBatchUpdates { view.insertSections(IndexSet(integer: 0)) }
    view.layoutIfNeeded()
    #expect(background(view, section: 2) === second)
    #expect(second.frame.minY == 204)
    view.kept?.counts = [1, 1]
    view.performBatchUpdates { view.deleteSections(IndexSet(integer: 2)) }
    view.layoutIfNeeded()
    #expect(view.numberOfVisibleDecorationViews == 2)
    #expect(background(view, section: 2) == nil)
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.numberOfVisibleDecorationViews == 2)
  }
}
