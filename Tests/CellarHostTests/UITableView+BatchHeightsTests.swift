import CellarHost
import CellarTestSupport
import Foundation
import Testing

/// Sections of rows named by their heights ("17" is 17 points high), every
/// row's height asked at load.
@MainActor
private final class SizedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
  var sections: [[Int]]

  init(_ sections: [[Int]]) { self.sections = sections }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    CGFloat(sections[indexPath.section][indexPath.row])
  }
}

@MainActor
@Suite struct UITableViewBatchHeightsTests {
  @Test(
    "rows moved within and across sections that lose rows keep their heights; inserted rows get theirs",
    arguments: [(11, 1), (12, 1), (13, 1), (14, 10), (15, 10)])
  func movedRowsCarryTheirHeights(seed: UInt64, scale: Int) throws {
    // Scale 1: about a third of each section leaves (heights kept by row);
    // scale 10: ten times the rows, a tenth as many leave (kept sorted).
    var random = SeededRandom(seed: seed)
    let leaving = 1 / Double(scale)
    // Heights unique per row: 10...(10 + rows), so a wrong carried height shows.
    var next = 10
    var sections: [[Int]] = []
    for _ in 0..<4 {
      sections.append(
        (0..<(3 + random.int(30))).map { _ in
          next += 1
          return next
        })
    }
    let model = SizedRows(sections)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.estimatedRowHeight = 0
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    // Delete a few rows, move a few (within and across sections), insert one.
    var target = sections
    var deletes: [IndexPath] = []
    var moves: [(IndexPath, Int)] = []  // from, moved height
    for section in sections.indices {
      for row in sections[section].indices where random.chance(0.15 * leaving) {
        deletes.append(IndexPath(row: row, section: section))
      }
    }
    for section in sections.indices {
      for row in sections[section].indices
      where random.chance(0.2 * leaving) && !deletes.contains(IndexPath(row: row, section: section))
      {
        moves.append((IndexPath(row: row, section: section), sections[section][row]))
      }
    }
    let left = Set(deletes.map(\.self) + moves.map(\.0))
    for section in target.indices {
      target[section] = sections[section].indices
        .filter { !left.contains(IndexPath(row: $0, section: section)) }
        .map { sections[section][$0] }
    }
    for (_, height) in moves {
      let section = random.int(target.count)
      target[section].insert(height, at: random.int(target[section].count + 1))
    }
    next += 1
    target[0].insert(next, at: 0)
    model.sections = target
    table.performBatchUpdates {
      table.deleteRows(at: deletes, with: .fade)
      for (from, height) in moves {
        let section = target.firstIndex { $0.contains(height) }!
        let row = target[section].firstIndex(of: height)!
        table.moveRow(at: from, to: IndexPath(row: row, section: section))
      }
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    }
    #expect(table.updateLog.last?.fellBackToReloadData == false)
    for section in target.indices {
      for row in target[section].indices {
        let height = table.rectForRow(at: IndexPath(row: row, section: section)).height
        #expect(
          height == CGFloat(target[section][row]),
          "seed \(seed), scale \(scale): row \(row) of section \(section)")
      }
    }
  }
}
