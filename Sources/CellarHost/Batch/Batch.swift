import Foundation

extension Headless {
  /// One batch update of a table view or a collection view: the view it is
  /// for and its calls, in call order. The one value a batch is, wherever
  /// it goes: the views collect, validate and log it
  /// (``UpdateLogEntry/batch``), and Cellar plans, sends, records and
  /// replays it.
  ///
  /// ```swift
  /// let batch = Headless.Batch(
  ///   .collection, calls: [.deleteItems([IndexPath(item: 0, section: 0)]), .insertSections([1])])
  /// try batch.validate(before: [3], after: [2, 4])  // false: animated, not a reload
  /// print(batch)  // [deleteItems([[0, 0]]), insertSections([1])]
  /// ```
  ///
  /// A batch planned by Cellar keeps its calls grouped by kind, with rows
  /// as `SectionedChangeset`'s positions, and makes index paths only when
  /// its ``calls`` are read: a batch of a million rows is handed from the
  /// planner to the view without being copied. Two batches are equal when
  /// they are for the same surface and make the same calls.
  public struct Batch: Sendable, Hashable, CustomStringConvertible {
    /// The kind of view a batch is for, which names its rows and itself in
    /// the log and in UIKit's reason texts, and chooses the rules that
    /// differ (``validate(before:after:)``).
    public enum Surface: Sendable, Hashable {
      /// A `UITableView`: "row", "table view".
      case table
      /// A `UICollectionView`: "item", "collection view".
      case collection
    }

    /// The kind of view the batch is for.
    public let surface: Surface

    /// The calls as given, or as planned (grouped by kind).
    private let storage: Storage

    /// How a batch holds its calls.
    private enum Storage: Sendable {
      case calls([BatchOperation])
      case planned(Groups)
    }

    /// A batch of `calls`, in call order, for a view of `surface`.
    ///
    /// - Parameters:
    ///   - surface: The kind of view the batch is for.
    ///   - calls: The update calls, in the order they are made.
    public init(_ surface: Surface, calls: [BatchOperation]) {
      self.surface = surface
      storage = .calls(calls)
    }

    /// A batch planned by kind: the calls are made from `groups` in the
    /// order every sender makes them (see ``Groups/calls``).
    package init(_ surface: Surface, planned groups: Groups) {
      self.surface = surface
      storage = .planned(groups)
    }

    /// The calls, in call order. For a planned batch: sections (deletes,
    /// inserts, moves, reloads), then rows (deletes, inserts, moves,
    /// reloads, reconfigures), empty groups left out.
    ///
    /// - Complexity: O(1) for a batch made from calls; O(*n*) for a planned
    ///   one, for *n* sections and rows it names.
    public var calls: [BatchOperation] {
      switch storage {
      case .calls(let calls): calls
      case .planned(let groups): groups.calls
      }
    }

    /// The calls grouped by kind: the planner's groups as they are, or
    /// the given calls sorted into groups in call order (index paths read
    /// as UIKit reads them: see `SectionedChangeset.Path.init(_:)`).
    package var groups: Groups {
      switch storage {
      case .calls(let calls): Groups(calls)
      case .planned(let groups): groups
      }
    }

    /// Whether the batch makes no call.
    public var isEmpty: Bool {
      switch storage {
      case .calls(let calls): calls.isEmpty
      case .planned(let groups): groups.isEmpty
      }
    }

    /// The calls as code would read them on the batch's view, in brackets:
    /// `[deleteSections([1]), insertRows([[0, 1]], .fade)]` on a table view,
    /// `[deleteSections([1]), insertItems([[0, 1]])]` on a collection view.
    public var description: String {
      "["
        + calls.map { $0.spelled(forCollectionView: surface == .collection) }.joined(
          separator: ", ") + "]"
    }

    /// Whether two batches are for the same surface and make the same calls.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.surface == rhs.surface && lhs.calls == rhs.calls
    }

    /// Hashes the surface and the calls.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(surface)
      hasher.combine(calls)
    }
  }
}

extension Headless.Batch {
  /// Checks the batch as its view checks it in `performBatchUpdates`,
  /// against the counts before and after it, as a pure function: UIKit's
  /// rules, in UIKit's order, with the surface's differences (a table view
  /// applies a row moved out of a deleted section or into an inserted one
  /// as a `reloadData`; a collection view rejects it, and an item deleted
  /// twice).
  ///
  /// Cellar's UIKit backend runs it before each batch it gives a view, so
  /// that a batch UIKit would reject is a typed error instead of an
  /// exception.
  ///
  /// A negative count reads as 0, as a table view reads its data source's
  /// (a collection view rejects its data source's before it validates).
  ///
  /// - Parameters:
  ///   - before: The row (or item) count of each section before the batch
  ///     (the view's cached counts).
  ///   - after: The count of each section after it (the data source's
  ///     answers at the end of the batch).
  /// - Returns: Whether the view applies the batch as a `reloadData`
  ///   (tables only), rather than animating it.
  /// - Throws: The first rejection in UIKit's order, with UIKit's text: a
  ///   ``Headless/UITableView/UpdateError`` for a table view, a
  ///   ``CollectionViewBatch/UpdateError`` for a collection view.
  /// - Complexity: O(*s* + *m* log *m*), where *s* is the number of sections
  ///   and *m* the number of the calls' index paths.
  @discardableResult
  public func validate(before: [Int], after: [Int]) throws -> Bool {
    try plan(before: before, after: after).fallsBackToReloadData
  }

  /// The checked batch: where each section and row goes.
  ///
  /// - Throws: What ``validate(before:after:)`` throws.
  func plan(before: [Int], after: [Int]) throws -> BatchPlan {
    let calls = calls
    let before = before.contains { $0 < 0 } ? before.map { max(0, $0) } : before
    let after = after.contains { $0 < 0 } ? after.map { max(0, $0) } : after
    switch surface {
    case .table:
      return try BatchPlan(operations: calls, before: before, after: after)
    case .collection:
      do {
        return try BatchPlan(operations: calls, before: before, after: after, rules: .collection)
      } catch let error as Headless.UITableView.UpdateError {
        throw CollectionViewBatch.UpdateError(
          error, operations: calls, before: before, after: after)
      }
    }
  }
}
