import Foundation

extension Headless {
  /// How an orthogonally scrolling section's own scroller bounces and slows
  /// down, UIKit's `UICollectionLayoutSectionOrthogonalScrollingProperties`
  /// (iOS 17): a section's
  /// ``Headless/NSCollectionLayoutSection/orthogonalScrollingProperties``,
  /// changed in place.
  ///
  /// ```swift
  /// section.orthogonalScrollingProperties.bounce = .never
  /// ```
  ///
  /// Defaults: `.automatic` deceleration
  /// (the collection view's) and `.automatic` bounce.
  /// The host keeps them for the section's scroller; it simulates no
  /// deceleration or bounce.
  @MainActor
  public class UICollectionLayoutSectionOrthogonalScrollingProperties {
    /// How quickly a section's scroller slows down after a flick, UIKit's
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate`.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
      /// The rate: the fraction of its speed the scroller keeps each
      /// millisecond; 0 for ``automatic``.
      public let rawValue: CGFloat

      /// Makes a rate.
      ///
      /// - Parameter rawValue: The fraction of its speed the scroller keeps
      ///   each millisecond.
      public init(rawValue: CGFloat) {
        self.rawValue = rawValue
      }

      /// The collection view's own rate (the host's raw value, 0, is its
      /// own: UIKit's is not documented).
      public static let automatic = DecelerationRate(rawValue: 0)
      /// The scroll view's normal rate, 0.998.
      public static let normal = DecelerationRate(rawValue: 0.998)
      /// The scroll view's fast rate, 0.99.
      public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Whether a section's scroller bounces at its content's ends, UIKit's
    /// `UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce`.
    public enum Bounce: Int, Sendable {
      /// It bounces when it reaches an end of its content.
      case automatic = 0
      /// It bounces even when the content fits.
      case always = 1
      /// It stops at the ends without bouncing.
      case never = 2
    }

    /// How quickly the scroller slows down. Default `.automatic`.
    public var decelerationRate = DecelerationRate.automatic

    /// Whether the scroller bounces. Default `.automatic`.
    public var bounce = Bounce.automatic

    /// Makes the default properties.
    public init() {}
  }
}
