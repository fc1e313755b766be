import Foundation

extension Headless {
  /// A delegate that hands the calls it does not implement to another object:
  /// CellarHost's form of Objective-C's `forwardingTarget(for:)`, for which
  /// Swift on Linux has no runtime.
  ///
  /// On UIKit, an `NSObject` delegate may answer `responds(to:)` for methods
  /// it lacks and name, in `forwardingTarget(for:)`, the object that gets
  /// them. CellarHost's delegate protocols (``UIScrollViewDelegate``,
  /// ``UITableViewDelegate``, ``UICollectionViewDelegate``) answer a method
  /// that a delegate does not implement with a default implementation; when
  /// the delegate conforms to this protocol, that default first hands the
  /// call to ``forwardingDelegate`` (when it is a delegate of the same kind)
  /// and returns its answer, and gives UIKit's default answer only when there
  /// is none. So the methods the delegate implements are its own and the
  /// others are the forwarding delegate's, as on UIKit.
  ///
  /// Cellar's tables and grids use it to give the app's delegate
  /// (`Table.delegate`, `Grid.delegate`) every call they do not answer
  /// themselves. A cycle of forwarding delegates is cut after
  /// ``maximumForwardingHops`` hops, where UIKit would recurse until the
  /// stack overflows: the last one gives UIKit's default answer.
  @MainActor
  public protocol DelegateForwarding: AnyObject {
    /// The object that gets the delegate calls this one does not implement,
    /// or `nil`. Read on each such call, and held as its owner chooses
    /// (Cellar's tables hold it weakly).
    var forwardingDelegate: AnyObject? { get }
  }

  /// The number of forwarding delegates one call passes through at most
  /// (see ``DelegateForwarding``): 16.
  public static let maximumForwardingHops = 16

  /// The forwarding hops of the call under way.
  @MainActor static var forwardingHops = 0
}

extension Headless.UIScrollViewDelegate {
  /// Runs `call` on the delegate this one forwards to (see
  /// ``Headless/DelegateForwarding``) when it is a `Delegate`, and returns
  /// its answer; `nil` when there is none.
  func forwarded<Delegate, Result>(
    as kind: Delegate.Type, _ call: (Delegate) -> Result
  ) -> Result? {
    guard let forwarding = self as? any Headless.DelegateForwarding,
      let target = forwarding.forwardingDelegate as? Delegate,
      Headless.forwardingHops < Headless.maximumForwardingHops
    else { return nil }
    Headless.forwardingHops += 1
    defer { Headless.forwardingHops -= 1 }
    return call(target)
  }

  /// Runs `call` on the scroll-view delegate this one forwards to, if any
  /// (see ``Headless/DelegateForwarding``).
  func forwardedScroll<Result>(_ call: (any Headless.UIScrollViewDelegate) -> Result) -> Result? {
    forwarded(as: (any Headless.UIScrollViewDelegate).self, call)
  }
}

extension Headless.UITableViewDelegate {
  /// Runs `call` on the table-view delegate this one forwards to, if any
  /// (see ``Headless/DelegateForwarding``).
  func forwardedTable<Result>(_ call: (any Headless.UITableViewDelegate) -> Result) -> Result? {
    forwarded(as: (any Headless.UITableViewDelegate).self, call)
  }
}

extension Headless.UICollectionViewDelegate {
  /// Runs `call` on the collection-view delegate this one forwards to, if
  /// any (see ``Headless/DelegateForwarding``).
  func forwardedCollection<Result>(
    _ call: (any Headless.UICollectionViewDelegate) -> Result
  ) -> Result? {
    forwarded(as: (any Headless.UICollectionViewDelegate).self, call)
  }
}
