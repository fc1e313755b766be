#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings before raw mode, restored on exit and on Ctrl-C.
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var terminalIsRaw = false
nonisolated(unsafe) private var screenIsAlternate = false

/// Restores the terminal: the saved settings, the main screen, the cursor.
/// Safe to call from a signal handler (only `tcsetattr` and `write`).
private func restoreTerminal() {
  if screenIsAlternate {
    let leave: [UInt8] = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)
    _ = leave.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    screenIsAlternate = false
  }
  if terminalIsRaw {
    _ = tcsetattr(0, TCSANOW, &savedTerminal)
    terminalIsRaw = false
  }
}

/// A key read by ``Terminal/readKey()``.
public enum TerminalKey: Equatable, Sendable {
  /// ↑ or `k`.
  case up
  /// ↓ or `j`.
  case down
  /// ← or `h`.
  case left
  /// → or `l`.
  case right
  /// Return or Enter.
  case enter
  /// `q`, Ctrl-C (as a byte, from a pipe) or Ctrl-D.
  case quit
  /// Another printable ASCII character.
  case character(Character)
}

/// The terminal an interactive example runs in: raw mode and the alternate
/// screen while it runs, keys one at a time, a frame a key.
///
/// With a terminal on standard input and output, ``enter()`` switches to
/// raw mode and the alternate screen, and ``restore()`` (also run on Ctrl-C
/// and `SIGTERM`) switches back. Otherwise (a pipe, as in the scripted
/// check) keys are read from the input bytes and each frame is printed
/// after the previous one under a `── frame N ──` line.
///
/// ```swift
/// let terminal = Terminal()
/// var status = "hello"
/// terminal.run(
///   draw: { terminal.show([status]) }, quit: { status = "Bye." },
///   handle: { key in
///     status = "\(key)"
///     return true
///   })
/// ```
@MainActor
public final class Terminal {
  /// Whether standard input and output are a terminal.
  public let isInteractive: Bool
  /// The terminal's height in lines (24 when unknown).
  public let rows: Int
  /// The terminal's width in columns (80 when unknown).
  public let columns: Int
  /// The number of frames shown so far.
  public private(set) var frames = 0

  /// Reads the terminal's size; changes nothing yet.
  public init() {
    isInteractive = isatty(0) == 1 && isatty(1) == 1
    var size = winsize()
    let known = ioctl(1, UInt(TIOCGWINSZ), &size) == 0
    rows = known && size.ws_row > 0 ? Int(size.ws_row) : 24
    columns = known && size.ws_col > 0 ? Int(size.ws_col) : 80
  }

  /// Switches a terminal to raw mode (no echo, a key at a time) and the
  /// alternate screen with the cursor hidden, and restores it on Ctrl-C
  /// (exit status 130) and `SIGTERM` (143). Does nothing for a pipe.
  public func enter() {
    guard isInteractive else { return }
    if tcgetattr(0, &savedTerminal) == 0 {
      var raw = savedTerminal
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
      withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
        bytes[Int(VMIN)] = 1
        bytes[Int(VTIME)] = 0
      }
      // TCSANOW, not TCSAFLUSH: keys typed (or sent) early are kept.
      if tcsetattr(0, TCSANOW, &raw) == 0 { terminalIsRaw = true }
    }
    signal(SIGINT) { _ in
      restoreTerminal()
      _exit(130)
    }
    signal(SIGTERM) { _ in
      restoreTerminal()
      _exit(143)
    }
    screenIsAlternate = true
    output("\u{1B}[?1049h\u{1B}[?25l")
  }

  /// Restores what ``enter()`` changed: the saved settings, the main
  /// screen, the cursor. Safe to call more than once.
  public func restore() {
    restoreTerminal()
  }

  /// Runs an interactive example's key loop: a frame first, then a frame a
  /// key, until a quit key or the end of the input.
  ///
  /// The terminal is entered (``enter()``) before the first frame and
  /// restored (``restore()``) when the loop ends, however it ends. Each key
  /// other than ``TerminalKey/quit`` goes to `handle`, and the next frame
  /// is drawn unless `handle` ignores the key. A quit key runs `quit` (to
  /// set a farewell status, say), draws a last frame and ends the loop.
  ///
  /// - Parameters:
  ///   - draw: Draws a frame (with ``show(_:)``).
  ///   - quit: What a quit key does before the last frame.
  ///   - handle: Acts on a key; returns `false` for a key it ignores.
  /// - Throws: An error from `draw` or `handle`; the terminal is restored.
  public func run(
    draw: () throws -> Void, quit: () -> Void, handle: (TerminalKey) throws -> Bool
  ) rethrows {
    enter()
    defer { restore() }
    try draw()
    while let key = readKey() {
      if key == .quit {
        quit()
        try draw()
        return
      }
      if try handle(key) { try draw() }
    }
  }

  /// The next key; `nil` at the end of the input (a caller treats it as
  /// quit). Bytes that are no key (other control bytes, unknown escape
  /// sequences) are skipped.
  public func readKey() -> TerminalKey? {
    while let byte = readByte() {
      switch byte {
      case UInt8(ascii: "k"): return .up
      case UInt8(ascii: "j"): return .down
      case UInt8(ascii: "h"): return .left
      case UInt8(ascii: "l"): return .right
      case 10, 13: return .enter
      case UInt8(ascii: "q"), 3, 4: return .quit
      case 27:
        guard readByte() == UInt8(ascii: "[") else { continue }
        switch readByte() {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        default: continue
        }
      case 32...126: return .character(Character(Unicode.Scalar(byte)))
      default: continue
      }
    }
    return nil
  }

  /// Shows a frame: on a terminal, the screen is cleared and redrawn; on a
  /// pipe, the lines are printed after a `── frame N ──` line.
  ///
  /// - Parameter lines: The frame's lines.
  public func show(_ lines: [String]) {
    frames += 1
    if isInteractive {
      output("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n") + "\r\n")
    } else {
      output("── frame \(frames) ──\n" + lines.joined(separator: "\n") + "\n")
    }
  }

  /// Writes text to standard output, unbuffered.
  ///
  /// - Parameter text: The text.
  public func output(_ text: String) {
    writeAll(text, to: 1)
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(0, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }
}
