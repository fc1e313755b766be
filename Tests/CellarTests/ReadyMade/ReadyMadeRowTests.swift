import Cellar
import Foundation
import Testing

/// A settings model for the ready-made rows, with a table that shows it.
@MainActor
private final class Form {
  var wifi = true
  var airplaneMode = false
  var textSize = 14
  var signOuts = 0
  let table: Table

  init(height: CGFloat = 800) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    tableView.renderWidth = 30
    table = Table(tableView: tableView)
  }

  func sections() -> [Section] {
    [
      Section(id: "network", header: .title("Network")) {
        SwitchRow(title: "Wi-Fi", isOn: wifi) { [unowned self] isOn in
          wifi = isOn
          refresh()
        }
        SwitchRow(title: "Airplane Mode", isOn: airplaneMode, isEnabled: false)
        ValueRow(title: "Network", value: wifi ? "Home" : "Not Connected")
      },
      Section(id: "display") {
        StepperRow(title: "Text Size", value: textSize, range: 10...18, step: 2) {
          [unowned self] size in
          textSize = size
          refresh()
        }
        SubtitleRow(title: "Bold Text", subtitle: "Makes all text heavier")
        TextRow("About", accessory: .disclosureIndicator)
      },
      Section(id: "account") {
        ButtonRow(title: "Sign Out", role: .destructive) { [unowned self] in signOuts += 1 }
      },
    ]
  }

  func refresh() {
    do { try table.update(with: sections()) } catch { Issue.record("update failed: \(error)") }
  }

  func load() throws {
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
  }
}

@MainActor
@Suite struct ReadyMadeRowTests {
  @Test("each ready-made cell draws its content as the host renders it")
  func rendering() throws {
    let form = Form()
    try form.load()
    #expect(
      form.table.tableView.render() == """
        # Network
          Wi-Fi                  [on ]
          Airplane Mode          (off)
          Network                 Home
          Text Size           14 [-|+]
          Bold Text
          Makes all text heavier
          About                      >
                    Sign Out
        """)
  }

  @Test("a button shows its title centred, red when destructive, in the tint colour otherwise")
  func buttonContent() throws {
    let table = Table(tableView: UITableView(frame: .zero, style: .insetGrouped))
    table.tableView.viewportSize = CGSize(width: 320, height: 400)
    try table.update(with: [
      Section(id: "account") {
        ButtonRow(title: "Sign Out", role: .destructive) {}
        ButtonRow(title: "Help") {}
      }
    ])
    table.tableView.layoutIfNeeded()
    for (row, role, color) in [
      (0, ButtonContent.Role.destructive, UIColor.systemRed), (1, .normal, .tintColor),
    ] {
      let cell = try #require(
        table.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? ButtonCell)
      let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
      #expect(cell.role == role)
      #expect(content.textProperties.alignment == .center)
      #expect(content.textProperties.color == color)
    }
  }

  @Test("rows are identified by their titles unless an id is given")
  func identities() {
    #expect(TextRow("About").id == AnyHashable("About"))
    #expect(ValueRow(title: "Version", value: "1.0").id == AnyHashable("Version"))
    #expect(SwitchRow(title: "Wi-Fi", isOn: true, id: 7).id == AnyHashable(7))
    #expect(ButtonRow(title: "Go", id: "go-button") {}.id == AnyHashable("go-button"))
    #expect(SubtitleRow(title: "A", subtitle: "B").id == AnyHashable("A"))
    #expect(StepperRow(title: "Size", value: 3, range: 0...5).id == AnyHashable("Size"))
  }

  @Test("two rows with the same title in one table are reported as duplicate ids")
  func duplicateTitles() throws {
    let form = Form()
    #expect(throws: TableError.self) {
      try form.table.update(with: [
        Section(rows: [TextRow("General"), TextRow("General")])
      ])
    }
    try form.table.update(with: [
      Section(rows: [TextRow("General"), TextRow("General", id: "general-2")])
    ])
    #expect(form.table.sections[0].rows.count == 2)
  }

  @Test("flipping a switch changes the model and reconfigures the same cell, not a reload")
  func switchReconfigures() throws {
    let form = Form()
    try form.load()
    let tableView = form.table.tableView
    let cell = try #require(form.table.cell(forRowID: "Wi-Fi", as: SwitchCell.self))
    let logStart = tableView.updateLog.count
    let before = tableView.metrics.cells[SwitchCell.reuseIdentifier] ?? .init()

    #expect(cell.toggle() == false)

    #expect(form.wifi == false)
    let operations = tableView.updateLog[logStart...].flatMap(\.operations)
    #expect(
      operations == [
        .reconfigureRows([IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
      ])
    let after = tableView.metrics.cells[SwitchCell.reuseIdentifier] ?? .init()
    #expect(after.reconfigurations == before.reconfigurations + 1)
    #expect(after.created == before.created)
    #expect(form.table.cell(forRowID: "Wi-Fi", as: SwitchCell.self) === cell)
    #expect(cell.isOn == false)
    #expect(tableView.render().contains("Wi-Fi                  [off]"))
    #expect(tableView.render().contains("Network        Not Connected"))
  }

  @Test("a disabled switch does not flip")
  func disabledSwitch() throws {
    let form = Form()
    try form.load()
    let cell = try #require(form.table.cell(forRowID: "Airplane Mode", as: SwitchCell.self))
    let logStart = form.table.tableView.updateLog.count
    #expect(cell.toggle() == nil)
    #expect(form.airplaneMode == false)
    #expect(form.table.tableView.updateLog.count == logStart)
  }

  @Test("stepping changes the model by the step within the range, reconfiguring in place")
  func stepperReconfigures() throws {
    let form = Form()
    try form.load()
    let tableView = form.table.tableView
    let cell = try #require(form.table.cell(forRowID: "Text Size", as: StepperCell.self))
    let logStart = tableView.updateLog.count

    #expect(cell.increment() == 16)
    #expect(cell.increment() == 18)
    #expect(cell.increment() == nil)  // at the end of the range
    #expect(form.textSize == 18)
    #expect(cell.decrement() == 16)
    #expect(form.textSize == 16)

    let operations = tableView.updateLog[logStart...].flatMap(\.operations)
    #expect(
      operations == Array(repeating: .reconfigureRows([IndexPath(row: 0, section: 1)]), count: 3))
    #expect(form.table.cell(forRowID: "Text Size", as: StepperCell.self) === cell)
    #expect(tableView.render().contains("Text Size           16 [-|+]"))
  }

  @Test("a stepper at the end of its range draws that side disabled")
  func stepperBounds() throws {
    let form = Form()
    form.textSize = 99  // clamped to 18
    try form.load()
    let cell = try #require(form.table.cell(forRowID: "Text Size", as: StepperCell.self))
    #expect(cell.value == 18)
    #expect(cell.render(width: 20) == ["Text Size   18 [-| ]"])
  }

  @Test("selecting a button row runs its action")
  func buttonAction() throws {
    let form = Form()
    try form.load()
    let path = try #require(form.table.indexPath(forRowID: "Sign Out"))
    try form.table.tableView.tapRow(at: path)
    #expect(form.signOuts == 1)
  }

  @Test("a subtitle row sizes itself to its two lines")
  func subtitleHeight() throws {
    let form = Form()
    try form.load()
    let path = try #require(form.table.indexPath(forRowID: "Bold Text"))
    #expect(form.table.tableView.rectForRow(at: path).height == 64)
  }

  @Test("a changed value keeps the row's identity: a reconfigure, not a delete and insert")
  func valueChange() throws {
    let form = Form()
    try form.table.update(with: [Section(rows: [ValueRow(title: "Version", value: "1.0")])])
    form.table.tableView.layoutIfNeeded()
    let logStart = form.table.tableView.updateLog.count
    try form.table.update(with: [Section(rows: [ValueRow(title: "Version", value: "1.1")])])
    #expect(
      form.table.tableView.updateLog[logStart...].flatMap(\.operations) == [
        .reconfigureRows([IndexPath(row: 0, section: 0)])
      ])
    #expect(form.table.tableView.render() == "  Version                  1.1")
  }

  @Test("content equality ignores the handlers")
  func equalityIgnoresHandlers() {
    let first = SwitchContent(title: "A", isOn: true) { _ in }
    let second = SwitchContent(title: "A", isOn: true)
    #expect(first == second)
    #expect(SwitchContent(title: "A", isOn: false) != second)
    #expect(
      StepperContent(title: "S", value: 1, range: 0...3) { _ in }
        == StepperContent(title: "S", value: 1, range: 0...3))
    #expect(StepperContent(title: "S", value: 1, range: 0...3, step: 0).step == 1)
  }
}
