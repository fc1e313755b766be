import Cellar
import Foundation
import Testing

/// Ready-made rows' handlers are the rows' the table holds now, and their
/// cells show the rows' models after a handler ran.
@MainActor
@Suite struct ReadyMadeHandlerTests {
  // Regression (item 9): "After an update that gives SwitchRow a new
  // onChange, flipping the switch runs the closure from when the cell was
  // last configured." Closures are not compared, so the row's content is
  // equal and the cell is not reconfigured.
  @Test("after an update that only changes a switch's handler, flipping it runs the new handler")
  func switchRunsNewestHandler() throws {
    let table = makeTable()
    var calls: [String] = []
    func sections(_ version: String) -> [Section] {
      [
        Section(
          id: "s",
          rows: [SwitchRow(title: "Sounds", isOn: false) { calls.append("\(version) \($0)") }])
      ]
    }
    try table.update(with: sections("old"))
    table.tableView.layoutIfNeeded()
    try table.update(with: sections("new"))
    let cell = try #require(table.cell(forRowID: "Sounds", as: SwitchCell.self))
    cell.toggle()
    #expect(calls == ["new true"])
  }

  @Test("after an update that only changes a stepper's handler, stepping runs the new handler")
  func stepperRunsNewestHandler() throws {
    let table = makeTable()
    var calls: [String] = []
    func sections(_ version: String) -> [Section] {
      [
        Section(
          id: "s",
          rows: [
            StepperRow(title: "Size", value: 1, range: 0...3) { calls.append("\(version) \($0)") }
          ])
      ]
    }
    try table.update(with: sections("old"))
    table.tableView.layoutIfNeeded()
    try table.update(with: sections("new"))
    let cell = try #require(table.cell(forRowID: "Size", as: StepperCell.self))
    cell.increment()
    #expect(calls == ["new 2"])
  }

  // Regression (item 10): "If the app keeps the model off (e.g. permission
  // denied), the cell still shows the switch on, and no later update fixes
  // it because the row's content did not change."
  @Test("a switch flip the app refuses goes back: the cell shows the row's model")
  func refusedSwitchFlip() throws {
    let table = makeTable()
    // The rows' handlers reach the table through `owner`: a local function
    // capturing `table` itself would keep it alive (a cycle through its rows).
    unowned let owner = table
    let allowed = false
    var isOn = false
    func sections() -> [Section] {
      [
        Section(
          id: "s",
          rows: [
            SwitchRow(title: "Location", isOn: isOn) { wanted in
              if allowed { isOn = wanted }
              #expect(throws: Never.self) { try owner.update(with: sections()) }
            }
          ])
      ]
    }
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
    let cell = try #require(table.cell(forRowID: "Location", as: SwitchCell.self))
    #expect(cell.toggle() == true)  // what the user chose
    #expect(cell.isOn == false)  // what the model says
    #expect(table.tableView.render().contains("[off]"))
  }

  @Test("a switch flip the app refuses without updating at all goes back too")
  func refusedWithoutUpdate() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "s", rows: [SwitchRow(title: "Location", isOn: false) { _ in }])
    ])
    table.tableView.layoutIfNeeded()
    let cell = try #require(table.cell(forRowID: "Location", as: SwitchCell.self))
    cell.toggle()
    #expect(cell.isOn == false)
  }

  @Test("a step the app refuses goes back to the model's value")
  func refusedStep() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "s", rows: [StepperRow(title: "Size", value: 2, range: 0...5) { _ in }])
    ])
    table.tableView.layoutIfNeeded()
    let cell = try #require(table.cell(forRowID: "Size", as: StepperCell.self))
    #expect(cell.increment() == 3)
    #expect(cell.value == 2)
  }

  @Test("a step the app takes shows the new value, reconfigured in place")
  func acceptedStep() throws {
    let table = makeTable()
    // The rows' handlers reach the table through `owner`: a local function
    // capturing `table` itself would keep it alive (a cycle through its rows).
    unowned let owner = table
    var value = 2
    func sections() -> [Section] {
      [
        Section(
          id: "s",
          rows: [
            StepperRow(title: "Size", value: value, range: 0...5) { new in
              value = new
              #expect(throws: Never.self) { try owner.update(with: sections()) }
            }
          ])
      ]
    }
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
    let cell = try #require(table.cell(forRowID: "Size", as: StepperCell.self))
    cell.increment()
    #expect(value == 3)
    #expect(cell.value == 3)
    #expect(table.cell(forRowID: "Size", as: StepperCell.self) === cell)
  }

  @Test("a stepper at the edge of Int's range steps without overflow")
  func stepperExtremes() throws {
    let table = makeTable()
    var seen: [Int] = []
    try table.update(with: [
      Section(
        id: "s",
        rows: [
          StepperRow(title: "Big", value: Int.max - 1, range: Int.min...Int.max, step: Int.max) {
            seen.append($0)
          },
          StepperRow(title: "Small", value: Int.min + 1, range: Int.min...Int.max, step: Int.max) {
            seen.append($0)
          },
        ])
    ])
    table.tableView.layoutIfNeeded()
    let big = try #require(table.cell(forRowID: "Big", as: StepperCell.self))
    let small = try #require(table.cell(forRowID: "Small", as: StepperCell.self))
    #expect(big.increment() == Int.max)
    #expect(small.decrement() == Int.min)
    #expect(seen == [Int.max, Int.min])
  }

  @Test("an update a switch handler asks for is applied before toggle returns")
  func handlerUpdateAppliedAtOnce() throws {
    let table = makeTable()
    // The rows' handlers reach the table through `owner`: a local function
    // capturing `table` itself would keep it alive (a cycle through its rows).
    unowned let owner = table
    var isOn = false
    func sections() -> [Section] {
      var rows: [any RowRepresentable] = [
        SwitchRow(title: "More", isOn: isOn) { new in
          isOn = new
          #expect(throws: Never.self) { try owner.update(with: sections()) }
        }
      ]
      if isOn { rows.append(TextRow("Extra")) }
      return [Section(id: "s", rows: rows)]
    }
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
    let cell = try #require(table.cell(forRowID: "More", as: SwitchCell.self))
    cell.toggle()
    #expect(table.sections[0].rows.count == 2)
    #expect(cell.isOn)
  }
}
