import Cellar

/// Prints a section heading: a blank line, then `── title ───…`.
///
/// - Parameters:
///   - title: The heading.
///   - width: The width of the rule.
public func printHeading(_ title: String, width: Int = 60) {
  let rule = "── \(title) "
  print("\n" + rule + String(repeating: "─", count: max(3, width - rule.count)))
}

/// Prints lines indented by two spaces.
///
/// - Parameter lines: The lines.
public func printIndented(_ lines: [String]) {
  for line in lines { print("  " + line) }
}

extension UITableView {
  /// The viewport as the host draws it (``render()``, after a layout), in a
  /// box ``renderWidth`` columns wide.
  ///
  /// - Returns: The boxed drawing, one string per line.
  /// - Throws: An error from the layout.
  public func boxedRender() throws -> [String] {
    layoutIfNeeded()
    let width = renderWidth
    let body = render().split(separator: "\n", omittingEmptySubsequences: false).map {
      "│" + String($0).padded(to: width) + "│"
    }
    let rule = String(repeating: "─", count: width)
    return ["┌" + rule + "┐"] + body + ["└" + rule + "┘"]
  }
}
