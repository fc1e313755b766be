import Foundation

/// An element a section's visible-items handler sees: the displayed view's
/// layout geometry (unscrolled) and the properties the handler may change.
@MainActor
final class HostVisibleItem: Headless.NSCollectionLayoutVisibleItem {
  var alpha: CGFloat
  var zIndex: Int
  var isHidden: Bool
  var center: CGPoint
  let indexPath: IndexPath
  let representedElementCategory: Headless.UICollectionView.ElementCategory
  let representedElementKind: String?
  /// The frame's size.
  let size: CGSize
  /// The centre before the handler ran.
  let laidOutCenter: CGPoint
  /// The view it stands for.
  let view: Headless.UIView

  init(
    _ attributes: Headless.UICollectionViewLayoutAttributes, view: Headless.UIView
  ) {
    alpha = view.alpha
    zIndex = attributes.zIndex
    isHidden = view.isHidden
    center = attributes.center
    laidOutCenter = attributes.center
    indexPath = attributes.indexPath
    representedElementCategory = attributes.representedElementCategory
    representedElementKind = attributes.representedElementKind
    size = attributes.size
    self.view = view
  }

  var name: String {
    let kind = representedElementKind.map { " \($0)" } ?? ""
    return "\(representedElementCategory)\(kind) \(indexPath.uikitDescription)"
  }

  var frame: CGRect {
    CGRect(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }

  var bounds: CGRect { CGRect(origin: .zero, size: size) }
}

extension Headless.UICollectionViewCompositionalLayout {
  var hasVisibleItemsHandlers: Bool { state.hasVisibleItemsHandlers }

  /// Calls each section's visible-items handler with the cells and
  /// supplementary views `view` shows of it (cells first, each kind in
  /// index-path order), the section's offset (an orthogonal section's own,
  /// else the collection view's content offset) and the environment, then
  /// shows the handler's edits of alpha, hiddenness and centre on the
  /// views. A zIndex edit is kept by the item only: the host does not
  /// stack views.
  ///
  /// UIKit calls the handler before each layout pass of the section; the
  /// host calls it after each pass of the collection view and each change
  /// of an orthogonal offset, when the views shown are known. A handler
  /// that causes another pass from inside the call is not called again
  /// within it.
  func tellVisibleItems(of view: Headless.UICollectionView, orthogonalOffsets: [Int: CGFloat]) {
    guard state.hasVisibleItemsHandlers, !isTellingVisibleItems else { return }
    isTellingVisibleItems = true
    defer { isTellingVisibleItems = false }
    var items: [Int: [HostVisibleItem]] = [:]
    func hasHandler(_ path: IndexPath) -> Bool {
      path.count == 2 && state.sections.indices.contains(path[0])
        && state.sections[path[0]].visibleItemsHandler != nil
    }
    for path in view.visibleCellsByPath.keys.sorted() where hasHandler(path) {
      guard let cell = view.visibleCellsByPath[path], let frame = itemFrame(path) else { continue }
      let attributes = Headless.UICollectionViewLayoutAttributes(forCellWith: path, frame: frame)
      items[path[0], default: []].append(HostVisibleItem(attributes, view: cell))
    }
    for key in view.visibleSupplementaries.keys.sorted() where hasHandler(key.indexPath) {
      guard let shown = view.visibleSupplementaries[key],
        let attributes = layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
      else { continue }
      items[key.indexPath[0], default: []].append(HostVisibleItem(attributes, view: shown))
    }
    let environment =
      passEnvironment
      ?? HostLayoutEnvironment(
        contentSize: view.viewportSize,
        traits: Headless.UITraitCollection(displayScale: displayScale))
    for section in items.keys.sorted() {
      guard state.sections.indices.contains(section),
        let handler = state.sections[section].visibleItemsHandler, let shown = items[section]
      else { continue }
      let plan = state.sections[section]
      let offset =
        plan.scrollsOrthogonally ? orthogonalOffset(inSection: section, orthogonalOffsets) : 0
      let point =
        plan.scrollsOrthogonally
        ? (state.vertical ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset))
        : view.contentOffset
      handler(shown, point, environment)
      for item in shown {
        item.view.alpha = item.alpha
        item.view.isHidden = item.isHidden
        guard item.center != item.laidOutCenter else { continue }
        var frame = item.frame
        if state.vertical { frame.origin.x -= offset } else { frame.origin.y -= offset }
        item.view.frame = frame
      }
    }
  }
}
