import Cellar
import Foundation
import Testing

/// The ready-made rows' cells use UIKit's controls and list content
/// configurations, user interaction goes through the control
/// (`sendActions(for: .valueChanged)`), and handlers get the row the table
/// holds now. (Moved from the UIKit check, which ran them through Cellar's
/// UIKit backend: the ready-made rows are one source on both platforms.)
@MainActor
@Suite struct ReadyMadeControlTests {
  /// Settings the tests' handlers change, and the table they update.
  @MainActor
  final class Settings {
    var isOn = false
    var size = 1
    var log: [String] = []
    /// Whether the handlers take the user's change.
    var accepts = true
    /// Whether a refusing handler still updates the table (with the old value).
    var updatesWhenRefusing = false
    weak var table: Table?

    func sections() -> [Section] {
      [
        Section(
          id: "s",
          rows: [
            SwitchRow(title: "Sounds", isOn: isOn) { [unowned self] new in
              log.append("switch \(new)")
              guard accepts else { return refuse() }
              isOn = new
              update()
            },
            StepperRow(title: "Size", value: size, range: 0...3) { [unowned self] new in
              log.append("stepper \(new)")
              guard accepts else { return refuse() }
              size = new
              update()
            },
          ])
      ]
    }

    func refuse() {
      if updatesWhenRefusing { update() }
    }

    func update() {
      #expect(throws: Never.self) { try table?.update(with: sections()) }
    }
  }

  private func makeSettingsTable() throws -> (Table, UITableView, Settings) {
    let (table, view) = makeUIKitTable()
    let settings = Settings()
    settings.table = table
    try table.update(with: settings.sections())
    view.layoutIfNeeded()
    return (table, view, settings)
  }

  private func switchCell(_ view: UITableView) throws -> (SwitchCell, UISwitch) {
    let cell = try #require(view.cellForRow(at: rowPath(0)) as? SwitchCell)
    return (cell, try #require(cell.accessoryView as? UISwitch))
  }

  private func stepperCell(_ view: UITableView) throws -> (StepperCell, UIStepper) {
    let cell = try #require(view.cellForRow(at: rowPath(1)) as? StepperCell)
    return (cell, try #require(cell.accessoryView as? UIStepper))
  }

  /// The user flips a switch: UIKit sets its value, then sends `.valueChanged`.
  private func flip(_ control: UISwitch) {
    #expect(control.isEnabled)
    control.isOn.toggle()
    control.sendActions(for: .valueChanged)
  }

  /// The user taps `+` (or `−`): UIKit steps the value, then sends `.valueChanged`.
  private func tap(_ control: UIStepper, up: Bool) {
    #expect(control.isEnabled)
    control.value += up ? control.stepValue : -control.stepValue
    control.sendActions(for: .valueChanged)
  }
  @Test("a switch cell shows its title in a list configuration and a UISwitch as accessory view")
  func switchCellShowsContent() throws {
    let (table, view, _) = try makeSettingsTable()
    defer { withExtendedLifetime(table) {} }
    let (cell, control) = try switchCell(view)
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Sounds")
    #expect(control.isOn == false)
    #expect(cell.isOn == false)
    #expect(cell.selectionStyle == .none)
  }

  @Test("flipping the switch calls the handler, and the app's update reconfigures the same cell")
  func switchFlipTaken() async throws {
    let (table, view, settings) = try makeSettingsTable()
    let (cell, control) = try switchCell(view)
    flip(control)
    #expect(settings.log == ["switch true"])
    // The app's update is applied on the main actor's next turn; meanwhile
    // the switch stays where the user put it (not drawn off for a moment).
    #expect(control.isOn)
    await settle { settings.isOn }
    await settle { view.cellForRow(at: rowPath(0)) === cell && control.isOn }
    #expect(settings.isOn)
    #expect(view.cellForRow(at: rowPath(0)) === cell)
    #expect(control.isOn)
    #expect(table.lastError == nil)
  }

  @Test("a switch flip the app answers with an update keeping the old value goes back")
  func switchFlipRefusedWithUpdate() async throws {
    let (table, view, settings) = try makeSettingsTable()
    defer { withExtendedLifetime(table) {} }
    let (cell, control) = try switchCell(view)
    settings.accepts = false
    settings.updatesWhenRefusing = true
    flip(control)
    await settle { !control.isOn }
    #expect(control.isOn == false)
    #expect(view.cellForRow(at: rowPath(0)) === cell)
  }

  @Test("a disabled switch is a disabled UISwitch; toggle() does nothing")
  func disabledSwitch() throws {
    let (table, view) = makeUIKitTable()
    var calls = 0
    try table.update(with: [
      Section(
        id: "s",
        rows: [SwitchRow(title: "Locked", isOn: true, isEnabled: false) { _ in calls += 1 }])
    ])
    view.layoutIfNeeded()
    let (cell, control) = try switchCell(view)
    #expect(control.isEnabled == false)
    #expect(cell.isEnabled == false)
    #expect(cell.toggle() == nil)
    #expect(control.isOn)
    #expect(calls == 0)
  }

  @Test("toggle() goes through the UISwitch: it flips it and sends .valueChanged")
  func toggleSendsValueChanged() async throws {
    let (table, view, settings) = try makeSettingsTable()
    defer { withExtendedLifetime(table) {} }
    let (cell, control) = try switchCell(view)
    var sent = 0
    control.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    #expect(cell.toggle() == true)
    #expect(sent == 1)
    #expect(settings.log == ["switch true"])
    await settle { control.isOn }
    #expect(control.isOn)
  }

  @Test("a stepper cell shows title and value in a value-cell configuration and a UIStepper")
  func stepperCellShowsContent() throws {
    let (table, view, _) = try makeSettingsTable()
    defer { withExtendedLifetime(table) {} }
    let (cell, control) = try stepperCell(view)
    let configuration = try #require(cell.contentConfiguration as? UIListContentConfiguration)
    #expect(
      configuration
        == {
          var expected = UIListContentConfiguration.valueCell()
          expected.text = "Size"
          expected.secondaryText = "1"
          return expected
        }())
    #expect(control.minimumValue == 0)
    #expect(control.maximumValue == 3)
    #expect(control.stepValue == 1)
    #expect(control.value == 1)
    #expect(cell.value == 1 && cell.range == 0...3 && cell.step == 1)
  }

  @Test("a step the app takes calls the handler and reconfigures the same cell with the new value")
  func stepTaken() async throws {
    let (table, view, settings) = try makeSettingsTable()
    defer { withExtendedLifetime(table) {} }
    let (cell, control) = try stepperCell(view)
    tap(control, up: true)
    #expect(settings.log == ["stepper 2"])
    #expect(control.value == 2)
    await settle { settings.size == 2 && cell.value == 2 }
    #expect(view.cellForRow(at: rowPath(1)) === cell)
    #expect(control.value == 2)
    #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "2")
    tap(control, up: false)
    tap(control, up: false)
    await settle { settings.size == 0 }
    #expect(settings.log == ["stepper 2", "stepper 1", "stepper 0"])
    #expect(control.value == 0)
  }

  @Test("a stepper at the end of its range does not step; a one-value range disables it")
  func stepperEdges() throws {
    let (table, view) = makeUIKitTable()
    var seen: [Int] = []
    try table.update(with: [
      Section(
        id: "s",
        rows: [
          StepperRow(title: "Top", value: 3, range: 0...3) { seen.append($0) },
          StepperRow(title: "Only", value: 5, range: 5...5) { seen.append($0) },
          StepperRow(title: "Big", value: 100, range: 50...200, step: 60) { seen.append($0) },
        ])
    ])
    view.layoutIfNeeded()
    let top = try #require(view.cellForRow(at: rowPath(0)) as? StepperCell)
    let only = try #require(view.cellForRow(at: rowPath(1)) as? StepperCell)
    let big = try #require(view.cellForRow(at: rowPath(2)) as? StepperCell)
    #expect(top.increment() == nil)
    #expect(((only.accessoryView as? UIStepper)?.isEnabled) == false)
    #expect(only.increment() == nil && only.decrement() == nil)
    #expect((big.accessoryView as? UIStepper)?.minimumValue == 50)
    #expect((big.accessoryView as? UIStepper)?.maximumValue == 200)
    #expect(big.increment() == 160)
    #expect(top.decrement() == 2)
    #expect(seen == [160, 2])
  }

  @Test("value, subtitle and text rows use UIKit's list configurations and accessories")
  func listRows() async throws {
    let (table, view) = makeUIKitTable()
    func sections(_ version: String) -> [Section] {
      [
        Section(
          id: "s",
          rows: [
            ValueRow(title: "Version", value: version, accessory: .disclosureIndicator),
            SubtitleRow(title: "Wi-Fi Assist", subtitle: "Uses data \(version)"),
            TextRow("General", accessory: .checkmark),
          ])
      ]
    }
    try table.update(with: sections("1.0"))
    view.layoutIfNeeded()
    let value = try #require(view.cellForRow(at: rowPath(0)) as? ValueCell)
    let subtitle = try #require(view.cellForRow(at: rowPath(1)) as? SubtitleCell)
    let text = try #require(view.cellForRow(at: rowPath(2)) as? TextCell)
    var expectedValue = UIListContentConfiguration.valueCell()
    expectedValue.text = "Version"
    expectedValue.secondaryText = "1.0"
    #expect(value.contentConfiguration as? UIListContentConfiguration == expectedValue)
    #expect(value.accessoryType == .disclosureIndicator)
    var expectedSubtitle = UIListContentConfiguration.subtitleCell()
    expectedSubtitle.text = "Wi-Fi Assist"
    expectedSubtitle.secondaryText = "Uses data 1.0"
    #expect(subtitle.contentConfiguration as? UIListContentConfiguration == expectedSubtitle)
    #expect((text.contentConfiguration as? UIListContentConfiguration)?.text == "General")
    #expect(text.accessoryType == .checkmark)

    try table.update(with: sections("1.1"))
    view.layoutIfNeeded()
    #expect(view.cellForRow(at: rowPath(0)) === value)
    #expect(view.cellForRow(at: rowPath(1)) === subtitle)
    #expect((value.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "1.1")
    #expect(
      (subtitle.contentConfiguration as? UIListContentConfiguration)?.secondaryText
        == "Uses data 1.1")
  }

  @Test("a button row is centred, red when destructive, and selecting it runs its action")
  func buttonRow() throws {
    let (table, view) = makeUIKitTable()
    var taps: [String] = []
    try table.update(with: [
      Section(
        id: "s",
        rows: [
          ButtonRow(title: "Sign Out", role: .destructive) { taps.append("sign out") },
          ButtonRow(title: "Help") { taps.append("help") },
        ])
    ])
    view.layoutIfNeeded()
    let signOut = try #require(view.cellForRow(at: rowPath(0)) as? ButtonCell)
    let help = try #require(view.cellForRow(at: rowPath(1)) as? ButtonCell)
    let red = try #require(signOut.contentConfiguration as? UIListContentConfiguration)
    let tinted = try #require(help.contentConfiguration as? UIListContentConfiguration)
    #expect(red.text == "Sign Out" && red.textProperties.alignment == .center)
    #expect(red.textProperties.color == .systemRed)
    #expect(tinted.textProperties.color == .tintColor)
    #expect(signOut.role == .destructive && help.role == .normal)
    try view.tapRow(at: rowPath(1))
    try view.tapRow(at: rowPath(0))
    #expect(taps == ["help", "sign out"])
  }

  @Test("a switch whose row was deleted calls nothing when flipped")
  func deletedRowCallsNothing() async throws {
    let (table, view, settings) = try makeSettingsTable()
    let (_, control) = try switchCell(view)
    try table.update(with: [Section(id: "s", rows: [TextRow("Other")])])
    view.layoutIfNeeded()
    flip(control)
    #expect(settings.log.isEmpty)
  }

  @Test("a handler that updates the table several times, re-entering it, ends on its last update")
  func reentrantHandler() async throws {
    let (table, view) = makeUIKitTable()
    unowned let owner = table
    var isOn = false
    var extra = 0
    func sections() -> [Section] {
      var rows: [any RowRepresentable] = [
        SwitchRow(title: "More", isOn: isOn) { new in
          isOn = new
          for _ in 0..<3 {
            extra += 1
            #expect(throws: Never.self) { try owner.update(with: sections()) }
          }
        }
      ]
      rows += (0..<extra).map { TextRow("Extra \($0)") }
      return [Section(id: "s", rows: rows)]
    }
    try table.update(with: sections())
    view.layoutIfNeeded()
    let (cell, control) = try switchCell(view)
    flip(control)
    await settle { view.numberOfRows(inSection: 0) == 4 && control.isOn }
    #expect(view.numberOfRows(inSection: 0) == 4)
    #expect(view.cellForRow(at: rowPath(0)) === cell)
    #expect(control.isOn)
    #expect(table.lastError == nil)
  }

  @Test("a switch cell no table shows calls the handler of the content it shows")
  func standaloneCell() {
    let cell = SwitchCell(style: .default, reuseIdentifier: nil)
    var seen: [Bool] = []
    cell.configure(SwitchContent(title: "Alone", isOn: false) { seen.append($0) })
    let control = cell.accessoryView as? UISwitch
    control?.isOn = true
    control?.sendActions(for: .valueChanged)
    #expect(seen == [true])
  }
}

/// The index path of `row` in `section`.
private func rowPath(_ row: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(row: row, section: section)
}

/// A table on a 320 × 440 table view of 44-point rows, and its view.
@MainActor
private func makeUIKitTable() -> (table: Table, view: UITableView) {
  let table = makeTable(height: 440)
  return (table, table.tableView)
}

/// Lets the main actor run queued work until `condition` holds (at most
/// 100 turns).
@MainActor
private func settle(until condition: () -> Bool) async {
  for _ in 0..<100 where !condition() { await Task.yield() }
}
