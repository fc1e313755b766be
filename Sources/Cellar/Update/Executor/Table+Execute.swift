import CellarHost
import Foundation

extension Table {
  /// The table view, which the planned batches go to.
  var batchView: UITableView { tableView }

  /// Configures again the visible header and footer views that changed
  /// and keep their kind and height.
  func refreshInPlace(_ changes: [HeaderChange]) {
    for change in changes {
      let section = shown[change.section]
      if change.header {
        refresh(tableView.headerView(forSection: change.section), with: section.header)
      }
      if change.footer {
        refresh(tableView.footerView(forSection: change.section), with: section.footer)
      }
    }
  }

  /// Nothing: the table view lays itself out when it is next asked.
  func didSendBatches() {}

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
