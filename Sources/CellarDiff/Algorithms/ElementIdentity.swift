/// How the differ reads an element's identity and compares its content.
///
/// A generic strategy rather than two closures, so that the engine is
/// specialized for each concrete strategy and the identity and content
/// checks are inlined into its loops instead of called indirectly.
@usableFromInline
protocol ElementIdentity {
  associatedtype Element
  associatedtype ID: Hashable & Sendable

  func id(of element: Element) -> ID
  func isContentEqual(_ lhs: Element, _ rhs: Element) -> Bool
}

/// Identity and content equality given by closures.
@usableFromInline
struct ClosureIdentity<Element, ID: Hashable & Sendable>: ElementIdentity {
  @usableFromInline let identify: (Element) -> ID
  @usableFromInline let contentEqual: (Element, Element) -> Bool

  @inlinable
  init(
    identify: @escaping (Element) -> ID, contentEqual: @escaping (Element, Element) -> Bool
  ) {
    self.identify = identify
    self.contentEqual = contentEqual
  }

  @inlinable
  func id(of element: Element) -> ID { identify(element) }

  @inlinable
  func isContentEqual(_ lhs: Element, _ rhs: Element) -> Bool { contentEqual(lhs, rhs) }
}

/// Identity is `id`, content equality is `==`.
@usableFromInline
struct IdentifiableEquatableIdentity<Element: Identifiable & Equatable>: ElementIdentity
where Element.ID: Sendable {
  @inlinable
  init() {}

  @inlinable
  func id(of element: Element) -> Element.ID { element.id }

  @inlinable
  func isContentEqual(_ lhs: Element, _ rhs: Element) -> Bool { lhs == rhs }
}

/// Each element is its own identity; content never differs.
@usableFromInline
struct SelfIdentity<Element: Hashable & Sendable>: ElementIdentity {
  @inlinable
  init() {}

  @inlinable
  func id(of element: Element) -> Element { element }

  @inlinable
  func isContentEqual(_ lhs: Element, _ rhs: Element) -> Bool { true }
}
