import Cellar
import Foundation
import Testing

/// Hostile input against the ready-made rows written once on
/// `UIListContentConfiguration`, `UISwitch` and `UIStepper` (issue 23,
/// phase 3): rendering at the table's width, steppers at the edges of `Int`
/// and `Double`, and handlers that toggle, step or update the table from
/// inside themselves.
///
/// Written to attack issue 23's phase 3; the tests that exposed a difference
/// from UIKit (or from Cellar's own documentation) are now its regression
/// tests, each quoting the Apple sentence it follows.
@MainActor
@Suite struct ReadyMadeAttackTests {
  /// A table 30 columns wide, loaded with `rows` in one section.
  private func load(_ rows: [any RowRepresentable], width: Int = 30) throws -> Table {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    tableView.renderWidth = width
    let table = Table(tableView: tableView)
    try table.update(with: [Section(id: "s", rows: rows)])
    table.tableView.layoutIfNeeded()
    return table
  }

  // MARK: Rendering at the table's width

  // UIKit, https://developer.apple.com/documentation/uikit/uitableviewcell :
  // "Cells display accessory views on the trailing edge of their content
  // area." The switch is the cell's accessory view; a long title is what gets
  // cut. Before the fix the host padded the title to the width and cuts the line, so the
  // switch's state is not drawn at all.
  @Test(
    "a switch row whose title is wider than the table still shows its switch, as on UIKit"
  )
  func longSwitchTitleKeepsTheSwitch() throws {
    let title = "Allow notifications while the device is locked"
    let table = try load([SwitchRow(title: title, isOn: true)])
    let rendered = table.tableView.render()
    #expect(rendered.contains("[on ]"), "\(rendered)")
  }

  // UIKit, https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext :
  // "When this value is true, the configuration positions the text and
  // secondary text side by side if there's sufficient space. Otherwise, the
  // configuration stacks the text in a vertical layout." A value row whose
  // title fills the width shows its value below it; before the fix the host cut it off.
  @Test(
    "a value row whose title fills the width shows its value stacked below, as on UIKit"
  )
  func longValueTitleKeepsTheValue() throws {
    let table = try load([
      ValueRow(title: "Personal Hotspot and Mobile Data Options", value: "Home")
    ])
    let rendered = table.tableView.render()
    #expect(rendered.contains("Home"), "\(rendered)")
  }

  @Test("empty and multi-line titles, subtitles and values draw without crashing, one row each")
  func emptyAndMultilineText() throws {
    let table = try load([
      TextRow("", id: "empty"),
      TextRow("line 1\nline 2", id: "two"),
      SubtitleRow(title: "", subtitle: "", id: "blank"),
      SubtitleRow(title: "T\nT2", subtitle: "S\nS2", id: "four"),
      ValueRow(title: "", value: "", id: "nothing"),
      SwitchRow(title: "", isOn: false, id: "switch"),
      StepperRow(title: "", value: 0, range: 0...1, id: "stepper"),
    ])
    let lines = table.tableView.render().split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.contains { $0.contains("line 2") })
    #expect(lines.contains { $0.contains("S2") })
    #expect(lines.contains { $0.hasSuffix("[off]") })
    #expect(lines.contains { $0.hasSuffix("0 [ |+]") })
  }

  // MARK: Steppers at the edges

  // Cellar's own documentation of NumericStepperCell: "The new value is
  // computed in `Value` (see StepperValue/stepped(by:up:within:)), so an `Int`
  // step never overflows or loses precision, and increment()/decrement() step
  // anywhere in the range." A range of two `Int`s above 2^53 is one `Double`,
  // so the cell disables its `UIStepper` (UIKit raises for a minimum not below
  // the maximum) and increment() returns nil without stepping.
  @Test(
    "a stepper row whose Int range holds two values above 2^53 steps between them, as its documentation says"
  )
  func twoValueRangeAboveDoublePrecision() throws {
    var seen: [Int] = []
    let table = try load([
      StepperRow(title: "Big", value: Int.max - 1, range: (Int.max - 1)...Int.max) {
        seen.append($0)
      }
    ])
    let cell = try #require(table.cell(forRowID: "Big", as: StepperCell.self))
    #expect(cell.increment() == Int.max)
    #expect(seen == [Int.max])
  }

  @Test(
    "an Int stepper at Int.min and Int.max steps inward, stops at the ends, and never overflows with steps of Int.max"
  )
  func intEdges() throws {
    var seen: [String: [Int]] = [:]
    func row(_ id: String, _ value: Int, step: Int) -> StepperRow<Int> {
      StepperRow(title: id, value: value, range: Int.min...Int.max, step: step) {
        seen[id, default: []].append($0)
      }
    }
    let table = try load(
      [
        row("min", Int.min, step: 1), row("max", Int.max, step: 1),
        row("min-big", Int.min, step: Int.max), row("max-big", Int.max, step: Int.max),
      ], width: 60)
    let min = try #require(table.cell(forRowID: "min", as: StepperCell.self))
    let max = try #require(table.cell(forRowID: "max", as: StepperCell.self))
    let minBig = try #require(table.cell(forRowID: "min-big", as: StepperCell.self))
    let maxBig = try #require(table.cell(forRowID: "max-big", as: StepperCell.self))
    #expect(min.decrement() == nil && max.increment() == nil)
    #expect(min.increment() == Int.min + 1 && max.decrement() == Int.max - 1)
    #expect(minBig.increment() == -1 && maxBig.decrement() == 0)
    #expect(minBig.decrement() == nil && maxBig.increment() == nil)
    #expect(
      seen == ["min": [Int.min + 1], "max": [Int.max - 1], "min-big": [-1], "max-big": [0]])
    #expect(table.tableView.render().contains("\(Int.min)"))
  }

  @Test(
    "a Double stepper with a 1e-300 step moves from 0 and shows the step; at 0.5 the step is below the value's precision, so nothing is called"
  )
  func tinyDoubleSteps() throws {
    var seen: [Double] = []
    let table = try load([
      StepperRow(title: "Zero", value: 0.0, range: 0...1, step: 1e-300) { seen.append($0) },
      StepperRow(title: "Half", value: 0.5, range: 0...1, step: 1e-300) { seen.append($0) },
    ])
    let zero = try #require(table.cell(forRowID: "Zero", as: NumericStepperCell<Double>.self))
    let half = try #require(table.cell(forRowID: "Half", as: NumericStepperCell<Double>.self))
    #expect(zero.step == 1e-300)
    #expect(zero.increment() == 1e-300)
    #expect(half.increment() == nil && half.decrement() == nil)
    #expect(seen == [1e-300])
    #expect(table.tableView.render().contains("0.5 [-|+]"))
  }

  @Test(
    "a Double stepper with a huge step over ±greatestFiniteMagnitude, or over an infinite range, stays finite and within the range"
  )
  func hugeDoubleSteps() throws {
    var seen: [Double] = []
    let limit = Double.greatestFiniteMagnitude
    let table = try load([
      StepperRow(title: "Huge", value: 0.0, range: -limit...limit, step: 1e308) { seen.append($0) },
      StepperRow(title: "Top", value: limit, range: -limit...limit, step: 1e308) {
        seen.append($0)
      },
      StepperRow(title: "Open", value: 0.0, range: -Double.infinity...Double.infinity) {
        seen.append($0)
      },
    ])
    let huge = try #require(table.cell(forRowID: "Huge", as: NumericStepperCell<Double>.self))
    let top = try #require(table.cell(forRowID: "Top", as: NumericStepperCell<Double>.self))
    let open = try #require(table.cell(forRowID: "Open", as: NumericStepperCell<Double>.self))
    #expect(huge.increment() == 1e308)
    #expect(top.increment() == nil, "at the top already")
    #expect(top.decrement() == limit - 1e308)
    #expect(open.increment() == 1 && open.decrement() == -1)
    #expect(seen.allSatisfy { $0.isFinite })
    #expect(seen == [1e308, limit - 1e308, 1, -1])
  }

  // MARK: Handlers that act on their own cell

  // NumericStepperCell.increment(): "Returns: The value chosen, or nil when
  // the value is at the end already." An onChange that steps the same cell
  // again (from 3, choosing 4) makes the outer increment() return the inner
  // call's choice: the cell keeps the last choice in one stored property that
  // the nested call overwrites.
  @Test(
    "increment() called again from the row's own onChange: each call returns its own choice (3, then 4)"
  )
  func nestedIncrementReturnsItsOwnChoice() throws {
    var seen: [Int] = []
    weak var stepper: StepperCell?
    var nested: Int?
    let table = try load([
      StepperRow(title: "Size", value: 2, range: 0...10) { new in
        seen.append(new)
        if seen.count == 1 { nested = stepper?.increment() }
      }
    ])
    let cell = try #require(table.cell(forRowID: "Size", as: StepperCell.self))
    stepper = cell
    let outer = cell.increment()
    #expect(seen == [3, 4])
    #expect(nested == 4)
    #expect(outer == 3)
    #expect(cell.value == 2, "the app kept its model: the cell shows it again")
  }

  @Test(
    "a switch toggled again from its own onChange runs the handler twice, returns the first choice, and shows the model"
  )
  func switchToggledFromItsOwnHandler() throws {
    var seen: [Bool] = []
    weak var toggle: SwitchCell?
    var inner: Bool?
    let table = try load([
      SwitchRow(title: "Wi-Fi", isOn: false) { isOn in
        seen.append(isOn)
        if seen.count == 1 { inner = toggle?.toggle() }
      }
    ])
    let cell = try #require(table.cell(forRowID: "Wi-Fi", as: SwitchCell.self))
    toggle = cell
    #expect(cell.toggle() == true)
    #expect(inner == false)
    #expect(seen == [true, false])
    #expect(!cell.isOn, "the model was never changed")
    #expect(table.tableView.render().contains("[off]"))
  }

  @Test(
    "a switch whose onChange deletes its own row: the handler runs once, the row goes, and the orphaned cell's next flip calls nothing"
  )
  func switchDeletesItsOwnRow() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = Table(tableView: tableView)
    unowned let owner = table
    var calls = 0
    var showSwitch = true
    func sections() -> [Section] {
      var rows: [any RowRepresentable] = [TextRow("Above")]
      if showSwitch {
        rows.append(
          SwitchRow(title: "Wi-Fi", isOn: false) { _ in
            calls += 1
            showSwitch = false
            #expect(throws: Never.self) { try owner.update(with: sections()) }
          })
      }
      rows.append(TextRow("Below"))
      return [Section(id: "s", rows: rows)]
    }
    try table.update(with: sections())
    tableView.layoutIfNeeded()
    let cell = try #require(table.cell(forRowID: "Wi-Fi", as: SwitchCell.self))
    #expect(cell.toggle() == true)
    #expect(calls == 1)
    #expect(table.sections[0].rows.map(\.id) == ["Above", "Below"])
    tableView.layoutIfNeeded()
    cell.toggle()
    #expect(calls == 1, "a cell whose row is gone calls nothing")
  }

  @Test(
    "a stepper whose onChange moves its row to the top and takes the value shows the new value in the same cell"
  )
  func stepperMovesItsOwnRow() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    tableView.renderWidth = 30
    let table = Table(tableView: tableView)
    unowned let owner = table
    var value = 1
    var first = false
    func sections() -> [Section] {
      let stepper = StepperRow(title: "Size", value: value, range: 0...5) { new in
        value = new
        first = true
        #expect(throws: Never.self) { try owner.update(with: sections()) }
      }
      let rows: [any RowRepresentable] =
        first ? [stepper, TextRow("A"), TextRow("B")] : [TextRow("A"), TextRow("B"), stepper]
      return [Section(id: "s", rows: rows)]
    }
    try table.update(with: sections())
    tableView.layoutIfNeeded()
    let cell = try #require(table.cell(forRowID: "Size", as: StepperCell.self))
    #expect(cell.increment() == 2)
    #expect(table.sections[0].rows.first?.id == AnyHashable("Size"))
    #expect(table.cell(forRowID: "Size", as: StepperCell.self) === cell)
    #expect(cell.value == 2)
    #expect(table.tableView.render().contains("2 [-|+]"))
  }

  @Test(
    "a stepper whose onChange replaces its row by a text row with the same id: no crash, the text row is shown, the stepper cell is not configured with it"
  )
  func stepperReplacedByAnotherRowType() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = Table(tableView: tableView)
    unowned let owner = table
    var replaced = false
    func sections() -> [Section] {
      let row: any RowRepresentable =
        replaced
        ? TextRow("Done", id: "Size")
        : StepperRow(title: "Size", value: 1, range: 0...5) { _ in
          replaced = true
          #expect(throws: Never.self) { try owner.update(with: sections()) }
        }
      return [Section(id: "s", rows: [row])]
    }
    try table.update(with: sections())
    tableView.layoutIfNeeded()
    let cell = try #require(table.cell(forRowID: "Size", as: StepperCell.self))
    #expect(cell.increment() == 2)
    tableView.layoutIfNeeded()
    #expect(table.cell(forRowID: "Size", as: TextCell.self) != nil)
    #expect(tableView.render().contains("Done"))
  }
}
