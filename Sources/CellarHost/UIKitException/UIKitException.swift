import Foundation

/// An exception UIKit would raise: its name and UIKit's reason text. The
/// host's own type, not UIKit's.
///
/// Where UIKit raises an Objective-C exception (a batch update that does not
/// match the data source's counts, a dequeue with an identifier nothing is
/// registered for, a scroll to a row that does not exist), CellarHost's
/// UIKit members call ``raise(_:)``, which by default stops the program with
/// the message UIKit prints for an uncaught exception, as an app does:
///
/// ```
/// *** Terminating app due to uncaught exception 'NSInternalInconsistencyException',
/// reason: 'attempt to delete row 5 from section 0 which only contains 3 rows before the update'
/// ```
///
/// Tests observe a would-be exception without stopping with
/// ``catching(_:)``: inside its body a raise is recorded instead, and the
/// member that raised returns at once having changed nothing (the host
/// checks before it changes anything; a member that must return a value
/// returns an inert one, documented on the member).
///
/// ```swift
/// let exception = UIKitException.catching {
///   tableView.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
/// }
/// #expect(exception?.reason == "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
/// ```
///
/// CellarHost's article "UIKit exceptions" says how raises work and how to
/// test them.
public struct UIKitException: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name of an exception, as Foundation's `NSExceptionName`.
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The name, as UIKit prints it (`NSInternalInconsistencyException`).
    public let rawValue: String

    /// Makes a name.
    ///
    /// - Parameter rawValue: The name, as UIKit prints it.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// `NSInternalInconsistencyException`: what UIKit raises for an invalid
    /// batch update or a dequeue it cannot serve.
    public static let internalInconsistency = Name(rawValue: "NSInternalInconsistencyException")

    /// `NSInvalidArgumentException`: what UIKit raises for an index path a
    /// collection view does not have.
    public static let invalidArgument = Name(rawValue: "NSInvalidArgumentException")

    /// `NSRangeException`: what UIKit raises for a row or section a table
    /// view does not have.
    public static let range = Name(rawValue: "NSRangeException")
  }

  /// The exception's name.
  public let name: Name

  /// UIKit's reason text.
  public let reason: String

  /// Makes an exception.
  ///
  /// - Parameters:
  ///   - name: The exception's name.
  ///   - reason: UIKit's reason text.
  public init(name: Name, reason: String) {
    self.name = name
    self.reason = reason
  }

  /// The message UIKit prints when the exception is not caught:
  /// `*** Terminating app due to uncaught exception '<name>', reason: '<reason>'`.
  public var description: String {
    "*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason)'"
  }
}

extension UIKitException {
  /// The exceptions recorded by the ``catching(_:)`` scopes in progress,
  /// innermost last: `nil` until the scope's first raise.
  @MainActor private static var scopes: [UIKitException?] = []

  /// Raises an exception as UIKit does: stops the program with
  /// ``description``, unless a ``catching(_:)`` scope is in progress, which
  /// records it (the first of the scope) and lets the caller return.
  ///
  /// CellarHost's UIKit members call it where UIKit raises; an app or a test
  /// double written against UIKit may call it too, where its UIKit
  /// counterpart would raise.
  ///
  /// - Parameter exception: The exception.
  /// - Complexity: O(1).
  @MainActor
  public static func raise(_ exception: UIKitException) {
    guard let innermost = scopes.indices.last else { fatalError(exception.description) }
    if scopes[innermost] == nil { scopes[innermost] = exception }
  }

  /// Runs `body`, recording the first exception raised in it instead of
  /// stopping the program, and returns that exception.
  ///
  /// The member that raised returns at once, having changed nothing, with
  /// an inert value where it returns one (documented on the member); a
  /// layout pass or a batch in progress stops there. Until the scope ends,
  /// every CellarHost member that can raise returns at once as well (the
  /// program would have stopped); other code in `body` after the raise,
  /// yours and the host's members that never raise, still runs: keep one
  /// raising call per scope. Scopes nest: a raise is recorded by the
  /// innermost one, and the scope around it goes on as if nothing was raised.
  ///
  /// ```swift
  /// let exception = UIKitException.catching {
  ///   tableView.scrollToRow(at: IndexPath(row: 9, section: 0), at: .top, animated: false)
  /// }
  /// #expect(exception?.name == .range)
  /// ```
  ///
  /// - Parameter body: The code that may raise.
  /// - Returns: The first exception raised in `body`, or `nil`.
  /// - Throws: What `body` throws (an exception recorded before is then lost).
  /// - Complexity: O(1) besides `body`.
  @MainActor
  public static func catching(_ body: () throws -> Void) rethrows -> UIKitException? {
    scopes.append(nil)
    defer { scopes.removeLast() }
    try body()
    return scopes[scopes.count - 1]
  }

  /// Whether the innermost ``catching(_:)`` scope recorded a raise: the host
  /// then stops what it is doing, as the program would have stopped.
  @MainActor static var isUnwinding: Bool {
    guard let innermost = scopes.last else { return false }
    return innermost != nil
  }
}

/// Thrown inside the host to stop the work in progress after a raise that
/// a ``UIKitException/catching(_:)`` scope recorded; the UIKit member that
/// started the work catches it and returns.
struct UIKitExceptionUnwinding: Error {}

/// An error of the host's that stands for an exception UIKit raises: its
/// `description` is UIKit's reason text.
protocol RaisedByUIKit: Error, CustomStringConvertible {
  /// The name of the exception UIKit raises.
  var exceptionName: UIKitException.Name { get }
}

extension RaisedByUIKit {
  /// `NSInternalInconsistencyException`, UIKit's name for most of them.
  var exceptionName: UIKitException.Name { .internalInconsistency }
}

extension UIKitException {
  /// The exception UIKit raises for an error the host found.
  static func raised(for error: any Error) -> UIKitException {
    if let exception = error as? UIKitException { return exception }
    guard let error = error as? any RaisedByUIKit else {
      return UIKitException(name: .internalInconsistency, reason: String(describing: error))
    }
    return UIKitException(name: error.exceptionName, reason: error.description)
  }

  /// Runs the body of a UIKit member, which the host writes as a throwing
  /// function: an error it throws is raised as UIKit's exception (and the
  /// member returns `inert`); after a raise in a ``catching(_:)`` scope
  /// (this member's or an earlier one's), the member returns `inert` at once.
  ///
  /// - Parameters:
  ///   - inert: What the member returns when it raised or does not run.
  ///   - body: The member's work.
  @MainActor
  static func raising<Result>(
    _ inert: @autoclosure () -> Result, _ body: () throws -> Result
  ) -> Result {
    guard !isUnwinding else { return inert() }
    do {
      return try body()
    } catch is UIKitExceptionUnwinding {
      return inert()
    } catch {
      raise(raised(for: error))
      return inert()
    }
  }

  /// Runs the body of a UIKit member that returns nothing, as
  /// ``raising(_:_:)`` does.
  @MainActor
  static func raising(_ body: () throws -> Void) {
    raising((), body)
  }

  /// Runs the body of one of the host's own test drivers (a simulated tap,
  /// drag or swipe, which are not UIKit API and throw their own errors):
  /// after a raise in a ``catching(_:)`` scope it returns `inert` (at once
  /// when the raise came before it); its errors are thrown.
  @MainActor
  static func driving<Result>(
    _ inert: @autoclosure () -> Result, _ body: () throws -> Result
  ) throws -> Result {
    guard !isUnwinding else { return inert() }
    do {
      return try body()
    } catch is UIKitExceptionUnwinding {
      return inert()
    }
  }

  /// Throws ``UIKitExceptionUnwinding`` when the innermost scope recorded a
  /// raise: the host calls it after it called app code (a data source or
  /// delegate method, an update block), to stop the work in progress as the
  /// program would have stopped.
  @MainActor
  static func stopIfRaised() throws {
    if isUnwinding { throw UIKitExceptionUnwinding() }
  }
}

extension UIKitException {
  /// The class a registration names, as the kind of view the view makes
  /// from it; `nil` after raising UIKit's exception for a class of another
  /// kind (`NSInvalidArgumentException`, "must pass a class of kind
  /// UITableViewCell"), which UIKit's `register` methods raise.
  @MainActor
  static func registered<View: AnyObject>(
    _ aClass: AnyClass, as type: View.Type, kind: String
  ) -> View.Type? {
    if let view = aClass as? View.Type { return view }
    raise(UIKitException(name: .invalidArgument, reason: "must pass a class of kind \(kind)"))
    return nil
  }
}
