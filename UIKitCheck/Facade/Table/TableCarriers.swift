import CellarHost
import Foundation

/// The host cell that carries a `UITableViewCell` in the host table's pools
/// and visible cells: it forwards the host's reuse, selection, highlight
/// and editing calls to the UIKit cell, and renders its text.
///
/// The carrier owns its UIKit cell; the cell points back weakly (see
/// `UIView.facadeCarrier`), so the pair lives as long as the host holds it.
final class TableCellCarrier: Headless.UITableViewCell {
  /// The UIKit-facing cell.
  let ui: UITableViewCell

  /// Wraps a UIKit cell, taking its style, reuse identifier and accessory.
  init(ui: UITableViewCell) {
    self.ui = ui
    super.init(style: ui.style.carrierStyle, reuseIdentifier: ui.reuseIdentifier)
    accessoryType = ui.accessoryType.host
    ui.facadeCarrier = self
  }

  /// Wraps a new plain UIKit cell (the host's registration path; the facade
  /// registers factories that use ``init(ui:)`` instead).
  override init(style: CellStyle, reuseIdentifier: String?) {
    self.ui = UITableViewCell(style: .init(host: style), reuseIdentifier: reuseIdentifier)
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    ui.facadeCarrier = self
  }

  /// The host's `init?(coder:)`, which the host requires as UIKit does:
  /// carriers are never decoded.
  required init?(coder: NSCoder) { return nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    ui.prepareForReuse()
  }

  override func setSelected(_ selected: Bool, animated: Bool) {
    super.setSelected(selected, animated: animated)
    ui.setSelected(selected, animated: animated)
  }

  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    ui.setHighlighted(highlighted, animated: animated)
  }

  override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    ui.setEditing(editing, animated: animated)
  }

  override func sizeThatFits(width: CGFloat) -> CGFloat {
    syncText()
    return super.sizeThatFits(width: width)
  }

  override func render(width: Int) -> [String] {
    syncText()
    return super.render(width: width)
  }

  /// Copies the UIKit cell's text and accessory into the host labels.
  private func syncText() {
    let text = ui.renderedText
    textLabel?.text = text.primary
    detailTextLabel?.text = text.secondary
    accessoryType = ui.accessoryType.host
  }
}

/// The host view that carries a section header or footer: a
/// `UITableViewHeaderFooterView`, or any `UIView` a delegate returns from
/// `viewForHeaderInSection` (a `UILabel`'s text is rendered; other views
/// render nothing).
final class TableHeaderFooterCarrier: Headless.UITableViewHeaderFooterView {
  /// The UIKit-facing view.
  let view: UIView

  /// Wraps a UIKit view.
  init(view: UIView) {
    self.view = view
    super.init(reuseIdentifier: (view as? UITableViewHeaderFooterView)?.reuseIdentifier)
    view.facadeCarrier = self
  }

  /// Wraps a new plain header-footer view.
  override init(reuseIdentifier: String?) {
    self.view = UITableViewHeaderFooterView(reuseIdentifier: reuseIdentifier)
    super.init(reuseIdentifier: reuseIdentifier)
    view.facadeCarrier = self
  }

  /// The host's `init?(coder:)`, which the host requires as UIKit does:
  /// carriers are never decoded.
  required init?(coder: NSCoder) { return nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    (view as? UITableViewHeaderFooterView)?.prepareForReuse()
  }

  override func sizeThatFits(width: CGFloat) -> CGFloat {
    syncText()
    return super.sizeThatFits(width: width)
  }

  override func render(width: Int) -> [String] {
    syncText()
    return super.render(width: width)
  }

  /// Copies the UIKit view's text into the host labels.
  private func syncText() {
    let text: (primary: String?, secondary: String?)
    switch view {
    case let headerFooter as UITableViewHeaderFooterView: text = headerFooter.renderedText
    case let label as UILabel: text = (label.text, nil)
    default: text = (nil, nil)
    }
    textLabel?.text = text.primary
    detailTextLabel?.text = text.secondary
  }
}
