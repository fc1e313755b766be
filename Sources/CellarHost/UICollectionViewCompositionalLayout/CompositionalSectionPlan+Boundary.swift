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
    let cross = (start: follows ? acrossLow : 0, end: crossLength - (follows ? acrossHigh : 0))
    let placer = BoundaryPlacer(
      section.boundarySupplementaryItems, across: cross.end - cross.start, bounds: bounds,
      vertical: vertical, resolver: &resolver)
    // A section with nothing to lay out has no size, its insets ignored.
    guard groupCount > 0 || !placer.isEmpty else {
      extent = 0
      return
    }
    // A list's header top padding lies above its header (spec §4.1.1).
    let padding =
      placer.leading > 0
      ? section.listConfiguration.map(Headless.ListMetrics.headerTopPadding) ?? 0 : 0
    let leading = padding + placer.leading
    contentStart.y += leading
    extent = leading + alongLow + groupsLength + alongHigh + placer.trailing
    let inside =
      follows
      ? (low: leading + alongLow, high: extent - placer.trailing - alongHigh)
      : (low: leading, high: extent - placer.trailing)
    boundary = placer.place(extent: extent, inside: inside, cross: cross, leadingPadding: padding)
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

  /// The element kinds that appear more than once in `kinds` (a section's
  /// boundary and decoration items, or the layout's boundary items), each
  /// once, in order of first repeat.
  static func duplicateKinds(_ kinds: [String]) -> [String] {
    var seen: Set<String> = []
    var duplicates: [String] = []
    for kind in kinds where !seen.insert(kind).inserted && !duplicates.contains(kind) {
      duplicates.append(kind)
    }
    return duplicates
  }
}

/// Sizes and places boundary supplementary items, a section's or the
/// layout's (spec §3.4.1): sized across the axis in the given length and
/// along it in the whole bounds; items aligned to the leading or trailing
/// side that extend the boundary lie outside the content, at the start or
/// end, and their longest length on each side is what they add; others lie
/// inside the content, where their alignment puts them; across, each is
/// placed by its alignment (centred when it names no edge there); the
/// absolute offset is added last.
struct BoundaryPlacer {
  private struct Sized {
    var item: Headless.NSCollectionLayoutBoundarySupplementaryItem
    var size: CGSize
    /// The alignment's anchor along the scroll axis (0, ½ or 1).
    var along: CGFloat
    /// Its anchor across the axis.
    var across: CGFloat
    var extends: Bool
  }

  private let sized: [Sized]
  private let vertical: Bool
  /// The length the extending leading items add.
  let leading: CGFloat
  /// The length the extending trailing items add.
  let trailing: CGFloat

  /// Whether there are no items.
  var isEmpty: Bool { sized.isEmpty }

  /// Sizes the items.
  ///
  /// - Parameters:
  ///   - items: The boundary items.
  ///   - across: The length across the axis they are sized in.
  ///   - bounds: The collection view's bounds size.
  ///   - vertical: Whether the layout scrolls along y.
  ///   - resolver: Resolves their sizes.
  @MainActor
  init(
    _ items: [Headless.NSCollectionLayoutBoundarySupplementaryItem], across: CGFloat,
    bounds: CGSize, vertical: Bool, resolver: inout GroupResolver
  ) {
    let container =
      vertical
      ? CGSize(width: across, height: bounds.height) : CGSize(width: bounds.width, height: across)
    var sized: [Sized] = []
    for item in items {
      let size = resolver.resolve(item.resolverNode, in: container).size
      let anchors = item.alignment.anchors
      let along = vertical ? anchors.y : anchors.x
      sized.append(
        Sized(
          item: item, size: size, along: along, across: vertical ? anchors.x : anchors.y,
          extends: item.extendsBoundary && along != 0.5))
    }
    func longest(at anchor: CGFloat) -> CGFloat {
      sized.filter { $0.extends && $0.along == anchor }.map {
        Self.length($0.size, vertical: vertical)
      }.max() ?? 0
    }
    self.sized = sized
    self.vertical = vertical
    leading = longest(at: 0)
    trailing = longest(at: 1)
  }

  /// A size's length along the axis, 0 when negative or not finite.
  private static func length(_ size: CGSize, vertical: Bool) -> CGFloat {
    let value = vertical ? size.height : size.width
    return value.isFinite ? max(value, 0) : 0
  }

  /// The items placed in a span of `extent` along the axis (starting at
  /// 0), the content lying in `inside`, across in `cross`; extending
  /// leading items start `leadingPadding` in (a list's header top
  /// padding).
  @MainActor
  func place(
    extent: CGFloat, inside: (low: CGFloat, high: CGFloat), cross: (start: CGFloat, end: CGFloat),
    leadingPadding: CGFloat = 0
  ) -> [CompositionalBoundaryItem] {
    sized.map { entry in
      let along = Self.length(entry.size, vertical: vertical)
      let across = vertical ? entry.size.width : entry.size.height
      let alongPosition: CGFloat
      if entry.extends {
        alongPosition = entry.along == 0 ? leadingPadding : extent - along
      } else {
        alongPosition = inside.low + entry.along * (inside.high - inside.low - along)
      }
      let acrossPosition = cross.start + entry.across * (cross.end - cross.start - across)
      let offset = entry.item.offset
      let origin =
        vertical
        ? CGPoint(x: acrossPosition + offset.x, y: alongPosition + offset.y)
        : CGPoint(x: alongPosition + offset.x, y: acrossPosition + offset.y)
      return CompositionalBoundaryItem(
        kind: entry.item.elementKind, frame: CGRect(origin: origin, size: entry.size),
        zIndex: entry.item.zIndex, pins: entry.item.pinToVisibleBounds,
        pinsAsHeader: entry.along < 1)
    }
  }
}
