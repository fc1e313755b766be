import Foundation

extension Headless.UITableView {
  /// One call the table made to its data source, delegate or prefetch data
  /// source, or one `prepareForReuse()` it triggered, as recorded in
  /// ``Headless/UIScrollView/events`` while ``Headless/UIScrollView/recordsEvents`` is on.
  ///
  /// The names recorded are:
  ///
  /// - data source: `numberOfSections`, `numberOfRowsInSection`,
  ///   `cellForRowAt`, `titleForHeaderInSection`, `titleForFooterInSection`,
  ///   `canEditRowAt`, `canMoveRowAt`, `commit`, `moveRowAt`;
  /// - delegate: `heightForRowAt`, `estimatedHeightForRowAt`,
  ///   `heightForHeaderInSection`, `heightForFooterInSection`,
  ///   `viewForHeaderInSection`, `viewForFooterInSection`, `willDisplay`,
  ///   `didEndDisplaying`, `willDisplayHeaderView`, `didEndDisplayingHeaderView`,
  ///   `willDisplayFooterView`, `didEndDisplayingFooterView`,
  ///   `shouldHighlightRowAt`, `didHighlightRowAt`, `didUnhighlightRowAt`,
  ///   `willSelectRowAt`, `didSelectRowAt`, `willDeselectRowAt`,
  ///   `didDeselectRowAt`, `accessoryButtonTappedForRowWith`,
  ///   `editingStyleForRowAt`, `titleForDeleteConfirmationButtonForRowAt`,
  ///   `willBeginEditingRowAt`, `didEndEditingRowAt`,
  ///   `targetIndexPathForMoveFromRowAt`,
  ///   `leadingSwipeActionsConfigurationForRowAt`,
  ///   `trailingSwipeActionsConfigurationForRowAt`;
  /// - scrolling (``UIScrollViewDelegate``): `scrollViewDidScroll`,
  ///   `scrollViewWillBeginDragging`, `scrollViewWillEndDragging`,
  ///   `scrollViewDidEndDragging`, `scrollViewWillBeginDecelerating`,
  ///   `scrollViewDidEndDecelerating`, `scrollViewDidEndScrollingAnimation`,
  ///   `scrollViewShouldScrollToTop`, `scrollViewDidScrollToTop`;
  /// - the section index: `sectionForSectionIndexTitle` (with the title's
  ///   position as its section); `sectionIndexTitles` is not recorded;
  /// - prefetching: `prefetchRowsAt`, `cancelPrefetchingForRowsAt`;
  /// - the table itself: `prepareForReuse` (with the reuse identifier) and
  ///   `selectionDidChangeNotification` (after a tap changed the selection).
  ///
  /// Calls to the delegate are recorded only when there is a delegate.
  ///
  /// ``name`` is the UIKit method's distinguishing label (`cellForRowAt`,
  /// `willDisplay`, `didSelectRowAt`, `numberOfRowsInSection`, ...) and
  /// ``subject`` its index path or section, so a whole trace reads as
  /// `["numberOfSections", "numberOfRowsInSection 0", "heightForRowAt [0, 0]",
  /// "cellForRowAt [0, 0]", "willDisplay [0, 0]", ...]` through
  /// ``description``.
  public struct Event: Hashable, Sendable, CustomStringConvertible {
    /// What an event is about.
    public enum Subject: Hashable, Sendable {
      /// Nothing: a table-wide call such as `numberOfSections`.
      case none
      /// A section.
      case section(Int)
      /// A row.
      case row(IndexPath)
      /// Several rows (prefetching).
      case rows([IndexPath])
      /// A row move, from and to.
      case move(IndexPath, IndexPath)
      /// A reuse identifier (`prepareForReuse`).
      case identifier(String)
    }

    /// The UIKit method's distinguishing label, such as `cellForRowAt`.
    public let name: String

    /// The index path, section or identifier the call was about.
    public let subject: Subject

    /// Creates an event.
    ///
    /// - Parameters:
    ///   - name: The UIKit method's distinguishing label.
    ///   - subject: What the call was about.
    public init(_ name: String, _ subject: Subject = .none) {
      self.name = name
      self.subject = subject
    }

    /// The event as `name subject`, for example `cellForRowAt [0, 2]`,
    /// `numberOfRowsInSection 1` or `moveRowAt [0, 1] -> [0, 3]`.
    public var description: String {
      switch subject {
      case .none: name
      case .section(let section): "\(name) \(section)"
      case .row(let path): "\(name) \(path)"
      case .rows(let paths): "\(name) \(paths)"
      case .move(let from, let to): "\(name) \(from) -> \(to)"
      case .identifier(let identifier): "\(name) \(identifier)"
      }
    }
  }
}
