extension RandomAccessCollection where Index == Int {
  /// The index nearest `hint` whose element `matches`: `hint` itself, then
  /// one place after it and one before, then two, and so on, up to
  /// `radius` places away. How both snapshots find a row or an item where
  /// it was last seen, which the edits since have shifted a little.
  ///
  /// - Parameters:
  ///   - hint: Where to start (may be out of bounds: only the indices in
  ///     bounds are read).
  ///   - radius: How far to look on each side.
  /// - Complexity: O(min(*radius*, *n*)) calls of `matches`.
  @inline(__always)
  func index(near hint: Int, within radius: Int = .max, where matches: (Element) -> Bool)
    -> Int?
  {
    var distance = 0
    while distance <= radius && (hint - distance >= startIndex || hint + distance < endIndex) {
      let after = hint + distance
      if after >= startIndex && after < endIndex && matches(self[after]) { return after }
      let before = hint - distance
      if distance > 0 && before >= startIndex && before < endIndex && matches(self[before]) {
        return before
      }
      distance += 1
    }
    return nil
  }
}
