import Foundation

extension Headless {
  /// A headless `UICollectionViewFlowLayout`: items in lines, lines in
  /// sections, with UIKit's line breaking and spacing distribution.
  ///
  /// Give the layout the collection view's size and the number of items in
  /// each section, then ask it for frames. Per-item sizes and per-section
  /// metrics come from a ``FlowLayoutDelegate`` (UIKit's
  /// `UICollectionViewDelegateFlowLayout`); whatever it leaves out falls back to
  /// the layout's properties, whose defaults are UIKit's.
  ///
  /// ```swift
  /// let layout = UICollectionViewFlowLayout()
  /// layout.itemSize = CGSize(width: 100, height: 100)
  /// try layout.prepare(
  ///   collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [7])
  /// layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
  /// // (110, 110, 100, 100): 3 items a line, justified; the last line from the left
  /// ```
  ///
  /// A section whose items share one size is laid out arithmetically, with no
  /// memory per item, so a million-item grid costs a few bytes; other sections
  /// keep one entry per item and per line. Frames come back rounded to
  /// ``displayScale``. Queries by rectangle cost O(log *n* + *k*) because lines
  /// are sorted along the scroll axis. With ``scrollDirection`` `.horizontal`
  /// every rule holds with the axes swapped: lines become columns.
  ///
  /// An item longer than its line is laid out as UIKit lays it out (alone on
  /// its line, overflowing the insets) and reported in ``log`` with UIKit's
  /// text, never thrown. Input that UIKit cannot lay out at all (NaN or
  /// infinite values, negative sizes or spacings, negative or absurd item
  /// counts) throws a ``FlowLayoutError`` and leaves the layout as it was.
  ///
  /// Pinned headers and footers, right-to-left layout and
  /// `UICollectionViewFlowLayout.automaticSize` are not simulated yet.
  @MainActor
  open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What section insets are measured from, UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    ///
    /// A headless collection view has no safe area or layout margins beyond
    /// its content inset, so all three measure from the content inset.
    public enum SectionInsetReference: Int, Sendable {
      /// From the content inset (UIKit's default).
      case fromContentInset = 0
      /// From the safe area.
      case fromSafeArea = 1
      /// From the layout margins.
      case fromLayoutMargins = 2
    }

    /// The kind of a section header: the old spelling of
    /// ``Headless/UICollectionView/elementKindSectionHeader``, where UIKit declares it.
    @available(*, deprecated, renamed: "UICollectionView.elementKindSectionHeader")
    public static let elementKindSectionHeader = UICollectionView.elementKindSectionHeader
    /// The kind of a section footer: the old spelling of
    /// ``Headless/UICollectionView/elementKindSectionFooter``, where UIKit declares it.
    @available(*, deprecated, renamed: "UICollectionView.elementKindSectionFooter")
    public static let elementKindSectionFooter = UICollectionView.elementKindSectionFooter
    /// The most items, over all sections, that ``prepare(collectionViewSize:contentInset:numberOfItemsInSections:)`` accepts.
    public static let maximumNumberOfItems = 10_000_000
    /// The most messages ``log`` keeps from one layout pass.
    public static let maximumLogEntries = 100

    /// The size of every item when the delegate gives none; UIKit's default (50, 50).
    public var itemSize = CGSize(width: 50, height: 50)
    /// The size items start at before they size themselves; `.zero` (UIKit's
    /// default) turns self-sizing off. See ``updatePreferredSize(_:forItemAt:)``.
    public var estimatedItemSize = CGSize.zero
    /// The minimum spacing between lines (columns when horizontal); default 10.
    public var minimumLineSpacing: CGFloat = 10
    /// The minimum spacing between items on a line; default 10. UIKit widens it
    /// to justify complete lines.
    public var minimumInteritemSpacing: CGFloat = 10
    /// The insets around each section's items; default zero.
    public var sectionInset = UIEdgeInsets.zero
    /// The size of each section's header; only the scroll-axis component is
    /// used, and 0 means no header. Default (0, 0).
    public var headerReferenceSize = CGSize.zero
    /// The size of each section's footer, like ``headerReferenceSize``.
    public var footerReferenceSize = CGSize.zero
    /// The scrolling axis; default ``UICollectionView/ScrollDirection/vertical``.
    public var scrollDirection = UICollectionView.ScrollDirection.vertical
    /// What section insets are measured from; default
    /// ``SectionInsetReference/fromContentInset``.
    public var sectionInsetReference = SectionInsetReference.fromContentInset
    /// Whether an incomplete last line lines up with the justified columns
    /// above it (PSTCollectionView's and an older UIKit's behaviour) instead of
    /// starting at the inset with the minimum spacing (iOS 17's); default `false`.
    /// Applies to sections whose items share one size.
    public var lastLineGridAligned = false
    /// The scale frames are rounded to (points to pixels); default 1.
    public var displayScale: CGFloat = 1
    /// Per-item and per-section metrics, the host's own; `nil` asks the
    /// collection view's delegate when it is a
    /// ``UICollectionViewDelegateFlowLayout``, and uses the properties for
    /// everything otherwise.
    public var delegate: FlowLayoutDelegate?

    /// The metrics a layout pass uses: those a `Grid` gives for the
    /// collection view, else ``delegate``, else the collection view's
    /// ``UICollectionViewDelegateFlowLayout`` delegate, else none.
    var effectiveDelegate: FlowLayoutDelegate? {
      if let gridDelegate = collectionView?.flowLayoutDelegate { return gridDelegate }
      if let delegate { return delegate }
      guard let collectionView else { return nil }
      return FlowLayoutDelegate(bridging: collectionView, layout: self)
    }
    /// Whether section headers stick to the top (leading edge when
    /// horizontal) of the visible bounds while their section is in view,
    /// UIKit's `sectionHeadersPinToVisibleBounds`; default `false`.
    ///
    /// A pinned header scrolls with its section until it reaches the
    /// visible bounds' edge, stays there, and is pushed off by the end of
    /// its section (so the next header pushes it away). It is returned,
    /// at its pinned frame and with a ``UICollectionViewLayoutAttributes/zIndex``
    /// of 1024 (above the cells' 0), by ``layoutAttributesForElements(in:)`` and
    /// ``layoutAttributesForSupplementaryView(ofKind:at:)`` whenever its
    /// section meets the visible bounds, even when its natural frame has
    /// scrolled away. The visible bounds are the collection view's at its
    /// latest layout pass; a layout that no collection view has laid out
    /// pins to the rectangle a query asks about. Takes effect at the next
    /// query (no ``UICollectionView/invalidateLayout()`` needed).
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether section footers stick to the bottom (trailing edge when
    /// horizontal) of the visible bounds while their section is in view,
    /// UIKit's `sectionFootersPinToVisibleBounds`; default `false`. The
    /// mirror of ``sectionHeadersPinToVisibleBounds``: a footer is pushed
    /// off by the start of its section.
    public var sectionFootersPinToVisibleBounds = false

    /// UIKit's console messages from the last layout pass (and size updates
    /// since), such as an item longer than its line, at most
    /// ``maximumLogEntries``.
    public internal(set) var log: [String] = []

    var state = FlowLayoutState()
    /// How many sections and items the last rectangle query examined, so
    /// tests can check that a query's cost follows its answer, not the count.
    var examinedByLastQuery = 0
    /// The collection view's bounds at its latest layout pass, which pinned
    /// headers and footers stick to; `nil` before any.
    var visibleBounds: CGRect?

    /// Creates a layout with UIKit's defaults and nothing laid out.
    override public init() {
      super.init()
    }

    /// Creates a layout from an archive, UIKit's `init?(coder:)`; the host
    /// has no archives: it always fails.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The size of the laid-out content, UIKit's `collectionViewContentSize`:
    /// the width inside the content inset and the sections' total height when
    /// vertical (spec 3.3); the axes swapped when horizontal. Negative section
    /// insets can make the sum negative; the size is then 0 on that axis.
    ///
    /// - Complexity: O(1).
    override open var collectionViewContentSize: CGSize { contentSizeOfLayout }

    /// The attributes of the item at an index path, UIKit's
    /// `layoutAttributesForItem(at:)`; `nil` when no such item was laid out.
    ///
    /// - Parameter indexPath: The item's index path.
    /// - Returns: The item's attributes, or `nil`.
    /// - Complexity: O(1) in a section of one item size, O(log *l*) otherwise,
    ///   where *l* is the number of lines in the section.
    override open func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      attributesForItem(at: indexPath)
    }

    /// The attributes of a section's header or footer, UIKit's
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`; `nil` when the
    /// section has none (a reference size of 0 on the scroll axis).
    ///
    /// - Parameters:
    ///   - elementKind: ``elementKindSectionHeader`` or ``elementKindSectionFooter``.
    ///   - indexPath: `[section, 0]`.
    /// - Returns: The view's attributes, or `nil`.
    /// - Complexity: O(1).
    override open func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      attributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// The attributes of every cell, header and footer whose frame overlaps a
    /// rectangle, UIKit's `layoutAttributesForElements(in:)`.
    ///
    /// Frames that only touch the rectangle's edge do not count. Elements come
    /// section by section: header, items in order, footer. Pinned headers
    /// and footers (``sectionHeadersPinToVisibleBounds``,
    /// ``sectionFootersPinToVisibleBounds``) are returned at their pinned frames.
    ///
    /// - Parameter rect: A rectangle in content coordinates.
    /// - Returns: The overlapping elements' attributes; never `nil` here (an
    ///   empty array when none overlaps), optional as in UIKit.
    /// - Complexity: O(log *s* + log *l* + *k*), where *s* is the number of
    ///   sections, *l* the lines in a section, and *k* the number of sections
    ///   and of items on the lines the rectangle meets.
    override open func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      attributesForElements(in: rect)
    }
  }
}

/// What a layout pass produced, replaced whole by each pass.
struct FlowLayoutState {
  var sections: [FlowSection] = []
  /// Each section's origin on the scroll axis (a prefix sum of extents).
  var origins: [Double] = []
  /// The layout's extent on the line axis (`W` when vertical).
  var lineExtent: Double = 0
  var collectionViewSize = CGSize.zero
  var contentInset = UIEdgeInsets.zero
  var counts: [Int] = []
  /// The properties the pass used, so later changes wait for the next pass.
  var settings = FlowSettings()
  var scrollDirection: UICollectionView.ScrollDirection { settings.scrollDirection }
  var displayScale: Double { Double(settings.displayScale) }
  /// Sizes reported by self-sizing items, by section, then item.
  var measured: [Int: [Int: CGSize]] = [:]

  var contentExtent: Double {
    guard let last = sections.last, let origin = origins.last else { return 0 }
    return origin + last.extent
  }

  /// For each section, the furthest any element of it or an earlier section
  /// reaches on the scroll axis (a running maximum), and the nearest any
  /// element of it or a later section starts (a running minimum from the
  /// end). Both are sorted even when negative insets make sections overlap,
  /// so queries binary-search them.
  var reachEnd: [Double] = []
  var reachStart: [Double] = []

  /// Places sections from `first` on, each after the one before, and
  /// recomputes the reaches; O(*s*) in the sections.
  mutating func restack(from first: Int = 0) {
    if origins.count != sections.count {
      origins = [Double](repeating: 0, count: sections.count)
    }
    var origin = first == 0 ? 0 : origins[first - 1] + sections[first - 1].extent
    for index in first..<sections.count {
      origins[index] = origin
      origin += sections[index].extent
    }
    reachEnd = []
    reachStart = [Double](repeating: 0, count: sections.count)
    var furthest = -Double.infinity
    for index in sections.indices {
      furthest = max(furthest, origins[index] + sections[index].elementEnd)
      reachEnd.append(furthest)
    }
    var nearest = Double.infinity
    for index in sections.indices.reversed() {
      nearest = min(nearest, origins[index] + sections[index].elementStart)
      reachStart[index] = nearest
    }
  }
}

/// A copy of the layout's properties, taken by each pass.
struct FlowSettings {
  var itemSize = CGSize(width: 50, height: 50)
  var estimatedItemSize = CGSize.zero
  var minimumLineSpacing: CGFloat = 10
  var minimumInteritemSpacing: CGFloat = 10
  var sectionInset = UIEdgeInsets.zero
  var headerReferenceSize = CGSize.zero
  var footerReferenceSize = CGSize.zero
  var scrollDirection = UICollectionView.ScrollDirection.vertical
  var lastLineGridAligned = false
  var displayScale: CGFloat = 1

  /// An item's size in the layout's axes.
  func axisSize(_ size: CGSize) -> FlowItemSize {
    switch scrollDirection {
    case .vertical: return FlowItemSize(along: Double(size.width), across: Double(size.height))
    case .horizontal: return FlowItemSize(along: Double(size.height), across: Double(size.width))
    }
  }
}

extension Headless.UICollectionViewFlowLayout {
  /// Takes every public property of `layout` (its metrics, scroll
  /// direction, pinning and ``delegate``), not what it laid out.
  func copyMetrics(from layout: Headless.UICollectionViewFlowLayout) {
    let settings = layout.currentSettings
    itemSize = settings.itemSize
    estimatedItemSize = settings.estimatedItemSize
    minimumLineSpacing = settings.minimumLineSpacing
    minimumInteritemSpacing = settings.minimumInteritemSpacing
    sectionInset = settings.sectionInset
    headerReferenceSize = settings.headerReferenceSize
    footerReferenceSize = settings.footerReferenceSize
    scrollDirection = settings.scrollDirection
    lastLineGridAligned = settings.lastLineGridAligned
    displayScale = settings.displayScale
    sectionInsetReference = layout.sectionInsetReference
    sectionHeadersPinToVisibleBounds = layout.sectionHeadersPinToVisibleBounds
    sectionFootersPinToVisibleBounds = layout.sectionFootersPinToVisibleBounds
    delegate = layout.delegate
  }

  /// The properties as they are now.
  var currentSettings: FlowSettings {
    FlowSettings(
      itemSize: itemSize, estimatedItemSize: estimatedItemSize,
      minimumLineSpacing: minimumLineSpacing, minimumInteritemSpacing: minimumInteritemSpacing,
      sectionInset: sectionInset, headerReferenceSize: headerReferenceSize,
      footerReferenceSize: footerReferenceSize, scrollDirection: scrollDirection,
      lastLineGridAligned: lastLineGridAligned, displayScale: displayScale)
  }
}
