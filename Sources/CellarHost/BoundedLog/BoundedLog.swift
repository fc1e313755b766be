/// A log that keeps its newest entries, at most ``limit``: the storage of
/// ``Headless/UITableView/updateLog`` and ``Headless/UICollectionView/updateLog``, so that a view
/// updated for hours does not grow without bound, and both views drop and
/// clear alike.
///
/// Entries keep a stable position: the entry at `entries[i]` is the
/// `(dropped + i)`-th ever logged, so that code which notes where the log
/// ended (`dropped + entries.count`) still finds what came after, whatever
/// was dropped meanwhile.
struct BoundedLog<Entry> {
  /// The default ``limit``: 10,000 entries.
  static var defaultLimit: Int { 10_000 }

  /// The entries kept, oldest first.
  private(set) var entries: [Entry] = []

  /// How many entries were dropped from the front (by the limit or by
  /// ``removeAll()``) since the log was made.
  private(set) var dropped = 0

  /// The most entries kept, at least 1. When an entry would make the log
  /// longer, the oldest quarter of the limit is dropped at once (so that
  /// logging costs O(1) amortized, not a shift of every entry each time);
  /// lowering the limit drops the oldest entries over it at once.
  var limit = BoundedLog.defaultLimit {
    didSet {
      limit = max(1, limit)
      if entries.count > limit { drop(entries.count - limit) }
    }
  }

  /// The position after the last entry: how many entries were ever logged.
  var endPosition: Int { dropped + entries.count }

  /// Appends an entry, dropping the oldest quarter of the limit first when
  /// the log is full.
  ///
  /// - Complexity: Amortized O(1).
  mutating func append(_ entry: Entry) {
    if entries.count >= limit { drop(max(1, entries.count - limit + max(1, limit / 4))) }
    entries.append(entry)
  }

  /// Drops every entry (they count as dropped: positions go on).
  mutating func removeAll() {
    dropped += entries.count
    entries.removeAll()
  }

  /// The entry at a position, or `nil` when it was dropped or is not
  /// logged yet.
  func entry(at position: Int) -> Entry? {
    let index = position - dropped
    return entries.indices.contains(index) ? entries[index] : nil
  }

  /// Drops the oldest `count` entries.
  private mutating func drop(_ count: Int) {
    let count = min(count, entries.count)
    entries.removeFirst(count)
    dropped += count
  }
}
