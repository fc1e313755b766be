import Foundation

extension Headless.UICellAccessory {
  /// A disclosure chevron at the trailing edge, drawn `>`: the cell leads
  /// somewhere. A tap on it is a tap on the cell.
  ///
  /// - Parameters:
  ///   - displayed: When it shows. Default: always.
  ///   - options: How it looks.
  /// - Returns: The accessory.
  public static func disclosureIndicator(
    displayed: DisplayedState = .always,
    options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
  ) -> Self {
    Self(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden)
  }

  /// An info button at the trailing edge, drawn `(i)` (iOS 15.4).
  ///
  /// - Parameters:
  ///   - displayed: When it shows. Default: always.
  ///   - options: How it looks.
  ///   - actionHandler: What a tap runs.
  /// - Returns: The accessory.
  public static func detail(
    displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(.detail, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// A checkmark at the trailing edge, drawn `✓`. A tap on it is a tap on
  /// the cell.
  ///
  /// - Parameters:
  ///   - displayed: When it shows. Default: always.
  ///   - options: How it looks.
  /// - Returns: The accessory.
  public static func checkmark(
    displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
  ) -> Self {
    Self(.checkmark, displayed: displayed, isHidden: options.isHidden)
  }

  /// A delete control at the leading edge, drawn `(-)`.
  ///
  /// - Parameters:
  ///   - displayed: When it shows. Default: while editing.
  ///   - options: How it looks.
  ///   - actionHandler: What a tap runs (UIKit shows the swipe actions
  ///     when there is none; the host does nothing).
  /// - Returns: The accessory.
  public static func delete(
    displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(.delete, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// An insert control at the leading edge, drawn `(+)`.
  ///
  /// - Parameters:
  ///   - displayed: When it shows. Default: while editing.
  ///   - options: How it looks.
  ///   - actionHandler: What a tap runs.
  /// - Returns: The accessory.
  public static func insert(
    displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(.insert, displayed: displayed, isHidden: options.isHidden, actionHandler: actionHandler)
  }

  /// A reorder control at the trailing edge, drawn `≡`. A tap on it does
  /// nothing (it is dragged).
  ///
  /// - Parameters:
  ///   - displayed: When it shows. Default: while editing.
  ///   - options: How it looks.
  /// - Returns: The accessory.
  public static func reorder(
    displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
  ) -> Self {
    Self(.reorder, displayed: displayed, isHidden: options.isHidden)
  }

  /// A multiple-selection circle at the leading edge, drawn `○`, or `●`
  /// while the cell is selected. A tap on it is a tap on the cell.
  ///
  /// - Parameters:
  ///   - displayed: When it shows. Default: while editing.
  ///   - options: How it looks.
  /// - Returns: The accessory.
  public static func multiselect(
    displayed: DisplayedState = .whenEditing, options: MultiselectOptions = MultiselectOptions()
  ) -> Self {
    Self(.multiselect, displayed: displayed, isHidden: options.isHidden)
  }

  /// An outline disclosure at the trailing edge, drawn `▸`, or `▾` while the
  /// cell's item is expanded.
  ///
  /// A tap on it runs `actionHandler` when there is one, instead of
  /// expanding or collapsing (spec §5.3). With the
  /// ``OutlineDisclosureOptions/Style-swift.enum/header`` style a tap
  /// anywhere in the cell does the same, and the cell is not selectable.
  ///
  /// - Parameters:
  ///   - displayed: When it shows. Default: always.
  ///   - options: How it looks and what a tap toggles.
  ///   - actionHandler: What a tap runs instead of toggling.
  /// - Returns: The accessory.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always,
    options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
    actionHandler: ActionHandler? = nil
  ) -> Self {
    Self(
      .outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
      actionHandler: actionHandler, outlineStyle: options.style)
  }

  /// A text at the trailing edge, drawn as is. A tap on it is a tap on the cell.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - displayed: When it shows. Default: always.
  ///   - options: How it looks.
  /// - Returns: The accessory.
  public static func label(
    text: String, displayed: DisplayedState = .always, options: LabelOptions = LabelOptions()
  ) -> Self {
    Self(.label, displayed: displayed, isHidden: options.isHidden, text: text)
  }

  /// A view of your own, placed by its configuration's ``Placement``; drawn
  /// as the host draws the view (nothing for a view of an app's own class).
  /// A tap on it reaches its frontmost control, else the cell.
  ///
  /// - Parameter configuration: The view and where it goes.
  /// - Returns: The accessory.
  public static func customView(configuration: CustomViewConfiguration) -> Self {
    let displayed: DisplayedState
    switch configuration.placement {
    case .leading(let state, _), .trailing(let state, _): displayed = state
    }
    return Self(
      .customView(configuration.customView), displayed: displayed,
      isHidden: configuration.isHidden, placement: configuration.placement)
  }

  /// Where a custom accessory goes: UIKit's `UICellAccessory.Placement`.
  ///
  /// The ``Position`` closure gets the accessories already placed at that
  /// edge, left to right (the system's first, then the custom ones before
  /// this one in the array), and returns the index to insert at: the
  /// leading default, `{ $0.count }`, puts it innermost, after the
  /// system's; the trailing default, `{ _ in 0 }`, innermost too, before
  /// the system's. An index outside `0...count` is clamped.
  public enum Placement {
    /// Where among the edge's accessories, left to right, the accessory goes.
    public typealias Position = (_ accessories: [Headless.UICellAccessory]) -> Int

    /// At the leading edge.
    case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
    /// At the trailing edge.
    case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

    /// A position just before (left of) an accessory of the same type as
    /// `accessory`; at the end when there is none.
    ///
    /// - Parameter accessory: The accessory to go before.
    /// - Returns: The position.
    public static func position(before accessory: Headless.UICellAccessory) -> Position {
      let type = accessory.accessoryType
      return { accessories in
        accessories.firstIndex { $0.accessoryType == type } ?? accessories.count
      }
    }

    /// A position just after (right of) an accessory of the same type as
    /// `accessory`; at the end when there is none.
    ///
    /// - Parameter accessory: The accessory to go after.
    /// - Returns: The position.
    public static func position(after accessory: Headless.UICellAccessory) -> Position {
      let type = accessory.accessoryType
      return { accessories in
        accessories.firstIndex { $0.accessoryType == type }.map { $0 + 1 } ?? accessories.count
      }
    }
  }

  /// A custom accessory's view and placement: UIKit's
  /// `UICellAccessory.CustomViewConfiguration`.
  public struct CustomViewConfiguration {
    /// The view shown.
    public let customView: Headless.UIView

    /// Where it goes.
    public let placement: Placement

    /// Whether the accessory keeps its space but is not drawn and does
    /// nothing when tapped. Default: `false`.
    public var isHidden: Bool

    /// The width the accessory reserves. Default:
    /// ``Headless/UICellAccessory/LayoutDimension/standard``. Kept, not drawn.
    public var reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension

    /// The accessory's tint; `nil` for the cell's. Kept, not drawn.
    public var tintColor: Headless.UIColor?

    /// Whether the view keeps its size instead of being sized by the cell.
    /// Default: `false`. Kept, not drawn.
    public var maintainsFixedSize: Bool

    /// A configuration; a `nil` argument keeps the system's default.
    ///
    /// - Parameters:
    ///   - customView: The view.
    ///   - placement: Where it goes.
    ///   - isHidden: Whether it is hidden (default `false`).
    ///   - reservedLayoutWidth: The width reserved (default `.standard`).
    ///   - tintColor: The tint (default the cell's).
    ///   - maintainsFixedSize: Whether the view keeps its size (default `false`).
    public init(
      customView: Headless.UIView, placement: Placement, isHidden: Bool? = nil,
      reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension? = nil,
      tintColor: Headless.UIColor? = nil, maintainsFixedSize: Bool? = nil
    ) {
      self.customView = customView
      self.placement = placement
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.maintainsFixedSize = maintainsFixedSize ?? false
    }
  }
}
