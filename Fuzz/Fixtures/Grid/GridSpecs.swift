import Cellar
import Foundation

/// Called back by the items the grid fuzz driver makes, so that it can check
/// what the grid reports and update the grid from inside.
@MainActor
public protocol GridHooks: AnyObject {
  /// An item's action ran.
  func tapped(_ spec: RowSpec, model: String, at indexPath: IndexPath)
  /// An item's deselect action ran.
  func deselected(_ spec: RowSpec, model: String, at indexPath: IndexPath)
  /// An item's `onWillDisplay` (or, with `ending`, `onDidEndDisplaying`) ran.
  func displayed(_ spec: RowSpec, model: String, at indexPath: IndexPath, ending: Bool)
  /// An item's prefetch handler ran.
  func prefetched(_ spec: RowSpec, model: String, at indexPath: IndexPath)
}

/// What grid cells call from `configure`, so that the fuzz driver can update
/// the grid from inside it.
@MainActor
public enum GridCellHooks {
  /// Called from `configure` with the text the cell shows.
  public static var configured: ((String) -> Void)?
}

/// Shows a string as it is.
public final class GridTitleCell: UICollectionViewCell, ConfigurableCollectionCell {
  /// Shows `model`.
  public func configure(_ model: String) {
    label.text = model
    GridCellHooks.configured?(model)
  }
}

/// Shows a string behind a `!`: another cell type for the same model type.
public final class GridLoudCell: UICollectionViewCell, ConfigurableCollectionCell {
  /// Shows `model` behind a `!`.
  public func configure(_ model: String) {
    label.text = "!" + model
    GridCellHooks.configured?(label.text ?? "")
  }
}

/// Shows an item as `i<id>/<title>`.
public final class GridItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  /// Shows `model`.
  public func configure(_ model: Item) {
    label.text = "i\(model.id)/\(model.title)"
  }
}

/// Shows a tag as `m<value>`.
public final class GridTagCell: UICollectionViewCell, ConfigurableCollectionCell {
  /// Shows `model`.
  public func configure(_ model: Tag) {
    label.text = "m\(model.value)"
  }
}

/// Shows a note's text.
public final class GridNoteCell: UICollectionViewCell, ConfigurableCollectionCell {
  /// Shows `model`.
  public func configure(_ model: Note) {
    label.text = model.text
  }
}

/// Shows a box as `o<id>/<value>`, as it is now.
public final class GridBoxCell: UICollectionViewCell, ConfigurableCollectionCell {
  /// Shows `model`.
  public func configure(_ model: Box) {
    label.text = "\(model)"
  }
}

/// The boxes of the grid driver's class-model items, by id: apart from the
/// table fixtures' (``Box/named(_:)``), so that a table test running while
/// the grid replay awaits cannot change them.
@MainActor
public enum GridBoxes {
  private static var all: [Int: Box] = [:]

  /// The box of `id`, made when first asked for.
  public static func named(_ id: Int) -> Box {
    if let box = all[id] { return box }
    let box = Box(id: id)
    all[id] = box
    return box
  }

  /// Forgets every box.
  public static func reset() {
    all = [:]
  }
}

/// A model whose `==` is never true, not even for itself: not reflexive.
public struct NeverEqual: Equatable, Sendable, CustomStringConvertible {
  /// The text shown.
  public var text: String

  /// Creates a model.
  public init(text: String) {
    self.text = text
  }

  /// Never true.
  public static func == (lhs: NeverEqual, rhs: NeverEqual) -> Bool { false }

  /// The text.
  public var description: String { text }
}

/// Shows a never-equal model's text.
public final class GridNeverCell: UICollectionViewCell, ConfigurableCollectionCell {
  /// Shows `model`.
  public func configure(_ model: NeverEqual) {
    label.text = model.text
  }
}

/// A section of a fuzzed grid: the table's ``SectionSpec`` (id, header,
/// footer, rows as items) and the section's own flow-layout metrics.
public struct GridSectionSpec: CustomStringConvertible {
  /// The id, header, footer and items.
  public var base: SectionSpec
  /// The section's item size, or `nil` for the layout's.
  public var itemSize: CGSize?
  /// The section's insets, or `nil` for the layout's.
  public var inset: UIEdgeInsets?
  /// The section's line spacing, or `nil` for the layout's.
  public var lineSpacing: CGFloat?
  /// The section's inter-item spacing, or `nil` for the layout's.
  public var interitemSpacing: CGFloat?
  /// The section's own layout (``GridSection/layout``) as a code (see
  /// ``layout``), or `nil` for none.
  public var layoutCode: UInt8?
  /// Whether the section's explicit-id items are measured list cells
  /// (`GridMeasuredCell`, with swipe actions; `0xD7`).
  public var listCells = false

  /// Creates a section spec.
  public init(_ base: SectionSpec) {
    self.base = base
  }

  /// Item sizes a section may take from an ordinary edit.
  public static let itemSizes: [CGSize?] = [
    nil, CGSize(width: 20, height: 10), CGSize(width: 30, height: 20),
    CGSize(width: 10, height: 10),
  ]
  /// Insets a section may take from an ordinary edit.
  public static let insets: [UIEdgeInsets?] = [
    nil, UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0),
    UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8),
  ]
  /// Spacings a section may take from an ordinary edit.
  public static let spacings: [CGFloat?] = [nil, 0, 3]

  /// Sets the metrics from a byte: bits 0–1 the item size, 2–3 the inset,
  /// 4–5 the line spacing, 6–7 the inter-item spacing.
  public mutating func setLayout(byte: UInt8) {
    itemSize = Self.itemSizes[Int(byte) & 3]
    inset = Self.insets[(Int(byte) >> 2 & 3) % Self.insets.count]
    lineSpacing = Self.spacings[(Int(byte) >> 4 & 3) % Self.spacings.count]
    interitemSpacing = Self.spacings[(Int(byte) >> 6 & 3) % Self.spacings.count]
  }

  /// The first metric the flow layout must refuse, if any (item sizes
  /// greater than 0 on each side, UIKit's rule, and at most 2^30 points;
  /// spacings finite, not negative and at most 2^30 points; insets finite
  /// and at most 2^30 points either way), with the items' own sizes; the
  /// section's item size only when an item uses it.
  public var invalidMetric: String? {
    // The section's size is asked for only for items without their own
    // (`GridSection.itemSize`), so an empty section's is never checked.
    if let itemSize, !Self.isValidItemSize(itemSize),
      base.rows.contains(where: { $0.itemSize == nil })
    {
      return "item size \(itemSize)"
    }
    if let inset, ![inset.top, inset.left, inset.bottom, inset.right].allSatisfy(Self.isValidInset)
    {
      return "inset \(inset)"
    }
    if let lineSpacing, !Self.isValidSpacing(lineSpacing) { return "line spacing \(lineSpacing)" }
    if let interitemSpacing, !Self.isValidSpacing(interitemSpacing) {
      return "inter-item spacing \(interitemSpacing)"
    }
    for row in base.rows {
      if let size = row.itemSize, !Self.isValidItemSize(size) {
        return "item \(row) size \(size)"
      }
    }
    return nil
  }

  /// The flow layout's largest length (`maximumLength`, 2^30 points):
  /// finite lengths beyond it could add up to an infinite content size.
  static let maximumLength: CGFloat = 1_073_741_824

  static func isValidSpacing(_ value: CGFloat) -> Bool {
    value.isFinite && value >= 0 && value <= maximumLength
  }

  static func isValidInset(_ value: CGFloat) -> Bool {
    value.isFinite && value.magnitude <= maximumLength
  }

  /// Whether the flow layout takes an item size: each side greater than 0
  /// (UIKit: "negative or zero sizes are not supported in the flow
  /// layout") and at most 2^30 points.
  static func isValidItemSize(_ size: CGSize) -> Bool {
    size.width > 0 && size.height > 0 && size.width <= maximumLength
      && size.height <= maximumLength
  }

  /// The orthogonal behaviours a `.row` layout code picks from.
  static let rowBehaviours: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
    .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
    .none,
  ]

  /// The section's own layout, from ``layoutCode``: bits 0–2 the kind (a
  /// 1–4-column grid, a row of each orthogonal behaviour, a list of each
  /// appearance, automatic, a grid of a column count the grid refuses, a
  /// grid of a spacing it refuses, a custom orthogonal section), bits 3–7
  /// its parameter.
  @MainActor
  public var layout: GridSection.Layout? {
    guard let code = layoutCode else { return nil }
    let parameter = Int(code >> 3)
    switch code & 7 {
    case 0: return nil
    case 1: return .grid(columns: 1 + parameter % 4, spacing: [0, 2, 5][parameter % 3])
    case 2:
      return .row(
        itemWidth: .absolute(30), itemHeight: .absolute(10), spacing: 2,
        scrolling: Self.rowBehaviours[parameter % Self.rowBehaviours.count])
    case 3:
      let appearances: [UICollectionLayoutListConfiguration.Appearance] = [
        .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
      ]
      return .list(appearances[parameter % appearances.count])
    case 4: return .automatic
    case 5: return .grid(columns: Self.refusedColumns[parameter % Self.refusedColumns.count])
    case 6:
      return .grid(
        columns: 2, spacing: Self.refusedSpacings[parameter % Self.refusedSpacings.count])
    default:
      return .section { _ in
        let size = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.6), heightDimension: .absolute(12))
        let group = NSCollectionLayoutGroup.vertical(
          layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = CGFloat(parameter % 4)
        return section
      }
    }
  }

  /// Column counts the grid refuses.
  static let refusedColumns = [0, -1, Int.max, GridSection.Layout.maximumColumns + 1, Int.min]
  /// Spacings the grid refuses.
  static let refusedSpacings: [CGFloat] = [
    .nan, .infinity, -.infinity, -1, -.leastNonzeroMagnitude,
  ]

  /// Why the grid must refuse the section's layout, or `nil`.
  public var invalidSectionLayout: String? {
    guard let code = layoutCode else { return nil }
    switch code & 7 {
    case 5:
      return "layout columns \(Self.refusedColumns[Int(code >> 3) % Self.refusedColumns.count])"
    case 6:
      return "layout spacing \(Self.refusedSpacings[Int(code >> 3) % Self.refusedSpacings.count])"
    default: return nil
    }
  }

  /// `#id[header][F]{metrics}: items`.
  public var description: String {
    var metrics: [String] = []
    if let layoutCode { metrics.append("layout \(layoutCode)") }
    if listCells { metrics.append("list cells") }
    if let itemSize { metrics.append("size \(itemSize.width)x\(itemSize.height)") }
    if let inset {
      metrics.append("inset \(inset.top),\(inset.left),\(inset.bottom),\(inset.right)")
    }
    if let lineSpacing { metrics.append("line \(lineSpacing)") }
    if let interitemSpacing { metrics.append("interitem \(interitemSpacing)") }
    let text = "\(base)"
    guard !metrics.isEmpty, let colon = text.firstIndex(of: ":") else { return text }
    return text[..<colon] + "{" + metrics.joined(separator: ", ") + "}" + text[colon...]
  }

  /// The Cellar grid section; with `hooks`, items get actions and display
  /// handlers that call them.
  @MainActor
  public func section(hooks: (any GridHooks)? = nil) -> GridSection {
    var section = GridSection(
      id: base.id.map { AnyHashable($0) },
      header: base.headerTitle.map { GridSupplementary.title($0) },
      footer: base.footer ? .title("F") : nil,
      items: base.rows.map { listCells ? $0.listItem(hooks: hooks) : $0.item(hooks: hooks) })
    if base.header != 0 {
      section = section.headerReferenceSize(
        CGSize(width: 0, height: base.headerStyle == .tallTitle ? 16 : 8))
    }
    if base.footer { section = section.footerReferenceSize(CGSize(width: 0, height: 6)) }
    section =
      section
      .itemSize(itemSize).sectionInset(inset)
      .minimumLineSpacing(lineSpacing).minimumInteritemSpacing(interitemSpacing)
    if let layout { section = section.layout(layout) }
    return section
  }
}

extension RowSpec {
  /// The item's own size: a hostile height's code (see
  /// ``RowSpec/hostileHeights``) as a height, or 20 by 20 for tall rows, or
  /// `nil` for its section's.
  public var itemSize: CGSize? {
    if let heightCode { return CGSize(width: 10, height: Self.hostileHeights[heightCode]) }
    switch kind {
    case .explicitTall: return CGSize(width: 20, height: 20)
    case .model: return variant == 1 ? CGSize(width: 10, height: 20) : nil
    default: return nil
    }
  }

  /// The Cellar item; see ``GridSectionSpec/section(hooks:)``. `nanID` rows
  /// with variant 1 are a never-equal model without identity.
  @MainActor
  public func item(hooks: (any GridHooks)? = nil) -> AnyItem {
    let title = "\(id)/\(variant)"
    switch kind {
    case .explicit, .explicitTall:
      return decorated(Cellar.Item<GridTitleCell>(model: title, id: id, size: itemSize), hooks)
    case .loud:
      return decorated(Cellar.Item<GridLoudCell>(model: title, id: id, size: itemSize), hooks)
    case .item:
      return decorated(
        Cellar.Item<GridItemCell>(model: Item(id: id, title: "\(variant)"), size: itemSize), hooks)
    case .model:
      return decorated(Cellar.Item<GridTagCell>(model: Tag(value: id), size: itemSize), hooks)
    case .positional:
      return decorated(Cellar.Item<GridNoteCell>(model: Note(text: text), size: itemSize), hooks)
    case .object:
      return decorated(
        Cellar.Item<GridBoxCell>(model: GridBoxes.named(id), id: id, size: itemSize), hooks)
    case .nanID:
      if variant == 1 {
        return decorated(
          Cellar.Item<GridNeverCell>(model: NeverEqual(text: text), size: itemSize), hooks)
      }
      return decorated(
        Cellar.Item<GridTitleCell>(model: text, id: Double.nan, size: itemSize), hooks)
    }
  }

  @MainActor
  func decorated<Cell>(_ item: Cellar.Item<Cell>, _ hooks: (any GridHooks)?) -> AnyItem {
    guard let hooks else { return AnyItem(item) }
    let spec = self
    return AnyItem(
      item
        .action { [weak hooks] model, path in hooks?.tapped(spec, model: "\(model)", at: path) }
        .deselectAction { [weak hooks] model, path in
          hooks?.deselected(spec, model: "\(model)", at: path)
        }
        .onWillDisplay { [weak hooks] model, path in
          hooks?.displayed(spec, model: "\(model)", at: path, ending: false)
        }
        .onDidEndDisplaying { [weak hooks] model, path in
          hooks?.displayed(spec, model: "\(model)", at: path, ending: true)
        }
        .prefetch { [weak hooks] model, path in
          hooks?.prefetched(spec, model: "\(model)", at: path)
        })
  }

  /// How the item's model prints, as the hooks receive it.
  @MainActor
  public var itemModelDescription: String {
    "\(item().model)"
  }
}
