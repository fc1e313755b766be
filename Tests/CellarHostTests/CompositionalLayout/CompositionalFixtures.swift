import CellarTestSupport
import Foundation

@testable import CellarHost

/// A collection view that keeps its test's data source (a view holds its
/// data source weakly, as UIKit does).
final class KeepingCollectionView: UICollectionView {
  var kept: GridSource?
}

/// The element kinds ``makeKeepingView(_:_:)`` registers a view for.
let fixtureSupplementaryKinds = [
  UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "badge",
  "middle", "second", "title",
]

/// A 390 × 844 view on `layout` with cells (`"Cell"`) and supplementary
/// views (`"Header"`, of ``fixtureSupplementaryKinds``) from `source`, which
/// the view keeps alive.
@MainActor
func makeKeepingView(_ layout: UICollectionViewLayout, _ source: GridSource)
  -> KeepingCollectionView
{
  let view = KeepingCollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  for kind in fixtureSupplementaryKinds {
    view.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: "Header")
  }
  source.headerIdentifier = "Header"
  view.dataSource = source
  view.kept = source
  return view
}

/// A length on the nearest third of a point: how the tests write the
/// spec's figures (119.333) at scale 3.
func third(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }
