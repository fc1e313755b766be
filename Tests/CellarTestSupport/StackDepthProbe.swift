/// Records how deep the stack is at chosen points, to check that work which
/// could recurse (queued updates, idle work asking for more work) runs from
/// one loop instead: each recorded point of such a chain is then at the
/// same depth, where a recursion goes deeper at each link.
///
/// ```swift
/// var probe = StackDepthProbe()
/// cell.onConfigure = { probe.record() }
/// // ... a chain of 500 updates ...
/// #expect(probe.spread <= StackDepthProbe.flat)
/// ```
public struct StackDepthProbe: Sendable {
  /// How far the stack may grow over a chain that runs from one loop: far
  /// less than one recursion level of a table or grid update (about 1.8 KB
  /// in a debug build) times the links of the chains tested.
  public static let flat: UInt = 64 * 1_024

  /// The addresses recorded, in order.
  public private(set) var addresses: [UInt] = []

  /// A probe with nothing recorded.
  public init() {}

  /// How many points were recorded.
  public var count: Int { addresses.count }

  /// How far apart, in bytes, the deepest and the shallowest recorded
  /// points are (0 with fewer than two).
  public var spread: UInt { (addresses.max() ?? 0) - (addresses.min() ?? 0) }

  /// Records the depth of the stack where it is called (the address of a
  /// local of this function, which is never inlined).
  @inline(never)
  public mutating func record() {
    var marker = 0
    addresses.append(withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) })
  }

  /// Forgets what was recorded.
  public mutating func reset() { addresses.removeAll() }
}
