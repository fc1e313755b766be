import CellarDiff

/// A value with a tag that says where it came from, equal and hashed by its
/// identity alone: the differ sees only `id`, and a check reads the tags to
/// tell which source element ended up where.
public struct Tagged<ID: Hashable & Sendable>: Hashable, Sendable {
  /// Where the value came from: its offset in the source, or the source's
  /// count plus its offset in the target.
  public var tag: Int
  /// The identity the differ sees.
  public var id: ID

  /// Creates a tagged value.
  public init(tag: Int, id: ID) {
    self.tag = tag
    self.id = id
  }

  /// The elements of `source` and `target`, tagged with their offsets
  /// (target tags start after the source's).
  public static func tag(_ source: [ID], _ target: [ID]) -> (source: [Tagged], target: [Tagged]) {
    (
      source.enumerated().map { Tagged(tag: $0, id: $1) },
      target.enumerated().map { Tagged(tag: source.count + $0, id: $1) }
    )
  }

  /// Equal when the identities are: tags are not compared.
  public static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
  /// Hashes the identity alone.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension Check {
  /// Checks a ``Changeset`` computed between identities whose `==` or hash
  /// misbehave (see ``HostileID``): it replays source to target; an element
  /// that is never equal is never matched; a matched pair of deterministic
  /// identities is equal. When every identity is plain or never equal, the
  /// changeset must also pass ``changeset(_:source:target:id:isContentEqual:)``
  /// on the same sequences with each never-equal occurrence made a unique
  /// identity: it is then the fewest changes, with the right duplicates.
  public static func hostileChangeset(
    _ changes: Changeset, source: [HostileID], target: [HostileID]
  ) -> [String] {
    let tags = Array(0..<(source.count + target.count))
    guard
      let replayed = changes.replay(
        source: Array(tags[..<source.count]), target: Array(tags[source.count...]))
    else { return ["replay(source:target:) rejects the changeset \(changes)"] }
    var problems = matchedPairProblems(
      replayed.enumerated().map { ($0, $1) }, source: source, target: target)
    if let (mappedSource, mappedTarget) = canonicalIDs(source, target) {
      let mapped = Changeset(
        deletes: changes.deletes, inserts: changes.inserts, moves: changes.moves,
        updates: changes.updates,
        duplicateIDs: changes.duplicateIDs.map { canonicalDuplicate($0) })
      problems += changeset(
        mapped, source: mappedSource, target: mappedTarget, id: { $0 }, isContentEqual: ==
      ).map { "as unique identities: \($0)" }
    }
    return problems
  }

  /// Checks a ``Diff`` computed between tagged identities whose `==` or
  /// hash misbehave: applying its steps gives the target (every inserted
  /// element is the target's, at its offset); a kept element is never a
  /// never-equal one and, for deterministic identities, equals the target
  /// element it stands for. When every identity is plain or never equal,
  /// its length is the edit distance with each never-equal occurrence a
  /// unique identity.
  public static func hostileDiff(
    _ diff: Diff<Tagged<HostileID>>, source: [Tagged<HostileID>], target: [Tagged<HostileID>]
  ) -> [String] {
    var result = source
    var problems: [String] = []
    // Deletions come in descending offsets, so each offset is still a source offset.
    for step in diff.steps where !step.isInsertion {
      guard case .delete(let offset, let element) = step, result.indices.contains(offset),
        result[offset].tag == element.tag
      else { return ["deletion \(step) does not name a source element"] }
      result.remove(at: offset)
    }
    for step in diff.steps where step.isInsertion {
      guard case .insert(let offset, let element) = step, offset <= result.count,
        target.indices.contains(offset), target[offset].tag == element.tag
      else { return ["insertion \(step) does not name a target element at its offset"] }
      result.insert(element, at: offset)
    }
    guard result.count == target.count else {
      return ["applying the diff gives \(result.count) elements, not \(target.count)"]
    }
    let sourceIDs = source.map(\.id)
    let targetIDs = target.map(\.id)
    problems += matchedPairProblems(
      result.enumerated().map { ($0, $1.tag) }, source: sourceIDs, target: targetIDs)
    if let (mappedSource, mappedTarget) = canonicalIDs(sourceIDs, targetIDs),
      mappedSource.count * mappedTarget.count <= dynamicProgrammingLimit
    {
      let distance = Oracle.editDistance(mappedSource, mappedTarget)
      if diff.steps.count != distance {
        problems.append("\(diff.steps.count) steps, but the edit distance is \(distance)")
      }
    }
    return problems
  }

  /// Checks a ``SectionedChangeset`` computed between sections and rows
  /// whose identities misbehave, as ``hostileChangeset(_:source:target:)``
  /// does for flat sequences: it replays source to target, never matches a
  /// never-equal identity, matches only equal deterministic identities, and,
  /// when every identity is plain or never equal, passes
  /// ``sectioned(_:source:target:sectionID:rows:rowID:isSectionContentEqual:isRowContentEqual:)``
  /// with each never-equal occurrence made a unique identity.
  public static func hostileSectioned(
    _ changes: SectionedChangeset, source: [(id: HostileID, rows: [HostileID])],
    target: [(id: HostileID, rows: [HostileID])]
  ) -> [String] {
    var problems = hostileChangeset(
      changes.sections, source: source.map(\.id), target: target.map(\.id)
    ).map { "sections: \($0)" }
    let sourceRows = source.flatMap(\.rows)
    let targetRows = target.flatMap(\.rows)
    // Tag sections and rows by their flat offsets, the target's after the source's.
    var next = 0
    func tagged(_ sections: [(id: HostileID, rows: [HostileID])]) -> [(section: Int, rows: [Int])] {
      sections.enumerated().map { index, section in
        (
          index,
          section.rows.map { _ in
            defer { next += 1 }
            return next
          }
        )
      }
    }
    let sourceTagged = tagged(source)
    let targetTagged = tagged(target).map { ($0.section + source.count, $0.rows) }
    guard
      let replayed = changes.replay(
        source: sourceTagged, target: targetTagged, rows: { $0.rows })
    else { return problems + ["replay(source:target:rows:) rejects the changeset \(changes)"] }
    let flatReplayed = replayed.flatMap(\.rows)
    guard replayed.count == target.count,
      zip(replayed, target).allSatisfy({ $0.rows.count == $1.rows.count })
    else { return problems + ["replaying gives other section or row counts than the target"] }
    problems += matchedPairProblems(
      flatReplayed.enumerated().map { ($0, $1) }, source: sourceRows, target: targetRows)
    let sectionIDs = canonicalIDs(source.map(\.id), target.map(\.id))
    if let (mappedSourceRows, mappedTargetRows) = canonicalIDs(sourceRows, targetRows),
      let (mappedSourceSections, mappedTargetSections) = sectionIDs
    {
      func rebuild(_ sections: [Int], _ rows: [Int], _ counts: [Int]) -> [(Int, [Int])] {
        var start = 0
        return zip(sections, counts).map { id, count in
          defer { start += count }
          return (id, Array(rows[start..<start + count]))
        }
      }
      let mappedSource = rebuild(mappedSourceSections, mappedSourceRows, source.map(\.rows.count))
      let mappedTarget = rebuild(mappedTargetSections, mappedTargetRows, target.map(\.rows.count))
      let mappedSections = Changeset(
        deletes: changes.sections.deletes, inserts: changes.sections.inserts,
        moves: changes.sections.moves, updates: changes.sections.updates,
        duplicateIDs: changes.sections.duplicateIDs.map { canonicalDuplicate($0) })
      let mapped = SectionedChangeset(
        sections: mappedSections, rowDeletes: changes.rowDeletes, rowInserts: changes.rowInserts,
        rowMoves: changes.rowMoves, rowUpdates: changes.rowUpdates,
        duplicateRowIDs: changes.duplicateRowIDs.map { canonicalDuplicate($0) })
      problems += sectioned(
        mapped, source: mappedSource, target: mappedTarget, sectionID: \.0, rows: \.1,
        rowID: { $0 }, isSectionContentEqual: { _, _ in true }, isRowContentEqual: ==
      ).map { "as unique identities: \($0)" }
    }
    return problems
  }

  /// Problems with the pairs a replay made: `placed` holds, per target
  /// offset, the tag that ended up there (a source offset, or the source's
  /// count plus a target offset).
  static func matchedPairProblems(
    _ placed: [(offset: Int, tag: Int)], source: [HostileID], target: [HostileID]
  ) -> [String] {
    var problems: [String] = []
    for (offset, tag) in placed {
      if tag >= source.count {
        if tag - source.count != offset {
          problems.append("target \(offset) holds target element \(tag - source.count)")
        }
        continue
      }
      let old = source[tag]
      let new = target[offset]
      if old.isNeverEqual || new.isNeverEqual {
        problems.append("source \(tag) (\(old)) is matched with target \(offset) (\(new))")
      } else if old.hasDeterministicEquality && new.hasDeterministicEquality && old != new {
        problems.append("source \(tag) (\(old)) is kept as unequal target \(offset) (\(new))")
      }
    }
    return problems
  }

  /// The identities as integers, when every one is plain or never equal:
  /// a plain value `v` becomes `2v`, each never-equal occurrence a unique
  /// odd number. `nil` when some identity has a coin-flip `==` or a hash
  /// inconsistent with `==` (then only the structural checks apply).
  static func canonicalIDs(_ source: [HostileID], _ target: [HostileID]) -> ([Int], [Int])? {
    var unique = 0
    func map(_ id: HostileID) -> Int? {
      switch id.kind {
      case .plain: return id.value &* 2
      case .nan, .neverEqual:
        unique += 1
        return unique &* 2 &+ 1
      case .coinFlip, .hashMismatch, .unstableHash: return nil
      }
    }
    var mappedSource: [Int] = []
    var mappedTarget: [Int] = []
    for id in source {
      guard let value = map(id) else { return nil }
      mappedSource.append(value)
    }
    for id in target {
      guard let value = map(id) else { return nil }
      mappedTarget.append(value)
    }
    return (mappedSource, mappedTarget)
  }

  /// A reported duplicate identity as ``canonicalIDs(_:_:)`` maps it.
  static func canonicalDuplicate(_ id: AnyHashable) -> Int {
    // Never-equal identities never repeat, so a duplicate is plain (a
    // `HostileID`, or the number the test diffed in its place).
    if let hostile = id.base as? HostileID { return hostile.value &* 2 }
    if let number = id.base as? Double, number.isFinite { return Int(number) &* 2 }
    if let number = id.base as? Int { return number &* 2 }
    return Int.min
  }
}
