import CellarDiff
import Foundation

/// The expansion state a table or grid keeps, by identity: for each
/// collapsible section and each row with children it has met, whether it
/// is expanded, and the last projection that met it.
///
/// Interned, not a `Dictionary`: an identity whose hash disagrees with its
/// `==` must not trap.
struct ExpansionTable {
  private var codes = IdentityCodes<OutlineNode>()
  /// By code: the state.
  private var expanded: [Bool] = []
  /// By code: the number of the last projection that met the node (see
  /// ``forgetting(unseenSince:)``).
  private var lastSeen: [Int] = []
  /// By code: whether the entry was forgotten (codes are never removed
  /// from `codes`; a forgotten entry waits for the next compaction).
  private var isForgotten: [Bool] = []
  /// How many entries are forgotten.
  private var forgottenCount = 0

  /// The number of nodes remembered.
  var count: Int { expanded.count - forgottenCount }

  /// Whether `node` is expanded, or `nil` when the table has not met it
  /// (or forgot it).
  ///
  /// - Complexity: O(1) expected.
  func state(of node: OutlineNode) -> Bool? {
    guard let code = codes.existingCode(for: node), !isForgotten[code] else { return nil }
    return expanded[code]
  }

  /// Whether the projection numbered `pass` met `node`.
  ///
  /// - Complexity: O(1) expected.
  func wasMet(_ node: OutlineNode, inPass pass: Int) -> Bool {
    guard let code = codes.existingCode(for: node), !isForgotten[code] else { return false }
    return lastSeen[code] == pass
  }

  /// Records `node`'s state, met by projection number `pass`.
  ///
  /// - Complexity: O(1) amortized.
  mutating func set(_ node: OutlineNode, expanded isExpanded: Bool, seenIn pass: Int) {
    let (code, isNew) = codes.code(for: node)
    if isNew {
      expanded.append(isExpanded)
      lastSeen.append(pass)
      isForgotten.append(false)
    } else {
      if isForgotten[code] {
        isForgotten[code] = false
        forgottenCount -= 1
      }
      expanded[code] = isExpanded
      lastSeen[code] = max(lastSeen[code], pass)
    }
  }

  /// The table without the nodes no projection since `pass` met: an id gone
  /// for good is forgotten, so that it starts from its declared state if it
  /// comes back.
  ///
  /// - Complexity: O(*m*) for *m* nodes met; the interned identities are
  ///   rebuilt when more than half are forgotten.
  func forgetting(unseenSince pass: Int) -> ExpansionTable {
    var result = self
    for code in lastSeen.indices where lastSeen[code] < pass && !isForgotten[code] {
      result.isForgotten[code] = true
      result.forgottenCount += 1
    }
    guard result.forgottenCount * 2 > result.expanded.count else { return result }
    var compact = ExpansionTable()
    for code in result.expanded.indices where !result.isForgotten[code] {
      compact.set(
        codes.id(ofCode: code), expanded: result.expanded[code], seenIn: result.lastSeen[code])
    }
    return compact
  }
}

extension ExpansionTable {
  /// The nodes remembered and their states, in the order first met.
  var remembered: [(node: OutlineNode, isExpanded: Bool)] {
    expanded.indices.filter { !isForgotten[$0] }.map { (codes.id(ofCode: $0), expanded[$0]) }
  }
}
