#if !canImport(UIKit)
  import Cellar
  import Foundation

  // CellarHost only: the drawing is the headless views' `render()`, which
  // UIKit's views do not have.

  extension Table {
    /// The screen as text, after laying the table out: headers (`# `), rows
    /// (`> ` when selected), footers (`~ `), top to bottom, as
    /// `UITableView.render()` draws them.
    ///
    /// ```swift
    /// #expect(table.renderedScreen() == """
    ///   # Fruit
    ///     Apple
    ///   > Banana
    ///   """)
    /// ```
    ///
    /// - Returns: The drawing; empty when nothing is on screen.
    /// - Complexity: O(*v* log *v* + *c*) for *v* visible elements drawing *c*
    ///   characters, plus the layout.
    public func renderedScreen() -> String {
      tableView.layoutIfNeeded()
      return tableView.render()
    }
  }

  extension Grid {
    /// The screen as text, after laying the grid out, as
    /// `UICollectionView.render()` draws it.
    ///
    /// - Returns: The drawing; empty when nothing is on screen.
    /// - Complexity: That of the layout and the drawing.
    public func renderedScreen() -> String {
      collectionView.layoutIfNeeded()
      return collectionView.render()
    }
  }
#endif
