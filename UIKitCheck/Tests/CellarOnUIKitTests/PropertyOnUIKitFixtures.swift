import Cellar
import Foundation
import Testing
import UIKit

// Fixtures of the seeded property tests (`PropertyOnUIKitTests.swift`): a
// deterministic random generator, hostile models and the cells that show
// them, an abstract model of a table's or grid's content and the random
// edits made to it, and the checks of what UIKit shows against it. Every
// top-level name starts with "Property" so that it cannot clash with the
// other suites' fixtures in this target.

// MARK: Seeds and randomness

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", 2014): a tiny generator whose whole state is one word, so
/// that a run replays from its seed on any machine. Written here, as the
/// UIKit check's test target has no test-support dependency.
struct PropertyRandom: RandomNumberGenerator {
  /// The generator's state: the seed plus a multiple of the golden gamma.
  private var state: UInt64

  /// A generator that replays the same sequence for the same seed.
  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<bound` (`0` for an empty range), by Lemire's
  /// multiply-shift, so that the sequence does not depend on the standard
  /// library's `random(in:)` algorithm.
  mutating func below(_ bound: Int) -> Int {
    guard bound > 1 else { return 0 }
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// `true` with a probability of `percent` in a hundred.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// A random element, or `nil` for an empty collection.
  mutating func pick<Element>(_ elements: [Element]) -> Element? {
    elements.isEmpty ? nil : elements[below(elements.count)]
  }
}

/// How big a property run is: small for a plain `swift test` (seconds),
/// large with `CELLAR_FULL_TESTS=1`, as the repository's other randomized
/// tests do. `CELLAR_PROPERTY_SEED=<hex>` replays one seed alone.
enum PropertyScale {
  /// Whether `CELLAR_FULL_TESTS` asks for the heavy variants.
  static var isFull: Bool {
    let value = ProcessInfo.processInfo.environment["CELLAR_FULL_TESTS"] ?? ""
    return !["", "0", "false", "no"].contains(value.lowercased())
  }

  /// The steps each seed runs.
  static var steps: Int { isFull ? 150 : 40 }

  /// The seeds of a test: `count` (or `fullCount`) seeds from `base`, or the
  /// one seed `CELLAR_PROPERTY_SEED` names (hexadecimal, `0x` optional).
  static func seeds(_ count: Int, full fullCount: Int, base: UInt64) -> [PropertySeed] {
    if let text = ProcessInfo.processInfo.environment["CELLAR_PROPERTY_SEED"],
      let seed = UInt64(text.replacingOccurrences(of: "0x", with: ""), radix: 16)
    {
      return [PropertySeed(value: seed)]
    }
    return (0..<UInt64(isFull ? fullCount : count)).map { PropertySeed(value: base &+ $0) }
  }
}

/// A run's seed, which Swift Testing shows in hexadecimal in the test case's
/// name, as the failure messages print it and `CELLAR_PROPERTY_SEED` takes it.
struct PropertySeed: Sendable, CustomTestStringConvertible {
  /// The seed.
  let value: UInt64

  var testDescription: String { "0x" + String(value, radix: 16, uppercase: true) }
}

// MARK: Hostile models

/// What a row or item of the property model holds; each case is shown by a
/// cell type of its own.
enum PropertyContent {
  /// An `Equatable` value: its row is reconfigured when the text changes.
  case value(String)
  /// A value whose `==` is never true, not even for itself (it holds a
  /// NaN): its row counts as changed on every update.
  case nan(String)
  /// A class instance, `Equatable` by its text, that the test may mutate in
  /// place between updates (which Cellar cannot see, and documents).
  case box(PropertyBox)

  /// The text the content shows now.
  var text: String {
    switch self {
    case .value(let text), .nan(let text): text
    case .box(let box): box.text
    }
  }

  /// The cell type's name, for messages.
  var kindName: String {
    switch self {
    case .value: "value"
    case .nan: "nan"
    case .box: "box"
    }
  }
}

/// A model with an `id` and a text, as the cells show it.
protocol PropertyModel: Equatable {
  /// The row's id, which the rows also take as their explicit `id:`.
  var id: Int { get }
  /// The text shown.
  var text: String { get }
}

/// An `Equatable` model.
struct PropertyValue: PropertyModel {
  let id: Int
  var text: String
}

/// A model whose synthesized `==` is never true, as `weight` is NaN.
struct PropertyNaN: PropertyModel {
  let id: Int
  var text: String
  /// NaN: `==` is false for any two models, even one with itself.
  var weight = Double.nan
}

/// A class model, equal by its text, that a test mutates in place.
final class PropertyBox: PropertyModel {
  let id: Int
  /// The text, which a test changes on the same instance.
  var text: String

  init(id: Int, text: String) {
    self.id = id
    self.text = text
  }

  static func == (lhs: PropertyBox, rhs: PropertyBox) -> Bool { lhs.text == rhs.text }
}

// MARK: Cells

/// What a property cell was last configured with, read by the checks.
@MainActor
protocol PropertyShowing: AnyObject {
  /// The content kind of the cell type ("value", "nan", "box").
  var shownKind: String { get }
  /// The id of the model last configured, if any.
  var shownID: Int? { get }
  /// The text of that model when it was configured.
  var shownText: String? { get }
  /// The model instance last configured, when it is a class.
  var shownObject: AnyObject? { get }
}

/// The content kind name of a model type.
private func propertyKindName<Model: PropertyModel>(_ type: Model.Type) -> String {
  switch type {
  case is PropertyNaN.Type: "nan"
  case is PropertyBox.Type: "box"
  default: "value"
  }
}

/// A table cell for one model type: it records what it was configured with.
final class PropertyTableCell<Model: PropertyModel>: UITableViewCell, ConfigurableCell,
  PropertyShowing
{
  private(set) var shownID: Int?
  private(set) var shownText: String?
  private(set) var shownObject: AnyObject?
  var shownKind: String { propertyKindName(Model.self) }

  func configure(_ model: Model) {
    shownID = model.id
    shownText = model.text
    shownObject = model as AnyObject
    var content = defaultContentConfiguration()
    content.text = model.text
    contentConfiguration = content
  }
}

/// A collection view cell for one model type: it records what it was
/// configured with.
final class PropertyGridCell<Model: PropertyModel>: UICollectionViewCell,
  ConfigurableCollectionCell, PropertyShowing
{
  private(set) var shownID: Int?
  private(set) var shownText: String?
  private(set) var shownObject: AnyObject?
  var shownKind: String { propertyKindName(Model.self) }

  func configure(_ model: Model) {
    shownID = model.id
    shownText = model.text
    shownObject = model as AnyObject
  }
}

// MARK: The model of the content

/// One row (or item) of the expected content.
struct PropertyRowSpec {
  /// The explicit id, unique in the table.
  let id: Int
  /// What it shows.
  var content: PropertyContent
  /// Its own size, as a multiple of a base (`nil` for the view's): a row's
  /// height of 22 × `size` points, an item's height of 25 × `size`. A
  /// table reloads a row whose height changed; a grid lays out again.
  var size: Int?

  /// The row for a table, whose action writes the model's id and the
  /// index path it gets to `taps`.
  @MainActor
  func tableRow(taps: PropertyTapLog) -> any RowRepresentable {
    switch content {
    case .value(let text): tableRow(PropertyValue(id: id, text: text), taps: taps)
    case .nan(let text): tableRow(PropertyNaN(id: id, text: text), taps: taps)
    case .box(let box): tableRow(box, taps: taps)
    }
  }

  /// A row of `model`, which the user can delete (``PropertyTapLog/deleteAction()``).
  @MainActor
  private func tableRow<Model: PropertyModel>(_ model: Model, taps: PropertyTapLog)
    -> Row<PropertyTableCell<Model>>
  {
    var row = Row<PropertyTableCell<Model>>(
      model: model, id: id, height: height, action: taps.action())
    row.onDelete = taps.deleteAction()
    return row
  }

  /// The row's own height, if any.
  private var height: CGFloat? { size.map { CGFloat(22 * $0) } }

  /// The item's own size, if any.
  private var itemSize: CGSize? { size.map { CGSize(width: 100, height: CGFloat(25 * $0)) } }

  /// The item for a grid, whose action writes the model's id and the
  /// index path it gets to `taps`.
  @MainActor
  func gridItem(taps: PropertyTapLog) -> any ItemRepresentable {
    switch content {
    case .value(let text):
      Item<PropertyGridCell<PropertyValue>>(
        model: PropertyValue(id: id, text: text), id: id, size: itemSize, action: taps.action())
    case .nan(let text):
      Item<PropertyGridCell<PropertyNaN>>(
        model: PropertyNaN(id: id, text: text), id: id, size: itemSize, action: taps.action())
    case .box(let box):
      Item<PropertyGridCell<PropertyBox>>(
        model: box, id: id, size: itemSize, action: taps.action())
    }
  }

  /// Why `cell` does not show this row, or `nil` when it does: its type,
  /// its id, and a text in `texts` (the row's text, or, for a box row that
  /// Cellar cannot see changed, an older one: see
  /// ``PropertyEditor/shownTexts``).
  @MainActor
  func mismatch(_ cell: (any PropertyShowing)?, texts: Set<String>?) -> String? {
    guard let cell else { return "no property cell (row \(id), \(content.kindName))" }
    guard cell.shownKind == content.kindName, cell.shownID == id else {
      return "cell shows \(cell.shownKind) \(cell.shownID.map(String.init) ?? "nothing"),"
        + " expected \(content.kindName) \(id)"
    }
    let texts = texts ?? [content.text]
    guard let text = cell.shownText, texts.contains(text) else {
      return "row \(id) shows \"\(cell.shownText ?? "nil")\", expected"
        + " \(texts.sorted().map { "\"\($0)\"" }.joined(separator: " or "))"
    }
    return nil
  }
}

/// What the rows' and items' actions got: the model's id and the index
/// path, in order.
@MainActor
final class PropertyTapLog {
  /// The actions run since the last ``forget()``, as `id@section.row`.
  private(set) var entries: [String] = []

  /// Forgets the entries.
  func forget() { entries = [] }

  /// What a delete handler does after writing its entry: the app's own
  /// update, say.
  var onDelete: (@MainActor () -> Void)?

  /// What an action does after writing its entry: ask for an update, say.
  var onAction: (@MainActor () -> Void)?

  /// An action that writes its model's id and index path, then runs
  /// ``onAction``.
  func action<Model: PropertyModel>() -> @MainActor (Model, IndexPath) -> Void {
    { [unowned self] model, path in
      entries.append("\(model.id)@\(propertyPathText(path))")
      onAction?()
    }
  }

  /// A delete handler that writes `delete` and its model's id and index
  /// path, then runs ``onDelete``.
  func deleteAction<Model: PropertyModel>() -> @MainActor (Model, IndexPath) -> Void {
    { [unowned self] model, path in
      entries.append("delete \(model.id)@\(propertyPathText(path))")
      onDelete?()
    }
  }
}

/// One section of the expected content.
struct PropertySectionSpec {
  /// The section's id, unique in the table.
  let id: String
  /// The rows, in order.
  var rows: [PropertyRowSpec]
}

/// The index path of a row or item: UIKit's table and collection index
/// paths are the same two indexes, section first.
func propertyPath(_ section: Int, _ index: Int) -> IndexPath {
  IndexPath(indexes: [section, index])
}

extension [PropertySectionSpec] {
  /// The table sections this content is; the rows' actions write to `taps`.
  @MainActor
  func tableSections(taps: PropertyTapLog) -> [Section] {
    map { Section(id: $0.id, rows: $0.rows.map { $0.tableRow(taps: taps) }) }
  }

  /// The grid sections this content is; the items' actions write to `taps`.
  @MainActor
  func gridSections(taps: PropertyTapLog) -> [GridSection] {
    map { GridSection(id: $0.id, items: $0.rows.map { $0.gridItem(taps: taps) }) }
  }

  /// The index path of each row id.
  var pathsByID: [Int: IndexPath] {
    var paths: [Int: IndexPath] = [:]
    for (section, spec) in enumerated() {
      for (index, row) in spec.rows.enumerated() { paths[row.id] = propertyPath(section, index) }
    }
    return paths
  }

  /// The row at an index path, if in range.
  func row(at path: IndexPath) -> PropertyRowSpec? {
    guard indices.contains(path[0]), self[path[0]].rows.indices.contains(path[1]) else {
      return nil
    }
    return self[path[0]].rows[path[1]]
  }

  /// Every row, section after section.
  var allRows: [PropertyRowSpec] { flatMap(\.rows) }

  /// The rows' kinds and sizes, for messages: `1:value 2:box×3`.
  var kindSummary: String {
    allRows.map { "\($0.id):\($0.content.kindName)\($0.size.map { "×\($0)" } ?? "")" }
      .joined(separator: " ")
  }

  /// The content as a line for messages: `s3[1 2] s0[]`.
  var summary: String {
    map { "\($0.id)[\($0.rows.map { "\($0.id)" }.joined(separator: " "))]" }
      .joined(separator: " ")
  }
}

// MARK: Random edits

/// The expected content of a table or grid, and the random edits a
/// property run makes to it: sections that appear, vanish (ids may come
/// back later) and move; rows inserted, deleted, moved within and across
/// sections; texts changed; boxes mutated in place; a row's cell type
/// changed under the same id.
struct PropertyEditor {
  /// The generator every choice of the run comes from.
  var random: PropertyRandom
  /// The content as it should be shown.
  private(set) var sections: [PropertySectionSpec] = []
  /// The texts a visible cell of each row may show. A row's own text; for
  /// a box row that an update could not see change (the same instance
  /// mutated in place, or a new instance equal to the old one's current
  /// state, which `Row` documents), also the texts it showed before, since
  /// the table does not configure its cell again.
  private(set) var shownTexts: [Int: Set<String>] = [:]
  /// The content the table or grid holds, by row id, as of the last
  /// ``committed()``.
  private var shownContent: [Int: PropertyContent] = [:]
  /// What the edits since the last ``beginStep()`` did, for messages.
  private(set) var log: [String] = []
  private var nextRowID = 0
  private var nextSectionID = 0
  private var nextText = 0
  private var retiredRows: [Int] = []
  private var retiredSections: [String] = []

  /// An editor whose choices replay from `seed`, with one to four sections
  /// of up to eight rows.
  init(seed: UInt64) {
    random = PropertyRandom(seed: seed)
    for _ in 0..<(1 + random.below(4)) {
      let rows = (0..<random.below(9)).map { _ in newRow() }
      sections.append(PropertySectionSpec(id: newSectionID(), rows: rows))
    }
  }

  /// Records that the table or grid now shows ``sections``: works out which
  /// texts each row's cell may show (see ``shownTexts``).
  mutating func committed() {
    var texts: [Int: Set<String>] = [:]
    var content: [Int: PropertyContent] = [:]
    for row in sections.allRows {
      content[row.id] = row.content
      if case .box(let new) = row.content, case .box(let old)? = shownContent[row.id],
        old.text == new.text
      {
        // Equal for Cellar (`==` on the old instance's current text): not
        // configured again, the cell may still show an older text.
        texts[row.id] = (shownTexts[row.id] ?? []).union([new.text])
      } else {
        texts[row.id] = [row.content.text]
      }
    }
    shownTexts = texts
    shownContent = content
  }

  /// Removes the row with `id`, as the user deleted it; its id is not
  /// used again until ``retire(_:)``. Returns whether there was one.
  mutating func removeRow(id: Int) -> Bool {
    let count = sections.allRows.count
    for section in sections.indices {
      sections[section].rows.removeAll { $0.id == id }
    }
    return sections.allRows.count != count
  }

  /// Lets new rows take `id` again.
  mutating func retire(_ id: Int) { retiredRows.append(id) }

  /// Adds a line to the log.
  mutating func note(_ line: String) { log.append(line) }

  /// Forgets the log of the previous step.
  mutating func beginStep() { log = [] }

  /// Makes one to six random edits.
  mutating func edit() {
    for _ in 0..<(1 + random.below(6)) { editOnce() }
  }

  /// The content with one row's id given to another row too (or, one time
  /// in three, one section's id to another section), which an update must
  /// refuse; `nil` when the content is too small for a duplicate.
  mutating func duplicated() -> [PropertySectionSpec]? {
    var copy = sections
    if copy.count > 1, random.chance(33) {
      let source = random.below(copy.count)
      let target = (source + 1 + random.below(copy.count - 1)) % copy.count
      copy[target] = PropertySectionSpec(id: copy[source].id, rows: copy[target].rows)
      log.append("duplicate section id \(copy[source].id)")
      return copy
    }
    guard let victim = random.pick(copy.allRows), !copy.isEmpty else { return nil }
    let section = random.below(copy.count)
    let index = random.below(copy[section].rows.count + 1)
    copy[section].rows.insert(
      PropertyRowSpec(id: victim.id, content: .value(text())), at: index)
    log.append("duplicate row id \(victim.id) at \(copy[section].id)[\(index)]")
    return copy
  }

  /// Keeps the rows whose ids are in `ids` (the selection, after deletes).
  func existing(_ ids: Set<Int>) -> Set<Int> {
    ids.intersection(sections.allRows.map(\.id))
  }

  // MARK: One edit

  private mutating func editOnce() {
    let rowCount = sections.allRows.count
    switch random.below(100) {
    case 0..<20 where rowCount < 50: insertRow()
    case 0..<34: deleteRow()
    case 34..<46: moveRowWithinSection()
    case 46..<58: moveRowAcrossSections()
    case 58..<72: changeText()
    case 72..<80: mutateBoxInPlace()
    case 80..<83: changeCellType()
    case 83..<85: resize()
    case 85..<91 where sections.count < 8: insertSection()
    case 85..<95: deleteSection()
    default: moveSection()
    }
  }

  private mutating func insertRow() {
    if sections.isEmpty { insertSection() }
    let section = random.below(sections.count)
    let index = random.below(sections[section].rows.count + 1)
    let row = newRow()
    sections[section].rows.insert(row, at: index)
    log.append("insert \(row.content.kindName) \(row.id) at \(sections[section].id)[\(index)]")
  }

  private mutating func deleteRow() {
    guard let (section, index) = randomRowPlace() else { return }
    let row = sections[section].rows.remove(at: index)
    retiredRows.append(row.id)
    log.append("delete \(row.id)")
  }

  private mutating func moveRowWithinSection() {
    guard let (section, index) = randomRowPlace() else { return }
    let row = sections[section].rows.remove(at: index)
    let target = random.below(sections[section].rows.count + 1)
    sections[section].rows.insert(row, at: target)
    log.append("move \(row.id) to \(sections[section].id)[\(target)]")
  }

  private mutating func moveRowAcrossSections() {
    guard sections.count > 1, let (section, index) = randomRowPlace() else { return }
    let row = sections[section].rows.remove(at: index)
    let other = (section + 1 + random.below(sections.count - 1)) % sections.count
    let target = random.below(sections[other].rows.count + 1)
    sections[other].rows.insert(row, at: target)
    log.append("move \(row.id) across to \(sections[other].id)[\(target)]")
  }

  /// A new text for a value or NaN row; a new box (one time in three with
  /// the same text, an equal instance) for a box row.
  private mutating func changeText() {
    guard let (section, index) = randomRowPlace() else { return }
    let row = sections[section].rows[index]
    switch row.content {
    case .value: sections[section].rows[index].content = .value(text())
    case .nan: sections[section].rows[index].content = .nan(text())
    case .box(let box):
      let newText = random.chance(33) ? box.text : text()
      sections[section].rows[index].content = .box(PropertyBox(id: row.id, text: newText))
    }
    log.append("change \(row.id) to \"\(sections[section].rows[index].content.text)\"")
  }

  /// Changes a box's text on the same instance: Cellar cannot see it, and
  /// the row may keep showing the old text (see ``PropertyRowSpec/mismatch(_:texts:)``).
  private mutating func mutateBoxInPlace() {
    let boxes = sections.allRows.compactMap { row -> PropertyBox? in
      if case .box(let box) = row.content { return box }
      return nil
    }
    guard let box = random.pick(boxes) else { return changeText() }
    box.text = text()
    log.append("mutate box \(box.id) in place to \"\(box.text)\"")
  }

  /// The same id, another cell type: the row is reloaded.
  private mutating func changeCellType() {
    guard let (section, index) = randomRowPlace() else { return }
    let row = sections[section].rows[index]
    let content = newContent(id: row.id)
    sections[section].rows[index].content = content
    log.append("retype \(row.id) from \(row.content.kindName) to \(content.kindName)")
  }

  /// Another size (or none) for a row.
  private mutating func resize() {
    guard let (section, index) = randomRowPlace() else { return }
    let size = random.chance(30) ? nil : 1 + random.below(4)
    sections[section].rows[index].size = size
    log.append("resize \(sections[section].rows[index].id) to \(size.map(String.init) ?? "nil")")
  }

  private mutating func insertSection() {
    let index = random.below(sections.count + 1)
    let rows = (0..<random.below(5)).map { _ in newRow() }
    sections.insert(PropertySectionSpec(id: newSectionID(), rows: rows), at: index)
    log.append("insert section \(sections[index].id) at \(index) with \(rows.map(\.id))")
  }

  /// Deletes a section, with its rows, or (one time in two) after moving
  /// its rows to another section.
  private mutating func deleteSection() {
    guard !sections.isEmpty else { return }
    let section = sections.remove(at: random.below(sections.count))
    retiredSections.append(section.id)
    if !sections.isEmpty, random.chance(50) {
      let other = random.below(sections.count)
      sections[other].rows.append(contentsOf: section.rows)
      log.append("delete section \(section.id), its rows moved to \(sections[other].id)")
    } else {
      retiredRows.append(contentsOf: section.rows.map(\.id))
      log.append("delete section \(section.id) with its rows")
    }
  }

  private mutating func moveSection() {
    guard sections.count > 1 else { return }
    let section = sections.remove(at: random.below(sections.count))
    let target = random.below(sections.count + 1)
    sections.insert(section, at: target)
    log.append("move section \(section.id) to \(target)")
  }

  // MARK: Making rows and ids

  /// A place of a random row, if any.
  private mutating func randomRowPlace() -> (section: Int, index: Int)? {
    let places = sections.indices.flatMap { section in
      sections[section].rows.indices.map { (section: section, index: $0) }
    }
    return random.pick(places)
  }

  /// A row with a new id, or (one time in three) the id of a deleted row.
  private mutating func newRow() -> PropertyRowSpec {
    let id: Int
    if !retiredRows.isEmpty, random.chance(33) {
      id = retiredRows.remove(at: random.below(retiredRows.count))
    } else {
      id = nextRowID
      nextRowID += 1
    }
    let size = random.chance(20) ? 1 + random.below(4) : nil
    return PropertyRowSpec(id: id, content: newContent(id: id), size: size)
  }

  /// A section id never used, or (one time in three) one that vanished.
  private mutating func newSectionID() -> String {
    if !retiredSections.isEmpty, random.chance(33) {
      return retiredSections.remove(at: random.below(retiredSections.count))
    }
    nextSectionID += 1
    return "s\(nextSectionID - 1)"
  }

  /// Content of a random kind: half values, a quarter NaN models, a quarter boxes.
  private mutating func newContent(id: Int) -> PropertyContent {
    switch random.below(4) {
    case 0, 1: .value(text())
    case 2: .nan(text())
    default: .box(PropertyBox(id: id, text: text()))
    }
  }

  /// A text never used before.
  private mutating func text() -> String {
    nextText += 1
    return "t\(nextText)"
  }
}

// MARK: Views that record what Cellar asks of them

/// An index path as `2.5` (section, row).
func propertyPathText(_ path: IndexPath) -> String { "\(path[0]).\(path[1])" }

/// Index paths as `[0.1 2.5]`.
private func propertyPathsText(_ paths: [IndexPath]) -> String {
  "[" + paths.map(propertyPathText).joined(separator: " ") + "]"
}

/// Sections as `[0 2]`.
private func propertySectionsText(_ sections: IndexSet) -> String {
  "[" + sections.map(String.init).joined(separator: " ") + "]"
}

/// A `UITableView` that records the updates Cellar sends it, for failure
/// messages (UIKit's update methods are `open`, as an app's subclass may
/// override them).
final class PropertyRecordingTableView: UITableView {
  /// The calls since the last ``forgetCalls()``.
  private(set) var calls: [String] = []

  /// Forgets the recorded calls.
  func forgetCalls() { calls = [] }

  override func reloadData() {
    calls.append("reloadData")
    super.reloadData()
  }

  override func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    calls.append("batch {")
    super.performBatchUpdates(updates, completion: completion)
    calls.append("}")
  }

  override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    calls.append("insertSections \(propertySectionsText(sections))")
    super.insertSections(sections, with: animation)
  }

  override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    calls.append("deleteSections \(propertySectionsText(sections))")
    super.deleteSections(sections, with: animation)
  }

  override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
    calls.append("reloadSections \(propertySectionsText(sections))")
    super.reloadSections(sections, with: animation)
  }

  override func moveSection(_ section: Int, toSection newSection: Int) {
    calls.append("moveSection \(section) → \(newSection)")
    super.moveSection(section, toSection: newSection)
  }

  override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    calls.append("insertRows \(propertyPathsText(indexPaths))")
    super.insertRows(at: indexPaths, with: animation)
  }

  override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    calls.append("deleteRows \(propertyPathsText(indexPaths))")
    super.deleteRows(at: indexPaths, with: animation)
  }

  override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    calls.append("reloadRows \(propertyPathsText(indexPaths))")
    super.reloadRows(at: indexPaths, with: animation)
  }

  override func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    calls.append("moveRow \(propertyPathText(indexPath)) → \(propertyPathText(newIndexPath))")
    super.moveRow(at: indexPath, to: newIndexPath)
  }

  override func reconfigureRows(at indexPaths: [IndexPath]) {
    calls.append("reconfigureRows \(propertyPathsText(indexPaths))")
    super.reconfigureRows(at: indexPaths)
  }
}

/// A `UICollectionView` that records the updates Cellar sends it, for
/// failure messages.
final class PropertyRecordingCollectionView: UICollectionView {
  /// The calls since the last ``forgetCalls()``.
  private(set) var calls: [String] = []

  /// Forgets the recorded calls.
  func forgetCalls() { calls = [] }

  override func reloadData() {
    calls.append("reloadData")
    super.reloadData()
  }

  override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    calls.append("batch {")
    super.performBatchUpdates(updates, completion: completion)
    calls.append("}")
  }

  override func insertSections(_ sections: IndexSet) {
    calls.append("insertSections \(propertySectionsText(sections))")
    super.insertSections(sections)
  }

  override func deleteSections(_ sections: IndexSet) {
    calls.append("deleteSections \(propertySectionsText(sections))")
    super.deleteSections(sections)
  }

  override func reloadSections(_ sections: IndexSet) {
    calls.append("reloadSections \(propertySectionsText(sections))")
    super.reloadSections(sections)
  }

  override func moveSection(_ section: Int, toSection newSection: Int) {
    calls.append("moveSection \(section) → \(newSection)")
    super.moveSection(section, toSection: newSection)
  }

  override func insertItems(at indexPaths: [IndexPath]) {
    calls.append("insertItems \(propertyPathsText(indexPaths))")
    super.insertItems(at: indexPaths)
  }

  override func deleteItems(at indexPaths: [IndexPath]) {
    calls.append("deleteItems \(propertyPathsText(indexPaths))")
    super.deleteItems(at: indexPaths)
  }

  override func reloadItems(at indexPaths: [IndexPath]) {
    calls.append("reloadItems \(propertyPathsText(indexPaths))")
    super.reloadItems(at: indexPaths)
  }

  override func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    calls.append("moveItem \(propertyPathText(indexPath)) → \(propertyPathText(newIndexPath))")
    super.moveItem(at: indexPath, to: newIndexPath)
  }

  override func reconfigureItems(at indexPaths: [IndexPath]) {
    calls.append("reconfigureItems \(propertyPathsText(indexPaths))")
    super.reconfigureItems(at: indexPaths)
  }
}
