import CellarHost
import Foundation

// Conversions between the facade's UIKit enums and CellarHost's.

extension UITableView.Style {
  var host: Headless.UITableView.Style {
    switch self {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    }
  }

  init(host: Headless.UITableView.Style) {
    switch host {
    case .plain: self = .plain
    case .grouped: self = .grouped
    case .insetGrouped: self = .insetGrouped
    }
  }
}

extension UITableView.RowAnimation {
  var host: Headless.UITableView.RowAnimation {
    switch self {
    case .fade: .fade
    case .right: .right
    case .left: .left
    case .top: .top
    case .bottom: .bottom
    case .none: .none
    case .middle: .middle
    case .automatic: .automatic
    }
  }
}

extension UITableView.ScrollPosition {
  var host: Headless.UITableView.ScrollPosition {
    switch self {
    case .none: .none
    case .top: .top
    case .middle: .middle
    case .bottom: .bottom
    }
  }
}

extension UITableViewCell.CellStyle {
  /// The carrier's host style: the default style draws as subtitle, so that
  /// a list configuration's secondary text shows (a default-style UIKit cell
  /// has no detail label, so nothing else fills it).
  var carrierStyle: Headless.UITableViewCell.CellStyle {
    switch self {
    case .default, .subtitle: .subtitle
    case .value1: .value1
    case .value2: .value2
    }
  }

  init(host: Headless.UITableViewCell.CellStyle) {
    switch host {
    case .default: self = .default
    case .value1: self = .value1
    case .value2: self = .value2
    case .subtitle: self = .subtitle
    }
  }
}

extension UITableViewCell.EditingStyle {
  var host: Headless.UITableViewCell.EditingStyle {
    switch self {
    case .none: .none
    case .delete: .delete
    case .insert: .insert
    }
  }

  init(host: Headless.UITableViewCell.EditingStyle) {
    switch host {
    case .none: self = .none
    case .delete: self = .delete
    case .insert: self = .insert
    }
  }
}

extension UITableViewCell.AccessoryType {
  var host: Headless.UITableViewCell.AccessoryType {
    switch self {
    case .none: .none
    case .disclosureIndicator: .disclosureIndicator
    case .detailDisclosureButton: .detailDisclosureButton
    case .checkmark: .checkmark
    case .detailButton: .detailButton
    }
  }
}

extension UIContextualAction.Style {
  var host: Headless.UIContextualAction.Style {
    switch self {
    case .normal: .normal
    case .destructive: .destructive
    }
  }
}
