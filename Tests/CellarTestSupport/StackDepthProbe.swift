import Foundation

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
///
/// Under the address sanitizer a function's locals live on a heap "fake
/// stack" whose addresses say nothing about depth; the probe then asks the
/// sanitizer's runtime for the real frame behind the fake one.
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
  /// local of this function, which is never inlined, on the real stack).
  @inline(never)
  public mutating func record() {
    var marker = 0
    addresses.append(
      withUnsafeMutablePointer(to: &marker) { AddressSanitizer.realStackAddress(of: $0) })
  }

  /// Forgets what was recorded.
  public mutating func reset() { addresses.removeAll() }
}

/// The two functions of the address sanitizer's runtime that map a fake
/// stack frame to the real one, looked up when the program starts (absent,
/// and never called, when the sanitizer is off).
private enum AddressSanitizer {
  typealias CurrentFakeStack = @convention(c) () -> UnsafeMutableRawPointer?
  typealias AddressIsInFakeStack =
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutableRawPointer?,
      UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
      UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> UnsafeMutableRawPointer?

  nonisolated(unsafe) static let program = dlopen(nil, RTLD_NOW)
  static let currentFakeStack = dlsym(program, "__asan_get_current_fake_stack").map {
    unsafeBitCast($0, to: CurrentFakeStack.self)
  }
  static let addressIsInFakeStack = dlsym(program, "__asan_addr_is_in_fake_stack").map {
    unsafeBitCast($0, to: AddressIsInFakeStack.self)
  }

  /// The address on the real stack of a local at `pointer`: the pointer
  /// itself, unless the sanitizer moved the local to a fake frame.
  static func realStackAddress(of pointer: UnsafeMutablePointer<Int>) -> UInt {
    let local = UnsafeMutableRawPointer(pointer)
    if let currentFakeStack, let addressIsInFakeStack,
      let real = addressIsInFakeStack(currentFakeStack(), local, nil, nil)
    {
      return UInt(bitPattern: real)
    }
    return UInt(bitPattern: local)
  }
}
