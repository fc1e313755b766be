import Foundation

extension Headless {
  /// The handler of a ``UIAction``, UIKit's `UIActionHandler`.
  public typealias UIActionHandler = @MainActor (UIAction) -> Void

  /// UIKit's `UIAction`: a handler with a title and an identifier, added to a
  /// control for its events (``UIControl/addAction(_:for:)``).
  ///
  /// The host takes UIKit's initializer without its `image`, `attributes`
  /// and `state` parameters (it has no images or menus): a call that leaves
  /// them out compiles on both platforms.
  @MainActor
  open class UIAction {
    /// An action's identity: a control keeps one action per identifier.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      /// The identifier's text.
      public let rawValue: String

      /// Creates an identifier from its text.
      ///
      /// - Parameter rawValue: The text.
      public init(rawValue: String) { self.rawValue = rawValue }

      /// Creates an identifier from its text.
      ///
      /// - Parameter rawValue: The text.
      public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title.
    open var title: String

    /// The action's identifier: the one given, or a unique one.
    public let identifier: Identifier

    /// A title for the action's discoverability (keyboard shortcut) display.
    open var discoverabilityTitle: String?

    /// The control whose event runs the handler, while it runs; `nil` otherwise.
    open private(set) var sender: Any?

    /// The handler.
    let handler: UIActionHandler

    /// Creates an action, UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`
    /// without its image and menu parameters.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - identifier: The identifier; `nil` makes a unique one.
    ///   - discoverabilityTitle: The discoverability title.
    ///   - handler: Runs when the action is performed, with the action (its
    ///     ``sender`` is the control).
    public init(
      title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
      handler: @escaping UIActionHandler
    ) {
      self.title = title
      self.identifier = identifier ?? Identifier(UUID().uuidString)
      self.discoverabilityTitle = discoverabilityTitle
      self.handler = handler
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: Any) {
      let previous = self.sender
      self.sender = sender
      defer { self.sender = previous }
      handler(self)
    }
  }
}
