import CellarDiff
import Foundation

/// The sections and items of a ``DiffableDataSource``, as identifiers: the
/// shape of `UIKit`'s `NSDiffableDataSourceSnapshot`, with its verbs and
/// queries under the same names.
///
/// A mistake for which `UIKit` stops the program (an identifier given
/// twice, a section or item that is not there, a move onto itself) is a
/// thrown ``SnapshotError`` whose description is `UIKit`'s text, and the
/// verb leaves the snapshot as it was. Migrating from
/// `NSDiffableDataSourceSnapshot` is a change of the type's name and a
/// `try` before each verb:
///
/// ```swift
/// var snapshot = DiffableSnapshot<Section, Contact.ID>()
/// try snapshot.appendSections([.favorites, .all])
/// try snapshot.appendItems(favorites.map(\.id), toSection: .favorites)
/// try dataSource.apply(snapshot)
/// ```
///
/// Like `UIKit`'s, an item may appear once in the whole snapshot; section
/// and item identifiers are separate namespaces; inserting items the
/// snapshot already has moves them into place, with `UIKit`'s message in
/// ``warnings``; deleting unknown identifiers does nothing; and
/// ``deleteAllItems()`` removes the sections too.
///
/// The snapshot is a `Sendable` value: build it on any task, and copy it
/// freely (a copy keeps the marks of ``reloadItems(_:)`` and the other
/// marking verbs).
///
/// - Complexity: Each identifier is coded once, by its hash; a section's
///   items are stored as codes. Finding an item costs one hash and a look
///   where it was last seen in its section (a scan of the section when the
///   edits since then moved it far); verbs on arrays of *k* identifiers cost
///   O(*k*) plus the shifts of the sections they change; ``sectionIdentifiers`` and the counts
///   are O(*s*) for *s* sections.
public struct DiffableSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// Where a section's code or an item's code is not: not in the snapshot.
  private static var absent: Int { -1 }

  /// The identifiers ever given, each once, with its code.
  private(set) var sectionCodes = IdentityCodes<SectionIdentifierType>()
  /// The item identifiers ever given (until ``compactIfSparse()``), each
  /// once, with its code.
  private(set) var itemCodes = IdentityCodes<ItemIdentifierType>()
  /// The sections' codes, in order.
  private(set) var order: [Int] = []
  /// Each section's item codes, in order; parallel to ``order``.
  private(set) var items: [[Int]] = []
  /// By section code: the section's place in ``order``, or ``absent``.
  private var placeOfSection: [Int] = []
  /// By item code: the item's section and where in it the item was last
  /// placed or found, or ``ItemPlace/absent``.
  private var placeOfItem: [ItemPlace] = []
  /// The table of codes this snapshot's share: a snapshot derived from
  /// another (a copy, edited) has the same, so their codes name `==`
  /// identifiers (see ``CodeLineage``).
  private(set) var lineage = CodeLineage()

  private var reloadedItems = OrderedCodes()
  private var reconfiguredItems = OrderedCodes()
  private var reloadedSections = OrderedCodes()
  private var reconfiguredSections = OrderedCodes()

  /// `UIKit`'s messages for what it logs rather than stops for: items
  /// inserted that the snapshot already had, which were moved into place.
  public private(set) var warnings: [String] = []

  /// An empty snapshot.
  public init() {}

  // MARK: Queries

  /// The number of items in all sections.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }

  /// The number of sections.
  public var numberOfSections: Int { order.count }

  /// The section identifiers, in order.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var sectionIdentifiers: [SectionIdentifierType] {
    order.map(sectionCodes.id(ofCode:))
  }

  /// The item identifiers of all sections, in order.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var itemIdentifiers: [ItemIdentifierType] {
    items.flatMap { $0.map(itemCodes.id(ofCode:)) }
  }

  /// The number of items in a section.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when the snapshot has
  ///   no such section (`UIKit` stops the program).
  public func numberOfItems(inSection identifier: SectionIdentifierType) throws(SnapshotError)
    -> Int
  {
    items[try existingSection(identifier)].count
  }

  /// The item identifiers of a section, in order.
  ///
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when the snapshot has
  ///   no such section (`UIKit` stops the program).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) throws(SnapshotError)
    -> [ItemIdentifierType]
  {
    items[try existingSection(identifier)].map(itemCodes.id(ofCode:))
  }

  /// The identifier of the section that holds an item, or `nil` when the
  /// snapshot has no such item.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    guard let code = itemCodes.existingCode(for: identifier), placeOfItem[code].isPresent else {
      return nil
    }
    return sectionCodes.id(ofCode: sectionCode(ofItem: code))
  }

  /// An item's index among the items of all sections, or `nil` when the
  /// snapshot has no such item.
  ///
  /// - Complexity: O(*s*) for *s* sections, and the item's lookup (see
  ///   ``DiffableSnapshot``).
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let place = place(ofItem: identifier) else { return nil }
    return items[..<place.section].reduce(place.offset) { $0 + $1.count }
  }

  /// A section's index, or `nil` when the snapshot has no such section.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    place(ofSection: identifier)
  }

  /// The items marked with ``reloadItems(_:)`` that the snapshot still
  /// has, in the order first marked.
  public var reloadedItemIdentifiers: [ItemIdentifierType] { itemIDs(reloadedItems) }

  /// The items marked with ``reconfigureItems(_:)`` that the snapshot
  /// still has, in the order first marked.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { itemIDs(reconfiguredItems) }

  /// The sections marked with ``reloadSections(_:)`` that the snapshot
  /// still has, in the order first marked.
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { sectionIDs(reloadedSections) }

  /// The sections marked with ``reconfigureSections(_:)`` that the
  /// snapshot still has, in the order first marked.
  public var reconfiguredSectionIdentifiers: [SectionIdentifierType] {
    sectionIDs(reconfiguredSections)
  }

  // MARK: Section verbs

  /// Appends sections, with no items.
  ///
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``,
  ///   ``SnapshotError/notEqualToItself(_:ofSections:)`` or
  ///   ``SnapshotError/sectionsAlreadyExist(_:)``; the snapshot is unchanged.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType])
    throws(SnapshotError)
  {
    try insertSections(identifiers, at: nil, after: false)
  }

  /// Inserts sections, with no items, before a section.
  ///
  /// - Throws: As ``appendSections(_:)``, and
  ///   ``SnapshotError/destinationInInsertedList(_:ofSections:inserted:)`` or
  ///   ``SnapshotError/notFound(_:parameter:)`` for the anchor.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) throws(SnapshotError) {
    try insertSections(identifiers, at: toIdentifier, after: false)
  }

  /// Inserts sections, with no items, after a section.
  ///
  /// - Throws: As ``insertSections(_:beforeSection:)``.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) throws(SnapshotError) {
    try insertSections(identifiers, at: toIdentifier, after: true)
  }

  /// Deletes sections and their items; identifiers the snapshot does not
  /// have are ignored.
  ///
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType])
    throws(SnapshotError)
  {
    try SnapshotChecks.checkUnique(identifiers, ofSections: true) { $0 }
    let places = Set(identifiers.compactMap(place(ofSection:)))
    guard !places.isEmpty else { return }
    for place in places.sorted(by: >) {
      for code in items[place] { placeOfItem[code] = .absent }
      placeOfSection[order[place]] = Self.absent
      order.remove(at: place)
      items.remove(at: place)
    }
    renumberSections(from: places.min() ?? 0)
    compactIfSparse()
  }

  /// Moves a section, with its items, before another.
  ///
  /// - Throws: ``SnapshotError/notFound(_:parameter:)`` or
  ///   ``SnapshotError/moveOntoItself(_:ofSections:)``.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) throws(SnapshotError) {
    try moveSection(identifier, to: toIdentifier, after: false)
  }

  /// Moves a section, with its items, after another.
  ///
  /// - Throws: As ``moveSection(_:beforeSection:)``.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) throws(SnapshotError) {
    try moveSection(identifier, to: toIdentifier, after: true)
  }

  /// Marks sections to be shown anew when the snapshot is applied: their
  /// items get new cells, their headers and footers new views.
  ///
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)`` or
  ///   ``SnapshotError/markedMissing(_:verb:ofSections:)``.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType])
    throws(SnapshotError)
  {
    try markSections(identifiers, verb: .reload, in: \.reloadedSections)
  }

  /// Marks sections whose headers, footers and items are configured again,
  /// in place, when the snapshot is applied (a Cellar addition: `UIKit`'s
  /// snapshot has no such verb).
  ///
  /// - Throws: As ``reloadSections(_:)``.
  public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType])
    throws(SnapshotError)
  {
    try markSections(identifiers, verb: .reconfigure, in: \.reconfiguredSections)
  }

  // MARK: Item verbs

  /// Appends items to a section, by default the last one.
  ///
  /// Items the snapshot already has are moved here, with `UIKit`'s message
  /// in ``warnings``.
  ///
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``,
  ///   ``SnapshotError/notEqualToItself(_:ofSections:)``,
  ///   ``SnapshotError/noSections`` or ``SnapshotError/notFound(_:parameter:)``.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) throws(SnapshotError) {
    try checkNewItems(identifiers)
    let section: Int
    if let sectionIdentifier {
      guard let place = place(ofSection: sectionIdentifier) else {
        throw .notFound(Self.text(sectionIdentifier), parameter: .section)
      }
      section = order[place]
    } else {
      guard let last = order.last else { throw .noSections }
      section = last
    }
    let codes = try codes(ofNew: identifiers)
    moveIntoPlace(codes)
    insert(codes, inSection: section) { $0.count }
  }

  /// Inserts items before an item, in its section.
  ///
  /// - Throws: As ``appendItems(_:toSection:)``, and
  ///   ``SnapshotError/destinationInInsertedList(_:ofSections:inserted:)``
  ///   for the anchor.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    try insertItems(identifiers, at: beforeIdentifier, after: false)
  }

  /// Inserts items after an item, in its section.
  ///
  /// - Throws: As ``insertItems(_:beforeItem:)``.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    try insertItems(identifiers, at: afterIdentifier, after: true)
  }

  /// Deletes items; identifiers the snapshot does not have are ignored.
  ///
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
    try SnapshotChecks.checkUnique(identifiers, ofSections: false) { $0 }
    remove(identifiers.compactMap(itemCodes.existingCode(for:)))
    compactIfSparse()
  }

  /// Deletes every item and every section, as `UIKit`'s does; the
  /// ``warnings`` stay.
  public mutating func deleteAllItems() {
    let warnings = warnings
    self = DiffableSnapshot()
    self.warnings = warnings
  }

  /// Moves an item before another, in any section.
  ///
  /// - Throws: ``SnapshotError/notFound(_:parameter:)`` or
  ///   ``SnapshotError/moveOntoItself(_:ofSections:)``.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    try moveItem(identifier, to: toIdentifier, after: false)
  }

  /// Moves an item after another, in any section.
  ///
  /// - Throws: As ``moveItem(_:beforeItem:)``.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) throws(SnapshotError) {
    try moveItem(identifier, to: toIdentifier, after: true)
  }

  /// Marks items to get new cells when the snapshot is applied.
  ///
  /// A mark stays with its item while the snapshot lives: an item deleted
  /// is no longer listed in ``reloadedItemIdentifiers``, and is again once
  /// inserted again, as with a ``TableSnapshot``.
  ///
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)`` or
  ///   ``SnapshotError/markedMissing(_:verb:ofSections:)``.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
    try markItems(identifiers, verb: .reload, in: \.reloadedItems)
  }

  /// Marks items whose cells are configured again, in place, when the
  /// snapshot is applied: the cell provider is called for the cell shown.
  ///
  /// - Throws: As ``reloadItems(_:)``.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType])
    throws(SnapshotError)
  {
    try markItems(identifiers, verb: .reconfigure, in: \.reconfiguredItems)
  }
}

// MARK: - The work of the verbs

extension DiffableSnapshot {
  /// Forgets the marks and the warnings, for the snapshot a data source
  /// shows.
  mutating func clearMarks() {
    reloadedItems = OrderedCodes()
    reconfiguredItems = OrderedCodes()
    reloadedSections = OrderedCodes()
    reconfiguredSections = OrderedCodes()
    warnings = []
  }

  /// Moves the item at `source` to `destination` (a section's place and
  /// a row in it, counted once the item has left: past the end, the end),
  /// as the user moves a row in the view: by place, so the very item moves
  /// even when its identifier has come to equal another's (a class
  /// identifier changed in place, which a lookup by identifier could take
  /// for the other), and the codes stay as they are (no compaction: the
  /// view's rows and the snapshot's items stay one for one).
  ///
  /// - Returns: Whether both places are in the snapshot (else nothing
  ///   moved).
  /// - Complexity: O(*m*) for the *m* items of the sections changed.
  mutating func moveItem(at source: IndexPath, to destination: IndexPath) -> Bool {
    guard items.indices.contains(source.section), items.indices.contains(destination.section),
      items[source.section].indices.contains(source.row), destination.row >= 0
    else { return false }
    let code = items[source.section].remove(at: source.row)
    let row = min(destination.row, items[destination.section].count)
    items[destination.section].insert(code, at: row)
    note(code, inSection: order[destination.section], at: row)
    return true
  }

  /// The places of the items with `codes` that the snapshot has, each
  /// section holding one read once.
  ///
  /// - Complexity: for a few codes (*k* ≤ 16), each found as
  ///   ``place(ofItem:)`` finds it (O(1) expected, at worst a scan of its
  ///   section's *m* items), so that one mark costs nothing in proportion
  ///   to the snapshot; else O(*k* + *c* + *m*) for *c* codes in
  ///   the snapshot's table and *m* items in the sections read: the codes
  ///   wanted are marked in an array by code, so a section's items are read
  ///   without hashing any.
  func places(ofItemCodes codes: [Int]) -> [Int: (section: Int, offset: Int)] {
    guard codes.count > 16 else {
      var places: [Int: (section: Int, offset: Int)] = [:]
      for code in codes where code >= 0 && code < placeOfItem.count {
        if let place = place(ofItemCode: code) { places[code] = place }
      }
      return places
    }
    var wanted = [Bool](repeating: false, count: placeOfItem.count)
    var isRead = [Bool](repeating: false, count: items.count)
    var sections: [Int] = []
    for code in codes where code >= 0 && code < placeOfItem.count && placeOfItem[code].isPresent {
      wanted[code] = true
      let place = placeOfSection[sectionCode(ofItem: code)]
      if !isRead[place] {
        isRead[place] = true
        sections.append(place)
      }
    }
    var places: [Int: (section: Int, offset: Int)] = [:]
    places.reserveCapacity(codes.count)
    for place in sections {
      for (offset, code) in items[place].enumerated() where code < wanted.count && wanted[code] {
        places[code] = (place, offset)
      }
    }
    return places
  }

  /// A section's place, or `nil`.
  func place(ofSection identifier: SectionIdentifierType) -> Int? {
    guard let code = sectionCodes.existingCode(for: identifier) else { return nil }
    let place = placeOfSection[code]
    return place >= 0 ? place : nil
  }

  /// An item's section place and offset in it, or `nil`.
  ///
  /// - Complexity: O(1) expected where the item was last placed or found
  ///   by a verb, or a few places from there; else O(*m*) for *m* items in
  ///   the item's section.
  func place(ofItem identifier: ItemIdentifierType) -> (section: Int, offset: Int)? {
    guard let code = itemCodes.existingCode(for: identifier) else { return nil }
    return place(ofItemCode: code)
  }

  /// The place of the item with `code`, or `nil`: looked for where it was
  /// last seen, then outward from there, then in the whole section.
  private func place(ofItemCode code: Int) -> (section: Int, offset: Int)? {
    found(code).map { ($0.section, $0.offset) }
  }

  /// The place of the item with `code`, and whether its section had to be
  /// scanned (its hint was far off).
  private func found(_ code: Int) -> (section: Int, offset: Int, scanned: Bool)? {
    let item = placeOfItem[code]
    guard item.isPresent else { return nil }
    let place = placeOfSection[item.sectionCode]
    return items[place].withUnsafeBufferPointer { codes in
      // Edits near the item since it was last seen shift it a few places.
      if let offset = codes.index(
        near: min(item.offsetHint, codes.count - 1), within: Self.nearby, where: { $0 == code })
      {
        return (place, offset, false)
      }
      return codes.firstIndex(of: code).map { (place, $0, true) }
    }
  }

  /// The place of the item with `code`, as ``place(ofItemCode:)``, kept as
  /// its hint for the next lookup; when its section had to be scanned, the
  /// hints of all the section's items are set anew (the edits since they
  /// were set moved them far: the next lookups there would scan too).
  ///
  /// - Complexity: O(1) for an item near its hint, else O(*m*) for *m*
  ///   items in its section.
  private mutating func refreshedPlace(ofItemCode code: Int) -> (section: Int, offset: Int)? {
    guard let found = found(code) else { return nil }
    let section = order[found.section]
    if found.scanned {
      for (offset, item) in items[found.section].enumerated() {
        note(item, inSection: section, at: offset)
      }
    } else {
      note(code, inSection: section, at: found.offset)
    }
    return (found.section, found.offset)
  }

  /// How far from its last known offset an item is looked for before its
  /// section is scanned.
  private static var nearby: Int { 32 }

  /// The code of the section holding the item with `code`, or ``absent``.
  private func sectionCode(ofItem code: Int) -> Int {
    let item = placeOfItem[code]
    return item.isPresent ? item.sectionCode : Self.absent
  }

  /// Notes that the item with `code` is at `offset` of the section with
  /// code `section`.
  private mutating func note(_ code: Int, inSection section: Int, at offset: Int) {
    placeOfItem[code] = ItemPlace(sectionCode: section, offset: offset)
  }

  /// The section's place, or ``SnapshotError/sectionNotFound(_:)``.
  private func existingSection(_ identifier: SectionIdentifierType) throws(SnapshotError) -> Int {
    guard let place = place(ofSection: identifier) else {
      throw .sectionNotFound(Self.text(identifier))
    }
    return place
  }

  /// Inserts sections at the anchor's side, or at the end.
  private mutating func insertSections(
    _ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType?, after: Bool
  ) throws(SnapshotError) {
    try SnapshotChecks.checkUnique(identifiers, ofSections: true) { $0 }
    try SnapshotChecks.checkReflexive(identifiers, ofSections: true)
    var position = order.count
    if let anchor {
      if identifiers.contains(anchor) {
        throw .destinationInInsertedList(
          Self.text(anchor), ofSections: true, inserted: identifiers.map(Self.text))
      }
      guard let place = place(ofSection: anchor) else {
        throw .notFound(Self.text(anchor), parameter: .insertIndex)
      }
      position = after ? place + 1 : place
    }
    let present = identifiers.filter { place(ofSection: $0) != nil }
    if !present.isEmpty { throw .sectionsAlreadyExist(present.map(Self.text)) }
    // Coding them changes nothing the snapshot shows.
    let codes = identifiers.map { sectionCodes.code(for: $0).code }
    try Self.checkDistinct(codes, of: identifiers, ofSections: true)
    if placeOfSection.count < sectionCodes.count {
      placeOfSection += repeatElement(Self.absent, count: sectionCodes.count - placeOfSection.count)
    }
    order.insert(contentsOf: codes, at: position)
    items.insert(contentsOf: repeatElement([Int](), count: codes.count), at: position)
    renumberSections(from: position)
  }

  /// Moves a section to the anchor's side.
  private mutating func moveSection(
    _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool
  ) throws(SnapshotError) {
    guard let from = place(ofSection: identifier) else {
      throw .notFound(Self.text(identifier), parameter: .fromSection)
    }
    guard let to = place(ofSection: anchor) else {
      throw .notFound(Self.text(anchor), parameter: .toSection)
    }
    if from == to { throw .moveOntoItself(Self.text(identifier), ofSections: true) }
    let code = order.remove(at: from)
    let sectionItems = items.remove(at: from)
    let position = (to > from ? to - 1 : to) + (after ? 1 : 0)
    order.insert(code, at: position)
    items.insert(sectionItems, at: position)
    renumberSections(from: min(from, position))
  }

  /// Records each section's place from `start` on.
  private mutating func renumberSections(from start: Int) {
    for place in start..<order.count { placeOfSection[order[place]] = place }
  }

  /// Marks sections, checked first.
  private mutating func markSections(
    _ identifiers: [SectionIdentifierType], verb: SnapshotError.Verb,
    in marks: WritableKeyPath<Self, OrderedCodes>
  ) throws(SnapshotError) {
    try SnapshotChecks.checkUnique(identifiers, ofSections: true) { $0 }
    var codes: [Int] = []
    for identifier in identifiers {
      guard let place = place(ofSection: identifier) else {
        throw .markedMissing(Self.text(identifier), verb: verb, ofSections: true)
      }
      codes.append(order[place])
    }
    for code in codes { self[keyPath: marks].insert(code) }
  }

  /// Marks items, checked first.
  private mutating func markItems(
    _ identifiers: [ItemIdentifierType], verb: SnapshotError.Verb,
    in marks: WritableKeyPath<Self, OrderedCodes>
  ) throws(SnapshotError) {
    try SnapshotChecks.checkUnique(identifiers, ofSections: false) { $0 }
    var codes: [Int] = []
    for identifier in identifiers {
      guard let code = itemCodes.existingCode(for: identifier), placeOfItem[code].isPresent else {
        throw .markedMissing(Self.text(identifier), verb: verb, ofSections: false)
      }
      codes.append(code)
    }
    for code in codes { self[keyPath: marks].insert(code) }
  }

  /// The checks of items about to be inserted.
  private func checkNewItems(_ identifiers: [ItemIdentifierType]) throws(SnapshotError) {
    try SnapshotChecks.checkUnique(identifiers, ofSections: false) { $0 }
    try SnapshotChecks.checkReflexive(identifiers, ofSections: false)
  }

  /// Inserts items next to the anchor item.
  private mutating func insertItems(
    _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool
  ) throws(SnapshotError) {
    try checkNewItems(identifiers)
    if identifiers.contains(anchor) {
      throw .destinationInInsertedList(
        Self.text(anchor), ofSections: false, inserted: identifiers.map(Self.text))
    }
    guard let anchorCode = itemCodes.existingCode(for: anchor), placeOfItem[anchorCode].isPresent
    else {
      throw .notFound(Self.text(anchor), parameter: .section)
    }
    let section = sectionCode(ofItem: anchorCode)
    let codes = try codes(ofNew: identifiers)
    if codes.contains(anchorCode) {
      throw .destinationInInsertedList(
        Self.text(anchor), ofSections: false, inserted: identifiers.map(Self.text))
    }
    moveIntoPlace(codes)
    // Items moved into place may have shifted the anchor.
    let offset = refreshedPlace(ofItemCode: anchorCode)?.offset ?? 0
    insert(codes, inSection: section) { _ in after ? offset + 1 : offset }
  }

  /// Moves an item to the anchor's side.
  private mutating func moveItem(
    _ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool
  ) throws(SnapshotError) {
    guard let code = itemCodes.existingCode(for: identifier),
      let from = refreshedPlace(ofItemCode: code)
    else {
      throw .notFound(Self.text(identifier), parameter: .fromIndex)
    }
    guard let anchorCode = itemCodes.existingCode(for: anchor),
      let to = refreshedPlace(ofItemCode: anchorCode)
    else {
      throw .notFound(Self.text(anchor), parameter: .toIndex)
    }
    if code == anchorCode { throw .moveOntoItself(Self.text(identifier), ofSections: false) }
    // The anchor's offset once the item is out of its section.
    let anchorOffset =
      to.section == from.section && to.offset > from.offset ? to.offset - 1 : to.offset
    let offset = after ? anchorOffset + 1 : anchorOffset
    if to.section == from.section {
      items[from.section].moveElement(from: from.offset, to: offset)
    } else {
      items[from.section].remove(at: from.offset)
      items[to.section].insert(code, at: offset)
    }
    note(code, inSection: order[to.section], at: offset)
  }

  /// The codes of items about to be inserted: throws, changing nothing
  /// the snapshot shows, when two of them have one code (an `==` that is
  /// not transitive, or a hash that breaks `Hashable`'s contract).
  private mutating func codes(ofNew identifiers: [ItemIdentifierType]) throws(SnapshotError)
    -> [Int]
  {
    let codes = identifiers.map { itemCodes.code(for: $0).code }
    if placeOfItem.count < itemCodes.count {
      placeOfItem += repeatElement(.absent, count: itemCodes.count - placeOfItem.count)
    }
    try Self.checkDistinct(codes, of: identifiers, ofSections: false)
    // An item added again (deleted, or never in this snapshot though
    // coded) is the identifier given now, as `UIKit`'s snapshot holds it,
    // not the `==` one coded first; an item still in the snapshot moves
    // into place as it is.
    for (code, identifier) in zip(codes, identifiers)
    where !placeOfItem[code].isPresent
      && !isSameValue(itemCodes.id(ofCode: code), identifier)
    {
      itemCodes.replaceID(ofCode: code, with: identifier)
    }
    return codes
  }

  /// Throws when two of `codes` are one: their identifiers compare equal
  /// through the snapshot's table, though not to each other.
  private static func checkDistinct<ID>(_ codes: [Int], of identifiers: [ID], ofSections: Bool)
    throws(SnapshotError)
  {
    var seen = Set<Int>()
    var repeated: [String] = []
    for (code, identifier) in zip(codes, identifiers) where !seen.insert(code).inserted {
      repeated.append(String(describing: identifier))
    }
    if !repeated.isEmpty { throw .duplicateIdentifiers(repeated, ofSections: ofSections) }
  }

  /// Inserts the items with `codes` (distinct, none in the snapshot) in
  /// the section with code `section`, at the offset `position` gives for
  /// its codes.
  private mutating func insert(
    _ codes: [Int], inSection section: Int, at position: ([Int]) -> Int
  ) {
    let place = placeOfSection[section]
    let offset = min(max(position(items[place]), 0), items[place].count)
    items[place].insert(contentsOf: codes, at: offset)
    for (position, code) in codes.enumerated() {
      note(code, inSection: section, at: offset + position)
    }
  }

  /// Removes the items with `codes` that the snapshot has, logging that
  /// they move into place (their marks stay).
  private mutating func moveIntoPlace(_ codes: [Int]) {
    let moving = remove(codes)
    guard !moving.isEmpty else { return }
    warnings.append(
      SnapshotChecks.movedIntoPlaceWarning(moving.map { Self.text(itemCodes.id(ofCode: $0)) }))
  }

  /// Removes the items with `codes` that are in the snapshot, each section
  /// compacted once.
  ///
  /// - Returns: The codes removed.
  @discardableResult
  private mutating func remove(_ codes: [Int]) -> [Int] {
    // All found before any is noted gone: finding one may set the hints
    // of its whole section anew.
    let found = codes.compactMap { code in
      refreshedPlace(ofItemCode: code).map { (code: code, place: $0) }
    }
    var bySection: [Int: [Int]] = [:]
    var removed: [Int] = []
    // Each code once (two identifiers may find one code when their hashes
    // lie), so each offset once.
    for (code, place) in found where placeOfItem[code].isPresent {
      bySection[place.section, default: []].append(place.offset)
      placeOfItem[code] = .absent
      removed.append(code)
    }
    for (place, offsets) in bySection {
      items[place].removeElements(atOffsets: offsets.sorted())
    }
    return removed
  }

  /// Codes the items anew once most codes name items no longer in the
  /// snapshot, so that a snapshot edited for a long time stays as small
  /// as its items. The codes then name other identifiers: the snapshot
  /// gets a new ``lineage``.
  ///
  /// Two items whose identifiers have come to compare equal (a class
  /// identifier changed after it was added) are one item from then on:
  /// the later is dropped, with `UIKit`'s message in ``warnings``.
  private mutating func compactIfSparse() {
    let live = numberOfItems
    guard itemCodes.count > 2 * live + 1024 else { return }
    var codes = IdentityCodes<ItemIdentifierType>(capacity: live)
    var newCode: [Int] = Array(repeating: Self.absent, count: itemCodes.count)
    // New codes are given in order, so the place of code `c` is `sections[c]`.
    var sections: [ItemPlace] = []
    sections.reserveCapacity(live)
    for place in items.indices {
      var kept: [Int] = []
      kept.reserveCapacity(items[place].count)
      for old in items[place] {
        let identifier = itemCodes.id(ofCode: old)
        let (code, isNew) = codes.code(for: identifier)
        newCode[old] = code
        guard isNew else {
          warnings.append(
            SnapshotChecks.notUniqueWarning(
              Self.text(codes.id(ofCode: code)), Self.text(identifier), ofSections: false))
          continue
        }
        sections.append(ItemPlace(sectionCode: order[place], offset: kept.count))
        kept.append(code)
      }
      items[place] = kept
    }
    // Marks outlive their items' deletion (an item inserted again is
    // still marked): the marked items gone keep a code.
    for old in reloadedItems.codes + reconfiguredItems.codes where newCode[old] < 0 {
      let (code, isNew) = codes.code(for: itemCodes.id(ofCode: old))
      newCode[old] = code
      if isNew { sections.append(.absent) }
    }
    reloadedItems.recode(newCode)
    reconfiguredItems.recode(newCode)
    itemCodes = codes
    placeOfItem = sections
    lineage = CodeLineage()
  }

  /// The identifiers of marked items still in the snapshot.
  private func itemIDs(_ marks: OrderedCodes) -> [ItemIdentifierType] {
    marks.codes.filter { placeOfItem[$0].isPresent }.map(itemCodes.id(ofCode:))
  }

  /// The identifiers of marked sections still in the snapshot.
  private func sectionIDs(_ marks: OrderedCodes) -> [SectionIdentifierType] {
    marks.codes.filter { placeOfSection[$0] >= 0 }.map(sectionCodes.id(ofCode:))
  }

  /// An identifier as `UIKit` prints it.
  private static func text(_ identifier: some Hashable) -> String {
    String(describing: identifier)
  }
}

/// The table of codes a ``DiffableSnapshot`` and the snapshots derived from
/// it share, compared by reference. A code names `==` identifiers in all of
/// them, not always the same value: an item added again anew, or two
/// snapshots derived apart, may name other values by one code.
final class CodeLineage: Sendable {}

/// Codes in the order first given, each once.
struct OrderedCodes: Sendable {
  private(set) var codes: [Int] = []
  private var seen = Set<Int>()

  /// Adds `code` unless it is there.
  mutating func insert(_ code: Int) {
    if seen.insert(code).inserted { codes.append(code) }
  }

  /// Renames each code `c` as `new[c]`, dropping those that have none
  /// and those that become one.
  mutating func recode(_ new: [Int]) {
    let old = codes
    self = OrderedCodes()
    for code in old where new[code] >= 0 { insert(new[code]) }
  }

}

/// Where an item of a ``DiffableSnapshot`` is: its section's code, and
/// where in that section it was last placed or found (a hint, checked
/// before use), in 32 bits each.
private struct ItemPlace: Sendable {
  private var section: Int32
  private var offset: Int32

  /// No place: an item not in the snapshot.
  static let absent = ItemPlace(section: -1, offset: 0)

  private init(section: Int32, offset: Int32) {
    self.section = section
    self.offset = offset
  }

  /// The item is in the section with code `sectionCode` (below
  /// `Int32.max`, as every code is), at `offset` (a hint past `Int32.max`
  /// is kept as `Int32.max`, so that item is found by a scan).
  init(sectionCode: Int, offset: Int) {
    section = Int32(truncatingIfNeeded: sectionCode)
    self.offset = Int32(clamping: offset)
  }

  /// Whether the item is in the snapshot.
  var isPresent: Bool { section >= 0 }
  /// The code of the item's section (for an item present).
  var sectionCode: Int { Int(section) }
  /// Where the item was last seen in its section.
  var offsetHint: Int { Int(offset) }
}
