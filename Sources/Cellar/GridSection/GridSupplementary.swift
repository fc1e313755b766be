import Foundation

/// A grid section's header or footer: a typed supplementary view with a
/// model, or a plain title.
///
/// ```swift
/// GridSection(id: "may", header: .view(MonthHeader.self, model: "May")) { ... }
/// GridSection(id: "june", header: .title("June")) { ... }
/// ```
///
/// Its height (vertical grids) or width (horizontal ones) is the section's
/// ``GridSection/headerReferenceSize`` or ``GridSection/footerReferenceSize``,
/// else the flow layout's; a zero size shows no view, as in UIKit.
public struct GridSupplementary {
  let storage: AnySupplementaryStorage

  /// A view of a ``ConfigurableSupplementaryView`` type showing a model;
  /// configured again in place on each update (the model is not `Equatable`).
  ///
  /// - Parameters:
  ///   - viewType: The view type.
  ///   - model: The model the view shows.
  /// - Returns: The header or footer.
  public static func view<View: ConfigurableSupplementaryView>(
    _ viewType: View.Type, model: View.Model
  ) -> GridSupplementary {
    GridSupplementary(storage: SupplementaryStorage<View>(model: model, isEqual: nil))
  }

  /// A view of a ``ConfigurableSupplementaryView`` type showing an
  /// `Equatable` model; configured again in place only when it changes.
  ///
  /// - Parameters:
  ///   - viewType: The view type.
  ///   - model: The model the view shows.
  /// - Returns: The header or footer.
  public static func view<View: ConfigurableSupplementaryView>(
    _ viewType: View.Type, model: View.Model
  ) -> GridSupplementary where View.Model: Equatable {
    GridSupplementary(storage: SupplementaryStorage<View>(model: model, isEqual: { $0 == $1 }))
  }

  /// A plain view showing a title in its label.
  ///
  /// - Parameter title: The title.
  /// - Returns: The header or footer.
  public static func title(_ title: String) -> GridSupplementary {
    view(GridTitleView.self, model: title)
  }

  /// The model, type-erased.
  public var model: Any { storage.modelValue }
}

/// The view of a ``GridSupplementary/title(_:)`` header or footer: a label
/// that fills the view, the same on UIKit and on CellarHost.
final class GridTitleView: UICollectionReusableView, ConfigurableSupplementaryView {
  /// The label that shows the title.
  let titleLabel = UILabel(frame: .zero)

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(titleLabel)
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds
  }

  func configure(_ title: String) { titleLabel.text = title }
}

/// A header's or footer's type-erased storage.
class AnySupplementaryStorage {
  var modelValue: Any { () }
  @MainActor var reuseIdentifier: String { "" }
  @MainActor var viewClass: UICollectionReusableView.Type { UICollectionReusableView.self }
  var viewTypeName: String { "" }
  @MainActor func isShown(by view: UICollectionReusableView) -> Bool { false }
  /// Whether views of a registered class are of this view type (or a subclass).
  @MainActor func accepts(_ viewClass: UICollectionReusableView.Type) -> Bool { false }
  @MainActor func configure(_ view: UICollectionReusableView) {}
  /// Tells a section's header view the section's outline state.
  @MainActor func configureOutline(_ view: UICollectionReusableView, _ state: OutlineState) {}
  func isContentEqual(to other: AnySupplementaryStorage) -> Bool { false }
}

/// A header's or footer's storage for one view type.
final class SupplementaryStorage<View: ConfigurableSupplementaryView>: AnySupplementaryStorage {
  let model: View.Model
  let isEqual: ((View.Model, View.Model) -> Bool)?

  init(model: View.Model, isEqual: ((View.Model, View.Model) -> Bool)?) {
    self.model = model
    self.isEqual = isEqual
  }

  override var modelValue: Any { model }
  @MainActor override var reuseIdentifier: String { View.reuseIdentifier }
  @MainActor override var viewClass: UICollectionReusableView.Type { View.self }
  override var viewTypeName: String { String(reflecting: View.self) }
  @MainActor override func isShown(by view: UICollectionReusableView) -> Bool { view is View }
  @MainActor override func accepts(_ viewClass: UICollectionReusableView.Type) -> Bool {
    viewClass is View.Type
  }
  @MainActor override func configure(_ view: UICollectionReusableView) {
    (view as? View)?.configure(model)
  }
  @MainActor override func configureOutline(_ view: UICollectionReusableView, _ state: OutlineState)
  {
    (view as? View)?.configureOutline(state)
  }
  override func isContentEqual(to other: AnySupplementaryStorage) -> Bool {
    guard let other = other as? SupplementaryStorage<View>, let isEqual else { return false }
    return isEqual(model, other.model)
  }
}
