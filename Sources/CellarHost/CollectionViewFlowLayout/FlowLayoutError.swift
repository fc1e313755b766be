import Foundation

/// A mistake in the input of a ``CollectionViewFlowLayout``, thrown before the
/// layout changes anything.
///
/// UIKit has no message for these (it lays out garbage, or hangs, on a NaN
/// size or an absurd item count), so the messages are Cellar's own; each says
/// what was wrong and where.
public enum FlowLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A size, spacing, inset or scale was NaN, infinite or (where it must not
  /// be) negative. `name` is the property or delegate method, `location`
  /// where it came from ("layout", "section 2", "item [0, 3]").
  case invalidValue(name: String, value: Double, location: String, requirement: String)
  /// A section's item count was negative.
  case negativeItemCount(section: Int, count: Int)
  /// The sections hold more items than ``CollectionViewFlowLayout/maximumNumberOfItems``.
  case tooManyItems(count: Int, limit: Int)
  /// An index path named no item of the layout.
  case itemOutOfRange(IndexPath, sections: Int)

  /// The message, saying what was wrong and where.
  public var description: String {
    switch self {
    case .invalidValue(let name, let value, let location, let requirement):
      return "Invalid \(name) \(value) (\(location)): it must be \(requirement)."
    case .negativeItemCount(let section, let count):
      return "Invalid number of items in section \(section): \(count) is negative."
    case .tooManyItems(let count, let limit):
      let shown = count == Int.max ? "Int.max or more" : "\(count)"
      return "Too many items: \(shown) in all; a flow layout lays out at most \(limit)."
    case .itemOutOfRange(let indexPath, let sections):
      return "No item at index path \(Array(indexPath)) in a layout of \(sections) sections."
    }
  }
}

extension FlowLayoutError {
  /// Checks a size as the flow layout checks its item and reference sizes:
  /// each side finite, from 0 to 2^30 points.
  ///
  /// Pure, and usable without a layout: Cellar's grids check the sizes their
  /// sections and items give before any view sees them (UIKit's flow layout
  /// raises for a negative or NaN size).
  ///
  /// - Parameters:
  ///   - size: The size.
  ///   - name: What the size is, for the message (`"sizeForItemAt"`).
  ///   - location: Where it applies, for the message (`"item [0, 3]"`);
  ///     made only when the size is refused.
  /// - Throws: ``invalidValue(name:value:location:requirement:)`` for the
  ///   first side out of range.
  public static func check(
    size: CGSize, name: String, location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    // The message (and its location) is made only for a value refused.
    try FlowCheck.size(size, name, location())
  }

  /// Checks a spacing as the flow layout does: finite, from 0 to 2^30 points.
  ///
  /// - Parameters:
  ///   - spacing: The spacing.
  ///   - name: What it is, for the message.
  ///   - location: Where it applies, for the message.
  /// - Throws: ``invalidValue(name:value:location:requirement:)``.
  public static func check(spacing: CGFloat, name: String, location: @autoclosure () -> String)
    throws(FlowLayoutError)
  {
    try FlowCheck.spacing(spacing, name, location())
  }

  /// Checks insets as the flow layout does: each edge finite, at most 2^30
  /// points either way.
  ///
  /// - Parameters:
  ///   - top: The top inset.
  ///   - left: The left inset.
  ///   - bottom: The bottom inset.
  ///   - right: The right inset.
  ///   - name: What the insets are, for the message (`"insetForSectionAt"`).
  ///   - location: Where they apply, for the message.
  /// - Throws: ``invalidValue(name:value:location:requirement:)`` for the
  ///   first edge out of range.
  public static func check(
    insetsTop top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat, name: String,
    location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    let insets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    try FlowCheck.insets(insets, name, location())
  }
}
