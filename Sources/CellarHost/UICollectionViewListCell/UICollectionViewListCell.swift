import Foundation

extension Headless {
  /// A cell with list features: UIKit's `UICollectionViewListCell`,
  /// simulated headlessly.
  ///
  /// It adds to ``UICollectionViewCell`` the list styling of its section
  /// (``defaultContentConfiguration()``), indentation
  /// (``indentationLevel`` × ``indentationWidth``) and accessories
  /// (``accessories``) at its leading and trailing edges. Use it in any
  /// layout; in a list section (`UICollectionViewCompositionalLayout.list(using:)`)
  /// its default configuration follows the section's appearance.
  ///
  /// The collection view's text rendering draws a list cell as
  /// `[indent][leading accessories] content  [trailing accessories]`, the
  /// leading accessories after the indentation when ``indentsAccessories``
  /// (the default), before it otherwise:
  ///
  /// ```
  /// [(-) Inbox                ✓ >]
  /// [  (-) Archive            ≡ ▾]
  /// ```
  @MainActor
  open class UICollectionViewListCell: UICollectionViewCell {
    /// The storage of ``accessories``.
    private var storedAccessories: [UICellAccessory] = []

    /// The accessories shown at the cell's edges.
    ///
    /// System accessories go where the system puts them, whatever their
    /// order in the array (leading: delete, insert, multiselect; trailing,
    /// left to right: label, checkmark, detail, disclosure indicator,
    /// reorder, outline disclosure); custom ones where their
    /// ``UICellAccessory/Placement`` says, in array order, innermost by
    /// default (spec §4.2.2). Any number of custom accessories is allowed.
    ///
    /// - Note: Two system accessories of one type raise an exception, as
    ///   UIKit does (``UIKitException``, ``AccessoryError/duplicateSystemAccessory(_:)``);
    ///   the accessories then stay as they were.
    public var accessories: [UICellAccessory] {
      get { storedAccessories }
      set {
        UIKitException.raising {
          try Self.checkUnique(newValue)
          storedAccessories = newValue
        }
      }
    }

    /// The level the content is indented by. Default: 0.
    ///
    /// The indentation is ``indentationLevel`` × ``indentationWidth``
    /// points; the text rendering draws five points a column (the table's
    /// rule), at most the cell's width.
    open var indentationLevel = 0

    /// The width of one indentation level, in points. Default: 10, the
    /// host's own (UIKit does not document its default; the table cell's is
    /// 10). A negative, zero or non-finite width indents nothing.
    open var indentationWidth: CGFloat = 10

    /// Whether the indentation shifts the leading accessories too, not
    /// only the content. Default: `true`.
    open var indentsAccessories = true

    /// The list appearance of the section the cell was last dequeued for,
    /// set by the collection view; `nil` outside list sections.
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?

    /// Whether the cell's item is its section's header (the first item of a
    /// list section whose header mode is `.firstItemInSection`), set by the
    /// collection view when it dequeues the cell.
    var isSectionHeader = false

    /// Whether the collection view showing the cell is editing, set by the
    /// collection view: accessories show by it (``UICellAccessory/DisplayedState``).
    var isListEditing = false

    /// The cell's state: ``UICollectionViewCell/configurationState``'s,
    /// editing while its collection view is. The outline disclosure turns
    /// to `▾` while `isExpanded` is set: UIKit sets it from a diffable data
    /// source's section snapshot; a cell shown otherwise overrides this
    /// property to report its own.
    open override var configurationState: UICellConfigurationState {
      var state = super.configurationState
      state.isEditing = isListEditing
      return state
    }

    /// Takes its section's list appearance, whether it is the section's
    /// header item, and the view's editing state.
    override func takeListState(from view: UICollectionView, at indexPath: IndexPath) {
      let list =
        indexPath.count == 2 ? view.layout.listConfiguration(ofSection: indexPath[0]) : nil
      listAppearance = list?.appearance
      isSectionHeader = list?.headerMode == .firstItemInSection && indexPath[1] == 0
      isListEditing = view.isEditing
    }

    /// A list content configuration with the default styling for the cell's
    /// section, and no content: set its text and assign it to
    /// ``UICollectionViewCell/contentConfiguration``.
    ///
    /// In a sidebar section (`.sidebar`, `.sidebarPlain`) it is
    /// ``UIListContentConfiguration/sidebarCell()``; in any other section,
    /// and outside list sections, ``UIListContentConfiguration/cell()``
    /// (spec §4.2.5). The item a `.firstItemInSection` section makes its
    /// header gets header styling (spec §4.1.3), paired with the appearance
    /// as spec §4.3.1 pairs them: ``UIListContentConfiguration/sidebarHeader()``
    /// in `.sidebar`, ``UIListContentConfiguration/plainHeader()`` in
    /// `.plain` and `.sidebarPlain`, ``UIListContentConfiguration/groupedHeader()``
    /// in `.grouped` and `.insetGrouped`. The section is the one the cell
    /// was last dequeued for. Not overridable, as in UIKit (which declares
    /// it in an extension).
    ///
    /// - Returns: The configuration.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
      if isSectionHeader {
        switch listAppearance {
        case .sidebar: return .sidebarHeader()
        case .grouped, .insetGrouped: return .groupedHeader()
        default: return .plainHeader()
        }
      }
      switch listAppearance {
      case .sidebar, .sidebarPlain: return .sidebarCell()
      default: return .cell()
      }
    }

    /// Raises nothing when `accessories` has at most one system accessory
    /// of each type; else throws for the first type seen twice.
    private static func checkUnique(_ accessories: [UICellAccessory]) throws {
      var seen = Set<Int>()
      for accessory in accessories where accessory.accessoryType.systemRank >= 0 {
        guard seen.insert(accessory.accessoryType.systemRank).inserted else {
          throw AccessoryError.duplicateSystemAccessory(accessory.accessoryType.name)
        }
      }
    }

    /// The accessories shown at an edge, left to right.
    func placedAccessories(at edge: UICellAccessory.Edge) -> [UICellAccessory] {
      UICellAccessory.placed(storedAccessories, at: edge, editing: isListEditing)
    }

    /// The outline disclosure whose style makes a tap anywhere in the cell
    /// toggle it: shown, not hidden, with the
    /// ``UICellAccessory/OutlineDisclosureOptions/Style-swift.enum/header``
    /// style (or `.automatic` in a section header cell).
    var headerDisclosure: UICellAccessory? {
      placedAccessories(at: .trailing).first { accessory in
        guard accessory.accessoryType == .outlineDisclosure, !accessory.isHidden else {
          return false
        }
        switch accessory.outlineStyle {
        case .header: return true
        case .automatic: return isSectionHeader
        case .cell: return false
        }
      }
    }

    /// Draws the cell as one line at most `width` characters wide: the
    /// indentation, the leading accessories, the content (as
    /// ``UICollectionViewCell`` draws it), then the trailing accessories at
    /// the trailing edge, never cut off by long content.
    ///
    /// - Parameter width: The number of characters available.
    /// - Returns: The text, never longer than `width`.
    /// - Complexity: O(*a*² + *c*) for *a* accessories and *c* characters.
    open override func render(width: Int) -> String {
      let width = min(max(0, width), 4_096)
      let expanded = configurationState.isExpanded
      let glyphs = { (edge: UICellAccessory.Edge) in
        self.placedAccessories(at: edge)
          .map { $0.drawn(isSelected: self.isSelected, isExpanded: expanded) }
          .filter { !$0.isEmpty }.joined(separator: " ")
      }
      let leading = glyphs(.leading)
      let trailing = glyphs(.trailing)
      let indent = String(
        repeating: " ",
        count: Headless.indentColumns(
          level: indentationLevel, width: indentationWidth, limit: width))
      let marker = leading.isEmpty ? "" : leading + " "
      let prefix = indentsAccessories ? indent + marker : marker + indent
      let room = width - prefix.count - (trailing.isEmpty ? 0 : trailing.count + 2)
      var content = super.render(width: max(0, room))
      while content.last == " " { content.removeLast() }
      return UIListContentConfiguration.twoColumns(prefix + content, trailing, width: width)
    }

    /// A mistake in a list cell's accessories.
    ///
    /// UIKit documents that it throws an exception for a second system
    /// accessory of one type but not the exception's text: the reason here
    /// is the host's wording.
    public enum AccessoryError: Error, Hashable, Sendable, CustomStringConvertible, RaisedByUIKit {
      /// ``UICollectionViewListCell/accessories`` given two system
      /// accessories of one type (its name, such as `"checkmark"`).
      case duplicateSystemAccessory(String)

      /// The reason (the host's wording).
      public var description: String {
        switch self {
        case .duplicateSystemAccessory(let type):
          "Only one accessory of each system type is allowed; accessories contain more than one of type \(type)"
        }
      }
    }
  }
}
