@_spi(Testing) import Cellar
import CellarTestSupport
import Foundation
import Testing

/// Which background update wins when several overlap: the newest that
/// does not throw; an older one whose diff is done waits for the newer
/// one's verdict. And the main actor is let go while a long list is keyed.
@MainActor
@Suite struct TableAsyncVerdictTests {
  /// A section of `count` rows with ids from `first`, the last repeated
  /// when `repeating`.
  private func section(_ id: String, count: Int, repeating: Bool = false) -> [Section] {
    var rows = (0..<count).map { Row<TitleCell>(model: "\(id)\($0)", id: $0) }
    if repeating { rows.append(Row<TitleCell>(model: "again", id: count - 1)) }
    return [Section(id: id, rows: rows)]
  }

  /// Two background updates of `count` rows each, the older requested
  /// first. Their keying gives way, so the newer one is numbered while the
  /// older one is still keyed: whichever diff ends first, the older one
  /// sees the newer one pending.
  private func overlapping(
    _ table: Table, count: Int = 200_000, newerRepeats: Bool = false
  ) -> (older: Task<Bool, any Error>, newer: Task<Bool, any Error>) {
    let older = Task { @MainActor in
      try await table.updateInBackground(with: self.section("older", count: count))
    }
    let newer = Task { @MainActor in
      try await table.updateInBackground(
        with: self.section("newer", count: count, repeating: newerRepeats))
    }
    return (older, newer)
  }

  @Test("an older update waits for a newer one, and applies when the newer one throws")
  func olderAppliesWhenNewerThrows() async throws {
    let table = makeTable()
    // The newer one repeats an id: only its diff finds it.
    let (older, newer) = overlapping(table, newerRepeats: true)
    let olderApplied = try await older.value
    await #expect(throws: TableError.self) { try await newer.value }
    #expect(olderApplied)
    #expect(table.sections.map(\.id) == ["older"])
    #expect(table.sections[0].rows.count == 200_000)
  }

  @Test("an older update waits for a newer one, and applies when the newer one is cancelled")
  func olderAppliesWhenNewerIsCancelled() async throws {
    let table = makeTable()
    let (older, newer) = overlapping(table)
    // The first diff handed off (either one's): the newer one is numbered
    // by then, and is cancelled while pending.
    table.willDiffInBackground = { newer.cancel() }
    let olderApplied = try await older.value
    await #expect(throws: CancellationError.self) { try await newer.value }
    table.willDiffInBackground = nil
    #expect(olderApplied)
    #expect(table.sections.map(\.id) == ["older"])
  }

  @Test("an older update waits for a newer one, and is dropped when the newer one applies")
  func olderDroppedWhenNewerApplies() async throws {
    let table = makeTable()
    let (older, newer) = overlapping(table)
    let olderApplied = try await older.value
    let newerApplied = try await newer.value
    #expect(!olderApplied)
    #expect(newerApplied)
    #expect(table.sections.map(\.id) == ["newer"])
    #expect(table.sections[0].rows.count == 200_000)
  }

  @Test("while a long list is keyed and compared, other main-actor work runs")
  func mainActorIsLetGo() async throws {
    let table = makeTable()
    try table.update(with: section("s", count: 200_000))
    var beats = 0
    let heart = Task { @MainActor in
      while !Task.isCancelled {
        beats += 1
        await Task.yield()
      }
    }
    var beatsBeforeDiff = 0
    table.willDiffInBackground = { beatsBeforeDiff = beats }
    let changed = section("s", count: 200_000).map { section in
      var section = section
      section.rows.removeFirst(10)
      return section
    }
    let before = beats
    let applied = try await table.updateInBackground(with: changed)
    heart.cancel()
    table.willDiffInBackground = nil
    #expect(applied)
    // 400,000 rows keyed on the main actor take well over one stretch.
    #expect(beatsBeforeDiff > before)
    #expect(table.sections[0].rows.count == 199_990)
  }
}

extension TableAsyncVerdictTests {
  @Test(
    "thousands of background updates at once: the last one requested is shown, every other returns false"
  )
  func floodOfBackgroundUpdates() async throws {
    let table = makeTable()
    let count = TestEnvironment.scaled(2_000, full: 40_000)
    let started = ContinuousClock.now
    let tasks = (0..<count).map { index in
      Task { @MainActor in
        try await table.updateInBackground(with: self.section("u\(index)", count: index % 7))
      }
    }
    var applied: [Int] = []
    for (index, task) in tasks.enumerated() {
      if try await task.value { applied.append(index) }
    }
    print("flood of \(count) background updates: \(ContinuousClock.now - started)")
    #expect(applied.last == count - 1)
    #expect(table.sections.map(\.id) == ["u\(count - 1)"])
  }
}
