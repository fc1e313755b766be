#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command-line options of an example, parsed by hand.
///
/// ```swift
/// let options = Options.parse(
///   program: "LiveUpdates", summary: "Random table updates, checked by the host.",
///   options: [.value("ticks", "N", "number of updates (default 12)")])
/// let ticks = options.integer("ticks", default: 12, in: 1...10_000)
/// ```
///
/// `--help` prints the options and exits with status 0; an unknown option, a
/// missing value or a bad number prints what was wrong and exits with status 2.
public struct Options {
  /// One option an example accepts.
  public struct Option: Sendable {
    /// The name, without the leading `--`.
    public var name: String
    /// The value's placeholder (`N`), or `nil` for a flag.
    public var valueName: String?
    /// One line of help.
    public var help: String

    /// A flag: present or absent.
    ///
    /// - Parameters:
    ///   - name: The name, without the leading `--`.
    ///   - help: One line of help.
    /// - Returns: The option.
    public static func flag(_ name: String, _ help: String) -> Option {
      Option(name: name, valueName: nil, help: help)
    }

    /// An option followed by a value (`--ticks 20` or `--ticks=20`).
    ///
    /// - Parameters:
    ///   - name: The name, without the leading `--`.
    ///   - valueName: The value's placeholder in the help.
    ///   - help: One line of help.
    /// - Returns: The option.
    public static func value(_ name: String, _ valueName: String, _ help: String) -> Option {
      Option(name: name, valueName: valueName, help: help)
    }
  }

  /// The program's name, for messages.
  public let program: String
  private var values: [String: String] = [:]
  private var flags: Set<String> = []

  /// Parses the process's arguments, or exits: with status 0 after printing
  /// the help for `--help`, with status 2 after a message for a bad option.
  ///
  /// - Parameters:
  ///   - program: The example's name.
  ///   - summary: One line saying what the example shows.
  ///   - options: The options it accepts (`--help` is added).
  ///   - arguments: The arguments, without the program path.
  /// - Returns: The parsed options.
  public static func parse(
    program: String, summary: String, options: [Option],
    arguments: [String] = Array(CommandLine.arguments.dropFirst())
  ) -> Options {
    var parsed = Options(program: program)
    let known = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--help" || argument == "-h" {
        print(usage(program: program, summary: summary, options: options))
        exit(0)
      }
      guard argument.hasPrefix("--") else {
        fail(program, "unexpected argument '\(argument)'")
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard let option = known[name] else { fail(program, "unknown option '--\(name)'") }
      if option.valueName == nil {
        guard inlineValue == nil else { fail(program, "'--\(name)' takes no value") }
        parsed.flags.insert(name)
      } else if let inlineValue {
        parsed.values[name] = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("--") {
        parsed.values[name] = arguments[index]
        index += 1
      } else {
        fail(program, "'--\(name)' needs a value (\(option.valueName ?? "value"))")
      }
    }
    return parsed
  }

  /// Whether a flag was given.
  ///
  /// - Parameter name: The flag's name, without `--`.
  /// - Returns: `true` when present.
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The integer value of an option, or a default; exits with a message when
  /// the value is not an integer in `range`.
  ///
  /// - Parameters:
  ///   - name: The option's name, without `--`.
  ///   - defaultValue: The value when the option is absent.
  ///   - range: The accepted values.
  /// - Returns: The value.
  public func integer(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>)
    -> Int
  {
    guard let text = values[name] else { return defaultValue }
    guard let value = Int(text), range.contains(value) else {
      Options.fail(
        program,
        "'--\(name)' must be an integer from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
      )
    }
    return value
  }

  /// The help text.
  static func usage(program: String, summary: String, options: [Option]) -> String {
    var lines = [
      "\(program): \(summary)", "", "usage: swift run \(program) [options]", "", "options:",
    ]
    let all = options + [.flag("help", "show this help and exit")]
    let labels = all.map { "--\($0.name)" + ($0.valueName.map { " \($0)" } ?? "") }
    let width = labels.map(\.count).max() ?? 0
    for (label, option) in zip(labels, all) {
      lines.append("  " + label.padded(to: width + 2) + option.help)
    }
    return lines.joined(separator: "\n")
  }

  /// Prints an error and the hint to `--help` on standard error, then exits with status 2.
  static func fail(_ program: String, _ message: String) -> Never {
    let text =
      "\(program): error: \(message)\nRun 'swift run \(program) --help' to see the options.\n"
    printToStandardError(text)
    exit(2)
  }
}

/// Writes text to standard error, unbuffered.
///
/// - Parameter text: The text, with its line breaks.
public func printToStandardError(_ text: String) {
  writeAll(text, to: 2)
}

/// Writes all of `text` to a file descriptor, unbuffered, a partial write
/// followed by another; stops at the first write that fails.
///
/// - Parameters:
///   - text: The text.
///   - descriptor: The file descriptor (1 for standard output, 2 for
///     standard error).
func writeAll(_ text: String, to descriptor: Int32) {
  let bytes = Array(text.utf8)
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes { buffer in
      write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
    }
    guard written > 0 else { return }
    offset += written
  }
}

extension String {
  /// The string padded with spaces (or cut) to `length` characters.
  ///
  /// - Parameter length: The length.
  /// - Returns: The padded string.
  public func padded(to length: Int) -> String {
    count >= length ? String(prefix(length)) : self + String(repeating: " ", count: length - count)
  }
}
