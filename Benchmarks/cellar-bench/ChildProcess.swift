import Foundation

/// Runs `cellar-bench` itself with `arguments`, waits at most `timeLimit`
/// seconds, and returns the first output line starting with `prefix`
/// (without it), or why there is none.
func runChild(
  _ arguments: [String], environment: [String: String] = [:], timeLimit: Double, prefix: String
) -> Result<Substring, ChildFailure> {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = arguments
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let pipe = Pipe()
  process.standardOutput = pipe
  do {
    try process.run()
  } catch {
    return .failure(ChildFailure(reason: "could not start a child process: \(error)"))
  }
  let deadline = Date().addingTimeInterval(timeLimit)
  while process.isRunning && Date() < deadline {
    usleep(20_000)
  }
  if process.isRunning {
    process.terminate()
    process.waitUntilExit()
    return .failure(ChildFailure(reason: "timeout"))
  }
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else {
    return .failure(ChildFailure(reason: "child failed (status \(process.terminationStatus))"))
  }
  return .success(line.dropFirst(prefix.count))
}

/// Why a child process gave no result.
struct ChildFailure: Error {
  var reason: String
}

/// Measures a scenario's peak extra memory in a fresh child process
/// (`cellar-bench --memory-child NAME`), where glibc maps every allocation of
/// 64 KiB or more on its own pages, so the peak resident size is the work's.
///
/// - Returns: The peak growth in bytes, or why the probe read nothing (the
///   child could not read the kernel's figures, failed, or timed out).
@MainActor func runMemoryChild(_ scenario: Scenario, scale: Scale) -> Result<Int, ChildFailure> {
  let arguments = ["--memory-child", scenario.name] + (scale == .smoke ? ["--smoke"] : [])
  let environment = ["MALLOC_MMAP_THRESHOLD_": "65536", "MALLOC_TRIM_THRESHOLD_": "0"]
  switch runChild(arguments, environment: environment, timeLimit: 120, prefix: "memory ") {
  case .success(let value):
    guard let bytes = Int(value) else {
      return .failure(ChildFailure(reason: value.isEmpty ? "no figure" : String(value)))
    }
    return .success(bytes)
  case .failure(let failure): return .failure(failure)
  }
}

/// The child side of ``runMemoryChild(_:scale:)``: builds the data, resets
/// the peak, runs the work once, prints `memory BYTES`, or `memory ` and
/// why it cannot tell, and exits with status 1.
@MainActor func memoryChildMain(name: String, scale: Scale) {
  guard let scenario = allScenarios.first(where: { $0.name == name }),
    let probe = scenario.memoryProbe
  else {
    print("no memory probe for \(name)")
    exit(2)
  }
  let work = probe(scale)
  do {
    let growth = try Memory.peakGrowth { work() }
    // `String(growth)`, not `growth.map(String.init)`: that picked
    // `String.init(benchIndex:)` and printed a UUID, which read as no figure.
    print("memory \(String(growth))")
  } catch {
    print("memory \(error)")
    exit(1)
  }
}

/// Runs a scenario's baseline in a child process (`cellar-bench
/// --baseline-child NAME`), so a baseline that takes longer than the limit
/// can be stopped and reported as skipped.
@MainActor func runChildBaseline(_ scenario: Scenario, scale: Scale, timeLimit: Double) -> Baseline
{
  guard let makeWork = scenario.childBaseline else { return .none }
  let label = makeWork(.smoke).label
  let arguments = ["--baseline-child", scenario.name] + (scale == .smoke ? ["--smoke"] : [])
  // The limit is the baseline's; building the data gets 30 s more.
  switch runChild(arguments, timeLimit: timeLimit + 30, prefix: "baseline ") {
  case .failure(let failure):
    let reason =
      failure.reason == "timeout" ? "did not finish within \(Int(timeLimit)) s" : failure.reason
    return .skipped(label: label, reason: reason)
  case .success(let line):
    let fields = line.split(separator: " ")
    guard let first = fields.first else { return .skipped(label: label, reason: "no output") }
    if first == "over" {
      return .skipped(label: label, reason: "did not finish within \(Int(timeLimit)) s")
    }
    guard let seconds = Double(first) else { return .skipped(label: label, reason: "bad output") }
    var counts: [(String, Int)] = []
    for field in fields.dropFirst() {
      let parts = field.split(separator: "=")
      if parts.count == 2, let value = Int(parts[1]) { counts.append((String(parts[0]), value)) }
    }
    return .measured(label: label, seconds: seconds, counts: counts)
  }
}

/// The child side: builds the data, runs the baseline (a warm-up and more
/// runs when it is fast), prints `baseline SECONDS name=count ...`.
@MainActor func childBaselineMain(name: String, scale: Scale, timeLimit: Double) {
  guard let scenario = allScenarios.first(where: { $0.name == name }),
    let makeWork = scenario.childBaseline
  else {
    print("no baseline for \(name)")
    exit(2)
  }
  let work = makeWork(scale)
  let clock = ContinuousClock()
  var counts: [(String, Int)] = []
  let first = clock.measure { counts = work.work() }.seconds
  var times = [first]
  if first < 1 {
    for _ in 0..<5 { times.append(clock.measure { counts = work.work() }.seconds) }
    times.removeFirst()  // the warm-up
  }
  times.sort()
  let median = times[times.count / 2]
  if median > timeLimit {
    print("baseline over")
  } else {
    print("baseline \(median) " + counts.map { "\($0.0)=\($0.1)" }.joined(separator: " "))
  }
}
