@_spi(Testing) import Cellar
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

  @Test("an older update whose diff is done waits, and applies when the newer one throws")
  func olderAppliesWhenNewerThrows() async throws {
    let table = makeTable()
    var newer: Task<Bool, any Error>?
    table.willDiffInBackground = { [unowned table] in
      table.willDiffInBackground = nil
      // The newer one repeats an id: only its diff finds it.
      newer = Task { @MainActor in
        try await table.updateInBackground(
          with: self.section("newer", count: 50_000, repeating: true))
      }
    }
    let olderApplied = try await table.updateInBackground(with: section("older", count: 3))
    #expect(olderApplied)
    #expect(table.sections.map(\.id) == ["older"])
    let task = try #require(newer)
    await #expect(throws: TableError.self) { try await task.value }
    #expect(table.sections.map(\.id) == ["older"])
    #expect(table.sections[0].rows.count == 3)
  }

  @Test("an older update whose diff is done waits, and applies when the newer one is cancelled")
  func olderAppliesWhenNewerIsCancelled() async throws {
    let table = makeTable()
    var newer: Task<Bool, any Error>?
    var diffs = 0
    table.willDiffInBackground = { [unowned table] in
      diffs += 1
      if diffs == 1 {
        newer = Task { @MainActor in
          try await table.updateInBackground(with: self.section("newer", count: 50_000))
        }
      } else {
        // The newer one's diff has started: its task is cancelled now.
        newer?.cancel()
      }
    }
    let olderApplied = try await table.updateInBackground(with: section("older", count: 3))
    table.willDiffInBackground = nil
    #expect(olderApplied)
    let task = try #require(newer)
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(table.sections.map(\.id) == ["older"])
  }

  @Test("an older update whose diff is done waits, and is dropped when the newer one applies")
  func olderDroppedWhenNewerApplies() async throws {
    let table = makeTable()
    var newer: Task<Bool, any Error>?
    table.willDiffInBackground = { [unowned table] in
      table.willDiffInBackground = nil
      newer = Task { @MainActor in
        try await table.updateInBackground(with: self.section("newer", count: 50_000))
      }
    }
    let olderApplied = try await table.updateInBackground(with: section("older", count: 3))
    let task = try #require(newer)
    let newerApplied = try await task.value
    #expect(!olderApplied)
    #expect(newerApplied)
    #expect(table.sections.map(\.id) == ["newer"])
    #expect(table.sections[0].rows.count == 50_000)
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
