/// Comparing two rows' models by their bytes, in place, before calling a
/// generic `==`: the common case of a big update is a kept row whose model
/// did not change, and equal bytes are the same value, equal by the
/// reflexivity of `==`.
///
/// - Warning: Reads raw memory of a row's storage. Sound because the
///   layout is recorded only for models of a trivial type (`_isPOD`: no
///   references, so the bytes are the whole value; padding that differs
///   only makes equal models compare unequal here, and `==` then decides);
///   only when the model's address lies in the first bytes of the storage
///   object itself (``RowIdentityBits/canRecordModelBytes(offset:size:)``;
///   a model read through a temporary, as a property with observers would
///   be, lies on the stack and is refused); and two storages are compared
///   only when they are of the same class, so of the same layout.
///   ``RowStorageBase/storedModel`` must stay a plain stored property.
///   Built with `-DCELLAR_NO_MODEL_BYTES`, no layout is recorded and every
///   comparison calls the content rule.
extension RowStorageBase {
  /// Where ``storedModel``'s bytes are in this storage and how many, when
  /// they may be compared; `nil` otherwise.
  final func modelBytesInPlace() -> (offset: Int, size: Int)? {
    #if CELLAR_NO_MODEL_BYTES
      return nil
    #else
      guard _isPOD(Kind.Model.self) else { return nil }
      let object = UInt(bitPattern: ObjectIdentifier(self))
      let model = withUnsafePointer(to: &storedModel) { UInt(bitPattern: $0) }
      guard model >= object else { return nil }
      let offset = Int(model - object)
      let size = MemoryLayout<Kind.Model>.size
      guard RowIdentityBits.canRecordModelBytes(offset: offset, size: size) else { return nil }
      return (offset, size)
    #endif
  }
}

extension AnyRowStorage {
  /// Whether two rows' models have the same bytes, when they are of the same
  /// storage class and their rules let models with the same bytes count as
  /// equal (see ``RowContentRule/sameBytesAreEqual``); `false` when not known.
  final func hasSameModelBytes(as other: AnyRowStorage) -> Bool {
    guard let (offset, size) = identityBits.modelBytes, type(of: self) == type(of: other) else {
      return false
    }
    return withExtendedLifetime((self, other)) {
      let left = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()) + offset
      let right = UnsafeRawPointer(Unmanaged.passUnretained(other).toOpaque()) + offset
      var index = 0
      while index + 8 <= size {
        if left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          != right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        {
          return false
        }
        index += 8
      }
      while index < size {
        if left.load(fromByteOffset: index, as: UInt8.self)
          != right.load(fromByteOffset: index, as: UInt8.self)
        {
          return false
        }
        index += 1
      }
      return true
    }
  }
}
