// The append operators (`+=`), each sugar for a named method.

/// Appends a section to the table: ``Table/append(_:)-(Section)``.
///
/// An error (duplicate ids) is reported through ``CellarList/onError`` and the
/// table is unchanged.
///
/// - Parameters:
///   - table: The table.
///   - section: The section to append.
@MainActor
public func += (table: Table, section: Section) {
  table.reportingErrors { try table.append(section) }
}

/// Appends sections to the table: ``Table/append(contentsOf:)``.
///
/// - Parameters:
///   - table: The table.
///   - sections: The sections to append.
@MainActor
public func += (table: Table, sections: [Section]) {
  table.reportingErrors { try table.append(contentsOf: sections) }
}

/// Appends a row to the table's first section, creating one when the table
/// has none: ``Table/append(_:)-(RowRepresentable)``.
///
/// - Parameters:
///   - table: The table.
///   - row: The row to append.
@MainActor
public func += (table: Table, row: some RowRepresentable) {
  table.reportingErrors { try table.append(row) }
}

/// Appends a row to a section: ``Section/append(_:)``.
///
/// - Parameters:
///   - section: The section.
///   - row: The row to append.
public func += (section: inout Section, row: some RowRepresentable) {
  section.append(row)
}

/// Appends rows to a section: ``Section/append(contentsOf:)``.
///
/// - Parameters:
///   - section: The section.
///   - rows: The rows to append.
public func += (section: inout Section, rows: [any RowRepresentable]) {
  section.append(contentsOf: rows)
}

// Inside a table callback (a row action, a delete handler, onError, ...),
// where updates wait in a queue, each append builds on the sections as they
// will be once everything queued before it is applied, so that several
// appends in one callback all count.

extension Table {
  /// Appends a section and updates the table view; `table += section` is
  /// the operator form.
  ///
  /// Inside a table callback, where the update is queued, the section is
  /// appended to the sections as they will be once the updates queued
  /// before it are applied.
  ///
  /// - Parameter section: The section to append.
  /// - Throws: As ``update(with:animation:)->()``.
  public func append(_ section: Section) throws {
    try update(with: latestSections + [section])
  }

  /// Appends sections and updates the table view; `table += sections` is
  /// the operator form.
  ///
  /// Inside a table callback, appends to the sections as they will be once
  /// the updates queued before it are applied.
  ///
  /// - Parameter newSections: The sections to append.
  /// - Throws: As ``update(with:animation:)->()``.
  public func append(contentsOf newSections: [Section]) throws {
    try update(with: latestSections + newSections)
  }

  /// Appends a row to the first section, creating a section when the table
  /// has none, and updates the table view; `table += row` is the operator form.
  ///
  /// Inside a table callback, appends to the sections as they will be once
  /// the updates queued before it are applied: two `table += row` in one
  /// row action add two rows.
  ///
  /// - Parameter row: The row to append.
  /// - Throws: As ``update(with:animation:)->()``.
  public func append(_ row: some RowRepresentable) throws {
    var newSections = latestSections
    if newSections.isEmpty { newSections.append(Section()) }
    newSections[0].append(row)
    try update(with: newSections)
  }

  /// Runs `body`, reporting an error through ``CellarList/onError``.
  func reportingErrors(_ body: () throws -> Void) {
    do {
      try body()
    } catch {
      report(error)
    }
  }
}

/// Appends a section to a grid and updates it: ``Grid/append(_:)-(GridSection)``.
/// An error (duplicate ids) goes to the grid's ``CellarList/onError``.
///
/// - Parameters:
///   - grid: The grid.
///   - section: The section to append.
@MainActor
public func += (grid: Grid, section: GridSection) {
  do { try grid.append(section) } catch { grid.report(error) }
}

/// Appends an item to a grid's first section and updates it. An error
/// goes to the grid's ``CellarList/onError``.
///
/// - Parameters:
///   - grid: The grid.
///   - item: The item to append.
@MainActor
public func += (grid: Grid, item: some ItemRepresentable) {
  do { try grid.append(item) } catch { grid.report(error) }
}

/// Appends an item to a grid section: ``GridSection/append(_:)``.
///
/// - Parameters:
///   - section: The section.
///   - item: The item to append.
public func += (section: inout GridSection, item: some ItemRepresentable) {
  section.append(item)
}

/// Appends items to a grid section: ``GridSection/append(contentsOf:)``.
///
/// - Parameters:
///   - section: The section.
///   - items: The items to append.
public func += (section: inout GridSection, items: [any ItemRepresentable]) {
  section.append(contentsOf: items)
}
