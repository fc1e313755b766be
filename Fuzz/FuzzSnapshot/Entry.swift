#if CELLAR_FUZZ
  import FuzzSupport

  /// The input callback (see ``FuzzDriver/test(_:_:check:)``).
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzSnapshotEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzDriver.test(data, size, check: FuzzSnapshot.check)
  }

  /// The executable's entry point as SwiftPM links it: hands over to libFuzzer.
  @_cdecl("FuzzSnapshot_main")
  public func fuzzSnapshotMain(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  ) -> CInt {
    FuzzDriver.main(argc, argv, callback: fuzzSnapshotEntry)
  }
#else
  import Foundation
  import FuzzSupport

  /// Without the fuzzer: replays every file named on the command line (or in
  /// the folders named) through the same checks; exits 1 on the first failure.
  @main
  enum ReplaySnapshotCorpus {
    static func main() {
      exit(
        FuzzReplay.run(arguments: CommandLine.arguments.dropFirst(), check: FuzzSnapshot.check))
    }
  }
#endif
