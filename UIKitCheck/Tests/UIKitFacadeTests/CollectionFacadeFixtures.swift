import CellarHost
import Foundation
import Testing
@_spi(Facade) import UIKit

/// A UIKit-style cell subclass written as an iOS app writes one: it
/// overrides `init(frame:)` and `init?(coder:)` and counts its reuses.
@MainActor
final class PhotoCell: UICollectionViewCell {
  /// How many times `prepareForReuse()` ran.
  var reuseCount = 0
  /// The states `isSelected` took, in order.
  var selectionStates: [Bool] = []
  /// Set by `init(frame:)`, to prove the subclass's initializer ran.
  let madeByFrameInit: Bool

  override init(frame: CGRect) {
    madeByFrameInit = true
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    madeByFrameInit = false
    super.init(coder: coder)
  }

  override var isSelected: Bool {
    didSet { selectionStates.append(isSelected) }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A UIKit-style supplementary view that declares no initializer.
@MainActor
final class TitleView: UICollectionReusableView {
  /// How many times `prepareForReuse()` ran.
  var reuseCount = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    reuseCount += 1
  }
}

/// A hand-written data source, delegate, flow-layout delegate and
/// prefetching data source, shaped as UIKit code is, logging every call.
@MainActor
final class GridModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
  UICollectionViewDataSourcePrefetching
{
  /// The items of each section.
  var sections: [[String]]
  /// Every call, in order, as "name section-item".
  var log: [String] = []
  /// Whether the log records flow-layout questions (noisy; off by default).
  var logsLayout = false
  /// Per-item sizes; `nil` answers the layout's item size.
  var sizeForItem: ((IndexPath) -> CGSize)?
  /// Answers of `shouldSelectItemAt`.
  var allowsSelect = true
  /// Answers of `shouldHighlightItemAt`.
  var allowsHighlight = true
  /// Answers of `shouldDeselectItemAt`.
  var allowsDeselect = true
  /// The cells handed out by `cellForItemAt`, in order.
  var vended: [UICollectionViewCell] = []

  init(sections: [[String]]) {
    self.sections = sections
  }

  private func note(_ name: String, _ indexPath: IndexPath) {
    log.append("\(name) \(indexPath[0])-\(indexPath[1])")
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    log.append("numberOfSections")
    return sections.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    log.append("numberOfItems \(section)")
    return sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    note("cellForItemAt", indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    var content = UIListContentConfiguration.cell()
    content.text = sections[indexPath[0]][indexPath[1]]
    cell.contentConfiguration = content
    vended.append(cell)
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    note(
      "viewFor \(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer")",
      indexPath)
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    note("willDisplay", indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    note("didEndDisplaying", indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    note("willDisplaySupplementary \(view.reuseIdentifier ?? "nil")", indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    note("didEndDisplayingSupplementary", indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    note("shouldHighlight", indexPath)
    return allowsHighlight
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    note("didHighlight", indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    note("didUnhighlight", indexPath)
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    note("shouldSelect", indexPath)
    return allowsSelect
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    note("didSelect", indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    note("shouldDeselect", indexPath)
    return allowsDeselect
  }

  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
    note("didDeselect", indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    if logsLayout { note("sizeForItemAt", indexPath) }
    return sizeForItem?(indexPath)
      ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    log.append("prefetch \(indexPaths.map { "\($0[0])-\($0[1])" }.joined(separator: ","))")
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    log.append("cancel \(indexPaths.map { "\($0[0])-\($0[1])" }.joined(separator: ","))")
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.append("didScroll \(scrollView is UICollectionView)")
  }
}

/// A data source with only UIKit's two required methods, and a delegate
/// with none: every optional answer is the protocol extensions' default.
@MainActor
final class MinimalGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
  var count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

/// A 100×100 grid view, 320 wide and 200 high, with `PhotoCell` and
/// `TitleView` registered: three items a line, two lines visible.
@MainActor
func makeGrid(_ model: GridModel, header: CGFloat = 0) -> UICollectionView {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  layout.minimumLineSpacing = 0
  layout.headerReferenceSize = CGSize(width: 0, height: header)
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
  view.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
  view.register(
    TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "Title")
  view.dataSource = model
  view.delegate = model
  return view
}

/// `count` items named "0", "1", ….
func items(_ count: Int) -> [String] { (0..<count).map(String.init) }

/// An index path for an item.
func itemPath(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(indexes: [section, item]) }
