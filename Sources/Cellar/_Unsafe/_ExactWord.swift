/// `value` as one word, equal for two values of the same type exactly when
/// the values are equal: for the built-in integer types; `nil` for others.
///
/// A row's integer identity becomes its ``AnyRowStorage/identityWord``, so
/// that a diff compares such rows by one word, without calling `==`.
///
/// - Warning: Reinterprets `value` with `unsafeBitCast`, which is sound
///   only because each case first checks that `Value` is exactly the type
///   cast to (same size, same bits). A case added here must check its type
///   the same way. Built with `-DCELLAR_NO_BITCAST_WORDS`, the value is
///   read with checked casts instead.
func exactWord<Value>(_ value: Value) -> Int? {
  #if CELLAR_NO_BITCAST_WORDS
    switch ObjectIdentifier(Value.self) {
    case ObjectIdentifier(Int.self): value as? Int
    case ObjectIdentifier(UInt.self): (value as? UInt).map { Int(bitPattern: $0) }
    case ObjectIdentifier(Int64.self): (value as? Int64).map { Int($0) }
    case ObjectIdentifier(UInt64.self): (value as? UInt64).map { Int(truncatingIfNeeded: $0) }
    case ObjectIdentifier(Int32.self): (value as? Int32).map { Int($0) }
    case ObjectIdentifier(UInt32.self): (value as? UInt32).map { Int($0) }
    case ObjectIdentifier(Int16.self): (value as? Int16).map { Int($0) }
    case ObjectIdentifier(UInt16.self): (value as? UInt16).map { Int($0) }
    case ObjectIdentifier(Int8.self): (value as? Int8).map { Int($0) }
    case ObjectIdentifier(UInt8.self): (value as? UInt8).map { Int($0) }
    default: nil
    }
  #else
    switch ObjectIdentifier(Value.self) {
    case ObjectIdentifier(Int.self): unsafeBitCast(value, to: Int.self)
    case ObjectIdentifier(UInt.self): Int(bitPattern: unsafeBitCast(value, to: UInt.self))
    case ObjectIdentifier(Int64.self): Int(unsafeBitCast(value, to: Int64.self))
    case ObjectIdentifier(UInt64.self):
      Int(truncatingIfNeeded: unsafeBitCast(value, to: UInt64.self))
    case ObjectIdentifier(Int32.self): Int(unsafeBitCast(value, to: Int32.self))
    case ObjectIdentifier(UInt32.self): Int(unsafeBitCast(value, to: UInt32.self))
    case ObjectIdentifier(Int16.self): Int(unsafeBitCast(value, to: Int16.self))
    case ObjectIdentifier(UInt16.self): Int(unsafeBitCast(value, to: UInt16.self))
    case ObjectIdentifier(Int8.self): Int(unsafeBitCast(value, to: Int8.self))
    case ObjectIdentifier(UInt8.self): Int(unsafeBitCast(value, to: UInt8.self))
    default: nil
    }
  #endif
}
