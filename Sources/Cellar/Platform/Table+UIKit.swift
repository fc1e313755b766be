#if canImport(UIKit)
  import CellarHost
  import UIKit

  /// What a ``Table`` does through UIKit's `UITableView` that it does
  /// another way on CellarHost (see `Table+CellarHost.swift`).
  extension Table {
    /// Unavailable on UIKit: a `UITableView` reconfiguring a row asks for
    /// the cell it has through `dequeueReusableCell(withIdentifier:for:)`,
    /// which only registered classes and nibs serve.
    ///
    /// - Parameters:
    ///   - cellType: The cell type.
    ///   - factory: A maker UIKit cannot use.
    @available(
      *, unavailable,
      message:
        "UITableView makes reconfigurable cells only from registered classes: use register(_:cellClass:)"
    )
    public func register<Cell: ConfigurableCell>(
      _ cellType: Cell.Type, factory: @escaping @MainActor () -> UITableViewCell
    ) {
      register(cellType, cellClass: cellType)
    }

    /// Dequeues a cell of the row's type.
    ///
    /// UIKit makes table cells from registered classes (and nibs): the
    /// row's class (or the one given to ``register(_:cellClass:)``) is
    /// registered the first time a row needs it, and the cell is dequeued
    /// with its index path, which a reconfigure requires (UIKit then hands
    /// back the cell the row has).
    func dequeueCell(for storage: AnyRowStorage, identifier: String, at indexPath: IndexPath)
      throws -> UITableViewCell
    {
      if !registeredCells.contains(identifier) {
        let cellClass = cellClasses[identifier] ?? storage.tableCellClass
        tableView.register(cellClass, forCellReuseIdentifier: identifier)
        registeredCells.insert(identifier)
      }
      return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// The cell the table view gets for a row whose dequeued cell is of
    /// another class than the row's (the error went to `viewFailed(_:)`):
    /// that cell, unconfigured, since UIKit must get back the cell it
    /// dequeued (since iOS 18 it raises otherwise).
    func cellForMismatch(_ dequeued: UITableViewCell) -> UITableViewCell {
      dequeued
    }

    /// Dequeues a header or footer view of the type: its class is registered
    /// the first time a section needs it, unless it has a custom factory,
    /// which then makes the views the table view has none to recycle of.
    func dequeueHeaderFooter(for storage: AnyHeaderFooterStorage, identifier: String)
      -> UITableViewHeaderFooterView?
    {
      if let factory = headerFooterFactories[identifier] {
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) ?? factory()
      }
      if !registeredHeaderFooters.contains(identifier) {
        tableView.register(storage.viewClass, forHeaderFooterViewReuseIdentifier: identifier)
        registeredHeaderFooters.insert(identifier)
      }
      return tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    /// Unregisters the class of a cell type whose class changed, so that
    /// the next dequeue registers the new one.
    func factoryChanged(forCell identifier: String) {
      guard registeredCells.remove(identifier) != nil else { return }
      tableView.register(nil as AnyClass?, forCellReuseIdentifier: identifier)
    }

    /// Unregisters the class of a header or footer type whose factory
    /// changed, so that the factory makes the next views.
    func factoryChanged(forHeaderFooter identifier: String) {
      guard registeredHeaderFooters.remove(identifier) != nil else { return }
      tableView.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// `false`: UIKit does not say when it handles an event. Updates asked
    /// for from a table callback still wait until the callback returns.
    var viewIsBusy: Bool { false }

    /// Runs `body` on the main actor's next turn, after the current UIKit
    /// event.
    func whenViewIdle(_ body: @escaping @MainActor () -> Void) {
      Task { @MainActor in body() }
    }

    /// `0`: UIKit keeps no update log.
    var updateLogPosition: Int { 0 }
  }

  /// The key under which a view keeps the coordinator of its table or grid.
  nonisolated(unsafe) private var cellarCoordinatorKey: UInt8 = 0

  extension UIScrollView {
    /// Keeps the coordinator of a table or grid (its data source and
    /// delegate, which UIKit holds weakly) alive as long as the view.
    ///
    /// The table owns the coordinator, and the coordinator holds the table
    /// weakly, so the view still does not keep the table alive. But a view
    /// that outlives its table (a table kept in a local variable by
    /// mistake) keeps a data source: UIKit, whose counts are cached, would
    /// otherwise ask a `nil` data source for cells and raise. The
    /// coordinator then answers no sections, and empty cells until the
    /// view reloads.
    func keepCellarCoordinator(_ coordinator: NSObject) {
      objc_setAssociatedObject(
        self, &cellarCoordinatorKey, coordinator, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

#endif
