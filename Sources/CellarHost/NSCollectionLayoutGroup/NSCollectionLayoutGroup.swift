import Foundation

extension Headless {
  /// An item that lays out other items, UIKit's `NSCollectionLayoutGroup`:
  /// in a row (horizontal), a column (vertical), or at frames a provider
  /// gives (custom). Groups nest, and a section repeats its group.
  ///
  /// ```swift
  /// let item = NSCollectionLayoutItem(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
  /// let row = NSCollectionLayoutGroup.horizontal(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
  ///   subitems: [item])
  /// row.interItemSpacing = .fixed(8)
  /// ```
  ///
  /// Three ways to fill a row or column (UIKit's):
  /// - `subitems:` repeats the list until the axis is full;
  /// - `repeatingSubitem:count:` (iOS 16) repeats one item `count` times at
  ///   its own size;
  /// - the deprecated `subitem:count:` lays out exactly `count` items and
  ///   forces each to 1/`count` of the axis.
  ///
  /// Defaults: ``interItemSpacing`` `.fixed(0)`, and an item's defaults
  /// (``Headless/NSCollectionLayoutItem``). Construction errors raise UIKit's
  /// `NSInternalInconsistencyException` (see ``UIKitException``): no
  /// subitems (`At least 1 subitem is required for a group`), a count below 1
  /// (`A repeating horizontal group should specify a count >= 1`, or
  /// vertical); inside `UIKitException.catching` the factory then returns a
  /// group with the subitems given. UIKit's other two (`A size is required.`,
  /// and a custom group without a provider) need `nil` where Swift's
  /// signatures take no optional: they cannot happen in Swift.
  ///
  /// The host keeps the subitems given (UIKit keeps copies of them; items
  /// are not changed after a layout is built in practice).
  ///
  /// Host shape: as ``Headless/NSCollectionLayoutItem``: public but not
  /// open, not an `NSObject`; `init()` is unavailable.
  @MainActor
  public class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// How a row or column is filled.
    enum Repetition: Equatable {
      /// Repeat the subitems until the axis is full.
      case fill
      /// Repeat the one subitem `count` times, at its own size.
      case repeating(count: Int)
      /// Exactly `count` copies of the one subitem, each 1/`count` of the
      /// axis (the deprecated `subitem:count:`).
      case forced(count: Int)
    }

    /// How a group places its subitems.
    enum Arrangement {
      /// A row, filled as the repetition says.
      case horizontal(Repetition)
      /// A column, filled as the repetition says.
      case vertical(Repetition)
      /// At the frames the provider gives.
      case custom(NSCollectionLayoutGroupCustomItemProvider)
    }

    /// How the group places its subitems.
    let arrangement: Arrangement

    /// The items the group lays out (empty for a custom group).
    public let subitems: [NSCollectionLayoutItem]

    /// The space between neighbouring subitems along the group's axis, or
    /// `nil` for none. Default `.fixed(0)`.
    public var interItemSpacing: NSCollectionLayoutSpacing? = .fixed(0)

    /// The supplementary views anchored to the group; settable on a group,
    /// as UIKit's.
    public override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
      get { storedSupplementaryItems }
      set { storedSupplementaryItems = newValue }
    }

    /// Makes a group.
    required init(
      layoutSize: NSCollectionLayoutSize, arrangement: Arrangement,
      subitems: [NSCollectionLayoutItem]
    ) {
      self.arrangement = arrangement
      self.subitems = subitems
      super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// A row that repeats `subitems` until it is full.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitems: The items, at least one (else UIKit's exception).
    /// - Returns: The group.
    public class func horizontal(
      layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> Self {
      filled(layoutSize, .horizontal(.fill), subitems)
    }

    /// A column that repeats `subitems` until it is full.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitems: The items, at least one (else UIKit's exception).
    /// - Returns: The group.
    public class func vertical(
      layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
    ) -> Self {
      filled(layoutSize, .vertical(.fill), subitems)
    }

    /// A row of `count` copies of `subitem`, each at the subitem's own size
    /// (UIKit's, iOS 16): fitting them in the group is the caller's job.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item repeated.
    ///   - count: How many times, at least 1 (else UIKit's exception).
    /// - Returns: The group.
    public class func horizontal(
      layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
      count: Int
    ) -> Self {
      counted(layoutSize, .horizontal(.repeating(count: count)), subitem, count)
    }

    /// A column of `count` copies of `subitem`, each at the subitem's own
    /// size (UIKit's, iOS 16): fitting them in the group is the caller's job.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item repeated.
    ///   - count: How many times, at least 1 (else UIKit's exception).
    /// - Returns: The group.
    public class func vertical(
      layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
      count: Int
    ) -> Self {
      counted(layoutSize, .vertical(.repeating(count: count)), subitem, count)
    }

    /// A row of exactly `count` items, each forced to 1/`count` of the row's
    /// width less the spacing (the subitem's own width is ignored).
    /// Deprecated on iOS 16, as UIKit's.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item repeated.
    ///   - count: How many, at least 1 (else the repeating group's exception,
    ///     as UIKit raises).
    /// - Returns: The group.
    @available(
      iOS, introduced: 13.0, deprecated: 16.0,
      renamed: "NSCollectionLayoutGroup.horizontal(layoutSize:repeatingSubitem:count:)"
    )
    public class func horizontal(
      layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
      counted(layoutSize, .horizontal(.forced(count: count)), subitem, count)
    }

    /// A column of exactly `count` items, each forced to 1/`count` of the
    /// column's height less the spacing (the subitem's own height is
    /// ignored). Deprecated on iOS 16, as UIKit's.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - subitem: The item repeated.
    ///   - count: How many, at least 1 (else the repeating group's exception,
    ///     as UIKit raises).
    /// - Returns: The group.
    @available(
      iOS, introduced: 13.0, deprecated: 16.0,
      renamed: "NSCollectionLayoutGroup.vertical(layoutSize:repeatingSubitem:count:)"
    )
    public class func vertical(
      layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int
    ) -> Self {
      counted(layoutSize, .vertical(.forced(count: count)), subitem, count)
    }

    /// A group whose items sit at the frames `itemProvider` returns,
    /// relative to the group's origin; the provider is asked once per
    /// section and the group repeats for the remaining items.
    ///
    /// - Parameters:
    ///   - layoutSize: The group's size.
    ///   - itemProvider: The frames of one group's items.
    /// - Returns: The group, with no ``subitems``.
    public class func custom(
      layoutSize: NSCollectionLayoutSize,
      itemProvider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Self {
      Self(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [])
    }

    /// A `subitems:` group, after raising UIKit's exception for no subitems.
    private class func filled(
      _ size: NSCollectionLayoutSize, _ arrangement: Arrangement,
      _ subitems: [NSCollectionLayoutItem]
    ) -> Self {
      if subitems.isEmpty { CompositionalLayoutError.noSubitems.raise() }
      return Self(layoutSize: size, arrangement: arrangement, subitems: subitems)
    }

    /// A counted group, after raising UIKit's exception for a count below 1.
    private class func counted(
      _ size: NSCollectionLayoutSize, _ arrangement: Arrangement,
      _ subitem: NSCollectionLayoutItem, _ count: Int
    ) -> Self {
      if count < 1 {
        let horizontal = if case .horizontal = arrangement { true } else { false }
        CompositionalLayoutError.repeatCountBelowOne(horizontal: horizontal).raise()
      }
      return Self(layoutSize: size, arrangement: arrangement, subitems: [subitem])
    }
  }
}
