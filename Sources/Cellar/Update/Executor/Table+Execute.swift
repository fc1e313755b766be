import CellarHost
import Foundation

extension Table {
  /// Applies a planned update to the table view: each stage as one batch
  /// (see ``UpdateExecutor``), then the headers and footers, in place or by
  /// reloading their sections.
  ///
  /// - Throws: What the table view throws while it shows the new sections.
  func execute(
    _ update: TableUpdate, animation: UITableView.RowAnimation, from _: [Section],
    to _: [Section]
  ) throws {
    for stage in update.stages { try perform(stage, animation: animation) }
    for change in update.headerChanges where change.inPlace {
      // Only what changed is configured again.
      let section = sections[change.section]
      if change.header {
        refresh(tableView.headerView(forSection: change.section), with: section.header)
      }
      if change.footer {
        refresh(tableView.footerView(forSection: change.section), with: section.footer)
      }
    }
    if let stage = update.headerStage { try perform(stage, animation: animation) }
  }

  /// Applies one stage; a batch the table view rejects (a bug) is
  /// recovered with `reloadData` and reported.
  private func perform(_ stage: TableUpdate.Stage, animation: UITableView.RowAnimation) throws {
    try UpdateExecutor.perform(
      stage, on: tableView, animation: animation, commit: { setSections($0) },
      rejected: { report(TableError.updateRejected($0.description)) })
  }

  private func refresh(_ view: UITableViewHeaderFooterView?, with item: HeaderFooter?) {
    guard let view, let item else { return }
    switch item.content {
    case .view(let storage): if storage.isShown(by: view) { inCallback { storage.configure(view) } }
    case .title(let text):
      // A title header that shows a list content configuration (UIKit's
      // do) gets the text there: its text label does not work together
      // with one.
      if var content = view.contentConfiguration as? UIListContentConfiguration {
        content.text = text
        view.contentConfiguration = content
      } else {
        view.textLabel?.text = text
      }
    }
  }
}
