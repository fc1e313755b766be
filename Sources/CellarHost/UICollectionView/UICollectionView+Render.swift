import Foundation

extension Headless.UICollectionView {
  /// Draws the viewport as text: one line per line of cells on screen, top
  /// to bottom, and one per header or footer.
  ///
  /// Each cell draws as `[text]`, its ``Headless/UICollectionReusableView/render(width:)``
  /// padded to ``renderCellWidth`` characters, side by side in the order of
  /// their `x`; cells whose frames start at the same `y` share a line. A
  /// header line starts with `# `, a footer line with `~ `, any other
  /// supplementary kind with `+ `. Trailing spaces are trimmed; lines are
  /// joined with `"\n"`.
  ///
  /// ```
  /// # Fruit
  /// [Apple   ] [Banana  ] [Cherry  ]
  /// [Damson  ] [Elder   ]
  /// ```
  ///
  /// Call ``Headless/UIScrollView/layoutIfNeeded()`` first so the viewport is up to date.
  ///
  /// - Returns: The drawing; empty when nothing is on screen.
  /// - Complexity: O(*k* log *k* + *c*) for *k* visible views drawing *c* characters.
  public func render() -> String {
    let width = max(0, renderCellWidth)
    var rows: [(y: Double, x: Double, order: Int, path: IndexPath, kind: String, text: String)] = []
    for (path, cell) in visibleCellsByPath {
      let text = cell.render(width: width)
      let padded = text + String(repeating: " ", count: max(0, width - text.count))
      rows.append((cell.frame.minY, cell.frame.minX, 1, path, "", "[\(padded)]"))
    }
    for (key, view) in visibleSupplementaries {
      let marker =
        switch key.kind {
        case UICollectionView.elementKindSectionHeader: "# "
        case UICollectionView.elementKindSectionFooter: "~ "
        default: "+ "
        }
      rows.append(
        (
          view.frame.minY, view.frame.minX, 0, key.indexPath, key.kind,
          marker + view.render(width: width * 4)
        ))
    }
    // Views at the same place (zero-size items, say) are drawn in index-path
    // order, not in the dictionary's (hash-seeded) order.
    rows.sort {
      ($0.y, $0.order, $0.x, $0.path, $0.kind) < ($1.y, $1.order, $1.x, $1.path, $1.kind)
    }
    var lines: [String] = []
    var lineY: Double?
    for row in rows {
      if row.order == 1, lineY == row.y, let last = lines.popLast() {
        lines.append(last + " " + row.text)
      } else {
        lines.append(row.text)
      }
      lineY = row.order == 1 ? row.y : nil
    }
    return lines.map { line in
      var text = line
      while text.last == " " { text.removeLast() }
      return text
    }.joined(separator: "\n")
  }
}
