/// The shapes of change that the random generators favour, so that the cases
/// the differ treats specially (common prefix and suffix, one move, a
/// reversal, a full shuffle, nothing at all) come up often, not once in a
/// million.
public enum EditShape: CaseIterable, Sendable, CustomStringConvertible {
  /// A target drawn independently of the source.
  case unrelated
  /// A handful of random deletes, inserts and moves.
  case fewEdits
  /// Many random deletes, inserts and moves.
  case manyEdits
  /// The source's prefix and suffix kept, the middle replaced.
  case keepEnds
  /// The source shuffled.
  case shuffle
  /// One element moved (often the first to the end or the last to the front).
  case singleMove
  /// The source, or a stretch of it, reversed.
  case reversal
  /// Two elements swapped.
  case swap
  /// The source unchanged.
  case identical
  /// An empty source.
  case emptySource
  /// An empty target.
  case emptyTarget

  /// The case name.
  public var description: String {
    switch self {
    case .unrelated: "unrelated"
    case .fewEdits: "fewEdits"
    case .manyEdits: "manyEdits"
    case .keepEnds: "keepEnds"
    case .shuffle: "shuffle"
    case .singleMove: "singleMove"
    case .reversal: "reversal"
    case .swap: "swap"
    case .identical: "identical"
    case .emptySource: "emptySource"
    case .emptyTarget: "emptyTarget"
    }
  }
}

/// A source and target of integer identities, and how they were made.
public struct IdentityPair: Sendable, CustomStringConvertible {
  /// The identities before the change.
  public var source: [Int]
  /// The identities after the change.
  public var target: [Int]
  /// The shape of the change.
  public var shape: EditShape
  /// Whether identities may repeat.
  public var allowsDuplicates: Bool

  /// The shape and sizes (the sequences themselves when they are short).
  public var description: String {
    let sizes = "\(shape), \(source.count) → \(target.count)"
    return source.count + target.count <= 60 ? "\(sizes): \(source) → \(target)" : sizes
  }
}

extension SeededRandom {
  /// A size in `0...maxCount`, biased towards small sizes (where bugs hide)
  /// but reaching `maxCount` now and then.
  public mutating func size(upTo maxCount: Int) -> Int {
    switch int(10) {
    case 0: return int(4)
    case 1...5: return int(min(maxCount, 40) + 1)
    case 6...8: return int(min(maxCount, 300) + 1)
    default: return int(maxCount + 1)
    }
  }

  /// A random shape; every shape is likely.
  public mutating func shape() -> EditShape {
    let shapes = EditShape.allCases
    return shapes[int(shapes.count)]
  }

  /// A pair of identity sequences with up to `maxCount` elements on the
  /// source side, changed according to a random (or the given) shape.
  ///
  /// Without duplicates, every identity occurs at most once on each side and
  /// inserted identities are fresh. With duplicates, identities come from a
  /// small random alphabet (1 to about half the size), so repeats are common.
  public mutating func identityPair(
    maxCount: Int, allowsDuplicates: Bool, shape fixedShape: EditShape? = nil
  ) -> IdentityPair {
    let shape = fixedShape ?? self.shape()
    let count = size(upTo: maxCount)
    let alphabetSizes = [1, 2, 3, 5, 10, max(1, count / 2), max(1, count)]
    let alphabet = alphabetSizes[int(alphabetSizes.count)]
    var fresh = 1_000_000
    var source: [Int]
    if allowsDuplicates {
      source = (0..<count).map { _ in int(alphabet) }
    } else {
      // Distinct identities from a range a bit larger than the count.
      source = Array((0..<(count + count / 2 + 1)).shuffled(using: &self).prefix(count))
    }
    func newID(_ random: inout SeededRandom) -> Int {
      if allowsDuplicates { return random.int(alphabet + 1) }
      fresh += 1
      return fresh
    }
    var target = source
    switch shape {
    case .unrelated:
      if allowsDuplicates {
        target = (0..<size(upTo: maxCount)).map { _ in int(alphabet + 1) }
      } else {
        // Some identities shared, in any order, some fresh.
        let kept = source.filter { _ in chance(0.5) }.shuffled(using: &self)
        target = kept
        for _ in 0..<int(count / 2 + 1) { target.insert(newID(&self), at: int(target.count + 1)) }
      }
    case .fewEdits:
      applyRandomEdits(&target, count: 1 + int(6), newID: newID)
    case .manyEdits:
      applyRandomEdits(&target, count: 1 + int(max(1, count / 3)), newID: newID)
    case .keepEnds:
      let prefix = int(count + 1)
      let suffix = int(count - prefix + 1)
      var middle: [Int] = []
      for _ in 0..<int(8) { middle.append(newID(&self)) }
      if chance(0.5) {
        // Reuse some of the old middle, shuffled.
        middle += source[prefix..<(count - suffix)].filter { _ in chance(0.5) }
        middle.shuffle(using: &self)
      }
      target = Array(source[..<prefix]) + middle + Array(source[(count - suffix)...])
    case .shuffle:
      target.shuffle(using: &self)
      if chance(0.3) { applyRandomEdits(&target, count: 1 + int(4), newID: newID) }
    case .singleMove:
      if target.count > 1 {
        switch int(3) {
        case 0: target.append(target.removeFirst())
        case 1: target.insert(target.removeLast(), at: 0)
        default:
          let element = target.remove(at: int(target.count))
          target.insert(element, at: int(target.count + 1))
        }
      }
    case .reversal:
      if chance(0.5) || target.count < 2 {
        target.reverse()
      } else {
        let start = int(target.count)
        let end = start + int(target.count - start) + 1
        target[start..<end].reverse()
      }
    case .swap:
      if target.count > 1 { target.swapAt(int(target.count), int(target.count)) }
    case .identical:
      break
    case .emptySource:
      source = []
    case .emptyTarget:
      target = []
    }
    return IdentityPair(
      source: source, target: target, shape: shape, allowsDuplicates: allowsDuplicates)
  }

  /// Applies `count` random deletes, inserts and moves to `elements`.
  public mutating func applyRandomEdits(
    _ elements: inout [Int], count: Int, newID: (inout SeededRandom) -> Int
  ) {
    for _ in 0..<count {
      switch int(3) {
      case 0 where !elements.isEmpty:
        elements.remove(at: int(elements.count))
      case 1 where !elements.isEmpty:
        let element = elements.remove(at: int(elements.count))
        elements.insert(element, at: int(elements.count + 1))
      default:
        elements.insert(newID(&self), at: int(elements.count + 1))
      }
    }
  }
}
