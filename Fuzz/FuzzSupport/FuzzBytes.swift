/// Reads a fuzz input front to back, one byte at a time.
///
/// Past the end every read yields 0, so that any input, however short,
/// decodes to something: libFuzzer's mutations never hit a parse error.
public struct FuzzBytes {
  /// The whole input.
  public let bytes: [UInt8]
  /// The offset of the next byte to read.
  public private(set) var offset = 0

  /// Creates a reader at the start of `bytes`.
  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  public var isAtEnd: Bool { offset >= bytes.count }

  /// The next byte, or 0 past the end.
  public mutating func next() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// The next byte modulo `upperBound`: a value in `0..<upperBound` (0 when
  /// `upperBound` is not positive).
  public mutating func int(_ upperBound: Int) -> Int {
    let byte = Int(next())
    return upperBound > 0 ? byte % upperBound : 0
  }
}
