/// The identity-aware changes between two collections: which elements were
/// deleted, inserted, moved, and updated.
///
/// Two notions are kept apart. **Identity** (`id`) decides whether an element
/// of the target is the same element as one of the source: an identity only
/// in the source is a delete, only in the target an insert, in both but out
/// of order a move. **Content equality** decides whether a matched element
/// changed: if its content differs it is also an update.
///
/// ```swift
/// struct Movie: Identifiable, Equatable { let id: Int; var title: String }
/// let old = [Movie(id: 1, title: "Up"), Movie(id: 2, title: "Cars")]
/// let new = [Movie(id: 2, title: "Cars 2"), Movie(id: 3, title: "Coco")]
/// let changes = Changeset(source: old, target: new)
/// changes.deletes   // [0]            (Up, at source offset 0)
/// changes.inserts   // [1]            (Coco, at target offset 1)
/// changes.updates   // [(source: 1, target: 0)]  (Cars → Cars 2)
/// ```
///
/// Offsets follow UIKit's batch-update rules: ``deletes``, the sources of
/// ``moves`` and the sources of ``updates`` are offsets in the source;
/// ``inserts``, the targets of moves and the targets of updates are offsets in
/// the target.
///
/// ## Guarantees
///
/// - **Fewest deletes and inserts**: every identity that occurs on both sides
///   is matched as often as it can be.
/// - **Fewest moves**: the matched elements that are not moved form a longest
///   common subsequence of the two identity sequences, so no changeset with
///   the same deletes and inserts has fewer moves. Moving one element of
///   10,000 reports one move.
/// - **Duplicates are not an error**: a repeated identity is matched in order
///   (the unmoved occurrences along the longest common subsequence, the
///   remaining ones first with first) and is listed in ``duplicateIDs``, so a
///   higher layer can reject it with a clear message.
/// - **Replay**: applying the changeset to the source (deletes, inserts,
///   moves, and the updated elements taken from the target) gives the target,
///   for every input when content equality is `==`.
///
/// ## Cost of the duplicate check
///
/// Reporting ``duplicateIDs`` is part of the contract, so every identity is
/// checked, by hashing: each identity of the source once, and each identity
/// of the target that is not already known equal to a source one (in the
/// common prefix and suffix, or along a short edit script) once, even when
/// nothing else needs it. When both sides have elements this costs little
/// extra: the matching hashes them anyway, or, along a short edit script,
/// compares them with `==` and hashes one side. When one side is empty,
/// nothing needs matching (every element is
/// a delete, or an insert), and the hashing is the check alone. In
/// `cellar-bench` (`delall100k`, `insall100k`: 100,000 elements deleted, or
/// inserted into an empty list) the changeset without the check takes
/// 0.054 ms, and the check adds about 6 ns per `Int` identity, 9 ns per
/// `UUID` and 21–36 ns per 36-character `String` (0.6, 0.9 and 2.1–3.6 ms
/// for 100,000; release build, thread CPU time, median of 9 on a 2-core
/// machine, 2026-11-27). An empty side is never hashed,
/// and a package-only initializer lets a layer that keeps its last target
/// (already checked) skip the check when it deletes everything.
///
/// - Complexity: When the parts between the common prefix and suffix are at
///   most 64 deletions and insertions apart, O(*n* + *m*) expected time:
///   at most *n* + *m* + 64² comparisons of identities (Myers' greedy
///   search) and one hash per source identity; see the article *How
///   diffing works*. Otherwise (after that many comparisons at most), with
///   unique identities, O(*n* + *m* + *k* log *k*) expected time, where *n*
///   and *m* are the lengths and *k* the number of elements between the
///   common prefix and suffix; identical inputs cost one linear scan plus
///   one hashing pass. With repeated identities, the unmoved set comes from
///   Myers' algorithm in O((*n* + *m*) · *d*), where *d* is the number of
///   deletes, inserts and moves.
public struct Changeset: Hashable, Sendable {
  /// An element that kept its identity but changed position: `source` is its
  /// offset in the source, `target` its offset in the target.
  public typealias Move = MatchedPair<Int>

  /// A matched element whose content changed: `source` is its offset in the
  /// source, `target` its offset in the target (they differ when it also moved
  /// or when elements before it were deleted or inserted).
  public typealias Update = MatchedPair<Int>

  /// Source offsets of deleted elements, ascending.
  public var deletes: [Int]
  /// Target offsets of inserted elements, ascending.
  public var inserts: [Int]
  /// Moved elements, in ascending target offset.
  public var moves: [Move]
  /// Matched elements whose content changed (moved or not), in ascending
  /// source offset.
  public var updates: [Update]
  /// The identities that occur more than once on either side, in the order
  /// they were first met (source first). Empty when every identity is unique.
  public var duplicateIDs: [AnyHashable] { duplicates.map(\.anyHashable) }
  /// The repeated identities as they were given (each `Sendable`).
  private var duplicates: [SendableID]

  /// Creates a changeset from its parts, as computed elsewhere.
  ///
  /// Offsets follow the rules in the type's documentation; this initializer
  /// does not check them against any collection.
  public init(
    deletes: [Int] = [], inserts: [Int] = [], moves: [Move] = [], updates: [Update] = [],
    duplicateIDs: [any Hashable & Sendable] = []
  ) {
    self.deletes = deletes
    self.inserts = inserts
    self.moves = moves
    self.updates = updates
    self.duplicates = duplicateIDs.map(SendableID.init)
  }

  /// Whether nothing changed: no deletes, inserts, moves or updates.
  public var isEmpty: Bool {
    deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
  }

  /// The total number of deletes, inserts, moves and updates.
  public var changeCount: Int {
    deletes.count + inserts.count + moves.count + updates.count
  }
}

extension Changeset {
  /// Computes the changes between two collections, with identity and content
  /// equality given by closures.
  ///
  /// ```swift
  /// let changes = Changeset(source: old, target: new,
  ///                         id: { $0.key }, isContentEqual: { $0.title == $1.title })
  /// ```
  ///
  /// - Parameters:
  ///   - source: The collection before the change.
  ///   - target: The collection after the change.
  ///   - id: The identity of an element: equal identities are the same element.
  ///   - isContentEqual: Whether two elements with the same identity have the
  ///     same content; when it returns `false`, the element is an update.
  /// - Complexity: See the type's documentation.
  @inlinable
  public init<Source: Collection, Target: Collection, ID: Hashable & Sendable>(
    source: Source, target: Target,
    id: (Source.Element) -> ID,
    isContentEqual: (Source.Element, Source.Element) -> Bool
  ) where Target.Element == Source.Element {
    self = withoutActuallyEscaping(id) { id in
      withoutActuallyEscaping(isContentEqual) { isContentEqual in
        ChangesetEngine.changeset(
          source: Array(source), target: Array(target),
          identity: ClosureIdentity(identify: id, contentEqual: isContentEqual))
      }
    }
  }

  /// Computes the changes between two collections of identifiable elements:
  /// identity is `id`, content equality is `==`.
  ///
  /// - Parameters:
  ///   - source: The collection before the change.
  ///   - target: The collection after the change.
  /// - Complexity: See the type's documentation.
  @inlinable
  public init<Source: Collection, Target: Collection>(source: Source, target: Target)
  where
    Target.Element == Source.Element, Source.Element: Identifiable & Equatable,
    Source.Element.ID: Sendable
  {
    self = ChangesetEngine.changeset(
      source: Array(source), target: Array(target), identity: IdentifiableEquatableIdentity())
  }

  /// Computes the changes between two arrays of identifiable elements whose
  /// source is known to hold no repeated identity (it was the target of an
  /// earlier changeset that reported none, or it is empty): when the target
  /// is empty, nothing is hashed.
  ///
  /// Public to the package: a layer that keeps its last target uses it.
  @inlinable
  package init<Element: Identifiable & Equatable>(
    source: [Element], target: [Element], sourceIsKnownUnique: Bool
  ) where Element.ID: Sendable {
    self = ChangesetEngine.changeset(
      source: source, target: target, identity: IdentifiableEquatableIdentity(),
      sourceIsKnownUnique: sourceIsKnownUnique)
  }

  /// Computes the changes between two arrays as the closure form does, with
  /// the short-edit-script search as `shortScript` says.
  ///
  /// Public to the package: the tests run every input down both paths.
  @inlinable
  package init<Element, ID: Hashable & Sendable>(
    source: [Element], target: [Element], id: (Element) -> ID,
    isContentEqual: (Element, Element) -> Bool, shortScript: ShortScriptPolicy
  ) {
    self = withoutActuallyEscaping(id) { id in
      withoutActuallyEscaping(isContentEqual) { isContentEqual in
        ChangesetEngine.changeset(
          source: source, target: target,
          identity: ClosureIdentity(identify: id, contentEqual: isContentEqual),
          shortScript: shortScript)
      }
    }
  }

  /// Computes the changes between two collections of hashable elements, each
  /// element its own identity: there are deletes, inserts and moves, never
  /// updates.
  ///
  /// Repeated elements are legal: the k-th occurrence is matched in order.
  ///
  /// - Parameters:
  ///   - source: The collection before the change.
  ///   - target: The collection after the change.
  /// - Complexity: See the type's documentation.
  @inlinable
  public init<Source: Collection, Target: Collection>(source: Source, target: Target)
  where Target.Element == Source.Element, Source.Element: Hashable & Sendable {
    self = ChangesetEngine.changeset(
      source: Array(source), target: Array(target), identity: SelfIdentity())
  }

  /// Computes the changes between two collections of elements that are both
  /// identifiable and hashable: identity is `id`, content equality is `==`.
  ///
  /// This overload resolves the choice between the `Identifiable` and the
  /// `Hashable` forms in favour of identity.
  ///
  /// - Parameters:
  ///   - source: The collection before the change.
  ///   - target: The collection after the change.
  /// - Complexity: See the type's documentation.
  @inlinable
  public init<Source: Collection, Target: Collection>(source: Source, target: Target)
  where
    Target.Element == Source.Element, Source.Element: Identifiable & Hashable & Sendable,
    Source.Element.ID: Sendable
  {
    self = ChangesetEngine.changeset(
      source: Array(source), target: Array(target), identity: IdentifiableEquatableIdentity())
  }
}

extension Changeset: CustomStringConvertible {
  /// A compact summary, e.g. `Changeset(deletes: [0], inserts: [1], moves: [2→0], updates: [3→3])`.
  public var description: String {
    var parts: [String] = []
    if !deletes.isEmpty { parts.append("deletes: \(deletes)") }
    if !inserts.isEmpty { parts.append("inserts: \(inserts)") }
    if !moves.isEmpty {
      parts.append(
        "moves: [" + moves.map { "\($0.source)→\($0.target)" }.joined(separator: ", ") + "]")
    }
    if !updates.isEmpty {
      parts.append(
        "updates: [" + updates.map { "\($0.source)→\($0.target)" }.joined(separator: ", ") + "]")
    }
    if !duplicateIDs.isEmpty { parts.append("duplicateIDs: \(duplicateIDs)") }
    return "Changeset(" + parts.joined(separator: ", ") + ")"
  }
}
