import Foundation

extension Headless {
  /// UIKit's `UIConfigurationState`: the state a configuration is updated for.
  public protocol UIConfigurationState {}

  /// UIKit's `UICellConfigurationState`: a cell's state, given to
  /// ``UIContentConfiguration/updated(for:)``.
  public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is editing.
    public var isEditing = false
    /// Whether the cell is expanded (an outline).
    public var isExpanded = false
    /// Whether the cell shows swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false

    /// Creates the state of an idle cell.
    public init() {}
  }

  /// UIKit's `UIContentConfiguration`: the content and styling of a cell,
  /// header or footer, which makes the view that shows it.
  public protocol UIContentConfiguration {
    /// Makes a view that shows this configuration.
    ///
    /// - Returns: The content view.
    @MainActor func makeContentView() -> any UIView & UIContentView

    /// This configuration adjusted for a state (the host's list
    /// configurations return themselves: it draws no colors).
    ///
    /// - Parameter state: The state.
    /// - Returns: The adjusted configuration.
    func updated(for state: any UIConfigurationState) -> Self
  }

  /// UIKit's `UIContentView`: a view that shows a content configuration.
  @MainActor
  public protocol UIContentView: AnyObject {
    /// The configuration shown.
    var configuration: any UIContentConfiguration { get set }

    /// Whether the view can show a configuration (then a cell gives it the
    /// configuration instead of making a new view).
    ///
    /// - Parameter configuration: The configuration.
    /// - Returns: Whether it can.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
  }
}

extension Headless {
  /// The content view a view with a content configuration shows, as UIKit
  /// picks it for cells, headers and footers: `current` given the
  /// configuration when it supports it, else the configuration's own new
  /// view; an empty view for `nil`.
  @MainActor
  static func contentView(
    showing configuration: (any UIContentConfiguration)?, replacing current: UIView
  ) -> UIView {
    guard let configuration else { return UIView() }
    if let view = current as? any UIContentView, view.supports(configuration) {
      view.configuration = configuration
      return current
    }
    return configuration.makeContentView()
  }

  /// The text lines of a content view, for the text rendering: a list
  /// view's text and secondary text, another view's drawing.
  @MainActor
  static func contentLines(of view: UIView, width: Int) -> [String] {
    if let list = (view as? UIListContentView)?.list {
      return list.drawn(width: width, indent: 0, trailing: nil)
    }
    return view.drawnText.map { [String($0.prefix(max(0, width)))] } ?? []
  }
}

extension Headless.UIContentView {
  /// Whether the view can show a configuration: by default, whether it has
  /// the type of the one shown now, as UIKit's default.
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: Whether it can.
  public func supports(_ configuration: any Headless.UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}
