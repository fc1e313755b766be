import CellarHost
import Foundation
import Testing

/// A cell that records its layout passes and places a subview from its
/// bounds, as UIKit cells do in `layoutSubviews()`.
private final class LayingOutCell: UITableViewCell {
  let badge = UILabel()
  var layouts: [CGRect] = []

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    addSubview(badge)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts.append(bounds)
    badge.frame = CGRect(x: bounds.width - 40, y: 0, width: 40, height: bounds.height)
  }
}

/// The same for a collection view's cells.
private final class LayingOutGridCell: UICollectionViewCell {
  var layouts: [CGSize] = []

  override func layoutSubviews() {
    super.layoutSubviews()
    layouts.append(bounds.size)
  }
}

/// UIKit API that the host declares so that app code (cells, screens) and
/// Cellar's UIKit backend run on it: layout of views, content size,
/// layout attributes, colours, text properties and view controllers.
@MainActor
@Suite struct UIKitViewAPITests {
  @Test("layoutIfNeeded calls layoutSubviews when the layout is needed: new, resized or marked")
  func viewLayout() {
    final class Box: UIView {
      var count = 0
      override func layoutSubviews() { count += 1 }
    }
    let root = Box(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = Box(frame: .zero)
    root.addSubview(child)
    root.layoutIfNeeded()
    #expect(root.count == 1)
    #expect(child.count == 1)
    root.layoutIfNeeded()
    #expect(root.count == 1)
    root.frame.origin = CGPoint(x: 5, y: 5)  // a move is not a new size
    root.layoutIfNeeded()
    #expect(root.count == 1)
    root.frame.size.width = 50
    root.layoutIfNeeded()
    #expect(root.count == 2)
    #expect(child.count == 1)
    child.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(root.count == 2)
    #expect(child.count == 2)
  }

  @Test("a table gives each cell it displays the row's frame and lays it out before willDisplay")
  func tableCellsLaidOut() throws {
    let model = ListModel(rows: 10)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    table.register(LayingOutCell.self, forCellReuseIdentifier: model.identifier)
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    let cells = try #require(table.indexPathsForVisibleRows).map {
      try #require(table.cellForRow(at: $0) as? LayingOutCell)
    }
    #expect(cells.count == 3)
    for (row, cell) in cells.enumerated() {
      #expect(cell.frame == CGRect(x: 0, y: CGFloat(row) * 44, width: 320, height: 44))
      #expect(cell.layouts == [CGRect(x: 0, y: 0, width: 320, height: 44)])
      #expect(cell.badge.frame == CGRect(x: 280, y: 0, width: 40, height: 44))
    }
  }

  @Test("a collection view lays out each cell it displays at its layout size")
  func gridCellsLaidOut() throws {
    let source = GridSource([5])
    let grid = makeGrid(source, height: 200)
    grid.register(LayingOutGridCell.self, forCellWithReuseIdentifier: "Cell")
    grid.layoutIfNeeded()
    let paths = grid.indexPathsForVisibleItems
    #expect(!paths.isEmpty)
    for path in paths {
      let cell = try #require(grid.cellForItem(at: path) as? LayingOutGridCell)
      #expect(cell.layouts == [CGSize(width: 100, height: 100)])
      #expect(grid.layoutAttributesForItem(at: path)?.frame == cell.frame)
    }
  }

  @Test(
    "contentSize is the table's sections and the collection view's layout size, through UIScrollView"
  )
  func contentSize() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model, visibleRows: 3)
    let tableScroll: UIScrollView = table
    #expect(tableScroll.contentSize == CGSize(width: 320, height: 440))
    #expect(tableScroll.adjustedContentInset == UIEdgeInsets())
    let source = GridSource([7])
    let grid = makeGrid(source, height: 200)
    grid.layoutIfNeeded()
    let gridScroll: UIScrollView = grid
    #expect(gridScroll.contentSize == grid.collectionViewLayout.collectionViewContentSize)
    // 3 items a row of 320 points: 3 rows of 100, 10 points apart (UIKit's default spacing).
    #expect(gridScroll.contentSize.height == 320)
  }

  @Test("layoutAttributesForItem(at:) is the layout's, nil for an item that does not exist")
  func layoutAttributes() {
    let source = GridSource([4])
    source.headerIdentifier = "Header"
    let grid = makeGrid(source, height: 200)
    grid.layoutIfNeeded()
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.origin.y == 110)
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)) == nil)
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    #expect(
      grid.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        == grid.collectionViewLayout.layoutAttributesForSupplementaryView(
          ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
  }

  @Test("colours compare as UIKit's: a system colour by name, components by value")
  func colours() {
    #expect(UIColor.systemRed == UIColor.systemRed)
    #expect(UIColor.systemRed != UIColor.tintColor)
    #expect(UIColor(white: 0, alpha: 1) == UIColor.black)
    #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) != UIColor.systemRed)
    #expect(Set([UIColor.label, UIColor.label, UIColor.white]).count == 2)
    #expect(UIColor.systemRed.description == "UIColor.systemRed")
  }

  @Test("text properties keep their alignment and colour; the defaults are UIKit's")
  func textProperties() {
    var content = UIListContentConfiguration.cell()
    #expect(content.textProperties.alignment == .natural)
    #expect(content.textProperties.color == UIColor.label)
    content.textProperties.alignment = .center
    content.textProperties.color = .systemRed
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.contentConfiguration = content
    let shown = cell.contentConfiguration as? UIListContentConfiguration
    #expect(shown?.textProperties.alignment == .center)
    #expect(shown?.textProperties.color == .systemRed)
    #expect(shown != UIListContentConfiguration.cell())
  }

  @Test("a centred text is drawn centred beside the indent; natural and justified ones are not")
  func centredTextIsDrawnCentred() {
    func drawn(
      _ text: String, _ alignment: UIListContentConfiguration.TextProperties.TextAlignment,
      secondary: String? = nil, indentationLevel: Int = 0, width: Int
    ) -> [String] {
      var content = UIListContentConfiguration.subtitleCell()
      content.text = text
      content.secondaryText = secondary
      content.textProperties.alignment = alignment
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.indentationLevel = indentationLevel
      cell.contentConfiguration = content
      return cell.render(width: width)
    }
    #expect(drawn("Sign Out", .center, width: 20) == ["      Sign Out"])
    // Indented 4 columns (level 2 at 10 points): centred in the 16 left.
    #expect(drawn("Sign Out", .center, indentationLevel: 2, width: 20) == ["        Sign Out"])
    #expect(drawn("Sign Out", .natural, width: 20) == ["Sign Out"])
    #expect(drawn("Sign Out", .justified, width: 20) == ["Sign Out"])
    // The secondary text keeps its own (natural) alignment.
    #expect(drawn("Go", .center, secondary: "now", width: 10) == ["    Go", "now"])
    // A text wider than the columns is not padded, and is cut at the width.
    #expect(drawn("Erase All Content", .center, width: 8) == ["Erase Al"])
    // Hostile widths draw nothing rather than trap.
    #expect(drawn("Go", .center, width: 0) == [""])
    #expect(drawn("Go", .center, width: -5) == [""])
    #expect(drawn("Go", .center, width: Int.max).first?.hasSuffix("Go") == true)
  }

  @Test("a reusable view draws its label, else the first visible label among its subviews")
  func reusableViewDrawsItsSubviews() {
    final class TitleView: UICollectionReusableView {
      let back = UILabel(frame: .zero)
      let front = UILabel(frame: .zero)
      let nested = UIView(frame: .zero)
      let deep = UILabel(frame: .zero)
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(back)
        addSubview(nested)
        nested.addSubview(deep)
        addSubview(front)
      }
      required init?(coder: NSCoder) { nil }
    }
    let view = TitleView(frame: .zero)
    #expect(view.render(width: 10) == "")
    view.back.text = "Back"
    #expect(view.render(width: 10) == "Back")
    view.deep.text = "Deep"
    #expect(view.render(width: 10) == "Deep")  // front to back: the nested view is in front
    view.front.text = "Front title"
    #expect(view.render(width: 5) == "Front")  // the frontmost, cut to the width
    view.front.isHidden = true
    view.nested.isHidden = true
    #expect(view.render(width: 10) == "Back")  // hidden views and what they hold are skipped
    view.label.text = "Own"
    #expect(view.render(width: 10) == "Own")  // the view's own label comes first
    #expect(view.render(width: -1) == "")
  }

  @Test("a view controller loads its view once, on first use: loadView, then viewDidLoad")
  func viewController() {
    final class Screen: UIViewController {
      var log: [String] = []
      let table = UITableView(frame: .zero, style: .plain)
      override func loadView() {
        log.append("loadView")
        view = table
      }
      override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
      }
    }
    let screen = Screen()
    #expect(!screen.isViewLoaded)
    #expect(screen.viewIfLoaded == nil)
    #expect(screen.view === screen.table)
    _ = screen.view
    screen.loadViewIfNeeded()
    #expect(screen.log == ["loadView", "viewDidLoad"])
    let plain = UIViewController()
    #expect(plain.view.frame == .zero)
    plain.setEditing(true, animated: false)
    #expect(plain.isEditing)
    #expect(UIViewController(coder: NSCoder()) == nil)
  }

  @Test(
    "reloadData and the batch methods are open, as UIKit's: a subclass's override hears each call")
  func openBatchMethods() throws {
    final class RecordingTable: UITableView {
      var calls: [String] = []
      override func reloadData() {
        calls.append("reloadData")
        super.reloadData()
      }
      override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
      {
        calls.append("insertRows \(indexPaths)")
        super.insertRows(at: indexPaths, with: animation)
      }
      override func performBatchUpdates(
        _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
      ) {
        calls.append("performBatchUpdates")
        super.performBatchUpdates(updates, completion: completion)
      }
    }
    final class RecordingGrid: UICollectionView {
      var calls: [String] = []
      override func deleteItems(at indexPaths: [IndexPath]) {
        calls.append("deleteItems \(indexPaths)")
        super.deleteItems(at: indexPaths)
      }
    }
    let model = ListModel(rows: 2)
    let table = RecordingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: model.identifier)
    table.dataSource = model
    table.reloadData()
    model.sections[0].append("new")
    table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
    }
    #expect(
      table.calls == ["reloadData", "performBatchUpdates", "insertRows [[0, 2]]"])
    #expect(table.numberOfRows(inSection: 0) == 3)
    let source = GridSource([3])
    let grid = RecordingGrid(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    grid.dataSource = source
    grid.layoutIfNeeded()
    source.counts = [2]
    grid.deleteItems(at: [IndexPath(item: 0, section: 0)])
    #expect(grid.calls == ["deleteItems [[0, 0]]"])
    #expect(grid.numberOfItems(inSection: 0) == 2)
  }
}
