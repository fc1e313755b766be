import Testing

/// Runs an asynchronous `body` with a generator for `seed`; when the body
/// throws (a failed `#require` throws), records one more issue naming the
/// seed and how to replay it, then rethrows.
///
/// The asynchronous form of ``withSeed(_:_:sourceLocation:_:)``, for random
/// tests that await (concurrent updates, for example); a separate name, so
/// that async tests calling the synchronous form keep compiling (Swift
/// prefers an async overload in async code). The body runs on the caller's
/// actor (the main actor for `@MainActor` suites). Inside the body,
/// check with `#require` rather than `#expect`, so that the first failure
/// stops the case and is reported with its seed.
public func withSeedAsync<Result>(
  _ seed: UInt64,
  _ label: String = "",
  sourceLocation: SourceLocation = #_sourceLocation,
  isolation: isolated (any Actor)? = #isolation,
  _ body: (inout SeededRandom) async throws -> Result
) async throws -> Result {
  var random = SeededRandom(seed: seed)
  do {
    return try await body(&random)
  } catch {
    recordSeedFailure(seed, label, sourceLocation)
    throw error
  }
}
