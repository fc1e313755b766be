import Foundation

/// What a ``ListCell`` shows: a text, an optional secondary text below it,
/// and accessories at the trailing edge.
///
/// Content equality is field by field: an item whose text changes keeps its
/// identity and is reconfigured in place.
public struct ListContent: Hashable, Sendable {
  /// An accessory a ``ListCell`` shows at its trailing edge.
  public enum Accessory: Hashable, Sendable {
    /// A chevron: tapping the item shows more.
    case disclosureIndicator
    /// A checkmark.
    case checkmark
    /// A short text, such as a count.
    case label(String)
  }

  /// The text.
  public var text: String
  /// The secondary text, below the text; `nil` for none.
  public var secondaryText: String?
  /// The accessories, left to right at the trailing edge (the system
  /// places them in its own order).
  public var accessories: [Accessory]

  /// Creates list content.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - secondaryText: The secondary text. Default: none.
  ///   - accessories: The accessories. Default: none.
  public init(_ text: String, secondaryText: String? = nil, accessories: [Accessory] = []) {
    self.text = text
    self.secondaryText = secondaryText
    self.accessories = accessories
  }
}

/// A ready-made list cell (a `UICollectionViewListCell`) for a grid section
/// laid out as a list, so that a settings screen or a sidebar needs no cell
/// class: the section's default content configuration (a sidebar cell in
/// sidebar lists) with the content's text and accessories. In an outline it
/// indents, shows an outline disclosure that toggles its item, and reports
/// whether its item is expanded, so the disclosure turns on both platforms.
///
/// ```swift
/// GridSection(id: "general") {
///   Item<ListCell>(model: ListContent("About", accessories: [.disclosureIndicator]))
///   Item<ListCell>(model: ListContent("Storage", secondaryText: "42 GB free"))
/// }.layout(.list(.insetGrouped))
/// ```
public final class ListCell: UICollectionViewListCell, ConfigurableCollectionCell {
  /// Whether the cell's item shows its children, from the outline.
  private var isOutlineExpanded = false

  /// Shows the content.
  ///
  /// - Parameter content: The item's content.
  public func configure(_ content: ListContent) {
    var configuration = defaultContentConfiguration()
    configuration.text = content.text
    configuration.secondaryText = content.secondaryText
    contentConfiguration = configuration
    let outline = accessories.filter { $0.accessoryType == .outlineDisclosure }
    accessories =
      content.accessories.map { accessory in
        switch accessory {
        case .disclosureIndicator: .disclosureIndicator()
        case .checkmark: .checkmark()
        case .label(let text): .label(text: text)
        }
      } + outline
  }

  /// Indents the cell, shows the outline disclosure for an item with
  /// children, and keeps whether the item is expanded.
  ///
  /// - Parameter state: The item's place in the outline.
  public func configureOutline(_ state: OutlineState) {
    showOutline(state)
    isOutlineExpanded = state.isExpanded
  }

  /// The cell's state, expanded while its item shows its children.
  public override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state.isExpanded = isOutlineExpanded
    return state
  }

  /// Forgets the outline state; the grid tells the next item's.
  public override func prepareForReuse() {
    super.prepareForReuse()
    isOutlineExpanded = false
  }
}
