import Foundation

extension Row {
  /// Called when the row's cell is about to be displayed (the table view's
  /// `willDisplay(_:forRowAt:)`), with the model and the row's index path,
  /// after the cell's own ``ConfigurableCell/configureAtWillDisplay(_:)``.
  ///
  /// Unlike ``prefetch``, it is called for rows already on screen when the
  /// table first shows them, so it is the hook for a "load more" row (see
  /// <doc:GettingStarted#Load-more-pages>). It is called again only when the
  /// row's cell is displayed again: a row kept on screen by an update is not
  /// displayed anew.
  ///
  /// It runs as a table callback: an update it asks for (`table.update`,
  /// `+=`) is queued and applied once the table view's current event (the
  /// layout that displays the cell) is over.
  public var onWillDisplay: Action? {
    get { storage.extras?.onWillDisplay }
    set {
      makeUniqueStorage()
      storage.mutableExtras.onWillDisplay = newValue
    }
  }

  /// Called when the row's cell left the screen (the table view's
  /// `didEndDisplaying(_:forRowAt:)`), after the cell's own
  /// ``ConfigurableCell/configureOnHide(_:)``.
  ///
  /// It gets the model of the row the cell showed and the index path the
  /// table view gives (UIKit's: the row's old index path when it was
  /// deleted or moved), never the model of a row that now sits at that
  /// index path: a deleted row's hook is called with its own model. A row
  /// kept by an update, whose cell stays on screen, ends its display with
  /// the hook and model of the newest row.
  ///
  /// It runs as a table callback, as ``onWillDisplay`` does.
  public var onDidEndDisplaying: Action? {
    get { storage.extras?.onDidEndDisplaying }
    set {
      makeUniqueStorage()
      storage.mutableExtras.onDidEndDisplaying = newValue
    }
  }
}
