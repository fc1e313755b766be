import Cellar
import Testing

// Issue 23's sample, with only `import Cellar` (and Testing): UIKit's names,
// `NSObject`, `NSCoder` and `IndexPath` all come through it on Linux, as
// they come through `import UIKit` on iOS. The types are renamed (`OneImport`
// prefix) only so that they do not clash with the test target's others.

struct OneImportContact {
  var name: String
  var phone: String
}

final class OneImportContactCell: UITableViewCell, ConfigurableCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }
  required init?(coder: NSCoder) { fatalError() }
  func configure(_ contact: OneImportContact) {
    var content = defaultContentConfiguration()
    content.text = contact.name
    content.secondaryText = contact.phone
    contentConfiguration = content
    accessoryType = .detailButton
  }
}

final class OneImportScreen: NSObject, UITableViewDelegate {
  let table = Table(tableView: UITableView(frame: .zero, style: .insetGrouped))
  var tapped: [IndexPath] = []
  override init() {
    super.init()
    table.delegate = self
  }
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    tapped.append(indexPath)
  }
}

@MainActor
@Suite("import Cellar is the one import")
struct OneImportTests {
  @Test("the issue's sample, with only import Cellar, shows its contact and hears the accessory")
  func issueSample() throws {
    let screen = OneImportScreen()
    screen.table.tableView.viewportSize = CGSize(width: 320, height: 200)  // the host's test extra
    try screen.table.update(with: [
      Section(rows: [
        Row<OneImportContactCell>(model: OneImportContact(name: "Ada", phone: "555-0100"))
      ])
    ])
    screen.table.tableView.layoutIfNeeded()
    #expect(screen.table.tableView.render().contains("555-0100"))
    try screen.table.tableView.tapAccessoryButton(at: IndexPath(row: 0, section: 0))
    #expect(screen.tapped == [IndexPath(row: 0, section: 0)])
  }
}
