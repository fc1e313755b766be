import CellarHost
import Foundation

extension UITableView {
  // MARK: Registering and dequeuing

  /// Registers a class to use in creating new table cells.
  ///
  /// The host gets a factory that makes
  /// `cellClass.init(style: .default, reuseIdentifier: identifier)` in a carrier.
  /// A class that is not a `UITableViewCell` stops the program, as UIKit raises.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-4buyd
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      return host.register(factory: nil, forCellReuseIdentifier: identifier)
    }
    guard let cellType = cellClass as? UITableViewCell.Type else {
      preconditionFailure(
        "UIKit would raise: must pass a class of kind UITableViewCell (got \(cellClass))")
    }
    host.register(
      factory: {
        TableCellCarrier(ui: cellType.init(registeredStyle: .default, reuseIdentifier: identifier))
      }, forCellReuseIdentifier: identifier)
  }

  /// Registers a class for use in creating new table header or footer views.
  ///
  /// A class that is not a `UITableViewHeaderFooterView` stops the program,
  /// as UIKit raises.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-4ud5o
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      return host.register(factory: nil, forHeaderFooterViewReuseIdentifier: identifier)
    }
    guard let viewType = aClass as? UITableViewHeaderFooterView.Type else {
      preconditionFailure(
        "UIKit would raise: must pass a class of kind UITableViewHeaderFooterView (got \(aClass))")
    }
    host.register(
      factory: {
        TableHeaderFooterCarrier(view: viewType.init(registeredReuseIdentifier: identifier))
      }, forHeaderFooterViewReuseIdentifier: identifier)
  }

  /// Returns a reusable table-view cell object for the specified reuse
  /// identifier and adds it to the table.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = raisingAsUIKit {
      try host.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
    return ui(dequeued: cell)
  }

  /// Returns a reusable table-view cell object located by its identifier,
  /// or `nil`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    host.dequeueReusableCell(withIdentifier: identifier).map { ui(dequeued: $0) }
  }

  /// Returns a reusable header or footer view located by its identifier, or `nil`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    guard let view = host.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
      return nil
    }
    return bridge.uiView(for: view) as? UITableViewHeaderFooterView
  }

  /// The UIKit cell of a carrier a dequeue returned, kept alive until the
  /// data source hands it back.
  private func ui(dequeued cell: TableViewCell) -> UITableViewCell {
    let carrier = bridge.carrier(of: cell)
    dequeuedCarriers.append(carrier)
    return carrier.ui
  }

  // MARK: Visible content

  /// The table cells that are visible in the table view, in index-path order.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/visiblecells
  public var visibleCells: [UITableViewCell] {
    host.visibleCells.map { bridge.carrier(of: $0).ui }
  }

  /// The index paths, each identifying a visible row in the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows
  public var indexPathsForVisibleRows: [IndexPath]? {
    host.indexPathsForVisibleRows
  }

  /// Returns the table cell at the index path you specify, or `nil` when the
  /// row is not visible.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    host.cellForRow(at: indexPath).map { bridge.carrier(of: $0).ui }
  }

  /// Returns an index path that represents the row and section of a
  /// specified table-view cell, or `nil` when it is not visible.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpath(for:)
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    guard let carrier = cell.carrier else { return nil }
    return host.indexPath(for: carrier)
  }

  /// Returns the header view for the specified section, or `nil` when it is
  /// not displayed.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/headerview(forsection:)
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    host.headerView(forSection: section).flatMap {
      bridge.uiView(for: $0) as? UITableViewHeaderFooterView
    }
  }

  /// Returns the footer view for the specified section, or `nil` when it is
  /// not displayed.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    host.footerView(forSection: section).flatMap {
      bridge.uiView(for: $0) as? UITableViewHeaderFooterView
    }
  }

  // MARK: Counts and geometry

  /// The number of sections for the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/numberofsections
  public var numberOfSections: Int { host.numberOfSections }

  /// Returns the number of rows (table cells) in a specified section.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)
  public func numberOfRows(inSection section: Int) -> Int {
    host.numberOfRows(inSection: section)
  }

  /// Returns the drawing area for a row that an index path identifies.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    host.rectForRow(at: indexPath)
  }

  /// Returns the drawing area for a specified section of the table view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/rect(forsection:)
  public func rect(forSection section: Int) -> CGRect {
    host.rect(forSection: section)
  }

  /// Returns the drawing area for the header of the specified section.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/rectforheader(insection:)
  public func rectForHeader(inSection section: Int) -> CGRect {
    host.rectForHeader(inSection: section)
  }

  /// Returns the drawing area for the footer of the specified section.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/rectforfooter(insection:)
  public func rectForFooter(inSection section: Int) -> CGRect {
    host.rectForFooter(inSection: section)
  }

  /// Returns an index path identifying the row and section at the given point.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpathforrow(at:)
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    host.indexPathForRow(at: point)
  }

  /// Returns an array of index paths, each representing a row enclosed by
  /// a given rectangle.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableview/indexpathsforrows(in:)
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    host.indexPathsForRows(in: rect)
  }
}
