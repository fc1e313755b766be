import CellarHost
import CellarTestSupport
import Foundation
import Testing

/// A superview of `size` with one subview at `frame` resized by `mask`.
@MainActor
private func pair(
  _ size: CGSize, _ frame: CGRect, _ mask: UIView.AutoresizingMask
) -> (UIView, UIView) {
  let parent = UIView(frame: CGRect(origin: .zero, size: size))
  let child = UIView(frame: frame)
  child.autoresizingMask = mask
  parent.addSubview(child)
  return (parent, child)
}

/// `UIView.autoresizingMask`, `autoresizesSubviews`, the subview order
/// (`bringSubviewToFront`, `sendSubviewToBack`) and the accessibility
/// values the host keeps.
@MainActor
@Suite struct UIViewAutoresizingTests {
  @Test("no mask keeps the frame; a flexible size takes the whole change")
  func oneFlexiblePart() {
    let (parent, fixed) = pair(
      CGSize(width: 100, height: 40), CGRect(x: 10, y: 5, width: 30, height: 20), [])
    parent.frame.size = CGSize(width: 300, height: 90)
    #expect(fixed.frame == CGRect(x: 10, y: 5, width: 30, height: 20))

    let (grown, filling) = pair(
      CGSize(width: 100, height: 40), CGRect(x: 0, y: 0, width: 100, height: 40),
      [.flexibleWidth, .flexibleHeight])
    grown.frame.size = CGSize(width: 320, height: 44)
    #expect(filling.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    grown.bounds = CGRect(x: 0, y: 0, width: 10, height: 4)
    #expect(filling.frame == CGRect(x: 0, y: 0, width: 10, height: 4))

    // A zero-sized child over a zero-sized parent follows it (UIKit sizes
    // a header after it is configured).
    let (header, toggle) = pair(.zero, .zero, [.flexibleWidth, .flexibleHeight])
    header.frame = CGRect(x: 0, y: 200, width: 375, height: 28)
    #expect(toggle.frame == CGRect(x: 0, y: 0, width: 375, height: 28))

    let (pinned, right) = pair(
      CGSize(width: 100, height: 40), CGRect(x: 60, y: 10, width: 30, height: 20),
      [.flexibleLeftMargin, .flexibleBottomMargin])
    pinned.frame.size = CGSize(width: 200, height: 60)
    #expect(right.frame == CGRect(x: 160, y: 10, width: 30, height: 20))
  }

  @Test(
    "several flexible parts share the change in proportion to their sizes, equally when all are zero"
  )
  func proportionalShare() {
    // Left margin 10, right margin 60: 70 points of growth go 10 and 60.
    let (parent, child) = pair(
      CGSize(width: 100, height: 40), CGRect(x: 10, y: 0, width: 30, height: 40),
      [.flexibleLeftMargin, .flexibleRightMargin])
    parent.frame.size.width = 170
    #expect(child.frame == CGRect(x: 20, y: 0, width: 30, height: 40))
    // Width 20 and right margin 60 (of 100): shrinking by 40 takes 10 and 30.
    let (other, sized) = pair(
      CGSize(width: 100, height: 40), CGRect(x: 20, y: 0, width: 20, height: 40),
      [.flexibleWidth, .flexibleRightMargin])
    other.frame.size.width = 60
    #expect(sized.frame == CGRect(x: 20, y: 0, width: 10, height: 40))
    // All three parts zero: equal thirds.
    let (empty, dot) = pair(
      .zero, .zero, [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
    empty.frame.size.width = 90
    #expect(dot.frame == CGRect(x: 30, y: 0, width: 30, height: 0))
  }

  @Test("seeded random masks and frames keep the margins and size summing to the superview's")
  func sharesSumToTheNewSize() throws {
    for seed in SeededRandom.seeds(200) {
      try withSeed(seed) { random in
        let old = CGSize(width: CGFloat(random.int(400) + 1), height: CGFloat(random.int(400) + 1))
        let x = CGFloat(random.int(Int(old.width)))
        let width = CGFloat(random.int(Int(old.width - x) + 1))
        let y = CGFloat(random.int(Int(old.height)))
        let height = CGFloat(random.int(Int(old.height - y) + 1))
        let mask = UIView.AutoresizingMask(rawValue: UInt(random.int(64)))
        let (parent, child) = pair(old, CGRect(x: x, y: y, width: width, height: height), mask)
        let new = CGSize(width: CGFloat(random.int(800)), height: CGFloat(random.int(800)))
        parent.frame.size = new
        let frame = child.frame
        let horizontal: UIView.AutoresizingMask = [
          .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
        ]
        let vertical: UIView.AutoresizingMask = [
          .flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin,
        ]
        if mask.isDisjoint(with: horizontal) {
          #expect(frame.origin.x == x && frame.size.width == width, "seed \(seed)")
        } else {
          let right = new.width - (frame.origin.x + frame.size.width)
          let oldRight = old.width - x - width
          #expect(abs(frame.origin.x + frame.size.width + right - new.width) < 1e-9, "seed \(seed)")
          if !mask.contains(.flexibleLeftMargin) { #expect(frame.origin.x == x, "seed \(seed)") }
          if !mask.contains(.flexibleWidth) { #expect(frame.size.width == width, "seed \(seed)") }
          if !mask.contains(.flexibleRightMargin) {
            #expect(abs(right - oldRight) < 1e-9, "seed \(seed)")
          }
        }
        if mask.isDisjoint(with: vertical) {
          #expect(frame.origin.y == y && frame.size.height == height, "seed \(seed)")
        } else if !mask.contains(.flexibleTopMargin) {
          #expect(frame.origin.y == y, "seed \(seed)")
        }
      }
    }
  }

  @Test("autoresizesSubviews false, hostile sizes and nested views")
  func switchedOffAndHostile() {
    let (parent, child) = pair(
      CGSize(width: 100, height: 40), CGRect(x: 0, y: 0, width: 100, height: 40),
      [.flexibleWidth, .flexibleHeight])
    parent.autoresizesSubviews = false
    parent.frame.size = CGSize(width: 200, height: 80)
    #expect(child.frame.size == CGSize(width: 100, height: 40))
    parent.autoresizesSubviews = true
    // Non-finite and negative sizes change nothing they cannot express and never trap.
    parent.frame.size = CGSize(width: CGFloat.infinity, height: -.infinity)
    #expect(child.frame.size == CGSize(width: 100, height: 40))
    parent.frame.size = CGSize(width: CGFloat.nan, height: 40)
    parent.frame.size = CGSize(width: 100, height: -10)
    #expect(child.frame.size.height == -10)
    // A grandchild follows its resized parent.
    let (outer, middle) = pair(
      CGSize(width: 100, height: 40), CGRect(x: 0, y: 0, width: 100, height: 40), [.flexibleWidth])
    let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
    inner.autoresizingMask = .flexibleWidth
    middle.addSubview(inner)
    outer.frame.size.width = 250
    #expect(inner.frame.size.width == 250)
  }

  @Test("bringSubviewToFront and sendSubviewToBack reorder subviews; a stranger is ignored")
  func subviewOrder() {
    let parent = UIView()
    let (a, b, c) = (UIView(), UIView(), UIView())
    for view in [a, b, c] { parent.addSubview(view) }
    parent.bringSubviewToFront(a)
    #expect(parent.subviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
    parent.sendSubviewToBack(c)
    #expect(parent.subviews.map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
    parent.bringSubviewToFront(UIView())
    parent.sendSubviewToBack(parent)
    #expect(parent.subviews.count == 3)
  }

  @Test("accessibility values are kept: traits combine by name; plain views are not elements")
  func accessibility() {
    let view = UIView()
    #expect(view.accessibilityTraits == .none && !view.isAccessibilityElement)
    view.accessibilityTraits = [.button, .selected]
    view.isAccessibilityElement = true
    #expect(
      view.accessibilityTraits.contains(.button) && !view.accessibilityTraits.contains(.header))
    #expect(view.isAccessibilityElement)
  }
}
