import Foundation

/// A cell type that shows one model: the bridge between a ``Row`` and the
/// host's `UITableViewCell`.
///
/// Conform a `UITableViewCell` subclass, name its model type, and fill the
/// cell in ``configure(_:)``. The table registers the type under
/// ``reuseIdentifier`` the first time a row needs it, dequeues it, and calls
/// the three hooks at the matching table callbacks, always with the model of
/// the row the cell shows.
///
/// ```swift
/// final class MovieCell: UITableViewCell, ConfigurableCell {
///   func configure(_ movie: Movie) {
///     textLabel?.text = movie.name
///   }
/// }
/// ```
///
/// By default the table makes cells with the class's
/// `init(style:reuseIdentifier:)`; override ``makeCell(reuseIdentifier:)``
/// (the nib analogue) or register a factory with
/// `register(_:factory:)` to make them another way.
@MainActor
public protocol ConfigurableCell: UITableViewCell {
  /// The type of value the cell shows.
  associatedtype Model

  /// Fills the cell with a model; called from `cellForRowAt`, for a new or
  /// recycled cell, and again on the same cell when the row's content
  /// changes while it is visible (a reconfigure).
  ///
  /// - Parameter model: The row's model.
  func configure(_ model: Model)

  /// Called from `willDisplay`, just before the cell appears. Default: nothing.
  ///
  /// - Parameter model: The model of the row the cell shows.
  func configureAtWillDisplay(_ model: Model)

  /// Called from `didEndDisplaying`, when the cell leaves the screen (or its
  /// row is deleted or reloaded). Default: nothing.
  ///
  /// - Parameter model: The model of the row the cell showed.
  func configureOnHide(_ model: Model)

  /// Shows where the cell's row sits in its section's outline; called
  /// right after ``configure(_:)`` once the table has shown rows with
  /// children or collapsible sections (for every cell from then on), and
  /// again for each visible cell whose state changed in an update (its
  /// row may have moved under another parent).
  ///
  /// The default sets UIKit's `indentationLevel` to the row's level and,
  /// for a row with children, shows a disclosure control (`▸`, `▾`) as the
  /// `accessoryView` when the cell has no accessory view of its own; a
  /// tap on it calls ``OutlineState/toggle()``. Implement it to show the
  /// state another way, and call `state.toggle()` from your own control.
  ///
  /// - Parameter state: The row's level, and whether it has children and
  ///   shows them.
  func configureOutline(_ state: OutlineState)

  /// The identifier the table registers and dequeues the cell type with.
  /// Default: the type's fully qualified name (`"MyApp.MovieCell"`), so
  /// two types of the same name in different scopes never share a pool.
  static var reuseIdentifier: String { get }

  #if !canImport(UIKit)
    /// Makes a new cell when the reuse pool is empty and no custom
    /// registration was given. Default: `init(style: .default, reuseIdentifier:)`.
    ///
    /// CellarHost only, and kept for the code that has it: UIKit never
    /// calls it, so a cell that chooses its style here has the default
    /// style on iOS. Choose the style in UIKit's way instead, which works
    /// on both platforms (the Movies example does):
    ///
    /// ```swift
    /// override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    ///   super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    /// }
    /// required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    /// ```
    ///
    /// - Parameter reuseIdentifier: The identifier the cell must carry.
    /// - Returns: A new cell.
    static func makeCell(reuseIdentifier: String) -> Self
  #endif
}

extension ConfigurableCell {
  /// Does nothing.
  ///
  /// - Parameter model: The row's model.
  public func configureAtWillDisplay(_ model: Model) {}

  /// Does nothing.
  ///
  /// - Parameter model: The row's model.
  public func configureOnHide(_ model: Model) {}

  /// Indents the cell by the row's level (`indentationLevel`) and, for a
  /// row with children, shows Cellar's disclosure control as the
  /// `accessoryView` unless the cell has an accessory of its own (an
  /// `accessoryView`, or an `accessoryType` other than `.none`, set in
  /// ``configure(_:)``); a leaf loses Cellar's control. Such a row still
  /// toggles when tapped, unless it has an action.
  ///
  /// - Parameter state: The row's place in the outline.
  public func configureOutline(_ state: OutlineState) {
    indentationLevel = state.level
    OutlineDisclosureControl.show(state, in: self)
  }

  /// The type's fully qualified name, for example `"MyApp.MovieCell"`, or
  /// `"MyApp.Settings.Cell"` for a type nested in `Settings`.
  public static var reuseIdentifier: String { String(reflecting: Self.self) }

  #if !canImport(UIKit)
    /// A new cell from `init(style: .default, reuseIdentifier:)`.
    ///
    /// - Parameter reuseIdentifier: The identifier the cell must carry.
    /// - Returns: A new cell.
    public static func makeCell(reuseIdentifier: String) -> Self {
      Self(registeredWith: reuseIdentifier)
    }
  #endif
}

/// A section header or footer view type that shows one model.
///
/// Conform a `UITableViewHeaderFooterView` subclass and use it in a section
/// with ``HeaderFooter``'s `view(_:model:height:)`:
///
/// ```swift
/// final class GenreHeaderView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
///   func configure(_ genre: String) { textLabel?.text = genre.uppercased() }
/// }
/// Section(id: "musicals", header: .view(GenreHeaderView.self, model: "Musicals")) { ... }
/// ```
@MainActor
public protocol ConfigurableHeaderFooterView: UITableViewHeaderFooterView {
  /// The type of value the view shows.
  associatedtype Model

  /// Fills the view with a model, each time the table asks for it.
  ///
  /// - Parameter model: The header's or footer's model.
  func configure(_ model: Model)

  /// Shows whether the section is collapsible and expanded; called for a
  /// section's header each time it is displayed and after every update,
  /// once the table has shown an outline. A footer is told, when it is
  /// displayed, that it toggles nothing (level 0, no children): the table
  /// view reuses header views as footers.
  ///
  /// The default lays Cellar's toggle over the whole view for a
  /// collapsible section (a tap anywhere on the header toggles it; it
  /// shows `▾` or `▸`) and takes it away otherwise. A header with controls
  /// of its own implements it to show the state its way and calls
  /// ``OutlineState/toggle()`` from its control (the toggle would cover
  /// them).
  ///
  /// - Parameter state: The section's state: `hasChildren` is whether it
  ///   is collapsible, `isExpanded` whether it shows its rows, level 0.
  func configureOutline(_ state: OutlineState)

  /// The identifier the table registers and dequeues the view type with.
  /// Default: the type's fully qualified name (`"MyApp.GenreHeaderView"`).
  static var reuseIdentifier: String { get }

  #if !canImport(UIKit)
    /// Makes a new view when the reuse pool is empty and no custom
    /// registration was given. Default: `init(reuseIdentifier:)`.
    ///
    /// CellarHost only: UIKit never calls it. Set the view up in
    /// `override init(reuseIdentifier:)` instead, which works on both
    /// platforms.
    ///
    /// - Parameter reuseIdentifier: The identifier the view must carry.
    /// - Returns: A new view.
    static func makeView(reuseIdentifier: String) -> Self
  #endif
}

extension ConfigurableHeaderFooterView {
  /// Lays Cellar's section toggle over the view for a collapsible section,
  /// or takes it away.
  ///
  /// - Parameter state: The section's state.
  public func configureOutline(_ state: OutlineState) {
    SectionToggleControl.show(state, in: self)
  }

  /// The type's fully qualified name, for example `"MyApp.GenreHeaderView"`.
  public static var reuseIdentifier: String { String(reflecting: Self.self) }

  #if !canImport(UIKit)
    /// A new view from `init(reuseIdentifier:)`.
    ///
    /// - Parameter reuseIdentifier: The identifier the view must carry.
    /// - Returns: A new view.
    public static func makeView(reuseIdentifier: String) -> Self {
      Self(registeredWith: reuseIdentifier)
    }
  #endif
}
