#if CELLAR_FUZZ
  /// The input callback: a broken guarantee stops the process, which
  /// libFuzzer reports with the input that broke it.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzTableEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    if let failure = FuzzTable.check(Array(UnsafeBufferPointer(start: data, count: size))) {
      fatalError(failure)
    }
    return 0
  }

  @_silgen_name("LLVMFuzzerRunDriver")
  func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt

  /// The executable's entry point as SwiftPM links it: hands over to libFuzzer.
  @_cdecl("FuzzTable_main")
  public func fuzzTableMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzTableEntry)
  }
#else
  import Foundation
  import FuzzSupport

  /// Without the fuzzer: replays every file named on the command line (or in
  /// the folders named) through the same checks; exits 1 on the first failure.
  @main
  enum ReplayTableCorpus {
    static func main() {
      exit(
        FuzzReplay.run(arguments: CommandLine.arguments.dropFirst(), check: FuzzTable.check))
    }
  }
#endif
