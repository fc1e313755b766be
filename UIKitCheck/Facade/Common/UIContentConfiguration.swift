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
  /// (a requirement with a default implementation in UIKit too, since
  /// iOS 16: the default accepts configurations of the same type as the
  /// view's current one)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/supports(_:)
  func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
  /// Returns whether `configuration` has the same type as the view's
  /// current configuration, as UIKit's default implementation does ("The
  /// default implementation assumes the view is compatible with
  /// configuration types that match the type of the view's existing
  /// configuration").
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicontentview-5fh3z/supports(_:)
  public func supports(_ configuration: any UIContentConfiguration) -> Bool {
    type(of: configuration) == type(of: self.configuration)
  }
}

/// The requirements for an object that encapsulates a view's state. The
/// facade declares the protocol only (no trait collection, no custom
/// states): its views have a single state.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiconfigurationstate
public protocol UIConfigurationState {}
