import Foundation

/// Cuts long work on the main actor into stretches of about
/// ``budget``, letting other main-actor work (events, drawing, timers) run
/// between them: what keeps ``Table/updateInBackground(with:animation:)``
/// from holding the main thread while it keys a long list and compares
/// its kept rows' content.
///
/// The work calls ``pause()`` after each piece of ``rows`` rows or fewer;
/// the call suspends only once the stretch has lasted its budget.
@MainActor
struct MainActorSlices {
  /// How long a stretch lasts before it gives way: half of a 2 ms frame
  /// budget, so that a piece overrunning it still fits.
  static let budget = Duration.microseconds(500)
  /// The most rows one piece of work handles between two ``pause()``s.
  static let rows = 1_024

  private let clock = ContinuousClock()
  private var started: ContinuousClock.Instant

  /// Starts the first stretch now.
  init() { started = clock.now }

  /// Gives way to other main-actor work once this stretch has lasted its
  /// budget, and starts the next.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled.
  mutating func pause() async throws {
    guard clock.now - started >= Self.budget else { return }
    await Task.yield()
    try Task.checkCancellation()
    started = clock.now
  }
}
