#if canImport(UIKit)
  import UIKit

  /// What a ``Table`` does through UIKit's `UITableView` that it does
  /// another way on CellarHost (see `Table+CellarHost.swift`).
  extension Table {
    /// Dequeues a cell of the row's type: a recycled one, else one made by
    /// the custom factory given to `register`, else by the type's own maker.
    ///
    /// UIKit registers classes and nibs, not factories; its
    /// `dequeueReusableCell(withIdentifier:)` returns `nil` when nothing is
    /// registered and no cell waits for reuse, and a data source may then
    /// return a cell it made, which UIKit recycles under the cell's
    /// `reuseIdentifier` as any other.
    func dequeueCell(for storage: AnyRowStorage, identifier: String, at indexPath: IndexPath)
      throws -> TableViewCell
    {
      if let cell = tableView.dequeueReusableCell(withIdentifier: identifier) { return cell }
      if let factory = cellFactories[identifier] { return factory() }
      return storage.cellMaker(identifier)
    }

    /// Dequeues a header or footer view of the type: a recycled one, else
    /// one made by the custom factory, else by the type's maker.
    func dequeueHeaderFooter(for storage: AnyHeaderFooterStorage, identifier: String)
      -> TableViewHeaderFooterView?
    {
      if let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) {
        return view
      }
      if let factory = headerFooterFactories[identifier] { return factory() }
      return storage.viewMaker(identifier)
    }

    /// Nothing to do: the factory is read at each dequeue that finds no
    /// recycled cell.
    func factoryChanged(forCell identifier: String) {}

    /// Nothing to do: the factory is read at each dequeue that finds no
    /// recycled view.
    func factoryChanged(forHeaderFooter identifier: String) {}

    /// `false`: UIKit does not say when it handles an event. Updates asked
    /// for from a table callback still wait until the callback returns.
    var viewIsBusy: Bool { false }

    /// Runs `body` on the main actor's next turn, after the current UIKit
    /// event.
    func whenViewIdle(_ body: @escaping @MainActor () -> Void) {
      Task { @MainActor in body() }
    }

    /// `0`: UIKit keeps no update log.
    var updateLogCount: Int { 0 }

    /// Removes one row the user deleted, as one batch that first switches
    /// the sections to `afterDelete`.
    func deleteRowAsBatch(at indexPath: IndexPath, leaving afterDelete: [Section]) throws {
      tableView.performBatchUpdates {
        setSections(afterDelete)
        tableView.deleteRows(at: [indexPath], with: .automatic)
      }
    }
  }

  extension UITableView {
    /// Lays out the rows on screen now.
    func layOutNow() throws {
      layoutIfNeeded()
    }

    /// Selects a row without animation or scrolling, as the table does to
    /// keep the selection across an update.
    func selectKeepingPosition(_ indexPath: IndexPath) throws {
      selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }

    /// Scrolls to an offset without animation.
    func setOffsetWithoutAnimation(_ offset: CGPoint) throws {
      setContentOffset(offset, animated: false)
    }
  }
#endif
