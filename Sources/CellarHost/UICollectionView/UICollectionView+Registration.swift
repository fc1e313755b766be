import Foundation

#if canImport(Synchronization) && !canImport(Darwin)
  import Synchronization
#endif

extension Headless.UICollectionView {
  /// How to make and configure one kind of cell, UIKit's
  /// `UICollectionView.CellRegistration`: the cell's class and a handler
  /// that configures it for an item.
  ///
  /// Make registrations once, up front (a property of the screen), and
  /// dequeue with ``Headless/UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``:
  /// the first dequeue registers the class under a reuse identifier of its
  /// own, so nothing is registered by hand. A registration made while a
  /// collection view is asking for a cell (inside `cellForItemAt`) would
  /// make a new identifier, and so new cells, for every request: from
  /// iOS 15, UIKit raises when it is used, and so does the host.
  ///
  /// Reuse identifiers are numbered per collection view, in the order of
  /// first use (`"MyCell#1"`), so update logs do not depend on other tests.
  public struct CellRegistration<Cell, Item> where Cell: Headless.UICollectionViewCell {
    /// Configures a dequeued cell for the item at an index path.
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) ->
      Void

    /// The handler.
    let handler: Handler
    /// The registration's identity.
    let token: RegistrationToken

    /// Makes a registration for `Cell`, made with `init(frame:)`.
    ///
    /// - Parameter handler: Configures each dequeued cell; it runs on every
    ///   dequeue, after the cell's `prepareForReuse()`.
    public init(handler: @escaping Handler) {
      self.handler = handler
      self.token = RegistrationToken(kind: "UICollectionViewCellRegistration")
    }
  }

  /// How to make and configure one kind of supplementary view, UIKit's
  /// `UICollectionView.SupplementaryRegistration`: its class, its element
  /// kind and a handler. Used as ``CellRegistration`` is.
  public struct SupplementaryRegistration<Supplementary>
  where Supplementary: Headless.UICollectionReusableView {
    /// Configures a dequeued view for the element at an index path.
    public typealias Handler = (
      _ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath
    ) -> Void

    /// The element kind, such as ``Headless/UICollectionView/elementKindSectionHeader``.
    let elementKind: String
    /// The handler.
    let handler: Handler
    /// The registration's identity.
    let token: RegistrationToken

    /// Makes a registration for `Supplementary` views of a kind, made
    /// with `init(frame:)`.
    ///
    /// - Parameters:
    ///   - elementKind: The element kind the views are for.
    ///   - handler: Configures each dequeued view; it runs on every dequeue,
    ///     after the view's `prepareForReuse()`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      self.token = RegistrationToken(kind: "UICollectionViewSupplementaryRegistration")
    }
  }

  /// A cell for the item being requested, made or reused from a
  /// registration and configured by its handler, UIKit's
  /// `dequeueConfiguredReusableCell(using:for:item:)`.
  ///
  /// The first dequeue with a registration registers its class. The
  /// handler runs on every dequeue, after `prepareForReuse()`; with a `nil`
  /// item it does not run (UIKit does not document that case).
  ///
  /// - Parameters:
  ///   - registration: The registration.
  ///   - indexPath: The item being requested.
  ///   - item: What the handler configures the cell for.
  /// - Returns: The configured cell.
  /// - Note: Raises UIKit's exception (``UIKitException``) for a
  ///   registration made inside a cell request
  ///   (``DequeueError/registrationCreatedInsideRequest(registration:cell:)``)
  ///   and for what ``dequeueReusableCell(withReuseIdentifier:for:)`` raises;
  ///   it then returns a new, unconfigured cell, never displayed.
  /// - Complexity: O(1) besides the handler.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell where Cell: Headless.UICollectionViewCell {
    UIKitException.raising(
      Self.inert(Cell.self),
      {
        let identifier = try reuseIdentifier(
          for: registration.token, cell: true, ofType: Cell.self
        ) { identifier in
          cellPool.register({ Cell(registeredWith: identifier) }, for: identifier)
        }
        let dequeued = try dequeueCell(withReuseIdentifier: identifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
          throw DequeueError.reconfigureMismatch(
            existing: dequeued.reuseIdentifier, requested: identifier, indexPath: indexPath)
        }
        if let item { registration.handler(cell, indexPath, item) }
        return cell
      })
  }

  /// A supplementary view for the element being requested, made or reused
  /// from a registration and configured by its handler, UIKit's
  /// `dequeueConfiguredReusableSupplementary(using:for:)`.
  ///
  /// - Parameters:
  ///   - registration: The registration; its element kind is the view's.
  ///   - indexPath: The element being requested.
  /// - Returns: The configured view.
  /// - Note: Raises as ``dequeueConfiguredReusableCell(using:for:item:)``
  ///   does, and returns a new, unconfigured view.
  /// - Complexity: O(1) besides the handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary where Supplementary: Headless.UICollectionReusableView {
    UIKitException.raising(
      Self.inert(Supplementary.self),
      {
        let kind = registration.elementKind
        let identifier = try reuseIdentifier(
          for: registration.token, cell: false, ofType: Supplementary.self
        ) { identifier in
          supplementaryPools[SupplementaryKind(rawValue: kind), default: ReusePool()].register(
            { Supplementary(registeredWith: identifier) }, for: identifier)
        }
        let view = try dequeueSupplementaryView(
          ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        // Only an app that registers another class under this registration's
        // identifier by hand can make this cast fail.
        guard let configured = view as? Supplementary else {
          throw DequeueError.supplementaryViewNotDequeued(
            kind: kind, indexPath: indexPath, view: "\(type(of: view))")
        }
        registration.handler(configured, kind, indexPath)
        return configured
      })
  }

  /// A new view without a reuse identifier, which is never displayed: what
  /// a configured dequeue that raised returns.
  private static func inert<View: Headless.UICollectionReusableView>(_ type: View.Type) -> View {
    let view = View(registeredWith: "")
    view.reuseIdentifier = nil
    return view
  }

  /// The reuse identifier of a registration on this view, registering it
  /// (with `register`) at its first use.
  private func reuseIdentifier(
    for token: RegistrationToken, cell: Bool, ofType type: AnyClass,
    register: (String) -> Void
  ) throws -> String {
    let madeInThisRequest = request.map { token.serial > $0.registrationsBefore } ?? false
    guard
      !madeInThisRequest,
      !registrationsMadeInsideRequests.contains(where: { $0.contains(token.serial) })
    else {
      throw DequeueError.registrationCreatedInsideRequest(
        registration: token.description, cell: cell)
    }
    if let known = registrations[ObjectIdentifier(token)] { return known.identifier }
    let identifier = "\(type)#\(registrations.count + 1)"
    registrations[ObjectIdentifier(token)] = (token, identifier)
    register(identifier)
    return identifier
  }
}

// Not Sendable, as in UIKit: a registration holds a handler that configures
// views on the main actor.
@available(*, unavailable)
extension Headless.UICollectionView.CellRegistration: Sendable {}

@available(*, unavailable)
extension Headless.UICollectionView.SupplementaryRegistration: Sendable {}

/// The identity of a cell or supplementary registration: a number from
/// one count of every registration made, which views compare with the
/// numbers made while they asked for a view.
final class RegistrationToken: Sendable, CustomStringConvertible {
  /// UIKit's class name for the registration.
  let kind: String
  /// The registration's number (1, 2, …), also printed as UIKit prints
  /// an address.
  let serial: Int

  init(kind: String) {
    self.kind = kind
    serial = RegistrationCount.next()
  }

  /// `<UICollectionViewCellRegistration: 0x…>`, as UIKit describes one.
  var description: String { "<\(kind): 0x\(String(serial, radix: 16))>" }
}

/// How many cell and supplementary registrations have been made. A view
/// reads it when a request for a view starts and ends: registrations
/// numbered in between were made inside that request. Registrations are
/// made on any thread, so the count is atomic (a lock where the
/// `Synchronization` module needs a newer system than the package's
/// minimum); a request costs two reads, whatever the number of views.
enum RegistrationCount {
  #if canImport(Synchronization) && !canImport(Darwin)
    private static let made = Atomic<Int>(0)

    /// The number of registrations made so far.
    static var current: Int { made.load(ordering: .acquiring) }

    /// Counts a new registration and returns its number.
    static func next() -> Int { made.add(1, ordering: .acquiringAndReleasing).newValue }
  #else
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made = 0

    /// The number of registrations made so far.
    static var current: Int { lock.withLock { made } }

    /// Counts a new registration and returns its number.
    static func next() -> Int {
      lock.withLock {
        made += 1
        return made
      }
    }
  #endif
}
