import Cellar
import ExampleSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A photo library on a Cellar grid laid out per section (a compositional
// layout): photos by month in 3-column grids with a header each, an album
// row that scrolls sideways on its own, several photos selected and deleted, a
// filter that reorders, an edit reconfigured in place. Each step prints the
// batch the collection view got and the grid as the host draws it.

let options = Options.parse(
  program: "Photos",
  summary: "A photo grid on Cellar: sections by month, selection, deletes, a reordering filter.",
  options: [.value("cell-width", "N", "columns per drawn cell, 6 to 20 (default 9)")])
let width = options.integer("cell-width", default: 9, in: 6...20)

do {
  try Demo(width: width).run()
} catch {
  printToStandardError("Photos: error: \(error)\n")
  exit(1)
}
