import Foundation

extension Headless.UICellAccessory {
  /// How a disclosure indicator accessory looks: UIKit's `UICellAccessory.DisclosureIndicatorOptions`.
  public struct DisclosureIndicatorOptions {
    /// Whether the accessory keeps its space but is not drawn and does
    /// nothing when tapped. Default: `false`.
    public var isHidden: Bool

    /// The width the accessory reserves. Default: ``Headless/UICellAccessory/LayoutDimension/standard``.
    /// Kept, not drawn.
    public var reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension

    /// The accessory's tint; `nil` for the cell's. Kept, not drawn.
    public var tintColor: Headless.UIColor?

    /// Options; a `nil` argument keeps the system's default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the accessory is hidden (default `false`).
    ///   - reservedLayoutWidth: The width reserved (default `.standard`).
    ///   - tintColor: The tint (default the cell's).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension? = nil,
      tintColor: Headless.UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// How a detail (info) button accessory looks: UIKit's `UICellAccessory.DetailOptions`.
  public struct DetailOptions {
    /// Whether the accessory keeps its space but is not drawn and does
    /// nothing when tapped. Default: `false`.
    public var isHidden: Bool

    /// The width the accessory reserves. Default: ``Headless/UICellAccessory/LayoutDimension/standard``.
    /// Kept, not drawn.
    public var reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension

    /// The accessory's tint; `nil` for the cell's. Kept, not drawn.
    public var tintColor: Headless.UIColor?

    /// Options; a `nil` argument keeps the system's default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the accessory is hidden (default `false`).
    ///   - reservedLayoutWidth: The width reserved (default `.standard`).
    ///   - tintColor: The tint (default the cell's).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension? = nil,
      tintColor: Headless.UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// How a checkmark accessory looks: UIKit's `UICellAccessory.CheckmarkOptions`.
  public struct CheckmarkOptions {
    /// Whether the accessory keeps its space but is not drawn and does
    /// nothing when tapped. Default: `false`.
    public var isHidden: Bool

    /// The width the accessory reserves. Default: ``Headless/UICellAccessory/LayoutDimension/standard``.
    /// Kept, not drawn.
    public var reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension

    /// The accessory's tint; `nil` for the cell's. Kept, not drawn.
    public var tintColor: Headless.UIColor?

    /// Options; a `nil` argument keeps the system's default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the accessory is hidden (default `false`).
    ///   - reservedLayoutWidth: The width reserved (default `.standard`).
    ///   - tintColor: The tint (default the cell's).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension? = nil,
      tintColor: Headless.UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// How a delete control accessory looks: UIKit's `UICellAccessory.DeleteOptions`.
  public struct DeleteOptions {
    /// Whether the accessory keeps its space but is not drawn and does
    /// nothing when tapped. Default: `false`.
    public var isHidden: Bool

    /// The width the accessory reserves. Default: ``Headless/UICellAccessory/LayoutDimension/standard``.
    /// Kept, not drawn.
    public var reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension

    /// The accessory's tint; `nil` for the cell's. Kept, not drawn.
    public var tintColor: Headless.UIColor?

    /// The control's background colour; `nil` for the system's. Kept, not drawn.
    public var backgroundColor: Headless.UIColor?

    /// Options; a `nil` argument keeps the system's default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the accessory is hidden (default `false`).
    ///   - reservedLayoutWidth: The width reserved (default `.standard`).
    ///   - tintColor: The tint (default the cell's).
    ///   - backgroundColor: See ``backgroundColor`` (default `nil`).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension? = nil,
      tintColor: Headless.UIColor? = nil, backgroundColor: Headless.UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// How an insert control accessory looks: UIKit's `UICellAccessory.InsertOptions`.
  public struct InsertOptions {
    /// Whether the accessory keeps its space but is not drawn and does
    /// nothing when tapped. Default: `false`.
    public var isHidden: Bool

    /// The width the accessory reserves. Default: ``Headless/UICellAccessory/LayoutDimension/standard``.
    /// Kept, not drawn.
    public var reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension

    /// The accessory's tint; `nil` for the cell's. Kept, not drawn.
    public var tintColor: Headless.UIColor?

    /// The control's background colour; `nil` for the system's. Kept, not drawn.
    public var backgroundColor: Headless.UIColor?

    /// Options; a `nil` argument keeps the system's default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the accessory is hidden (default `false`).
    ///   - reservedLayoutWidth: The width reserved (default `.standard`).
    ///   - tintColor: The tint (default the cell's).
    ///   - backgroundColor: See ``backgroundColor`` (default `nil`).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension? = nil,
      tintColor: Headless.UIColor? = nil, backgroundColor: Headless.UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// How a reorder control accessory looks: UIKit's `UICellAccessory.ReorderOptions`.
  public struct ReorderOptions {
    /// Whether the accessory keeps its space but is not drawn and does
    /// nothing when tapped. Default: `false`.
    public var isHidden: Bool

    /// The width the accessory reserves. Default: ``Headless/UICellAccessory/LayoutDimension/standard``.
    /// Kept, not drawn.
    public var reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension

    /// The accessory's tint; `nil` for the cell's. Kept, not drawn.
    public var tintColor: Headless.UIColor?

    /// Whether a vertical separator shows beside the control. Default: `true`. Kept, not drawn.
    public var showsVerticalSeparator: Bool

    /// Options; a `nil` argument keeps the system's default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the accessory is hidden (default `false`).
    ///   - reservedLayoutWidth: The width reserved (default `.standard`).
    ///   - tintColor: The tint (default the cell's).
    ///   - showsVerticalSeparator: See ``showsVerticalSeparator`` (default `true`).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension? = nil,
      tintColor: Headless.UIColor? = nil, showsVerticalSeparator: Bool? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.showsVerticalSeparator = showsVerticalSeparator ?? true
    }
  }

  /// How a multiple-selection circle accessory looks: UIKit's `UICellAccessory.MultiselectOptions`.
  public struct MultiselectOptions {
    /// Whether the accessory keeps its space but is not drawn and does
    /// nothing when tapped. Default: `false`.
    public var isHidden: Bool

    /// The width the accessory reserves. Default: ``Headless/UICellAccessory/LayoutDimension/standard``.
    /// Kept, not drawn.
    public var reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension

    /// The accessory's tint; `nil` for the cell's. Kept, not drawn.
    public var tintColor: Headless.UIColor?

    /// The circle's background colour; `nil` for the system's. Kept, not drawn.
    public var backgroundColor: Headless.UIColor?

    /// Options; a `nil` argument keeps the system's default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the accessory is hidden (default `false`).
    ///   - reservedLayoutWidth: The width reserved (default `.standard`).
    ///   - tintColor: The tint (default the cell's).
    ///   - backgroundColor: See ``backgroundColor`` (default `nil`).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension? = nil,
      tintColor: Headless.UIColor? = nil, backgroundColor: Headless.UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
      self.backgroundColor = backgroundColor
    }
  }

  /// How a label accessory looks: UIKit's `UICellAccessory.LabelOptions`.
  public struct LabelOptions {
    /// Whether the accessory keeps its space but is not drawn and does
    /// nothing when tapped. Default: `false`.
    public var isHidden: Bool

    /// The width the accessory reserves. Default: ``Headless/UICellAccessory/LayoutDimension/standard``.
    /// Kept, not drawn.
    public var reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension

    /// The accessory's tint; `nil` for the cell's. Kept, not drawn.
    public var tintColor: Headless.UIColor?

    /// Options; a `nil` argument keeps the system's default.
    ///
    /// - Parameters:
    ///   - isHidden: Whether the accessory is hidden (default `false`).
    ///   - reservedLayoutWidth: The width reserved (default `.standard`).
    ///   - tintColor: The tint (default the cell's).
    public init(
      isHidden: Bool? = nil, reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension? = nil,
      tintColor: Headless.UIColor? = nil
    ) {
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }

  /// How an outline disclosure looks and acts: UIKit's
  /// `UICellAccessory.OutlineDisclosureOptions`.
  public struct OutlineDisclosureOptions {
    /// What a tap toggles (spec §4.2.6).
    public enum Style: Hashable, Sendable {
      /// ``header`` for a cell configured as its section's header (the first
      /// item of a list section whose `headerMode` is `.firstItemInSection`),
      /// else ``cell``.
      case automatic
      /// A tap anywhere in the cell toggles it; the cell is not selectable.
      case header
      /// Only a tap on the accessory toggles; a tap on the cell selects it.
      case cell
    }

    /// What a tap toggles. Default: ``Style-swift.enum/automatic``.
    public var style: Style

    /// Whether the accessory keeps its space but is not drawn and does
    /// nothing when tapped. Default: `false`.
    public var isHidden: Bool

    /// The width the accessory reserves. Default: ``Headless/UICellAccessory/LayoutDimension/standard``.
    /// Kept, not drawn.
    public var reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension

    /// The accessory's tint; `nil` for the cell's. Kept, not drawn.
    public var tintColor: Headless.UIColor?

    /// Options; a `nil` argument keeps the system's default.
    ///
    /// - Parameters:
    ///   - style: What a tap toggles (default `.automatic`).
    ///   - isHidden: Whether the accessory is hidden (default `false`).
    ///   - reservedLayoutWidth: The width reserved (default `.standard`).
    ///   - tintColor: The tint (default the cell's).
    public init(
      style: Style? = nil, isHidden: Bool? = nil,
      reservedLayoutWidth: Headless.UICellAccessory.LayoutDimension? = nil,
      tintColor: Headless.UIColor? = nil
    ) {
      self.style = style ?? .automatic
      self.isHidden = isHidden ?? false
      self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
      self.tintColor = tintColor
    }
  }
}
