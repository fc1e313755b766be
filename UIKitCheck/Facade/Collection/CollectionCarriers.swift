import CellarHost
import Foundation

/// The host cell that carries a ``UICollectionViewCell`` in the host's
/// pools: it owns the UIKit cell, forwards `prepareForReuse` and the
/// selection and highlight state to it, and draws its text.
@MainActor
final class CollectionCellCarrier: Headless.UICollectionViewCell {
  /// The UIKit cell this carrier stands for.
  let ui: UICollectionViewCell
  /// Whether state changes reach ``ui`` (off while the host resets its own
  /// state in `prepareForReuse`, which the UIKit cell then does itself).
  private var forwardsState = true

  /// Carries a UIKit cell.
  init(ui: UICollectionViewCell) {
    self.ui = ui
    super.init(frame: ui.frame)
    ui.facadeCarrier = self
  }

  /// Carries a new plain `UICollectionViewCell`.
  override init(frame: CGRect) {
    self.ui = UICollectionViewCell(frame: frame)
    super.init(frame: frame)
    ui.facadeCarrier = self
  }

  /// The host's `init?(coder:)`, which the host requires as UIKit does:
  /// carriers are never decoded.
  required init?(coder: NSCoder) { return nil }

  override var isSelected: Bool {
    didSet { if forwardsState { ui.isSelected = isSelected } }
  }

  override var isHighlighted: Bool {
    didSet { if forwardsState { ui.isHighlighted = isHighlighted } }
  }

  override func prepareForReuse() {
    forwardsState = false
    super.prepareForReuse()
    forwardsState = true
    ui.prepareForReuse()
  }

  override func render(width: Int) -> String {
    String((ui.facadeText ?? "").split(separator: "\n").first ?? "").prefix(max(0, width))
      .description
  }
}

/// The host view that carries a ``UICollectionReusableView`` (a
/// supplementary view) in the host's pools.
@MainActor
final class CollectionReusableViewCarrier: Headless.UICollectionReusableView {
  /// The UIKit view this carrier stands for.
  let ui: UICollectionReusableView

  /// Carries a UIKit view.
  init(ui: UICollectionReusableView) {
    self.ui = ui
    super.init(frame: ui.frame)
    ui.facadeCarrier = self
  }

  /// Carries a new plain `UICollectionReusableView`.
  override init(frame: CGRect) {
    self.ui = UICollectionReusableView(frame: frame)
    super.init(frame: frame)
    ui.facadeCarrier = self
  }

  /// The host's `init?(coder:)`, which the host requires as UIKit does:
  /// carriers are never decoded.
  required init?(coder: NSCoder) { return nil }

  override func prepareForReuse() {
    super.prepareForReuse()
    ui.prepareForReuse()
  }

  override func render(width: Int) -> String {
    String((ui.facadeText ?? "").split(separator: "\n").first ?? "").prefix(max(0, width))
      .description
  }
}

extension UICollectionViewCell {
  /// This cell's carrier, made on the spot for a cell the collection view
  /// did not hand out (which the host then refuses with UIKit's text).
  var cellCarrier: CollectionCellCarrier {
    (carrier as? CollectionCellCarrier) ?? CollectionCellCarrier(ui: self)
  }
}

extension UICollectionReusableView {
  /// This view's carrier, made on the spot for a view the collection view
  /// did not hand out.
  var viewCarrier: Headless.UICollectionReusableView {
    if let carrier { return carrier }
    return CollectionReusableViewCarrier(ui: self)
  }

  /// The UIKit view a host view stands for.
  static func ui(for host: Headless.UICollectionReusableView) -> UICollectionReusableView {
    if let cell = host as? CollectionCellCarrier { return cell.ui }
    if let view = host as? CollectionReusableViewCarrier { return view.ui }
    preconditionFailure("A host view without a UIKit view reached the UIKit facade.")
  }
}

/// Stops with UIKit's text for an error the host threw where UIKit raises
/// an exception (UIKit does not throw).
func uikitRaise(_ error: any Error) -> Never {
  preconditionFailure("UIKit would raise: \(error)")
}
