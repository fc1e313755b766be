/// The matching behind ``Changeset``: trims the common prefix and suffix,
/// hashes the identities into dense codes once, and finds the unmoved
/// elements as a longest increasing subsequence (unique identities) or with
/// Myers' algorithm (repeated identities).
@usableFromInline
enum ChangesetEngine {
  @inlinable
  static func changeset<Identity: ElementIdentity>(
    source: [Identity.Element], target: [Identity.Element], identity: Identity
  ) -> Changeset {
    typealias ID = Identity.ID
    let sourceCount = source.count
    let targetCount = target.count

    // 1. The common prefix and suffix: matched in place, no hashing.
    var updates: [Changeset.Update] = []
    let shorter = min(sourceCount, targetCount)
    var prefix = 0
    while prefix < shorter {
      let sourceElement = source[prefix]
      let targetElement = target[prefix]
      guard identity.id(of: sourceElement) == identity.id(of: targetElement) else { break }
      if !identity.isContentEqual(sourceElement, targetElement) {
        updates.append(Changeset.Update(source: prefix, target: prefix))
      }
      prefix += 1
    }
    var suffixUpdates: [Changeset.Update] = []
    var suffix = 0
    while suffix < shorter - prefix {
      let sourceElement = source[sourceCount - 1 - suffix]
      let targetElement = target[targetCount - 1 - suffix]
      guard identity.id(of: sourceElement) == identity.id(of: targetElement) else { break }
      if !identity.isContentEqual(sourceElement, targetElement) {
        suffixUpdates.append(
          Changeset.Update(source: sourceCount - 1 - suffix, target: targetCount - 1 - suffix))
      }
      suffix += 1
    }
    let sourceEnd = sourceCount - suffix
    let targetEnd = targetCount - suffix
    let middleTargetCount = targetEnd - prefix

    // 2. Hash every identity once: the middle to match it, the prefix and
    //    suffix only to find repeated identities.
    // Regions: `first` counts the prefix and suffix (the same on both sides),
    // `second` the source's middle, `third` the target's middle.
    // Every element is hashed exactly once, and everything after works on
    // the codes: an identity that is not equal to itself (a NaN, an `==`
    // that is always false or random) gets a code of its own each time it
    // is met, so it is simply deleted and inserted, and looking it up again
    // could never find it.
    var table = IdentityTable<ID>(capacity: sourceCount + middleTargetCount)
    defer { table.deallocate() }
    var anyRepeat = false
    // The codes of the prefix, then of the suffix (from its first element).
    var edgeCodes = [Int](repeating: 0, count: sourceCount - (sourceEnd - prefix))
    edgeCodes.withUnsafeMutableBufferPointer { codes in
      var index = 0
      for offset in 0..<sourceCount where offset < prefix || offset >= sourceEnd {
        let code = table.code(for: identity.id(of: source[offset]))
        codes[index] = code
        index += 1
        table.first[code] += 1
        if table.first[code] > 1 { anyRepeat = true }
      }
    }
    var sourceCodes = [Int](repeating: 0, count: sourceEnd - prefix)
    sourceCodes.withUnsafeMutableBufferPointer { codes in
      for offset in prefix..<sourceEnd {
        let code = table.code(for: identity.id(of: source[offset]))
        codes[offset - prefix] = code
        table.second[code] += 1
        if table.first[code] + table.second[code] > 1 { anyRepeat = true }
      }
    }
    var firstTarget = [Int](repeating: -1, count: middleTargetCount > 0 ? table.capacity : 0)
    var targetCodes = [Int](repeating: 0, count: middleTargetCount)
    targetCodes.withUnsafeMutableBufferPointer { codes in
      for offset in prefix..<targetEnd {
        let code = table.code(for: identity.id(of: target[offset]))
        codes[offset - prefix] = code
        if table.third[code] == 0 { firstTarget[code] = offset }
        table.third[code] += 1
        if table.first[code] + table.third[code] > 1 { anyRepeat = true }
      }
    }
    var duplicateIDs: [any Hashable & Sendable] = []
    var middleHasRepeats = false
    if anyRepeat {
      duplicateIDs = repeatedIDs(
        table: table, prefix: prefix, edgeCodes: edgeCodes, sourceCodes: sourceCodes,
        targetCodes: targetCodes)
      for code in 0..<table.count where table.second[code] > 1 || table.third[code] > 1 {
        middleHasRepeats = true
        break
      }
    }

    // 3. Match the middle.
    var matchedSource: [Int] = []  // source offsets, ascending
    var matchedTarget: [Int] = []  // their target offsets
    var unmoved: [Bool]
    var deletes: [Int] = []
    if !middleHasRepeats {
      matchedSource.reserveCapacity(sourceEnd - prefix)
      matchedTarget.reserveCapacity(sourceEnd - prefix)
      for offset in prefix..<sourceEnd {
        let code = sourceCodes[offset - prefix]
        if table.third[code] == 1 {
          matchedSource.append(offset)
          matchedTarget.append(firstTarget[code])
        } else {
          deletes.append(offset)
        }
      }
      unmoved = longestIncreasingSubsequence(matchedTarget)
    } else {
      (matchedSource, matchedTarget, unmoved, deletes) = matchWithRepeats(
        sourceCodes: sourceCodes, targetCodes: targetCodes,
        prefix: prefix, table: table)
    }

    // 4. Read the result off: inserts and moves in target order, updates in
    //    source order.
    var sourceOfTarget = [Int](repeating: -1, count: middleTargetCount)
    var isMoved = [Bool](repeating: false, count: middleTargetCount)
    for index in matchedSource.indices {
      let sourceOffset = matchedSource[index]
      let targetOffset = matchedTarget[index]
      sourceOfTarget[targetOffset - prefix] = sourceOffset
      isMoved[targetOffset - prefix] = !unmoved[index]
      if !identity.isContentEqual(source[sourceOffset], target[targetOffset]) {
        updates.append(Changeset.Update(source: sourceOffset, target: targetOffset))
      }
    }
    updates.append(contentsOf: suffixUpdates.reversed())
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
      deletes: deletes, inserts: inserts, moves: moves, updates: updates,
      duplicateIDs: duplicateIDs)
  }

  /// The identities that occur more than once on either side, in the order
  /// first met: through the source (its prefix, middle and suffix), then
  /// through the target's middle (the target's prefix and suffix hold the
  /// source's identities). Reads the codes, never the elements again.
  @inlinable
  static func repeatedIDs<ID: Hashable & Sendable>(
    table: IdentityTable<ID>, prefix: Int, edgeCodes: [Int], sourceCodes: [Int],
    targetCodes: [Int]
  ) -> [any Hashable & Sendable] {
    var result: [any Hashable & Sendable] = []
    var reported = [Bool](repeating: false, count: table.count)
    func report(_ code: Int) {
      let repeated =
        table.first[code] + table.second[code] > 1 || table.first[code] + table.third[code] > 1
      if !reported[code] && repeated {
        reported[code] = true
        result.append(table.ids[code])
      }
    }
    for code in edgeCodes[..<prefix] { report(code) }
    for code in sourceCodes { report(code) }
    for code in edgeCodes[prefix...] { report(code) }
    for code in targetCodes { report(code) }
    return result
  }

  /// Matches a middle part in which some identity repeats: the unmoved pairs
  /// are a longest common subsequence of the identity codes (Myers); the
  /// remaining occurrences of each identity are paired in order as moves.
  @inlinable
  static func matchWithRepeats<ID: Hashable>(
    sourceCodes: [Int], targetCodes: [Int], prefix: Int, table: IdentityTable<ID>
  ) -> (matchedSource: [Int], matchedTarget: [Int], unmoved: [Bool], deletes: [Int]) {
    // Identities absent from the other side are deletes or inserts for sure:
    // leave them out of the quadratic part.
    var keptSource: [Int] = []  // indices into sourceCodes
    var keptSourceCodes: [Int] = []
    for index in sourceCodes.indices where table.third[sourceCodes[index]] > 0 {
      keptSource.append(index)
      keptSourceCodes.append(sourceCodes[index])
    }
    var keptTarget: [Int] = []  // indices into targetCodes
    var keptTargetCodes: [Int] = []
    for index in targetCodes.indices where table.second[targetCodes[index]] > 0 {
      keptTarget.append(index)
      keptTargetCodes.append(targetCodes[index])
    }
    let lcs = keptSourceCodes.withUnsafeBufferPointer { sourceBuffer in
      keptTargetCodes.withUnsafeBufferPointer { targetBuffer in
        Myers.matches(sourceBuffer, targetBuffer)
      }
    }
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
    var matchedSource: [Int] = []
    var matchedTarget: [Int] = []
    var unmoved: [Bool] = []
    var deletes: [Int] = []
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
          matchedSource.append(prefix + index)
          matchedTarget.append(prefix + keptTarget[partner])
          unmoved.append(isUnmoved)
          continue
        }
      }
      deletes.append(prefix + index)
    }
    return (matchedSource, matchedTarget, unmoved, deletes)
  }
}
