import Cellar

/// An `Identifiable` and `Equatable` model: identity by `id`, unique in a table.
public struct Item: Identifiable, Equatable, Sendable {
  /// The identity.
  public var id: Int
  /// The content.
  public var title: String

  /// Creates an item.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

/// A `Hashable` model: the model is its own identity and may repeat.
public struct Tag: Hashable, Sendable {
  /// The value.
  public var value: Int

  /// Creates a tag.
  public init(value: Int) {
    self.value = value
  }
}

/// An `Equatable` but not `Hashable` model: rows of it are identified by
/// their position.
public struct Note: Equatable, Sendable {
  /// The content.
  public var text: String

  /// Creates a note.
  public init(text: String) {
    self.text = text
  }
}

/// Shows a string as it is.
public final class TitleCell: UITableViewCell, ConfigurableCell {
  /// Shows `model`, and tells ``CellHooks/configured``.
  public func configure(_ model: String) {
    textLabel?.text = model
    CellHooks.configured?(model)
  }

  /// Tells ``CellHooks/willDisplay``.
  public func configureAtWillDisplay(_ model: String) {
    CellHooks.willDisplay?(model)
  }
}

/// What title cells call from `configure` and `configureAtWillDisplay`,
/// so that a fuzz target can update the table from inside them.
@MainActor
public enum CellHooks {
  /// Called from `configure` with the model.
  public static var configured: ((String) -> Void)?
  /// Called from `configureAtWillDisplay` with the model.
  public static var willDisplay: ((String) -> Void)?
}

/// A reference-type model, mutated in place between updates: not
/// `Equatable`, so a row of it counts as changed on every update.
public final class Box: CustomStringConvertible {
  /// The row identity it belongs to.
  public let id: Int
  /// The content, 0 or 1.
  public var value = 0

  init(id: Int) {
    self.id = id
  }

  /// `o<id>/<value>`, as the row spec's text.
  public var description: String { "o\(id)/\(value)" }

  /// The boxes by id; a fuzz input starts with none (``reset()``).
  @MainActor private static var all: [Int: Box] = [:]

  /// The box of `id`, made when first asked for.
  @MainActor
  public static func named(_ id: Int) -> Box {
    if let box = all[id] { return box }
    let box = Box(id: id)
    all[id] = box
    return box
  }

  /// Forgets every box.
  @MainActor
  public static func reset() {
    all = [:]
  }
}

/// Shows a box.
public final class BoxCell: UITableViewCell, ConfigurableCell {
  /// Shows `model` as `o<id>/<value>`.
  public func configure(_ model: Box) {
    textLabel?.text = "\(model)"
  }
}

/// Shows a string behind a `!`: another cell type for the same model type,
/// so that a row can change its cell type and keep its identity.
public final class LoudCell: UITableViewCell, ConfigurableCell {
  /// Shows `model` behind a `!`.
  public func configure(_ model: String) {
    textLabel?.text = "!" + model
  }
}

/// Shows an item.
public final class ItemCell: UITableViewCell, ConfigurableCell {
  /// Shows `model` as `i<id>/<title>`.
  public func configure(_ model: Item) {
    textLabel?.text = "i\(model.id)/\(model.title)"
  }
}

/// Shows a tag.
public final class TagCell: UITableViewCell, ConfigurableCell {
  /// Shows `model` as `m<value>`.
  public func configure(_ model: Tag) {
    textLabel?.text = "m\(model.value)"
  }
}

/// Shows a note.
public final class NoteCell: UITableViewCell, ConfigurableCell {
  /// Shows `model` as `p<text>`.
  public func configure(_ model: Note) {
    textLabel?.text = "p" + model.text
  }
}

/// A header or footer view showing a string in brackets.
public final class BracketView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  /// Shows `model` as `[model]`.
  public func configure(_ model: String) {
    textLabel?.text = "[\(model)]"
  }
}
