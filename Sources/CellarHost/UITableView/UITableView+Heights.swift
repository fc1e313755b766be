import Foundation

extension Headless.UITableView {
  /// The largest height the table gives a row, header or footer: 2^30
  /// points.
  ///
  /// Heights the table is given (``rowHeight``, ``estimatedRowHeight``,
  /// ``sectionHeaderHeight`` and the other height properties, the delegate's
  /// height and estimate methods, and the sizes cells, headers and footers
  /// measure themselves at) are used as follows, as UIKit clamps them:
  ///
  /// - NaN and ``automaticDimension`` ask for the automatic height;
  /// - a negative height (`-infinity` included) is 0;
  /// - a height above `maximumHeight` (`+infinity` included) is
  ///   `maximumHeight`.
  ///
  /// Each value that is clamped appends a line to ``heightWarnings``, as
  /// UIKit logs to the console. With every height at most 2^30 points, the
  /// content size and offsets stay finite and exact for any number of rows
  /// a table can hold.
  public static let maximumHeight: CGFloat = 1_073_741_824

  /// The most lines ``heightWarnings`` keeps; older lines are dropped.
  public static let heightWarningLimit = 1_000

  /// A height as given, made usable: `nil` when it asks for the automatic
  /// height (NaN or ``automaticDimension``), otherwise clamped to
  /// 0...``maximumHeight``, with a warning when it had to be.
  ///
  /// - Parameter source: What gave the height, for the warning.
  func resolvedHeight(_ height: CGFloat, from source: @autoclosure () -> String) -> Double? {
    let value = Double(height)
    if value.isNaN || value == Double(Self.automaticDimension) { return nil }
    return clampedHeight(value, from: source())
  }

  /// A measured height (a view's `sizeThatFits`), clamped to
  /// 0...``maximumHeight``; NaN measures as 0. Warns when clamped.
  func measuredHeight(_ height: CGFloat, from source: @autoclosure () -> String) -> Double {
    clampedHeight(Double(height), from: source())
  }

  private func clampedHeight(_ value: Double, from source: @autoclosure () -> String) -> Double {
    let maximum = Double(Self.maximumHeight)
    if value >= 0, value <= maximum { return value }
    let used = value > maximum ? maximum : 0
    warnAboutHeight(
      "\(source()) gave an invalid height (\(value)); using \(used) instead. Heights must be between 0 and UITableView.maximumHeight (\(maximum)), or UITableView.automaticDimension."
    )
    return used
  }

  private func warnAboutHeight(_ line: String) {
    if heightWarnings.count >= Self.heightWarningLimit {
      heightWarnings.removeFirst(heightWarnings.count - Self.heightWarningLimit + 1)
    }
    heightWarnings.append(line)
  }
}
