import Foundation

/// Replays fuzz inputs outside libFuzzer: the committed corpus in CI, a crash
/// file when fixing a failure.
public enum FuzzReplay {
  /// Runs `check` on every file named in `arguments` (folders are read
  /// recursively, in name order) and prints a summary.
  ///
  /// - Returns: The exit status: 0 when every input passed, 1 when one failed,
  ///   2 when an argument cannot be read.
  public static func run(
    arguments: some Collection<String>, check: ([UInt8]) -> String?
  ) -> Int32 {
    var files: [String] = []
    for argument in arguments {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder) else {
        print("fuzz replay: no such file or folder: \(argument)")
        return 2
      }
      if isFolder.boolValue {
        let names = (try? FileManager.default.subpathsOfDirectory(atPath: argument)) ?? []
        for name in names.sorted() {
          let path = (argument as NSString).appendingPathComponent(name)
          var isNested: ObjCBool = false
          if FileManager.default.fileExists(atPath: path, isDirectory: &isNested),
            !isNested.boolValue
          {
            files.append(path)
          }
        }
      } else {
        files.append(argument)
      }
    }
    for path in files {
      guard let data = FileManager.default.contents(atPath: path) else {
        print("fuzz replay: cannot read \(path)")
        return 2
      }
      if let failure = check(Array(data)) {
        print("fuzz replay: \(path) fails: \(failure)")
        return 1
      }
    }
    print("fuzz replay: \(files.count) inputs passed")
    return 0
  }
}
