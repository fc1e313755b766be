extension Headless.UITableView {
  /// Registers a cell class to create cells for a reuse identifier.
  ///
  /// When the identifier's pool is empty, the dequeue methods create a cell
  /// with `init(style: .default, reuseIdentifier: identifier)`, as UIKit
  /// does (through ``Headless/UITableViewCell/init(registeredWith:)``, so a
  /// subclass's `override init(style:reuseIdentifier:)` runs and may choose
  /// another style).
  /// Registering again replaces the entry (cells already pooled stay in the
  /// pool); passing `nil` unregisters the identifier.
  ///
  /// - Parameters:
  ///   - cellClass: The class to instantiate, a `UITableViewCell` subclass
  ///     (another class raises UIKit's exception, see ``UIKitException``),
  ///     or `nil` to unregister.
  ///   - identifier: The reuse identifier; must not be empty.
  ///
  /// UIKit raises for an empty identifier; here the registration is ignored,
  /// and dequeuing with the empty identifier raises
  /// ``DequeueError/invalidReuseIdentifier(method:)``.
  /// - Complexity: O(1).
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard !identifier.isEmpty else { return }
    guard let cellClass else { return cellPool.register(nil, for: identifier) }
    guard
      let cellType = UIKitException.registered(
        cellClass, as: Headless.UITableViewCell.self, kind: "UITableViewCell")
    else { return }
    cellPool.register({ cellType.init(registeredWith: identifier) }, for: identifier)
  }

  /// Registers a factory to create cells for a reuse identifier: the
  /// analogue of registering a nib (a prototype built by custom code).
  ///
  /// The factory must return a cell whose ``Headless/UITableViewCell/reuseIdentifier``
  /// is `identifier`, so it returns to the right pool. Registering again
  /// replaces the entry; passing `nil` unregisters the identifier.
  ///
  /// - Parameters:
  ///   - factory: Builds a new cell, or `nil` to unregister.
  ///   - identifier: The reuse identifier; must not be empty.
  ///
  /// UIKit raises for an empty identifier; here the registration is ignored,
  /// and dequeuing with the empty identifier raises
  /// ``DequeueError/invalidReuseIdentifier(method:)``.
  /// - Complexity: O(1).
  public func register(
    factory: (@MainActor () -> Headless.UITableViewCell)?, forCellReuseIdentifier identifier: String
  ) {
    guard !identifier.isEmpty else { return }
    cellPool.register(factory, for: identifier)
  }

  /// Registers a header/footer view class for a reuse identifier.
  ///
  /// Views are created with `init(reuseIdentifier: identifier)` (through
  /// ``Headless/UITableViewHeaderFooterView/init(registeredWith:)``, so a subclass's
  /// `override init(reuseIdentifier:)` runs).
  /// Registering again replaces the entry; passing `nil` unregisters it.
  ///
  /// - Parameters:
  ///   - aClass: The class to instantiate, a `UITableViewHeaderFooterView`
  ///     subclass (another class raises UIKit's exception, see
  ///     ``UIKitException``), or `nil` to unregister.
  ///   - identifier: The reuse identifier; must not be empty.
  ///
  /// UIKit raises for an empty identifier; here the registration is ignored,
  /// and dequeuing with the empty identifier raises
  /// ``DequeueError/invalidReuseIdentifier(method:)``.
  /// - Complexity: O(1).
  public func register(
    _ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    guard !identifier.isEmpty else { return }
    guard let aClass else { return supplementaryPool.register(nil, for: identifier) }
    guard
      let viewType = UIKitException.registered(
        aClass, as: Headless.UITableViewHeaderFooterView.self,
        kind: "UITableViewHeaderFooterView")
    else { return }
    supplementaryPool.register({ viewType.init(registeredWith: identifier) }, for: identifier)
  }

  /// Registers a factory to create header/footer views for a reuse identifier.
  ///
  /// Registering again replaces the entry; passing `nil` unregisters it.
  ///
  /// - Parameters:
  ///   - factory: Builds a new view, or `nil` to unregister.
  ///   - identifier: The reuse identifier; must not be empty.
  ///
  /// UIKit raises for an empty identifier; here the registration is ignored,
  /// and dequeuing with the empty identifier raises
  /// ``DequeueError/invalidReuseIdentifier(method:)``.
  /// - Complexity: O(1).
  public func register(
    factory: (@MainActor () -> Headless.UITableViewHeaderFooterView)?,
    forHeaderFooterViewReuseIdentifier identifier: String
  ) {
    guard !identifier.isEmpty else { return }
    supplementaryPool.register(factory, for: identifier)
  }
}
