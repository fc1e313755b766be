/// The rows a snapshot's verbs added to, and removed from, the sections a
/// table or grid showed when the snapshot was taken.
///
/// Applied to that table or grid while it still shows those sections, the
/// snapshot's rows are the shown rows less the removed ones plus the added
/// ones: a differ comparing two different rows of the two sides knows
/// their identities differ, without reading them, unless the shown one
/// was removed and the snapshot's one added (see
/// ``EditedRowsFilter``).
struct SnapshotRowEdits {
  /// The table or grid whose sections the snapshot was made of (weak: a
  /// list made later at the same address is another list).
  weak var list: CellarList?
  /// The version of its sections then (see ``UpdateVersions/sections``).
  var version: Int
  /// The storages of the rows added since, in the order added. A row may
  /// be noted more than once, and one that was there already (moved
  /// across sections) may be noted too: only a row not noted must be one
  /// of the sections'.
  private(set) var added: [ObjectIdentifier] = []
  /// The storages of the rows taken out since (deleted, replaced, moved
  /// into place by an insert of their identity, or in a deleted section),
  /// in the order taken out: every row of the sections not noted here is
  /// still in the snapshot.
  private(set) var removed: [ObjectIdentifier] = []

  init(list: CellarList, version: Int) {
    self.list = list
    self.version = version
  }

  /// Notes rows added.
  mutating func noteAdded(_ rows: [AnyRow]) {
    for row in rows { added.append(ObjectIdentifier(row.storage)) }
  }

  /// Notes the row of `storage` added.
  mutating func noteAdded(_ storage: AnyRowStorage) {
    added.append(ObjectIdentifier(storage))
  }

  /// Notes rows taken out.
  mutating func noteRemoved(_ rows: [AnyRow]) {
    for row in rows { removed.append(ObjectIdentifier(row.storage)) }
  }

  /// Notes the row of `storage` taken out.
  mutating func noteRemoved(_ storage: AnyRowStorage) {
    removed.append(ObjectIdentifier(storage))
  }

  /// Whether the snapshot was made of the sections `list` shows now, at
  /// `version`.
  func holdsShownRows(of list: CellarList, version: Int) -> Bool {
    self.list === list && self.version == version
  }
}
