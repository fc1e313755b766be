import CellarDiff
import Testing

@Suite struct DiffApplyTests {
  @Test("applying works on any range-replaceable collection")
  func rangeReplaceable() {
    let diff = Diff("kitten", "sitting")
    #expect("kitten".applying(diff) == "sitting")
    #expect(ContiguousArray("kitten").applying(diff) == ContiguousArray("sitting"))
    #expect(Array("kitten").applying(diff) == Array("sitting"))
    let numbers = Diff([1, 2, 3], [3, 1, 2])
    #expect(ArraySlice([1, 2, 3]).applying(numbers) == [3, 1, 2])
  }

  @Test("applying an empty diff gives the collection back")
  func emptyDiff() {
    #expect([1, 2].applying(Diff([1, 2], [1, 2])) == [1, 2])
    #expect([Int]().applying(Diff([Int](), [])) == [])
  }

  @Test("each step's offset is valid when the steps are applied one after another")
  func stepsApplyInOrder() {
    let source = Array("abcabba")
    let target = Array("cbabac")
    var edited = source
    for step in Diff(source, target).steps {
      switch step {
      case .delete(let offset, let element):
        #expect(edited[offset] == element)
        edited.remove(at: offset)
      case .insert(let offset, let element):
        edited.insert(element, at: offset)
      }
    }
    #expect(edited == target)
  }

  @Test("applying a diff to a collection it does not fit stops the program")
  func misfitStops() async {
    await #expect(processExitsWith: .failure) {
      _ = [1].applying(Diff([1, 2, 3], [3]))
    }
  }
}
