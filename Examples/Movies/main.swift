import Cellar
import ExampleSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// SHMTableView's own example, on Cellar: movies and series in sections with
// headers and footers, a row action that plays the title, and the update
// SHMTableView's README documents. `--interactive` drives it from the keyboard.

let options = Options.parse(
  program: "Movies",
  summary: "SHMTableView's example on Cellar: two cell types, sections, actions, updates.",
  options: [
    .flag(
      "interactive",
      "run in the terminal: j/k or arrows move, Enter plays, d deletes, u updates, q quits"),
    .value("width", "N", "columns of the drawn table, 30 to 200 (default 52)"),
  ])
let width = options.integer("width", default: 52, in: 30...200)

do {
  if options.flag("interactive") {
    try Interactive(width: width).run()
  } else {
    try Demo(width: width).run()
  }
} catch {
  printToStandardError("Movies: error: \(error)\n")
  exit(1)
}
