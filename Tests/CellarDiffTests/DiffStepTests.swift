import CellarDiff
import Testing

@Suite struct DiffStepTests {
  @Test("a step exposes its offset, element and kind")
  func accessors() {
    let deletion = DiffStep.delete(3, "x")
    let insertion = DiffStep.insert(0, "y")
    #expect(deletion.offset == 3 && deletion.element == "x" && !deletion.isInsertion)
    #expect(insertion.offset == 0 && insertion.element == "y" && insertion.isInsertion)
    #expect(deletion.description == "-3 x" && insertion.description == "+0 y")
  }
}
