import Foundation

extension GridSection {
  /// Whether a tap on the header shows and hides the items (see
  /// ``collapsible(expanded:)``). Default: `false`.
  public var isCollapsible: Bool {
    get { base.isCollapsible }
    set { base.isCollapsible = newValue }
  }

  /// Whether a collapsible section shows its items when the grid first
  /// meets its identity; afterwards its state is the grid's. Default:
  /// `true`.
  public var isInitiallyExpanded: Bool {
    get { base.isInitiallyExpanded }
    set { base.isInitiallyExpanded = newValue }
  }

  /// A copy of the section whose items a tap on its header shows and hides,
  /// as a table's ``Section/collapsible(expanded:)``.
  ///
  /// ```swift
  /// GridSection(id: "2026-05", header: .title("May")) { ... }.collapsible(expanded: false)
  /// ```
  ///
  /// - Parameter expanded: Whether the items show at first. Default: `true`.
  /// - Returns: The collapsible section.
  public func collapsible(expanded: Bool = true) -> GridSection {
    GridSection(base: base.collapsible(expanded: expanded))
  }
}
