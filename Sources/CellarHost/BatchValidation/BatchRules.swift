/// The few rules in which a batch's checks differ between a table view and
/// a collection view, so that one pipeline serves both surfaces.
///
/// The pipeline speaks the table's vocabulary (rows, ``Headless/UITableView/UpdateError``),
/// which the collection view shares (``CollectionViewBatch/UpdateError/shared(_:)``:
/// one message table, worded with each surface's nouns); the rejections only
/// the collection view's rules make are thrown as its own
/// ``CollectionViewBatch/UpdateError`` cases.
struct BatchRules: Sendable {
  /// Whether a row moved out of a deleted section or into an inserted one
  /// is rejected (UICollectionView: `cannot move an item …`), rather than
  /// applying the batch as a `reloadData` (UITableView).
  var rejectsMovesAcrossReplacedSections: Bool
  /// Whether a row deleted twice is rejected (UICollectionView does not
  /// merge them and corrupts its state) rather than merged (UITableView).
  var rejectsDuplicateDeletes: Bool
  /// Whether the same move given twice counts once (UICollectionView)
  /// rather than being a row or section moved to two destinations (UITableView).
  var mergesIdenticalMoves: Bool

  /// UITableView's rules.
  static let table = BatchRules(
    rejectsMovesAcrossReplacedSections: false, rejectsDuplicateDeletes: false,
    mergesIdenticalMoves: false)

  /// UICollectionView's rules (collection semantics §4.8).
  static let collection = BatchRules(
    rejectsMovesAcrossReplacedSections: true, rejectsDuplicateDeletes: true,
    mergesIdenticalMoves: true)
}
