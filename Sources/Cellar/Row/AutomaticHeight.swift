import Foundation

/// The value of UIKit's `UITableView.automaticDimension` (and CellarHost's
/// `UITableView.automaticDimension`): -1.
///
/// Rows, headers and footers are built off the main actor (in a background
/// update, say), but UIKit declares `automaticDimension` on the main actor,
/// so the iOS SDK warns when nonisolated code reads it. The value is a
/// constant of UIKit's, -1, so it is kept here as one; ``Table`` checks on
/// the main actor, in debug builds, that the view's value is still this one.
@usableFromInline let automaticHeightValue: CGFloat = -1

/// Whether a height given to a row, header or footer asks for the table's
/// automatic height: NaN, or ``automaticHeightValue``.
///
/// - Parameter height: A height given by the app.
/// - Returns: `true` for NaN and `automaticDimension`.
@inline(__always)
func isAutomaticHeight(_ height: CGFloat) -> Bool {
  height.isNaN || height == automaticHeightValue
}
