/// A `Hashable & Sendable` identity, equal and hashed as its `AnyHashable`:
/// what a changeset keeps of the repeated identities it reports, so that the
/// changeset is `Sendable` by the compiler's check, not by a promise.
package struct SendableID: Hashable, Sendable {
  /// The identity.
  package let base: any Hashable & Sendable

  /// Wraps `base`.
  package init(_ base: any Hashable & Sendable) {
    self.base = base
  }

  /// The identity as `AnyHashable`, as the public API reports it.
  package var anyHashable: AnyHashable { AnyHashable(base) }

  package static func == (lhs: SendableID, rhs: SendableID) -> Bool {
    lhs.anyHashable == rhs.anyHashable
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(anyHashable)
  }
}
