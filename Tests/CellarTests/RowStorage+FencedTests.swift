import Foundation
import Testing

@testable import Cellar

/// A model of a trivial type, compared by its bytes.
private struct Point: Equatable, Identifiable {
  var id: Int
  var x: Double
}

/// A model whose `==` ignores its `revision`.
private struct Tagged: Equatable, Identifiable {
  var id: Int
  var revision: Int

  static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
}

private final class PointCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Point) { textLabel?.text = "\(model.x)" }
}

private final class TaggedCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Tagged) { textLabel?.text = "\(model.revision)" }
}

private final class OtherOpaqueCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Opaque) { textLabel?.text = model.text }
}

/// Whether two rows' keys, at positions (section, row), are equal. The keys
/// hold their rows unretained: they are compared while the rows are alive.
private func sameKey(
  _ lhs: AnyRow, _ rhs: AnyRow, at positions: ((Int, Int), (Int, Int)) = ((0, 0), (0, 0))
) -> Bool {
  withRowReferences([Section(rows: [lhs])], [Section(rows: [rhs])]) { left, right in
    RowKey(left[0][0], section: positions.0.0, row: positions.0.1)
      == RowKey(right[0][0], section: positions.1.0, row: positions.1.1)
  }
}

@Suite struct RowIdentityBitsTests {
  @Test(
    "every field reads back what was packed, and the identity hash ignores the flags",
    arguments: [IdentityKind.explicit, .identifiable, .model, .positional], [false, true])
  func fieldsRoundTrip(kind: IdentityKind, flag: Bool) {
    let bits = RowIdentityBits(
      kind: kind, hash: 0x1234_5678, hasExactWord: flag,
      modelBytes: flag ? (offset: 24, size: 16) : nil, hasExtras: flag)
    let plain = RowIdentityBits(
      kind: kind, hash: 0x1234_5678, hasExactWord: false, modelBytes: nil, hasExtras: false)
    #expect(bits.kind == kind)
    #expect(bits.hasExactWord == flag)
    #expect(bits.modelBytes?.offset == (flag ? 24 : nil))
    #expect(bits.modelBytes?.size == (flag ? 16 : nil))
    #expect(bits.hasExtras == flag)
    #expect(bits.identityHash == plain.identityHash)
    #expect(RowIdentityBits.kind(ofIdentityHash: bits.identityHash) == kind)
    #expect(RowIdentityBits.kind(ofIdentityHash: bits.positionalHash(position: 77)) == kind)
  }

  @Test("a model place that does not fit the word is not recorded")
  func oversizedModelPlaceIsDropped() {
    let far = RowIdentityBits(
      kind: .model, hash: 1, hasExactWord: false, modelBytes: (offset: 256, size: 8),
      hasExtras: false)
    let big = RowIdentityBits(
      kind: .model, hash: 1, hasExactWord: false, modelBytes: (offset: 16, size: 4096),
      hasExtras: false)
    let before = RowIdentityBits(
      kind: .model, hash: 1, hasExactWord: false, modelBytes: (offset: -8, size: 8),
      hasExtras: false)
    #expect(far.modelBytes == nil && big.modelBytes == nil && before.modelBytes == nil)
  }

  @Test("setting extras on a row flags it, and only it")
  func extrasFlag() {
    var row = Row<PointCell>(model: Point(id: 1, x: 0))
    let copy = row
    #expect(!row.storage.identityBits.hasExtras)
    row.canMove = true
    #expect(row.storage.identityBits.hasExtras)
    #expect(!copy.storage.identityBits.hasExtras)
    #expect(row.storage.identityBits.identityHash == copy.storage.identityBits.identityHash)
  }
}

@Suite struct RowStorageModelBytesTests {
  @Test("a trivial equatable model records its place; others do not")
  func placeRecordedForTrivialModelsOnly() {
    #if CELLAR_NO_MODEL_BYTES
      #expect(
        AnyRow(Row<PointCell>(model: Point(id: 1, x: 2))).storage.identityBits.modelBytes == nil)
    #else
      let point = AnyRow(Row<PointCell>(model: Point(id: 1, x: 2))).storage
      #expect(point.identityBits.modelBytes?.size == MemoryLayout<Point>.size)
    #endif
    let text = AnyRow(Row<TitleCell>(model: "a")).storage
    let opaque = AnyRow(Row<OpaqueCell>(model: Opaque(text: "a"))).storage
    #expect(text.identityBits.modelBytes == nil)
    #expect(opaque.identityBits.modelBytes == nil)
  }

  @Test("equal bytes are found equal, different bytes and different classes are not")
  func bytesCompared() {
    let one = AnyRow(Row<PointCell>(model: Point(id: 1, x: 2))).storage
    let same = AnyRow(Row<PointCell>(model: Point(id: 1, x: 2))).storage
    let moved = AnyRow(Row<PointCell>(model: Point(id: 1, x: 3))).storage
    let other = AnyRow(Row<PointCell>(model: Point(id: 1, x: 2), id: 1)).storage
    #if CELLAR_NO_MODEL_BYTES
      #expect(!one.hasSameModelBytes(as: same))
    #else
      #expect(one.hasSameModelBytes(as: same))
    #endif
    #expect(!one.hasSameModelBytes(as: moved))
    #expect(!one.hasSameModelBytes(as: other))
  }

  @Test("a NaN model with the same bytes is unchanged; a model equal by == but not by bytes too")
  func bytesThenEquality() {
    let nan = Point(id: 1, x: .nan)
    #if !CELLAR_NO_MODEL_BYTES
      #expect(
        isRowUnchanged(
          AnyRow(Row<PointCell>(model: nan)).storage, AnyRow(Row<PointCell>(model: nan)).storage))
    #endif
    #expect(
      isRowUnchanged(
        AnyRow(Row<TaggedCell>(model: Tagged(id: 1, revision: 1))).storage,
        AnyRow(Row<TaggedCell>(model: Tagged(id: 1, revision: 2))).storage))
    #expect(
      !isRowUnchanged(
        AnyRow(Row<PointCell>(model: Point(id: 1, x: 1))).storage,
        AnyRow(Row<PointCell>(model: Point(id: 1, x: 2))).storage))
  }
}

@Suite struct RowKeyTests {
  @Test("integer identities of every width are exact words, other identities are not")
  func exactWords() {
    #expect(exactWord(Int8(-3)) == -3)
    #expect(exactWord(UInt8(200)) == 200)
    #expect(exactWord(Int16(-300)) == -300)
    #expect(exactWord(UInt16(60_000)) == 60_000)
    #expect(exactWord(Int32(-70_000)) == -70_000)
    #expect(exactWord(UInt32.max) == Int(UInt32.max))
    #expect(exactWord(Int64.min) == Int(Int64.min))
    #expect(exactWord(UInt64.max) == -1)
    #expect(exactWord(Int.max) == Int.max)
    #expect(exactWord(UInt(5)) == 5)
    #expect(exactWord("5") == nil)
    #expect(exactWord(5.0) == nil)
  }

  @Test("keys are equal exactly when the rows' identities are")
  func keysFollowIdentity() {
    let item = AnyRow(Row<ItemCell>(model: Item(id: 1, title: "a")))
    #expect(sameKey(item, AnyRow(Row<ItemCell>(model: Item(id: 1, title: "b")))))
    #expect(!sameKey(item, AnyRow(Row<ItemCell>(model: Item(id: 2, title: "a")))))
    let movie = AnyRow(Row<MovieCell>(model: Movie(name: "Up")))
    #expect(sameKey(movie, AnyRow(Row<MovieCell>(model: Movie(name: "Up")))))
    #expect(!sameKey(movie, AnyRow(Row<MovieCell>(model: Movie(name: "Heat")))))
    let opaque = AnyRow(Row<OpaqueCell>(model: Opaque(text: "a")))
    let other = AnyRow(Row<OpaqueCell>(model: Opaque(text: "b")))
    #expect(sameKey(opaque, other, at: ((0, 3), (0, 3))))
    #expect(!sameKey(opaque, other, at: ((0, 3), (0, 4))))
    #expect(!sameKey(opaque, other, at: ((1, 3), (2, 3))))
  }

  @Test("an explicit Int id meets the same value of another integer type, as AnyHashable says")
  func explicitIntegerIDs() {
    let int = AnyRow(Row<TitleCell>(model: "a", id: 5))
    let byte = AnyRow(Row<LoudCell>(model: "b", id: UInt8(5)))
    let text = AnyRow(Row<LoudCell>(model: "c", id: "5"))
    #expect(sameKey(int, byte) && sameKey(byte, int))
    #expect(!sameKey(int, text))
    let kind = withRowReferences([Section(rows: [int])], []) { rows, _ in
      RowKey(rows[0][0], section: 0, row: 0).kind
    }
    #expect(kind == .explicit)
  }

  @Test("equal models of two cell types are one identity; equal positions of two are not")
  func identityAcrossClasses() {
    #expect(sameKey(AnyRow(Row<NumberCell>(model: 7)), AnyRow(Row<LoudNumberCell>(model: 7))))
    #expect(
      !sameKey(
        AnyRow(Row<OpaqueCell>(model: Opaque(text: "a"))),
        AnyRow(Row<OtherOpaqueCell>(model: Opaque(text: "a")))))
  }

  @Test("references handed out by withRowReferences key and compare their rows")
  func scopedReferences() {
    let source = [
      Section(anyRows: [AnyRow(Row<TitleCell>(model: "a")), AnyRow(Row<TitleCell>(model: "b"))])
    ]
    let target = [Section(anyRows: [AnyRow(Row<TitleCell>(model: "b"))])]
    let (matches, unchanged) = withRowReferences(source, target) { sourceRows, targetRows in
      (
        RowKey(sourceRows[0][1], section: 0, row: 1)
          == RowKey(targetRows[0][0], section: 0, row: 0),
        isRowUnchanged(sourceRows[0][1], targetRows[0][0])
      )
    }
    #expect(matches)
    #expect(unchanged)
  }
}
