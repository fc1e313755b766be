import Cellar
import Foundation
import FuzzSupport

/// An item of the plain data source: `key` is its identity (selection
/// follows it), `text` what its cell shows.
struct PlainItem: Equatable {
  var key: Int
  var text: String
}

/// A plain data source over nested arrays, as an app without Cellar writes.
@MainActor
final class PlainSource: UICollectionViewDataSource {
  var sections: [[PlainItem]] = []
  private var nextKey = 0

  func make() -> PlainItem {
    nextKey += 1
    return PlainItem(key: nextKey, text: "k\(nextKey)")
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections.indices.contains(section) ? sections[section].count : 0
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Plain", for: indexPath)
    cell.label.text = sections[indexPath.section][indexPath.item].text
    return cell
  }
}

/// The view as seen from outside, cells and pools included: a refused batch
/// changes none of it.
@MainActor
struct HostSnapshot: Equatable {
  var counts: [Int]
  var visible: [String]
  var selected: [IndexPath]
  var offset: CGPoint
  var pools: String
  var drawing: String

  init(_ view: UICollectionView) {
    counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    visible = view.indexPathsForVisibleItems.sorted().map { path in
      let cell = view.cellForItem(at: path)
      return "\(path) \(cell.map { "\(ObjectIdentifier($0))" } ?? "-") \(cell?.label.text ?? "")"
    }
    selected = (view.indexPathsForSelectedItems ?? []).sorted()
    offset = view.contentOffset
    pools = "\(view.cellMetrics.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })"
    drawing = view.render()
  }
}

/// A `UICollectionView` with a plain data source, for host batches sent
/// directly: valid ones with the data changed to match, invalid ones with
/// data that does not match or index paths out of range.
@MainActor
final class HostFixture {
  let source = PlainSource()
  let view: UICollectionView
  /// The keys of the items that must be selected.
  var selectedKeys: Set<Int> = []

  init() {
    view = Self.makeView()
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
    source.sections = (0..<3).map { _ in (0..<5).map { _ in source.make() } }
    view.dataSource = source
  }

  static func makeView() -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 20, height: 10)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    return UICollectionView(frame: GridDriver.frame, collectionViewLayout: layout)
  }

  /// Runs one host step: a batch (valid or not), a scroll, or a selection.
  func step(_ input: inout FuzzBytes, history: inout [String]) throws -> String? {
    let kind = input.int(14)
    switch kind {
    case 12:
      let y = CGFloat(input.next()) * 2
      history.append("plain view: scroll to \(y)")
      view.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      return nil
    case 13:
      let visible = view.indexPathsForVisibleItems.sorted()
      let pick = input.int(max(1, visible.count))
      guard !visible.isEmpty else { return nil }
      let path = visible[pick]
      history.append("plain view: select \(path)")
      view.selectItem(at: path, animated: false, scrollPosition: [])
      selectedKeys = [source.sections[path.section][path.item].key]
      return nil
    case 10, 11:
      return try invalidBatch(kind, &input, history: &history)
    default:
      return try validBatch(kind, &input, history: &history)
    }
  }

  /// Picks an existing item: a section with items and an item in it.
  private func pickItem(_ input: inout FuzzBytes) -> IndexPath? {
    let filled = source.sections.indices.filter { !source.sections[$0].isEmpty }
    guard !filled.isEmpty else { return nil }
    let section = filled[input.int(filled.count)]
    return IndexPath(item: input.int(source.sections[section].count), section: section)
  }

  private func validBatch(_ kind: Int, _ input: inout FuzzBytes, history: inout [String]) throws
    -> String?
  {
    var data = source.sections
    let batch: (() -> Void)?
    var name: String
    switch kind {
    case 0:
      guard !data.isEmpty else { return nil }
      let section = input.int(data.count)
      let path = IndexPath(item: input.int(data[section].count + 1), section: section)
      data[section].insert(source.make(), at: path.item)
      (name, batch) = ("insert \(path)", { self.view.insertItems(at: [path]) })
    case 1, 3, 4:
      guard let path = pickItem(&input) else { return nil }
      switch kind {
      case 1:
        data[path.section].remove(at: path.item)
        (name, batch) = ("delete \(path)", { self.view.deleteItems(at: [path]) })
      case 3:
        data[path.section][path.item] = source.make()
        (name, batch) = ("reload \(path)", { self.view.reloadItems(at: [path]) })
      default:
        data[path.section][path.item].text += "'"
        (name, batch) = ("reconfigure \(path)", { self.view.reconfigureItems(at: [path]) })
      }
    case 2:
      guard let from = pickItem(&input) else { return nil }
      let moved = data[from.section].remove(at: from.item)
      let section = input.int(data.count)
      let to = IndexPath(item: input.int(data[section].count + 1), section: section)
      data[section].insert(moved, at: to.item)
      (name, batch) = ("move \(from) to \(to)", { self.view.moveItem(at: from, to: to) })
    case 9:
      guard let from = pickItem(&input) else { return nil }
      data[from.section].remove(at: from.item)
      let section = input.int(data.count)
      let to = IndexPath(item: input.int(data[section].count + 1), section: section)
      data[section].insert(source.make(), at: to.item)
      (name, batch) = (
        "delete \(from), insert \(to)",
        {
          self.view.deleteItems(at: [from])
          self.view.insertItems(at: [to])
        }
      )
    default:
      guard let sectionBatch = sectionBatch(kind, &data, &input) else { return nil }
      (name, batch) = sectionBatch
    }
    history.append("plain view: " + name)
    guard let batch else { return nil }
    let logCount = view.updateLog.count
    let keys = Set(data.joined().map(\.key))
    // The data changes inside the block, as UIKit requires: the counts
    // before the batch are read first.
    let exception = UIKitException.catching {
      view.performBatchUpdates {
        self.source.sections = data
        batch()
      }
    }
    if let exception { return "plain view: a valid batch raised \(exception)" }
    // Reloaded items have new keys: their selection is gone.
    selectedKeys.formIntersection(keys)
    guard view.updateLog.count == logCount + 1, let entry = view.updateLog.last,
      entry.kind == .batch, !entry.fellBackToReloadData
    else { return "plain view: the batch was logged as \(view.updateLog.suffix(2))" }
    return nil
  }

  private func sectionBatch(_ kind: Int, _ data: inout [[PlainItem]], _ input: inout FuzzBytes)
    -> (String, (() -> Void)?)?
  {
    switch kind {
    case 5:
      guard data.count < 6 else { return nil }
      let section = input.int(data.count + 1)
      data.insert((0..<input.int(4)).map { _ in source.make() }, at: section)
      return ("insert section \(section)", { self.view.insertSections([section]) })
    case 6:
      guard !data.isEmpty else { return nil }
      let section = input.int(data.count)
      data.remove(at: section)
      return ("delete section \(section)", { self.view.deleteSections([section]) })
    case 7:
      guard !data.isEmpty else { return nil }
      let from = input.int(data.count)
      let to = input.int(data.count)
      data.insert(data.remove(at: from), at: to)
      return ("move section \(from) to \(to)", { self.view.moveSection(from, toSection: to) })
    default:
      guard !data.isEmpty else { return nil }
      let section = input.int(data.count)
      data[section] = data[section].map { _ in source.make() }
      return ("reload section \(section)", { self.view.reloadSections([section]) })
    }
  }

  /// A batch the view must refuse with nothing changed: an operation
  /// without the data change it needs (10), or a delete past the end of a
  /// section (11), which must be UIKit's exact message.
  private func invalidBatch(_ kind: Int, _ input: inout FuzzBytes, history: inout [String])
    throws -> String?
  {
    view.layoutIfNeeded()
    let before = HostSnapshot(view)
    let logCount = view.updateLog.count
    var expected: UICollectionView.UpdateError?
    let batch: () -> Void
    if kind == 11 {
      guard !source.sections.isEmpty else { return nil }
      let section = input.int(source.sections.count)
      let count = source.sections[section].count
      let path = IndexPath(item: count + input.int(3), section: section)
      history.append("plain view: delete \(path) past the end")
      expected = .shared(.deleteRowOutOfRange(row: path.item, section: section, rowCount: count))
      batch = { self.view.deleteItems(at: [path]) }
    } else {
      let what = input.int(3)
      guard !source.sections.isEmpty else { return nil }
      let section = input.int(source.sections.count)
      history.append(
        "plain view: unmatched \(["insert", "delete section", "insert section"][what])")
      switch what {
      case 0: batch = { self.view.insertItems(at: [IndexPath(item: 0, section: section)]) }
      case 1: batch = { self.view.deleteSections([section]) }
      default: batch = { self.view.insertSections([section]) }
      }
    }
    if let exception = UIKitException.catching({ view.performBatchUpdates(batch) }) {
      if let expected, exception.reason != expected.description {
        return "plain view: raised \(exception.reason), expected \(expected)"
      }
      if exception.name != .internalInconsistency {
        return "plain view: raised \(exception.name.rawValue), not NSInternalInconsistencyException"
      }
      if exception.reason.isEmpty { return "plain view: \(exception) has no reason" }
      if HostSnapshot(view) != before { return "plain view: a refused batch changed the view" }
      if view.updateLog.count != logCount { return "plain view: a refused batch was logged" }
      return nil
    }
    return "plain view: an invalid batch was accepted"
  }

  /// The view against its data and against a fresh view of the same data
  /// at the same offset and selection.
  func check() throws -> String? {
    view.layoutIfNeeded()
    let counts = (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
    if counts != source.sections.map(\.count) {
      return "plain view: counts \(counts), data \(source.sections.map(\.count))"
    }
    for path in view.indexPathsForVisibleItems {
      let text = view.cellForItem(at: path)?.label.text
      if text != source.sections[path.section][path.item].text {
        return "plain view: the cell at \(path) shows \(text ?? "nothing")"
      }
    }
    let selected = Set(
      (view.indexPathsForSelectedItems ?? []).map { source.sections[$0.section][$0.item].key })
    if selected != selectedKeys {
      return "plain view: selected \(selected), expected \(selectedKeys)"
    }
    let fresh = Self.makeView()
    fresh.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Plain")
    fresh.dataSource = source
    fresh.layoutIfNeeded()
    for path in (view.indexPathsForSelectedItems ?? []).sorted() {
      fresh.selectItem(at: path, animated: false, scrollPosition: [])
    }
    fresh.contentOffset = view.contentOffset
    fresh.layoutIfNeeded()
    let drawn = view.render()
    let expected = fresh.render()
    return drawn == expected ? nil : "plain view draws\n\(drawn)\na fresh one draws\n\(expected)"
  }
}
