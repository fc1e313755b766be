import Foundation

extension Headless.UICollectionViewFlowLayout {
  /// UIKit's message for an item longer than its line (spec 3.5): five
  /// lines, the third only when the delegate gives per-item sizes. Pointers
  /// are elided as `0x…`; the collection view's frame is the simulated one.
  ///
  /// - Parameters:
  ///   - perRow: Whether the section's items differ in size (the per-row path).
  ///   - scrollDirection: The pass's scroll direction.
  ///   - collectionViewSize: The collection view's size, shown as its frame.
  /// - Returns: The message's lines joined by newlines.
  func tooLongMessage(
    perRow: Bool, scrollDirection: UICollectionView.ScrollDirection, collectionViewSize size: CGSize
  ) -> String {
    let rule =
      switch scrollDirection {
      case .vertical:
        "the item width must be less than the width of the UICollectionView minus the section"
          + " insets left and right values, minus the content insets left and right values."
      case .horizontal:
        "the item height must be less than the height of the UICollectionView minus the section"
          + " insets top and bottom values, minus the content insets top and bottom values."
      }
    let layout = "<UICollectionViewFlowLayout: 0x…>"
    let frame = "(0 0; \(Self.number(size.width)) \(Self.number(size.height)))"
    var lines = [
      "The behavior of the UICollectionViewFlowLayout is not defined because:",
      rule,
    ]
    if perRow { lines.append("Please check the values returned by the delegate.") }
    lines.append(
      "The relevant UICollectionViewFlowLayout instance is \(layout), and it is attached to"
        + " <UICollectionView: 0x…; frame = \(frame); layout: \(layout)>.")
    lines.append(
      "Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch"
        + " this in the debugger.")
    return lines.joined(separator: "\n")
  }

  /// Appends the message once more, up to ``maximumLogEntries``.
  func appendTooLong(to log: inout [String], perRow: Bool, state: FlowLayoutState) {
    guard log.count < Self.maximumLogEntries else { return }
    log.append(
      tooLongMessage(
        perRow: perRow, scrollDirection: state.scrollDirection,
        collectionViewSize: state.collectionViewSize))
  }

  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
  }
}
