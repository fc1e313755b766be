/// The matching behind ``Changeset``: trims the common prefix and suffix,
/// tries a short edit script with comparisons alone, and otherwise hashes
/// the identities into dense codes once and finds the unmoved elements as a
/// longest increasing subsequence (unique identities) or with Myers'
/// algorithm (repeated identities).
///
/// Each step is a function of its own; `changeset(source:target:identity:)`
/// reads as the pipeline.
@usableFromInline
enum ChangesetEngine {
  @inlinable
  static func changeset<Identity: ElementIdentity>(
    source: [Identity.Element], target: [Identity.Element], identity: Identity,
    sourceIsKnownUnique: Bool = false, shortScript: ShortScriptPolicy = .automatic
  ) -> Changeset {
    if source.isEmpty || target.isEmpty {
      return oneSided(
        source: source, target: target, identity: identity,
        sourceIsKnownUnique: sourceIsKnownUnique)
    }
    // 1. The common prefix and suffix: matched in place, no hashing.
    let ends = commonEnds(source: source, target: target, identity: identity)
    // 2. A middle only a few edits from the other side: its longest common
    //    subsequence by `==` alone, and only one side hashed.
    if let runs = shortScriptRuns(
      source: source, target: target, ends: ends, identity: identity, policy: shortScript)
    {
      return changesetAlongRuns(
        runs, source: source, target: target, ends: ends, identity: identity)
    }
    // 3. Hash every identity once: the middle to match it, the prefix and
    //    suffix only to find repeated identities. Everything after works on
    //    the codes: an identity that is not equal to itself (a NaN, an `==`
    //    that is always false or random) gets a code of its own each time it
    //    is met, so it is simply deleted and inserted. `String` identities
    //    are first matched by hash and compared later, where the strings are
    //    read anyway; two with one hash (rare, and never chosen: the hash is
    //    keyed per process) make the diff run again, comparing as it goes.
    if IdentityTable<Identity.ID, ChangesetOccurrences>.canDeferEquality,
      let changes = hashedChangeset(
        source: source, target: target, ends: ends, identity: identity, deferringEquality: true)
    {
      return changes
    }
    guard
      let changes = hashedChangeset(
        source: source, target: target, ends: ends, identity: identity, deferringEquality: false)
    else {
      preconditionFailure("a diff that compares identities as it looks them up found a collision")
    }
    return changes
  }

  /// Steps 3 to 5 of ``changeset(source:target:identity:sourceIsKnownUnique:shortScript:)``:
  /// hash, match and read the changes off.
  ///
  /// With `deferringEquality`, the target's identities are matched by hash
  /// alone (``IdentityTable/forEachCode(in:identify:mostlyFound:deferringEquality:_:)``)
  /// and compared afterwards: each matched pair's, right after their
  /// contents are compared (so a `String` identity's bytes are read while
  /// they are in the cache); all of them, before anything else, when an
  /// identity repeats. `nil` when two different identities turned out to
  /// share a hash: the caller runs the diff again without deferring.
  @inlinable @inline(__always)
  static func hashedChangeset<Identity: ElementIdentity>(
    source: [Identity.Element], target: [Identity.Element], ends: CommonEnds,
    identity: Identity, deferringEquality: Bool
  ) -> Changeset? {
    var table = IdentityTable<Identity.ID, ChangesetOccurrences>(
      capacity: source.count + ends.targetEnd - ends.prefix)
    let codes = hashedCodes(
      source: source, target: target, ends: ends, identity: identity, table: &table,
      deferringEquality: deferringEquality)
    if deferringEquality && codes.anyRepeat
      && !targetCodesAreExact(
        codes.target, target: target, prefix: ends.prefix, identity: identity, table: table)
    {
      return nil
    }
    var duplicateIDs: [any Hashable & Sendable] = []
    var middleHasRepeats = false
    if codes.anyRepeat {
      duplicateIDs = repeatedIDs(table: table, prefix: ends.prefix, codes: codes)
      middleHasRepeats = (0..<table.count).contains {
        table[occurrencesOf: $0].sourceMiddle > 1 || table[occurrencesOf: $0].targetMiddle > 1
      }
    }
    // 4. Match the middle.
    let matching =
      middleHasRepeats
      ? matchWithRepeats(
        sourceCodes: codes.source, targetCodes: codes.target, prefix: ends.prefix, table: table)
      : matchUnique(sourceCodes: codes.source, prefix: ends.prefix, table: table)
    // 5. Read the result off.
    return readChanges(
      matching, source: source, target: target, ends: ends, identity: identity,
      duplicateIDs: duplicateIDs, comparingIDs: deferringEquality && !codes.anyRepeat)
  }

  /// Whether each identity of the target's middle equals the identity of
  /// the code it was given (codes given by hash alone, deferring `==`).
  @inlinable
  static func targetCodesAreExact<Identity: ElementIdentity>(
    _ codes: [Int], target: [Identity.Element], prefix: Int, identity: Identity,
    table: borrowing IdentityTable<Identity.ID, ChangesetOccurrences>
  ) -> Bool {
    for (index, code) in codes.enumerated()
    where identity.id(of: target[prefix + index]) != table.id(ofCode: code) {
      return false
    }
    return true
  }

  /// A changeset with an empty side: every element of the other side is
  /// deleted or inserted, and only that side is hashed, to report its
  /// repeated identities. A source known to be unique is not hashed at all.
  @inlinable
  static func oneSided<Identity: ElementIdentity>(
    source: [Identity.Element], target: [Identity.Element], identity: Identity,
    sourceIsKnownUnique: Bool
  ) -> Changeset {
    if target.isEmpty {
      let duplicates =
        sourceIsKnownUnique ? [] : repeatedIDs(in: source, identity: identity)
      return Changeset(deletes: Array(source.indices), duplicateIDs: duplicates)
    }
    return Changeset(
      inserts: Array(target.indices), duplicateIDs: repeatedIDs(in: target, identity: identity))
  }

  /// The identities that occur more than once in `elements`, in the order
  /// first met: one hash per element, one table probe per hash.
  @inlinable
  static func repeatedIDs<Identity: ElementIdentity>(
    in elements: [Identity.Element], identity: Identity
  ) -> [any Hashable & Sendable] {
    var table = IdentityTable<Identity.ID, SideOccurrences>(capacity: elements.count)
    var anyRepeat = false
    func id(at offset: Int) -> Identity.ID { identity.id(of: elements[offset]) }
    table.forEachCode(in: elements.indices, identify: id(at:)) { _, _, counts in
      counts.count += 1
      if counts.count > 1 { anyRepeat = true }
    }
    guard anyRepeat else { return [] }
    var result: [any Hashable & Sendable] = []
    for code in 0..<table.count where table[occurrencesOf: code].count > 1 {
      result.append(table.id(ofCode: code))
    }
    return result
  }

  /// The common prefix and suffix, and the updates among them.
  @inlinable
  static func commonEnds<Identity: ElementIdentity>(
    source: [Identity.Element], target: [Identity.Element], identity: Identity
  ) -> CommonEnds {
    let sourceCount = source.count
    let targetCount = target.count
    var ends = CommonEnds()
    let shorter = min(sourceCount, targetCount)
    var prefix = 0
    while prefix < shorter {
      let sourceElement = source[prefix]
      let targetElement = target[prefix]
      guard identity.id(of: sourceElement) == identity.id(of: targetElement) else { break }
      if !identity.isContentEqual(sourceElement, targetElement) {
        ends.prefixUpdates.append(Changeset.Update(source: prefix, target: prefix))
      }
      prefix += 1
    }
    var suffix = 0
    while suffix < shorter - prefix {
      let sourceElement = source[sourceCount - 1 - suffix]
      let targetElement = target[targetCount - 1 - suffix]
      guard identity.id(of: sourceElement) == identity.id(of: targetElement) else { break }
      if !identity.isContentEqual(sourceElement, targetElement) {
        ends.suffixUpdates.append(
          Changeset.Update(source: sourceCount - 1 - suffix, target: targetCount - 1 - suffix))
      }
      suffix += 1
    }
    ends.prefix = prefix
    ends.sourceEnd = sourceCount - suffix
    ends.targetEnd = targetCount - suffix
    return ends
  }

  /// Every identity's code: the prefix's and suffix's (counted as `edges`),
  /// the source's middle (`sourceMiddle`) and the target's middle
  /// (`targetMiddle`, with the first target offset of each code).
  @inlinable
  static func hashedCodes<Identity: ElementIdentity>(
    source: [Identity.Element], target: [Identity.Element], ends: CommonEnds,
    identity: Identity, table: inout IdentityTable<Identity.ID, ChangesetOccurrences>,
    deferringEquality: Bool = false
  ) -> IdentityCodeLists {
    var codes = hashedSourceCodes(source: source, ends: ends, identity: identity, table: &table)
    func targetID(at offset: Int) -> Identity.ID { identity.id(of: target[offset]) }
    var anyRepeat = codes.anyRepeat
    codes.target = table.codes(
      in: ends.prefix..<ends.targetEnd, identify: targetID(at:), mostlyFound: true,
      deferringEquality: deferringEquality
    ) { offset, _, counts in
      if counts.targetMiddle == 0 { counts.firstTarget = Int32(truncatingIfNeeded: offset) }
      counts.targetMiddle += 1
      if counts.edges + counts.targetMiddle > 1 { anyRepeat = true }
    }
    codes.anyRepeat = anyRepeat
    return codes
  }

  /// The codes of the source's identities: the prefix's and suffix's
  /// (counted as `edges`; the target's are the same identities) and the
  /// source's middle (`sourceMiddle`). `anyRepeat` says whether one
  /// repeats so far.
  @inlinable
  static func hashedSourceCodes<Identity: ElementIdentity>(
    source: [Identity.Element], ends: CommonEnds, identity: Identity,
    table: inout IdentityTable<Identity.ID, ChangesetOccurrences>
  ) -> IdentityCodeLists {
    var codes = IdentityCodeLists()
    let prefix = ends.prefix
    func sourceID(at offset: Int) -> Identity.ID { identity.id(of: source[offset]) }
    var anyRepeat = false
    func countEdge(_ offset: Int, _ code: Int, _ counts: inout ChangesetOccurrences) {
      counts.edges += 1
      if counts.edges > 1 { anyRepeat = true }
    }
    codes.edge = table.codes(in: 0..<prefix, identify: sourceID(at:), countEdge)
    codes.edge += table.codes(in: ends.sourceEnd..<source.count, identify: sourceID(at:), countEdge)
    codes.source = table.codes(in: prefix..<ends.sourceEnd, identify: sourceID(at:)) {
      _, _, counts in
      counts.sourceMiddle += 1
      if counts.edges + counts.sourceMiddle > 1 { anyRepeat = true }
    }
    codes.anyRepeat = anyRepeat
    return codes
  }

  /// Matches a middle part in which no identity repeats: each source
  /// identity that is in the target's middle is matched with it, and the
  /// unmoved ones are a longest increasing subsequence of their targets.
  @inlinable
  static func matchUnique<ID: Hashable>(
    sourceCodes: [Int], prefix: Int, table: borrowing IdentityTable<ID, ChangesetOccurrences>
  ) -> MiddleMatching {
    var matching = MiddleMatching()
    matching.matchedSource.reserveCapacity(sourceCodes.count)
    matching.matchedTarget.reserveCapacity(sourceCodes.count)
    for (index, code) in sourceCodes.enumerated() {
      let counts = table[occurrencesOf: code]
      if counts.targetMiddle == 1 {
        matching.matchedSource.append(prefix + index)
        matching.matchedTarget.append(Int(counts.firstTarget))
      } else {
        matching.deletes.append(prefix + index)
      }
    }
    matching.unmoved = longestIncreasingSubsequence(matching.matchedTarget)
    return matching
  }

  /// The changeset a matching of the middle makes: inserts and moves in
  /// target order, updates in source order (the prefix's, the middle's, the
  /// suffix's).
  ///
  /// `comparingIDs` compares each matched pair's identities too, after
  /// their contents (matched by hash alone): `nil` when two differ.
  @inlinable
  static func readChanges<Identity: ElementIdentity>(
    _ matching: MiddleMatching, source: [Identity.Element], target: [Identity.Element],
    ends: CommonEnds, identity: Identity, duplicateIDs: [any Hashable & Sendable],
    comparingIDs: Bool = false
  ) -> Changeset? {
    let prefix = ends.prefix
    let middleTargetCount = ends.targetEnd - prefix
    var updates = ends.prefixUpdates
    var sourceOfTarget = [Int](repeating: -1, count: middleTargetCount)
    var isMoved = [Bool](repeating: false, count: middleTargetCount)
    for index in matching.matchedSource.indices {
      let sourceOffset = matching.matchedSource[index]
      let targetOffset = matching.matchedTarget[index]
      sourceOfTarget[targetOffset - prefix] = sourceOffset
      isMoved[targetOffset - prefix] = !matching.unmoved[index]
      if !identity.isContentEqual(source[sourceOffset], target[targetOffset]) {
        updates.append(Changeset.Update(source: sourceOffset, target: targetOffset))
      }
      if comparingIDs
        && identity.id(of: source[sourceOffset]) != identity.id(of: target[targetOffset])
      {
        return nil
      }
    }
    updates.append(contentsOf: ends.suffixUpdates.reversed())
    var inserts: [Int] = []
    var moves: [Changeset.Move] = []
    for index in 0..<middleTargetCount {
      let sourceOffset = sourceOfTarget[index]
      if sourceOffset < 0 {
        inserts.append(prefix + index)
      } else if isMoved[index] {
        moves.append(Changeset.Move(source: sourceOffset, target: prefix + index))
      }
    }
    return Changeset(
      deletes: matching.deletes, inserts: inserts, moves: moves, updates: updates,
      duplicateIDs: duplicateIDs)
  }

  /// The identities that occur more than once on either side, in the order
  /// first met: through the source (its prefix, middle and suffix), then
  /// through the target's middle (the target's prefix and suffix hold the
  /// source's identities). Reads the codes, never the elements again.
  @inlinable
  static func repeatedIDs<ID: Hashable & Sendable>(
    table: borrowing IdentityTable<ID, ChangesetOccurrences>, prefix: Int,
    codes: IdentityCodeLists
  ) -> [any Hashable & Sendable] {
    var result: [any Hashable & Sendable] = []
    var reported = [Bool](repeating: false, count: table.count)
    func report(_ code: Int) {
      if !reported[code] && table[occurrencesOf: code].repeats {
        reported[code] = true
        result.append(table.id(ofCode: code))
      }
    }
    for code in codes.edge[..<prefix] { report(code) }
    for code in codes.source { report(code) }
    for code in codes.edge[prefix...] { report(code) }
    for code in codes.target { report(code) }
    return result
  }

  /// Matches a middle part in which some identity repeats: the unmoved pairs
  /// are a longest common subsequence of the identity codes (Myers); the
  /// remaining occurrences of each identity are paired in order as moves.
  @inlinable
  static func matchWithRepeats<ID: Hashable>(
    sourceCodes: [Int], targetCodes: [Int], prefix: Int,
    table: borrowing IdentityTable<ID, ChangesetOccurrences>
  ) -> MiddleMatching {
    // Identities absent from the other side are deletes or inserts for sure:
    // leave them out of the quadratic part.
    var keptSource: [Int] = []  // indices into sourceCodes
    var keptSourceCodes: [Int] = []
    for index in sourceCodes.indices where table[occurrencesOf: sourceCodes[index]].targetMiddle > 0
    {
      keptSource.append(index)
      keptSourceCodes.append(sourceCodes[index])
    }
    var keptTarget: [Int] = []  // indices into targetCodes
    var keptTargetCodes: [Int] = []
    for index in targetCodes.indices where table[occurrencesOf: targetCodes[index]].sourceMiddle > 0
    {
      keptTarget.append(index)
      keptTargetCodes.append(targetCodes[index])
    }
    let lcs = Myers.matches(keptSourceCodes, keptTargetCodes)
    // Leftover target occurrences per code, in order: a linked list per code.
    let codeCount = table.count
    var head = [Int](repeating: -1, count: codeCount)
    var tail = [Int](repeating: -1, count: codeCount)
    var next = [Int](repeating: -1, count: keptTarget.count)
    var inLCS = [Bool](repeating: false, count: keptTarget.count)
    for match in lcs where match >= 0 { inLCS[match] = true }
    for index in keptTarget.indices where !inLCS[index] {
      let code = keptTargetCodes[index]
      if tail[code] >= 0 { next[tail[code]] = index } else { head[code] = index }
      tail[code] = index
    }
    var matching = MiddleMatching()
    var kept = 0
    for index in sourceCodes.indices {
      if kept < keptSource.count && keptSource[kept] == index {
        let code = keptSourceCodes[kept]
        var partner = -1
        var isUnmoved = false
        if lcs[kept] >= 0 {
          partner = lcs[kept]
          isUnmoved = true
        } else if head[code] >= 0 {
          partner = head[code]
          head[code] = next[partner]
        }
        kept += 1
        if partner >= 0 {
          matching.matchedSource.append(prefix + index)
          matching.matchedTarget.append(prefix + keptTarget[partner])
          matching.unmoved.append(isUnmoved)
          continue
        }
      }
      matching.deletes.append(prefix + index)
    }
    return matching
  }
}

/// The common prefix and suffix of a flat diff's two sides.
@usableFromInline
struct CommonEnds {
  /// The length of the common prefix.
  @usableFromInline var prefix = 0
  /// The source offset where the common suffix starts.
  @usableFromInline var sourceEnd = 0
  /// The target offset where the common suffix starts.
  @usableFromInline var targetEnd = 0
  /// Updates in the prefix, in order.
  @usableFromInline var prefixUpdates: [Changeset.Update] = []
  /// Updates in the suffix, from its last element back.
  @usableFromInline var suffixUpdates: [Changeset.Update] = []

  @inlinable init() {}
}

/// The identity codes of a flat diff, in the order of the elements.
@usableFromInline
struct IdentityCodeLists {
  /// The prefix's codes, then the suffix's (from its first element).
  @usableFromInline var edge: [Int] = []
  /// The source middle's codes.
  @usableFromInline var source: [Int] = []
  /// The target middle's codes.
  @usableFromInline var target: [Int] = []
  /// Whether some identity occurs twice on one side.
  @usableFromInline var anyRepeat = false

  @inlinable init() {}
}

/// The matched elements of a flat diff's middle.
@usableFromInline
struct MiddleMatching {
  /// Source offsets of matched elements, ascending.
  @usableFromInline var matchedSource: [Int] = []
  /// Their target offsets.
  @usableFromInline var matchedTarget: [Int] = []
  /// Whether each matched pair is unmoved.
  @usableFromInline var unmoved: [Bool] = []
  /// Source offsets of deleted elements, ascending.
  @usableFromInline var deletes: [Int] = []

  @inlinable init() {}
}

/// How often an identity occurs in each region of a flat diff.
@usableFromInline
struct ChangesetOccurrences: OccurrenceCounts {
  /// In the common prefix and suffix (the same on both sides).
  @usableFromInline var edges: Int32 = 0
  /// In the source between the prefix and suffix.
  @usableFromInline var sourceMiddle: Int32 = 0
  /// In the target between the prefix and suffix.
  @usableFromInline var targetMiddle: Int32 = 0
  /// The target offset of its first occurrence in the target's middle.
  @usableFromInline var firstTarget: Int32 = -1

  @inlinable init() {}

  /// Whether the identity occurs more than once on either side.
  @inlinable var repeats: Bool { edges + sourceMiddle > 1 || edges + targetMiddle > 1 }
}

/// How often an identity occurs in one collection.
@usableFromInline
struct SideOccurrences: OccurrenceCounts {
  /// The number of occurrences.
  @usableFromInline var count: Int32 = 0

  @inlinable init() {}
}
