import Foundation

extension Headless.UICollectionViewFlowLayout {
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
    collectionViewSize: CGSize, contentInset: Headless.UIEdgeInsets = .zero,
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
    let delegate = effectiveDelegate
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
  func lineExtent(collectionViewSize size: CGSize, inset: UIEdgeInsets) -> Double {
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
    collectionViewSize: CGSize, contentInset: UIEdgeInsets
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
/// sections made the content size infinite), and no screen needs more. An
/// item's size from `sizeForItemAt` must also be greater than 0 on each
/// side, UIKit's rule.
///
/// Names and locations are autoclosures: the message is made only for a
/// value refused (making it for every item of a big grid cost 27% of an
/// update).
enum FlowCheck {
  /// The largest length, in points, a size, spacing or inset may have:
  /// 2^30, the limit UIKit clamps a table's heights to.
  static let maximumLength: CGFloat = 1_073_741_824

  /// Whether a value is finite and at most ``maximumLength`` either way.
  @inline(__always)
  static func isNumber(_ value: CGFloat) -> Bool {
    value.isFinite && value.magnitude <= maximumLength
  }

  /// Whether a value is a length: from 0 to ``maximumLength`` (NaN fails
  /// both comparisons, an infinity the second).
  @inline(__always)
  static func isLength(_ value: CGFloat) -> Bool {
    value >= 0 && value <= maximumLength
  }

  static func number(
    _ value: CGFloat, _ name: @autoclosure () -> String, _ location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    guard isNumber(value) else {
      throw .invalidValue(
        name: name(), value: Double(value), location: location(),
        requirement: "a finite number between -1073741824 and 1073741824")
    }
  }

  static func spacing(
    _ value: CGFloat, _ name: @autoclosure () -> String, _ location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    guard isLength(value) else {
      throw .invalidValue(
        name: name(), value: Double(value), location: location(),
        requirement: "a finite number from 0 to 1073741824")
    }
  }

  static func size(
    _ size: CGSize, _ name: @autoclosure () -> String, _ location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    guard isLength(size.width), isLength(size.height) else {
      let name = name()
      let location = location()
      try spacing(size.width, name + ".width", location)
      try spacing(size.height, name + ".height", location)
      return
    }
  }

  /// An item's size from `sizeForItemAt`: each side greater than 0, as
  /// UIKit requires ("negative or zero sizes are not supported in the flow
  /// layout", which NaN passes there), and a length. NaN and too large a
  /// side are ``FlowLayoutError/invalidValue(name:value:location:requirement:)``,
  /// 0 or less (minus infinity too) ``FlowLayoutError/nonPositiveItemSize(name:width:height:location:)``,
  /// the width first.
  static func itemSize(
    _ size: CGSize, _ name: @autoclosure () -> String, _ location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    guard size.width > 0, size.height > 0, size.width <= maximumLength,
      size.height <= maximumLength
    else {
      try refuseItemSize(size, name(), location())
      return
    }
  }

  /// Throws the error for an item size ``itemSize(_:_:_:)`` refused.
  private static func refuseItemSize(_ size: CGSize, _ name: String, _ location: String)
    throws(FlowLayoutError)
  {
    for (side, value) in [("width", size.width), ("height", size.height)] {
      if value.isNaN || value > maximumLength { try spacing(value, name + "." + side, location) }
      if value <= 0 {
        throw .nonPositiveItemSize(
          name: name, width: Double(size.width), height: Double(size.height), location: location)
      }
    }
  }

  static func insets(
    _ insets: UIEdgeInsets, _ name: @autoclosure () -> String, _ location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    guard isNumber(insets.top), isNumber(insets.left), isNumber(insets.bottom),
      isNumber(insets.right)
    else {
      let name = name()
      let location = location()
      try number(insets.top, name + ".top", location)
      try number(insets.left, name + ".left", location)
      try number(insets.bottom, name + ".bottom", location)
      try number(insets.right, name + ".right", location)
      return
    }
  }
}
