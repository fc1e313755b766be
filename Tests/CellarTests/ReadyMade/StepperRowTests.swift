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
    try table.tableView.layoutIfNeeded()
    try table.update(with: sections(step: step))
    try table.tableView.layoutIfNeeded()
    let up = try #require(table.cell(forRowID: "Up", as: StepperCell.self))
    let down = try #require(table.cell(forRowID: "Down", as: StepperCell.self))
    #expect(up.step == 1)
    #expect(down.step == 1)
    #expect(up.increment() == 6)
    #expect(down.decrement() == 4)
    #expect(seen == [6, 4])
  }
}
