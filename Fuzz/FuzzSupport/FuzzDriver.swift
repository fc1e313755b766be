#if CELLAR_FUZZ
  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// What every fuzz target's entry points do under libFuzzer (built with
  /// `-DCELLAR_FUZZ -sanitize=fuzzer`); each target only names its own
  /// `@_cdecl` functions and its check.
  public enum FuzzDriver {
    /// The body of `LLVMFuzzerTestOneInput`: runs `check` on the input. A
    /// broken guarantee stops the process, which libFuzzer reports with the
    /// input that broke it.
    ///
    /// - Parameters:
    ///   - data: The input's bytes.
    ///   - size: Their number.
    ///   - check: The target's check: a failure's description, or `nil`.
    /// - Returns: 0, as libFuzzer expects.
    public static func test(
      _ data: UnsafePointer<UInt8>?, _ size: Int, check: ([UInt8]) -> String?
    ) -> CInt {
      guard let data else { return 0 }
      if let failure = check(Array(UnsafeBufferPointer(start: data, count: size))) {
        fatalError(failure)
      }
      return 0
    }

    /// The body of the executable's entry point as SwiftPM links it: hands
    /// over to libFuzzer with `callback` as the input callback.
    ///
    /// - Parameters:
    ///   - argc: The argument count.
    ///   - argv: The arguments.
    ///   - callback: The target's `LLVMFuzzerTestOneInput`.
    /// - Returns: libFuzzer's exit status.
    public static func main(
      _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
      callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt {
      var count = argc
      var arguments = argv
      return runFuzzerDriver(&count, &arguments, callback)
    }
  }
#endif
