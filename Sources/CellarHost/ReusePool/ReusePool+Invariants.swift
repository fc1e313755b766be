extension ReusePool {
  #if CELLAR_INTERNAL_CHECKS
    /// Traps if a view is both displayed and pooled.
    ///
    /// Compiled in with `CELLAR_INTERNAL_CHECKS` (debug builds, so every
    /// test runs it); empty otherwise.
    ///
    /// - Complexity: O(*p*), for *p* pooled views.
    func _checkInvariants() {
      for (identifier, pool) in pools {
        for view in pool {
          precondition(
            !displayed.contains(ObjectIdentifier(view)),
            "ReusePool: a view pooled under \"\(identifier)\" is displayed")
        }
      }
    }
  #else
    /// Checks nothing: the checks are compiled in with `CELLAR_INTERNAL_CHECKS`.
    @inline(__always)
    func _checkInvariants() {}
  #endif
}
