/// An identity that carries its own hash, so the differ uses it instead of
/// hashing the identity again.
///
/// Worth it when an identity is costly to hash and is hashed more than once:
/// compute ``identityHash`` once, when the element is made, and every diff it
/// takes part in reads it. `Cellar` does this for table rows.
///
/// ```swift
/// struct RowKey: HashedIdentity {
///   let id: String
///   let identityHash: Int
///   init(id: String) { self.id = id; identityHash = id.hashValue }
///   static func == (a: Self, b: Self) -> Bool {
///     a.identityHash == b.identityHash && a.id == b.id
///   }
///   func hash(into hasher: inout Hasher) { hasher.combine(identityHash) }
/// }
/// ```
///
/// A performance hook for the package's table layer, not public API.
///
/// Equal identities must have equal ``identityHash`` values; distinct ones
/// should rarely share one (a collision costs time, never correctness).
/// `==` should compare ``identityHash`` first: the differ's identity table
/// keeps no separate hashes for these identities and compares a stored one
/// with `==` at each slot it probes, so a mismatch must be cheap.
@usableFromInline
package protocol HashedIdentity: Hashable {
  /// A hash of the identity, equal for equal identities.
  var identityHash: Int { get }
}
