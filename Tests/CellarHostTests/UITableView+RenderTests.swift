import CellarHost
import Foundation
import Testing

@MainActor
@Suite struct UITableViewRenderTests {
  @Test("render draws headers, rows with selection and accessories, and footers in the viewport")
  func render() throws {
    let model = ListModel([["Apple", "Banana", "Cherry"], ["Date"]])
    model.headers = ["Fruit", "More"]
    model.footers = ["3 items", nil]
    model.cellProvider = { [unowned model] table, path in
      let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: path)
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
    table.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    #expect(table.render() == "  Row number\n  Row number")
  }
}
