/// LeakSanitizer's built-in suppressions for the test binary, so that
/// `swift test --sanitize=address` passes as it is, with no environment.
///
/// LeakSanitizer (on by default with the address sanitizer on Linux) calls
/// this C function once at start-up; defining it in the test binary replaces
/// the runtime's empty default. It suppresses toolchain frames only, never
/// Cellar's own code or its tests; a leak in Cellar still fails the run.
///
/// - `XCTMainMisc`, `XCTest0A8SuiteRunC` (`XCTestSuiteRun`, mangled as the
///   symbolizer prints it; demangled too, in case it demangles): on Linux,
///   `swift test` first runs the binary through XCTest, which finds no
///   XCTest cases here (every test uses Swift Testing) and exits from inside
///   `XCTMain` while its suite runs are still allocated: six objects, 368
///   bytes, with XCTest's frames on top of every allocation stack. Seen with
///   Swift 6.3.1; the suppression is harmless when a toolchain fixes it.
///
/// To see which suppressions matched, run with
/// `LSAN_OPTIONS=print_suppressions=1`.
@_cdecl("__lsan_default_suppressions")
public func leakSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
  // A string literal's storage is static and null-terminated.
  let suppressions: StaticString = """
    leak:XCTMainMisc
    leak:XCTest0A8SuiteRunC
    leak:XCTestSuiteRun

    """
  return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}
