import CellarHost
import Foundation
import Testing

// Issue 23 (its first complaint): the host required
// `required init(style:reuseIdentifier:)` in cell subclasses where UIKit
// requires `override init(style:reuseIdentifier:)` and `required
// init?(coder:)`, so one cell class could not compile on both. These
// classes are written exactly as UIKit requires; on the host before the
// fix none of them compiled ("use the 'required' modifier to override a
// required initializer", checked with the old declarations).

/// A contact: the model of the issue's `ContactCell`.
struct Contact {
  var name: String
  var phone: String
}

/// The issue's `ContactCell`, as UIKit requires it to be written, with
/// labels where the issue has a content configuration (not simulated yet).
final class ContactCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) { fatalError() }

  func configure(_ contact: Contact) {
    textLabel?.text = contact.name
    detailTextLabel?.text = contact.phone
    accessoryType = .detailButton
  }
}

/// A section header written as UIKit requires: it sets its text in its
/// own initializer.
final class BannerView: UITableViewHeaderFooterView {
  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    textLabel?.text = "Banner"
  }

  required init?(coder: NSCoder) { fatalError() }
}

/// A collection view cell written as UIKit requires, with a stored
/// property its initializer sets.
final class TileCell: UICollectionViewCell {
  let badge: String

  override init(frame: CGRect) {
    badge = "new"
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { fatalError() }
}

/// A supplementary view written as UIKit requires, with a stored property
/// its initializer sets.
final class MonthHeaderView: UICollectionReusableView {
  let month: String

  override init(frame: CGRect) {
    month = "June"
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { fatalError() }
}

/// A data source whose cells are `ContactCell`s, dequeued by identifier.
@MainActor
final class ContactList: UITableViewDataSource {
  var contacts = [
    Contact(name: "Ada", phone: "555 0100"), Contact(name: "Alan", phone: "555 0199"),
  ]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    contacts.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
    (cell as? ContactCell)?.configure(contacts[indexPath.row])
    return cell
  }
}

@MainActor
@Suite struct UIKitSubclassTests {
  @Test(
    "a cell class written as UIKit requires is made from its registration, with the style its initializer chooses"
  )
  func contactCellFromRegisteredClass() throws {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    table.register(ContactCell.self, forCellReuseIdentifier: "Contact")
    let list = ContactList()
    table.dataSource = list
    table.layoutIfNeeded()
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? ContactCell)
    #expect(cell.style == .subtitle)
    #expect(cell.reuseIdentifier == "Contact")
    #expect(cell.render(width: 20) == ["Alan (i)", "555 0199"])
    #expect(table.metrics.cells["Contact"]?.created == 2)
  }

  @Test("a header view class written as UIKit requires is made from its registration")
  func headerFromRegisteredClass() throws {
    let table = UITableView()
    table.register(BannerView.self, forHeaderFooterViewReuseIdentifier: "Banner")
    let view = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "Banner"))
    #expect(view is BannerView)
    #expect(view.reuseIdentifier == "Banner")
    #expect(view.textLabel?.text == "Banner")
  }

  @Test(
    "collection cells and supplementary views written as UIKit requires are made from their registrations"
  )
  func collectionViewsFromRegisteredClasses() throws {
    let source = GridSource([2])
    source.headerIdentifier = "Month"
    let grid = makeGrid(source)
    grid.flowLayout?.headerReferenceSize = CGSize(width: 0, height: 30)
    grid.register(TileCell.self, forCellWithReuseIdentifier: "Cell")
    grid.register(
      MonthHeaderView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Month")
    grid.layoutIfNeeded()
    let cell = try #require(grid.cellForItem(at: IndexPath(item: 1, section: 0)) as? TileCell)
    #expect(cell.badge == "new")
    #expect(cell.reuseIdentifier == "Cell")
    let header = try #require(
      grid.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)) as? MonthHeaderView)
    #expect(header.month == "June")
    #expect(header.reuseIdentifier == "Month")
  }

  @Test("the host's init?(coder:) fails: it has no archives to decode a view from")
  func coderInitializerFails() {
    #expect(UITableViewCell(coder: NSCoder()) == nil)
    #expect(UITableViewHeaderFooterView(coder: NSCoder()) == nil)
    #expect(UICollectionViewCell(coder: NSCoder()) == nil)
    #expect(UICollectionReusableView(coder: NSCoder()) == nil)
  }
}
