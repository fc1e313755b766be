import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

// The "Outline" and sidebar samples of Apple's "Implementing Modern
// Collection Views", rebuilt on the host: a `.sidebar` list of list cells
// whose parents carry an outline disclosure, and a `.sidebar` list whose
// first item in each section is its header (`.firstItemInSection`). The
// host has no diffable section snapshots yet, so the data source expands
// and collapses by inserting and deleting the children in one batch, then
// reconfiguring the parent (the simulation spec §5.3 describes). Frames are
// worked out from the spec's list rules (§4.1.7: one full-width row a
// group, estimated 44 points, §3.8 B: a one-line row measures 44) and,
// where the spec is silent, the host's documented metrics
// (`Headless.ListMetrics`: sidebar insets 0, 10, 0, 10), never read back.

/// A node of a sample's menu: a title and its children.
private struct MenuNode {
  var title: String
  var children: [MenuNode] = []
}

/// The Outline sample's menu (the sample's `menuItems`, abridged; every
/// title unique).
private let outlineMenu: [MenuNode] = [
  MenuNode(
    title: "Compositional Layout",
    children: [
      MenuNode(
        title: "Getting Started",
        children: [
          MenuNode(title: "Grid"), MenuNode(title: "Inset Items Grid"),
          MenuNode(title: "Two-Column Grid"),
          MenuNode(
            title: "Per-Section Layout",
            children: [MenuNode(title: "Distinct Sections"), MenuNode(title: "Adaptive Sections")]),
        ]),
      MenuNode(
        title: "Advanced Layouts",
        children: [MenuNode(title: "Nested Groups"), MenuNode(title: "Item Badges")]),
      MenuNode(title: "Conference App", children: [MenuNode(title: "Conference Videos")]),
    ]),
  MenuNode(
    title: "Diffable Data Source",
    children: [MenuNode(title: "Mountains Search"), MenuNode(title: "Settings: Wi-Fi")]),
  MenuNode(
    title: "Lists",
    children: [MenuNode(title: "Simple List"), MenuNode(title: "List Appearances")]),
  MenuNode(title: "Outlines", children: [MenuNode(title: "Emoji Explorer")]),
  MenuNode(title: "Cell Configurations", children: [MenuNode(title: "Custom Configurations")]),
]

/// The sidebar sample's sections: each one root, the section's header item,
/// whose children are the section's rows.
private let sidebarMenu: [MenuNode] = [
  MenuNode(
    title: "Smileys", children: ["Grin", "Wink", "Smile"].map { MenuNode(title: $0) }),
  MenuNode(title: "Nature", children: ["Tree", "Leaf"].map { MenuNode(title: $0) }),
]

/// A row of an outline as shown: its node's title, depth and whether it has
/// children.
private struct OutlineRow: Equatable {
  var title: String
  var level: Int
  var hasChildren: Bool
}

/// The outline a data source shows: the menu of each section and the
/// titles expanded. A disclosure's handler calls ``toggle(_:section:)``,
/// which updates the counts and sends the batch.
@MainActor
private final class OutlineModel {
  let sections: [[MenuNode]]
  var expanded: Set<String>
  /// The titles toggled, in order.
  var toggles: [String] = []
  weak var view: UICollectionView?
  weak var source: GridSource?

  init(_ sections: [[MenuNode]], expanded: Set<String> = []) {
    self.sections = sections
    self.expanded = expanded
  }

  /// The rows of a section: the nodes whose ancestors are all expanded,
  /// depth first.
  func rows(_ section: Int) -> [OutlineRow] {
    var rows: [OutlineRow] = []
    func visit(_ node: MenuNode, level: Int) {
      rows.append(OutlineRow(title: node.title, level: level, hasChildren: !node.children.isEmpty))
      guard expanded.contains(node.title) else { return }
      for child in node.children { visit(child, level: level + 1) }
    }
    for node in sections[section] { visit(node, level: 0) }
    return rows
  }

  var counts: [Int] { sections.indices.map { rows($0).count } }

  /// Expands or collapses `title`: one batch inserting (or deleting) the
  /// descendants that show (or hide), right after the parent, then a
  /// reconfigure of the parent so that its disclosure turns.
  func toggle(_ title: String, section: Int) {
    toggles.append(title)
    let before = rows(section).map(\.title)
    if expanded.remove(title) == nil { expanded.insert(title) }
    let after = rows(section).map(\.title)
    source?.counts = counts
    guard let view, let parent = before.firstIndex(of: title) else { return }
    let paths = { (titles: [String], others: [String]) in
      titles.indices.filter { !others.contains(titles[$0]) }.map {
        IndexPath(item: $0, section: section)
      }
    }
    view.performBatchUpdates {
      if after.count > before.count {
        view.insertItems(at: paths(after, before))
      } else {
        view.deleteItems(at: paths(before, after))
      }
    }
    view.reconfigureItems(at: [IndexPath(item: parent, section: section)])
  }
}

/// A list cell that reports the expansion its data source gives it, as a
/// cell shown without a diffable data source does (the host's
/// `UICollectionViewListCell.configurationState` documents this override).
private final class OutlineCell: UICollectionViewListCell {
  var isExpandedRow = false

  override var configurationState: UICellConfigurationState {
    var state = super.configurationState
    state.isExpanded = isExpandedRow
    return state
  }
}

/// A 390 × 844 view on a `.sidebar` list (`headerMode` as given) showing
/// `model`: list cells with the default configuration's text, indented by
/// level; parents get an outline disclosure (`style(row)`) that toggles
/// them. Cells draw 30 columns wide.
@MainActor
private func makeOutlineView(
  _ model: OutlineModel,
  headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none,
  style: @escaping (OutlineRow) -> UICellAccessory.OutlineDisclosureOptions.Style
) -> KeepingCollectionView {
  var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
  configuration.headerMode = headerMode
  let source = GridSource(model.counts)
  // The source keeps the model (which holds the view and the source weakly).
  source.makeCell = { view, path in
    let cell = view.dequeueReusableCell(withReuseIdentifier: "Outline", for: path)
    guard let listCell = cell as? OutlineCell else { return cell }
    let row = model.rows(path[0])[path[1]]
    var content = listCell.defaultContentConfiguration()
    content.text = row.title
    listCell.contentConfiguration = content
    listCell.indentationLevel = row.level
    listCell.isExpandedRow = model.expanded.contains(row.title)
    listCell.accessories = []
    if row.hasChildren {
      let section = path[0]
      listCell.accessories = [
        .outlineDisclosure(
          options: .init(style: style(row)),
          actionHandler: { [weak model] in model?.toggle(row.title, section: section) })
      ]
    }
    return listCell
  }
  let view = makeKeepingView(UICollectionViewCompositionalLayout.list(using: configuration), source)
  view.register(OutlineCell.self, forCellWithReuseIdentifier: "Outline")
  view.renderCellWidth = 30
  model.view = view
  model.source = source
  view.layoutIfNeeded()
  return view
}

/// The Outline sample: top-level containers in `.header` style, nested
/// ones in `.cell` style.
@MainActor
private func outlineSample(expanded: Set<String> = []) -> (KeepingCollectionView, OutlineModel) {
  let model = OutlineModel([outlineMenu], expanded: expanded)
  let view = makeOutlineView(model) { $0.level == 0 ? .header : .cell }
  return (view, model)
}

/// The sidebar sample: the first item of each section is its header, with
/// an automatic disclosure; both sections expanded.
@MainActor
private func sidebarSample() -> (KeepingCollectionView, OutlineModel) {
  let model = OutlineModel(sidebarMenu.map { [$0] }, expanded: ["Smileys", "Nature"])
  let view = makeOutlineView(model, headerMode: .firstItemInSection) { _ in .automatic }
  return (view, model)
}

@MainActor
private func frame(_ view: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
  view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
    .frame
}

@MainActor
private func outlineCell(_ view: UICollectionView, _ item: Int, section: Int = 0) throws
  -> OutlineCell
{
  try #require(view.cellForItem(at: IndexPath(item: item, section: section)) as? OutlineCell)
}

/// A sidebar row: inset 10 across (`ListMetrics.sectionInsets(.sidebar)`,
/// the host's; the spec gives no sidebar metrics), 44 tall (§3.8 B).
private func sidebarRow(_ index: Int, top: CGFloat = 0) -> CGRect {
  CGRect(x: 10, y: top + 44 * CGFloat(index), width: 370, height: 44)
}

@MainActor
@Suite(
  "Apple's \"Implementing Modern Collection Views\" outline and sidebar on the host (spec §4, §5.3)"
)
struct AppleSampleOutlineTests {
  @Test("Outline: five collapsed containers, 44-point sidebar rows inset 10 across (checklist 58)")
  func outlineCollapsed() throws {
    let (view, _) = outlineSample()
    // The host's sidebar metrics (spec silent): insets 0, 10, 0, 10.
    #expect(
      Headless.ListMetrics.sectionInsets(.sidebar)
        == .init(top: 0, leading: 10, bottom: 0, trailing: 10))
    for item in 0..<5 { #expect(frame(view, item) == sidebarRow(item)) }
    #expect(frame(view, 5) == nil)
    #expect(view.contentSize == CGSize(width: 390, height: 5 * 44))
    // No supplementary header: the outline's headers are its rows.
    #expect(
      view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        == nil)
    #expect(
      view.render() == """
        [Compositional Layout         ▸]
        [Diffable Data Source         ▸]
        [Lists                        ▸]
        [Outlines                     ▸]
        [Cell Configurations          ▸]
        """)
    // A sidebar section's cells get the sidebar cell configuration (§4.2.5,
    // §4.3.1), whatever their row.
    let cell = try outlineCell(view, 2)
    #expect(cell.defaultContentConfiguration() == .sidebarCell())
    var content = UIListContentConfiguration.sidebarCell()
    content.text = "Lists"
    #expect(cell.contentConfiguration as? UIListContentConfiguration == content)
    #expect(cell.accessories.map(\.outlineStyle) == [.header])
    #expect(!cell.configurationState.isExpanded)
  }

  @Test(
    "Outline: a tap on a header-style row expands it with one insert batch after the parent and does not select (checklist 72, 73)"
  )
  func outlineExpandByTap() throws {
    let (view, model) = outlineSample()
    let logged = view.updateLog.count
    try view.tapItem(at: IndexPath(item: 0, section: 0))
    view.layoutIfNeeded()
    #expect(model.toggles == ["Compositional Layout"])
    #expect(view.indexPathsForSelectedItems == nil)
    // Three children right after the parent, then the parent reconfigured.
    #expect(
      view.updateLog.dropFirst(logged).map(\.description) == [
        "batch([insertItems([[0, 1], [0, 2], [0, 3]])])",
        "batch([reconfigureItems([[0, 0]])])",
      ])
    // Eight rows of 44: the rows after the parent moved down three.
    for item in 0..<8 { #expect(frame(view, item) == sidebarRow(item)) }
    #expect(view.contentSize.height == CGFloat(8 * 44))
    #expect(try outlineCell(view, 0).configurationState.isExpanded)
    // Children at level 1: indented 1 × 10 points, two columns of five.
    #expect(
      view.render() == """
        [Compositional Layout         ▾]
        [  Getting Started            ▸]
        [  Advanced Layouts           ▸]
        [  Conference App             ▸]
        [Diffable Data Source         ▸]
        [Lists                        ▸]
        [Outlines                     ▸]
        [Cell Configurations          ▸]
        """)
    // A tap on its disclosure collapses it: one delete batch, no selection.
    #expect(try view.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0)))
    view.layoutIfNeeded()
    #expect(
      view.updateLog.suffix(2).map(\.description) == [
        "batch([deleteItems([[0, 1], [0, 2], [0, 3]])])",
        "batch([reconfigureItems([[0, 0]])])",
      ])
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(frame(view, 4) == sidebarRow(4))
    #expect(frame(view, 5) == nil)
    #expect(try !outlineCell(view, 0).configurationState.isExpanded)
    #expect(try outlineCell(view, 0).render(width: 30) == "Compositional Layout         ▸")
  }

  @Test(
    "Outline: a nested parent's .cell disclosure toggles from the accessory only; a tap on its row selects (§4.2.6)"
  )
  func outlineNestedCellStyle() throws {
    let (view, model) = outlineSample(expanded: ["Compositional Layout"])
    let gettingStarted = IndexPath(item: 1, section: 0)
    #expect(try outlineCell(view, 1).accessories.map(\.outlineStyle) == [.cell])
    try view.tapItem(at: gettingStarted)
    #expect(model.toggles.isEmpty)
    #expect(view.indexPathsForSelectedItems == [gettingStarted])
    #expect(try view.tapAccessory(.outlineDisclosure, at: gettingStarted))
    view.layoutIfNeeded()
    #expect(model.toggles == ["Getting Started"])
    // Its four children follow it; the selection stays on the parent.
    #expect(
      view.updateLog.suffix(2).first?.description
        == "batch([insertItems([[0, 2], [0, 3], [0, 4], [0, 5]])])")
    #expect(view.indexPathsForSelectedItems == [gettingStarted])
    #expect(view.numberOfItems(inSection: 0) == 12)
    for item in 0..<12 { #expect(frame(view, item) == sidebarRow(item)) }
    #expect(view.contentSize.height == CGFloat(12 * 44))
  }

  @Test(
    "Outline: indentation is level × indentationWidth (default 10) at every depth (checklist 61)")
  func outlineIndentation() throws {
    let (view, _) = outlineSample(
      expanded: ["Compositional Layout", "Getting Started", "Per-Section Layout"])
    // Rows: Compositional Layout, Getting Started, Grid, Inset Items Grid,
    // Two-Column Grid, Per-Section Layout, Distinct Sections, …
    let levels = try [0, 1, 2, 5, 6].map { try outlineCell(view, $0).indentationLevel }
    #expect(levels == [0, 1, 2, 2, 3])
    // The host's default width (UIKit documents none, spec §4.2.4): 10.
    #expect(try (0..<7).allSatisfy { try outlineCell(view, $0).indentationWidth == 10 })
    // 10 points a level; the text rendering draws 5 points a column.
    #expect(try outlineCell(view, 6).render(width: 30) == "      Distinct Sections")
    #expect(try outlineCell(view, 5).render(width: 30) == "    Per-Section Layout       ▾")
    // Indentation moves the content, never the frame.
    #expect(frame(view, 6) == sidebarRow(6))
    let cell = try outlineCell(view, 6)
    cell.indentationWidth = 20
    #expect(cell.render(width: 30) == "            Distinct Sections")
    #expect(frame(view, 6) == sidebarRow(6))
  }

  @Test(
    "Sidebar: the first item of each section is its header, not pinned, with an automatic disclosure that acts as a header (checklist 57)"
  )
  func sidebarHeaders() throws {
    let (view, model) = sidebarSample()
    // Section 0: Smileys and three rows; section 1 from 4 × 44: Nature and two.
    for item in 0..<4 { #expect(frame(view, item) == sidebarRow(item)) }
    for item in 0..<3 { #expect(frame(view, item, section: 1) == sidebarRow(item, top: 176)) }
    #expect(view.contentSize.height == CGFloat(7 * 44))
    #expect(try outlineCell(view, 0).isSectionHeader)
    #expect(try outlineCell(view, 0, section: 1).isSectionHeader)
    #expect(try !outlineCell(view, 1).isSectionHeader)
    // The header item gets header styling (§4.1.3): a sidebar's is
    // `sidebarHeader()` (§4.3.1); the other items `sidebarCell()` (§4.2.5).
    #expect(try outlineCell(view, 0).defaultContentConfiguration() == .sidebarHeader())
    #expect(try outlineCell(view, 1, section: 1).defaultContentConfiguration() == .sidebarCell())
    // Not pinned: scrolled, the header keeps its frame.
    view.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    #expect(frame(view, 0, section: 1) == sidebarRow(0, top: 176))
    view.setContentOffset(.zero, animated: false)
    // A tap on the header (automatic style) collapses, selects nothing.
    try view.tapItem(at: IndexPath(item: 0, section: 0))
    view.layoutIfNeeded()
    #expect(model.toggles == ["Smileys"])
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(
      view.updateLog.suffix(2).first?.description
        == "batch([deleteItems([[0, 1], [0, 2], [0, 3]])])")
    // Section 1 moved up to 44.
    #expect(frame(view, 0, section: 1) == sidebarRow(0, top: 44))
    #expect(frame(view, 2, section: 1) == sidebarRow(2, top: 44))
    #expect(view.contentSize.height == CGFloat(4 * 44))
    // A row that is not a header selects.
    try view.tapItem(at: IndexPath(item: 1, section: 1))
    #expect(model.toggles == ["Smileys"])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 1)])
  }

  @Test("Sidebar: the disclosure glyph follows configurationState.isExpanded through a toggle")
  func sidebarGlyphs() throws {
    let (view, _) = sidebarSample()
    #expect(
      try outlineCell(view, 0, section: 1).render(width: 30) == "Nature                       ▾")
    try view.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 1))
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 1) == 1)
    #expect(
      try outlineCell(view, 0, section: 1).render(width: 30) == "Nature                       ▸")
    try view.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 1))
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 1) == 3)
    #expect(
      try outlineCell(view, 0, section: 1).render(width: 30) == "Nature                       ▾")
    #expect(try outlineCell(view, 2, section: 1).render(width: 30) == "  Leaf")
    #expect(frame(view, 2, section: 1) == sidebarRow(2, top: 176))
  }
}
