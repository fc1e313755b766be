import Foundation

extension Headless.UIContextualAction {
  /// Runs the action as a tap on its button would, for the host's swipe
  /// drivers (tables' rows and list sections' items): the button, a label
  /// with the action's title, is shown in `cell` while the handler runs.
  ///
  /// - Parameter cell: The swiped row's or item's cell, when it is shown.
  /// - Returns: The value the handler passed to its completion; `false`
  ///   when it did not call it.
  func performAsTapped(in cell: Headless.UIView?) -> Bool {
    var result = false
    let button = Headless.UILabel(text: title)
    cell?.addSubview(button)
    handler(self, button) { result = $0 }
    if button.superview === cell { button.removeFromSuperview() }
    return result
  }
}
