import CellarHost
import Testing
@_spi(Facade) import UIKit

/// A view controller as apps write one: it makes its table in `loadView`.
final class ListController: UIViewController {
  var calls: [String] = []

  override func loadView() {
    calls.append("loadView")
    view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    calls.append("viewDidLoad")
    title = "List"
  }
}

/// An app's own content configuration, whose view leaves `supports(_:)` to
/// the protocol's default.
struct BadgeConfiguration: UIContentConfiguration {
  var text: String

  @MainActor func makeContentView() -> any UIView & UIContentView {
    BadgeView(configuration: self)
  }

  func updated(for state: any UIConfigurationState) -> BadgeConfiguration { self }
}

/// The content view of ``BadgeConfiguration``; it does not implement
/// `supports(_:)`.
final class BadgeView: UIView, UIContentView {
  var configuration: any UIContentConfiguration

  init(configuration: BadgeConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("UIKit facade: the common views a table uses")
struct TableCommonViewTests {
  @Test("a view controller loads its view once, on first access: loadView then viewDidLoad")
  func viewControllerLoading() {
    let controller = ListController()
    #expect(!controller.isViewLoaded)
    #expect(controller.view is UITableView)
    _ = controller.view
    #expect(controller.calls == ["loadView", "viewDidLoad"])
    #expect(controller.title == "List")
    let plain = UIViewController(nibName: nil, bundle: nil)
    #expect(plain.view != nil)
    plain.setEditing(true, animated: false)
    #expect(plain.isEditing)
  }

  @Test("views keep their frame, bounds and subviews; layoutIfNeeded lays out once")
  func views() {
    final class Counting: UIView {
      var layouts = 0
      override func layoutSubviews() { layouts += 1 }
    }
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let child = Counting()
    parent.addSubview(child)
    #expect(parent.subviews.count == 1)
    #expect(child.superview === parent)
    parent.layoutIfNeeded()
    parent.layoutIfNeeded()
    #expect(child.layouts == 1)
    child.setNeedsLayout()
    parent.layoutIfNeeded()
    #expect(child.layouts == 2)
    let other = UIView()
    other.addSubview(child)
    #expect(parent.subviews.isEmpty)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    parent.bounds = CGRect(x: 5, y: 5, width: 20, height: 10)
    #expect(parent.frame.size == CGSize(width: 20, height: 10))
    #expect(parent.bounds.origin == CGPoint(x: 5, y: 5))
  }

  @Test("a plain scroll view keeps its own offset and content size")
  func plainScrollView() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 100, height: 400)
    scroll.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
    #expect(scroll.contentOffset.y == 30)
    #expect(scroll.bounds.origin.y == 30)
    #expect(scroll.contentSize.height == 400)
    #expect(!scroll.isDragging && !scroll.isTracking && !scroll.isDecelerating)
    scroll.scrollsToTop = false
    #expect(!scroll.scrollsToTop)
    scroll.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(scroll.contentInset != .zero)
    #expect(UIEdgeInsets() == .zero)
  }

  @Test("labels and list content configurations hold their text")
  func labelsAndConfigurations() {
    let label = UILabel()
    label.text = "Hello"
    label.numberOfLines = 0
    #expect(label.text == "Hello" && label.numberOfLines == 0)
    var value = UIListContentConfiguration.valueCell()
    value.text = "Name"
    value.secondaryText = "Value"
    let view = value.makeContentView()
    #expect((view.configuration as? UIListContentConfiguration) == value)
    #expect(view.supports(UIListContentConfiguration.header()))
    #expect(UIListContentConfiguration.cell() != UIListContentConfiguration.footer())
    let header = UITableViewHeaderFooterView(reuseIdentifier: "H")
    #expect(header.defaultContentConfiguration() == .header())
    #expect(header.reuseIdentifier == "H")
    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
    #expect(cell.defaultContentConfiguration() == .valueCell())
    #expect(cell.detailTextLabel != nil)
    #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    #expect(UITableViewCell().reuseIdentifier == nil)
    #expect(UITableViewCell(frame: CGRect(x: 0, y: 0, width: 10, height: 5)).frame.width == 10)
    #expect(UITableViewHeaderFooterView().textLabel != nil)
    #expect(UITableView().style == .plain)
  }

  @Test("a value-style UIKit cell renders text and detail on one line through the host")
  func valueCellRenders() throws {
    final class Source: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Name"
        cell.detailTextLabel?.text = "Ada"
        return cell
      }
    }
    let source = Source()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100), style: .plain)
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.host.render().contains("Name  Ada"))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reuseIdentifier == nil)
  }

  @Test("a content view without supports(_:) accepts only its configuration's own type")
  func contentViewSupportsDefault() {
    let view = BadgeConfiguration(text: "New").makeContentView()
    #expect(view.supports(BadgeConfiguration(text: "Other")))
    #expect(!view.supports(UIListContentConfiguration.cell()))
    let list = UIListContentConfiguration.cell().makeContentView()
    #expect(!list.supports(BadgeConfiguration(text: "New")))
  }

  @Test("a content configuration resets the detail text label, as UIKit documents")
  func contentConfigurationResetsDetailTextLabel() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.detailTextLabel?.text = "Old"
    cell.contentConfiguration = nil
    #expect(cell.detailTextLabel?.text == "Old")
    cell.contentConfiguration = cell.defaultContentConfiguration()
    #expect(cell.detailTextLabel == nil)
    let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
    header.detailTextLabel?.text = "Old"
    #expect(header.detailTextLabel?.text == "Old")
    header.contentConfiguration = header.defaultContentConfiguration()
    #expect(header.detailTextLabel != nil)
    #expect(header.detailTextLabel?.text == nil)
  }
}
