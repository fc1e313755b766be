import CellarHost
import Foundation
import Testing

/// Hostile input against issue 23 phase 3's views, controls, actions, content
/// configurations and cell rendering, each compared with UIKit's documented
/// behaviour (Apple's page is quoted where a test exposes a difference).
///
/// Written to attack issue 23's phase 3; the tests that exposed a difference
/// from UIKit (or from the host's own documentation) are now its regression
/// tests, each quoting the Apple sentence it follows.
@MainActor
@Suite struct UIContentAndControlsAttackTests {
  // MARK: Views

  // UIKit, https://developer.apple.com/documentation/uikit/uitableviewcell/contentview :
  // "The content view of a UITableViewCell object is the default superview for
  // content that the cell displays." and UIView.viewWithTag(_:),
  // https://developer.apple.com/documentation/uikit/uiview/viewwithtag(_:) :
  // "This method searches the current view and all of its subviews for the
  // specified view." So a label added to `cell.contentView` is found by
  // `cell.viewWithTag(_:)` (the classic cellForRowAt pattern).
  // Before the fix, the host: the content view is not in the cell's view tree
  // (`contentView.superview` is nil) and `cell.viewWithTag(42)` is nil.
  @Test(
    "the content view is in the cell's view tree, as UIKit's: viewWithTag finds a label added to it"
  )
  func contentViewIsInTheCellsTree() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let label = UILabel(text: "badge")
    label.tag = 42
    cell.contentView.addSubview(label)
    #expect(cell.viewWithTag(42) === label)
    #expect(cell.contentView.superview === cell)
    var content = cell.defaultContentConfiguration()
    content.text = "configured"
    cell.contentConfiguration = content
    #expect(
      cell.contentView.superview === cell,
      "the configuration's content view replaces the old one in the cell")
  }

  // UIKit, https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel :
  // "This property is mutually exclusive with a content configuration. Setting
  // a non-nil value for contentConfiguration resets this property to nil."
  // Before the fix, the host: `detailTextLabel` is a `let`, still non-nil (with its old text)
  // after a configuration is set, and drawn again once it is set back to nil.
  @Test(
    "a non-nil content configuration resets detailTextLabel to nil, as UIKit; its old text is never drawn again"
  )
  func configurationResetsDetailTextLabel() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.detailTextLabel?.text = "stale detail"
    cell.contentConfiguration = cell.defaultContentConfiguration()
    #expect(cell.detailTextLabel == nil)
    cell.contentConfiguration = nil
    #expect(
      !cell.render(width: 30).contains("stale detail"),
      "the reset label's text is not drawn after the configuration goes")
  }

  // UIKit, https://developer.apple.com/documentation/uikit/uiview/bounds :
  // "The default bounds origin is (0,0) and the size is the same as the size of
  // the rectangle in the frame property. Changing the size portion of this
  // rectangle grows or shrinks the view relative to its center point."
  // Before the fix, the host keeps the frame's origin (the centre moves), and ignores a bounds
  // origin that is set.
  @Test(
    "a view grows or shrinks about its centre when the size of its bounds changes, and keeps a set bounds origin, as UIKit's"
  )
  func boundsSizeChangesAboutTheCentre() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    #expect(view.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
    view.bounds.origin = CGPoint(x: 10, y: 10)
    #expect(view.bounds.origin == CGPoint(x: 10, y: 10))
  }

  @Test(
    "views re-parented in cycles: a view cannot join its own subtree at any depth, the raise changes nothing, and a legal move takes the view from its old parent"
  )
  func reparentingInCycles() {
    let a = UIView()
    let b = UIView()
    let c = UIView()
    a.addSubview(b)
    b.addSubview(c)
    for (parent, child) in [(c, a), (b, a), (c, b), (a, a)] {
      let raised = UIKitException.catching { parent.addSubview(child) }
      #expect(raised == UIKitException(name: .invalidArgument, reason: "Can't add self as subview"))
    }
    #expect(a.superview == nil && b.superview === a && c.superview === b)
    #expect(a.subviews.count == 1 && b.subviews.count == 1 && c.subviews.isEmpty)
    a.addSubview(c)
    #expect(b.subviews.isEmpty && c.superview === a)
    c.addSubview(b)  // legal now: b is c's sibling, not its ancestor
    #expect(b.superview === c && a.subviews.count == 1 && a.subviews.first === c)
    // UIKit, addSubview(_:): "Adds a view to the end of the receiver's list of
    // subviews." Re-adding an existing subview moves it to the end.
    let d = UIView()
    a.addSubview(d)
    a.addSubview(c)
    #expect(a.subviews.map(ObjectIdentifier.init) == [d, c].map(ObjectIdentifier.init))
  }

  @Test(
    "viewWithTag searches the view itself first, then depth first; Int.min and Int.max tags work")
  func tagsAtTheEdges() {
    let root = UIView()
    let left = UIView()
    let deep = UIView()
    let right = UIView()
    root.addSubview(left)
    left.addSubview(deep)
    root.addSubview(right)
    deep.tag = Int.max
    right.tag = Int.max
    left.tag = Int.min
    #expect(root.viewWithTag(Int.max) === deep, "depth first: left's subtree before right")
    #expect(root.viewWithTag(Int.min) === left)
    #expect(root.viewWithTag(0) === root, "the receiver is searched too")
  }

  // MARK: Content configurations

  /// A configuration of the app's own, whose view is not a list view.
  struct BadgeConfiguration: UIContentConfiguration, Equatable {
    var count: Int
    @MainActor func makeContentView() -> any UIView & UIContentView {
      BadgeView(configuration: self)
    }
    func updated(for state: any UIConfigurationState) -> Self { self }
  }

  /// The view of ``BadgeConfiguration``; counts how often one is made.
  final class BadgeView: UIView, UIContentView {
    static var made = 0
    var configuration: any UIContentConfiguration
    init(configuration: BadgeConfiguration) {
      self.configuration = configuration
      Self.made += 1
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
  }

  @Test(
    "a custom configuration makes its own view, is given to it again when the type matches (UIContentView.supports' default), and a list configuration replaces it"
  )
  func customConfiguration() {
    BadgeView.made = 0
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.accessoryType = .checkmark
    cell.contentConfiguration = BadgeConfiguration(count: 1)
    let view = cell.contentView
    #expect(view is BadgeView && BadgeView.made == 1)
    cell.contentConfiguration = BadgeConfiguration(count: 2)
    #expect(cell.contentView === view, "same type: the view takes the configuration")
    #expect(
      (view as? BadgeView)?.configuration as? BadgeConfiguration == BadgeConfiguration(count: 2))
    #expect(cell.render(width: 10) == ["✓"], "a view of the app's own class draws nothing")
    var list = UIListContentConfiguration.cell()
    list.text = "list"
    cell.contentConfiguration = list
    #expect(cell.contentView is UIListContentView)
    cell.contentConfiguration = BadgeConfiguration(count: 3)
    #expect(cell.contentView is BadgeView && BadgeView.made == 2)
    cell.contentConfiguration = nil
    #expect(!(cell.contentView is any UIContentView), "nil gives a new, empty content view")
  }

  // Host-internal (fixed) consistency, and UIKit's rule that labels and a content
  // configuration are mutually exclusive (detailTextLabel page, quoted above):
  // once a configuration of the app's own is set, `render(width:)` draws no
  // label text (one empty line), yet `sizeThatFits(width:)` still sizes the
  // cell for the text label's three lines (84 points instead of 44).
  @Test(
    "a cell with an app's own content configuration sizes for what it draws, not for the labels it no longer draws"
  )
  func customConfigurationSizesForHiddenLabels() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "one\ntwo\nthree"
    cell.contentConfiguration = BadgeConfiguration(count: 1)
    #expect(cell.render(width: 20) == [""])
    #expect(cell.sizeThatFits(width: 320) == 44)
  }

  // UIKit, https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext :
  // "When this value is true, the configuration positions the text and
  // secondary text side by side if there's sufficient space. Otherwise, the
  // configuration stacks the text in a vertical layout."
  // Before the fix, the host always draws them side by side and cuts the line at the width, so
  // the value is lost: ["Version  1"] at width 10.
  @Test(
    "a value cell's texts stack when they do not fit side by side, as UIKit's; the value is not cut off"
  )
  func sideBySideWithoutSpaceStacks() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var value = UIListContentConfiguration.valueCell()
    value.text = "Version"
    value.secondaryText = "17.4"
    cell.contentConfiguration = value
    let lines = cell.render(width: 10)
    #expect(lines.joined(separator: "\n").contains("17.4"), "\(lines)")
    #expect(lines.count == 2, "stacked: the value on its own line")
  }

  // UIKit, UITableViewCell, https://developer.apple.com/documentation/uikit/uitableviewcell :
  // "Cells display accessory views on the trailing edge of their content area."
  // and accessoryView: "The accessory view appears in the right side of the
  // cell." The content area is what shrinks. Before the fix the host padded the text to the
  // width and cuts the whole line, so a long text pushes the accessory (a
  // checkmark, a switch) out of the drawing.
  @Test(
    "the accessory stays at the trailing edge when the text is too long, as UIKit's; the text is cut instead"
  )
  func longTextKeepsTheAccessory() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = String(repeating: "x", count: 40)
    cell.contentConfiguration = content
    cell.accessoryType = .checkmark
    #expect(cell.render(width: 20).first?.hasSuffix("✓") == true, "\(cell.render(width: 20))")
    let toggle = UISwitch()
    cell.accessoryView = toggle
    #expect(cell.render(width: 20).first?.hasSuffix("[off]") == true, "\(cell.render(width: 20))")
  }

  // Host-internal (fixed): a value cell with no text and a two-line secondary text
  // draws the second line at the leading edge before the first (["B   A"]),
  // and `sizeThatFits(width:)` counts two lines (64) where `render(width:)`
  // draws one. UIKit keeps the secondary text's lines in order.
  @Test(
    "a value cell with no text draws its secondary lines in order and sizes for the lines it draws"
  )
  func valueCellWithoutTextKeepsSecondaryOrder() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var value = UIListContentConfiguration.valueCell()
    value.secondaryText = "A\nB"
    cell.contentConfiguration = value
    let lines = cell.render(width: 20)
    let drawn = lines.joined(separator: "\n")
    let a = drawn.firstIndex(of: "A")
    let b = drawn.firstIndex(of: "B")
    #expect(a != nil && b != nil && a! < b!, "\(lines)")
    #expect(cell.sizeThatFits(width: 320) == 24 + 20 * CGFloat(lines.count))
  }

  // UIKit, https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/textproperties-swift.struct/numberoflines :
  // "The maximum number of lines for the text." A CRLF is one line break in
  // UIKit's text layout. Before the fix the host split on the Character "\n" only, and
  // "\r\n" is a different Character, so "one\r\ntwo" is one line: a limit of 1
  // keeps both, and the rendered row contains a line break.
  @Test(
    "CRLF is a line break in a list text: numberOfLines 1 keeps one line, and no row contains a line break"
  )
  func crlfIsALineBreak() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "one\r\ntwo"
    content.textProperties.numberOfLines = 1
    cell.contentConfiguration = content
    let lines = cell.render(width: 20)
    #expect(lines == ["one"], "\(lines.map { $0.debugDescription })")
    #expect(lines.allSatisfy { !$0.contains(where: \.isNewline) })
  }

  @Test(
    "line limits: 0, negative and Int.min draw every line; Int.max draws every line; 1 draws one; empty and nil text draw one empty line"
  )
  func lineLimits() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "a\nb\nc"
    for limit in [0, -1, Int.min, Int.max, 3] {
      content.textProperties.numberOfLines = limit
      cell.contentConfiguration = content
      #expect(cell.render(width: 5) == ["a", "b", "c"], "limit \(limit)")
      #expect(cell.sizeThatFits(width: 320) == 84, "limit \(limit)")
    }
    content.textProperties.numberOfLines = 1
    cell.contentConfiguration = content
    #expect(cell.render(width: 5) == ["a"])
    for text in ["", nil] as [String?] {
      content.text = text
      content.secondaryText = text
      cell.contentConfiguration = content
      #expect(cell.render(width: 5) == [""])
      #expect(cell.sizeThatFits(width: 320) == 44)
    }
    content.text = "\n\n"
    content.textProperties.numberOfLines = 0
    cell.contentConfiguration = content
    #expect(cell.render(width: 5) == ["", "", ""], "empty lines are lines")
  }

  @Test("a very long text is cut at the width, on every line, and never wider")
  func longTextIsCut() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = String(repeating: "é", count: 100_000)
    content.secondaryText = String(repeating: "z", count: 100_000)
    cell.contentConfiguration = content
    cell.indentationLevel = 3
    let lines = cell.render(width: 30)
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.count == 30 })
    #expect(lines[0].hasPrefix("      é") && lines[1].hasPrefix("      z"))
  }

  // MARK: Widths and indentation

  @Test(
    "render widths 0 and -1 draw empty lines, one per line of content, for labels and list configurations alike; Int.min too for labels"
  )
  func zeroAndNegativeWidths() {
    let label = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    label.textLabel?.text = "Title"
    label.detailTextLabel?.text = "Detail"
    label.accessoryType = .disclosureIndicator
    label.indentationLevel = 2
    let list = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = UIListContentConfiguration.subtitleCell()
    content.text = "Title"
    content.secondaryText = "Detail"
    list.contentConfiguration = content
    list.accessoryType = .disclosureIndicator
    list.indentationLevel = 2
    for width in [0, -1] {
      #expect(label.render(width: width) == ["", ""], "labels at \(width)")
      #expect(list.render(width: width) == ["", ""], "list at \(width)")
    }
    #expect(label.render(width: Int.min) == ["", ""])
  }

  // The host's own contract (render(width:): "Lines longer than `width` are
  // cut", and widths below 0 draw nothing elsewhere). Before the fix, a list
  // configuration with an accessory computed `width - left.count -
  // right.count`, which overflowed for `Int.min`, and padded its first line
  // to `Int.max` columns: both stopped the process.
  @Test(
    "render(width:) of a list configuration with an accessory: Int.min draws an empty line, Int.max a line of at most 4,096 columns ending with the accessory"
  )
  func extremeWidthsWithAccessory() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Row"
    cell.contentConfiguration = content
    cell.accessoryType = .checkmark
    #expect(cell.render(width: Int.min) == [""])
    let wide = cell.render(width: Int.max)
    #expect(wide.count == 1)
    #expect(wide.first?.hasPrefix("Row") == true && wide.first?.hasSuffix("✓") == true)
    #expect(wide.first?.count == 4_096)
  }

  @Test(
    "indentation levels Int.min and negative draw no indent; Int.max is bounded by the width; a label cell at Int.max width draws without padding"
  )
  func extremeIndentationLevels() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row"
    for level in [Int.min, -1] {
      cell.indentationLevel = level
      #expect(cell.render(width: 10) == ["Row"])
    }
    cell.indentationLevel = Int.max
    #expect(cell.render(width: 10) == ["          "], "all indent, cut at the width")
    cell.indentationLevel = 1
    #expect(cell.render(width: Int.max) == ["  Row"])
    var content = cell.defaultContentConfiguration()
    content.text = "Row"
    cell.contentConfiguration = content
    cell.indentationLevel = Int.max
    #expect(cell.render(width: 10) == ["          "])
    cell.indentationLevel = 2
    #expect(cell.render(width: Int.max) == ["    Row"], "nothing trailing: no padding")
  }

  // UIKit, https://developer.apple.com/documentation/uikit/uitableviewcell/indentationlevel :
  // "The amount of indentation is equal to the indentation level multiplied by
  // the value in the indentationWidth property." With an indentation width of
  // 0 there is no indentation. The host ignores indentationWidth and draws two
  // spaces per level.
  @Test(
    "indentation is level × indentationWidth, as UIKit's: a width of 0 does not indent"
  )
  func indentationWidthZero() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = "Row"
    cell.indentationWidth = 0
    cell.indentationLevel = 3
    #expect(cell.render(width: 20) == ["Row"])
  }

  // MARK: Hidden views

  // UIKit, https://developer.apple.com/documentation/uikit/uiview/ishidden :
  // "A hidden view disappears from its window ... Hiding a view with subviews
  // has the effect of hiding those subviews and any view descendants they
  // might have." The host honours isHidden only for the accessory view: a
  // hidden content view, or a hidden text label, is still drawn.
  @Test(
    "a hidden content view or text label draws nothing, as UIKit's"
  )
  func hiddenContentIsNotDrawn() {
    let list = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = list.defaultContentConfiguration()
    content.text = "secret"
    list.contentConfiguration = content
    list.contentView.isHidden = true
    #expect(list.render(width: 20) == [""])
    let label = UITableViewCell(style: .default, reuseIdentifier: nil)
    label.textLabel?.text = "secret"
    label.textLabel?.isHidden = true
    #expect(label.render(width: 20) == [""])
  }

  @Test(
    "a hidden accessory view hides the accessory type too (UIKit ignores accessoryType once accessoryView is set); editing shows only the editing accessory"
  )
  func hiddenAccessoryView() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    var content = cell.defaultContentConfiguration()
    content.text = "Row"
    cell.contentConfiguration = content
    cell.accessoryType = .checkmark
    let stepper = UIStepper()
    stepper.isHidden = true
    cell.accessoryView = stepper
    #expect(cell.render(width: 10) == ["Row"])
    stepper.isHidden = false
    #expect(cell.render(width: 10) == ["Row  [ |+]"])
    cell.setEditing(true, animated: false)
    #expect(cell.render(width: 10) == ["Row"], "editing: editingAccessoryType is none")
    cell.editingAccessoryType = .disclosureIndicator
    let editingSwitch = UISwitch()
    cell.editingAccessoryView = editingSwitch
    #expect(cell.render(width: 10) == ["Row  [off]"], "the editing view wins over its type")
    editingSwitch.isHidden = true
    #expect(cell.render(width: 10) == ["Row"])
    cell.editingAccessoryView = nil
    #expect(cell.render(width: 10) == ["Row      >"])
    cell.setEditing(false, animated: false)
    #expect(cell.render(width: 10) == ["Row  [ |+]"])
  }

  // MARK: Controls and actions

  @Test(
    "a handler that removes its own action finishes this send; re-adding it from the handler runs it once from the next send"
  )
  func handlersEditTheirOwnActions() {
    let control = UISwitch()
    var calls: [String] = []
    let id = UIAction.Identifier("self")
    let selfAction = UIAction(identifier: id) { [weak control] action in
      calls.append("self")
      control?.removeAction(action, for: .valueChanged)
      control?.addAction(action, for: .valueChanged)
      control?.addAction(action, for: .valueChanged)
    }
    control.addAction(selfAction, for: .valueChanged)
    control.addAction(UIAction { _ in calls.append("other") }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(calls == ["self", "other"])
    calls = []
    control.sendActions(for: .valueChanged)
    #expect(calls == ["other", "self"], "re-added: now last, and once (unique by identifier)")
    calls = []
    control.removeAction(identifiedBy: id, for: .allEvents)
    control.removeAction(identifiedBy: UIAction.Identifier("never added"), for: .allEvents)
    control.sendActions(for: .valueChanged)
    #expect(calls == ["other"])
  }

  @Test(
    "a control sending actions from its own handler recurses to the depth the handler allows, with the sender right at every depth"
  )
  func reentrantSends() {
    let outer = UISwitch()
    let inner = UIStepper()
    var depth = 0
    var log: [String] = []
    // Weak: a control holds its actions, as UIKit's does, so a handler that
    // held its control strongly would keep both alive (a leak there too).
    let action = UIAction(identifier: UIAction.Identifier("shared")) {
      [weak outer, weak inner] action in
      guard let outer, let inner else { return }
      depth += 1
      defer { depth -= 1 }
      log.append("\(depth):\(action.sender is UISwitch ? "switch" : "stepper")")
      if depth < 3 { outer.sendActions(for: .valueChanged) }
      if depth == 3 { inner.sendActions(for: .valueChanged) }
      log.append("\(depth):\(action.sender is UISwitch ? "switch" : "stepper") after")
    }
    outer.addAction(action, for: .valueChanged)
    inner.addAction(action, for: .valueChanged)
    outer.sendActions(for: .valueChanged)
    #expect(
      log == [
        "1:switch", "2:switch", "3:switch", "4:stepper", "4:stepper after", "3:switch after",
        "2:switch after", "1:switch after",
      ])
    #expect(action.sender == nil)
  }

  @Test("unnamed actions get distinct identifiers; no events or disjoint events run nothing")
  func identifiersAndEvents() {
    let control = UIControl()
    var calls = 0
    let a = UIAction { _ in calls += 1 }
    let b = UIAction { _ in calls += 10 }
    #expect(a.identifier != b.identifier)
    control.addAction(a, for: [])
    control.addAction(b, for: .touchUpInside)
    control.sendActions(for: [])
    control.sendActions(for: .valueChanged)
    #expect(calls == 0)
    control.sendActions(for: .allEvents)
    #expect(calls == 10)
  }

  // UIKit, https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:) :
  // "Setting the switch to either position doesn't result in an action message
  // being sent."
  @Test("setting a switch, from outside or from inside its own handler, sends no action")
  func switchSetOnSendsNothing() {
    let toggle = UISwitch()
    var calls = 0
    toggle.addAction(
      UIAction { [weak toggle] _ in
        guard let toggle else { return }
        calls += 1
        toggle.setOn(!toggle.isOn, animated: true)
        toggle.isOn.toggle()
        toggle.setOn(false, animated: false)
      }, for: .valueChanged)
    toggle.setOn(true, animated: true)
    toggle.isOn = false
    #expect(calls == 0)
    toggle.sendActions(for: .valueChanged)
    #expect(calls == 1 && !toggle.isOn)
  }

  // UIKit's UIStepper pages (value, minimumValue, maximumValue, stepValue):
  // "This property is clamped at its lower extreme to minimumValue and is
  // clamped at its upper extreme to maximumValue." / "Must be numerically
  // greater than 0." Infinite bounds are numbers above or below the other.
  @Test(
    "a stepper takes infinite bounds, an infinite or tiny step, and clamps ±infinity and huge values to its range"
  )
  func stepperExtremes() {
    let stepper = UIStepper()
    let raised = UIKitException.catching {
      stepper.minimumValue = -.infinity
      stepper.maximumValue = .infinity
      stepper.stepValue = .infinity
      stepper.stepValue = 1e-300
      stepper.stepValue = .leastNonzeroMagnitude
    }
    #expect(raised == nil)
    #expect(stepper.minimumValue == -.infinity && stepper.maximumValue == .infinity)
    #expect(stepper.stepValue == .leastNonzeroMagnitude)
    stepper.value = .infinity
    #expect(stepper.value == .infinity)
    stepper.maximumValue = .greatestFiniteMagnitude
    #expect(stepper.value == .greatestFiniteMagnitude, "narrowing clamps")
    stepper.value = -.infinity
    #expect(stepper.value == -.infinity)
    stepper.minimumValue = -1
    #expect(stepper.value == -1)
    stepper.value += stepper.stepValue
    #expect(stepper.value == -1, "a step below the value's precision does not move it")
    let equal = UIKitException.catching { stepper.maximumValue = -1 }
    #expect(equal?.name == .invalidArgument, "a maximum equal to the minimum is refused")
    #expect(stepper.maximumValue == .greatestFiniteMagnitude)
  }
}
