import Foundation

extension Headless.UICollectionViewCompositionalLayout {
  /// The frame of an item, `nil` for one the layout does not have or
  /// could not place (its section's group fits no item).
  func itemFrame(_ indexPath: IndexPath) -> CGRect? {
    guard indexPath.count == 2, state.sections.indices.contains(indexPath[0]) else { return nil }
    let plan = state.sections[indexPath[0]]
    guard indexPath[1] >= 0, indexPath[1] < plan.count, plan.perGroup > 0 else { return nil }
    return state.frame(item: indexPath[1], section: indexPath[0])
  }

  /// The work of ``layoutAttributesForElements(in:)``: frames in content
  /// coordinates, orthogonal sections unscrolled unless `offsets` scroll
  /// them (the collection view's own query, which shows what is on
  /// screen).
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in content coordinates.
  ///   - offsets: Orthogonal sections' offsets across the scroll axis, by
  ///     section (a section not named rests where it starts); `nil` leaves
  ///     every row unscrolled.
  func attributes(
    in rect: CGRect, orthogonalOffsets offsets: [Int: CGFloat]? = nil
  ) -> [Headless.UICollectionViewLayoutAttributes] {
    examinedByLastQuery = 0
    let vertical = state.vertical
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    guard !rect.isNull, low.isFinite || high.isFinite else { return [] }
    var result: [Headless.UICollectionViewLayoutAttributes] = []
    // A rectangle of no area meets decorations only (spec §3.5.1).
    let hasArea = rect.width > 0 && rect.height > 0
    var section = firstSection(reaching: low)
    while section < state.sections.count, state.sections[section].origin <= high {
      appendDecorations(of: section, touching: rect, to: &result)
      if hasArea {
        if state.sections[section].scrollsOrthogonally {
          let offset = offsets.map { orthogonalOffset(inSection: section, $0) } ?? 0
          appendRowItems(
            of: section, meeting: rect, offset: offset, low: low, high: high, to: &result)
        } else {
          appendItems(of: section, meeting: rect, low: low, high: high, to: &result)
        }
        appendBoundaryItems(of: section, meeting: rect, to: &result)
      }
      section += 1
    }
    if hasArea { appendLayoutBoundaryItems(meeting: rect, to: &result) }
    return result
  }

  /// The attributes of a boundary item of a kind, at its pinned place when
  /// it pins: a section's at `[section, 0]`, the layout's at
  /// `[0, Int.max]` (spec §3.4.2); `nil` when there is none of that kind.
  func boundaryAttributes(ofKind kind: String, at indexPath: IndexPath)
    -> Headless.UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2 else { return nil }
    if indexPath == Self.layoutBoundaryPath {
      guard let item = state.layoutBoundary.first(where: { $0.kind == kind }) else { return nil }
      return boundaryAttributes(item, at: indexPath, origin: 0, span: layoutSpan, in: visibleBounds)
    }
    guard indexPath[1] == 0, state.sections.indices.contains(indexPath[0]),
      let item = state.sections[indexPath[0]].boundary.first(where: { $0.kind == kind })
    else { return nil }
    let plan = state.sections[indexPath[0]]
    return boundaryAttributes(
      item, at: indexPath, origin: plan.origin, span: (plan.origin, plan.origin + plan.extent),
      in: visibleBounds)
  }

  /// The attributes of a supplementary view anchored to an item or a
  /// group, numbered per kind in the section (spec §3.4.2); `nil` when the
  /// section has none of that kind at that number.
  func anchoredAttributes(ofKind kind: String, at indexPath: IndexPath)
    -> Headless.UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, state.sections.indices.contains(indexPath[0]), indexPath[1] >= 0
    else { return nil }
    let section = indexPath[0]
    let plan = state.sections[section]
    guard let indices = plan.supplementariesByKind[kind], !indices.isEmpty, plan.perGroup > 0
    else { return nil }
    let group = indexPath[1] / indices.count
    let index = indices[indexPath[1] % indices.count]
    let item = plan.template.supplementaries[index]
    guard group < plan.groupCount,
      item.needs <= min(plan.perGroup, plan.count - group * plan.perGroup)
    else { return nil }
    return anchoredAttributes(
      item, at: index, group: group, section: section,
      frame: state.place(
        plan.supplementaryFrame(index, group: group), group: group, section: section))
  }

  /// An anchored supplementary view's attributes: its number is its rank
  /// among its kind in the group, after the earlier groups' views of that
  /// kind.
  private func anchoredAttributes(
    _ item: GroupResolver.PlacedSupplementary, at index: Int, group: Int, section: Int,
    frame: CGRect
  ) -> Headless.UICollectionViewLayoutAttributes {
    let plan = state.sections[section]
    let perGroup = plan.supplementariesByKind[item.kind]?.count ?? 1
    let number = group * perGroup + plan.supplementaryRanks[index]
    var attributes = Headless.UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: item.kind, with: IndexPath(item: number, section: section),
      frame: frame)
    attributes.zIndex = item.zIndex
    return attributes
  }

  /// An item's attributes at `frame`: its template item's zIndex (a custom
  /// group's item's own), at least 1 in a section with decorations, above
  /// them (spec §3.4.3).
  func cellAttributes(item: Int, section: Int, frame: CGRect)
    -> Headless.UICollectionViewLayoutAttributes
  {
    let plan = state.sections[section]
    var attributes = Headless.UICollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: item, section: section), frame: frame)
    attributes.zIndex = plan.template.leaves[item % plan.perGroup].zIndex
    if !plan.decorations.isEmpty { attributes.zIndex = max(attributes.zIndex, 1) }
    return attributes
  }

  /// The index path of the layout's boundary items (spec §3.4.2).
  static let layoutBoundaryPath = IndexPath(item: Int.max, section: 0)

  /// The whole content along the scroll axis, which the layout's boundary
  /// items pin within.
  private var layoutSpan: (start: CGFloat, end: CGFloat) {
    (0, state.vertical ? state.contentSize.height : state.contentSize.width)
  }

  /// The attributes of a section's decoration of a kind at its index in
  /// the section's `decorationItems`; `nil` when there is none.
  func decorationAttributes(ofKind kind: String, at indexPath: IndexPath)
    -> Headless.UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, state.sections.indices.contains(indexPath[0]) else { return nil }
    let decorations = state.sections[indexPath[0]].decorations
    guard decorations.indices.contains(indexPath[1]), decorations[indexPath[1]].kind == kind
    else { return nil }
    return decorationAttributes(decorations[indexPath[1]], at: indexPath)
  }

  /// A boundary item's attributes in content coordinates: moved by
  /// pinning within `bounds` when it pins (zIndex 1,000,000,000 more than
  /// its own, spec §2.4.5).
  private func boundaryAttributes(
    _ item: CompositionalBoundaryItem, at indexPath: IndexPath, origin: CGFloat,
    span: (start: CGFloat, end: CGFloat), in bounds: CGRect?
  ) -> Headless.UICollectionViewLayoutAttributes {
    let vertical = state.vertical
    let frame = placed(item.frame, at: origin)
    var attributes = Headless.UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: item.kind, with: indexPath, frame: frame)
    attributes.zIndex = item.zIndex
    guard item.pins, let bounds, !bounds.isNull else { return attributes }
    attributes.zIndex = Self.pinnedZIndexBase + item.zIndex
    let natural = Double(vertical ? frame.minY : frame.minX)
    let position = Pinning.position(
      natural: natural, length: Double(vertical ? frame.height : frame.width),
      section: (Double(span.start), Double(span.end)),
      bounds: vertical
        ? (Double(bounds.minY), Double(bounds.maxY)) : (Double(bounds.minX), Double(bounds.maxX)),
      leading: item.pinsAsHeader)
    if vertical {
      attributes.frame.origin.y = CGFloat(position)
    } else {
      attributes.frame.origin.x = CGFloat(position)
    }
    return attributes
  }

  /// A frame relative to its section (or the content) moved to `origin`
  /// along the scroll axis, its origin rounded to a pixel.
  private func placed(_ relative: CGRect, at origin: CGFloat) -> CGRect {
    var frame = relative
    if state.vertical { frame.origin.y += origin } else { frame.origin.x += origin }
    frame.origin = CGPoint(x: state.round(frame.origin.x), y: state.round(frame.origin.y))
    return frame
  }

  /// How much a pinned boundary item's zIndex is raised.
  static let pinnedZIndexBase = 1_000_000_000

  private func decorationAttributes(
    _ item: CompositionalDecorationItem, at indexPath: IndexPath
  ) -> Headless.UICollectionViewLayoutAttributes {
    let frame = placed(item.frame, at: state.sections[indexPath[0]].origin)
    var attributes = Headless.UICollectionViewLayoutAttributes(
      forDecorationViewOfKind: item.kind, with: indexPath, frame: frame)
    attributes.zIndex = item.zIndex
    return attributes
  }

  /// Appends a section's decorations when they meet or touch the
  /// rectangle.
  private func appendDecorations(
    of section: Int, touching rect: CGRect,
    to result: inout [Headless.UICollectionViewLayoutAttributes]
  ) {
    for (index, item) in state.sections[section].decorations.enumerated() {
      let attributes = decorationAttributes(item, at: IndexPath(item: index, section: section))
      if attributes.frame.meetsOrTouches(rect) { result.append(attributes) }
    }
  }

  /// Appends a section's boundary items that meet the rectangle, pinned
  /// in the visible bounds (or in the rectangle, before any layout pass).
  private func appendBoundaryItems(
    of section: Int, meeting rect: CGRect,
    to result: inout [Headless.UICollectionViewLayoutAttributes]
  ) {
    let plan = state.sections[section]
    for item in plan.boundary {
      let attributes = boundaryAttributes(
        item, at: IndexPath(item: 0, section: section), origin: plan.origin,
        span: (plan.origin, plan.origin + plan.extent), in: visibleBounds ?? rect)
      if attributes.frame.meetsOrTouches(rect) { result.append(attributes) }
    }
  }

  /// Appends the layout's boundary items that meet the rectangle.
  private func appendLayoutBoundaryItems(
    meeting rect: CGRect, to result: inout [Headless.UICollectionViewLayoutAttributes]
  ) {
    for item in state.layoutBoundary {
      let attributes = boundaryAttributes(
        item, at: Self.layoutBoundaryPath, origin: 0, span: layoutSpan, in: visibleBounds ?? rect)
      if attributes.frame.meetsOrTouches(rect) { result.append(attributes) }
    }
  }

  /// The first section whose end is at or after `position` (sections never
  /// overlap and their ends never decrease): a binary search.
  private func firstSection(reaching position: CGFloat) -> Int {
    var lower = 0
    var upper = state.sections.count
    while lower < upper {
      let middle = (lower + upper) / 2
      let plan = state.sections[middle]
      if plan.origin + plan.extent < position { lower = middle + 1 } else { upper = middle }
    }
    return lower
  }

  /// Appends the items of an orthogonal section's groups that meet the
  /// rectangle, its row scrolled by `offset` across the scroll axis.
  private func appendRowItems(
    of section: Int, meeting rect: CGRect, offset: CGFloat, low: CGFloat, high: CGFloat,
    to result: inout [Headless.UICollectionViewLayoutAttributes]
  ) {
    let plan = state.sections[section]
    let vertical = state.vertical
    let rowStart = plan.origin + plan.contentStart.y
    let rowLength = vertical ? plan.template.size.height : plan.template.size.width
    guard plan.groupCount > 0, rowStart <= high, rowStart + rowLength >= low else { return }
    let shift = offset.isFinite ? offset : 0
    let lowAcross = (vertical ? rect.minX : rect.minY) + shift
    let highAcross = (vertical ? rect.maxX : rect.maxY) + shift
    appendGroups(
      of: section, from: plan.contentStart.x, low: lowAcross, high: highAcross, meeting: rect,
      shift: shift, to: &result)
  }

  /// Appends the items of the groups of `section` that meet the rectangle.
  private func appendItems(
    of section: Int, meeting rect: CGRect, low: CGFloat, high: CGFloat,
    to result: inout [Headless.UICollectionViewLayoutAttributes]
  ) {
    appendGroups(
      of: section, from: state.sections[section].origin + state.sections[section].contentStart.y,
      low: low, high: high, meeting: rect, shift: 0, to: &result)
  }

  /// Appends the items, then the anchored supplementary views, of the
  /// groups of `section` that meet `low...high` along the axis its groups
  /// follow one another on, starting at `start`, whose frames (moved back
  /// by `shift` across the scroll axis: an orthogonal row's offset) meet
  /// or touch the rectangle.
  private func appendGroups(
    of section: Int, from start: CGFloat, low: CGFloat, high: CGFloat, meeting rect: CGRect,
    shift: CGFloat, to result: inout [Headless.UICollectionViewLayoutAttributes]
  ) {
    let vertical = state.vertical
    func frame(_ rect: CGRect, group: Int) -> CGRect {
      var frame = state.place(rect, group: group, section: section)
      if shift != 0 {
        if vertical { frame.origin.x -= shift } else { frame.origin.y -= shift }
      }
      return frame
    }
    let plan = state.sections[section]
    let groups = plan.groupCount
    guard groups > 0 else { return }
    // Groups before the first that may reach the rectangle end before it;
    // a stride that is not positive (a hostile spacing) is scanned from the
    // start.
    var group = plan.firstGroup(reaching: low - start)
    let ordered = plan.groupExtents != nil || plan.groupStride > 0
    // Groups are placed at sums, their frames at rounded positions: half a
    // pixel of slack keeps a group whose frames touch the rectangle.
    let slack = plan.template.scale > 0 ? 0.5 / plan.template.scale : 0.5
    while group < groups {
      let groupStart = start + plan.groupOffset(group)
      if ordered, groupStart - slack > high { break }
      examinedByLastQuery += 1
      if groupStart + plan.groupLength(group) + slack >= low, groupStart - slack <= high {
        let first = group * plan.perGroup
        for item in first..<min(first + plan.perGroup, plan.count) {
          let frame = frame(plan.leafFrame(of: item), group: group)
          if frame.meetsOrTouches(rect) {
            result.append(cellAttributes(item: item, section: section, frame: frame))
          }
        }
        let held = min(plan.perGroup, plan.count - first)
        for (index, item) in plan.template.supplementaries.enumerated() where item.needs <= held {
          let frame = frame(plan.supplementaryFrame(index, group: group), group: group)
          guard frame.meetsOrTouches(rect) else { continue }
          result.append(
            anchoredAttributes(item, at: index, group: group, section: section, frame: frame))
        }
      }
      group += 1
    }
  }
}
