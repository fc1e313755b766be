import CellarTestSupport
import Foundation
import FuzzFixtures
import Testing

/// The committed inputs of the `grid` fuzz target (`Fuzz/corpus/grid`),
/// replayed through the target's checks (`GridFuzz.checkAsync`) as CI's
/// `swift run FuzzGrid Fuzz/corpus/grid` does, so that `swift test` catches a
/// change that breaks one of them.
@Suite("Grid fuzz corpus replay", .serialized)
@MainActor
struct GridFuzzReplayTests {
  /// `Fuzz/corpus/grid` in the package.
  nonisolated static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Grid
    .deletingLastPathComponent()  // CellarTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package
    .appendingPathComponent("Fuzz/corpus/grid")

  /// The names of the committed inputs, sorted.
  nonisolated static func inputs() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
  }

  @Test("the grid fuzz corpus is there and small")
  func corpusIsThere() {
    let count = Self.inputs().count
    #expect(count >= 30)
    #expect(count < 200)
  }

  @Test("every committed grid fuzz input passes the target's checks", arguments: inputs())
  func replay(_ name: String) async throws {
    let data = try Data(contentsOf: Self.corpus.appendingPathComponent(name))
    let failure = await GridFuzz.checkAsync(Array(data))
    #expect(failure == nil, "\(name): \(failure ?? "")")
  }
}
