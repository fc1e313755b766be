import CellarDiff
import Foundation

/// The sizes a scenario runs at: full for measurement, smoke for CI's check.
enum Scale: Sendable {
  case full
  case smoke
}

/// What one run of a scenario produced: the counts it reports and whether its
/// result checked out against the scenario's own oracle.
struct Outcome: Sendable {
  /// Labelled counts printed beside the time (deletes, inserts, moves, ...).
  var counts: [(String, Int)]
  /// `nil` when the result is correct, else what is wrong.
  var failure: String?
  /// Extra figures (bytes per row, cells created, ...) printed after the counts.
  var extras: [(String, String)] = []
}

/// A baseline measured on the same data in the same run, or the reason it was not.
enum Baseline: Sendable {
  case measured(label: String, seconds: Double, counts: [(String, Int)])
  case skipped(label: String, reason: String)
  case none
}

/// One benchmark scenario: prepares its data, runs the measured work, and a
/// baseline on the same data.
struct Scenario: Sendable {
  /// Short name, as in the README table (`pub100k`).
  var name: String
  /// One line saying what the data is.
  var summary: String
  /// The target figure from the issue, printed beside the measurement.
  var target: String
  /// Builds a runner for a scale: the returned closure is timed.
  var make: @MainActor @Sendable (Scale) -> Runner
  /// A baseline that may take very long (Swift's `difference(from:)` is
  /// quadratic in the worst case): run in a child process with a time limit.
  var childBaseline: (@MainActor @Sendable (Scale) -> BaselineWork)? = nil
  /// Work whose peak memory is measured in a fresh child process: returns
  /// the work to run once the data is built.
  var memoryProbe: (@MainActor @Sendable (Scale) -> @MainActor () -> Void)? = nil
}

/// A baseline's work: returns its counts; the child process times it.
struct BaselineWork {
  var label: String
  var work: @MainActor () -> [(String, Int)]
}

/// A baseline timed in turn with the measured work: one baseline run after
/// each measured run, so that both see the same machine (a neighbour's load
/// that comes and goes slows both alike).
struct InterleavedBaseline {
  var label: String
  /// One run of the baseline; returns its counts.
  var run: @MainActor () -> [(String, Int)]
}

/// A prepared scenario: `measure` is timed repeatedly; `baseline` once or a
/// few times, or `interleaved` once after each measured run.
struct Runner {
  var measure: @MainActor () -> Outcome
  var baseline: @MainActor (_ timeLimit: Double) -> Baseline
  var interleaved: InterleavedBaseline? = nil
  /// Untimed figures measured once after the timed runs (peak memory, ...).
  var once: (@MainActor () -> [(String, String)])? = nil
}

/// Runs `work` in a task on the main actor and turns the main run loop until
/// it returns, as an app's main thread would: how a measured run, which is
/// synchronous, waits for asynchronous work (the harness has no `async`
/// entry point). Jobs of the main actor, the task's own and those it awaits
/// (a background diff's continuation, a heartbeat), run as the loop turns.
///
/// - Returns: What `work` returned.
@MainActor
func awaitOnMainRunLoop<T>(_ work: @escaping @MainActor () async -> T) -> T {
  let box = ResultBox<T>()
  Task { @MainActor in box.value = await work() }
  while true {
    if let value = box.value { return value }
    _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
  }
}

/// The result of ``awaitOnMainRunLoop(_:)``'s task, once it has one.
@MainActor
private final class ResultBox<T> {
  var value: T?
}
