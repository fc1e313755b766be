import Cellar
import CellarTesting
import ExampleSupport
import Foundation

// A settings form made of Cellar's ready-made rows. Flipping a switch or
// stepping a value changes the model; the table is then updated with the
// new model and reconfigures the changed rows in place (no reload). The
// Connections and Display sections are collapsible: a tap on the header
// hides and shows their rows, and a change to a hidden row shows on expand.

let options = Options.parse(
  program: "Settings",
  summary: "a settings form of ready-made rows; switches and steppers reconfigure in place.",
  options: [.value("width", "N", "columns of the drawn table, 30 to 200 (default 44)")])
let width = options.integer("width", default: 44, in: 30...200)

/// The app's settings: the model the form shows.
struct Preferences {
  var wifi = true
  var bluetooth = false
  var textSize = 14
  var signedIn = true
}

/// The settings screen: the model, its table, and the sections it shows.
@MainActor
final class SettingsScreen {
  var preferences = Preferences()
  var status = ""
  /// What `onExpansionChange` said since the last step, one line each.
  var expansions: [String] = []
  let table: Table

  init(width: Int) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    tableView.renderWidth = width
    table = Table(tableView: tableView)
    table.onExpansionChange = { [unowned self] change in
      guard case .section(let id) = change.node else { return }
      expansions.append(
        "onExpansionChange: section \"\(id)\" \(change.isExpanded ? "expanded" : "collapsed")"
          + (change.isUserAction ? " by the user" : " by setExpanded"))
    }
  }

  /// The form for the current preferences.
  func sections() -> [Section] {
    [
      Section(id: "connections", header: .title("Connections")) {
        SwitchRow(title: "Wi-Fi", isOn: preferences.wifi) { [unowned self] isOn in
          preferences.wifi = isOn
          refresh()
        }
        ValueRow(title: "Network", value: preferences.wifi ? "Home" : "Not Connected")
        SwitchRow(title: "Bluetooth", isOn: preferences.bluetooth) { [unowned self] isOn in
          preferences.bluetooth = isOn
          refresh()
        }
      }
      .collapsible(),
      Section(id: "display", header: .title("Display"), footer: .title("Text size in points.")) {
        StepperRow(title: "Text Size", value: preferences.textSize, range: 10...24, step: 2) {
          [unowned self] size in
          preferences.textSize = size
          refresh()
        }
        SubtitleRow(title: "Preview", subtitle: "Aa Bb Cc at \(preferences.textSize) pt")
      }
      .collapsible(),
      Section(id: "about", header: .title("About")) {
        ValueRow(title: "Version", value: "1.0 (Cellar example)")
        TextRow("Licences", accessory: .disclosureIndicator) { [unowned self] _, _ in
          status = "Opened Licences."
        }
      },
      Section(id: "account") {
        if preferences.signedIn {
          ButtonRow(title: "Sign Out", role: .destructive) { [unowned self] in
            preferences.signedIn = false
            status = "Signed out."
            refresh()
          }
        } else {
          ButtonRow(title: "Sign In") { [unowned self] in
            preferences.signedIn = true
            status = "Signed in."
            refresh()
          }
        }
      },
    ]
  }

  /// Shows the current preferences (from a handler: applied right away, or
  /// right after the table callback the handler runs in).
  func refresh() {
    do {
      try table.update(with: sections())
    } catch {
      status = "update failed: \(error)"
    }
  }
}

@MainActor
func run(width: Int) throws {
  let screen = SettingsScreen(width: width)
  let table = screen.table
  var tally = UpdateTally()
  var number = 0
  func step(_ title: String, _ body: () throws -> Void) throws {
    number += 1
    printHeading("\(number). \(title)")
    let report = try table.recordingUpdate(body)
    tally.add(report)
    printIndented(report.lines)
    printIndented(try table.tableView.boxedRender())
    if !screen.status.isEmpty { print("status: \(screen.status)") }
    for line in screen.expansions { print(line) }
    screen.expansions = []
  }
  func cell<Cell: ConfigurableCell>(_ id: String, _ type: Cell.Type) throws -> Cell {
    guard let cell = table.cell(forRowID: id, as: type) else { throw SettingsError.missing(id) }
    return cell
  }

  print("Settings: a form of Cellar's ready-made rows (swift run Settings --help for the options)")
  try step("load the form") { try table.update(with: screen.sections()) }
  try step("flip \"Wi-Fi\" off: the switch row and the network row are reconfigured") {
    try cell("Wi-Fi", SwitchCell.self).toggle()
  }
  try step("tap the \"Connections\" header: its three rows are deleted, the header turns") {
    try table.tableView.tapHeader(inSection: 0)
  }
  try step("turn Bluetooth on from elsewhere while Connections is collapsed: a hidden row") {
    screen.preferences.bluetooth = true
    screen.refresh()
  }
  if case .hidden(under: .section(let id)) = table.presence(ofRowID: "Bluetooth") {
    print("presence(ofRowID: \"Bluetooth\"): hidden under section \"\(id)\"")
  }
  try step("tap the \"Connections\" header again: the rows come back, Bluetooth on") {
    try table.tableView.tapHeader(inSection: 0)
  }
  try step("step \"Text Size\" up twice: 14 → 16 → 18, the preview follows") {
    try cell("Text Size", StepperCell.self).increment()
    try cell("Text Size", StepperCell.self).increment()
  }
  try step("collapse Display from code: setExpanded(false, section: \"display\")") {
    table.setExpanded(false, section: "display", animation: .fade)
  }
  try step("tap \"Sign Out\": its action runs and the button becomes \"Sign In\"") {
    guard let path = table.indexPath(forRowID: "Sign Out") else {
      throw SettingsError.missing("Sign Out")
    }
    try table.tableView.tapRow(at: path)
    table.tableView.deselectRow(at: path, animated: false)
  }
  printHeading("summary")
  let preferences = screen.preferences
  print(
    "preferences: Wi-Fi \(preferences.wifi ? "on" : "off"), Bluetooth "
      + "\(preferences.bluetooth ? "on" : "off"), text size \(preferences.textSize), "
      + (preferences.signedIn ? "signed in" : "signed out"))
  print(
    "expanded: connections \(table.isExpanded(section: "connections")), "
      + "display \(table.isExpanded(section: "display"))")
  printIndented(tally.lines)
  let reconfigured = table.tableView.metrics.cells.values.reduce(0) { $0 + $1.reconfigurations }
  print("cells reconfigured in place: \(reconfigured)")
  if !tally.isClean { throw SettingsError.notClean }
}

enum SettingsError: Error, CustomStringConvertible {
  case missing(String)
  case notClean

  var description: String {
    switch self {
    case .missing(let id): "no visible row \"\(id)\""
    case .notClean: "a batch was not validated, or the log did not replay"
    }
  }
}

do {
  try run(width: width)
} catch {
  printToStandardError("Settings: error: \(error)\n")
  exit(1)
}
