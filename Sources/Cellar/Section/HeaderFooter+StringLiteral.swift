import Foundation

extension HeaderFooter: ExpressibleByStringInterpolation {
  /// A header or footer showing a title, written as a string literal:
  /// the same as ``title(_:height:)`` with no fixed height.
  ///
  /// ```swift
  /// Section(id: "fruit", header: "Fruit", footer: "\(fruit.count) kinds") { ... }
  /// ```
  ///
  /// - Parameter value: The title.
  public init(stringLiteral value: String) {
    self = .title(value)
  }
}
