import Foundation

extension Headless {
  /// A view a ``UICollectionView`` shows for a supplementary element, such as a
  /// section header or footer: UIKit's
  /// `UICollectionReusableView`, simulated headlessly, and the base class of ``UICollectionViewCell``.
  ///
  /// Views are registered by element kind and reuse identifier (see
  /// ``UICollectionView/register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``),
  /// handed out by
  /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``
  /// and recycled when they leave the screen. The collection view sets
  /// ``UIView/frame`` from the layout's attributes before display.
  @MainActor
  open class UICollectionReusableView: UIView {
    /// The identifier of the reuse pool this view returns to, set by the
    /// collection view when it first hands the view out, as in UIKit.
    ///
    /// A view with no identifier was not obtained by a dequeue method; the
    /// collection view refuses it.
    public internal(set) var reuseIdentifier: String?

    /// The text the view shows; ``render(width:)`` draws it.
    public let label = UILabel()

    /// Creates a view with a frame, UIKit's `init(frame:)`.
    ///
    /// Subclasses (cells too) override it as in UIKit (`override init(frame:)`,
    /// with `required init?(coder:)` beside it), and the collection view still
    /// makes them from a registered class, through ``init(registeredWith:)``.
    ///
    /// - Parameter frame: The initial frame; the layout's frame replaces it.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a view with a zero frame, as UIKit's `init()`.
    public convenience init() {
      self.init(frame: .zero)
    }

    /// Creates a view from an archive, UIKit's `init?(coder:)`.
    ///
    /// UIKit requires every subclass that declares its own designated
    /// initializers to provide it, and so does the host, so that one subclass
    /// compiles on both. The host has no storyboards or nibs to decode a view
    /// from: this initializer always fails.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Creates a view or cell for a registered class: the host's, not
    /// UIKit's, and never called by apps.
    ///
    /// UIKit makes a registered class with `init(frame:)` through the
    /// Objective-C runtime; Swift can call an initializer through a metatype
    /// only if it is `required`, which would make UIKit's
    /// `override init(frame:)` a compile error. So the host calls this one,
    /// which calls `init(frame: .zero)` (dynamic dispatch reaches the
    /// subclass's override), then sets ``reuseIdentifier``, which UIKit sets
    /// when the dequeue first hands the view out, a moment later.
    ///
    /// A subclass inherits it when it overrides every designated initializer
    /// (`init(frame:)` and `init?(coder:)`, as UIKit asks) or declares none.
    ///
    /// - Parameter reuseIdentifier: The registered identifier.
    public required convenience init(registeredWith reuseIdentifier: String) {
      self.init(frame: .zero)
      self.reuseIdentifier = reuseIdentifier
    }

    /// Resets the view just before the collection view hands it out again
    /// from its pool.
    ///
    /// Called inside the dequeue methods for recycled views only, never for
    /// new ones. The default clears ``label``; overrides must call `super`.
    open func prepareForReuse() {
      label.text = nil
    }

    /// The attributes the view would like, given those the layout made,
    /// UIKit's `preferredLayoutAttributesFitting(_:)`: how a self-sizing
    /// item (one whose size is `.estimated` in a compositional layout)
    /// tells the layout its size.
    ///
    /// The collection view calls it when it shows a view whose item sizes
    /// itself. The default keeps the width and gives the height of the text
    /// the view shows, as the table sizes a row: 44 points for one line and
    /// 20 more for each further line (``UICollectionViewCell`` counts its
    /// content configuration's lines). Override it to choose another size;
    /// the layout takes the length along its scroll axis.
    ///
    /// - Parameter layoutAttributes: The layout's attributes, with the
    ///   estimated size.
    /// - Returns: The attributes with the size the view fits.
    open func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      var attributes = layoutAttributes
      attributes.frame.size.height = Headless.fittingHeight(lines: fittingLineCount)
      return attributes
    }

    /// The number of lines of text the view shows, which its default
    /// preferred height follows.
    var fittingLineCount: Int { label.lineCount }

    /// Draws the view as one line of text at most `width` characters wide:
    /// the first line of ``label``, or, while it has none, of the first
    /// visible label (or other view the host draws) among the subviews,
    /// front to back at each level, depth first (so that a view that lays
    /// out its own `UILabel`, as on UIKit, shows it), followed by its
    /// visible controls' drawings (a section's disclosure); cut to fit.
    ///
    /// - Parameter width: The number of characters available.
    /// - Returns: The text, never longer than `width`.
    open func render(width: Int) -> String {
      let text = label.lines.first ?? firstDrawnSubviewText(skippingControls: true)
      return String((appendingControls(to: text) ?? "").prefix(max(0, width)))
    }
  }
}
