import CellarDiff
import CellarOracles

/// The `diff` fuzz target: turns bytes into two sequences (with repeated
/// identities) and checks `Diff` and `Changeset` against their guarantees.
/// Each `Changeset` is computed three ways: as the initializer chooses,
/// along a short edit script found by comparisons alone (however long it
/// takes), and through hashing every identity; then again on `String`
/// identities whose hashes are cut to a few bits (they collide, and the
/// differ, which matches `String`s by hash first, must notice), which must
/// give the same changes.
///
/// Byte layout: byte 0 picks the alphabet size (1...16), byte 1 where the
/// source ends and the target starts; every later byte is an element: its
/// low bits (modulo the alphabet) the identity, its top bit the content.
///
/// A byte 0 from `0xF0` (no committed input of the well-behaved mode starts
/// so) selects the hostile mode (``checkHostile(_:)``): identities whose
/// `==` or hash misbehave.
enum FuzzDiff {
  /// An element with an identity and a content bit.
  struct Element: Identifiable, Hashable, Sendable {
    var id: Int
    var content: Bool
  }

  /// An ``Element`` with a `String` identity (one long name per `Int` one).
  struct NamedElement: Identifiable, Hashable, Sendable {
    var id: String
    var content: Bool
  }

  /// Checks one input; returns a description of the first broken guarantee.
  static func check(_ bytes: [UInt8]) -> String? {
    guard bytes.count >= 2 else { return nil }
    if bytes[0] >= hostileMode { return checkHostile(bytes) }
    let alphabet = Int(bytes[0] % 16) + 1
    let body = bytes.dropFirst(2)
    let split = body.isEmpty ? 0 : Int(bytes[1]) % (body.count + 1)
    let elements = body.map { Element(id: Int($0 & 0x7F) % alphabet, content: $0 & 0x80 != 0) }
    let source = Array(elements.prefix(split))
    let target = Array(elements.dropFirst(split))
    let sourceIDs = source.map(\.id)
    let targetIDs = target.map(\.id)

    // Diff over equatable elements: replay, and the fewest steps.
    let diff = Diff(source, target)
    if source.applying(diff) != target { return "Diff replay differs: \(source) → \(target)" }
    let small = source.count * target.count <= 40_000
    let lcs = small ? Oracle.lcsLength(source, target) : nil
    if let lcs, diff.steps.count != source.count + target.count - 2 * lcs {
      return
        "Diff has \(diff.steps.count) steps, the fewest is \(source.count + target.count - 2 * lcs)"
    }

    // Changeset by identity, with content updates: as the initializer
    // chooses, along a short edit script found by comparisons alone (however
    // long it takes), and through hashing every identity.
    let idsLCS = small ? Oracle.lcsLength(sourceIDs, targetIDs) : nil
    let forms: [(String, Changeset)] = [
      ("Changeset", Changeset(source: source, target: target)),
      (
        "Changeset along a short script",
        Changeset(
          source: source, target: target, id: \.id, isContentEqual: ==, shortScript: .always)
      ),
      (
        "Changeset through hashing",
        Changeset(
          source: source, target: target, id: \.id, isContentEqual: ==, shortScript: .never)
      ),
    ]
    for (name, changes) in forms {
      if let problem = changesetProblem(changes, source: source, target: target, lcs: idsLCS) {
        return "\(name): \(problem)"
      }
    }

    // `String` identities, matched by hash first and compared afterwards,
    // with every hash cut to 0 or 2 bits so that they collide: the same
    // changes as on the `Int` identities, policy by policy (the hook makes
    // the ASCII hash keep only those bits).
    let names = (0..<16).map { "identity-\($0)-of-a-fuzzed-input" }
    let namedSource = source.map { NamedElement(id: names[$0.id], content: $0.content) }
    let namedTarget = target.map { NamedElement(id: names[$0.id], content: $0.content) }
    for bits in [0, 2] {
      for (policy, reference) in [(ShortScriptPolicy.automatic, forms[0].1), (.never, forms[2].1)] {
        let named = IdentityHashCollisionsForTesting.withFewHashBits(bits) {
          Changeset(
            source: namedSource, target: namedTarget, id: \.id, isContentEqual: ==,
            shortScript: policy)
        }
        if named.deletes != reference.deletes || named.inserts != reference.inserts
          || named.moves != reference.moves || named.updates != reference.updates
          || named.duplicateIDs.count != reference.duplicateIDs.count
        {
          return "String identities with \(bits) hash bits (\(policy)): \(named), not \(reference)"
        }
      }
    }

    // Identity alone (hashable elements are their own identity).
    let byValue = Changeset(source: sourceIDs, target: targetIDs)
    if byValue.replay(source: sourceIDs, target: targetIDs) != targetIDs || !byValue.updates.isEmpty
    {
      return "Changeset over hashable identities is wrong: \(byValue)"
    }
    return nil
  }

  /// What is wrong with `changes` between `source` and `target`: replay,
  /// the fewest deletes and inserts, the fewest moves (when `lcs`, the
  /// identities' longest common subsequence, is known), the repeated
  /// identities; `nil` when nothing is.
  static func changesetProblem(
    _ changes: Changeset, source: [Element], target: [Element], lcs: Int?
  ) -> String? {
    guard changes.replay(source: source, target: target) == target else {
      return "replay differs: \(changes)"
    }
    var sourceCounts: [Int: Int] = [:]
    var targetCounts: [Int: Int] = [:]
    for element in source { sourceCounts[element.id, default: 0] += 1 }
    for element in target { targetCounts[element.id, default: 0] += 1 }
    let matched = sourceCounts.reduce(0) { $0 + min($1.value, targetCounts[$1.key] ?? 0) }
    if changes.deletes.count != source.count - matched
      || changes.inserts.count != target.count - matched
    {
      return "deletes/inserts are not the fewest: \(changes)"
    }
    if let lcs, changes.moves.count != matched - lcs {
      return "moves are not the fewest: \(changes)"
    }
    let repeated = Set(sourceCounts.filter { $0.value > 1 }.keys)
      .union(targetCounts.filter { $0.value > 1 }.keys)
    if Set(changes.duplicateIDs) != Set(repeated.map { AnyHashable($0) }) {
      return "duplicateIDs \(changes.duplicateIDs) should be \(repeated.sorted())"
    }
    return nil
  }

  // MARK: Hostile identities

  /// The first byte 0 of the hostile mode.
  static let hostileMode: UInt8 = 0xF0

  /// How an element byte's top three bits pick a ``HostileID/Kind``: plain
  /// identities are three in eight, so that hostile ones meet repeats.
  static let hostileKinds: [HostileID.Kind] = [
    .plain, .plain, .plain, .nan, .neverEqual, .coinFlip, .hashMismatch, .unstableHash,
  ]

  /// Checks identities that break `Hashable`'s rules (``HostileID``).
  ///
  /// Byte layout: byte 0 (from `0xF0`) its low four bits the alphabet size
  /// (1...16), byte 1 the split, byte 2 the seed of the coin that
  /// ``HostileID/Kind/coinFlip`` and ``HostileID/Kind/unstableHash`` flip;
  /// every later byte an element: its top three bits the kind
  /// (``hostileKinds``), its low five bits (modulo the alphabet) the value.
  ///
  /// Checks `Changeset` over the identities, each of the three ways
  /// (``Check/hostileChangeset(_:source:target:)``), `Diff` over tagged ones
  /// (``Check/hostileDiff(_:source:target:)``), and `Changeset` over
  /// `Double`s where the never-equal kinds are `Double.nan`: each replays
  /// source to target, never matches a never-equal element, and never traps.
  static func checkHostile(_ bytes: [UInt8]) -> String? {
    let alphabet = Int(bytes[0] & 0x0F) + 1
    let coin = Coin(seed: UInt64(bytes.count > 2 ? bytes[2] : 0))
    let body = bytes.dropFirst(3)
    let split = body.isEmpty ? 0 : Int(bytes[1]) % (body.count + 1)
    let ids = body.map { byte in
      HostileID(hostileKinds[Int(byte >> 5)], Int(byte & 0x1F) % alphabet, coin: coin)
    }
    let source = Array(ids.prefix(split))
    let target = Array(ids.dropFirst(split))
    let context = "\(source) → \(target)"

    // As the initializer chooses, along a short script, through hashing.
    let forms =
      [Changeset(source: source, target: target)]
      + [ShortScriptPolicy.always, .never].map { policy in
        Changeset(
          source: source, target: target, id: { $0 }, isContentEqual: { _, _ in true },
          shortScript: policy)
      }
    for (index, changes) in forms.enumerated() {
      let problems = Check.hostileChangeset(changes, source: source, target: target)
      if !problems.isEmpty {
        let form = ["Changeset", "Changeset along a short script", "Changeset through hashing"]
        return "\(form[index]): \(problems.joined(separator: "; ")) in \(context)"
      }
    }

    let (taggedSource, taggedTarget) = Tagged.tag(source, target)
    var problems = Check.hostileDiff(
      Diff(taggedSource, taggedTarget), source: taggedSource, target: taggedTarget)
    if !problems.isEmpty { return "Diff: \(problems.joined(separator: "; ")) in \(context)" }

    // Real NaNs: the never-equal kinds as `Double.nan`, the others as their value.
    func number(_ id: HostileID) -> Double { id.isNeverEqual ? .nan : Double(id.value) }
    func asDouble(_ id: HostileID) -> HostileID { id.isNeverEqual ? id : .plain(id.value) }
    let numbers = Changeset(source: source.map(number), target: target.map(number))
    problems = Check.hostileChangeset(
      numbers, source: source.map(asDouble), target: target.map(asDouble))
    if !problems.isEmpty {
      return "Changeset over Doubles: \(problems.joined(separator: "; ")) in \(context)"
    }
    return nil
  }
}
