import Foundation

/// An object that manages a view hierarchy.
///
/// The facade keeps UIKit's view-loading contract: reading `view` loads it
/// once (`loadView()`, then `viewDidLoad()`). There are no appearance
/// callbacks: nothing is ever on screen.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// The name of the nib file, which the facade never loads.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/nibname
  open private(set) var nibName: String?

  /// The bundle of the nib file.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/nibbundle
  open private(set) var nibBundle: Bundle?

  /// Creates a view controller with the nib file in the specified bundle.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    self.nibName = nibNameOrNil
    self.nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a view controller from an archive; the facade has no archives,
  /// so this makes one without a nib.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates a view controller without a nib.
  ///
  /// UIKit: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The view that the controller manages, loaded on first access.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view is currently loaded into memory.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/isviewloaded
  open var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it has not yet been loaded.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView() }
    viewDidLoad()
  }

  /// Creates the view that the controller manages; the default makes a
  /// plain `UIView`. Overrides assign `view` and do not call `super`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
  open func loadView() {
    loadedView = UIView()
  }

  /// Called after the controller's view is loaded into memory.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  open func viewDidLoad() {}

  /// A localized string that represents the view this controller manages.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  open var title: String?

  /// Whether the view controller allows the user to edit its contents.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting
  open var isEditing = false

  /// Sets whether the view controller shows an editable view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)
  open func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
  }
}
