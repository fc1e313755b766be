#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads test settings from environment variables, so that a long or seeded
/// test can be replayed or scaled from the command line
/// (`CELLAR_THRASH_OPS=1000000 swift test --filter Thrash`).
public enum TestEnvironment {
  /// The value of an environment variable, or `nil` when it is not set.
  ///
  /// - Parameter name: The variable's name.
  public static func string(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// The value of an environment variable as an integer (underscores
  /// allowed, as in `100_000`), or `defaultValue` when it is not set or not
  /// a number.
  ///
  /// - Parameters:
  ///   - name: The variable's name.
  ///   - defaultValue: The value to use otherwise.
  public static func integer(_ name: String, default defaultValue: Int) -> Int {
    guard let text = string(name), let value = Int(text.filter { $0 != "_" }) else {
      return defaultValue
    }
    return value
  }
}

extension TestEnvironment {
  /// Whether the heavy variants run in full: `CELLAR_FULL_TESTS=1` (as
  /// `.ci/run` and `Scripts/sanitize.sh` set it). Otherwise the stress,
  /// thrash and exhaustive tests run a small version of themselves, so
  /// that a plain `swift test` takes seconds.
  public static var runsFullTests: Bool {
    guard let value = string("CELLAR_FULL_TESTS") else { return false }
    return !["", "0", "false", "no"].contains(value.lowercased())
  }

  /// `full` when ``runsFullTests`` is set, `small` otherwise.
  ///
  /// ```swift
  /// let operations = TestEnvironment.scaled(5_000, full: 100_000)
  /// ```
  ///
  /// - Parameters:
  ///   - small: The size a plain `swift test` runs.
  ///   - full: The size CI runs (`CELLAR_FULL_TESTS=1`).
  public static func scaled<Value>(_ small: Value, full: Value) -> Value {
    runsFullTests ? full : small
  }
}

extension TestEnvironment {
  /// Whether the address or the thread sanitizer's runtime is in the
  /// process (`swift test --sanitize=…`, `Scripts/sanitize.sh`).
  public static let underSanitizer: Bool = {
    #if canImport(Glibc) || canImport(Darwin)
      let process = dlopen(nil, RTLD_NOW)
      return dlsym(process, "__asan_init") != nil || dlsym(process, "__tsan_init") != nil
    #else
      return false
    #endif
  }()

  /// `count`, or a quarter of it (at least 1) under a sanitizer.
  ///
  /// For the tests that check one piece of code many times over (seeded
  /// random cases, exhaustive pairs, a million rows): under a sanitizer
  /// each case costs many times more, and a quarter of them still runs
  /// every path of that code under it, while the plain test step runs them
  /// all. `.ci/run` ran over its 90 minutes when these ran in full under
  /// the address sanitizer (session 38).
  ///
  /// ```swift
  /// for seed in SeededRandom.seeds(TestEnvironment.sanitized(400), base: 0x5AB5) { … }
  /// ```
  ///
  /// - Parameter count: The number of cases (or rows) a plain run checks.
  public static func sanitized(_ count: Int) -> Int {
    underSanitizer ? max(1, count / 4) : count
  }
}
