import Cellar

extension Section {
  /// The section's identity as a value of the type it was made with.
  ///
  /// ```swift
  /// #expect(table.sections[0].id(as: Genre.self) == .comedy)
  /// ```
  ///
  /// - Parameter type: The identity's type.
  /// - Returns: The identity, or `nil` when the section has none or it is
  ///   of another type.
  /// - Complexity: O(1).
  public func id<ID: Hashable>(as type: ID.Type) -> ID? {
    id?.base as? ID
  }

  /// The model of the section's header, when it is shown by a view of the
  /// given type.
  ///
  /// ```swift
  /// let genre = table.sections[0].headerModel(as: GenreHeaderView.self)
  /// #expect(genre == "Musicals")
  /// ```
  ///
  /// - Parameter viewType: The view type the header was made with
  ///   (`HeaderFooter.view(_:model:height:)`).
  /// - Returns: The model, or `nil` for no header, a title, or a view of
  ///   another type.
  /// - Complexity: O(1).
  public func headerModel<View: ConfigurableHeaderFooterView>(as viewType: View.Type)
    -> View.Model?
  {
    header?.model(as: viewType)
  }

  /// The model of the section's footer, when it is shown by a view of the
  /// given type.
  ///
  /// - Parameter viewType: The view type the footer was made with.
  /// - Returns: The model, or `nil` for no footer, a title, or a view of
  ///   another type.
  /// - Complexity: O(1).
  public func footerModel<View: ConfigurableHeaderFooterView>(as viewType: View.Type)
    -> View.Model?
  {
    footer?.model(as: viewType)
  }

  /// The section header's title, or `nil` for no header or one shown by a view.
  ///
  /// - Complexity: O(1).
  public var headerTitle: String? { header?.title }

  /// The section footer's title, or `nil` for no footer or one shown by a view.
  ///
  /// - Complexity: O(1).
  public var footerTitle: String? { footer?.title }
}
