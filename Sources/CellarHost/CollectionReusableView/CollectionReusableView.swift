import Foundation

/// A view a ``CollectionView`` shows for a supplementary element, such as a
/// section header or footer: the headless counterpart of
/// `UICollectionReusableView`, and the base class of ``CollectionViewCell``.
///
/// Views are registered by element kind and reuse identifier (see
/// ``CollectionView/register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``),
/// handed out by
/// ``CollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``
/// and recycled when they leave the screen. The collection view sets
/// ``frame`` from the layout's attributes before display.
@MainActor
open class CollectionReusableView {
  /// The identifier of the reuse pool this view returns to, set by the
  /// collection view when it first hands the view out, as in UIKit.
  ///
  /// A view with no identifier was not obtained by a dequeue method; the
  /// collection view refuses it.
  public internal(set) var reuseIdentifier: String?

  /// The view's frame in the collection view's content, from the layout.
  public internal(set) var frame: CGRect

  /// The text the view shows; ``render(width:)`` draws it.
  public let label = Label()

  /// Creates a view with a frame, UIKit's `init(frame:)`.
  ///
  /// Registered classes are instantiated through this initializer, so
  /// subclasses that the collection view creates must keep it.
  ///
  /// - Parameter frame: The initial frame; the layout's frame replaces it.
  public required init(frame: CGRect = .zero) {
    self.frame = frame
  }

  /// Resets the view just before the collection view hands it out again
  /// from its pool.
  ///
  /// Called inside the dequeue methods for recycled views only, never for
  /// new ones. The default clears ``label``; overrides must call `super`.
  open func prepareForReuse() {
    label.text = nil
  }

  /// Draws the view as one line of text at most `width` characters wide:
  /// the first line of ``label``, cut to fit.
  ///
  /// - Parameter width: The number of characters available.
  /// - Returns: The text, never longer than `width`.
  open func render(width: Int) -> String {
    String((label.lines.first ?? "").prefix(max(0, width)))
  }
}
