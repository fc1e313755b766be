import Cellar
import Foundation

struct Movie: Identifiable, Equatable {
  let id: Int
  var title: String
}

final class MovieCell: UITableViewCell, ConfigurableCell {
  func configure(_ movie: Movie) {
    var content = defaultContentConfiguration()
    content.text = movie.title
    contentConfiguration = content
  }
}
func sections(_ movies: [Movie]) -> [Section] {
  [Section(id: "movies", header: "Movies") { for movie in movies { Row<MovieCell>(model: movie) } }]
}
let table = Table(tableView: UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
try table.update(with: sections([Movie(id: 1, title: "Up"), Movie(id: 2, title: "Cars")]))
try table.update(with: sections([Movie(id: 2, title: "Cars 2"), Movie(id: 3, title: "Coco")]))
for entry in table.tableView.updateLog { print(entry) }
print(table.tableView.render())
