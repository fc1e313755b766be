import Foundation

/// The requirements for an object that provides the configuration for a
/// content view.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5
public protocol UIContentConfiguration {
  /// Creates a new instance of the content view using this configuration.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/makecontentview()
  @MainActor func makeContentView() -> any UIView & UIContentView

  /// Generates a configuration for the specified state.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5/updated(for:)
  func updated(for state: any UIConfigurationState) -> Self
}

/// The requirements for a content view that you create using a configuration.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicontentview-5fh3z
@MainActor
public protocol UIContentView: NSObjectProtocol {
  /// The current configuration of the view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/configuration
  var configuration: any UIContentConfiguration { get set }

  /// Whether the view is compatible with the provided configuration.
  /// (optional in UIKit; `true` when not implemented)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/supports(_:)
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Returns `true`, as UIKit assumes when the method is not implemented.
  public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}

/// The requirements for an object that encapsulates a view's state. The
/// facade declares the protocol only (no trait collection, no custom
/// states): its views have a single state.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiconfigurationstate
public protocol UIConfigurationState {}
