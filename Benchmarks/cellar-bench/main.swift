import CellarDiff
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Every scenario, in the order they print. Each layer adds its own list.
let allScenarios: [Scenario] =
  diffScenarios + hostScenarios + gridHostScenarios + tableScenarios + validationScenarios
  + gridScenarios + queueScenarios + outlineScenarios + snapshotScenarios

let usage = """
  usage: cellar-bench [--smoke] [--json] [--runs N] [--only NAME[,NAME...]] [--quick] [--list]

    --smoke        tiny sizes; check every scenario's result, not its time
    --json         print the results as JSON instead of a table
    --runs N       timed runs per scenario after one warm-up (default 7)
    --only NAMES   run only these scenarios (comma-separated); a name without
                   its element type (pub100k) selects every type (pub100k/Int,
                   pub100k/String, pub100k/UUID)
    --quick        skip the baselines and memory probes run in child processes
                   (for paired before/after runs of the measured work alone)
    --cpu-time     time the measured work (and a baseline run in turn with
                   it) by the CPU time of its thread, not the wall clock (for
                   a machine whose cores are shared)
    --list         list the scenarios and exit
    --help         this text
  """

struct Options {
  var scale = Scale.full
  var json = false
  var runs = 7
  var only: Set<String>?
  var list = false
  var quick = false
  var cpuTime = false
  var baselineChild: String?
  var memoryChild: String?
}

func parseOptions(_ arguments: [String]) -> Options {
  var options = Options()
  var rest = arguments[...]
  func fail(_ message: String) -> Never {
    print("cellar-bench: \(message)\n\n\(usage)")
    exit(2)
  }
  while let argument = rest.popFirst() {
    switch argument {
    case "--smoke": options.scale = .smoke
    case "--json": options.json = true
    case "--list": options.list = true
    case "--quick": options.quick = true
    case "--cpu-time": options.cpuTime = true
    case "--help", "-h":
      print(usage)
      exit(0)
    case "--runs":
      guard let value = rest.popFirst(), let runs = Int(value), runs > 0 else {
        fail("--runs takes a positive whole number")
      }
      options.runs = runs
    case "--baseline-child":
      guard let value = rest.popFirst() else { fail("--baseline-child takes a scenario name") }
      options.baselineChild = value
    case "--memory-child":
      guard let value = rest.popFirst() else { fail("--memory-child takes a scenario name") }
      options.memoryChild = value
    case "--only":
      guard let value = rest.popFirst() else { fail("--only takes scenario names") }
      options.only = Set(value.split(separator: ",").map(String.init))
    default:
      fail("unknown option '\(argument)'")
    }
  }
  return options
}

/// The result of one scenario, ready to print.
struct Report {
  var scenario: Scenario
  var median: Double
  var best: Double
  var outcome: Outcome
  var baseline: Baseline
  /// For an interleaved baseline: the median of each run's time over the
  /// baseline's run that followed it.
  var pairedRatio: Double?
}

@MainActor func run(_ scenario: Scenario, options: Options) -> Report {
  let runner = scenario.make(options.scale)
  let clock = ContinuousClock()
  var outcome = runner.measure()  // warm-up, and the result that is checked
  // The baseline's warm-up, whose counts are printed.
  let baselineCounts = runner.interleaved?.run() ?? []
  var times: [Double] = []
  var baselineTimes: [Double] = []
  var ratios: [Double] = []
  let runs = options.scale == .smoke ? 1 : options.runs
  // The measured work and an interleaved baseline are timed alike: both by
  // the wall clock, or both by the thread's CPU time.
  func time(_ work: () -> Void) -> Double {
    options.cpuTime ? threadCPUTime(work) : clock.measure(work).seconds
  }
  for _ in 0..<runs {
    let elapsed = time { outcome = runner.measure() }
    times.append(elapsed)
    if let interleaved = runner.interleaved {
      let baseline = time { _ = interleaved.run() }
      baselineTimes.append(baseline)
      if baseline > 0 { ratios.append(elapsed / baseline) }
    }
  }
  times.sort()
  baselineTimes.sort()
  ratios.sort()
  if let once = runner.once { outcome.extras += once() }
  if scenario.memoryProbe != nil && !options.quick {
    switch runMemoryChild(scenario, scale: options.scale) {
    case .success(let bytes):
      outcome.extras.append(("peak mem", Memory.format(bytes)))
    case .failure(let failure):
      // A probe that reads nothing fails the run: a figure silently missing
      // went unnoticed before (issue 22).
      outcome.extras.append(("peak mem", "none"))
      outcome.failure =
        (outcome.failure.map { $0 + "; " } ?? "")
        + "the peak-memory probe read nothing (\(failure.reason)); --quick skips the probes"
    }
  }
  let limit = 10.0
  let baseline: Baseline
  if let interleaved = runner.interleaved {
    baseline = .measured(
      label: interleaved.label, seconds: baselineTimes[baselineTimes.count / 2],
      counts: baselineCounts)
  } else if scenario.childBaseline != nil && options.quick {
    baseline = .none
  } else if scenario.childBaseline != nil {
    baseline = runChildBaseline(scenario, scale: options.scale, timeLimit: limit)
  } else {
    baseline = runner.baseline(limit)
  }
  return Report(
    scenario: scenario, median: times[times.count / 2], best: times[0], outcome: outcome,
    baseline: baseline, pairedRatio: ratios.isEmpty ? nil : ratios[ratios.count / 2])
}

/// The CPU time the calling thread spends in `work`, in seconds.
@MainActor func threadCPUTime(_ work: () -> Void) -> Double {
  let start = threadCPUSeconds()
  work()
  return threadCPUSeconds() - start
}

/// The CPU time the calling thread has used so far, in seconds.
func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

extension Duration {
  var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) / 1e18
  }
}

func formatSeconds(_ seconds: Double) -> String {
  if seconds < 0.001 { return "\(fixed(seconds * 1e6, 1)) µs" }
  if seconds < 1 { return "\(fixed(seconds * 1e3, 2)) ms" }
  return "\(fixed(seconds, 3)) s"
}

func fixed(_ value: Double, _ digits: Int) -> String {
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(rounded)"
  if let dot = text.firstIndex(of: ".") {
    let decimals = text.distance(from: dot, to: text.endIndex) - 1
    if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
  } else if digits > 0 {
    text += "." + String(repeating: "0", count: digits)
  }
  return text
}

func describe(_ counts: [(String, Int)]) -> String {
  counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
}

func jsonString(_ text: String) -> String {
  var escaped = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": escaped += "\\\""
    case "\\": escaped += "\\\\"
    case "\n": escaped += "\\n"
    default:
      if scalar.value < 0x20 {
        escaped += "\\u00" + String(scalar.value, radix: 16).leftPadded(to: 2)
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
  }
  return escaped + "\""
}

extension String {
  func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }

  func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}

func printTable(_ reports: [Report], options: Options) {
  let timing = options.cpuTime ? ", thread CPU time" : ""
  print(
    "cellar-bench (\(options.scale == .smoke ? "smoke" : "full"), median of \(options.runs) runs\(timing))"
  )
  for report in reports {
    let status = report.outcome.failure.map { "FAILED: \($0)" } ?? "ok"
    print("")
    print("\(report.scenario.name.padded(to: 12)) \(report.scenario.summary)")
    print(
      "  cellar      \(formatSeconds(report.median).padded(to: 12)) \(describe(report.outcome.counts))"
    )
    for (label, value) in report.outcome.extras {
      print("  \(label.padded(to: 11)) \(value)")
    }
    switch report.baseline {
    case .measured(let label, let seconds, let counts):
      print(
        "  \(label.padded(to: 11)) \(formatSeconds(seconds).padded(to: 12)) \(describe(counts))")
      if let paired = report.pairedRatio {
        let runs = options.scale == .smoke ? 1 : options.runs
        let over = runs == 1 ? "one run" : "median of \(runs) runs, each"
        print(
          "  ratio       \(fixed(paired, 2))× the baseline (\(over) against the baseline run after it)"
        )
      } else if seconds > 0 {
        print("  ratio       \(fixed(report.median / seconds, 2))× the baseline")
      }
    case .skipped(let label, let reason):
      print("  \(label.padded(to: 11)) skipped (\(reason))")
    case .none:
      break
    }
    print("  target      \(report.scenario.target)")
    print("  check       \(status)")
  }
}

func printJSON(_ reports: [Report], options: Options) {
  var items: [String] = []
  for report in reports {
    var fields = [
      "\"name\": \(jsonString(report.scenario.name))",
      "\"summary\": \(jsonString(report.scenario.summary))",
      "\"target\": \(jsonString(report.scenario.target))",
      "\"medianSeconds\": \(report.median)",
      "\"bestSeconds\": \(report.best)",
      "\"counts\": {"
        + report.outcome.counts.map { "\(jsonString($0.0)): \($0.1)" }.joined(separator: ", ")
        + "}",
      "\"extras\": {"
        + report.outcome.extras.map { "\(jsonString($0.0)): \(jsonString($0.1))" }
        .joined(separator: ", ") + "}",
      "\"ok\": \(report.outcome.failure == nil)",
    ]
    if let failure = report.outcome.failure { fields.append("\"failure\": \(jsonString(failure))") }
    switch report.baseline {
    case .measured(let label, let seconds, let counts):
      fields.append(
        "\"baseline\": {\"label\": \(jsonString(label)), \"seconds\": \(seconds), \"counts\": {"
          + counts.map { "\(jsonString($0.0)): \($0.1)" }.joined(separator: ", ") + "}}")
      if let paired = report.pairedRatio { fields.append("\"pairedRatio\": \(paired)") }
    case .skipped(let label, let reason):
      fields.append(
        "\"baseline\": {\"label\": \(jsonString(label)), \"skipped\": \(jsonString(reason))}")
    case .none:
      break
    }
    items.append("  {" + fields.joined(separator: ", ") + "}")
  }
  print(
    "{\"scale\": \(jsonString(options.scale == .smoke ? "smoke" : "full")), \"runs\": \(options.runs), \"scenarios\": ["
  )
  print(items.joined(separator: ",\n"))
  print("]}")
}

extension Scenario {
  /// Whether `--only` names this scenario: by its full name, or by the part
  /// before its element type (`pub100k` for `pub100k/String`).
  func isSelected(by names: Set<String>) -> Bool {
    names.contains(name)
      || name.split(separator: "/").first.map { names.contains(String($0)) } ?? false
  }
}

@MainActor func main() {
  let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
  if let name = options.baselineChild {
    childBaselineMain(name: name, scale: options.scale, timeLimit: 10)
    return
  }
  if let name = options.memoryChild {
    memoryChildMain(name: name, scale: options.scale)
    return
  }
  if options.list {
    for scenario in allScenarios { print("\(scenario.name.padded(to: 12)) \(scenario.summary)") }
    return
  }
  if let only = options.only {
    let unknown = only.filter { name in !allScenarios.contains { $0.isSelected(by: [name]) } }
    if !unknown.isEmpty {
      print("cellar-bench: unknown scenario(s): \(unknown.sorted().joined(separator: ", "))")
      exit(2)
    }
  }
  let selected = allScenarios.filter { options.only.map($0.isSelected(by:)) ?? true }
  var reports: [Report] = []
  for scenario in selected {
    reports.append(run(scenario, options: options))
  }
  if options.json {
    printJSON(reports, options: options)
  } else {
    printTable(reports, options: options)
  }
  let failures = reports.filter { $0.outcome.failure != nil }
  if !failures.isEmpty {
    print("cellar-bench: \(failures.count) scenario(s) failed their check")
    exit(1)
  }
}

main()
