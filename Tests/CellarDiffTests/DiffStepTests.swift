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

  @Test("steps are equal only with the same kind, offset and element")
  func equality() {
    #expect(DiffStep.delete(1, 5) == .delete(1, 5))
    #expect(DiffStep.delete(1, 5) != .insert(1, 5))
    #expect(DiffStep.delete(1, 5) != .delete(2, 5))
    #expect(DiffStep.delete(1, 5) != .delete(1, 6))
    #expect(Set([DiffStep.insert(0, 1), .insert(0, 1), .delete(0, 1)]).count == 2)
  }

  @Test("the description shows the element's own description, Unicode included")
  func descriptions() {
    #expect(DiffStep.insert(12, "🇨🇿" as Character).description == "+12 🇨🇿")
    #expect(DiffStep.delete(0, [1, 2]).description == "-0 [1, 2]")
  }
}
