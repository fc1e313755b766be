import Foundation

/// A section's boundary supplementary item (a header, a footer, a badge on
/// a corner) as laid out: where it lies relative to its section.
struct CompositionalBoundaryItem: Hashable {
  /// The element kind, unique in its section.
  var kind: String
  /// The frame, with the section's start at 0 along the scroll axis.
  var frame: CGRect
  /// The zIndex it is given when not pinned.
  var zIndex: Int
  /// Whether it stays in the visible bounds while its section shows.
  var pins: Bool
  /// Whether it pins as a header (its alignment is on the leading side
  /// along the scroll axis, or in the middle) rather than as a footer.
  var pinsAsHeader: Bool
}

/// A section's decoration item (a background) as laid out.
struct CompositionalDecorationItem: Hashable {
  /// The element kind.
  var kind: String
  /// The section frame less the decoration's insets, with the section's
  /// start at 0 along the scroll axis.
  var frame: CGRect
  /// Its zIndex.
  var zIndex: Int
}

/// The anchors of a rectangle alignment: 0 (leading or top), ½ (centred)
/// or 1 (trailing or bottom), across x and along y.
extension Headless.NSRectAlignment {
  var anchors: (x: CGFloat, y: CGFloat) {
    switch self {
    case .none: (0.5, 0.5)
    case .top: (0.5, 0)
    case .topLeading: (0, 0)
    case .leading: (0, 0.5)
    case .bottomLeading: (0, 1)
    case .bottom: (0.5, 1)
    case .bottomTrailing: (1, 1)
    case .trailing: (1, 0.5)
    case .topTrailing: (1, 0)
    }
  }
}

extension CompositionalSectionPlan {
  /// The section's extent (its groups, insets and the boundary items that
  /// extend it), and its boundary and decoration items placed (spec
  /// §3.4.1, §2.4.6). A section with neither items nor boundary items has
  /// no size.
  ///
  /// Each boundary item is sized in the section's width (less its insets
  /// when supplementaries follow them) and the whole bounds' height (the
  /// axes swapped for a horizontal layout). Along the scroll axis an item
  /// aligned to the leading or trailing side that `extendsBoundary` lies
  /// outside the content, at the section's start or end, and the section
  /// grows by the longest such item on each side; items on one side
  /// overlap rather than stack. Any other item lies inside the content
  /// (inside the insets when it follows them), where its alignment puts
  /// it. Across the axis an item is placed by its alignment, centred when
  /// it names no edge there. The absolute `offset` is added last.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - groupsLength: The length of the section's groups, their spacing
  ///     included, along the scroll axis (0 without items).
  ///   - bounds: The collection view's bounds size.
  ///   - vertical: Whether sections stack along y.
  ///   - resolver: Resolves the items' sizes.
  @MainActor
  mutating func layOutAroundGroups(
    of section: Headless.NSCollectionLayoutSection, groupsLength: CGFloat, bounds: CGSize,
    vertical: Bool, resolver: inout GroupResolver
  ) {
    let insets = section.contentInsets
    let follows =
      section.followsContentInsets && section.supplementaryContentInsetsReference != .none
    let (alongLow, alongHigh) =
      vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
    let (acrossLow, acrossHigh) =
      vertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
    let crossLength = vertical ? bounds.width : bounds.height
    let crossStart = follows ? acrossLow : 0
    let crossEnd = crossLength - (follows ? acrossHigh : 0)
    let container =
      vertical
      ? CGSize(width: crossEnd - crossStart, height: bounds.height)
      : CGSize(width: bounds.width, height: crossEnd - crossStart)

    struct Sized {
      var item: Headless.NSCollectionLayoutBoundarySupplementaryItem
      var size: CGSize
      var along: CGFloat
      var across: CGFloat
      var extends: Bool
    }
    let sized = section.boundarySupplementaryItems.map { item in
      let size = resolver.resolve(item.resolverNode, in: container).size
      let anchors = item.alignment.anchors
      let along = vertical ? anchors.y : anchors.x
      return Sized(
        item: item, size: size, along: along, across: vertical ? anchors.x : anchors.y,
        extends: item.extendsBoundary && along != 0.5)
    }
    func length(_ size: CGSize) -> CGFloat {
      let value = vertical ? size.height : size.width
      return value.isFinite ? max(value, 0) : 0
    }
    let leading = sized.filter { $0.extends && $0.along == 0 }.map { length($0.size) }.max() ?? 0
    let trailing = sized.filter { $0.extends && $0.along == 1 }.map { length($0.size) }.max() ?? 0
    // A section with nothing to lay out has no size, its insets ignored.
    guard groupCount > 0 || !sized.isEmpty else {
      extent = 0
      return
    }
    contentStart.y += leading
    extent = leading + alongLow + groupsLength + alongHigh + trailing
    let inside =
      follows
      ? (low: leading + alongLow, high: extent - trailing - alongHigh)
      : (low: leading, high: extent - trailing)
    boundary = sized.map { entry in
      let along = length(entry.size)
      let across = vertical ? entry.size.width : entry.size.height
      let alongPosition: CGFloat
      if entry.extends {
        alongPosition = entry.along == 0 ? 0 : extent - along
      } else {
        alongPosition = inside.low + entry.along * (inside.high - inside.low - along)
      }
      let acrossPosition = crossStart + entry.across * (crossEnd - crossStart - across)
      let origin =
        vertical
        ? CGPoint(x: acrossPosition, y: alongPosition)
        : CGPoint(x: alongPosition, y: acrossPosition)
      let offset = entry.item.offset
      return CompositionalBoundaryItem(
        kind: entry.item.elementKind,
        frame: CGRect(
          origin: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), size: entry.size),
        zIndex: entry.item.zIndex, pins: entry.item.pinToVisibleBounds,
        pinsAsHeader: entry.along < 1)
    }
    placeDecorations(of: section, crossLength: crossLength, vertical: vertical)
  }

  /// The section's backgrounds: its frame (boundary items included) less
  /// each decoration's insets; none for a section of no size.
  @MainActor
  private mutating func placeDecorations(
    of section: Headless.NSCollectionLayoutSection, crossLength: CGFloat, vertical: Bool
  ) {
    guard extent > 0 else { return }
    let whole =
      vertical
      ? CGRect(x: 0, y: 0, width: crossLength, height: extent)
      : CGRect(x: 0, y: 0, width: extent, height: crossLength)
    decorations = section.decorationItems.map { item in
      let insets = item.contentInsets
      let frame = CGRect(
        x: whole.minX + insets.leading, y: whole.minY + insets.top,
        width: max(whole.width - insets.leading - insets.trailing, 0),
        height: max(whole.height - insets.top - insets.bottom, 0))
      return CompositionalDecorationItem(kind: item.elementKind, frame: frame, zIndex: item.zIndex)
    }
  }

  /// The element kinds that appear more than once among the section's
  /// boundary and decoration items, in order of first repeat.
  @MainActor
  static func duplicateKinds(in section: Headless.NSCollectionLayoutSection) -> [String] {
    var seen: Set<String> = []
    var duplicates: [String] = []
    let kinds =
      section.boundarySupplementaryItems.map(\.elementKind)
      + section.decorationItems.map(\.elementKind)
    for kind in kinds where !seen.insert(kind).inserted && !duplicates.contains(kind) {
      duplicates.append(kind)
    }
    return duplicates
  }
}
