import Foundation

extension Headless {
  /// The height the host gives a self-sizing row, cell or view showing
  /// `lines` lines of text: 44 points for one line (UIKit's default row on
  /// a phone) and 20 more for each further line; at least one line.
  ///
  /// - Parameter lines: The number of lines shown.
  /// - Returns: The height in points.
  static func fittingHeight(lines: Int) -> CGFloat {
    24 + 20 * CGFloat(max(1, lines))
  }

  /// The lines of text a content configuration shows in `contentView`:
  /// a list configuration's text and secondary text as a list lays them
  /// out, another configuration's drawing (none while the view is hidden).
  ///
  /// - Parameters:
  ///   - configuration: The configuration shown.
  ///   - contentView: The view showing it.
  /// - Returns: The number of lines.
  @MainActor
  static func fittingLineCount(
    of configuration: any UIContentConfiguration, in contentView: UIView
  ) -> Int {
    if let list = configuration as? UIListContentConfiguration {
      return list.lineCount(width: .max)
    }
    return contentView.isHidden ? 0 : contentView.drawnText == nil ? 0 : 1
  }
}
