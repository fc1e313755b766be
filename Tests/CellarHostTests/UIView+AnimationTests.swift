import CellarHost
import Foundation
import Testing

/// `UIView.performWithoutAnimation(_:)`: the changes run at once, with
/// animations disabled meanwhile, and nested calls restore the state.
@MainActor
@Suite struct UIViewAnimationTests {
  @Test("changes run at once with animations disabled, then enabled again, nested too")
  func withoutAnimation() {
    #expect(UIView.areAnimationsEnabled)
    var seen: [Bool] = []
    let view = UIView(frame: .zero)
    UIView.performWithoutAnimation {
      seen.append(UIView.areAnimationsEnabled)
      UIView.performWithoutAnimation { seen.append(UIView.areAnimationsEnabled) }
      seen.append(UIView.areAnimationsEnabled)
      view.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    }
    #expect(seen == [false, false, false])
    #expect(view.frame.width == 10)
    #expect(UIView.areAnimationsEnabled)
  }
}
