#if !canImport(UIKit)
  import Foundation

  /// The section index: the table answers from its sections' ``Section/indexTitle``.
  extension TableCoordinator {
    func sectionIndexTitles(for tableView: TableView) -> [String]? {
      table?.sectionIndexTitles
    }

    func tableView(
      _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      table?.section(forSectionIndexTitleAt: index) ?? -1
    }
  }
#endif
