import CellarDiff
import CellarOracles

/// The `diff` fuzz target: turns bytes into two sequences (with repeated
/// identities) and checks `Diff` and `Changeset` against their guarantees.
///
/// Byte layout: byte 0 picks the alphabet size (1...16), byte 1 where the
/// source ends and the target starts; every later byte is an element: its
/// low bits (modulo the alphabet) the identity, its top bit the content.
enum FuzzDiff {
  /// An element with an identity and a content bit.
  struct Element: Identifiable, Hashable, Sendable {
    var id: Int
    var content: Bool
  }

  /// Checks one input; returns a description of the first broken guarantee.
  static func check(_ bytes: [UInt8]) -> String? {
    guard bytes.count >= 2 else { return nil }
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

    // Changeset by identity, with content updates.
    let changes = Changeset(source: source, target: target)
    guard changes.replay(source: source, target: target) == target else {
      return "Changeset replay differs: \(changes)"
    }
    var sourceCounts: [Int: Int] = [:]
    var targetCounts: [Int: Int] = [:]
    for id in sourceIDs { sourceCounts[id, default: 0] += 1 }
    for id in targetIDs { targetCounts[id, default: 0] += 1 }
    let matched = sourceCounts.reduce(0) { $0 + min($1.value, targetCounts[$1.key] ?? 0) }
    if changes.deletes.count != source.count - matched
      || changes.inserts.count != target.count - matched
    {
      return "Changeset deletes/inserts are not the fewest: \(changes)"
    }
    if small, changes.moves.count != matched - Oracle.lcsLength(sourceIDs, targetIDs) {
      return "Changeset moves are not the fewest: \(changes)"
    }
    let repeated = Set(sourceCounts.filter { $0.value > 1 }.keys)
      .union(targetCounts.filter { $0.value > 1 }.keys)
    if Set(changes.duplicateIDs) != Set(repeated.map { AnyHashable($0) }) {
      return "duplicateIDs \(changes.duplicateIDs) should be \(repeated.sorted())"
    }

    // Identity alone (hashable elements are their own identity).
    let byValue = Changeset(source: sourceIDs, target: targetIDs)
    if byValue.replay(source: sourceIDs, target: targetIDs) != targetIDs || !byValue.updates.isEmpty
    {
      return "Changeset over hashable identities is wrong: \(byValue)"
    }
    return nil
  }
}
