import Foundation

/// An item's view in a ``CollectionView``: the headless counterpart of
/// `UICollectionViewCell`.
///
/// Register a subclass with
/// ``CollectionView/register(_:forCellWithReuseIdentifier:)``, dequeue it in
/// ``CollectionViewDataSource/collectionView(_:cellForItemAt:)`` with
/// ``CollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` and set
/// its ``CollectionReusableView/label``. Override
/// ``CollectionReusableView/prepareForReuse()`` (calling `super`) to reset
/// state. Selection and highlighting are not simulated yet.
@MainActor
open class CollectionViewCell: CollectionReusableView {}
