import CellarHost
import Foundation
import Testing

@MainActor
@Suite struct UITableViewCellTests {
  @Test("cell styles lay out their labels")
  func cellStyles() {
    let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
    value1.textLabel?.text = "Name"
    value1.detailTextLabel?.text = "Ada"
    value1.accessoryType = .checkmark
    #expect(value1.render(width: 40) == ["Name  Ada ✓"])
    let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    subtitle.textLabel?.text = "Title"
    subtitle.detailTextLabel?.text = "Detail"
    #expect(subtitle.render(width: 40) == ["Title", "Detail"])
    #expect(subtitle.sizeThatFits(width: 320) == 64)
    let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
    #expect(plain.detailTextLabel == nil)
    #expect(plain.render(width: 10) == [""])
    #expect(plain.sizeThatFits(width: 320) == 44)
  }

  @Test("prepareForReuse resets selection, highlight and editing, not content")
  func prepareForReuseResetsState() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: "C")
    cell.textLabel?.text = "kept"
    cell.setSelected(true, animated: false)
    cell.setHighlighted(true, animated: true)
    cell.setEditing(true, animated: false)
    cell.prepareForReuse()
    #expect(!cell.isSelected && !cell.isHighlighted && !cell.isEditing)
    #expect(cell.textLabel?.text == "kept")
  }

  @Test("value2 puts the detail first and accessories follow the text")
  func value2AndAccessories() {
    let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
    cell.textLabel?.text = "Ada"
    cell.detailTextLabel?.text = "Name"
    cell.accessoryType = .detailDisclosureButton
    #expect(cell.render(width: 40) == ["Name  Ada (i) >"])
    cell.accessoryType = .detailButton
    #expect(cell.render(width: 8) == ["Name (i)"])
  }
}

@MainActor
@Suite struct UITableViewHeaderFooterViewTests {
  @Test("a header view sizes to its lines and draws them")
  func sizing() {
    let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
    #expect(view.sizeThatFits(width: 320) == 0)
    #expect(view.render(width: 10).isEmpty)
    view.textLabel?.text = "Title"
    view.detailTextLabel?.text = "More\nlines"
    #expect(view.sizeThatFits(width: 320) == 68)
    #expect(view.render(width: 3) == ["Tit", "Mor", "lin"])
  }
}

@MainActor
@Suite struct UILabelTests {
  @Test("a label counts and splits its lines")
  func lines() {
    #expect(UILabel().lineCount == 0)
    #expect(UILabel(text: "").lines.isEmpty)
    #expect(UILabel(text: "a\n\nb").lineCount == 3)
    #expect(UILabel(text: "a\n\nb").lines == ["a", "", "b"])
  }
}
