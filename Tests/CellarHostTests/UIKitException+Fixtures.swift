import CellarHost

// Compares the exception a UIKit member raised with the host's error value
// for the same mistake, whose description is UIKit's reason text:
// `#expect(UIKitException.catching { ... } == .deleteRowOutOfRange(...))`.

/// Whether `exception` is UIKit's `NSInternalInconsistencyException` for `error`.
@MainActor
func == (exception: UIKitException?, error: UITableView.UpdateError) -> Bool {
  exception == UIKitException(name: .internalInconsistency, reason: error.description)
}

/// Whether `exception` is UIKit's `NSInternalInconsistencyException` for `error`.
@MainActor
func == (exception: UIKitException?, error: UITableView.DequeueError) -> Bool {
  exception == UIKitException(name: .internalInconsistency, reason: error.description)
}

/// Whether `exception` is UIKit's `NSRangeException` for `error`.
@MainActor
func == (exception: UIKitException?, error: UITableView.IndexError) -> Bool {
  exception == UIKitException(name: .range, reason: error.description)
}

/// Whether `exception` is UIKit's `NSInternalInconsistencyException` for `error`.
@MainActor
func == (exception: UIKitException?, error: UICollectionView.UpdateError) -> Bool {
  exception == UIKitException(name: .internalInconsistency, reason: error.description)
}

/// Whether `exception` is UIKit's `NSInternalInconsistencyException` for `error`.
@MainActor
func == (exception: UIKitException?, error: UICollectionView.DequeueError) -> Bool {
  exception == UIKitException(name: .internalInconsistency, reason: error.description)
}

/// Whether `exception` is UIKit's `NSInternalInconsistencyException` for `error`.
@MainActor
func == (exception: UIKitException?, error: UICollectionView.DataSourceError) -> Bool {
  exception == UIKitException(name: .internalInconsistency, reason: error.description)
}

/// Whether `exception` is UIKit's `NSInvalidArgumentException` for `error`.
@MainActor
func == (exception: UIKitException?, error: UICollectionView.ScrollError) -> Bool {
  exception == UIKitException(name: .invalidArgument, reason: error.description)
}

/// Whether `exception` is UIKit's `NSInvalidArgumentException` for `error`.
@MainActor
func == (exception: UIKitException?, error: UICollectionView.SelectionError) -> Bool {
  exception == UIKitException(name: .invalidArgument, reason: error.description)
}

/// Whether `exception` is UIKit's `NSInternalInconsistencyException` for `error`.
@MainActor
func == (exception: UIKitException?, error: UICollectionView.ReentrantUpdateError) -> Bool {
  exception == UIKitException(name: .internalInconsistency, reason: error.description)
}

/// Whether `exception` is the host's `NSInternalInconsistencyException` for `error`.
@MainActor
func == (exception: UIKitException?, error: UICollectionViewListCell.AccessoryError) -> Bool {
  exception == UIKitException(name: .internalInconsistency, reason: error.description)
}
