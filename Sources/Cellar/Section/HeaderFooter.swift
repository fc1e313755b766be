import Foundation

/// A section's header or footer: a title, or a typed view with a model.
///
/// The same value serves as a header and as a footer:
///
/// ```swift
/// Section(id: "movies", header: .title("Movies"), footer: .view(CountView.self, model: 12)) {
///   ...
/// }
/// ```
///
/// Its content (title, or view type and model) and its height decide
/// whether a kept section's header or footer is shown again: an `Equatable`
/// model that is unchanged (`==`) leaves the shown view as it is.
public struct HeaderFooter {
  enum Content {
    case title(String)
    case view(AnyHeaderFooterStorage)
  }

  /// Which of a section's two a header or footer view is, for the table.
  enum Kind {
    case header
    case footer
  }

  /// The handler of a header's or footer's display hooks: the header or
  /// footer (its ``title``, or its model through ``model(as:)``) and its
  /// section's index at that moment.
  public typealias DisplayHandler = @MainActor (HeaderFooter, Int) -> Void

  var content: Content

  /// The fixed height, or `nil` for the table's default (sized to the title or view).
  public var height: CGFloat?

  /// Called when the header or footer is about to be displayed (the table
  /// view's `willDisplayHeaderView` or `willDisplayFooterView`), for a
  /// title as for a view.
  ///
  /// It runs as a table callback: an update it asks for is applied once the
  /// table view's current event is over. Hooks are not content: changing
  /// one does not show the header or footer again.
  public var onWillDisplay: DisplayHandler?

  /// Called when the header or footer was removed from the screen
  /// (`didEndDisplayingHeaderView` or `didEndDisplayingFooterView`), with
  /// the header or footer that was displayed, even when its section has
  /// been deleted since, and the index the section had.
  public var onDidEndDisplaying: DisplayHandler?

  /// A header or footer showing a title, drawn by the table.
  ///
  /// - Parameters:
  ///   - text: The title.
  ///   - height: A fixed height, or `nil` to size to the title.
  /// - Returns: The header or footer.
  public static func title(_ text: String, height: CGFloat? = nil) -> HeaderFooter {
    HeaderFooter(content: .title(text), height: height)
  }

  /// A header or footer shown by a typed view, whose content counts as
  /// changed on every update (its model is not `Equatable`).
  ///
  /// ```swift
  /// Section(id: "musicals", header: .view(GenreHeaderView.self, model: genre)) { ... }
  /// ```
  ///
  /// The table registers, dequeues and configures the view type under its
  /// ``ConfigurableHeaderFooterView/reuseIdentifier``.
  ///
  /// - Parameters:
  ///   - viewType: The view type.
  ///   - model: The model the view shows.
  ///   - height: A fixed height, or `nil` to size to the view.
  /// - Returns: The header or footer.
  public static func view<View: ConfigurableHeaderFooterView>(
    _ viewType: View.Type, model: View.Model, height: CGFloat? = nil
  ) -> HeaderFooter {
    HeaderFooter(
      content: .view(HeaderFooterStorage<View>(model: model, isEqual: nil)), height: height)
  }

  /// A header or footer shown by a typed view, which changes when its model
  /// changes (`!=`).
  ///
  /// ```swift
  /// Section(id: "musicals", header: .view(GenreHeaderView.self, model: "Musicals")) { ... }
  /// ```
  ///
  /// - Parameters:
  ///   - viewType: The view type.
  ///   - model: The model the view shows.
  ///   - height: A fixed height, or `nil` to size to the view.
  /// - Returns: The header or footer.
  public static func view<View: ConfigurableHeaderFooterView>(
    _ viewType: View.Type, model: View.Model, height: CGFloat? = nil
  ) -> HeaderFooter where View.Model: Equatable {
    HeaderFooter(
      content: .view(HeaderFooterStorage<View>(model: model, isEqual: ==)), height: height)
  }

  /// The model of a header or footer shown by a view of the given type.
  ///
  /// - Parameter viewType: The view type the header or footer was made with.
  /// - Returns: The model, or `nil` for a title or a view of another type.
  public func model<View: ConfigurableHeaderFooterView>(as viewType: View.Type) -> View.Model? {
    guard case .view(let storage) = content else { return nil }
    return (storage as? HeaderFooterStorage<View>)?.model
  }

  /// A copy with a will-display hook (see ``onWillDisplay``).
  ///
  /// ```swift
  /// Section(id: "older", header: .title("Older").onWillDisplay { _, _ in history.loadMore() }) {
  ///   ...
  /// }
  /// ```
  ///
  /// - Parameter handler: Called when the header or footer is about to be displayed.
  /// - Returns: The header or footer with the hook.
  public func onWillDisplay(_ handler: DisplayHandler?) -> HeaderFooter {
    with(\.onWillDisplay, handler)
  }

  /// A copy with an end-of-display hook (see ``onDidEndDisplaying``).
  ///
  /// - Parameter handler: Called when the header or footer left the screen.
  /// - Returns: The header or footer with the hook.
  public func onDidEndDisplaying(_ handler: DisplayHandler?) -> HeaderFooter {
    with(\.onDidEndDisplaying, handler)
  }

  /// A copy with a fixed height (see ``height``).
  ///
  /// - Parameter height: A fixed height, or `nil` for the table's default.
  /// - Returns: The header or footer with the height.
  public func height(_ height: CGFloat?) -> HeaderFooter {
    with(\.height, height)
  }

  /// A copy with the property at `keyPath` set to `value`: the body of
  /// every modifier above.
  @inline(__always)
  private func with<Value>(
    _ keyPath: WritableKeyPath<HeaderFooter, Value>, _ value: Value
  ) -> HeaderFooter {
    var copy = self
    copy[keyPath: keyPath] = value
    return copy
  }

  /// The fixed height, or `nil` for the table view's: NaN and
  /// `UITableView.automaticDimension` count as `nil`, as for rows, so a NaN
  /// height neither differs from itself nor reaches the table view.
  var fixedHeight: CGFloat? {
    guard let height, !isAutomaticHeight(height) else { return nil }
    return height
  }

  /// The title, if this is a title.
  public var title: String? {
    if case .title(let text) = content { return text }
    return nil
  }

  /// Whether two headers or footers show the same thing at the same height.
  func isContentEqual(to other: HeaderFooter) -> Bool {
    guard fixedHeight == other.fixedHeight else { return false }
    switch (content, other.content) {
    case (.title(let lhs), .title(let rhs)): return lhs == rhs
    case (.view(let lhs), .view(let rhs)): return lhs.isContentEqual(to: rhs)
    default: return false
    }
  }

  /// Whether a change from `other` to this keeps the kind (title, or the
  /// same view type) and the height, so the shown view can be updated in place.
  func canUpdateInPlace(from other: HeaderFooter) -> Bool {
    guard fixedHeight == other.fixedHeight else { return false }
    switch (content, other.content) {
    case (.title, .title): return true
    case (.view(let lhs), .view(let rhs)): return lhs.viewType == rhs.viewType
    default: return false
    }
  }
}

/// A header or footer view type and model, type-erased.
class AnyHeaderFooterStorage {
  var viewType: ObjectIdentifier { ObjectIdentifier(AnyHeaderFooterStorage.self) }
  var viewTypeName: String { "" }
  @MainActor var reuseIdentifier: String { "" }
  @MainActor var viewClass: UITableViewHeaderFooterView.Type { UITableViewHeaderFooterView.self }
  @MainActor func isShown(by view: UITableViewHeaderFooterView) -> Bool { false }
  @MainActor func configure(_ view: UITableViewHeaderFooterView) {}
  /// Tells a section's header view the section's outline state.
  @MainActor func configureOutline(_ view: UITableViewHeaderFooterView, _ state: OutlineState) {}
  func isContentEqual(to other: AnyHeaderFooterStorage) -> Bool { false }
}

final class HeaderFooterStorage<View: ConfigurableHeaderFooterView>: AnyHeaderFooterStorage {
  let model: View.Model
  let isEqual: ((View.Model, View.Model) -> Bool)?

  init(model: View.Model, isEqual: ((View.Model, View.Model) -> Bool)?) {
    self.model = model
    self.isEqual = isEqual
  }

  override var viewType: ObjectIdentifier { ObjectIdentifier(View.self) }
  override var viewTypeName: String { String(reflecting: View.self) }
  @MainActor override var reuseIdentifier: String { View.reuseIdentifier }
  @MainActor override var viewClass: UITableViewHeaderFooterView.Type { View.self }
  @MainActor override func isShown(by view: UITableViewHeaderFooterView) -> Bool { view is View }
  @MainActor override func configure(_ view: UITableViewHeaderFooterView) {
    (view as? View)?.configure(model)
  }
  @MainActor override func configureOutline(
    _ view: UITableViewHeaderFooterView, _ state: OutlineState
  ) {
    (view as? View)?.configureOutline(state)
  }
  override func isContentEqual(to other: AnyHeaderFooterStorage) -> Bool {
    guard let other = other as? HeaderFooterStorage<View>, let isEqual else { return false }
    return isEqual(model, other.model)
  }
}
