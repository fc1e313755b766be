import Foundation

/// A ready-made cell with a control (a switch, a stepper) whose changes go
/// to the handler of the row the table holds now.
///
/// The cell never keeps a row's handler: handlers are not compared by
/// content, so an update that only gives a row a new handler does not
/// reconfigure its cell, and a handler kept at configure time would be
/// stale. The table links each such cell to itself when it dequeues it.
@MainActor
protocol TableLinkedCell: UITableViewCell {
  /// The table showing the cell, if any (held weakly).
  var linkedTable: Table? { get set }
}

extension Table {
  /// Runs a control change of a linked cell: `body` gets the model of the
  /// row the table holds at the cell's index path now (the newest handler),
  /// runs as a table callback (an update it asks for is applied when it
  /// returns and the table view is idle), and the cell then shows the row's
  /// model again, so a change the app refused does not stay on screen.
  ///
  /// - Returns: `false` when the cell shows no row of this table (it was
  ///   scrolled away and recycled, or its row was deleted): nothing is called.
  @discardableResult
  func performControlChange<Model>(
    in cell: UITableViewCell, as modelType: Model.Type, _ body: (Model) -> Void
  ) -> Bool {
    guard let model = rowStorage(showing: cell)?.modelValue as? Model else { return false }
    inCallback { body(model) }
    showRowModel(in: cell, attemptsLeft: 8)
    return true
  }

  /// Configures `cell` with the model of the row it shows now, if any.
  ///
  /// An update the handler asked for that is still queued (on UIKit it is
  /// applied on the main actor's next turn; on CellarHost once the view's
  /// event is over) is waited for, a few turns at most, so that a switch
  /// the app turned on is not drawn off for a moment in between.
  private func showRowModel(in cell: UITableViewCell, attemptsLeft: Int) {
    if !updates.isEmpty && attemptsLeft > 0 {
      whenViewIdle { [weak self, weak cell] in
        guard let self, let cell else { return }
        self.showRowModel(in: cell, attemptsLeft: attemptsLeft - 1)
      }
      return
    }
    if let storage = rowStorage(showing: cell), storage.isShown(by: cell) {
      inCallback { storage.configure(cell) }
    }
  }

  /// The storage of the row a displayed cell shows, read from the table's
  /// current sections (never kept from when the cell was configured).
  private func rowStorage(showing cell: UITableViewCell) -> AnyRowStorage? {
    tableView.indexPath(for: cell).flatMap { storage(at: $0) }
  }
}
