import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A 390 × 844 list view whose items are list cells (`"List"`), configured
/// by `configure` after the default configuration's text is set to the
/// index path (`"0.1"`); cells draw 30 columns wide.
@MainActor
private func makeListView(
  _ appearance: UICollectionLayoutListConfiguration.Appearance = .plain, counts: [Int] = [3],
  headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none,
  configure: @escaping @MainActor (UICollectionViewListCell, IndexPath) -> Void = { _, _ in }
) -> KeepingCollectionView {
  var list = UICollectionLayoutListConfiguration(appearance: appearance)
  list.headerMode = headerMode
  let source = GridSource(counts)
  source.makeCell = { view, indexPath in
    let cell = view.dequeueReusableCell(withReuseIdentifier: "List", for: indexPath)
    guard let listCell = cell as? UICollectionViewListCell else { return cell }
    var content = listCell.defaultContentConfiguration()
    content.text = "\(indexPath[0]).\(indexPath[1])"
    listCell.contentConfiguration = content
    configure(listCell, indexPath)
    return listCell
  }
  let view = makeKeepingView(UICollectionViewCompositionalLayout.list(using: list), source)
  view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
  view.renderCellWidth = 30
  view.layoutIfNeeded()
  return view
}

/// A weak reference to a view, for a handler the view keeps.
@MainActor
private final class WeakViewBox {
  weak var view: UICollectionView?
}

/// The visible list cell of an item.
@MainActor
private func listCell(_ view: UICollectionView, _ item: Int, _ section: Int = 0) throws
  -> UICollectionViewListCell
{
  try #require(
    view.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell)
}

/// A list cell not in a collection view, 30 columns of text with `accessories`.
@MainActor
private func drawn(
  _ accessories: [UICellAccessory], editing: Bool = false, text: String = "Text",
  _ adjust: (UICollectionViewListCell) -> Void = { _ in }
) -> String {
  let cell = UICollectionViewListCell()
  var content = cell.defaultContentConfiguration()
  content.text = text
  cell.contentConfiguration = content
  cell.accessories = accessories
  cell.isListEditing = editing
  adjust(cell)
  return cell.render(width: 30)
}

@MainActor
@Suite("List cell accessories (spec §4.2)")
struct ListCellAccessoryTests {
  @Test(
    "delete, insert, reorder, multiselect show while editing, the rest always; outline style is automatic (checklist 60)"
  )
  func displayedDefaults() {
    let editingOnly: [UICellAccessory] = [.delete(), .insert(), .reorder(), .multiselect()]
    let always: [UICellAccessory] = [
      .disclosureIndicator(), .outlineDisclosure(), .checkmark(), .label(text: "L"), .detail(),
      .customView(configuration: .init(customView: UILabel(), placement: .trailing())),
    ]
    #expect(editingOnly.allSatisfy { $0.displayed == .whenEditing })
    #expect(always.allSatisfy { $0.displayed == .always })
    #expect(UICellAccessory.OutlineDisclosureOptions().style == .automatic)
    #expect(UICellAccessory.outlineDisclosure().outlineStyle == .automatic)
    #expect(UICellAccessory.checkmark().accessoryType == .checkmark)
    #expect(UICellAccessory.delete(displayed: .always).displayed == .always)
  }

  @Test("options keep UIKit's defaults for nil arguments")
  func optionDefaults() {
    let reorder = UICellAccessory.ReorderOptions()
    #expect(!reorder.isHidden && reorder.showsVerticalSeparator && reorder.tintColor == nil)
    guard case .standard = reorder.reservedLayoutWidth else {
      Issue.record("reserved width is not .standard")
      return
    }
    let delete = UICellAccessory.DeleteOptions(isHidden: true, reservedLayoutWidth: .custom(20))
    #expect(delete.isHidden && delete.backgroundColor == nil)
    guard case .custom(20) = delete.reservedLayoutWidth else {
      Issue.record("reserved width is not .custom(20)")
      return
    }
    let custom = UICellAccessory.CustomViewConfiguration(
      customView: UILabel(), placement: .leading())
    #expect(!custom.isHidden && !custom.maintainsFixedSize)
    #expect(UICellAccessory.OutlineDisclosureOptions(style: .header).style == .header)
  }

  @Test(
    "a second system accessory of one type raises and changes nothing; custom ones may repeat (checklist 59)"
  )
  func duplicateRaises() {
    let cell = UICollectionViewListCell()
    cell.accessories = [.disclosureIndicator()]
    let exception = UIKitException.catching {
      cell.accessories = [.checkmark(), .delete(), .checkmark(options: .init(isHidden: true))]
    }
    #expect(
      exception == UICollectionViewListCell.AccessoryError.duplicateSystemAccessory("checkmark"))
    #expect(cell.accessories.map(\.accessoryType) == [.disclosureIndicator])
    let custom = {
      UICellAccessory.customView(
        configuration: .init(customView: UILabel(), placement: .trailing()))
    }
    #expect(
      UIKitException.catching { cell.accessories = [custom(), custom(), .checkmark()] } == nil)
    #expect(cell.accessories.count == 3)
  }

  @Test("system accessories go where the system puts them, whatever the array's order (§4.2.2)")
  func systemPlacement() {
    let all: [UICellAccessory] = [
      .outlineDisclosure(), .reorder(), .disclosureIndicator(), .checkmark(), .label(text: "9"),
      .multiselect(), .insert(), .delete(), .detail(),
    ]
    #expect(drawn(all, editing: true, text: "T") == "(-) (+) ○ T      9 ✓ (i) > ≡ ▸")
    #expect(drawn(all.reversed(), editing: true, text: "T") == "(-) (+) ○ T      9 ✓ (i) > ≡ ▸")
    #expect(drawn(all, editing: false, text: "T") == "T                  9 ✓ (i) > ▸")
  }

  @Test("custom accessories go by their placement, in array order, innermost by default")
  func customPlacement() {
    let mark = UILabel()
    mark.text = "*"
    let star = UILabel()
    star.text = "$"
    let first = UICellAccessory.customView(
      configuration: .init(customView: mark, placement: .trailing()))
    let after = UICellAccessory.customView(
      configuration: .init(
        customView: star,
        placement: .trailing(at: UICellAccessory.Placement.position(after: .checkmark()))))
    #expect(
      drawn([.checkmark(), .disclosureIndicator(), first]) == "Text                     * ✓ >")
    #expect(
      drawn([.checkmark(), .disclosureIndicator(), first, after])
        == "Text                   * ✓ $ >")
    let leading = UICellAccessory.customView(
      configuration: .init(customView: star, placement: .leading(at: { _ in -7 })))
    #expect(drawn([.delete(displayed: .always), leading]) == "$ (-) Text")
    let beyond = UICellAccessory.customView(
      configuration: .init(customView: star, placement: .leading(at: { _ in .max })))
    #expect(drawn([.delete(displayed: .always), beyond]) == "(-) $ Text")
    let editingOnly = UICellAccessory.customView(
      configuration: .init(customView: star, placement: .leading(displayed: .whenEditing)))
    #expect(drawn([editingOnly]) == "Text")
    #expect(drawn([editingOnly], editing: true) == "$ Text")
  }

  @Test("a hidden accessory keeps its space but is not drawn (§4.2.3)")
  func hiddenKeepsSpace() {
    let hidden: [UICellAccessory] = [
      .checkmark(options: .init(isHidden: true)), .disclosureIndicator(),
    ]
    #expect(drawn(hidden) == "Text                         >")
    #expect(drawn([.delete(displayed: .always, options: .init(isHidden: true))]) == "    Text")
    let labelled: [UICellAccessory] = [
      .label(text: "L"), .checkmark(options: .init(isHidden: true)), .disclosureIndicator(),
    ]
    #expect(drawn(labelled).hasSuffix("  L   >"))
    #expect(drawn(labelled.filter { $0.accessoryType != .checkmark }).hasSuffix("  L >"))
  }

  @Test(
    "indentation is level × width, and shifts leading accessories unless told not to (checklist 61)"
  )
  func indentation() {
    let cell = UICollectionViewListCell()
    #expect(cell.indentationLevel == 0 && cell.indentationWidth == 10 && cell.indentsAccessories)
    let accessories: [UICellAccessory] = [.delete(displayed: .always), .outlineDisclosure()]
    #expect(drawn(accessories) { $0.indentationLevel = 2 } == "    (-) Text                 ▸")
    #expect(
      drawn(accessories) {
        $0.indentationLevel = 2
        $0.indentsAccessories = false
      } == "(-)     Text                 ▸")
    #expect(
      drawn(accessories) {
        $0.indentationLevel = 1
        $0.indentationWidth = 25
      } == "     (-) Text                ▸")
  }

  @Test(
    "hostile indentation draws nothing or fills the width, never more",
    arguments: [
      (-3, 10.0), (2, -10.0), (2, .nan), (2, .infinity), (Int.max, 10.0),
      (Int.max, .greatestFiniteMagnitude),
      (Int.min, 10.0),
    ] as [(Int, CGFloat)])
  func hostileIndentation(level: Int, width: CGFloat) {
    let line = drawn([.checkmark()]) {
      $0.indentationLevel = level
      $0.indentationWidth = width
    }
    #expect(line.count <= 30)
    #expect(line.hasSuffix("✓"))
    let cell = UICollectionViewListCell()
    cell.indentationLevel = level
    cell.indentationWidth = width
    #expect(cell.render(width: -5) == "")
    #expect(cell.render(width: .max).count <= 4_096)
  }

  @Test("a multiselect circle fills while selected; an outline disclosure turns while expanded")
  func stateGlyphs() {
    #expect(drawn([.multiselect(displayed: .always)]) == "○ Text")
    #expect(drawn([.multiselect(displayed: .always)]) { $0.isSelected = true } == "● Text")
    #expect(drawn([.outlineDisclosure()]) == "Text                         ▸")
    // A cell reports its expansion by overriding configurationState.
    let cell = ExpandedListCell()
    var content = cell.defaultContentConfiguration()
    content.text = "Text"
    cell.contentConfiguration = content
    cell.accessories = [.outlineDisclosure()]
    #expect(cell.render(width: 30) == "Text                         ▾")
    #expect(cell.configurationState.isExpanded)
  }

  @Test(
    "accessory types are equal by case, custom views by identity; positions of absent accessories are the end"
  )
  func typesAndPositions() {
    let view = UILabel()
    let types: Set<UICellAccessory.AccessoryType> = [
      .checkmark, .checkmark, .customView(view), .customView(view), .customView(UILabel()), .detail,
    ]
    #expect(types.count == 4)
    #expect(UICellAccessory.AccessoryType.customView(view) != .label)
    let placed: [UICellAccessory] = [.checkmark(), .disclosureIndicator()]
    #expect(UICellAccessory.Placement.position(before: .disclosureIndicator())(placed) == 1)
    #expect(UICellAccessory.Placement.position(after: .disclosureIndicator())(placed) == 2)
    #expect(UICellAccessory.Placement.position(before: .reorder())(placed) == 2)
    #expect(UICellAccessory.Placement.position(after: .reorder())([]) == 0)
  }

  @Test("a label accessory draws its text on one line; a long text is cut, the accessories kept")
  func labels() {
    #expect(drawn([.label(text: "a\nb")]) == "Text                       a b")
    #expect(
      drawn([.checkmark()], text: String(repeating: "x", count: 50)) == String(
        repeating: "x", count: 27) + "  ✓".suffix(3))
  }
}

@MainActor
@Suite("List cells in a collection view (spec §4.2, §5.3)")
struct ListCellCollectionTests {
  @Test(
    "the default content configuration follows the section's appearance (§4.2.5)",
    arguments: [
      (UICollectionLayoutListConfiguration.Appearance.plain, false), (.grouped, false),
      (.insetGrouped, false),
      (.sidebar, true), (.sidebarPlain, true),
    ])
  func defaultConfiguration(
    appearance: UICollectionLayoutListConfiguration.Appearance, isSidebar: Bool
  ) throws {
    let view = makeListView(appearance)
    let cell = try listCell(view, 1)
    let expected: UIListContentConfiguration = isSidebar ? .sidebarCell() : .cell()
    #expect(cell.defaultContentConfiguration() == expected)
    #expect(UICollectionViewListCell().defaultContentConfiguration() == .cell())
  }

  @Test("header() and footer() are list configurations of their own")
  func headerFooter() {
    #expect(UIListContentConfiguration.header() != .plainHeader())
    #expect(UIListContentConfiguration.footer() != .plainFooter())
    #expect(UIListContentConfiguration.header().text == nil)
  }

  @Test("isEditing shows the editing accessories on visible cells and on cells dequeued later")
  func editing() throws {
    let view = makeListView(counts: [2]) { cell, _ in
      cell.accessories = [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
    }
    #expect(!view.isEditing)
    #expect(view.render() == "[0.0                          >]\n[0.1                          >]")
    view.isEditing = true
    #expect(view.render() == "[(-) 0.0                      ≡]\n[(-) 0.1                      ≡]")
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.render() == "[(-) 0.0                      ≡]\n[(-) 0.1                      ≡]")
    view.isEditing = false
    #expect(try listCell(view, 0).render(width: 10) == "0.0      >")
  }

  @Test("tapAccessory runs the accessory's handler, which replaces toggling (checklist 71)")
  func tapRunsHandler() throws {
    var runs: [String] = []
    let view = makeListView { cell, indexPath in
      cell.accessories = [
        .outlineDisclosure(actionHandler: { runs.append("outline \(indexPath[1])") }),
        .delete(displayed: .always, actionHandler: { runs.append("delete \(indexPath[1])") }),
        .checkmark(), .reorder(displayed: .always),
      ]
    }
    #expect(try view.tapAccessory(.outlineDisclosure, at: IndexPath(item: 1, section: 0)))
    #expect(try view.tapAccessory(.delete, at: IndexPath(item: 2, section: 0)))
    #expect(runs == ["outline 1", "delete 2"])
    #expect(try !view.tapAccessory(.reorder, at: IndexPath(item: 0, section: 0)))
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(try !view.tapAccessory(.checkmark, at: IndexPath(item: 0, section: 0)))
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(try listCell(view, 1).render(width: 30).hasSuffix("▸"))
  }

  @Test("a hidden accessory does nothing when tapped")
  func hiddenDoesNothing() throws {
    var runs = 0
    let view = makeListView { cell, _ in
      cell.accessories = [
        .outlineDisclosure(options: .init(isHidden: true), actionHandler: { runs += 1 })
      ]
    }
    #expect(try !view.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0)))
    #expect(runs == 0)
  }

  @Test("tapAccessory throws for a missing item, a plain cell, a missing or undisplayed accessory")
  func tapErrors() throws {
    let view = makeListView { cell, indexPath in
      if indexPath[1] == 0 { cell.accessories = [.delete()] }
    }
    #expect(
      throws: UICollectionView.SelectionError.invalidTapIndexPath(IndexPath(item: 9, section: 0))
    ) {
      try view.tapAccessory(.delete, at: IndexPath(item: 9, section: 0))
    }
    #expect(
      throws: UICollectionView.AccessoryTapError.accessoryNotDisplayed(
        "delete", IndexPath(item: 0, section: 0))
    ) {
      try view.tapAccessory(.delete, at: IndexPath(item: 0, section: 0))
    }
    #expect(
      throws: UICollectionView.AccessoryTapError.noAccessory(
        "delete", IndexPath(item: 1, section: 0))
    ) {
      try view.tapAccessory(.delete, at: IndexPath(item: 1, section: 0))
    }
    let plain = makeKeepingView(
      UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)), GridSource([1]))
    plain.layoutIfNeeded()
    #expect(
      throws: UICollectionView.AccessoryTapError.noVisibleListCell(IndexPath(item: 0, section: 0))
    ) {
      try plain.tapAccessory(.checkmark, at: IndexPath(item: 0, section: 0))
    }
  }

  @Test(
    "a tap on a row whose disclosure has the header style runs the handler and does not select (checklist 73)"
  )
  func headerStyleRow() throws {
    var runs: [Int] = []
    let view = makeListView { cell, indexPath in
      let style: UICellAccessory.OutlineDisclosureOptions.Style =
        indexPath[1] == 0 ? .header : .cell
      cell.accessories = [
        .outlineDisclosure(
          options: .init(style: style), actionHandler: { runs.append(indexPath[1]) })
      ]
    }
    try view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(runs == [0])
    #expect(view.indexPathsForSelectedItems == nil)
    try view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(runs == [0])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test("an automatic disclosure acts as a header in the first item of a first-item-header section")
  func automaticStyle() throws {
    var runs: [Int] = []
    let view = makeListView(headerMode: .firstItemInSection) { cell, indexPath in
      cell.accessories = [.outlineDisclosure(actionHandler: { runs.append(indexPath[1]) })]
    }
    try view.tapItem(at: IndexPath(item: 0, section: 0))
    try view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(runs == [0])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test("a handler may change the cell's accessories or reload the view from inside itself")
  func hostileHandlers() throws {
    let view = makeListView(counts: [2]) { cell, _ in
      weak let weakCell = cell
      cell.accessories = [
        .outlineDisclosure(actionHandler: { weakCell?.accessories = [.checkmark(), .checkmark()] }),
        .detail(actionHandler: { weakCell?.accessories = [] }),
      ]
    }
    let exception = UIKitException.catching {
      _ = try? view.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0))
    }
    #expect(
      exception == UICollectionViewListCell.AccessoryError.duplicateSystemAccessory("checkmark"))
    #expect(try listCell(view, 0).accessories.count == 2)
    #expect(try view.tapAccessory(.detail, at: IndexPath(item: 0, section: 0)))
    #expect(try listCell(view, 0).accessories.isEmpty)

    // The handler holds the view weakly, through a box the view's source keeps.
    let box = WeakViewBox()
    var reloads = 0
    let reloading = makeListView(counts: [2]) { cell, _ in
      cell.accessories = [
        .delete(
          displayed: .always,
          actionHandler: {
            reloads += 1
            box.view?.reloadData()
            box.view?.layoutIfNeeded()
          })
      ]
    }
    box.view = reloading
    #expect(try reloading.tapAccessory(.delete, at: IndexPath(item: 1, section: 0)))
    reloading.layoutIfNeeded()
    #expect(reloads == 1)
    #expect(try reloading.tapAccessory(.delete, at: IndexPath(item: 1, section: 0)))
    #expect(reloads == 2)
    #expect(
      reloading.render() == "[(-) 0.0                       ]\n[(-) 0.1                       ]")
  }

  @Test(
    "while editing, a tap selects only with allowsSelectionDuringEditing; the multiselect circle follows"
  )
  func selectionDuringEditing() throws {
    let view = makeListView(counts: [2]) { cell, _ in cell.accessories = [.multiselect()] }
    #expect(!view.allowsSelectionDuringEditing && !view.allowsMultipleSelectionDuringEditing)
    view.isEditing = true
    try view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(view.indexPathsForSelectedItems == nil)
    view.allowsSelectionDuringEditing = true
    view.allowsMultipleSelectionDuringEditing = true
    try view.tapAccessory(.multiselect, at: IndexPath(item: 0, section: 0))
    try view.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(view.indexPathsForSelectedItems?.count == 2)
    #expect(try listCell(view, 0).render(width: 30).hasPrefix("● 0.0"))
    try view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(try listCell(view, 0).render(width: 30).hasPrefix("○ 0.0"))
    view.isEditing = false
    try view.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test("a custom accessory's tap reaches its control; a label's is a tap on the item")
  func customAndLabelTaps() throws {
    var taps = 0
    let view = makeListView(counts: [2]) { cell, _ in
      let toggle = UISwitch()
      toggle.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
      cell.accessories = [
        .customView(configuration: .init(customView: toggle, placement: .trailing())),
        .label(text: "7"),
      ]
    }
    let toggle = try #require(try listCell(view, 0).accessories.first?.accessoryType)
    #expect(try !view.tapAccessory(toggle, at: IndexPath(item: 0, section: 0)))
    #expect(taps == 1)
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(
      throws: UICollectionView.AccessoryTapError.noAccessory(
        "customView", IndexPath(item: 1, section: 0))
    ) {
      try view.tapAccessory(toggle, at: IndexPath(item: 1, section: 0))
    }
    try view.tapAccessory(.label, at: IndexPath(item: 1, section: 0))
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
  }

  @Test(
    "a first-item header gets the header styling its appearance pairs with (§4.1.3, §4.3.1)",
    arguments: [
      (
        UICollectionLayoutListConfiguration.Appearance.plain,
        UIListContentConfiguration.plainHeader()
      ),
      (.grouped, .groupedHeader()), (.insetGrouped, .groupedHeader()),
      (.sidebar, .sidebarHeader()), (.sidebarPlain, .plainHeader()),
    ])
  func firstItemHeaderStyling(
    appearance: UICollectionLayoutListConfiguration.Appearance,
    header: UIListContentConfiguration
  ) throws {
    let view = makeListView(appearance, counts: [2], headerMode: .firstItemInSection)
    var expected = header
    expected.text = "0.0"
    #expect(try listCell(view, 0).contentConfiguration as? UIListContentConfiguration == expected)
    let row: UIListContentConfiguration =
      appearance == .sidebar || appearance == .sidebarPlain ? .sidebarCell() : .cell()
    #expect(try listCell(view, 1).defaultContentConfiguration() == row)
    // Without the header mode, item 0 is a row like the others.
    let plain = makeListView(appearance, counts: [2])
    #expect(try listCell(plain, 0).defaultContentConfiguration() == row)
  }

  @Test("a header item moved off item 0 by a batch is no longer its section's header")
  func movedHeaderLosesHeaderState() throws {
    let view = makeListView(.sidebar, counts: [2], headerMode: .firstItemInSection)
    let header = try listCell(view, 0)
    #expect(header.isSectionHeader)
    let source = try #require((view as KeepingCollectionView).kept)
    source.counts = [3]
    view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
    view.layoutIfNeeded()
    #expect(try listCell(view, 1) === header)
    #expect(!header.isSectionHeader)
    #expect(header.defaultContentConfiguration() == .sidebarCell())
    #expect(try listCell(view, 0).isSectionHeader)
  }

  @Test("a reconfigured cell keeps its section's styling")
  func reconfigure() throws {
    let view = makeListView(.sidebar, counts: [2])
    let cell = try listCell(view, 1)
    view.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
    view.layoutIfNeeded()
    #expect(try listCell(view, 1) === cell)
    #expect(cell.defaultContentConfiguration() == .sidebarCell())
  }

  @Test(
    "a cell reconfigured in a batch that inserts a section before it takes its new section's list styling"
  )
  func reconfigureAcrossSectionInsert() throws {
    // Section 0 is a plain list; every later section a sidebar whose first
    // item is its header. The view starts with one (plain) section.
    let layout = UICollectionViewCompositionalLayout { index, environment in
      var list = UICollectionLayoutListConfiguration(appearance: index == 0 ? .plain : .sidebar)
      list.headerMode = index == 0 ? .none : .firstItemInSection
      return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
    }
    let source = GridSource([3])
    source.makeCell = { view, indexPath in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "List", for: indexPath)
      guard let listCell = cell as? UICollectionViewListCell else { return cell }
      var content = listCell.defaultContentConfiguration()
      content.text = "\(indexPath[0]).\(indexPath[1])"
      listCell.contentConfiguration = content
      return listCell
    }
    let view = makeKeepingView(layout, source)
    view.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "List")
    view.layoutIfNeeded()
    let first = try listCell(view, 0)
    let second = try listCell(view, 1)
    #expect(first.defaultContentConfiguration() == .cell() && !first.isSectionHeader)
    // One batch: a new section 0; the old one becomes section 1 (a sidebar),
    // and its first two items (index paths before the update) are reconfigured.
    source.counts = [1, 3]
    view.performBatchUpdates {
      view.insertSections(IndexSet(integer: 0))
      view.reconfigureItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }
    view.layoutIfNeeded()
    #expect(try listCell(view, 0, 1) === first)
    #expect(try listCell(view, 1, 1) === second)
    // Styled for section 1, a sidebar: item 0 is its header, item 1 is not.
    #expect(first.defaultContentConfiguration() == .sidebarHeader())
    #expect(second.defaultContentConfiguration() == .sidebarCell())
    var expected = UIListContentConfiguration.sidebarCell()
    expected.text = "1.1"
    #expect(second.contentConfiguration as? UIListContentConfiguration == expected)
    #expect(first.isSectionHeader)
    #expect(!second.isSectionHeader)
    // The new section 0 is plain.
    #expect(try listCell(view, 0, 0).defaultContentConfiguration() == .cell())
  }

  @Test("the view draws list cells with their indentation and accessories")
  func snapshot() {
    let view = makeListView(counts: [3]) { cell, indexPath in
      cell.indentationLevel = indexPath[1]
      switch indexPath[1] {
      case 0: cell.accessories = [.outlineDisclosure(), .label(text: "12")]
      case 1: cell.accessories = [.checkmark(), .disclosureIndicator()]
      default: cell.accessories = [.multiselect(displayed: .always)]
      }
    }
    view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
    #expect(
      view.render() == """
        [0.0                       12 ▸]
        [  0.1                      ✓ >]
        [    ● 0.2                     ]
        """)
  }
}

/// A list cell that reports itself expanded, as a cell shown without a
/// diffable data source does.
final class ExpandedListCell: UICollectionViewListCell {
  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state.isExpanded = true
    return state
  }
}
