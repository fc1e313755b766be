import Cellar

extension GridSection {
  /// The section's identity as a value of the type it was made with.
  ///
  /// ```swift
  /// #expect(grid.sections[1].id(as: String.self) == "2026-09")
  /// ```
  ///
  /// - Parameter type: The identity's type.
  /// - Returns: The identity, or `nil` when the section has none or it is
  ///   of another type.
  /// - Complexity: O(1).
  public func id<ID: Hashable>(as type: ID.Type) -> ID? {
    id?.base as? ID
  }

  /// The model of the section's header, when it is of the model type of
  /// the given view type.
  ///
  /// ```swift
  /// let month = grid.sections[1].headerModel(as: MonthHeader.self)
  /// #expect(month?.count == 49)
  /// ```
  ///
  /// A grid supplementary shows its view type only to the grid, so this
  /// checks the model's type: a header made with another view type of the
  /// same model type (a `GridSupplementary.title(_:)` for a `String`
  /// model) answers too.
  ///
  /// - Parameter viewType: The view type the header was made with
  ///   (`GridSupplementary.view(_:model:)`).
  /// - Returns: The model, or `nil` for no header or a model of another type.
  /// - Complexity: O(1).
  public func headerModel<View: ConfigurableSupplementaryView>(as viewType: View.Type)
    -> View.Model?
  {
    header?.model as? View.Model
  }

  /// The model of the section's footer, when it is of the model type of
  /// the given view type (see ``headerModel(as:)``).
  ///
  /// - Parameter viewType: The view type the footer was made with.
  /// - Returns: The model, or `nil` for no footer or a model of another type.
  /// - Complexity: O(1).
  public func footerModel<View: ConfigurableSupplementaryView>(as viewType: View.Type)
    -> View.Model?
  {
    footer?.model as? View.Model
  }

  /// The models of the section's items that are of a type, first to last.
  ///
  /// ```swift
  /// #expect(grid.sections[1].models(as: Photo.self).map(\.id) == [1, 2, 3])
  /// ```
  ///
  /// - Parameter type: The model type.
  /// - Returns: The models of that type (items of other types are skipped).
  /// - Complexity: O(*i*), for *i* items.
  public func models<Model>(as type: Model.Type) -> [Model] {
    items.compactMap { $0.model(as: type) }
  }
}
