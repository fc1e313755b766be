import Cellar
import Foundation
import Testing

/// A stepper's step is at least 1 however it is set: UIKit's `UIStepper`
/// raises for a `stepValue` of 0 or less, and a negative step would turn
/// `+` into `−`.
@MainActor
@Suite struct StepperRowTests {
  @Test("a step below 1, given to the initializer or set later, is 1", arguments: [0, -3, Int.min])
  func stepBelowOneIsOne(step: Int) {
    var content = StepperContent(title: "Size", value: 5, range: 0...10, step: 2)
    content.step = step
    #expect(content.step == 1)
    #expect(content == StepperContent(title: "Size", value: 5, range: 0...10))
    #expect(StepperContent(title: "Size", value: 5, range: 0...10, step: step).step == 1)
    content.step = 3
    #expect(content.step == 3)
  }

  @Test(
    "a shown stepper whose step is set below 1 steps by 1: + goes up, − goes down",
    arguments: [0, -3])
  func shownStepperStepsByOne(step: Int) throws {
    let table = makeTable()
    var seen: [Int] = []
    func sections(step newStep: Int?) -> [Section] {
      var up = StepperRow(title: "Up", value: 5, range: 0...10, step: 2) { seen.append($0) }
      var down = StepperRow(title: "Down", value: 5, range: 0...10, step: 2) { seen.append($0) }
      if let newStep {
        up.model.step = newStep
        down.model.step = newStep
      }
      return [Section(id: "s", rows: [up, down])]
    }
    try table.update(with: sections(step: nil))
    table.tableView.layoutIfNeeded()
    try table.update(with: sections(step: step))
    table.tableView.layoutIfNeeded()
    let up = try #require(table.cell(forRowID: "Up", as: StepperCell.self))
    let down = try #require(table.cell(forRowID: "Down", as: StepperCell.self))
    #expect(up.step == 1)
    #expect(down.step == 1)
    #expect(up.increment() == 6)
    #expect(down.decrement() == 4)
    #expect(seen == [6, 4])
  }

  // MARK: Double values (issue 22, item 26)

  @Test("a Double stepper row steps by its step, rounded to the step's places, within the range")
  func doubleStepper() throws {
    // Issue 22, item 26: `StepperRow(title:value: 0.5, range: 0...1, step: 0.1)` did not compile.
    let table = makeTable()
    unowned let owner = table
    var volume = 0.5
    var seen: [Double] = []
    func sections() -> [Section] {
      [
        Section(id: "s") {
          StepperRow(title: "Volume", value: volume, range: 0...1, step: 0.1) { new in
            seen.append(new)
            volume = new
            #expect(throws: Never.self) { try owner.update(with: sections()) }
          }
          StepperRow(title: "Copies", value: 2, range: 1...3) { _ in }
        }
      ]
    }
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
    let cell = try #require(table.cell(forRowID: "Volume", as: NumericStepperCell<Double>.self))
    #expect(table.cell(forRowID: "Copies", as: StepperCell.self) != nil)
    #expect(cell.value == 0.5 && cell.step == 0.1 && cell.range == 0...1)
    for _ in 0..<6 { cell.increment() }
    // 0.6, 0.7, 0.8, 0.9, 1.0, then nothing: the range's end.
    #expect(seen == [0.6, 0.7, 0.8, 0.9, 1.0])
    #expect(cell.render(width: 20).first?.hasSuffix("1.0 [-| ]") == true)
    #expect(cell.decrement() == 0.9)
    #expect(volume == 0.9 && cell.value == 0.9)
  }

  @Test("a Double stepper whose app refuses the value shows the row's model again")
  func doubleStepperRefused() throws {
    let table = makeTable()
    var seen: [Double] = []
    try table.update(with: [
      Section(id: "s") {
        StepperRow(title: "Volume", value: 0.5, range: 0...1, step: 0.1) { seen.append($0) }
      }
    ])
    table.tableView.layoutIfNeeded()
    let cell = try #require(table.cell(forRowID: "Volume", as: NumericStepperCell<Double>.self))
    #expect(cell.increment() == 0.6)
    #expect(cell.increment() == 0.6)
    #expect(seen == [0.6, 0.6])
    #expect(cell.render(width: 20).first?.hasSuffix("0.5 [-|+]") == true)
  }

  @Test("a Double step of 0.1 does not drift: ten steps from 0 are 1.0, and 0.3 is shown as 0.3")
  func doubleStepsDoNotDrift() {
    var content = NumericStepperContent(title: "T", value: 0.0, range: 0...2, step: 0.1)
    var shown: [String] = []
    for _ in 0..<10 {
      content.value = content.steppedValue(up: true)
      shown.append(content.value.stepperText(step: content.step))
    }
    #expect(content.value == 1.0)
    #expect(shown[2] == "0.3")
    #expect(content.steppedValue(up: false) == 0.9)
  }

  @Test(
    "a Double step that cannot step (NaN, ±infinity, 0, negative) is 1",
    arguments: [Double.nan, .infinity, -.infinity, 0, -0.0, -0.1, -Double.greatestFiniteMagnitude])
  func doubleUnusableSteps(step: Double) {
    var content = NumericStepperContent(title: "T", value: 0.5, range: 0...10, step: 0.25)
    content.step = step
    #expect(content.step == 1)
    #expect(NumericStepperContent(title: "T", value: 0.5, range: 0...10, step: step).step == 1)
  }

  @Test("hostile Double values: NaN is the lower end, infinite ends and huge values step safely")
  func doubleHostileValues() {
    let nan = NumericStepperContent(title: "T", value: Double.nan, range: -1...1, step: 0.5)
    #expect(nan.value == -1)
    let open = NumericStepperContent(
      title: "T", value: 1e308, range: -Double.infinity...Double.infinity, step: 1e308)
    #expect(open.steppedValue(up: true) == .infinity)
    #expect(open.steppedValue(up: false) == 0)
    let tiny = NumericStepperContent(title: "T", value: 0, range: 0...1, step: 1e-300)
    #expect(tiny.steppedValue(up: true) == 1e-300)
    let third = NumericStepperContent(title: "T", value: 0, range: 0...1, step: 1.0 / 3)
    #expect(third.steppedValue(up: true) == 1.0 / 3)
    let small = NumericStepperContent(title: "T", value: 0.1, range: 0...1, step: 2.5e-7)
    #expect(small.steppedValue(up: true) == 0.10000025)
    #expect(small.value.stepperText(step: small.step) == "0.1")
    let outside = NumericStepperContent(title: "T", value: 7.5, range: 0...1, step: 0.1)
    #expect(outside.value == 1)
  }

  @Test("Int and Double stepper rows use two cell types, each reused under its own identifier")
  func intAndDoubleCellsApart() throws {
    #expect(StepperCell.reuseIdentifier != NumericStepperCell<Double>.reuseIdentifier)
    let table = makeTable()
    try table.update(with: [
      Section(id: "s") {
        for index in 0..<4 {
          if index.isMultiple(of: 2) {
            StepperRow(title: "i\(index)", value: index, range: 0...9)
          } else {
            StepperRow(title: "d\(index)", value: Double(index) / 2, range: 0...9, step: 0.5)
          }
        }
      }
    ])
    table.tableView.layoutIfNeeded()
    #expect(table.cell(forRowID: "i2", as: StepperCell.self)?.value == 2)
    #expect(table.cell(forRowID: "d3", as: NumericStepperCell<Double>.self)?.value == 1.5)
  }
}

extension NumericStepperContent {
  /// The value one step up or down, as the cell computes it.
  fileprivate func steppedValue(up: Bool) -> Value {
    value.stepped(by: step, up: up, within: range)
  }
}
