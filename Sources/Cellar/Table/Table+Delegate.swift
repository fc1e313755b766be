import Foundation

/// What the table's coordinator (`TableCoordinator`) asks of the table as
/// the table view's delegate and prefetch data source: header and footer
/// views, display and swipe callbacks, prefetching.
extension Table {
  /// The configured view of a header or footer that is a typed view, else
  /// `nil`; a view of the wrong class is reported through ``CellarList/onError``.
  func headerFooterView(_ item: HeaderFooter, section: Int) -> UITableViewHeaderFooterView? {
    guard case .view(let storage) = item.content else { return nil }
    let identifier = storage.reuseIdentifier
    guard let view = dequeueHeaderFooter(for: storage, identifier: identifier) else {
      return nil
    }
    guard storage.isShown(by: view) else {
      report(
        TableError.headerFooterClassMismatch(
          reuseIdentifier: identifier, expected: storage.viewTypeName,
          actual: String(reflecting: type(of: view)), section: section))
      return nil
    }
    inCallback { storage.configure(view) }
    return view
  }

  /// Calls the ``HeaderFooter/onWillDisplay`` of a section's header or
  /// footer, and keeps it by view for the end of its display; a
  /// collapsible section's header gets its toggle, and a footer loses one
  /// (headers and footers share the table view's reuse pools).
  func willDisplay(_ view: AnyObject, _ kind: HeaderFooter.Kind, section: Int) {
    if let view = view as? UIView {
      if kind == .header {
        refreshHeaderOutline(in: view, section: section)
      } else {
        refreshFooterOutline(in: view, section: section)
      }
    }
    let item =
      kind == .header ? self.section(at: section)?.header : self.section(at: section)?.footer
    guard let item else { return }
    displayedHeaderFooters[ObjectIdentifier(view)] = item
    guard let hook = item.onWillDisplay else { return }
    inCallback { hook(item, section) }
  }

  /// Calls the ``HeaderFooter/onDidEndDisplaying`` of the header or footer
  /// a view showed (even when its section was deleted since).
  func didEndDisplaying(
    _ view: AnyObject, _ kind: HeaderFooter.Kind, section: Int
  ) {
    guard let item = displayedHeaderFooters.removeValue(forKey: ObjectIdentifier(view)),
      let hook = item.onDidEndDisplaying
    else { return }
    inCallback { hook(item, section) }
  }
}
