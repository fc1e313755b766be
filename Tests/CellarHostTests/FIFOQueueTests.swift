import CellarHost
import CellarTestSupport
import Testing

/// A class whose instances count themselves, to check that a taken
/// element is released at once.
private final class Counted {
  nonisolated(unsafe) static var alive = 0
  init() { Counted.alive += 1 }
  deinit { Counted.alive -= 1 }
}

@Suite("FIFOQueue", .serialized)
struct FIFOQueueTests {
  @Test(
    "elements come out in the order they went in, across appends and takes interleaved",
    arguments: SeededRandom.seeds(20))
  func matchesAnArray(seed: UInt64) throws {
    try withSeed(seed, "FIFOQueue against an array") { random in
      var queue = FIFOQueue<Int>()
      var model: [Int] = []
      var next = 0
      for _ in 0..<5_000 {
        switch random.int(10) {
        case 0..<5:
          queue.append(next)
          model.append(next)
          next += 1
        case 5..<9:
          try #require(queue.popFirst() == (model.isEmpty ? nil : model.removeFirst()))
        default:
          if random.chance(0.1) {
            try #require(queue.removeAll() == model)
            model = []
          }
        }
        try #require(queue.count == model.count)
        try #require(queue.isEmpty == model.isEmpty)
        try #require(queue.last == model.last)
      }
      try #require(queue.elements == model)
    }
  }

  @Test("an empty queue takes nil, and a queue made of a sequence starts with its first element")
  func edges() {
    var queue = FIFOQueue<String>()
    #expect(queue.popFirst() == nil)
    #expect(queue.last == nil)
    queue = FIFOQueue(["a", "b"])
    #expect(queue.popFirst() == "a")
    #expect(queue.last == "b")
    #expect(queue.removeAll() == ["b"])
    #expect(queue.isEmpty)
  }

  @Test("Optional elements: a nil element is kept and taken as an element")
  func optionalElements() {
    var queue = FIFOQueue<Int?>()
    queue.append(nil)
    queue.append(1)
    #expect(queue.count == 2)
    #expect(queue.elements == [nil, 1])
    #expect(queue.popFirst() == .some(nil))
    #expect(queue.popFirst() == .some(1))
    #expect(queue.popFirst() == nil)
  }

  @Test("a taken element is released at once, even while others wait")
  func releasesTaken() {
    var queue = FIFOQueue<Counted>()
    for _ in 0..<10 { queue.append(Counted()) }
    #expect(Counted.alive == 10)
    for _ in 0..<3 { _ = queue.popFirst() }
    #expect(Counted.alive == 7)
    queue.removeAll()
    #expect(Counted.alive == 0)
  }
}
