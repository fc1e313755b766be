import Foundation

extension CollectionViewFlowLayout {
  /// Lays out every section for a collection view of the given size, UIKit's
  /// `prepare()`.
  ///
  /// Reads the ``delegate`` once per section (and once per item when it
  /// gives item sizes), checks every value, and replaces the previous layout
  /// only when all are valid. ``log`` is cleared and receives this pass's
  /// messages.
  ///
  /// - Parameters:
  ///   - collectionViewSize: The collection view's bounds size.
  ///   - contentInset: The collection view's adjusted content inset; lines
  ///     are measured inside it.
  ///   - counts: The number of items in each section.
  /// - Throws: ``FlowLayoutError`` for a NaN, infinite or negative size or
  ///   spacing, a negative item count, or more than ``maximumNumberOfItems``
  ///   items; the layout is then unchanged.
  /// - Complexity: O(*s* + *p*), where *s* is the number of sections and *p*
  ///   the number of items in sections whose items differ in size (items of
  ///   one size cost nothing each).
  public func prepare(
    collectionViewSize: CGSize, contentInset: EdgeInsets = .zero,
    numberOfItemsInSections counts: [Int]
  ) throws(FlowLayoutError) {
    try validateProperties(collectionViewSize: collectionViewSize, contentInset: contentInset)
    try Self.validate(counts: counts)
    var next = FlowLayoutState()
    next.collectionViewSize = collectionViewSize
    next.contentInset = contentInset
    next.counts = counts
    next.settings = currentSettings
    for (section, sizes) in state.measured where section < counts.count {
      let kept = sizes.filter { $0.key < counts[section] }
      if !kept.isEmpty { next.measured[section] = kept }
    }
    next.lineExtent = lineExtent(collectionViewSize: collectionViewSize, inset: contentInset)
    var messages: [String] = []
    next.sections.reserveCapacity(counts.count)
    let delegate = self.delegate
    for section in counts.indices {
      next.sections.append(
        try makeSection(section, in: next, delegate: delegate, log: &messages))
    }
    next.restack()
    state = next
    log = messages
  }

  /// The number of sections laid out.
  public var numberOfSections: Int { state.sections.count }

  /// The number of items laid out in a section, 0 for a section out of range.
  ///
  /// - Parameter section: The section's index.
  public func numberOfItems(inSection section: Int) -> Int {
    state.sections.indices.contains(section) ? state.sections[section].count : 0
  }

  /// The line axis's extent: the width inside the content inset when
  /// vertical, the height when horizontal, never negative.
  func lineExtent(collectionViewSize size: CGSize, inset: EdgeInsets) -> Double {
    switch scrollDirection {
    case .vertical: return max(0, Double(size.width - inset.left - inset.right))
    case .horizontal: return max(0, Double(size.height - inset.top - inset.bottom))
    }
  }

  private static func validate(counts: [Int]) throws(FlowLayoutError) {
    var total = 0
    for (section, count) in counts.enumerated() {
      guard count >= 0 else { throw .negativeItemCount(section: section, count: count) }
      let (sum, overflow) = total.addingReportingOverflow(count)
      guard !overflow, sum <= maximumNumberOfItems else {
        throw .tooManyItems(count: overflow ? Int.max : sum, limit: maximumNumberOfItems)
      }
      total = sum
    }
  }

  private func validateProperties(
    collectionViewSize: CGSize, contentInset: EdgeInsets
  ) throws(FlowLayoutError) {
    let here = "layout"
    try FlowCheck.size(collectionViewSize, "collectionViewSize", here)
    try FlowCheck.insets(contentInset, "contentInset", here)
    try FlowCheck.size(itemSize, "itemSize", here)
    try FlowCheck.size(estimatedItemSize, "estimatedItemSize", here)
    try FlowCheck.spacing(minimumLineSpacing, "minimumLineSpacing", here)
    try FlowCheck.spacing(minimumInteritemSpacing, "minimumInteritemSpacing", here)
    try FlowCheck.insets(sectionInset, "sectionInset", here)
    try FlowCheck.size(headerReferenceSize, "headerReferenceSize", here)
    try FlowCheck.size(footerReferenceSize, "footerReferenceSize", here)
    guard displayScale.isFinite, displayScale > 0 else {
      throw .invalidValue(
        name: "displayScale", value: Double(displayScale), location: here,
        requirement: "a finite number greater than 0")
    }
  }
}

/// The checks every value from the properties and the delegate passes.
///
/// A length must be finite and at most ``maximumLength`` points in size:
/// finite lengths can still add up to infinity (a 1e308-point inset in two
/// sections made the content size infinite), and no screen needs more.
///
/// The name and the location are made only for a value refused: a layout
/// pass checks five values per section (and one size per item when the
/// delegate sizes items), and making their messages cost more than the
/// rest of the section's layout (`sections100k`, issue 22).
enum FlowCheck {
  /// The largest length, in points, a size, spacing or inset may have:
  /// 2^30, the limit UIKit clamps a table's heights to.
  static let maximumLength: CGFloat = 1_073_741_824

  static func number(
    _ value: CGFloat, _ name: @autoclosure () -> String, _ location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    guard value.isFinite, value.magnitude <= maximumLength else {
      throw .invalidValue(
        name: name(), value: Double(value), location: location(),
        requirement: "a finite number between -1073741824 and 1073741824")
    }
  }

  static func spacing(
    _ value: CGFloat, _ name: @autoclosure () -> String, _ location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    guard value.isFinite, value >= 0, value <= maximumLength else {
      throw .invalidValue(
        name: name(), value: Double(value), location: location(),
        requirement: "a finite number from 0 to 1073741824")
    }
  }

  static func size(
    _ size: CGSize, _ name: @autoclosure () -> String, _ location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    try spacing(size.width, name() + ".width", location())
    try spacing(size.height, name() + ".height", location())
  }

  static func insets(
    _ insets: EdgeInsets, _ name: @autoclosure () -> String,
    _ location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    try number(insets.top, name() + ".top", location())
    try number(insets.left, name() + ".left", location())
    try number(insets.bottom, name() + ".bottom", location())
    try number(insets.right, name() + ".right", location())
  }
}
