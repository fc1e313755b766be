import CellarHost
import CellarTestSupport
import Foundation
import Testing

/// UIKit's views, controls, actions and list content configurations, as the
/// host simulates them (issue 23, phase 3).
@MainActor
@Suite struct UIContentAndControlsTests {
  @Test(
    "a list configuration draws its text, the accessory at the trailing edge, the secondary text below, or before the accessory in a value cell"
  )
  func listConfigurationLayouts() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Ada Lovelace"
    content.secondaryText = "555-0100"
    cell.contentConfiguration = content
    cell.accessoryType = .detailButton
    #expect(cell.render(width: 20) == ["Ada Lovelace     (i)", "555-0100"])
    #expect(cell.sizeThatFits(width: 320) == 64)
    var value = UIListContentConfiguration.valueCell()
    value.text = "Version"
    value.secondaryText = "17.4"
    cell.contentConfiguration = value
    #expect(cell.render(width: 20) == ["Version     17.4 (i)"])
    #expect(
      cell.render(width: 12) == ["Version  (i)", "17.4"],
      "no room side by side: the value goes below, the accessory stays")
    var limited = UIListContentConfiguration.subtitleCell()
    limited.text = "one\ntwo\nthree"
    limited.textProperties.numberOfLines = 2
    cell.contentConfiguration = limited
    #expect(cell.render(width: 10) == ["one    (i)", "two"])
    cell.indentationLevel = 1
    #expect(cell.render(width: 10) == ["  one  (i)", "  two"])
  }

  @Test(
    "a content configuration resets the labels, as UIKit; nil empties the content view and new labels are empty"
  )
  func configurationReplacesLabels() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "label"
    var content = UIListContentConfiguration.cell()
    content.text = "configured"
    cell.contentConfiguration = content
    #expect(cell.contentView is UIListContentView)
    #expect(cell.render(width: 20) == ["configured"])
    let view = cell.contentView
    content.text = "again"
    cell.contentConfiguration = content
    #expect(cell.contentView === view, "a supporting content view is reused")
    #expect(cell.render(width: 20) == ["again"])
    #expect(
      cell.textLabel == nil && cell.detailTextLabel == nil, "a configuration resets the labels")
    cell.contentConfiguration = nil
    #expect(!(cell.contentView is UIListContentView))
    #expect(cell.textLabel?.text == nil, "a new, empty label")
    #expect(cell.render(width: 20) == [""])
  }

  @Test("an accessory view replaces the accessory type; editing shows the editing accessory")
  func accessoryViews() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Wi-Fi"
    cell.accessoryType = .disclosureIndicator
    let toggle = UISwitch()
    cell.accessoryView = toggle
    #expect(cell.render(width: 20) == ["Wi-Fi [off]"])
    toggle.setOn(true, animated: true)
    #expect(cell.render(width: 20) == ["Wi-Fi [on ]"])
    toggle.isEnabled = false
    #expect(cell.render(width: 20) == ["Wi-Fi (on )"])
    toggle.isHidden = true
    #expect(cell.render(width: 20) == ["Wi-Fi"])
    cell.setEditing(true, animated: false)
    #expect(cell.render(width: 20) == ["Wi-Fi"], "the editing accessory type is none")
    cell.editingAccessoryType = .checkmark
    #expect(cell.render(width: 20) == ["Wi-Fi ✓"])
    cell.indentationLevel = 2
    #expect(cell.render(width: 20) == ["    Wi-Fi ✓"])
  }

  @Test("actions run for their events in order, unique by identifier, with the control as sender")
  func controlActions() {
    let control = UISwitch()
    var calls: [String] = []
    let first = UIAction(title: "first") { [weak control] action in
      calls.append("first \(control != nil && action.sender as? UISwitch === control)")
    }
    let second = UIAction(identifier: UIAction.Identifier("second")) { _ in calls.append("second") }
    control.addAction(first, for: .valueChanged)
    control.addAction(second, for: [.valueChanged, .touchUpInside])
    control.sendActions(for: .valueChanged)
    #expect(calls == ["first true", "second"])
    #expect(first.sender == nil, "the sender is set only while the handler runs")
    calls = []
    let replacement = UIAction(identifier: UIAction.Identifier("second")) { _ in
      calls.append("replacement")
    }
    control.addAction(replacement, for: .primaryActionTriggered)
    control.sendActions(for: .touchUpInside)
    #expect(calls == ["replacement"], "the same identifier replaces, keeping the events")
    calls = []
    control.removeAction(identifiedBy: UIAction.Identifier("second"), for: .allEvents)
    control.removeAction(first, for: .touchUpInside)
    control.sendActions(for: .allEvents)
    #expect(calls == ["first true"], "an action keeps the events not removed")
    calls = []
    let primary = UIControl(frame: .zero, primaryAction: UIAction { _ in calls.append("primary") })
    primary.sendActions(for: .primaryActionTriggered)
    #expect(calls == ["primary"])
  }

  @Test("a handler that adds and removes actions changes the next send, not this one")
  func actionsChangedFromAHandler() {
    let control = UIControl()
    var calls = 0
    let late = UIAction { _ in calls += 100 }
    control.addAction(
      UIAction { [weak control] _ in
        calls += 1
        control?.addAction(late, for: .valueChanged)
      }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(calls == 1)
    control.sendActions(for: .valueChanged)
    #expect(calls == 102)
  }

  @Test(
    "a stepper clamps its value and raises UIKit's exception for a bad range or step, keeping its state"
  )
  func stepperRules() {
    let stepper = UIStepper()
    #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1 && !stepper.wraps && stepper.isContinuous && stepper.autorepeat)
    stepper.value = 250
    #expect(stepper.value == 100)
    stepper.value = -.infinity
    #expect(stepper.value == 0)
    stepper.value = .nan
    #expect(stepper.value == 0)
    stepper.value = 50
    stepper.maximumValue = 20
    #expect(stepper.value == 20, "narrowing the range clamps the value")
    func expectRefused(_ name: String, _ change: () -> Void) {
      let exception = UIKitException.catching { change() }
      #expect(exception?.name == .invalidArgument)
      #expect(exception?.reason.hasPrefix(name) == true, "\(exception?.reason ?? "nothing raised")")
    }
    expectRefused("minimumValue") { stepper.minimumValue = 20 }
    expectRefused("minimumValue") { stepper.minimumValue = .nan }
    expectRefused("maximumValue") { stepper.maximumValue = -1 }
    expectRefused("maximumValue") { stepper.maximumValue = .nan }
    expectRefused("stepValue") { stepper.stepValue = 0 }
    expectRefused("stepValue") { stepper.stepValue = -.infinity }
    expectRefused("stepValue") { stepper.stepValue = .nan }
    #expect(stepper.minimumValue == 0 && stepper.maximumValue == 20 && stepper.stepValue == 1)
    #expect(stepper.value == 20)
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.accessoryView = stepper
    #expect(cell.render(width: 20) == ["[-| ]"])
    stepper.value = 0
    #expect(cell.render(width: 20) == ["[ |+]"])
    stepper.wraps = true
    #expect(cell.render(width: 20) == ["[-|+]"])
  }

  @Test(
    "views form a tree: adding moves a view, tags are found depth first, a view cannot contain itself"
  )
  func viewTree() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let a = UIView()
    let b = UILabel(text: "b")
    root.addSubview(a)
    a.addSubview(b)
    b.tag = 3
    #expect(root.viewWithTag(3) === b)
    #expect(root.viewWithTag(4) == nil)
    root.addSubview(b)
    #expect(
      a.subviews.isEmpty
        && root.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(b.superview === root)
    let cycle = UIKitException.catching { a.addSubview(root) }
    #expect(cycle == UIKitException(name: .invalidArgument, reason: "Can't add self as subview"))
    #expect(root.superview == nil && a.superview === root)
    #expect(root.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(root.sizeThatFits(.zero) == CGSize(width: 100, height: 50))
    b.removeFromSuperview()
    #expect(root.subviews.count == 1 && b.superview == nil)
    // A subview that outlives its superview no longer points at it (the
    // pointer is not weak: the superview clears it when it goes).
    var parent: UIView? = UIView()
    let orphan = UILabel(text: "orphan")
    parent?.addSubview(orphan)
    #expect(orphan.superview === parent)
    parent = nil
    #expect(orphan.superview == nil)
    var cell: UITableViewCell? = UITableViewCell(style: .default, reuseIdentifier: nil)
    let content = cell?.contentView
    cell = nil
    #expect(content?.superview == nil)
  }

  @Test(
    "a label's line count (counted in UTF-8 bytes) is the number of its lines for any mix of newline characters",
    arguments: SeededRandom.seeds(20))
  func lineCountMatchesLines(seed: UInt64) throws {
    let pieces = [
      "a", "é", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\u{301}",
      "€",
    ]
    try withSeed(seed, "UILabel.lineCount against lines.count") { random in
      let label = UILabel()
      for _ in 0..<200 {
        label.text = (0..<random.int(12)).map { _ in pieces[random.int(pieces.count)] }.joined()
        #expect(label.lineCount == label.lines.count, "\(String(reflecting: label.text))")
      }
    }
  }
}
