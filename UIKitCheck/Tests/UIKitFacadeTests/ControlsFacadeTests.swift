import Testing
import UIKit

@MainActor
@Suite("UIKit facade: controls and their actions")
struct ControlsFacadeTests {
  @Test("sendActions(for:) runs the actions added for those events, in the order added")
  func sendActionsRunsMatchingActions() {
    let control = UISwitch()
    var calls: [String] = []
    control.addAction(UIAction { _ in calls.append("first") }, for: .valueChanged)
    control.addAction(UIAction(title: "Second") { _ in calls.append("second") }, for: .valueChanged)
    control.addAction(
      UIAction { _ in calls.append("other") }, for: UIControl.Event(rawValue: 1 << 6))
    control.sendActions(for: .valueChanged)
    #expect(calls == ["first", "second"])
    control.sendActions(for: UIControl.Event(rawValue: 1 << 6))
    #expect(calls == ["first", "second", "other"])
  }

  @Test("an action added twice runs once per send; the handler gets the action")
  func actionAddedTwice() {
    let control = UIStepper()
    var seen: [UIAction] = []
    let action = UIAction { seen.append($0) }
    control.addAction(action, for: .valueChanged)
    control.addAction(action, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(seen.count == 1 && seen.first === action)
  }

  @Test("an action that adds another while running changes the next send, not this one")
  func reentrantAdd() {
    let control = UISwitch()
    var calls = 0
    control.addAction(
      UIAction { _ in
        calls += 1
        control.addAction(UIAction { _ in calls += 10 }, for: .valueChanged)
      }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(calls == 1)
    control.sendActions(for: .valueChanged)
    #expect(calls == 12)
  }

  @Test("setting a switch's value in code sends no action; it starts off and enabled")
  func switchSetOnSendsNothing() {
    let control = UISwitch()
    var calls = 0
    control.addAction(UIAction { _ in calls += 1 }, for: .valueChanged)
    #expect(!control.isOn && control.isEnabled)
    control.setOn(true, animated: true)
    control.isOn = false
    control.isOn = true
    #expect(control.isOn)
    #expect(calls == 0)
  }

  @Test("a stepper has UIKit's defaults and clamps its value to its bounds")
  func stepperClamps() {
    let control = UIStepper()
    #expect(control.value == 0 && control.minimumValue == 0)
    #expect(control.maximumValue == 100 && control.stepValue == 1)
    control.value = 250
    #expect(control.value == 100)
    control.value = -3
    #expect(control.value == 0)
    control.maximumValue = 10
    control.minimumValue = 5
    #expect(control.value == 5)
    control.maximumValue = 7
    control.value = 8
    #expect(control.value == 7)
  }
}
