import Foundation

/// Process memory as Linux reports it in `/proc/self/status`.
enum Memory {
  /// Resident set size now, in bytes.
  static var resident: Int? { statusField("VmRSS") }

  /// The peak resident set size since the last reset, in bytes.
  static var peak: Int? { statusField("VmHWM") }

  /// Resets the peak resident set size to the current one (Linux ≥ 4.0).
  @discardableResult
  static func resetPeak() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    do {
      try handle.write(contentsOf: Data("5".utf8))
      return true
    } catch {
      return false
    }
  }

  /// How far the resident set grew above its level before `body`, at its
  /// peak while `body` ran.
  ///
  /// - Throws: Why it cannot tell (no `/proc`, a kernel older than 4.0); then
  ///   `body` does not run.
  static func peakGrowth(_ body: () -> Void) throws(ProbeFailure) -> Int {
    guard resetPeak() else {
      throw ProbeFailure(
        "cannot reset the peak resident size: writing /proc/self/clear_refs failed (it needs Linux 4.0 or later and a writable /proc)"
      )
    }
    guard let before = resident else {
      throw ProbeFailure("cannot read VmRSS in /proc/self/status")
    }
    body()
    guard let peak else { throw ProbeFailure("cannot read VmHWM in /proc/self/status") }
    return max(0, peak - before)
  }

  /// Why a memory probe read nothing.
  struct ProbeFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
      self.description = description
    }
  }

  private static func statusField(_ name: String) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
      let number = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
      return number.map { $0 * 1024 }
    }
    return nil
  }

  /// A byte count in MiB with two decimals.
  static func format(_ bytes: Int) -> String {
    "\(fixed(Double(bytes) / 1_048_576, 2)) MiB"
  }
}
