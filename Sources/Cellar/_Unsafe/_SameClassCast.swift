extension AnyRowStorage {
  /// `other` as a `Storage`, when it is of exactly that class; `nil`
  /// otherwise (a subclass too).
  ///
  /// Comparing two rows of one storage class (identity or content) is the
  /// common case of a diff; the exact-class check is one comparison of
  /// class pointers.
  ///
  /// - Warning: Casts with `unsafeDowncast`, which the optimizer does not
  ///   check: sound only because the class was checked to be exactly
  ///   `Storage` first. Built with `-DCELLAR_NO_UNSAFE_DOWNCAST`, the cast
  ///   is a checked `as?`.
  @inline(__always)
  static func sameClass<Storage: AnyRowStorage>(_ other: AnyRowStorage, as _: Storage.Type)
    -> Storage?
  {
    guard ObjectIdentifier(type(of: other)) == ObjectIdentifier(Storage.self) else { return nil }
    #if CELLAR_NO_UNSAFE_DOWNCAST
      return other as? Storage
    #else
      return unsafeDowncast(other, to: Storage.self)
    #endif
  }
}
