import Cellar
import Foundation

/// A row of a fuzzed table, as plain values: what kind of Cellar row it
/// becomes, its identity and its content.
///
/// Each kind exercises one of Cellar's identity rules:
///
/// | kind           | Cellar row                                    | identity          | content               |
/// |----------------|-----------------------------------------------|-------------------|-----------------------|
/// | `explicit`     | `Row<TitleCell>(model: "id/v", id: id)`       | `id:`, unique     | the title             |
/// | `explicitTall` | the same, 60 points high                      | the same `id:`    | title; height → reload|
/// | `loud`         | `Row<LoudCell>(model: "id/v", id: id)`        | the same `id:`    | cell type → reload    |
/// | `item`         | `Row<ItemCell>(model: Item(id:title:))`       | `Item.id`, unique | the title             |
/// | `model`        | `Row<TagCell>(model: Tag(value: id))`         | the model, repeats| height (nil or 30)    |
/// | `positional`   | `Row<NoteCell>(model: Note(text:))`           | its position      | the text              |
/// | `object`       | `Row<BoxCell>(model: box, id: id)`            | the same `id:`    | a class, never equal  |
/// | `nanID`        | `Row<TitleCell>(model: "nan…", id: Double.nan)`| never equal      | the title             |
///
/// The last two come only from the `table` target's hostile opcodes, so the
/// committed corpus decodes as before: `object` rows show a ``Box`` (a
/// class, mutated in place between updates; its value is the row's
/// variant), `nanID` rows have an identity not equal to itself.
public struct RowSpec: Hashable, Sendable, CustomStringConvertible {
  /// How the row is made; see the type's table.
  public enum Kind: Int, Hashable, Sendable, CaseIterable {
    /// An explicit `id:` on a title cell.
    case explicit
    /// An explicit `id:` on a title cell with a fixed height of 60.
    case explicitTall
    /// An explicit `id:` on a loud cell.
    case loud
    /// An `Identifiable` model.
    case item
    /// A `Hashable` model, its own identity.
    case model
    /// An `Equatable` model without identity: positional.
    case positional
    /// A class model (``Box``), not `Equatable`, with an explicit `id:`.
    case object
    /// An explicit `id:` of `Double.nan`: never equal to itself.
    case nanID
  }

  /// The kind of row.
  public var kind: Kind
  /// The identity value (for positional rows, part of the content only).
  public var id: Int
  /// The content variant, 0 or 1.
  public var variant: Int
  /// A height from ``hostileHeights`` that replaces the kind's, if any.
  public var heightCode: Int?

  /// Creates a row spec.
  public init(kind: Kind, id: Int, variant: Int, heightCode: Int? = nil) {
    self.kind = kind
    self.id = id
    self.variant = variant
    self.heightCode = heightCode
  }

  /// Heights no table should trust: NaN, ±0, automatic (-1), negative,
  /// subnormal, huge finite, above `Float`'s range, ±infinity, and one
  /// ordinary height.
  public static let hostileHeights: [CGFloat] = [
    .nan, 0, -0.0, -1, -44, .leastNonzeroMagnitude, 1e39, .greatestFiniteMagnitude,
    .infinity, -.infinity, CGFloat(1 << 30) + 1, 1e-300, 44.5,
  ]

  /// Whether Cellar accepts `height` for a row (see `Table+Checks`): NaN or
  /// `UITableView.automaticDimension` (automatic), or finite and not negative.
  public static func isValidRowHeight(_ height: CGFloat) -> Bool {
    height.isNaN || height == UITableView.automaticDimension || (height.isFinite && height >= 0)
  }

  /// Decodes one byte: the top three bits the kind (0, 1 explicit; 2 tall;
  /// 3 loud; 4 item; 5 model; 6, 7 positional, so explicit ids, which must
  /// be unique, are a minority), bit 4 the variant, the low four bits the
  /// identity modulo `alphabet`.
  public init(byte: UInt8, alphabet: Int) {
    let kinds: [Kind] = [
      .explicit, .explicit, .explicitTall, .loud, .item, .model, .positional, .model,
    ]
    kind = kinds[Int(byte >> 5)]
    id = Int(byte & 0x0F) % max(1, alphabet)
    variant = Int(byte >> 4) & 1
  }

  /// The identity as Cellar sees it, apart from position: equal for rows
  /// Cellar matches (positional rows also need the same place).
  public var identity: Identity {
    switch kind {
    case .explicit, .explicitTall, .loud, .object: Identity(space: .explicit, value: id)
    case .item: Identity(space: .item, value: id)
    case .model: Identity(space: .model, value: id)
    case .positional: Identity(space: .positional, value: id)
    case .nanID: Identity(space: .nan, value: id)
    }
  }

  /// Whether Cellar requires the identity to be unique in a table.
  public var isUnique: Bool { identity.space == .explicit || identity.space == .item }

  /// The text the row's cell shows.
  public var text: String {
    switch kind {
    case .explicit, .explicitTall: "\(id)/\(variant)"
    case .loud: "!\(id)/\(variant)"
    case .item: "i\(id)/\(variant)"
    case .model: "m\(id)"
    case .positional: "p\(id)/\(variant)"
    case .object: "o\(id)/\(variant)"
    case .nanID: "nan\(id)/\(variant)"
    }
  }

  /// Whether a user can delete the row (it has an `onDelete` handler).
  public var isDeletable: Bool { id % 3 != 2 }
  /// Whether a user can reorder the row (it has an `onMove` handler and a
  /// leading swipe action).
  public var isMovable: Bool { id % 2 == 0 }
  /// Whether tapping the row removes it, by an update requested from inside
  /// the row's action (so the update is queued and applied after the tap).
  public var removesItselfOnTap: Bool { id % 5 == 4 }

  /// The row's height, `nil` for the table's.
  public var height: CGFloat? {
    if let heightCode { return Self.hostileHeights[heightCode] }
    switch kind {
    case .explicitTall: return 60
    case .model: return variant == 1 ? 30 : nil
    default: return nil
    }
  }

  /// `kind id/variant`, and the height when it is a hostile one.
  public var description: String {
    "\(kind) \(id)/\(variant)" + (height.map { heightCode == nil ? "" : " h\($0)" } ?? "")
  }

  /// An identity as Cellar compares them (without the position of positional rows).
  public struct Identity: Hashable, Sendable {
    /// Where identities come from; equal values in different spaces differ.
    public enum Space: Hashable, Sendable {
      /// `id:`.
      case explicit
      /// `Identifiable.id`.
      case item
      /// A `Hashable` model.
      case model
      /// A position.
      case positional
      /// `Double.nan`: never equal, so never matched (each row is its own).
      case nan
    }

    /// Where the identity comes from.
    public var space: Space
    /// The identity value.
    public var value: Int
  }
}

/// A section of a fuzzed table: an optional identity, a header, a footer
/// and rows.
public struct SectionSpec: Hashable, Sendable, CustomStringConvertible {
  /// How a header is made.
  public enum HeaderStyle: Int, Hashable, Sendable {
    /// `.title(text)`.
    case title
    /// `.title(text, height: 50)`: a change to or from it reloads the section.
    case tallTitle
    /// `.view(BracketView.self, model: text, height: 28)`.
    case view
  }

  /// The section's `id`, or `nil` for a positional section.
  public var id: Int?
  /// The header: 0 none, 1 the text "A", 2 the text "B".
  public var header: Int
  /// How the header is made.
  public var headerStyle = HeaderStyle.title
  /// Whether the section has the footer title "F".
  public var footer = false
  /// A header height from ``RowSpec/hostileHeights`` that replaces the
  /// style's, if any.
  public var headerHeightCode: Int?
  /// The rows.
  public var rows: [RowSpec]

  /// Creates a section spec.
  public init(id: Int?, header: Int, rows: [RowSpec] = []) {
    self.id = id
    self.header = header
    self.rows = rows
  }

  /// Decodes the low five bits of a byte: bits 0–2 the id, bits 3–4 the
  /// mode (0: no header; 1: header "A"; 2: header "B"; 3: no id, header "A").
  /// With `extended`, bit 5 adds a footer and bits 6–7 pick the header style
  /// (title, tall title, view, title).
  public init(byte: UInt8, extended: Bool = false) {
    let mode = Int(byte >> 3) & 3
    id = mode == 3 ? nil : Int(byte & 7)
    header = mode == 3 ? 1 : mode
    rows = []
    if extended {
      footer = byte & 0x20 != 0
      headerStyle = HeaderStyle(rawValue: Int(byte >> 6)) ?? .title
    }
  }

  /// Whether two sections with the same identity look the same (rows aside).
  public func isDecorationEqual(to other: SectionSpec) -> Bool {
    header == other.header
      && (header == 0
        || (headerStyle == other.headerStyle && headerHeightCode == other.headerHeightCode))
      && footer == other.footer
  }

  /// The header title, if any.
  public var headerTitle: String? {
    switch header {
    case 1: "A"
    case 2: "B"
    default: nil
    }
  }

  /// `#id[header]: rows`.
  public var description: String {
    var style = header == 0 || headerStyle == .title ? "" : " \(headerStyle)"
    if header != 0, let headerHeightCode {
      style += " h\(RowSpec.hostileHeights[headerHeightCode])"
    }
    return "#\(id.map(String.init) ?? "-")\(headerTitle.map { "[\($0)\(style)]" } ?? "")"
      + "\(footer ? "[F]" : ""): " + rows.map(\.text).joined(separator: " ")
  }
}

/// Called back by the rows a fuzz target makes, so that it can check what
/// the table reports and mirror what the user changed.
@MainActor
public protocol RowHooks: AnyObject {
  /// A row's action ran.
  func tapped(_ spec: RowSpec, model: String, at indexPath: IndexPath)
  /// A row's deselect action ran.
  func deselected(_ spec: RowSpec, model: String, at indexPath: IndexPath)
  /// A row's delete handler ran.
  func deleted(_ spec: RowSpec, model: String, at indexPath: IndexPath)
  /// A row's move handler ran.
  func moved(_ spec: RowSpec, model: String, from source: IndexPath, to destination: IndexPath)
  /// A row's leading swipe action ran.
  func swiped(_ spec: RowSpec, model: String, at indexPath: IndexPath)
  /// A row's prefetch handler (or, with `cancelled`, its cancel handler) ran.
  func prefetched(_ spec: RowSpec, model: String, at indexPath: IndexPath, cancelled: Bool)
}

extension SectionSpec {
  /// The Cellar section; with `hooks`, rows get actions, delete and move
  /// handlers (as ``RowSpec/isDeletable`` and ``RowSpec/isMovable`` say)
  /// that call them.
  @MainActor
  public func section(hooks: (any RowHooks)? = nil) -> Section {
    let height = headerHeightCode.map { RowSpec.hostileHeights[$0] }
    let header: HeaderFooter? = headerTitle.map { text in
      switch headerStyle {
      case .title: .title(text, height: height)
      case .tallTitle: .title(text, height: height ?? 50)
      // A fixed height: a self-sized header view counts 0 points until it
      // is displayed, so the content size would depend on what was
      // scrolled past (as in UIKit) and no fresh table would match.
      case .view: .view(BracketView.self, model: text, height: height ?? 28)
      }
    }
    return Section(
      id: id.map { AnyHashable($0) }, header: header, footer: footer ? .title("F") : nil,
      anyRows: rows.map { $0.row(hooks: hooks) })
  }
}

extension RowSpec {
  /// The Cellar row; see ``SectionSpec/section(hooks:)``.
  @MainActor
  public func row(hooks: (any RowHooks)? = nil) -> AnyRow {
    let title = "\(id)/\(variant)"
    switch kind {
    case .explicit, .explicitTall:
      return decorated(Row<TitleCell>(model: title, id: id, height: height), hooks)
    case .loud:
      return decorated(Row<LoudCell>(model: title, id: id, height: height), hooks)
    case .item:
      return decorated(
        Row<ItemCell>(model: Item(id: id, title: "\(variant)"), height: height), hooks)
    case .model:
      return decorated(Row<TagCell>(model: Tag(value: id), height: height), hooks)
    case .positional:
      return decorated(Row<NoteCell>(model: Note(text: title), height: height), hooks)
    case .object:
      return decorated(Row<BoxCell>(model: Box.named(id), id: id, height: height), hooks)
    case .nanID:
      return decorated(Row<TitleCell>(model: text, id: Double.nan, height: height), hooks)
    }
  }

  @MainActor
  private func decorated<Cell>(_ row: Row<Cell>, _ hooks: (any RowHooks)?) -> AnyRow {
    guard let hooks else { return AnyRow(row) }
    var row = row
    let spec = self
    row.action = { [weak hooks] model, path in hooks?.tapped(spec, model: "\(model)", at: path) }
    row.deselectAction = { [weak hooks] model, path in
      hooks?.deselected(spec, model: "\(model)", at: path)
    }
    if isDeletable {
      row.onDelete = { [weak hooks] model, path in
        hooks?.deleted(spec, model: "\(model)", at: path)
      }
    }
    if isMovable {
      row = row.onMove { [weak hooks] model, source, destination in
        hooks?.moved(spec, model: "\(model)", from: source, to: destination)
      }
      row.leadingSwipeActions = [
        SwipeAction(title: "Pin") { [weak hooks] model, path in
          hooks?.swiped(spec, model: "\(model)", at: path)
          return true
        }
      ]
    }
    row.prefetch = { [weak hooks] model, path in
      hooks?.prefetched(spec, model: "\(model)", at: path, cancelled: false)
    }
    row.cancelPrefetch = { [weak hooks] model, path in
      hooks?.prefetched(spec, model: "\(model)", at: path, cancelled: true)
    }
    return AnyRow(row)
  }

  /// How the row's model prints, as the hooks receive it.
  @MainActor
  public var modelDescription: String {
    "\(row().model)"
  }
}
