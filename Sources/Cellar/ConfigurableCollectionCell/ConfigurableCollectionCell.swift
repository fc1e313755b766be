import Foundation

/// A collection view cell type that shows one model: the bridge between an
/// ``Item`` and the host's `UICollectionViewCell`, as ``ConfigurableCell`` is
/// for table rows.
///
/// Conform a `UICollectionViewCell` subclass, name its model type, and fill
/// the cell in ``configure(_:)``. The grid registers the class under
/// ``reuseIdentifier`` the first time an item needs it, dequeues it, and
/// calls the three hooks at the matching collection view callbacks, always
/// with the model of the item the cell shows.
///
/// ```swift
/// final class PhotoCell: UICollectionViewCell, ConfigurableCollectionCell {
///   func configure(_ photo: Photo) { label.text = photo.title }
/// }
/// ```
///
/// A collection view makes cells from a registered class with
/// `init(frame:)` (UIKit has no cell factories for collection views), so
/// there is no `makeCell`: register a subclass with
/// ``Grid/register(_:cellClass:)`` to make them another way.
@MainActor
public protocol ConfigurableCollectionCell: UICollectionViewCell {
  /// The type of value the cell shows.
  associatedtype Model

  /// Fills the cell with a model; called from `cellForItemAt`, for a new or
  /// recycled cell, and again on the same cell when the item's content
  /// changes while it is visible (a reconfigure).
  ///
  /// - Parameter model: The item's model.
  func configure(_ model: Model)

  /// Called from `willDisplay`, just before the cell appears. Default: nothing.
  ///
  /// - Parameter model: The model of the item the cell shows.
  func configureAtWillDisplay(_ model: Model)

  /// Called from `didEndDisplaying`, when the cell leaves the screen (or its
  /// item is deleted or reloaded). Default: nothing.
  ///
  /// - Parameter model: The model of the item the cell showed.
  func configureOnHide(_ model: Model)

  /// Shows where the cell's item sits in its section's outline; called
  /// right after ``configure(_:)`` once the grid has shown items with
  /// children or collapsible sections (for every cell from then on), and
  /// again for each visible cell whose state changed in an update (its
  /// item may have moved under another parent).
  ///
  /// The default does nothing (a collection view cell has no indentation
  /// of its own). Implement it to indent the cell or show a disclosure,
  /// and call ``OutlineState/toggle()`` from your control.
  ///
  /// - Parameter state: The item's level, and whether it has children and
  ///   shows them.
  func configureOutline(_ state: OutlineState)

  /// The identifier the grid registers and dequeues the cell type with.
  /// Default: the type's fully qualified name (`"MyApp.PhotoCell"`).
  static var reuseIdentifier: String { get }
}

extension ConfigurableCollectionCell {
  /// Does nothing.
  ///
  /// - Parameter model: The item's model.
  public func configureAtWillDisplay(_ model: Model) {}

  /// Does nothing.
  ///
  /// - Parameter model: The item's model.
  public func configureOnHide(_ model: Model) {}

  /// Does nothing.
  ///
  /// - Parameter state: The item's place in the outline.
  public func configureOutline(_ state: OutlineState) {}

  /// The type's fully qualified name, for example `"MyApp.PhotoCell"`.
  public static var reuseIdentifier: String { String(reflecting: Self.self) }
}

/// A supplementary view type (a grid section's header or footer) that shows
/// one model.
///
/// Conform a `UICollectionReusableView` subclass and use it in a grid section
/// with `GridSupplementary.view(_:model:)`:
///
/// ```swift
/// final class MonthHeader: UICollectionReusableView, ConfigurableSupplementaryView {
///   func configure(_ month: String) { label.text = month }
/// }
/// GridSection(id: "may", header: .view(MonthHeader.self, model: "May")) { ... }
/// ```
@MainActor
public protocol ConfigurableSupplementaryView: UICollectionReusableView {
  /// The type of value the view shows.
  associatedtype Model

  /// Fills the view with a model, each time the grid is asked for it, and
  /// again in place when the section's header or footer model changes.
  ///
  /// - Parameter model: The header's or footer's model.
  func configure(_ model: Model)

  /// Shows whether the section is collapsible and expanded; called for a
  /// section's header (not its footer) each time it is displayed and
  /// after every update, once the grid has shown an outline.
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

  /// The identifier the grid registers and dequeues the view type with.
  /// Default: the type's fully qualified name (`"MyApp.MonthHeader"`).
  ///
  /// It must not be empty, and no other header (or footer) view type of
  /// the grid may use it: one identifier is one registration and one pool,
  /// so a second type would get the first type's views. An update that
  /// breaks either rule throws ``TableError/emptyReuseIdentifier(type:place:)``
  /// or ``TableError/headerFooterClassMismatch(reuseIdentifier:expected:actual:section:)``
  /// before the collection view sees it. A header type and a footer type
  /// may share one (each kind has its own registrations).
  static var reuseIdentifier: String { get }
}

extension ConfigurableSupplementaryView {
  /// Lays Cellar's section toggle over the view for a collapsible section,
  /// or takes it away.
  ///
  /// - Parameter state: The section's state.
  public func configureOutline(_ state: OutlineState) {
    SectionToggleControl.show(state, in: self)
  }

  /// The type's fully qualified name, for example `"MyApp.MonthHeader"`.
  public static var reuseIdentifier: String { String(reflecting: Self.self) }
}
