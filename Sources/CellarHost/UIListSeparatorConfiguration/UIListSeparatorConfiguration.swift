import Foundation

extension Headless {
  /// How a list draws the separators around its items, UIKit's
  /// `UIListSeparatorConfiguration`: a list configuration's
  /// ``UICollectionLayoutListConfiguration/separatorConfiguration``, which
  /// ``UICollectionLayoutListConfiguration/itemSeparatorHandler`` may
  /// change for each item.
  ///
  /// Host shape: no `visualEffect` (the host has no `UIVisualEffect`).
  /// The host records separators for tests; it draws none.
  public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows, UIKit's
    /// `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Hashable, Sendable {
      /// The list decides (shown between items, not above the first).
      case automatic
      /// Always shown.
      case visible
      /// Never shown.
      case hidden
    }

    /// Insets that the list resolves from the context (the cell's content
    /// layout), UIKit's `automaticInsets`.
    public static let automaticInsets = NSDirectionalEdgeInsets(
      top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
      bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// The separator above the item. Default ``Visibility/automatic``.
    public var topSeparatorVisibility = Visibility.automatic
    /// The separator below the item. Default ``Visibility/automatic``.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// The top separator's insets. Default ``automaticInsets``.
    public var topSeparatorInsets = Self.automaticInsets
    /// The bottom separator's insets. Default ``automaticInsets``.
    public var bottomSeparatorInsets = Self.automaticInsets
    /// The separators' colour. Default a light grey.
    public var color = UIColor(white: 0.78, alpha: 1)
    /// The colour of separators between selected items while the list
    /// selects several. Default a light grey.
    public var multipleSelectionColor = UIColor(white: 0.78, alpha: 1)

    /// The default separators of a list appearance.
    ///
    /// - Parameter listAppearance: The list's appearance.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
  }
}
