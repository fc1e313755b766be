import Foundation

/// A mistake in a compositional layout's building blocks that UIKit raises
/// `NSInternalInconsistencyException` for: each case's `description` is
/// UIKit's reason text (spec `uikit-compositional-layout.md` §2.1.3,
/// §2.2.6), the one place the host spells it.
enum CompositionalLayoutError: RaisedByUIKit, Equatable {
  /// A fractional width that is not finite.
  case invalidFractionalWidth(CGFloat)
  /// A fractional height that is not finite.
  case invalidFractionalHeight(CGFloat)
  /// An absolute dimension that is not finite.
  case invalidAbsoluteDimension(CGFloat)
  /// An estimated dimension (or a uniform-across-siblings estimate) that is
  /// not finite.
  case invalidEstimatedDimension(CGFloat)
  /// A group made with no subitems.
  case noSubitems
  /// A repeating group whose count is below 1, along an axis.
  case repeatCountBelowOne(horizontal: Bool)
  /// The section provider returned `nil` for a section that has items.
  case invalidSectionDefinition
  /// Element kinds that repeat among a section's supplementary and
  /// decoration items, each named once.
  case duplicateElementKinds([String])

  var description: String {
    switch self {
    case .invalidFractionalWidth(let value):
      "Invalid fractional width: \(value). The fraction must be a finite value."
    case .invalidFractionalHeight(let value):
      "Invalid fractional height: \(value). The fraction must be a finite value."
    case .invalidAbsoluteDimension(let value):
      "Invalid absolute dimension: \(value). The dimension must be a finite value."
    case .invalidEstimatedDimension(let value):
      "Invalid estimated dimension: \(value). The dimension must be a finite value."
    case .noSubitems:
      "At least 1 subitem is required for a group"
    case .repeatCountBelowOne(let horizontal):
      "A repeating \(horizontal ? "horizontal" : "vertical") group should specify a count >= 1"
    case .invalidSectionDefinition:
      "Invalid section definition. Please specify a valid section definition when content is to "
        + "be rendered for a section. This is a client error."
    case .duplicateElementKinds(let kinds):
      // UIKit prints the collection of kinds in parentheses; the host
      // lists them comma-separated there.
      "Error: Every supplementary must have a unique elementKind: duplicates detected: ("
        + kinds.joined(separator: ", ") + ")"
    }
  }

  /// Raises UIKit's exception for the mistake (see ``UIKitException/raise(_:)``:
  /// inside a `catching` scope it is recorded and the caller goes on to
  /// return its documented inert value).
  @MainActor
  func raise() {
    UIKitException.raise(UIKitException.raised(for: self))
  }
}
