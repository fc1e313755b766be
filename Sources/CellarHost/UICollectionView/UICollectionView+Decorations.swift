import Foundation

extension Headless.UICollectionView {
  /// The decoration view the collection view shows for a kind at an index
  /// path (a compositional section's background is at `[section, n]`, its
  /// index among the section's decoration items); `nil` when none is
  /// shown. The host's own: UIKit has no public query for decoration
  /// views.
  ///
  /// - Parameters:
  ///   - elementKind: The decoration's kind.
  ///   - indexPath: Its index path.
  /// - Returns: The view, or `nil`.
  /// - Complexity: O(1).
  public func decorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> Headless.UICollectionReusableView?
  {
    visibleDecorations[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The number of decoration views shown.
  public var numberOfVisibleDecorationViews: Int { visibleDecorations.count }

  /// Shows the decorations the viewport meets and pools the others, as
  /// UIKit does: views made from the layout's registration for their kind
  /// (``Headless/UICollectionViewLayout/register(_:forDecorationViewOfKind:)``),
  /// reused by kind, `prepareForReuse()` before reuse; neither the data
  /// source nor the delegate is asked or told. A decoration of a kind with
  /// no registration is not shown.
  ///
  /// - Parameter decorations: The decorations to show, with their frames.
  /// - Complexity: O(*d* log *d*) for *d* decorations shown before and now.
  func showDecorations(_ decorations: [(key: SupplementaryKey, frame: CGRect)]) {
    guard !decorations.isEmpty || !visibleDecorations.isEmpty else { return }
    let shown = Set(decorations.map(\.key))
    for key in visibleDecorations.keys.sorted() where !shown.contains(key) {
      guard let view = visibleDecorations.removeValue(forKey: key) else { continue }
      decorationPool.didEndDisplaying(view, as: key.kind)
      decorationPool.recycle(view, as: key.kind)
    }
    for (key, frame) in decorations {
      if let view = visibleDecorations[key] {
        if view.frame != frame {
          view.frame = frame
          view.layoutIfNeeded()
        }
        continue
      }
      guard let factory = layout.decorationFactories[key.kind] else { continue }
      decorationPool.register(factory, for: key.kind)
      guard let (view, isRecycled) = decorationPool.take(key.kind, adopting: { _ in }) else {
        continue
      }
      if isRecycled { view.prepareForReuse() }
      view.frame = frame
      view.layoutIfNeeded()
      visibleDecorations[key] = view
      decorationPool.didDisplay(view, as: key.kind)
    }
  }
}
