import Foundation

extension Headless {
  /// An accessory of a list cell (``UICollectionViewListCell/accessories``):
  /// UIKit's `UICellAccessory`, simulated headlessly.
  ///
  /// System accessories (a disclosure chevron, a checkmark, the editing
  /// controls...) are placed by the system at the leading or trailing edge,
  /// whatever their order in the array; a custom accessory
  /// (``customView(configuration:)``) goes where its ``Placement`` puts it.
  /// Each is shown only in its ``DisplayedState`` (against the collection
  /// view's ``UICollectionView/isEditing``); a hidden one (`isHidden` in its
  /// options) keeps its space but is not drawn and does nothing.
  ///
  /// ```swift
  /// cell.accessories = [
  ///   .outlineDisclosure(options: .init(style: .header)),
  ///   .delete(actionHandler: { [weak self] in self?.delete(item) }),
  /// ]
  /// ```
  ///
  /// The collection view's text rendering draws them with the table's
  /// glyphs: leading `(-)` delete, `(+)` insert, `○`/`●` multiselect;
  /// trailing the custom views, the label's text, `✓` checkmark, `(i)`
  /// detail, `>` disclosure indicator, `≡` reorder, `▸`/`▾` outline
  /// disclosure. Tint colours, fonts and reserved widths are kept, not drawn.
  public struct UICellAccessory {
    /// A closure the accessory runs when the user taps it.
    public typealias ActionHandler = () -> Void

    /// When an accessory is shown, against the collection view's editing state.
    public enum DisplayedState: Hashable, Sendable {
      /// Whether or not the collection view is editing.
      case always
      /// Only while the collection view is editing.
      case whenEditing
      /// Only while the collection view is not editing.
      case whenNotEditing
    }

    /// The width an accessory reserves, so that cells' contents line up.
    /// Kept, not drawn: the text rendering gives an accessory the width of
    /// its glyph.
    public enum LayoutDimension: Sendable {
      /// The accessory's own width.
      case actual
      /// The system's standard width.
      case standard
      /// A width in points.
      case custom(CGFloat)
    }

    /// The kind of an accessory.
    public enum AccessoryType: Hashable {
      /// A disclosure chevron, ``disclosureIndicator(displayed:options:)``.
      case disclosureIndicator
      /// An outline disclosure, ``outlineDisclosure(displayed:options:actionHandler:)``.
      case outlineDisclosure
      /// A checkmark, ``checkmark(displayed:options:)``.
      case checkmark
      /// A delete control, ``delete(displayed:options:actionHandler:)``.
      case delete
      /// An insert control, ``insert(displayed:options:actionHandler:)``.
      case insert
      /// A reorder control, ``reorder(displayed:options:)``.
      case reorder
      /// A multiple-selection circle, ``multiselect(displayed:options:)``.
      case multiselect
      /// A text label, ``label(text:displayed:options:)``.
      case label
      /// A custom view, ``customView(configuration:)``; two are the same type
      /// when they show the same view.
      case customView(UIView)
      /// An info button, ``detail(displayed:options:actionHandler:)``.
      case detail

      /// Whether two types are the same: the same case, and for custom views
      /// the same view (by identity).
      ///
      /// - Parameters:
      ///   - lhs: A type.
      ///   - rhs: Another type.
      /// - Returns: Whether they are equal.
      public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.customView(let left), .customView(let right)): left === right
        case (.customView, _), (_, .customView): false
        default: lhs.systemRank == rhs.systemRank
        }
      }

      /// Hashes the case, and a custom view's identity.
      ///
      /// - Parameter hasher: The hasher.
      public func hash(into hasher: inout Hasher) {
        if case .customView(let view) = self {
          hasher.combine(ObjectIdentifier(view))
        } else {
          hasher.combine(systemRank)
        }
      }
    }

    /// The kind of accessory.
    public let accessoryType: AccessoryType

    /// When the accessory is shown.
    let displayed: DisplayedState

    /// Whether the accessory keeps its space without being drawn or tappable.
    let isHidden: Bool

    /// What a tap on the accessory runs, if anything.
    let actionHandler: ActionHandler?

    /// An outline disclosure's style (``OutlineDisclosureOptions/Style-swift.enum/automatic``
    /// for other accessories).
    let outlineStyle: OutlineDisclosureOptions.Style

    /// A label accessory's text.
    let text: String?

    /// A custom accessory's placement.
    let placement: Placement?

    /// An accessory; the factories are UIKit's way to make one.
    init(
      _ type: AccessoryType, displayed: DisplayedState, isHidden: Bool,
      actionHandler: ActionHandler? = nil,
      outlineStyle: OutlineDisclosureOptions.Style = .automatic,
      text: String? = nil, placement: Placement? = nil
    ) {
      accessoryType = type
      self.displayed = displayed
      self.isHidden = isHidden
      self.actionHandler = actionHandler
      self.outlineStyle = outlineStyle
      self.text = text
      self.placement = placement
    }
  }
}

extension Headless.UICellAccessory.AccessoryType {
  /// A system type's place in the system's order, leading edge first then
  /// trailing left to right (spec §4.2.2); -1 for a custom view.
  var systemRank: Int {
    switch self {
    case .delete: 0
    case .insert: 1
    case .multiselect: 2
    case .label: 3
    case .checkmark: 4
    case .detail: 5
    case .disclosureIndicator: 6
    case .reorder: 7
    case .outlineDisclosure: 8
    case .customView: -1
    }
  }

  /// Whether the system puts the type at the leading edge.
  var isLeading: Bool { (0...2).contains(systemRank) }

  /// The type's name in UIKit's Swift spelling, for messages.
  var name: String {
    switch self {
    case .disclosureIndicator: "disclosureIndicator"
    case .outlineDisclosure: "outlineDisclosure"
    case .checkmark: "checkmark"
    case .delete: "delete"
    case .insert: "insert"
    case .reorder: "reorder"
    case .multiselect: "multiselect"
    case .label: "label"
    case .customView: "customView"
    case .detail: "detail"
    }
  }
}
