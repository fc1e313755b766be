import Foundation

extension Headless.UICollectionView {
  /// Registers a cell class for a reuse identifier, UIKit's
  /// `register(_:forCellWithReuseIdentifier:)`.
  ///
  /// When the identifier's pool is empty, the dequeue method creates a cell
  /// with `init(frame: .zero)` (through
  /// ``Headless/UICollectionReusableView/init(registeredWith:)``, so a subclass's
  /// `override init(frame:)` runs). Registering again replaces the
  /// entry (cells already pooled stay); `nil` unregisters the identifier.
  /// UIKit raises for an empty identifier; here the registration is
  /// ignored, so dequeuing with it raises
  /// ``DequeueError/unregisteredIdentifier(kind:identifier:)``.
  ///
  /// - Parameters:
  ///   - cellClass: The class to instantiate, a `UICollectionViewCell`
  ///     subclass (another class raises UIKit's exception, see
  ///     ``UIKitException``), or `nil` to unregister.
  ///   - identifier: The reuse identifier; must not be empty.
  /// - Complexity: O(1).
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard !identifier.isEmpty else { return }
    guard let cellClass else { return cellPool.register(nil, for: identifier) }
    guard
      let cellType = UIKitException.registered(
        cellClass, as: Headless.UICollectionViewCell.self, kind: "UICollectionViewCell")
    else { return }
    cellPool.register({ cellType.init(registeredWith: identifier) }, for: identifier)
  }

  /// Registers a factory that makes cells for a reuse identifier: the
  /// analogue of UIKit's `register(_:forCellWithReuseIdentifier:)` with a
  /// nib (a prototype built by custom code).
  ///
  /// The dequeue sets the new cell's ``Headless/UICollectionReusableView/reuseIdentifier``.
  /// Registering again replaces the entry (cells already pooled stay);
  /// `nil` unregisters the identifier; an empty identifier is ignored.
  ///
  /// - Parameters:
  ///   - factory: Makes a new cell, or `nil` to unregister.
  ///   - identifier: The reuse identifier; must not be empty.
  /// - Complexity: O(1).
  public func register(
    factory: (@MainActor () -> Headless.UICollectionViewCell)?,
    forCellWithReuseIdentifier identifier: String
  ) {
    guard !identifier.isEmpty else { return }
    cellPool.register(factory, for: identifier)
  }

  /// Registers a factory that makes supplementary views of a kind for a
  /// reuse identifier: the nib analogue of
  /// ``register(_:forSupplementaryViewOfKind:withReuseIdentifier:)``.
  ///
  /// - Parameters:
  ///   - factory: Makes a new view, or `nil` to unregister.
  ///   - elementKind: The element kind, such as
  ///     ``Headless/UICollectionView/elementKindSectionHeader``.
  ///   - identifier: The reuse identifier; must not be empty.
  /// - Complexity: O(1).
  public func register(
    factory: (@MainActor () -> Headless.UICollectionReusableView)?,
    forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    guard !identifier.isEmpty else { return }
    let kind = SupplementaryKind(rawValue: elementKind)
    guard let factory else {
      supplementaryPools[kind]?.register(nil, for: identifier)
      return
    }
    supplementaryPools[kind, default: ReusePool()].register(factory, for: identifier)
  }

  /// Registers a view class for a supplementary element kind and reuse
  /// identifier, UIKit's `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
  ///
  /// The pair (kind, identifier) is the key: the same identifier may name
  /// different classes for headers and footers. Registering again replaces
  /// the entry; `nil` unregisters it; an empty identifier is ignored.
  ///
  /// - Parameters:
  ///   - viewClass: The class to instantiate, a `UICollectionReusableView`
  ///     subclass (another class raises UIKit's exception, see
  ///     ``UIKitException``), or `nil` to unregister.
  ///   - elementKind: The element kind, such as
  ///     ``Headless/UICollectionView/elementKindSectionHeader``.
  ///   - identifier: The reuse identifier; must not be empty.
  /// - Complexity: O(1).
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    guard !identifier.isEmpty else { return }
    let kind = SupplementaryKind(rawValue: elementKind)
    guard let viewClass else {
      supplementaryPools[kind]?.register(nil, for: identifier)
      return
    }
    guard
      let viewType = UIKitException.registered(
        viewClass, as: Headless.UICollectionReusableView.self, kind: "UICollectionReusableView")
    else { return }
    supplementaryPools[kind, default: ReusePool()].register(
      { viewType.init(registeredWith: identifier) }, for: identifier)
  }

  /// A cell for the item being requested: the last one recycled under the
  /// identifier, or a new one from its registration. UIKit's
  /// `dequeueReusableCell(withReuseIdentifier:for:)`.
  ///
  /// Call it from ``Headless/UICollectionViewDataSource/collectionView(_:cellForItemAt:)``.
  /// A recycled cell gets ``Headless/UICollectionReusableView/prepareForReuse()`` just
  /// before it is returned; a new one does not. It never returns nil.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The item being requested.
  /// - Returns: A cell.
  /// While ``reconfigureItems(at:)`` runs, it hands back the item's
  /// existing cell, without `prepareForReuse()`.
  ///
  /// - Note: Raises UIKit's exception (``UIKitException``) for
  ///   ``DequeueError/unregisteredIdentifier(kind:identifier:)`` when the pool
  ///   is empty and nothing is registered;
  ///   ``DequeueError/reconfigureMismatch(existing:requested:indexPath:)``
  ///   for another identifier than the existing cell's while reconfiguring.
  ///   It then returns a new cell without a reuse identifier, which the
  ///   collection view never displays.
  /// - Complexity: O(1).
  public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> Headless.UICollectionViewCell
  {
    UIKitException.raising(
      UICollectionViewCell(frame: .zero),
      { try dequeueCell(withReuseIdentifier: identifier, for: indexPath) })
  }

  /// The work of ``dequeueReusableCell(withReuseIdentifier:for:)``, which
  /// throws what the member raises: for Cellar, which reports the error its
  /// own way.
  package func dequeueCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    throws -> Headless.UICollectionViewCell
  {
    if let existing = request?.existingCell {
      guard existing.reuseIdentifier == identifier else {
        throw DequeueError.reconfigureMismatch(
          existing: existing.reuseIdentifier, requested: identifier, indexPath: indexPath)
      }
      prepareListCell(existing, at: indexPath)
      return existing
    }
    let taken = cellPool.take(identifier) { $0.reuseIdentifier = identifier }
    guard let (cell, isRecycled) = taken else {
      throw DequeueError.unregisteredIdentifier(kind: Self.cellKind, identifier: identifier)
    }
    if isRecycled {
      request?.takenCells.append(cell)
      record("prepareForReuse", .identifier(identifier))
      cell.prepareForReuse()
    }
    prepareListCell(cell, at: indexPath)
    return cell
  }

  /// A supplementary view for the element being requested, from the pool of
  /// its (kind, identifier) or new. UIKit's
  /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
  ///
  /// A recycled view gets ``Headless/UICollectionReusableView/prepareForReuse()`` just
  /// before it is returned.
  ///
  /// - Parameters:
  ///   - elementKind: The element kind.
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The element being requested.
  /// - Returns: A view.
  /// - Note: Raises UIKit's exception (``UIKitException``) for
  ///   ``DequeueError/unregisteredIdentifier(kind:identifier:)`` when the pool
  ///   is empty and nothing is registered for the pair. It then returns a new
  ///   view without a reuse identifier, which is never displayed.
  /// - Complexity: O(1).
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> Headless.UICollectionReusableView {
    UIKitException.raising(
      UICollectionReusableView(frame: .zero),
      {
        try dequeueSupplementaryView(
          ofKind: elementKind, withReuseIdentifier: identifier, for: indexPath)
      })
  }

  /// The work of ``dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``,
  /// which throws what the member raises: for Cellar, which reports the
  /// error its own way.
  package func dequeueSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) throws -> Headless.UICollectionReusableView {
    let kind = SupplementaryKind(rawValue: elementKind)
    let taken = supplementaryPools[kind]?.take(identifier) { $0.reuseIdentifier = identifier }
    guard let (view, isRecycled) = taken else {
      throw DequeueError.unregisteredIdentifier(kind: elementKind, identifier: identifier)
    }
    if isRecycled {
      request?.takenViews.append((kind, view))
      record("prepareForReuse", .identifier(identifier))
      view.prepareForReuse()
    }
    return view
  }

  /// Tells a list cell about the section it is dequeued for, before the
  /// data source configures it: the section's list appearance (for
  /// ``Headless/UICollectionViewListCell/defaultContentConfiguration()``),
  /// whether it is the section's header item, and the editing state.
  func prepareListCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    // A method of the cell, not a cast: most cells are not list cells, and
    // this runs at every dequeue.
    cell.takeListState(from: self, at: indexPath)
  }

  /// Notes the registrations made since `before` (the count when a view
  /// request started), at the request's end: they were made inside it,
  /// and this view refuses them (see ``CellRegistration``).
  func noteRegistrationsMade(since before: Int) {
    let after = RegistrationCount.current
    if after > before { registrationsMadeInsideRequests.append((before + 1)...after) }
  }

  /// Asks the data source for an item's cell and checks that it was
  /// dequeued for this request; on failure, cells taken from pools go back.
  func requestCell(at indexPath: IndexPath, from dataSource: any UICollectionViewDataSource)
    throws -> UICollectionViewCell
  {
    let saved = request
    let before = RegistrationCount.current
    request = ViewRequest(kind: Self.cellKind, indexPath: indexPath, registrationsBefore: before)
    defer {
      request = saved
      noteRegistrationsMade(since: before)
    }
    record("cellForItemAt", .row(indexPath))
    do {
      let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
      // A raise during the request: the program would have stopped.
      try UIKitException.stopIfRaised()
      guard let identifier = cell.reuseIdentifier, !cellPool.isDisplayed(cell),
        !cellPool.isPooled(cell, as: identifier)
      else { throw DequeueError.cellNotDequeued(indexPath: indexPath) }
      cellPool.updateCounters(identifier) { $0.configurations += 1 }
      return cell
    } catch {
      for cell in (request?.takenCells ?? []).reversed() {
        if let identifier = cell.reuseIdentifier { cellPool.recycle(cell, as: identifier) }
      }
      throw error
    }
  }

  /// Asks the data source for a supplementary view and checks it; on
  /// failure, views taken from pools go back.
  func requestSupplementaryView(
    _ key: SupplementaryKey, from dataSource: any UICollectionViewDataSource
  ) throws -> UICollectionReusableView {
    let saved = request
    let before = RegistrationCount.current
    request = ViewRequest(kind: key.kind, indexPath: key.indexPath, registrationsBefore: before)
    defer {
      request = saved
      noteRegistrationsMade(since: before)
    }
    record("viewForSupplementaryElementOfKind", .row(key.indexPath))
    let kind = SupplementaryKind(rawValue: key.kind)
    do {
      let view = dataSource.collectionView(
        self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      // A raise during the request (the default of a data source that
      // gives no supplementary views raises): the program would have stopped.
      try UIKitException.stopIfRaised()
      guard let identifier = view.reuseIdentifier, let pool = supplementaryPools[kind],
        !pool.isDisplayed(view), !pool.isPooled(view, as: identifier)
      else {
        throw DequeueError.supplementaryViewNotDequeued(
          kind: key.kind, indexPath: key.indexPath, view: "<\(type(of: view)): 0x…>")
      }
      return view
    } catch {
      for (takenKind, view) in (request?.takenViews ?? []).reversed() {
        guard let identifier = view.reuseIdentifier else { continue }
        supplementaryPools[takenKind]?.recycle(view, as: identifier)
      }
      throw error
    }
  }
}
