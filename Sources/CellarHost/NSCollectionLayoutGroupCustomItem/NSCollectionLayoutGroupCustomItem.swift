import Foundation

extension Headless {
  /// One frame a custom group places an item at, UIKit's
  /// `NSCollectionLayoutGroupCustomItem`: what the item provider of
  /// ``Headless/NSCollectionLayoutGroup/custom(layoutSize:itemProvider:)``
  /// returns, relative to the group's origin. Frames are not checked.
  ///
  /// Host shape: a plain immutable class, public but not open, where UIKit's
  /// is an `NSObject` adopting `NSCopying`; `init()` is unavailable, as
  /// UIKit's.
  @MainActor
  public class NSCollectionLayoutGroupCustomItem {
    /// The item's frame, relative to the group's origin.
    public let frame: CGRect

    /// The item's z index. Default 0.
    public let zIndex: Int

    /// Makes a custom item with a frame and a z index.
    ///
    /// - Parameters:
    ///   - frame: The frame, relative to the group's origin.
    ///   - zIndex: The z index.
    public init(frame: CGRect, zIndex: Int) {
      self.frame = frame
      self.zIndex = zIndex
    }

    /// Makes a custom item with a frame and z index 0.
    ///
    /// - Parameter frame: The frame, relative to the group's origin.
    public convenience init(frame: CGRect) {
      self.init(frame: frame, zIndex: 0)
    }

    /// Unavailable, as UIKit's: make a custom item with a frame.
    @available(*, unavailable, message: "use init(frame:)")
    public init() {
      fatalError("NSCollectionLayoutGroupCustomItem.init() is unavailable")
    }
  }

  /// What a custom group asks for its items' frames, UIKit's
  /// `NSCollectionLayoutGroupCustomItemProvider`: given the layout
  /// environment (with the group's geometry), the frames of one group.
  public typealias NSCollectionLayoutGroupCustomItemProvider =
    (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
}
