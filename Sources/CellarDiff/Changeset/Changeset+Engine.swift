/// The matching behind ``Changeset``: trims the common prefix and suffix,
/// hashes the identities in between, and finds the unmoved elements as a
/// longest increasing subsequence (unique identities) or with Myers'
/// algorithm (repeated identities).
@usableFromInline
enum ChangesetEngine {
  /// Identities hashed into dense codes, with per-code counts.
  @usableFromInline
  struct IdentityTable<ID: Hashable> {
    @usableFromInline var codes: [ID: Int] = [:]
    @usableFromInline var ids: [ID] = []
    /// Occurrences in the common prefix and suffix (the same on both sides).
    @usableFromInline var sharedCount: [Int32] = []
    /// Occurrences between the prefix and suffix, per side.
    @usableFromInline var sourceCount: [Int32] = []
    @usableFromInline var targetCount: [Int32] = []
    /// The first target offset (between prefix and suffix) with this identity.
    @usableFromInline var firstTarget: [Int] = []

    @inlinable
    init(capacity: Int) {
      codes.reserveCapacity(capacity)
      ids.reserveCapacity(capacity)
      sharedCount.reserveCapacity(capacity)
      sourceCount.reserveCapacity(capacity)
      targetCount.reserveCapacity(capacity)
      firstTarget.reserveCapacity(capacity)
    }

    @inlinable
    mutating func code(for id: ID) -> Int {
      if let code = codes[id] { return code }
      let code = ids.count
      codes[id] = code
      ids.append(id)
      sharedCount.append(0)
      sourceCount.append(0)
      targetCount.append(0)
      firstTarget.append(-1)
      return code
    }

    @inlinable
    func isRepeated(_ code: Int) -> Bool {
      sharedCount[code] + sourceCount[code] > 1 || sharedCount[code] + targetCount[code] > 1
    }
  }

  @inlinable
  static func changeset<Element, ID: Hashable & Sendable>(
    source: [Element], target: [Element],
    id: (Element) -> ID,
    isContentEqual: (Element, Element) -> Bool
  ) -> Changeset {
    let sourceCount = source.count
    let targetCount = target.count
    var updates: [Changeset.Update] = []

    // 1. The common prefix and suffix: matched in place, no hashing.
    let shorter = min(sourceCount, targetCount)
    var prefix = 0
    while prefix < shorter {
      let sourceElement = source[prefix]
      let targetElement = target[prefix]
      guard id(sourceElement) == id(targetElement) else { break }
      if !isContentEqual(sourceElement, targetElement) {
        updates.append(Changeset.Update(source: prefix, target: prefix))
      }
      prefix += 1
    }
    var suffix = 0
    while suffix < shorter - prefix {
      let sourceElement = source[sourceCount - 1 - suffix]
      let targetElement = target[targetCount - 1 - suffix]
      guard id(sourceElement) == id(targetElement) else { break }
      if !isContentEqual(sourceElement, targetElement) {
        updates.append(
          Changeset.Update(source: sourceCount - 1 - suffix, target: targetCount - 1 - suffix))
      }
      suffix += 1
    }
    let sourceEnd = sourceCount - suffix
    let targetEnd = targetCount - suffix

    // 2. Hash every identity once (the prefix and suffix only to find repeats).
    var table = IdentityTable<ID>(capacity: sourceCount + (targetEnd - prefix))
    var sourceCodes = [Int](repeating: 0, count: sourceCount)
    var targetCodes = [Int](repeating: 0, count: targetEnd - prefix)
    for offset in 0..<sourceCount {
      let code = table.code(for: id(source[offset]))
      sourceCodes[offset] = code
      if offset < prefix || offset >= sourceEnd {
        table.sharedCount[code] += 1
      } else {
        table.sourceCount[code] += 1
      }
    }
    for offset in prefix..<targetEnd {
      let code = table.code(for: id(target[offset]))
      targetCodes[offset - prefix] = code
      if table.targetCount[code] == 0 { table.firstTarget[code] = offset }
      table.targetCount[code] += 1
    }
    var duplicateIDs: [any Hashable & Sendable] = []
    var middleHasRepeats = false
    var reported = [Bool](repeating: false, count: table.ids.count)
    func report(_ code: Int) {
      if !reported[code] && table.isRepeated(code) {
        reported[code] = true
        duplicateIDs.append(table.ids[code])
      }
    }
    for code in sourceCodes { report(code) }
    for code in targetCodes { report(code) }
    for code in sourceCodes[prefix..<sourceEnd]
    where table.sourceCount[code] > 1 || table.targetCount[code] > 1 {
      middleHasRepeats = true
      break
    }
    if !middleHasRepeats {
      for code in targetCodes where table.targetCount[code] > 1 {
        middleHasRepeats = true
        break
      }
    }

    // 3. Match the middle.
    var matchedSource: [Int] = []  // source offsets, ascending
    var matchedTarget: [Int] = []  // their target offsets
    var unmoved: [Bool]
    var moves: [Changeset.Move] = []
    var deletes: [Int] = []
    var targetIsMatched = [Bool](repeating: false, count: targetEnd - prefix)
    if !middleHasRepeats {
      matchedSource.reserveCapacity(sourceEnd - prefix)
      matchedTarget.reserveCapacity(sourceEnd - prefix)
      for offset in prefix..<sourceEnd {
        let code = sourceCodes[offset]
        if table.targetCount[code] == 1 {
          let targetOffset = table.firstTarget[code]
          matchedSource.append(offset)
          matchedTarget.append(targetOffset)
          targetIsMatched[targetOffset - prefix] = true
        } else {
          deletes.append(offset)
        }
      }
      unmoved = longestIncreasingSubsequence(matchedTarget)
    } else {
      (matchedSource, matchedTarget, unmoved, deletes) = matchWithRepeats(
        sourceCodes: sourceCodes[prefix..<sourceEnd], targetCodes: targetCodes,
        prefix: prefix, table: table, targetIsMatched: &targetIsMatched)
    }
    for index in matchedSource.indices {
      let sourceOffset = matchedSource[index]
      let targetOffset = matchedTarget[index]
      if !unmoved[index] {
        moves.append(Changeset.Move(source: sourceOffset, target: targetOffset))
      }
      if !isContentEqual(source[sourceOffset], target[targetOffset]) {
        updates.append(Changeset.Update(source: sourceOffset, target: targetOffset))
      }
    }
    var inserts: [Int] = []
    for index in targetIsMatched.indices where !targetIsMatched[index] {
      inserts.append(prefix + index)
    }
    moves.sort { $0.target < $1.target }
    updates.sort { $0.source < $1.source }
    return Changeset(
      deletes: deletes, inserts: inserts, moves: moves, updates: updates,
      duplicateIDs: duplicateIDs)
  }

  /// Matches a middle part in which some identity repeats: the unmoved pairs
  /// are a longest common subsequence of the identity codes (Myers); the
  /// remaining occurrences of each identity are paired in order as moves.
  @inlinable
  static func matchWithRepeats<ID: Hashable>(
    sourceCodes: ArraySlice<Int>, targetCodes: [Int], prefix: Int,
    table: IdentityTable<ID>, targetIsMatched: inout [Bool]
  ) -> (matchedSource: [Int], matchedTarget: [Int], unmoved: [Bool], deletes: [Int]) {
    // Identities absent from the other side are deletes or inserts for sure:
    // leave them out of the quadratic part.
    var keptSource: [Int] = []  // source offsets
    var keptSourceCodes: [Int] = []
    for offset in sourceCodes.indices where table.targetCount[sourceCodes[offset]] > 0 {
      keptSource.append(offset)
      keptSourceCodes.append(sourceCodes[offset])
    }
    var keptTarget: [Int] = []  // indices into targetCodes
    var keptTargetCodes: [Int] = []
    for index in targetCodes.indices where table.sourceCount[targetCodes[index]] > 0 {
      keptTarget.append(index)
      keptTargetCodes.append(targetCodes[index])
    }
    let lcs = keptSourceCodes.withUnsafeBufferPointer { sourceBuffer in
      keptTargetCodes.withUnsafeBufferPointer { targetBuffer in
        Myers.matches(sourceBuffer, targetBuffer)
      }
    }
    // Leftover target occurrences per code, in order: a linked list per code.
    var head = [Int](repeating: -1, count: table.ids.count)
    var tail = [Int](repeating: -1, count: table.ids.count)
    var next = [Int](repeating: -1, count: keptTarget.count)
    var lcsTarget = [Bool](repeating: false, count: keptTarget.count)
    for match in lcs where match >= 0 { lcsTarget[match] = true }
    for index in keptTarget.indices where !lcsTarget[index] {
      let code = keptTargetCodes[index]
      if tail[code] >= 0 { next[tail[code]] = index } else { head[code] = index }
      tail[code] = index
    }
    var matchedSource: [Int] = []
    var matchedTarget: [Int] = []
    var unmoved: [Bool] = []
    var deletes: [Int] = []
    var kept = 0
    for offset in sourceCodes.indices {
      if kept < keptSource.count && keptSource[kept] == offset {
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
          let targetIndex = keptTarget[partner]
          targetIsMatched[targetIndex] = true
          matchedSource.append(offset)
          matchedTarget.append(prefix + targetIndex)
          unmoved.append(isUnmoved)
          continue
        }
      }
      deletes.append(offset)
    }
    return (matchedSource, matchedTarget, unmoved, deletes)
  }
}
