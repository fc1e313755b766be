import Foundation

extension Headless.UICollectionView {
  /// A misuse of the dequeue methods or of what the data source returns,
  /// with UIKit's exception text.
  ///
  /// Index paths print as UIKit prints them, with the pointer elided
  /// (`<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`).
  public enum DequeueError: Error, Hashable, Sendable, CustomStringConvertible, RaisedByUIKit {
    /// Nothing is registered for the identifier (and, for a supplementary
    /// view, the kind). `kind` is `UICollectionElementKindCell` for cells.
    case unregisteredIdentifier(kind: String, identifier: String)
    /// The data source returned a cell it did not dequeue for this request
    /// (one made directly, displayed or pooled).
    case cellNotDequeued(indexPath: IndexPath)
    /// The data source returned no supplementary view, or one it did not
    /// dequeue; `view` is `nil` for no view.
    case supplementaryViewNotDequeued(kind: String, indexPath: IndexPath, view: String?)
    /// While reconfiguring an item, the data source dequeued another reuse
    /// identifier than the existing cell's, or returned another cell.
    case reconfigureMismatch(existing: String?, requested: String?, indexPath: IndexPath)
    /// A cell (`cell`) or supplementary registration made while the
    /// collection view was asking its data source for a view was used to
    /// dequeue. The reason for supplementary views follows UIKit's text
    /// for cells.
    case registrationCreatedInsideRequest(registration: String, cell: Bool)

    /// UIKit's exception reason.
    public var description: String {
      switch self {
      case .unregisteredIdentifier(let kind, let identifier):
        return "could not dequeue a view of kind: \(kind) with identifier \(identifier) - "
          + "must register a nib or a class for the identifier or connect a prototype cell "
          + "in a storyboard"
      case .cellNotDequeued:
        return "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
          + "reuseIdentifier - cells must be retrieved by calling "
          + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:"
      case .supplementaryViewNotDequeued(let kind, let indexPath, let view):
        return "the view returned from -collectionView:viewForSupplementaryElementOfKind:"
          + "atIndexPath (\(kind),\(indexPath.uikitDescription)) was not retrieved by calling "
          + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: "
          + "or is nil (\(view ?? "(null)"))"
      case .reconfigureMismatch(let existing, let requested, let indexPath):
        return "Attempted to dequeue a cell for a different reuse identifier than the existing "
          + "cell when reconfiguring an item, which is not allowed. Existing cell's reuse "
          + "identifier: \(existing ?? "(null)"), requested reuse identifier: "
          + "\(requested ?? "(null)"), index path: \(indexPath.uikitDescription)"
      case .registrationCreatedInsideRequest(let registration, cell: true):
        return "Attempted to dequeue a cell using a registration that was created inside "
          + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource "
          + "cell provider. Creating a new registration each time a cell is requested will prevent "
          + "reuse and cause created cells to remain inaccessible in memory for the lifetime of the "
          + "collection view. Registrations should be created up front and reused. Registration: "
          + registration
      case .registrationCreatedInsideRequest(let registration, cell: false):
        return "Attempted to dequeue a supplementary view using a registration that was created "
          + "inside -collectionView:viewForSupplementaryElementOfKind:atIndexPath: or inside a "
          + "UICollectionViewDiffableDataSource supplementary view provider. Creating a new "
          + "registration each time a supplementary view is requested will prevent reuse and cause "
          + "created supplementary views to remain inaccessible in memory for the lifetime of the "
          + "collection view. Registrations should be created up front and reused. Registration: "
          + registration
      }
    }
  }

  /// A scroll that cannot be done: a request that names no item (with
  /// UIKit's text), or a simulated drag the simulator refuses. The
  /// collection view is left as it was.
  public enum ScrollError: Error, Hashable, Sendable, CustomStringConvertible, RaisedByUIKit {
    /// The name UIKit raises it under: `NSInvalidArgumentException`.
    var exceptionName: UIKitException.Name { .invalidArgument }

    /// The index path names no item of the cached counts.
    case invalidIndexPath(IndexPath)
    /// ``Headless/UIScrollView/dragToScroll(by:velocity:steps:)`` with a distance or a
    /// velocity that is not finite, or fewer than one step or more than
    /// ``Headless/UIScrollView/maximumDragSteps``.
    case invalidDrag(distance: CGFloat, velocity: CGFloat, steps: Int)
    /// ``Headless/UIScrollView/dragToScroll(by:velocity:steps:)`` called while a
    /// simulated drag or its deceleration runs (from one of its callbacks,
    /// such as `scrollViewDidScroll`): one finger cannot start a second
    /// drag. Nothing happens; the drag in progress goes on.
    case dragInProgress
    /// ``Headless/UICollectionView/setOrthogonalOffset(_:inSection:)`` or
    /// ``Headless/UICollectionView/dragOrthogonalSection(_:by:velocity:)``
    /// named a section that does not scroll on its own: its layout is not
    /// compositional, the section does not exist, or its
    /// `orthogonalScrollingBehavior` is `.none`. Nothing moves.
    case notOrthogonal(section: Int)

    /// UIKit's exception reason for ``invalidIndexPath(_:)``; the
    /// simulator's own message (the table's) for the drags.
    public var description: String {
      switch self {
      case .invalidIndexPath(let indexPath):
        "attempt to scroll to invalid index path: \(indexPath.uikitDescription)"
      case .invalidDrag(let distance, let velocity, let steps):
        UITableView.ScrollError.invalidDrag(distance: distance, velocity: velocity, steps: steps)
          .description
      case .dragInProgress:
        UITableView.ScrollError.dragInProgress.description
      case .notOrthogonal(let section):
        "section \(section) does not scroll orthogonally: give it a compositional layout section "
          + "whose orthogonalScrollingBehavior is not .none"
      }
    }
  }

  /// Counts from the data source that cannot be laid out. UIKit has no
  /// message for these (it misbehaves), so the texts are Cellar's own.
  public enum DataSourceError: Error, Hashable, Sendable, CustomStringConvertible, RaisedByUIKit {
    /// `numberOfSections(in:)` returned a negative number.
    case negativeNumberOfSections(Int)
    /// `collectionView(_:numberOfItemsInSection:)` returned a negative number.
    case negativeNumberOfItems(section: Int, count: Int)

    /// The message, saying what was wrong and where.
    public var description: String {
      switch self {
      case .negativeNumberOfSections(let count):
        "The data source returned \(count) sections; the number of sections must not be negative."
      case .negativeNumberOfItems(let section, let count):
        "The data source returned \(count) items for section \(section); "
          + "the number of items must not be negative."
      }
    }
  }
}
