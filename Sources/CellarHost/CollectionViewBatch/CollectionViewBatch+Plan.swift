import Foundation

extension CollectionViewBatch {
  /// A validated collection view batch: where each section and item before
  /// the update is after it, for remapping selection and visible cells.
  public struct Plan: Sendable {
    /// For each old section, its index after the update, or `nil` when it
    /// was deleted or reloaded.
    public let sectionMap: [Int?]
    /// For each new section, the old section it was, or `nil` when it is
    /// new (inserted or reloaded): the inverse of ``sectionMap``.
    public let sectionSources: [Int?]
    /// Items to reconfigure, in the coordinates before the update.
    public let reconfiguredItems: Set<IndexPath>
    private let plan: BatchPlan

    init(_ plan: BatchPlan) {
      self.plan = plan
      sectionMap = plan.sectionMap
      sectionSources = plan.sectionSources
      reconfiguredItems = plan.reconfigured
    }

    /// Where a section before the update is after it.
    ///
    /// - Parameter section: A section before the update.
    /// - Returns: Its index after the update, or `nil` when it was deleted
    ///   or reloaded, or never existed.
    /// - Complexity: O(1).
    public func newSection(for section: Int) -> Int? {
      plan.newSection(for: section)
    }

    /// Where an item before the update is after it.
    ///
    /// - Parameter indexPath: An item before the update.
    /// - Returns: Its index path after the update, or `nil` when it was
    ///   deleted or reloaded, is in a deleted or reloaded section, or never
    ///   existed.
    /// - Complexity: O(log *k*), where *k* is the number of items leaving
    ///   and entering its section.
    public func newIndexPath(for indexPath: IndexPath) -> IndexPath? {
      plan.newPath(for: indexPath)
    }
  }
}
