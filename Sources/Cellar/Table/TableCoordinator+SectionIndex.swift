#if !canImport(UIKit)
  import Foundation

  /// The section index: the table answers from its sections' ``Section/indexTitle``.
  extension TableCoordinator {
    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
      table?.sectionIndexTitles
    }

    func tableView(
      _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      table?.section(forSectionIndexTitleAt: index) ?? -1
    }
  }
#endif
