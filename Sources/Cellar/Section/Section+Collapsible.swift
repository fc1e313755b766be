import Foundation

extension Section {
  /// A copy of the section whose rows a tap on its header shows and hides.
  ///
  /// ```swift
  /// Section(id: "audio", header: "Audio") { ... }.collapsible(expanded: true)
  /// ```
  ///
  /// The expansion state lives in the table, keyed by the section's
  /// identity, which it needs (an `id`): `expanded` is only the state of an
  /// identity the table has not met. A collapsed section keeps its header
  /// and footer and shows no rows; its rows can still change, and show
  /// when it expands.
  ///
  /// - Parameter expanded: Whether the rows show at first. Default: `true`.
  /// - Returns: The collapsible section.
  public func collapsible(expanded: Bool = true) -> Section {
    var section = self
    section.isCollapsible = true
    section.isInitiallyExpanded = expanded
    return section
  }
}
