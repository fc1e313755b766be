import Foundation

extension Headless {
  /// The collection view delegate that gives a ``UICollectionViewFlowLayout``
  /// its item sizes and section metrics: UIKit's
  /// `UICollectionViewDelegateFlowLayout`.
  ///
  /// Every requirement is optional in UIKit; here each has a default that
  /// answers the flow layout's own property (``UICollectionViewFlowLayout/itemSize``,
  /// ``UICollectionViewFlowLayout/sectionInset``, ...), as UIKit's flow layout
  /// does for a method the delegate does not implement.
  ///
  /// A flow layout asks the collection view's ``UICollectionView/delegate``
  /// when it conforms to this protocol, unless the layout has a
  /// ``UICollectionViewFlowLayout/delegate`` of closures (the host's own,
  /// which wins). Since Swift cannot ask which methods a delegate
  /// implements, the layout then asks the size of every item: a grid whose
  /// items share one size is laid out item by item, not in constant time.
  @MainActor
  public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of an item. Default: the layout's ``UICollectionViewFlowLayout/itemSize``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: Its layout.
    ///   - indexPath: The item.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize

    /// The insets of a section. Default: the layout's ``UICollectionViewFlowLayout/sectionInset``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: Its layout.
    ///   - section: The section.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      insetForSectionAt section: Int
    ) -> UIEdgeInsets

    /// The spacing between the lines of a section. Default: the layout's
    /// ``UICollectionViewFlowLayout/minimumLineSpacing``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: Its layout.
    ///   - section: The section.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The spacing between the items of a line. Default: the layout's
    /// ``UICollectionViewFlowLayout/minimumInteritemSpacing``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: Its layout.
    ///   - section: The section.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat

    /// The size of a section's header. Default: the layout's
    /// ``UICollectionViewFlowLayout/headerReferenceSize``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: Its layout.
    ///   - section: The section.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForHeaderInSection section: Int
    ) -> CGSize

    /// The size of a section's footer. Default: the layout's
    /// ``UICollectionViewFlowLayout/footerReferenceSize``.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view asking.
    ///   - collectionViewLayout: Its layout.
    ///   - section: The section.
    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      referenceSizeForFooterInSection section: Int
    ) -> CGSize
  }
}

extension Headless.UICollectionViewDelegateFlowLayout {
  /// Returns the layout's `itemSize` (`.zero` for a layout that is not a flow layout).
  public func collectionView(
    _ collectionView: Headless.UICollectionView,
    layout collectionViewLayout: Headless.UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? Headless.UICollectionViewFlowLayout)?.itemSize ?? .zero
  }

  /// Returns the layout's `sectionInset`.
  public func collectionView(
    _ collectionView: Headless.UICollectionView,
    layout collectionViewLayout: Headless.UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> Headless.UIEdgeInsets {
    (collectionViewLayout as? Headless.UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// Returns the layout's `minimumLineSpacing`.
  public func collectionView(
    _ collectionView: Headless.UICollectionView,
    layout collectionViewLayout: Headless.UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? Headless.UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  /// Returns the layout's `minimumInteritemSpacing`.
  public func collectionView(
    _ collectionView: Headless.UICollectionView,
    layout collectionViewLayout: Headless.UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? Headless.UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// Returns the layout's `headerReferenceSize`.
  public func collectionView(
    _ collectionView: Headless.UICollectionView,
    layout collectionViewLayout: Headless.UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? Headless.UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// Returns the layout's `footerReferenceSize`.
  public func collectionView(
    _ collectionView: Headless.UICollectionView,
    layout collectionViewLayout: Headless.UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? Headless.UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}

extension FlowLayoutDelegate {
  /// The closures that ask a collection view's delegate, when it is a
  /// ``Headless/UICollectionViewDelegateFlowLayout``; `nil` otherwise. The
  /// closures hold the view and the layout weakly; once either is gone they
  /// answer the layout's defaults' zero values.
  ///
  /// - Parameters:
  ///   - view: The collection view whose delegate answers.
  ///   - layout: The layout the delegate is asked about.
  @MainActor
  init?(bridging view: Headless.UICollectionView, layout: Headless.UICollectionViewFlowLayout) {
    guard view.delegate is any Headless.UICollectionViewDelegateFlowLayout else { return nil }
    let source = FlowDelegateSource(view: view, layout: layout)
    self.init(
      sizeForItemAt: { path in
        source.ask(.zero) { $0.collectionView($1, layout: $2, sizeForItemAt: path) }
      },
      insetForSectionAt: { section in
        source.ask(.zero) { $0.collectionView($1, layout: $2, insetForSectionAt: section) }
      },
      minimumLineSpacingForSectionAt: { section in
        source.ask(0) { $0.collectionView($1, layout: $2, minimumLineSpacingForSectionAt: section) }
      },
      minimumInteritemSpacingForSectionAt: { section in
        source.ask(0) {
          $0.collectionView($1, layout: $2, minimumInteritemSpacingForSectionAt: section)
        }
      },
      referenceSizeForHeaderInSection: { section in
        source.ask(.zero) {
          $0.collectionView($1, layout: $2, referenceSizeForHeaderInSection: section)
        }
      },
      referenceSizeForFooterInSection: { section in
        source.ask(.zero) {
          $0.collectionView($1, layout: $2, referenceSizeForFooterInSection: section)
        }
      })
  }
}

/// Where the bridged closures of a ``FlowLayoutDelegate`` find the delegate
/// to ask: the collection view and its layout, held weakly.
@MainActor
private final class FlowDelegateSource {
  weak var view: Headless.UICollectionView?
  weak var layout: Headless.UICollectionViewFlowLayout?

  init(view: Headless.UICollectionView, layout: Headless.UICollectionViewFlowLayout) {
    self.view = view
    self.layout = layout
  }

  /// Asks the view's delegate, or answers `fallback` when the view, its
  /// layout or its flow-layout delegate is gone.
  func ask<Value>(
    _ fallback: Value,
    _ question: (
      any Headless.UICollectionViewDelegateFlowLayout, Headless.UICollectionView,
      Headless.UICollectionViewFlowLayout
    ) -> Value
  ) -> Value {
    guard let view, let layout,
      let delegate = view.delegate as? any Headless.UICollectionViewDelegateFlowLayout
    else { return fallback }
    return question(delegate, view, layout)
  }
}
