import Foundation

extension Headless {
  /// A screen's controller, UIKit's `UIViewController`, reduced to its view's
  /// life cycle, so that a screen written for UIKit (a table or grid in
  /// `viewDidLoad`) compiles and runs on the host.
  ///
  /// The view loads the first time ``view`` is read (or at
  /// ``loadViewIfNeeded()``): ``loadView()`` makes it (by default an empty
  /// ``UIView``), then ``viewDidLoad()`` runs, once. There is no window,
  /// appearance cycle, navigation, presentation or responder chain: the
  /// class derives from `NSObject` directly (UIKit's from `UIResponder`).
  @MainActor
  open class UIViewController: NSObject {
    /// The view once loaded.
    private var loadedView: UIView?

    /// The name of the nib the controller loads its view from: never used
    /// (the host has no nibs), kept as given.
    open private(set) var nibName: String?

    /// The bundle of ``nibName``: kept as given.
    open private(set) var nibBundle: Bundle?

    /// Creates a controller, UIKit's designated initializer; the host loads
    /// no nib whatever the arguments.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: A nib's name, or `nil`.
    ///   - nibBundleOrNil: The nib's bundle, or `nil`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      nibName = nibNameOrNil
      nibBundle = nibBundleOrNil
      super.init()
    }

    /// Creates a controller with no nib, UIKit's `init()`.
    public override convenience init() {
      self.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller from an archive, UIKit's `init?(coder:)`: the
    /// host has no storyboards, so it always fails.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The controller's root view, loaded (``loadView()`` then
    /// ``viewDidLoad()``) the first time it is read. UIKit's is implicitly
    /// unwrapped, and so is this one: setting `nil` unloads it, and the next
    /// read loads it again.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var view: UIView! {
      get {
        loadViewIfNeeded()
        return loadedView
      }
      set { loadedView = newValue }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it, UIKit's `viewIfLoaded`.
    open var viewIfLoaded: UIView? { loadedView }

    /// Loads the view if it is not loaded: ``loadView()`` (an empty
    /// ``UIView`` when that sets none), then ``viewDidLoad()``.
    open func loadViewIfNeeded() {
      guard loadedView == nil else { return }
      loadView()
      if loadedView == nil { loadedView = UIView() }
      viewDidLoad()
    }

    /// Makes the view: by default an empty ``UIView``. Override it to set
    /// ``view`` to your own (do not call `super`, as in UIKit).
    open func loadView() {
      loadedView = UIView()
    }

    /// Called once, after the view is loaded: where a screen builds its
    /// table or grid. The default does nothing.
    open func viewDidLoad() {}

    /// The screen's title.
    open var title: String?

    /// Whether the screen is in editing mode; see ``setEditing(_:animated:)``.
    open var isEditing = false

    /// Turns editing mode on or off, UIKit's `setEditing(_:animated:)`.
    /// Override it to pass the state on (to a table view, say), calling
    /// `super`.
    ///
    /// - Parameters:
    ///   - editing: Whether to edit.
    ///   - animated: Whether UIKit would animate; the host does not.
    open func setEditing(_ editing: Bool, animated: Bool) {
      isEditing = editing
    }
  }
}
