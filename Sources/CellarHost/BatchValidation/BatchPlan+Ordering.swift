extension BatchPlan {
  /// Items with distinct rows in `0..<count`, ordered by row: by placing
  /// each at its row when they are many (O(*count*)), by sorting when few
  /// (O(*k* log *k*)).
  static func ascending<Item>(_ items: [Item], count: Int, row: (Item) -> Int) -> [Item] {
    guard items.count > 64, items.count * 8 > count else {
      return items.sorted { row($0) < row($1) }
    }
    // -1 marks a row no item is at: item indexes are never negative.
    var place = [Int](repeating: -1, count: count)
    for (index, item) in items.enumerated() { place[row(item)] = index }
    var result: [Item] = []
    result.reserveCapacity(items.count)
    for index in place where index >= 0 { result.append(items[index]) }
    return result
  }
}
