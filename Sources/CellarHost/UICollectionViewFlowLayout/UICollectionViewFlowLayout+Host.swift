import Foundation

extension Headless.UICollectionViewFlowLayout: HostLaidOutLayout {
  func prepareForHost(
    collectionViewSize: CGSize, contentInset: Headless.UIEdgeInsets,
    numberOfItemsInSections counts: [Int]
  ) throws {
    try prepare(
      collectionViewSize: collectionViewSize, contentInset: contentInset,
      numberOfItemsInSections: counts)
  }

  var scrollsVertically: Bool { scrollDirection == .vertical }

  func replacementForTakenLayout() -> any HostLaidOutLayout {
    let replacement = Headless.UICollectionViewFlowLayout()
    replacement.copyMetrics(from: self)
    return replacement
  }
}
