import Cellar
import Foundation
import Testing

@MainActor
@Suite struct RowBuilderTests {
  private func rows(showMore: Bool, mode: Int) -> [String] {
    let missing: Row<TitleCell>? = nil
    let present: Row<TitleCell>? = Row<TitleCell>(model: "optional")
    let typed = [Row<TitleCell>(model: "typed 1"), Row<TitleCell>(model: "typed 2")]
    let mixed: [any RowRepresentable] = [
      Row<LoudCell>(model: "loud"), AnyRow(Row<TitleCell>(model: "erased")),
    ]
    let section = Section(id: "s") {
      Row<TitleCell>(model: "first")
      missing
      present
      typed
      mixed
      if showMore {
        Row<TitleCell>(model: "more")
      }
      if mode == 0 {
        Row<TitleCell>(model: "zero")
      } else {
        Row<TitleCell>(model: "not zero")
      }
      switch mode {
      case 0: Row<TitleCell>(model: "case 0")
      case 1: Row<TitleCell>(model: "case 1")
      default: Row<TitleCell>(model: "default")
      }
      for index in 0..<2 {
        Row<TitleCell>(model: "for \(index)")
      }
      if #available(macOS 10.15, iOS 13, *) {
        Row<TitleCell>(model: "available")
      }
      Row<TitleCell>(model: "last")
    }
    return section.rows.map { $0.model(as: String.self) ?? "?" }
  }

  @Test(
    "a section's rows come from rows, optionals, arrays, if, if-else, switch, for and if #available, in order"
  )
  func rowStatements() {
    #expect(
      rows(showMore: true, mode: 0) == [
        "first", "optional", "typed 1", "typed 2", "loud", "erased", "more", "zero", "case 0",
        "for 0", "for 1", "available", "last",
      ])
    #expect(
      rows(showMore: false, mode: 1) == [
        "first", "optional", "typed 1", "typed 2", "loud", "erased", "not zero", "case 1",
        "for 0", "for 1", "available", "last",
      ])
    #expect(rows(showMore: false, mode: 7).contains("default"))
  }

  private func sections(showMore: Bool, mode: Int) -> [Section] {
    let missing: Section? = nil
    let present: Section? = Section(id: "optional")
    let several = [Section(id: "array 1"), Section(id: "array 2")]
    return build {
      Section(id: "first")
      missing
      present
      several
      if showMore {
        Section(id: "more")
      }
      if mode == 0 {
        Section(id: "zero")
      } else {
        Section(id: "not zero")
      }
      switch mode {
      case 0: Section(id: "case 0")
      default: Section(id: "default")
      }
      for index in 0..<2 {
        Section(id: "for \(index)")
      }
      if #available(macOS 10.15, iOS 13, *) {
        Section(id: "available")
      }
    }
  }

  private func build(@SectionBuilder _ content: () -> [Section]) -> [Section] { content() }

  @Test(
    "a table's sections come from sections, optionals, arrays, if, if-else, switch, for and if #available, in order"
  )
  func sectionStatements() throws {
    #expect(
      sections(showMore: true, mode: 0).map(\.id) == [
        "first", "optional", "array 1", "array 2", "more", "zero", "case 0", "for 0", "for 1",
        "available",
      ])
    #expect(
      sections(showMore: false, mode: 1).map(\.id) == [
        "first", "optional", "array 1", "array 2", "not zero", "default", "for 0", "for 1",
        "available",
      ])
    // The table's builder form shows the same sections.
    let table = makeTable()
    let showMore = false
    try table.update {
      Section(id: "a")
      if showMore {
        Section(id: "b")
      } else {
        Section(id: "c")
      }
    }
    #expect(table.sections.map(\.id) == ["a", "c"])
  }
}
