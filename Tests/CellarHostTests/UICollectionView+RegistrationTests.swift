import CellarHost
import Foundation
import Testing

/// A cell that logs its reuse and its configuration.
private final class RegisteredCell: UICollectionViewCell {
  var events: [String] = []
  var model: String?

  override func prepareForReuse() {
    super.prepareForReuse()
    events.append("prepareForReuse")
    model = nil
  }
}

/// A data source that dequeues through registrations: made up front, or
/// made inside each request when `makeInsideRequest` says so.
@MainActor
private final class RegistrationSource: UICollectionViewDataSource {
  var counts: [Int]
  var items: [[String?]]
  var makeInsideRequest = false
  /// What the handlers configured, in order.
  final class Log {
    var handled: [String] = []
  }
  let log = Log()
  var handled: [String] { log.handled }
  // Made up front, in `init`: a `lazy` registration would be made inside the
  // first request, which UIKit refuses (as the host does).
  let cells: UICollectionView.CellRegistration<RegisteredCell, String>
  let headers: UICollectionView.SupplementaryRegistration<UICollectionReusableView>

  init(_ items: [[String?]]) {
    self.items = items
    self.counts = items.map(\.count)
    cells = UICollectionView.CellRegistration { [log] cell, indexPath, item in
      cell.events.append("handler \(item)")
      cell.model = item
      log.handled.append("\(indexPath[0]).\(indexPath[1]) \(item)")
    }
    headers = UICollectionView.SupplementaryRegistration(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { [log] header, kind, indexPath in
      header.label.text = "Section \(indexPath[0])"
      log.handled.append("\(kind) \(indexPath[0])")
    }
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let registration =
      makeInsideRequest
      ? UICollectionView.CellRegistration<RegisteredCell, String> { _, _, _ in } : cells
    return collectionView.dequeueConfiguredReusableCell(
      using: registration, for: indexPath, item: items[indexPath[0]][indexPath[1]])
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let registration =
      makeInsideRequest
      ? UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
        elementKind: kind
      ) { _, _, _ in } : headers
    return collectionView.dequeueConfiguredReusableSupplementary(
      using: registration, for: indexPath)
  }
}

@MainActor
private func makeView(_ source: RegistrationSource, height: CGFloat = 480, header: CGFloat = 0)
  -> UICollectionView
{
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  layout.headerReferenceSize = CGSize(width: 0, height: header)
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
  view.dataSource = source
  return view
}

@MainActor
@Suite struct UICollectionViewRegistrationTests {
  @Test("a registration registers its class at the first dequeue and configures every cell")
  func configuresCells() throws {
    let source = RegistrationSource([["a", "b", "c", "d"]])
    let view = makeView(source)
    view.layoutIfNeeded()
    #expect(source.handled == ["0.0 a", "0.1 b", "0.2 c", "0.3 d"])
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? RegisteredCell)
    #expect(cell.model == "b")
    #expect(cell.reuseIdentifier == "RegisteredCell#1")
    #expect(cell.events == ["handler b"])
  }

  @Test("a reused cell gets prepareForReuse, then the handler with the new item")
  func handlerRunsAfterPrepareForReuse() throws {
    let source = RegistrationSource([(0..<30).map { "i\($0)" }])
    let view = makeView(source, height: 100)
    view.layoutIfNeeded()
    let first = try #require(
      view.cellForItem(at: IndexPath(item: 0, section: 0)) as? RegisteredCell)
    view.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    view.layoutIfNeeded()
    // Lines are 110 apart: line 4 (items 12–14) is shown, line 0 was pooled and reused.
    let reused = view.visibleCells.compactMap { $0 as? RegisteredCell }
    #expect(reused.contains { $0 === first })
    #expect(first.events.count == 3)
    #expect(first.events.first == "handler i0")
    #expect(first.events[1] == "prepareForReuse")
    #expect(first.events[2].hasPrefix("handler i1"))
    #expect(first.model == String(first.events[2].dropFirst("handler ".count)))
  }

  @Test("a nil item dequeues a cell without running the handler")
  func nilItem() throws {
    let source = RegistrationSource([["a", nil]])
    let view = makeView(source)
    view.layoutIfNeeded()
    #expect(source.handled == ["0.0 a"])
    let cell = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? RegisteredCell)
    #expect(cell.model == nil)
    #expect(cell.events.isEmpty)
  }

  @Test(
    "identifiers are numbered per view, in order of first use; registrations do not share pools")
  func identifiersPerView() throws {
    let one = UICollectionView.CellRegistration<RegisteredCell, Int> { cell, _, item in
      cell.model = "one \(item)"
    }
    let two = UICollectionView.CellRegistration<RegisteredCell, Int> { cell, _, item in
      cell.model = "two \(item)"
    }
    let path = IndexPath(item: 0, section: 0)
    let first = makeView(RegistrationSource([]))
    let second = makeView(RegistrationSource([]))
    let a = first.dequeueConfiguredReusableCell(using: two, for: path, item: 1)
    let b = first.dequeueConfiguredReusableCell(using: one, for: path, item: 2)
    let c = second.dequeueConfiguredReusableCell(using: one, for: path, item: 3)
    #expect(
      [a, b, c].map(\.reuseIdentifier) == [
        "RegisteredCell#1", "RegisteredCell#2", "RegisteredCell#1",
      ])
    #expect([a, b, c].map(\.model) == ["two 1", "one 2", "one 3"])
  }

  @Test("supplementary registrations configure views of their kind")
  func supplementaries() throws {
    let source = RegistrationSource([["a"], ["b"]])
    let view = makeView(source, header: 30)
    view.layoutIfNeeded()
    #expect(
      source.handled == [
        "UICollectionElementKindSectionHeader 0", "0.0 a", "UICollectionElementKindSectionHeader 1",
        "1.0 b",
      ])
    let header = try #require(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1)))
    #expect(header.label.text == "Section 1")
    #expect(header.reuseIdentifier == "UICollectionReusableView#1")
  }

  @Test("a cell registration made inside cellForItemAt raises UIKit's text when used")
  func cellRegistrationInsideRequest() throws {
    let source = RegistrationSource([["a"]])
    source.makeInsideRequest = true
    let view = makeView(source)
    let exception = try #require(UIKitException.catching { view.layoutIfNeeded() })
    #expect(exception.name == .internalInconsistency)
    let prefix =
      "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused. Registration: <UICollectionViewCellRegistration: 0x"
    #expect(exception.reason.hasPrefix(prefix), "\(exception.reason)")
    #expect(exception.reason.hasSuffix(">"))
    #expect(view.visibleCells.isEmpty)
  }

  @Test("a supplementary registration made inside its request raises too")
  func supplementaryRegistrationInsideRequest() throws {
    let source = RegistrationSource([["a"]])
    source.makeInsideRequest = true
    let view = makeView(source, header: 30)
    let exception = try #require(UIKitException.catching { view.layoutIfNeeded() })
    #expect(
      exception.reason.hasPrefix(
        "Attempted to dequeue a supplementary view using a registration that was created inside -collectionView:viewForSupplementaryElementOfKind:atIndexPath:"
      ))
  }

  @Test("a lazy registration, first made inside a request, raises as in UIKit")
  func lazyRegistration() throws {
    let lazySource = LazySource()
    let view = makeView(RegistrationSource([]))
    view.dataSource = lazySource
    let exception = UIKitException.catching { view.layoutIfNeeded() }
    #expect(exception?.reason.hasPrefix("Attempted to dequeue a cell using a registration") == true)
  }

  @Test(
    "a registration made inside a view's request is refused on that view only (a carousel cell may make its inner grid's)"
  )
  func registrationMadeInsideAnotherViewsRequest() throws {
    let inner = makeView(RegistrationSource([]))
    var inside: UICollectionView.CellRegistration<RegisteredCell, String>?
    let probe = ProbeSource {
      inside = UICollectionView.CellRegistration { cell, _, item in cell.model = item }
    }
    let outer = makeView(RegistrationSource([]))
    outer.dataSource = probe
    outer.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    outer.layoutIfNeeded()
    let registration = try #require(inside)
    let path = IndexPath(item: 0, section: 0)
    var cell: RegisteredCell?
    #expect(
      UIKitException.catching {
        cell = inner.dequeueConfiguredReusableCell(using: registration, for: path, item: "y")
      } == nil)
    #expect(cell?.model == "y")
    let exception = UIKitException.catching {
      _ = outer.dequeueConfiguredReusableCell(using: registration, for: path, item: "z")
    }
    #expect(exception?.reason.hasPrefix("Attempted to dequeue a cell using a registration") == true)
  }

  @Test("a view made while another asks for a cell, and its layout taken from it, work as before")
  func layoutTakenAtInit() throws {
    let source = RegistrationSource([["a", "b"]])
    let first = makeView(source)
    first.layoutIfNeeded()
    let taken = first.collectionViewLayout
    let second = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: taken)
    #expect(second.collectionViewLayout === taken)
    #expect(taken.collectionView === second)
    // The first view goes on with a fresh layout of the same metrics.
    #expect(first.collectionViewLayout !== taken)
    #expect(first.flowLayout?.itemSize == CGSize(width: 100, height: 100))
    first.reloadData()
    first.layoutIfNeeded()
    #expect(first.visibleCells.count == 2)
  }
}

/// A one-item data source that runs `probe` inside its cell request.
@MainActor
private final class ProbeSource: UICollectionViewDataSource {
  let probe: () -> Void

  init(probe: @escaping () -> Void) { self.probe = probe }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    1
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    probe()
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
}

/// A data source whose registration is `lazy`: made at the first request.
@MainActor
private final class LazySource: UICollectionViewDataSource {
  lazy var cells = UICollectionView.CellRegistration<RegisteredCell, Int> { _, _, _ in }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    1
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: 0)
  }
}
