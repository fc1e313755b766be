/// Whether ``ChangesetEngine`` tries a short edit script, by comparisons
/// alone, before hashing the target's middle.
///
/// Public to the package so that the tests can run every input down both
/// paths; everything else uses ``automatic``. `-DCELLAR_NO_SHORT_SCRIPT`
/// makes ``automatic`` behave as ``never``, to measure what the search
/// saves.
@usableFromInline
package enum ShortScriptPolicy: Sendable {
  /// Up to ``ChangesetEngine/shortScriptEdits`` edits, and about one
  /// comparison per element.
  case automatic
  /// Never: every identity is hashed and matched through its code.
  case never
  /// Always, however many edits or comparisons it takes.
  case always

  /// The limits of the search on middles of `sourceCount` and
  /// `targetCount` elements, or `nil` when there is no search.
  @inlinable
  func limits(sourceCount: Int, targetCount: Int) -> ShortEditLimits? {
    switch self {
    case .automatic:
      #if CELLAR_NO_SHORT_SCRIPT
        return nil  // every identity is hashed, as `.never`
      #else
        let edits = ChangesetEngine.shortScriptEdits
        return ShortEditLimits(edits: edits, comparisons: sourceCount + targetCount + edits * edits)
      #endif
    case .never:
      return nil
    case .always:
      return ShortEditLimits(edits: sourceCount + targetCount, comparisons: .max)
    }
  }
}

extension ChangesetEngine {
  /// The most edits the short-script search looks for: past it, the search
  /// gives up and every identity is hashed. A failed search costs about
  /// this number squared in comparisons: 0.35 million instructions a diff
  /// on `shuf100k/Int`, 0.6 million on `shuf100k/String` (callgrind, against
  /// `-DCELLAR_NO_SHORT_SCRIPT`), under 1% of either.
  @usableFromInline static let shortScriptEdits = 64

  /// The matched runs of a shortest edit script between the two middles,
  /// found by comparing identities with `==` alone, when they are a few
  /// edits apart (``ShortScriptPolicy``); `nil` otherwise, or when a middle
  /// is empty.
  @inlinable
  static func shortScriptRuns<Identity: ElementIdentity>(
    source: [Identity.Element], target: [Identity.Element], ends: CommonEnds,
    identity: Identity, policy: ShortScriptPolicy
  ) -> [MatchedRun]? {
    let prefix = ends.prefix
    let sourceCount = ends.sourceEnd - prefix
    let targetCount = ends.targetEnd - prefix
    guard sourceCount > 0, targetCount > 0,
      let limits = policy.limits(sourceCount: sourceCount, targetCount: targetCount)
    else { return nil }
    return ShortEditScript.matchedRuns(
      sourceCount: sourceCount, targetCount: targetCount, limits: limits
    ) { sourceOffset, targetOffset in
      identity.id(of: source[prefix + sourceOffset])
        == identity.id(of: target[prefix + targetOffset])
    }
  }

  /// The changeset along a short edit script's matched runs (offsets from
  /// the prefix): the runs are the unmoved elements, a longest common
  /// subsequence; the elements between them are paired by identity, in
  /// order, as moves, and the rest deleted or inserted.
  ///
  /// Only the source (and the few target elements outside the runs) is
  /// hashed, to report repeated identities: a target element in a run
  /// equals its source partner, so it takes its partner's code.
  @inlinable
  static func changesetAlongRuns<Identity: ElementIdentity>(
    _ runs: [MatchedRun], source: [Identity.Element], target: [Identity.Element],
    ends: CommonEnds, identity: Identity
  ) -> Changeset {
    let middleTargetCount = ends.targetEnd - ends.prefix
    let matchedCount = runs.reduce(0) { $0 + $1.count }
    var table = IdentityTable<Identity.ID, ChangesetOccurrences>(
      capacity: source.count + middleTargetCount - matchedCount)
    var codes = hashedSourceCodes(source: source, ends: ends, identity: identity, table: &table)
    codesAlongRuns(
      runs, target: target, ends: ends, identity: identity, table: &table, codes: &codes)
    let duplicateIDs =
      codes.anyRepeat ? repeatedIDs(table: table, prefix: ends.prefix, codes: codes) : []
    let lone = LoneElements(runs: runs, sourceCount: ends.sourceEnd - ends.prefix, codes: codes)
    return readChangesAlongRuns(
      runs, lone: lone, source: source, target: target, ends: ends, identity: identity,
      duplicateIDs: duplicateIDs)
  }

  /// The codes of the target's middle: a target element in a run takes its
  /// source partner's code; the others are hashed.
  @inlinable
  static func codesAlongRuns<Identity: ElementIdentity>(
    _ runs: [MatchedRun], target: [Identity.Element], ends: CommonEnds, identity: Identity,
    table: inout IdentityTable<Identity.ID, ChangesetOccurrences>, codes: inout IdentityCodeLists
  ) {
    let prefix = ends.prefix
    let middleTargetCount = ends.targetEnd - prefix
    var targetCodes: [Int] = []
    targetCodes.reserveCapacity(middleTargetCount)
    var anyRepeat = codes.anyRepeat
    func count(_ code: Int, at offset: Int) {
      targetCodes.append(code)
      if table[occurrencesOf: code].targetMiddle == 0 {
        table[occurrencesOf: code].firstTarget = Int32(truncatingIfNeeded: prefix + offset)
      }
      table[occurrencesOf: code].targetMiddle += 1
      let counts = table[occurrencesOf: code]
      if counts.edges + counts.targetMiddle > 1 { anyRepeat = true }
    }
    var next = 0
    for run in runs + [MatchedRun(source: 0, target: middleTargetCount, count: 0)] {
      for offset in next..<run.target {
        count(table.code(for: identity.id(of: target[prefix + offset])), at: offset)
      }
      for step in 0..<run.count {
        count(codes.source[run.source + step], at: run.target + step)
      }
      next = run.target + run.count
    }
    codes.target = targetCodes
    codes.anyRepeat = anyRepeat
  }

  /// The changeset along the runs: the elements in runs are unmoved, lone
  /// ones paired by `lone` are moves, the other lone ones deleted or
  /// inserted; updates are the pairs whose contents differ.
  @inlinable
  static func readChangesAlongRuns<Identity: ElementIdentity>(
    _ runs: [MatchedRun], lone: LoneElements, source: [Identity.Element],
    target: [Identity.Element], ends: CommonEnds, identity: Identity,
    duplicateIDs: [any Hashable & Sendable]
  ) -> Changeset {
    let prefix = ends.prefix
    var updates = ends.prefixUpdates
    var deletes: [Int] = []
    var moves: [Changeset.Move] = []
    func pair(_ sourceOffset: Int, _ targetOffset: Int) {
      if !identity.isContentEqual(source[sourceOffset], target[targetOffset]) {
        updates.append(Changeset.Update(source: sourceOffset, target: targetOffset))
      }
    }
    var loneIndex = 0
    var next = 0
    let end = MatchedRun(source: ends.sourceEnd - prefix, target: 0, count: 0)
    for run in runs + [end] {
      for offset in next..<run.source {  // lone source elements
        let partner = lone.sourcePartners[loneIndex]
        loneIndex += 1
        if partner < 0 {
          deletes.append(prefix + offset)
        } else {
          moves.append(Changeset.Move(source: prefix + offset, target: prefix + partner))
          pair(prefix + offset, prefix + partner)
        }
      }
      for step in 0..<run.count {
        pair(prefix + run.source + step, prefix + run.target + step)
      }
      next = run.source + run.count
    }
    updates.append(contentsOf: ends.suffixUpdates.reversed())
    moves.sort { $0.target < $1.target }
    var inserts: [Int] = []
    for (index, offset) in lone.targets.enumerated() where !lone.targetIsPaired[index] {
      inserts.append(prefix + offset)
    }
    return Changeset(
      deletes: deletes, inserts: inserts, moves: moves, updates: updates,
      duplicateIDs: duplicateIDs)
  }
}

/// The elements of two middles outside a short edit script's runs, and how
/// they pair up: the k-th lone occurrence of an identity in the source with
/// the k-th in the target.
@usableFromInline
struct LoneElements {
  /// For each lone source element, in source order: the target offset
  /// (from the prefix) of its partner, or -1.
  @usableFromInline var sourcePartners: [Int]
  /// The lone target elements' offsets (from the prefix), ascending.
  @usableFromInline var targets: [Int]
  /// Whether each lone target element has a partner.
  @usableFromInline var targetIsPaired: [Bool]

  /// Finds the lone elements between `runs` (the source's middle is
  /// `sourceCount` long; `codes` holds both middles' codes) and pairs them:
  /// sorted by code, then offset, the two lists are merged.
  ///
  /// - Complexity: O(*r* + *d* log *d*), where *r* is the number of runs
  ///   and *d* the number of lone elements.
  @inlinable
  init(runs: [MatchedRun], sourceCount: Int, codes: IdentityCodeLists) {
    var sources: [Int] = []
    var targets: [Int] = []
    var nextSource = 0
    var nextTarget = 0
    let end = MatchedRun(source: sourceCount, target: codes.target.count, count: 0)
    for run in runs + [end] {
      sources.append(contentsOf: nextSource..<run.source)
      targets.append(contentsOf: nextTarget..<run.target)
      nextSource = run.source + run.count
      nextTarget = run.target + run.count
    }
    var sourcePartners = [Int](repeating: -1, count: sources.count)
    var targetIsPaired = [Bool](repeating: false, count: targets.count)
    let sourceCodes = codes.source
    let targetCodes = codes.target
    let byCodeSources = sources.indices.sorted {
      (sourceCodes[sources[$0]], $0) < (sourceCodes[sources[$1]], $1)
    }
    let byCodeTargets = targets.indices.sorted {
      (targetCodes[targets[$0]], $0) < (targetCodes[targets[$1]], $1)
    }
    var sourceIndex = 0
    var targetIndex = 0
    while sourceIndex < byCodeSources.count && targetIndex < byCodeTargets.count {
      let lonely = byCodeSources[sourceIndex]
      let wanted = byCodeTargets[targetIndex]
      let sourceCode = sourceCodes[sources[lonely]]
      let targetCode = targetCodes[targets[wanted]]
      if sourceCode == targetCode {
        sourcePartners[lonely] = targets[wanted]
        targetIsPaired[wanted] = true
        sourceIndex += 1
        targetIndex += 1
      } else if sourceCode < targetCode {
        sourceIndex += 1
      } else {
        targetIndex += 1
      }
    }
    self.sourcePartners = sourcePartners
    self.targets = targets
    self.targetIsPaired = targetIsPaired
  }
}
