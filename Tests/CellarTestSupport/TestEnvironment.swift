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
