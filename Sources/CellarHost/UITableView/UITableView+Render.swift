import Foundation

extension Headless.UITableView {
  /// Draws the viewport as text: the headers, rows and footers on screen,
  /// top to bottom, ``renderWidth`` columns wide.
  ///
  /// Each element draws itself (``Headless/UITableViewCell/render(width:)``,
  /// ``Headless/UITableViewHeaderFooterView/render(width:)``) and the table adds
  /// markers in front:
  ///
  /// - a header line starts with `# `, a footer line with `~ `;
  /// - a row line starts with `> ` when the row is selected, `* ` when it is
  ///   highlighted, and two spaces otherwise; while editing, the row's
  ///   editing control follows (`(-) ` delete, `(+) ` insert, four spaces for
  ///   none) and a movable row ends with ` =` (its reorder control);
  /// - when the data source gives section index titles
  ///   (``sectionIndexTitles``), a last line starting with `| ` lists them,
  ///   separated by spaces (UIKit draws them down the right edge).
  ///
  /// Trailing spaces are trimmed; lines are joined with `"\n"`. The output
  /// depends only on the table's state, so it suits snapshot tests.
  ///
  /// ```
  /// # Fruit
  ///   Apple >
  /// > Banana
  ///   Cherry
  /// ~ 3 items
  /// ```
  ///
  /// Call ``Headless/UIScrollView/layoutIfNeeded()`` first so the viewport is up to date.
  ///
  /// - Returns: The drawing; empty when nothing is on screen.
  /// - Complexity: O(*v* log *v* + *c*) for *v* visible elements drawing *c* characters.
  public func render() -> String {
    var lines: [String] = []
    let rowsBySection = Dictionary(grouping: visibleCellsByPath.keys) { $0.section }
    let sectionsShown = Set(rowsBySection.keys)
      .union(displayedSupplementaries[.header, default: [:]].keys)
      .union(displayedSupplementaries[.footer, default: [:]].keys).sorted()
    let width = max(0, renderWidth)
    for section in sectionsShown {
      if let header = displayedView(.header, section) {
        lines += supplementaryLines(header, width: max(0, width - 2)).map { "# " + $0 }
      }
      for path in (rowsBySection[section] ?? []).sorted() {
        guard let cell = visibleCellsByPath[path] else { continue }
        lines += renderRow(cell, at: path, width: width)
      }
      if let footer = displayedView(.footer, section) {
        lines += supplementaryLines(footer, width: max(0, width - 2)).map { "~ " + $0 }
      }
    }
    if let titles = cachedSectionIndexTitles {
      lines.append("| " + titles.joined(separator: " "))
    }
    return lines.map { $0.trimmingTrailingSpaces }.joined(separator: "\n")
  }

  /// A header's or footer's lines: a header-footer view's rendering,
  /// another view's drawing as text (none for a view the host cannot draw).
  private func supplementaryLines(_ view: UIView, width: Int) -> [String] {
    if let view = view as? UITableViewHeaderFooterView { return view.render(width: width) }
    return view.drawnText.map { [String($0.prefix(width))] } ?? []
  }

  private func renderRow(_ cell: UITableViewCell, at path: IndexPath, width: Int) -> [String] {
    let marker = selectedPaths.contains(path) ? "> " : cell.isHighlighted ? "* " : "  "
    var control = ""
    if editing {
      switch cell.editingStyle {
      case .delete: control = Headless.Glyph.delete + " "
      case .insert: control = Headless.Glyph.insert + " "
      case .none: control = "    "
      }
    }
    let reorder = editing && cell.showsReorderControl ? " =" : ""
    let contentWidth = max(0, width - marker.count - control.count - reorder.count)
    let content = cell.render(width: contentWidth)
    return content.enumerated().map { index, line in
      let prefix = index == 0 ? marker + control : String(repeating: " ", count: 2 + control.count)
      return prefix + line + (index == 0 ? reorder : "")
    }
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
