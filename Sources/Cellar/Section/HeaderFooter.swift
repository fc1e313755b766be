import Foundation

/// A section's header or footer: a title, or a typed view with a model.
///
/// ```swift
/// Section(id: "movies", header: .title("Movies"), footer: .view(Footer<CountView>(model: 12))) { ... }
/// ```
public struct HeaderFooter {
  enum Content {
    case title(String)
    case view(AnyHeaderFooterStorage)
  }

  var content: Content

  /// The fixed height, or `nil` for the table's default (sized to the title or view).
  public var height: CGFloat?

  /// A header or footer showing a title, drawn by the table.
  ///
  /// - Parameters:
  ///   - text: The title.
  ///   - height: A fixed height, or `nil` to size to the title.
  /// - Returns: The header or footer.
  public static func title(_ text: String, height: CGFloat? = nil) -> HeaderFooter {
    HeaderFooter(content: .title(text), height: height)
  }

  /// A header showing a typed view.
  ///
  /// - Parameter header: The view type and its model.
  /// - Returns: The header.
  public static func view<View: ConfigurableHeaderFooterView>(_ header: Header<View>)
    -> HeaderFooter
  {
    HeaderFooter(content: .view(header.storage), height: header.height)
  }

  /// A footer showing a typed view.
  ///
  /// - Parameter footer: The view type and its model.
  /// - Returns: The footer.
  public static func view<View: ConfigurableHeaderFooterView>(_ footer: Footer<View>)
    -> HeaderFooter
  {
    HeaderFooter(content: .view(footer.storage), height: footer.height)
  }

  /// The fixed height, or `nil` for the table view's: NaN and
  /// `TableView.automaticDimension` count as `nil`, as for rows, so a NaN
  /// height neither differs from itself nor reaches the table view.
  var fixedHeight: CGFloat? {
    guard let height, !height.isNaN, height != TableView.automaticDimension else { return nil }
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

/// A section header shown by a typed view, with its model.
public struct Header<View: ConfigurableHeaderFooterView> {
  let storage: HeaderFooterStorage<View>

  /// The fixed height, or `nil` to size to the view.
  public var height: CGFloat?

  /// The model the view shows.
  public var model: View.Model { storage.model }

  /// Creates a header whose content counts as changed on every update.
  ///
  /// - Parameters:
  ///   - model: The model the view shows.
  ///   - height: A fixed height, or `nil` to size to the view.
  public init(model: View.Model, height: CGFloat? = nil) {
    storage = HeaderFooterStorage(model: model, isEqual: nil)
    self.height = height
  }
}

extension Header where View.Model: Equatable {
  /// Creates a header that changes when its model changes (`!=`).
  ///
  /// - Parameters:
  ///   - model: The model the view shows.
  ///   - height: A fixed height, or `nil` to size to the view.
  public init(model: View.Model, height: CGFloat? = nil) {
    storage = HeaderFooterStorage(model: model, isEqual: ==)
    self.height = height
  }
}

/// A section footer shown by a typed view, with its model.
public struct Footer<View: ConfigurableHeaderFooterView> {
  let storage: HeaderFooterStorage<View>

  /// The fixed height, or `nil` to size to the view.
  public var height: CGFloat?

  /// The model the view shows.
  public var model: View.Model { storage.model }

  /// Creates a footer whose content counts as changed on every update.
  ///
  /// - Parameters:
  ///   - model: The model the view shows.
  ///   - height: A fixed height, or `nil` to size to the view.
  public init(model: View.Model, height: CGFloat? = nil) {
    storage = HeaderFooterStorage(model: model, isEqual: nil)
    self.height = height
  }
}

extension Footer where View.Model: Equatable {
  /// Creates a footer that changes when its model changes (`!=`).
  ///
  /// - Parameters:
  ///   - model: The model the view shows.
  ///   - height: A fixed height, or `nil` to size to the view.
  public init(model: View.Model, height: CGFloat? = nil) {
    storage = HeaderFooterStorage(model: model, isEqual: ==)
    self.height = height
  }
}

/// A header or footer view type and model, type-erased.
class AnyHeaderFooterStorage {
  var viewType: ObjectIdentifier { ObjectIdentifier(AnyHeaderFooterStorage.self) }
  var viewTypeName: String { "" }
  @MainActor var reuseIdentifier: String { "" }
  @MainActor var viewMaker: @MainActor (String) -> TableViewHeaderFooterView {
    { TableViewHeaderFooterView(reuseIdentifier: $0) }
  }
  @MainActor func isShown(by view: TableViewHeaderFooterView) -> Bool { false }
  @MainActor func configure(_ view: TableViewHeaderFooterView) {}
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
  @MainActor override var viewMaker: @MainActor (String) -> TableViewHeaderFooterView {
    { View.makeView(reuseIdentifier: $0) }
  }
  @MainActor override func isShown(by view: TableViewHeaderFooterView) -> Bool { view is View }
  @MainActor override func configure(_ view: TableViewHeaderFooterView) {
    (view as? View)?.configure(model)
  }
  override func isContentEqual(to other: AnyHeaderFooterStorage) -> Bool {
    guard let other = other as? HeaderFooterStorage<View>, let isEqual else { return false }
    return isEqual(model, other.model)
  }
}
