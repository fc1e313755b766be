import Foundation

/// Runs a scenario's baseline in a child process (`cellar-bench
/// --baseline-child NAME`), so a baseline that takes longer than the limit
/// can be stopped and reported as skipped.
@MainActor func runChildBaseline(_ scenario: Scenario, scale: Scale, timeLimit: Double) -> Baseline
{
  guard let makeWork = scenario.childBaseline else { return .none }
  let label = makeWork(.smoke).label
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments =
    ["--baseline-child", scenario.name] + (scale == .smoke ? ["--smoke"] : [])
  let pipe = Pipe()
  process.standardOutput = pipe
  do {
    try process.run()
  } catch {
    return .skipped(label: label, reason: "could not start a child process: \(error)")
  }
  let deadline = Date().addingTimeInterval(timeLimit + 30)  // + time to build the data
  while process.isRunning && Date() < deadline {
    usleep(20_000)
  }
  if process.isRunning {
    process.terminate()
    process.waitUntilExit()
    return .skipped(label: label, reason: "did not finish within \(Int(timeLimit)) s")
  }
  let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("baseline ") })
  else {
    return .skipped(
      label: label, reason: "child process failed (status \(process.terminationStatus))")
  }
  let fields = line.split(separator: " ").dropFirst()
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
