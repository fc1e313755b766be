import Foundation

extension GridSupplementary: ExpressibleByStringInterpolation {
  /// A header or footer showing a title, written as a string literal: the
  /// same as ``title(_:)``.
  ///
  /// ```swift
  /// GridSection(id: "2026-05", header: "May", footer: "\(photos.count) photos") { ... }
  /// ```
  ///
  /// - Parameter value: The title.
  public init(stringLiteral value: String) {
    self = .title(value)
  }
}
