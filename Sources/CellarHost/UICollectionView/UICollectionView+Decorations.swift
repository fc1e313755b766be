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

  /// Takes a decoration view off screen, into the pool of its class.
  func hideDecoration(_ key: SupplementaryKey) {
    guard let view = visibleDecorations.removeValue(forKey: key),
      let identifier = view.reuseIdentifier
    else { return }
    decorationPool.didEndDisplaying(view, as: identifier)
    decorationPool.recycle(view, as: identifier)
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
      hideDecoration(key)
    }
    for (key, frame) in decorations {
      let registration = layout.decorationRegistrations[key.kind]
      if let view = visibleDecorations[key] {
        if view.reuseIdentifier == registration?.identifier {
          if view.frame != frame {
            view.frame = frame
            view.layoutIfNeeded()
          }
          continue
        }
        // A view of a class no longer registered for its kind leaves.
        hideDecoration(key)
      }
      guard let registration else { continue }
      decorationPool.register(registration.make, for: registration.identifier)
      guard
        let (view, isRecycled) = decorationPool.take(registration.identifier, adopting: { _ in })
      else { continue }
      if isRecycled { view.prepareForReuse() }
      view.frame = frame
      view.layoutIfNeeded()
      visibleDecorations[key] = view
      decorationPool.didDisplay(view, as: registration.identifier)
    }
  }
}
