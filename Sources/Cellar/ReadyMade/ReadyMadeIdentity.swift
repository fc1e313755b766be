import Foundation

extension Row {
  /// Makes a ready-made row with an explicit identity: `id` when given,
  /// else `title`, remembered as the default so that a duplicate-id error
  /// can say the repeat came from a title and that `id:` fixes it.
  init(
    model: Cell.Model, readyMadeID id: AnyHashable?, title: String, height: CGFloat? = nil,
    action: Action? = nil
  ) where Cell.Model: Equatable {
    self.init(model: model, id: id ?? AnyHashable(title), height: height, action: action)
    if id == nil { storage.mutableExtras.explicitIDIsTitle = true }
  }
}
