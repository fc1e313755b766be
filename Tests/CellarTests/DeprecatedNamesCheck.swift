import Cellar
import Foundation

// The old names (issue 23, phase 1) must keep old code compiling, with a
// deprecation warning, for one release. Using a deprecated name inside a
// deprecated declaration does not warn, so this function checks at compile
// time, in a build with warnings as errors, that each old name exists and
// names its new type: the test target stops compiling if one goes or points
// elsewhere. It is never called.
@available(*, deprecated, message: "uses the old names on purpose")
@MainActor
private func oldNamesNameTheNewTypes() {
  let _: UITableView.Type = TableView.self
  let _: UITableViewCell.Type = TableViewCell.self
  let _: UITableViewHeaderFooterView.Type = TableViewHeaderFooterView.self
  let _: UICollectionView.Type = CollectionView.self
  let _: UICollectionViewCell.Type = CollectionViewCell.self
  let _: UICollectionReusableView.Type = CollectionReusableView.self
  let _: UICollectionViewFlowLayout.Type = CollectionViewFlowLayout.self
  let _: UIContextualAction.Type = ContextualAction.self
  let _: UISwipeActionsConfiguration.Type = SwipeActionsConfiguration.self
  let _: (any UITableViewDataSource).Type = (any TableViewDataSource).self
  let _: (any UITableViewDelegate).Type = (any TableViewDelegate).self
  let _: (any UITableViewDataSourcePrefetching).Type = (any TableViewDataSourcePrefetching).self
  let _: (any UICollectionViewDataSource).Type = (any CollectionViewDataSource).self
  let _: (any UICollectionViewDelegate).Type = (any CollectionViewDelegate).self
  let _: (any UICollectionViewDataSourcePrefetching).Type =
    (any CollectionViewDataSourcePrefetching).self
  let _: UICollectionViewLayoutAttributes.Type = CollectionViewLayoutAttributes.self
  let _: UIScrollView.Type = ScrollView.self
  let _: (any UIScrollViewDelegate).Type = (any ScrollViewDelegate).self
  let _: UILabel.Type = Label.self
  let _: UIEdgeInsets.Type = EdgeInsets.self
  let _: UICollectionView.ScrollDirection.Type = CollectionViewFlowLayout.ScrollDirection.self
  let _: UICollectionView.ElementCategory.Type =
    CollectionViewLayoutAttributes.ElementCategory.self
}
