import Foundation

/// A mistake in the input of a ``UICollectionViewFlowLayout``, thrown before the
/// layout changes anything.
///
/// An item size of zero or less on either side is UIKit's own refusal, with
/// its text (``nonPositiveItemSize(name:width:height:location:)``). UIKit has
/// no message for the others (it lays out garbage, or hangs, on a NaN size
/// or an absurd item count), so those messages are Cellar's own; each says
/// what was wrong and where.
public enum FlowLayoutError: Error, Hashable, Sendable, CustomStringConvertible, RaisedByUIKit {
  /// A size, spacing, inset or scale was NaN, infinite or (where it must not
  /// be) negative. `name` is the property or delegate method, `location`
  /// where it came from ("layout", "section 2", "item [0, 3]").
  case invalidValue(name: String, value: Double, location: String, requirement: String)
  /// A section's item count was negative.
  case negativeItemCount(section: Int, count: Int)
  /// The sections hold more items than ``Headless/UICollectionViewFlowLayout/maximumNumberOfItems``.
  case tooManyItems(count: Int, limit: Int)
  /// An index path named no item of the layout.
  case itemOutOfRange(IndexPath, sections: Int)
  /// An item's size (`name`, the delegate method that answered it,
  /// `sizeForItemAt`) is zero or negative on a side, which UIKit's flow
  /// layout refuses with "negative or zero sizes are not supported in the
  /// flow layout". `location` is the item ("item [0, 3]").
  case nonPositiveItemSize(name: String, width: Double, height: Double, location: String)

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
    case .nonPositiveItemSize(let name, let width, let height, let location):
      return "negative or zero sizes are not supported in the flow layout (\(name) gave "
        + "\(width) × \(height) for \(location)): give every item a width and a height greater "
        + "than 0."
    }
  }
}

extension FlowLayoutError {
  /// Checks a size as the flow layout checks its reference sizes and its
  /// size properties: each side finite, from 0 to 2^30 points.
  ///
  /// Pure, and usable without a layout: Cellar's grids check the sizes their
  /// sections give before any view sees them. An item's size has a stricter
  /// rule: ``check(itemSize:name:location:)``.
  ///
  /// - Parameters:
  ///   - size: The size.
  ///   - name: What the size is, for the message (`"referenceSizeForHeaderInSection"`).
  ///   - location: Where it applies, for the message (`"section 2"`);
  ///     made only when the size is refused.
  /// - Throws: ``invalidValue(name:value:location:requirement:)`` for the
  ///   first side out of range.
  /// - Complexity: O(1).
  public static func check(
    size: CGSize, name: String, location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    try FlowCheck.size(size, name, location())
  }

  /// Checks an item's size as the flow layout checks what `sizeForItemAt`
  /// answers: each side greater than 0, UIKit's rule, and finite, at most
  /// 2^30 points.
  ///
  /// Pure, and usable without a layout: Cellar's grids check their items'
  /// and sections' item sizes before any view sees them (UIKit's flow
  /// layout raises "negative or zero sizes are not supported in the flow
  /// layout" for a side of 0 or less).
  ///
  /// - Parameters:
  ///   - itemSize: The size.
  ///   - name: What the size is, for the message (`"sizeForItemAt"`).
  ///   - location: The item, for the message (`"item [0, 3]"`); made only
  ///     when the size is refused.
  /// - Throws: ``invalidValue(name:value:location:requirement:)`` for a NaN
  ///   side or one over 2^30 points;
  ///   ``nonPositiveItemSize(name:width:height:location:)`` for a side of 0
  ///   or less; the width is checked first.
  /// - Complexity: O(1).
  public static func check(
    itemSize: CGSize, name: String, location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    try FlowCheck.itemSize(itemSize, name, location())
  }

  /// Checks a spacing as the flow layout does: finite, from 0 to 2^30 points.
  ///
  /// - Parameters:
  ///   - spacing: The spacing.
  ///   - name: What it is, for the message.
  ///   - location: Where it applies, for the message; made only when the
  ///     spacing is refused.
  /// - Throws: ``invalidValue(name:value:location:requirement:)``.
  /// - Complexity: O(1).
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
  ///   - location: Where they apply, for the message; made only when an
  ///     edge is refused.
  /// - Throws: ``invalidValue(name:value:location:requirement:)`` for the
  ///   first edge out of range.
  /// - Complexity: O(1).
  public static func check(
    insetsTop top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat, name: String,
    location: @autoclosure () -> String
  ) throws(FlowLayoutError) {
    try FlowCheck.insets(
      UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), name, location())
  }
}
