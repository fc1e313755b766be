extension Changeset {
  /// Replays the changeset: builds the target from the source's surviving
  /// elements, taking from `target` only what the changeset says is new
  /// (inserts) or changed (updates).
  ///
  /// Elements that are neither inserted nor updated come from the source:
  /// moved ones go to their move target, unmoved ones keep their relative
  /// order and fill the remaining positions. If the changeset is right, the
  /// result equals the target, which makes this a test oracle for any
  /// changeset, hand-made or computed.
  ///
  /// - Returns: The replayed collection, or `nil` when the changeset does not
  ///   fit the two collections (an offset out of range, an offset used twice,
  ///   or counts that do not add up).
  /// - Complexity: O(*n* + *m* + *c*), where *n* and *m* are the lengths and
  ///   *c* the number of changes.
  package func replay<Element>(source: [Element], target: [Element]) -> [Element]? {
    let sourceCount = source.count
    let targetCount = target.count
    var sourceUsed = [Bool](repeating: false, count: sourceCount)
    var slots = [Int](repeating: -1, count: targetCount)  // source offset, or -2 for target
    var updatedTarget = [Int](repeating: -1, count: sourceCount)
    var targetUpdated = [Bool](repeating: false, count: targetCount)
    for offset in deletes {
      guard sourceUsed.indices.contains(offset), !sourceUsed[offset] else { return nil }
      sourceUsed[offset] = true
    }
    for update in updates {
      guard updatedTarget.indices.contains(update.source), target.indices.contains(update.target),
        updatedTarget[update.source] < 0, !targetUpdated[update.target]
      else { return nil }
      updatedTarget[update.source] = update.target
      targetUpdated[update.target] = true
    }
    for offset in inserts {
      guard slots.indices.contains(offset), slots[offset] == -1 else { return nil }
      slots[offset] = -2
    }
    for move in moves {
      guard sourceUsed.indices.contains(move.source), !sourceUsed[move.source],
        slots.indices.contains(move.target), slots[move.target] == -1
      else { return nil }
      sourceUsed[move.source] = true
      slots[move.target] = move.source
    }
    var nextSource = 0
    for position in 0..<targetCount where slots[position] == -1 {
      while nextSource < sourceCount && sourceUsed[nextSource] { nextSource += 1 }
      guard nextSource < sourceCount else { return nil }
      slots[position] = nextSource
      sourceUsed[nextSource] = true
    }
    guard !sourceUsed.contains(false) else { return nil }
    var result: [Element] = []
    result.reserveCapacity(targetCount)
    for position in 0..<targetCount {
      let origin = slots[position]
      if origin == -2 {
        result.append(target[position])
      } else if updatedTarget[origin] >= 0 {
        result.append(target[updatedTarget[origin]])
      } else {
        result.append(source[origin])
      }
    }
    return result
  }
}

extension Collection {
  /// Replays a changeset computed from this collection to `target`; the
  /// result equals `target` whenever the changeset is right.
  ///
  /// A test oracle: see ``Changeset/replay(source:target:)``, which this
  /// calls. Replaying a changeset that does not fit the two collections (one
  /// computed from other collections) is a programmer error and stops the
  /// program; use `replay(source:target:)` to get `nil` instead.
  ///
  /// ```swift
  /// let changes = Changeset(source: old, target: new)
  /// old.applying(changes, target: new) == new   // true
  /// ```
  ///
  /// - Parameters:
  ///   - changeset: A changeset whose source is this collection.
  ///   - target: The collection the changeset was computed for.
  /// - Returns: The replayed target.
  /// - Complexity: O(*n* + *m* + *c*), where *n* and *m* are the lengths and
  ///   *c* the number of changes.
  package func applying<Target: Collection>(_ changeset: Changeset, target: Target) -> [Element]
  where Target.Element == Element {
    guard let result = changeset.replay(source: Array(self), target: Array(target)) else {
      preconditionFailure("Changeset.applying: \(changeset) does not fit these collections")
    }
    return result
  }
}
