import Foundation

/// Rows (or a grid's items) made from tree-shaped data, as SwiftUI's
/// `OutlineGroup`: each element's row, with its children's rows as the
/// row's children, any depth. Used inside a section's builder.
///
/// ```swift
/// Section(id: "files") {
///   Outline(folders, children: \.children) { Row<FolderCell>(model: $0) }
/// }
/// ```
///
/// With a key path to an optional array, `nil` makes a leaf and `[]` an
/// empty parent (a folder with no files); with a key path to an array, an
/// empty array makes a leaf. A row with children needs an identity (an
/// `Identifiable` or `Hashable` model, or an `id:`). The tree is walked
/// without recursion, so data of any depth is safe. A class instance
/// found again among its own descendants (a cycle in the data) makes a
/// leaf there instead of an endless tree, and the update reports its
/// repeated identity (``TableError/duplicateIDs(rows:sections:)``).
///
/// The closure may return a row declared with `children(loadingWith:)`
/// for an element whose children are not loaded: once the data has
/// children for it, they are the row's and it stops loading (no children
/// leave it loading).
public struct Outline<Node> {
  /// The top-level rows or items, children attached.
  let nodes: [Node]
}

extension Outline where Node == AnyRow {
  /// Rows from data whose elements may have children (`nil` for a leaf).
  ///
  /// - Parameters:
  ///   - data: The top-level elements.
  ///   - children: The path to an element's children, `nil` for a leaf.
  ///   - row: Makes an element's row.
  /// - Complexity: O(*n*) for *n* elements, any depth.
  public init<Data: Sequence, Content: RowRepresentable>(
    _ data: Data, children: KeyPath<Data.Element, [Data.Element]?>,
    _ row: (Data.Element) -> Content
  ) {
    nodes = OutlineBuilding.build(Array(data), children: { $0[keyPath: children] }) {
      row($0).anyRow.storage
    }.map { AnyRow(storage: $0) }
  }

  /// Rows from data whose elements have children (an empty array for a
  /// leaf).
  ///
  /// - Parameters:
  ///   - data: The top-level elements.
  ///   - children: The path to an element's children; empty for a leaf.
  ///   - row: Makes an element's row.
  /// - Complexity: O(*n*) for *n* elements, any depth.
  public init<Data: Sequence, Content: RowRepresentable>(
    _ data: Data, children: KeyPath<Data.Element, [Data.Element]>,
    _ row: (Data.Element) -> Content
  ) {
    nodes = OutlineBuilding.build(
      Array(data),
      children: { element in
        let found = element[keyPath: children]
        return found.isEmpty ? nil : found
      }
    ) { row($0).anyRow.storage }.map { AnyRow(storage: $0) }
  }
}

extension Outline where Node == AnyItem {
  /// Items from data whose elements may have children (`nil` for a leaf).
  ///
  /// - Parameters:
  ///   - data: The top-level elements.
  ///   - children: The path to an element's children, `nil` for a leaf.
  ///   - item: Makes an element's item.
  /// - Complexity: O(*n*) for *n* elements, any depth.
  public init<Data: Sequence, Content: ItemRepresentable>(
    _ data: Data, children: KeyPath<Data.Element, [Data.Element]?>,
    _ item: (Data.Element) -> Content
  ) {
    nodes = OutlineBuilding.build(Array(data), children: { $0[keyPath: children] }) {
      item($0).anyItem.storage
    }.map { AnyItem(storage: $0) }
  }

  /// Items from data whose elements have children (an empty array for a
  /// leaf).
  ///
  /// - Parameters:
  ///   - data: The top-level elements.
  ///   - children: The path to an element's children; empty for a leaf.
  ///   - item: Makes an element's item.
  /// - Complexity: O(*n*) for *n* elements, any depth.
  public init<Data: Sequence, Content: ItemRepresentable>(
    _ data: Data, children: KeyPath<Data.Element, [Data.Element]>,
    _ item: (Data.Element) -> Content
  ) {
    nodes = OutlineBuilding.build(
      Array(data),
      children: { element in
        let found = element[keyPath: children]
        return found.isEmpty ? nil : found
      }
    ) { item($0).anyItem.storage }.map { AnyItem(storage: $0) }
  }
}

extension ContentBuilder where Element == AnyRow {
  /// An outline's rows, in a section's builder.
  ///
  /// - Parameter outline: The outline.
  /// - Returns: Its top-level rows, children attached.
  public static func buildExpression(_ outline: Outline<AnyRow>) -> [AnyRow] {
    outline.nodes
  }
}

extension ContentBuilder where Element == AnyItem {
  /// An outline's items, in a grid section's builder.
  ///
  /// - Parameter outline: The outline.
  /// - Returns: Its top-level items, children attached.
  public static func buildExpression(_ outline: Outline<AnyItem>) -> [AnyItem] {
    outline.nodes
  }
}

/// Builds rows with children from tree-shaped data, children first, with
/// an explicit stack.
enum OutlineBuilding {
  /// One level being built: its elements, the next one, the rows made so
  /// far, and the row whose children they are.
  private struct Frame<Element> {
    var elements: [Element]
    var next = 0
    var built: [AnyRowStorage] = []
    var parent: AnyRowStorage?
    /// The parent's element, when it is an object (see `build`).
    var object: ObjectIdentifier?
  }

  /// The storages of `top`'s rows, each parent's children attached.
  ///
  /// An object (a class instance) met again below itself (a folder that
  /// contains itself, directly or through its descendants) makes a leaf
  /// there, so the walk ends: its row repeats its ancestor's identity,
  /// which the update that shows it reports as a duplicate at both tree
  /// paths.
  static func build<Element>(
    _ top: [Element], children: (Element) -> [Element]?,
    row: (Element) -> AnyRowStorage
  ) -> [AnyRowStorage] {
    var stack = [Frame<Element>(elements: top)]
    // The objects among the parents being built (the stack's).
    var ancestors = Set<ObjectIdentifier>()
    while true {
      let last = stack.count - 1
      if stack[last].next < stack[last].elements.count {
        let element = stack[last].elements[stack[last].next]
        stack[last].next += 1
        let made = row(element)
        if let nested = children(element) {
          var object: ObjectIdentifier?
          if type(of: element as Any) is AnyObject.Type {
            let id = ObjectIdentifier(element as AnyObject)
            guard ancestors.insert(id).inserted else {
              stack[last].built.append(made)
              continue
            }
            object = id
          }
          stack.append(Frame(elements: nested, parent: made, object: object))
        } else {
          stack[last].built.append(made)
        }
        continue
      }
      let frame = stack.removeLast()
      if let object = frame.object { ancestors.remove(object) }
      guard let parent = frame.parent else { return frame.built }
      let rows = frame.built.map { AnyRow(storage: $0) }
      stack[stack.count - 1].built.append(parent.withOutlineChildren(rows))
    }
  }
}
