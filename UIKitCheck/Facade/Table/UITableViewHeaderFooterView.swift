import CellarHost
import Foundation

/// A reusable view that you place at the top or bottom of a table section
/// to display additional information for that section.
///
/// In the facade a header or footer is carried by a host view (a private
/// carrier) that the host table pools and displays, and that renders this
/// view's text.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview
@MainActor
open class UITableViewHeaderFooterView: UIView {
  /// The identifier given at creation.
  private let storedReuseIdentifier: String?

  /// Creates a header or footer view with the specified reuse identifier.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)
  public init(reuseIdentifier: String?) {
    self.storedReuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
  }

  /// Creates a view from an archive; the facade has no archives, so this
  /// makes a view without a reuse identifier.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    self.storedReuseIdentifier = nil
    super.init(coder: coder)
  }

  /// Creates a view without a reuse identifier, with a frame.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  /// The facade's way to instantiate a registered class by its metatype
  /// (UIKit calls `initWithReuseIdentifier:` dynamically; Swift needs a
  /// `required` initializer). Subclasses that override
  /// `init(reuseIdentifier:)` and `init?(coder:)` inherit it.
  @_spi(Facade)
  public required convenience init(registeredReuseIdentifier reuseIdentifier: String?) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// A string used to identify a reusable header or footer.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/reuseidentifier
  open var reuseIdentifier: String? {
    (facadeCarrier as? TableHeaderFooterCarrier)?.reuseIdentifier ?? storedReuseIdentifier
  }

  /// A primary text label for the view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/textlabel
  open private(set) var textLabel: UILabel? = UILabel()

  /// A secondary text label for the view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/detailtextlabel
  /// (deprecated in iOS 27.0: the page gives its availability as iOS 6.0-27.0)
  /// Made on first access, as UIKit documents ("Accessing the value in
  /// this property causes the view to create a default label").
  @available(iOS, introduced: 6.0, deprecated: 27.0)
  open var detailTextLabel: UILabel? {
    if storedDetailTextLabel == nil { storedDetailTextLabel = UILabel() }
    return storedDetailTextLabel
  }

  /// The detail label made so far; a content configuration resets it.
  private var storedDetailTextLabel: UILabel?

  /// The content view of the header or footer.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentview
  open private(set) lazy var contentView = UIView(frame: bounds)

  /// The current content configuration of the view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration-6b4eg
  ///
  /// UIKit declares it in a Swift extension (`public`, not `open`: it
  /// cannot be overridden), so the facade does too.
  ///
  /// Setting a non-`nil` configuration resets ``detailTextLabel`` (UIKit:
  /// "Setting a non-`nil` value for `contentConfiguration` resets this
  /// property to `nil`"); the next access makes a new, empty label.
  public var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      if contentConfiguration != nil { storedDetailTextLabel = nil }
    }
  }

  /// Retrieves a default list content configuration for the view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/defaultcontentconfiguration()
  ///
  /// UIKit declares it in a Swift extension (`public`, not `open`: it
  /// cannot be overridden), so the facade does too.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    .header()
  }

  /// Prepares a reusable header or footer view for reuse; the host table
  /// calls it (through the carrier) just before a dequeue hands out a
  /// recycled view. Overrides must call `super`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/prepareforreuse()
  open func prepareForReuse() {}

  /// The text the host table renders: the list configuration's, else the labels'.
  var renderedText: (primary: String?, secondary: String?) {
    if let list = contentConfiguration as? UIListContentConfiguration {
      return (list.text, list.secondaryText)
    }
    return (textLabel?.text, detailTextLabel?.text)
  }
}
