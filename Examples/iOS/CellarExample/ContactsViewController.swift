import Cellar
import UIKit

/// A screen written as a `UITableViewDiffableDataSource` app is, on Cellar's
/// `DiffableDataSource`: the migration is the type names and a `try` before
/// each verb and apply.
///
/// Contacts in two sections, favourites first. Tapping a contact moves it
/// in or out of the favourites (a `moveItem` and a `reconfigureItems`, one
/// animated batch); swiping it away deletes it (the data source's `commit`
/// override applies a snapshot without it). Section titles come from the
/// subclass's `titleForHeaderInSection`, as with UIKit's data source.
final class ContactsViewController: UIViewController, UITableViewDelegate {
  enum Group: Hashable, Sendable {
    case favorites, everyone
  }

  struct Contact {
    var name: String
    var phone: String
    var isFavorite: Bool
  }

  /// The data source: UIKit's open overrides, on Cellar's engine.
  final class DataSource: DiffableDataSource<Group, String> {
    var onDelete: ((String) -> Void)?

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      switch sectionIdentifier(for: section) {
      case .favorites: "Favourites"
      case .everyone: "Everyone"
      case nil: nil
      }
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      true
    }

    override func tableView(
      _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) {
      guard editingStyle == .delete, let id = itemIdentifier(for: indexPath) else { return }
      onDelete?(id)
    }
  }

  private(set) var contacts: [String: Contact] = [
    "ada": Contact(name: "Ada Lovelace", phone: "+44 20 7946 0001", isFavorite: true),
    "alan": Contact(name: "Alan Turing", phone: "+44 20 7946 0002", isFavorite: false),
    "grace": Contact(name: "Grace Hopper", phone: "+1 202 555 0103", isFavorite: false),
    "edsger": Contact(name: "Edsger Dijkstra", phone: "+31 20 555 0104", isFavorite: false),
  ]
  private(set) var dataSource: DataSource?

  override func loadView() {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
    let dataSource = DataSource(tableView: tableView) { [unowned self] tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
      var content = UIListContentConfiguration.subtitleCell()
      content.text = contacts[id]?.name
      content.secondaryText = contacts[id]?.phone
      cell.contentConfiguration = content
      cell.accessoryType = contacts[id]?.isFavorite == true ? .checkmark : .none
      return cell
    }
    dataSource.onDelete = { [unowned self] id in delete(id) }
    // The view's delegate goes through the data source's table: Cellar
    // answers the view itself, and forwards what it does not answer.
    dataSource.table?.delegate = self
    dataSource.table?.onError = { error in
      print("Contacts: the table reported: \(error)")
    }
    self.dataSource = dataSource
    view = tableView
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    do {
      try showAll()
    } catch {
      print("Contacts: \(error)")
    }
  }

  /// The whole list, built as a new snapshot.
  private func showAll() throws {
    var snapshot = DiffableSnapshot<Group, String>()
    try snapshot.appendSections([.favorites, .everyone])
    let ids = contacts.keys.sorted()
    try snapshot.appendItems(ids.filter { contacts[$0]?.isFavorite == true }, toSection: .favorites)
    try snapshot.appendItems(ids.filter { contacts[$0]?.isFavorite != true }, toSection: .everyone)
    try dataSource?.applySnapshotUsingReloadData(snapshot)
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let id = dataSource?.itemIdentifier(for: indexPath) else { return }
    do {
      try toggleFavorite(id)
    } catch {
      print("Contacts: \(error)")
    }
  }

  /// Moves a contact in or out of the favourites, edited from the shown
  /// snapshot: one move, one reconfigure (its checkmark).
  func toggleFavorite(_ id: String) throws {
    guard let dataSource, var contact = contacts[id] else { return }
    contact.isFavorite.toggle()
    contacts[id] = contact
    var snapshot = dataSource.snapshot()
    let target: Group = contact.isFavorite ? .favorites : .everyone
    let others = try snapshot.itemIdentifiers(inSection: target)
    if let next = others.first(where: { $0 > id }) {
      try snapshot.moveItem(id, beforeItem: next)
    } else if let last = others.last {
      try snapshot.moveItem(id, afterItem: last)
    } else {
      try snapshot.deleteItems([id])
      try snapshot.appendItems([id], toSection: target)
    }
    try snapshot.reconfigureItems([id])
    try dataSource.apply(snapshot)
  }

  /// Deletes a contact the user swiped away.
  private func delete(_ id: String) {
    contacts[id] = nil
    guard var snapshot = dataSource?.snapshot() else { return }
    do {
      try snapshot.deleteItems([id])
      try dataSource?.apply(snapshot)
    } catch {
      print("Contacts: \(error)")
    }
  }
}
