import Foundation

extension Headless {
  /// The base class of the objects that place a collection view's items:
  /// UIKit's `UICollectionViewLayout`.
  ///
  /// The host lays out ``UICollectionViewFlowLayout`` only: a
  /// ``UICollectionView`` made with any other layout stops the program (a
  /// programmer error, not something a test recovers from). The class exists
  /// so that code written against UIKit, which names the layout by its base
  /// class (`init(frame:collectionViewLayout:)`, `collectionViewLayout`, the
  /// flow layout's delegate methods), compiles unchanged.
  @MainActor
  open class UICollectionViewLayout {
    /// The collection view that uses the layout, set when the collection
    /// view is made with it; held weakly. `nil` for a layout no collection
    /// view uses.
    public internal(set) weak var collectionView: UICollectionView?

    /// The registered decoration classes, by kind, from
    /// ``register(_:forDecorationViewOfKind:)``: the reuse identifier their
    /// views are pooled under (the kind and the class, so that views of a
    /// class registered before are not reused) and their maker.
    var decorationRegistrations:
      [String: (identifier: String, make: @MainActor () -> UICollectionReusableView)] = [:]

    /// Creates a layout.
    public init() {}

    /// Registers the class of a kind of decoration view (a section's
    /// background), UIKit's `register(_:forDecorationViewOfKind:)`: the
    /// collection view makes and reuses views of that kind itself, without
    /// its data source or delegate, wherever the layout places one.
    ///
    /// Registering again replaces the class; `nil` unregisters the kind.
    /// The host shows no decoration of a kind that is not registered (UIKit
    /// stops the program).
    ///
    /// - Parameters:
    ///   - viewClass: A `UICollectionReusableView` subclass (another class
    ///     raises UIKit's exception, see ``UIKitException``), or `nil`.
    ///   - elementKind: The decoration's kind.
    /// - Complexity: O(1).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
      guard let viewClass else {
        decorationRegistrations[elementKind] = nil
        return
      }
      guard
        let viewType = UIKitException.registered(
          viewClass, as: UICollectionReusableView.self, kind: "UICollectionReusableView")
      else { return }
      let identifier = "\(elementKind)#\(String(reflecting: viewType))"
      decorationRegistrations[elementKind] = (
        identifier, { viewType.init(registeredWith: identifier) }
      )
    }

    /// Creates a layout from an archive, UIKit's `init?(coder:)`.
    ///
    /// UIKit requires every subclass that declares its own designated
    /// initializers to provide it, and so does the host, so that one
    /// subclass compiles on both. The host has no archives to decode a
    /// layout from: this initializer always fails.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The size of the laid-out content, UIKit's `collectionViewContentSize`.
    /// The base class answers `.zero`; the flow layout overrides it.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of the elements whose frames overlap a rectangle,
    /// UIKit's `layoutAttributesForElements(in:)`. The base class answers
    /// `nil`; the flow layout overrides it.
    ///
    /// - Parameter rect: A rectangle in content coordinates.
    /// - Returns: The attributes, or `nil`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
      nil
    }

    /// The attributes of an item, UIKit's `layoutAttributesForItem(at:)`.
    /// The base class answers `nil`; the flow layout overrides it.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: The attributes, or `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
    {
      nil
    }

    /// The attributes of a supplementary view, UIKit's
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`. The base class
    /// answers `nil`; the flow layout overrides it.
    ///
    /// - Parameters:
    ///   - elementKind: The element kind.
    ///   - indexPath: The element's index path.
    /// - Returns: The attributes, or `nil`.
    open func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      nil
    }

    /// The attributes of a decoration view, UIKit's
    /// `layoutAttributesForDecorationView(ofKind:at:)`. The base class
    /// answers `nil`; the compositional layout overrides it.
    ///
    /// - Parameters:
    ///   - elementKind: The decoration's kind.
    ///   - indexPath: The decoration's index path.
    /// - Returns: The attributes, or `nil`.
    open func layoutAttributesForDecorationView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      nil
    }

    /// Whether a change of the collection view's bounds (a scroll, a new
    /// size) calls for a new layout, UIKit's
    /// `shouldInvalidateLayout(forBoundsChange:)`. The base class answers
    /// `false`; the compositional layout overrides it. The host asks it
    /// nothing (it lays out at every pass) and answers as UIKit does.
    ///
    /// - Parameter newBounds: The view's new bounds.
    /// - Returns: Whether the layout should be invalidated.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      false
    }

    /// Makes the collection view that uses the layout prepare it again at
    /// its next layout pass, UIKit's `invalidateLayout()`: call it after
    /// changing the layout's properties or what its delegate answers.
    ///
    /// - Complexity: O(1).
    open func invalidateLayout() {
      collectionView?.invalidateLayout()
    }
  }
}
