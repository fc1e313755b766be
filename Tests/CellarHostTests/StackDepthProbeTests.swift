import CellarTestSupport
import Testing

/// Recurses `levels` times and records the depth at the bottom.
@inline(never)
private func recurse(_ levels: Int, _ probe: inout StackDepthProbe) {
  probe.record()
  if levels > 0 { recurse(levels - 1, &probe) }
  // Work after the call keeps the optimizer from turning it into a loop.
  blackHole(levels)
}

@inline(never)
private func blackHole(_ value: Int) { _ = value }

/// The probe that the flat-stack tests rely on must see a recursion, with the
/// address sanitizer on or off (its locals live on a heap "fake stack", and
/// a probe reading their addresses saw recursions of 1 MB where there were
/// none).
@Suite struct StackDepthProbeTests {
  @Test("a recursion of 2,000 levels spreads the recorded depths by more than a flat chain may")
  func seesRecursion() {
    var probe = StackDepthProbe()
    recurse(2_000, &probe)
    #expect(probe.count == 2_001)
    // A frame holds at least a return address and a frame pointer.
    #expect(probe.spread >= 2_000 * 16)
    #expect(probe.spread > StackDepthProbe.flat)
  }

  @Test("a loop records one depth")
  func loopIsFlat() {
    var probe = StackDepthProbe()
    for _ in 0..<200 { probe.record() }
    #expect(probe.count == 200)
    #expect(probe.spread == 0)
  }
}
