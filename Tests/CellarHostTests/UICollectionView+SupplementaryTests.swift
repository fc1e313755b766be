import CellarHost
import CellarTestSupport
import Foundation
import Testing

@MainActor
@Suite("UICollectionView visible supplementary views")
struct UICollectionViewSupplementaryTests {
  private static let header = UICollectionView.elementKindSectionHeader
  private static let footer = UICollectionView.elementKindSectionFooter

  /// Four sections of 3 items (one line each) with 10-point headers and
  /// footers, in a 130-point viewport: each section is 120 points tall.
  private func makeView(_ source: GridSource) -> UICollectionView {
    source.headerIdentifier = "H"
    let view = makeGrid(source, height: 130)
    view.flowLayout?.headerReferenceSize = CGSize(width: 0, height: 10)
    view.flowLayout?.footerReferenceSize = CGSize(width: 0, height: 10)
    view.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: Self.header,
      withReuseIdentifier: "H"
    )
    view.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: Self.footer,
      withReuseIdentifier: "H"
    )
    return view
  }

  @Test("the accessors return the displayed views by kind and index path, and nil elsewhere")
  func accessors() throws {
    let source = GridSource([3, 3, 3, 3])
    let view = makeView(source)
    #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: Self.header).isEmpty)
    #expect(view.supplementaryView(forElementKind: Self.header, at: item(0, 0)) == nil)
    view.layoutIfNeeded()
    // [0, 130): section 0 whole and section 1's header.
    #expect(
      view.indexPathsForVisibleSupplementaryElements(ofKind: Self.header) == [
        item(0, 0), item(0, 1),
      ])
    #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: Self.footer) == [item(0, 0)])
    let header = try #require(view.supplementaryView(forElementKind: Self.header, at: item(0, 0)))
    #expect(header.label.text == "S0")
    #expect(
      view.visibleSupplementaryViews(ofKind: Self.header).map { $0 === header } == [true, false])
    #expect(view.supplementaryView(forElementKind: Self.footer, at: item(0, 0)) !== header)
    #expect(view.supplementaryView(forElementKind: Self.header, at: item(0, 2)) == nil)
    #expect(view.supplementaryView(forElementKind: Self.footer, at: item(0, 1)) == nil)
    #expect(view.supplementaryView(forElementKind: "Other", at: item(0, 0)) == nil)
    #expect(view.visibleSupplementaryViews(ofKind: "Other").isEmpty)
    // [125, 255): section 1's header and footer and section 2's header.
    view.setContentOffset(CGPoint(x: 0, y: 125), animated: false)
    #expect(
      view.indexPathsForVisibleSupplementaryElements(ofKind: Self.header) == [
        item(0, 1), item(0, 2),
      ])
    #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: Self.footer) == [item(0, 1)])
    #expect(view.visibleSupplementaryViews(ofKind: Self.header).map(\.label.text) == ["S1", "S2"])
    #expect(view.supplementaryView(forElementKind: Self.header, at: item(0, 0)) == nil)
  }

  @Test("hostile index paths find nothing")
  func hostilePaths() throws {
    let view = makeView(GridSource([3]))
    view.layoutIfNeeded()
    for path in [
      IndexPath(), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]), item(Int.max, Int.min),
    ] {
      #expect(view.supplementaryView(forElementKind: Self.header, at: path) == nil)
    }
  }
}
