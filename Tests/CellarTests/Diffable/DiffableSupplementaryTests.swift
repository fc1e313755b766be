import Cellar
import Foundation
import Testing

/// A header or footer view that shows which element it was made for.
private final class LabelView: UICollectionReusableView {
  var text = ""
}

@MainActor
@Suite("DiffableDataSource: a collection view's supplementary view provider")
struct DiffableSupplementaryTests {
  typealias Source = DiffableDataSource<String, Int>

  /// A flow layout of 10-point items with the given header and footer
  /// heights.
  private func flowView(header: CGFloat, footer: CGFloat) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.headerReferenceSize = CGSize(width: 100, height: header)
    layout.footerReferenceSize = CGSize(width: 100, height: footer)
    return registered(
      UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: layout))
  }

  private func registered(_ view: UICollectionView) -> UICollectionView {
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter, "badge",
    ] {
      view.register(LabelView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
    }
    return view
  }

  private func source(_ view: UICollectionView) -> Source {
    Source(collectionView: view) { view, indexPath, _ in
      view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  /// A provider that dequeues a `LabelView` for any kind, labelled with the
  /// kind's first letter and its section's identifier, and records the asks.
  private func labelProvider(_ source: Source, asked: Recorder) -> Source.SupplementaryViewProvider
  {
    { [unowned source] view, kind, indexPath in
      asked.values.append("\(kind.suffix(6))@\(indexPath.section)")
      let label = view.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: kind, for: indexPath)
      (label as? LabelView)?.text =
        "\(kind.suffix(6)) \(source.sectionIdentifier(for: indexPath.section) ?? "?")"
      return label
    }
  }

  private func snapshot(_ sections: [(String, [Int])]) throws -> Source.Snapshot {
    var snapshot = Source.Snapshot()
    for (section, items) in sections {
      try snapshot.appendSections([section])
      try snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  private func texts(_ view: UICollectionView, _ kind: String) -> [String] {
    view.indexPathsForVisibleSupplementaryElements(ofKind: kind).sorted().compactMap {
      (view.supplementaryView(forElementKind: kind, at: $0) as? LabelView)?.text
    }
  }

  @Test("a flow layout's headers and footers come from the provider, for each section shown")
  func flowHeadersAndFooters() throws {
    let view = flowView(header: 20, footer: 8)
    let source = source(view)
    let asked = Recorder()
    source.supplementaryViewProvider = labelProvider(source, asked: asked)
    try source.apply(snapshot([("a", [1, 2]), ("b", [3])]))
    view.layoutIfNeeded()
    #expect(texts(view, UICollectionView.elementKindSectionHeader) == ["Header a", "Header b"])
    #expect(texts(view, UICollectionView.elementKindSectionFooter) == ["Footer a", "Footer b"])
    var next = source.snapshot()
    try next.moveSection("b", beforeSection: "a")
    try next.deleteItems([1])
    try source.apply(next)
    view.layoutIfNeeded()
    #expect(texts(view, UICollectionView.elementKindSectionHeader) == ["Header b", "Header a"])
    #expect(texts(view, UICollectionView.elementKindSectionFooter) == ["Footer b", "Footer a"])
  }

  @Test("a zero reference size asks for no view, even without a provider")
  func zeroSizeAsksNothing() throws {
    let view = flowView(header: 0, footer: 0)
    let source = source(view)
    try source.apply(snapshot([("a", [1, 2])]))
    view.layoutIfNeeded()
    #expect(
      view.indexPathsForVisibleSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionHeader
      ).isEmpty)
    let asked = Recorder()
    source.supplementaryViewProvider = labelProvider(source, asked: asked)
    try source.apply(snapshot([("a", [2, 1]), ("b", [])]))
    view.layoutIfNeeded()
    #expect(asked.values.isEmpty)
  }

  @Test(
    "without a provider, the apply that lays out a header throws UIKit's text and shows what it showed"
  )
  func missingProvider() throws {
    let view = flowView(header: 0, footer: 0)
    let source = source(view)
    try source.apply(snapshot([("a", [1])]))
    (view.collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize =
      CGSize(width: 100, height: 30)
    let error = #expect(throws: TableError.self) {
      try source.apply(snapshot([("a", [1, 2])]))
    }
    #expect(
      error
        == .noSupplementaryViewProvider(
          kind: UICollectionView.elementKindSectionHeader, indexPath: IndexPath(item: 0, section: 0)
        ))
    #expect(view.numberOfItems(inSection: 0) == 1)
    #expect(source.snapshot().itemIdentifiers == [1])
  }

  @Test("a nil view throws UIKit's text for its kind and index path; the view is left as it was")
  func nilView() throws {
    let view = flowView(header: 20, footer: 10)
    let source = source(view)
    let asked = Recorder()
    let labels = labelProvider(source, asked: asked)
    source.supplementaryViewProvider = labels
    try source.apply(snapshot([("a", [1])]))
    source.supplementaryViewProvider = { view, kind, indexPath in
      indexPath.section == 1 && kind == UICollectionView.elementKindSectionFooter
        ? nil : labels(view, kind, indexPath)
    }
    let error = #expect(throws: TableError.self) {
      try source.apply(snapshot([("a", [1]), ("b", [2])]))
    }
    #expect(
      error
        == .supplementaryViewProviderReturnedNil(
          kind: UICollectionView.elementKindSectionFooter, indexPath: IndexPath(item: 0, section: 1)
        ))
    #expect(view.numberOfSections == 1)
    #expect(source.snapshot().sectionIdentifiers == ["a"])
    source.supplementaryViewProvider = labels
    try source.apply(snapshot([("a", [1]), ("b", [2])]))
    view.layoutIfNeeded()
    #expect(texts(view, UICollectionView.elementKindSectionFooter) == ["Footer a", "Footer b"])
  }

  @Test("a view the provider did not dequeue is refused with the collection view's text")
  func undequeuedView() throws {
    let view = flowView(header: 20, footer: 0)
    let source = source(view)
    source.supplementaryViewProvider = { _, _, _ in LabelView() }
    let error = #expect(throws: (any Error).self) { try source.apply(snapshot([("a", [1])])) }
    #expect(
      "\(error.map { String(describing: $0) } ?? "")".contains("was not retrieved by calling"))
    #expect(view.numberOfSections == 0)
  }

  @Test("a compositional layout's own boundary kinds come from the provider")
  func compositionalBoundaryItems() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(10), heightDimension: .absolute(10)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(20), heightDimension: .absolute(20)),
        elementKind: "badge", alignment: .topTrailing)
    ]
    let view = registered(
      UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 400),
        collectionViewLayout: UICollectionViewCompositionalLayout(section: section)))
    let source = source(view)
    let asked = Recorder()
    source.supplementaryViewProvider = labelProvider(source, asked: asked)
    try source.apply(snapshot([("a", [1, 2]), ("b", [3])]))
    view.layoutIfNeeded()
    #expect(texts(view, "badge") == ["badge a", "badge b"])
    #expect(Set(asked.values) == ["badge@0", "badge@1"])
  }

  @Test("an apply asked for from the provider waits for the one in progress, then is shown")
  func applyFromProvider() throws {
    let view = flowView(header: 20, footer: 0)
    let source = source(view)
    let asked = Recorder()
    let labels = labelProvider(source, asked: asked)
    var nested: Result<Void, any Error>?
    source.supplementaryViewProvider = { [unowned source] view, kind, indexPath in
      if nested == nil {
        nested = Result {
          var next = source.snapshot()
          try next.appendSections(["late"])
          try next.appendItems([9], toSection: "late")
          try source.apply(next)
        }
      }
      return labels(view, kind, indexPath)
    }
    try source.apply(snapshot([("a", [1])]))
    view.layoutIfNeeded()
    #expect(throws: Never.self) { try nested?.get() }
    #expect(source.snapshot().sectionIdentifiers == ["a", "late"])
    #expect(view.numberOfSections == 2)
    #expect(texts(view, UICollectionView.elementKindSectionHeader) == ["Header a", "Header late"])
  }

  @Test("a grid kept after its data source is released gives empty views, reported, not a crash")
  func gridOutlivesSource() throws {
    let view = flowView(header: 20, footer: 0)
    var source: Source? = source(view)
    let asked = Recorder()
    source?.supplementaryViewProvider = labelProvider(try #require(source), asked: asked)
    try source?.apply(snapshot([("a", [1])]))
    let grid = try #require(source?.grid)
    var errors: [String] = []
    grid.onError = { errors.append("\($0)") }
    source = nil
    view.collectionViewLayout.invalidateLayout()
    view.reloadData()
    view.layoutIfNeeded()
    #expect(errors.contains { $0.hasPrefix("Invalid parameter not satisfying") })
    _ = grid
  }

  @Test("a table view's data source never asks for supplementary views")
  func tableIgnoresProvider() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 400))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = Source(tableView: tableView) { tableView, indexPath, _ in
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    var asked = 0
    source.supplementaryViewProvider = { _, _, _ in
      asked += 1
      return nil
    }
    try source.apply(snapshot([("a", [1, 2])]))
    tableView.layoutIfNeeded()
    #expect(asked == 0)
    #expect(tableView.numberOfRows(inSection: 0) == 2)
  }
}

/// Strings recorded by a provider (a class: providers are escaping).
@MainActor
private final class Recorder {
  var values: [String] = []
}
