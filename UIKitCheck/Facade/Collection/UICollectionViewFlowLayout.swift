import CellarHost

/// A layout object that organizes items into a grid with optional header
/// and footer views for each section.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
///
/// Each property forwards to the host flow layout, whose defaults are
/// UIKit's. Per-section values come from the collection view's delegate
/// when it adopts ``UICollectionViewDelegateFlowLayout``.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// Creates a flow layout with UIKit's defaults.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
  public override init() {
    super.init()
  }

  /// Creates a flow layout from an archive.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The default size to use for cells. Default: (50, 50).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
  open var itemSize: CGSize {
    get { hostLayout.itemSize }
    set { hostLayout.itemSize = newValue }
  }

  /// The estimated size of cells in the collection view; `.zero` (the
  /// default) turns self-sizing off.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize
  open var estimatedItemSize: CGSize {
    get { hostLayout.estimatedItemSize }
    set { hostLayout.estimatedItemSize = newValue }
  }

  /// The minimum spacing to use between lines of items in the grid. Default: 10.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
  open var minimumLineSpacing: CGFloat {
    get { hostLayout.minimumLineSpacing }
    set { hostLayout.minimumLineSpacing = newValue }
  }

  /// The minimum spacing to use between items in the same row. Default: 10.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
  open var minimumInteritemSpacing: CGFloat {
    get { hostLayout.minimumInteritemSpacing }
    set { hostLayout.minimumInteritemSpacing = newValue }
  }

  /// The margins used to lay out content in a section. Default: zero.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninset
  open var sectionInset: UIEdgeInsets {
    get { UIEdgeInsets(hostLayout.sectionInset) }
    set { hostLayout.sectionInset = Headless.UIEdgeInsets(newValue) }
  }

  /// The default sizes to use for section headers. Default: (0, 0).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
  open var headerReferenceSize: CGSize {
    get { hostLayout.headerReferenceSize }
    set { hostLayout.headerReferenceSize = newValue }
  }

  /// The default sizes to use for section footers. Default: (0, 0).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
  open var footerReferenceSize: CGSize {
    get { hostLayout.footerReferenceSize }
    set { hostLayout.footerReferenceSize = newValue }
  }

  /// The scroll direction of the grid. Default: `.vertical`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection
  open var scrollDirection: UICollectionView.ScrollDirection {
    get { hostLayout.scrollDirection == .vertical ? .vertical : .horizontal }
    set { hostLayout.scrollDirection = newValue == .vertical ? .vertical : .horizontal }
  }

  /// A Boolean value indicating whether headers pin to the top of the
  /// collection view bounds during scrolling. Default: `false`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds
  open var sectionHeadersPinToVisibleBounds: Bool {
    get { hostLayout.sectionHeadersPinToVisibleBounds }
    set { hostLayout.sectionHeadersPinToVisibleBounds = newValue }
  }

  /// A Boolean value indicating whether footers pin to the bottom of the
  /// collection view bounds during scrolling. Default: `false`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionfooterspintovisiblebounds
  open var sectionFootersPinToVisibleBounds: Bool {
    get { hostLayout.sectionFootersPinToVisibleBounds }
    set { hostLayout.sectionFootersPinToVisibleBounds = newValue }
  }
}

extension Headless.UIEdgeInsets {
  /// The host's insets for UIKit's.
  init(_ insets: UIEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}

extension UIEdgeInsets {
  /// UIKit's insets for the host's.
  init(_ insets: Headless.UIEdgeInsets) {
    self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }
}
