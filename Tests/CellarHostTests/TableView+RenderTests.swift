import CellarHost
import Foundation
import Testing

@MainActor
@Suite struct TableViewRenderTests {
  @Test("render draws headers, rows with selection and accessories, and footers in the viewport")
  func render() throws {
    let model = ListModel([["Apple", "Banana", "Cherry"], ["Date"]])
    model.headers = ["Fruit", "More"]
    model.footers = ["3 items", nil]
    model.cellProvider = { table, path in
      let cell = try table.dequeueReusableCell(withIdentifier: "Cell", for: path)
      cell.textLabel?.text = model.sections[path.section][path.row]
      cell.accessoryType = path.row == 0 ? .disclosureIndicator : .none
      return cell
    }
    let table = try makeTable(model, visibleRows: 10)
    try table.tapRow(at: ip(0, 1))
    #expect(
      table.render() == """
        # Fruit
          Apple >
        > Banana
          Cherry
        ~ 3 items
        # More
          Date >
        """)
  }

  @Test("render draws only what is on screen and cuts lines to the render width")
  func viewportAndWidth() throws {
    let model = ListModel([(0..<20).map { "Row number \($0) with a long title" }])
    let table = try makeTable(model, visibleRows: 2)
    table.renderWidth = 12
    try table.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    #expect(table.render() == "  Row number\n  Row number")
  }

  @Test("cell styles lay out their labels")
  func cellStyles() {
    let value1 = TableViewCell(style: .value1, reuseIdentifier: nil)
    value1.textLabel?.text = "Name"
    value1.detailTextLabel?.text = "Ada"
    value1.accessoryType = .checkmark
    #expect(value1.render(width: 40) == ["Name  Ada ✓"])
    let subtitle = TableViewCell(style: .subtitle, reuseIdentifier: nil)
    subtitle.textLabel?.text = "Title"
    subtitle.detailTextLabel?.text = "Detail"
    #expect(subtitle.render(width: 40) == ["Title", "Detail"])
    #expect(subtitle.sizeThatFits(width: 320) == 64)
    let plain = TableViewCell(reuseIdentifier: nil)
    #expect(plain.detailTextLabel == nil)
    #expect(plain.render(width: 10) == [""])
    #expect(plain.sizeThatFits(width: 320) == 44)
  }
}
