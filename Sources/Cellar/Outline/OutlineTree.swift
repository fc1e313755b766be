import Foundation

/// Every row of declared sections, the rows under other rows included
/// (shown or hidden), depth first, with each row's path in the tree: what
/// the identity checks walk, since ids are unique across the whole tree.
struct OutlineTree {
  /// The sections with all their rows, depth first.
  var sections: [Section]
  /// For each row of ``sections``, its path: the section, then its index
  /// among its siblings at each level (`[0, 3, 2]`: section 0, row 3, its
  /// child 2); a top-level row's is a table index path.
  var paths: [[IndexPath]]

  /// The tree of `declared`, or `nil` when no row has children (the
  /// sections are then their own tree).
  ///
  /// - Complexity: O(*n*) for *n* rows in the tree, without recursion (a
  ///   chain of 10,000 levels must not overflow the call stack).
  init?(_ declared: [Section]) {
    guard declared.contains(where: \.hasOutlineParents)
    else { return nil }
    sections = declared
    paths = []
    paths.reserveCapacity(declared.count)
    for (index, section) in declared.enumerated() {
      var rows: [AnyRow] = []
      var rowPaths: [IndexPath] = []
      // Each level: its rows, the next one, and the path of their parent.
      var stack: [(rows: [AnyRow], next: Int, parent: IndexPath)] = [
        (section.rows, 0, IndexPath(index: index))
      ]
      while let last = stack.indices.last {
        guard stack[last].next < stack[last].rows.count else {
          stack.removeLast()
          continue
        }
        let row = stack[last].rows[stack[last].next]
        let path = stack[last].parent.appending(stack[last].next)
        stack[last].next += 1
        rows.append(row)
        rowPaths.append(path)
        if let children = row.storage.outlineChildren, !children.isEmpty {
          stack.append((children, 0, path))
        }
      }
      sections[index].rows = rows
      paths.append(rowPaths)
    }
  }
}
