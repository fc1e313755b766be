import Foundation

/// A section's identity, before it is interned to a code.
enum SectionKey: Hashable {
  case id(AnyHashable)
  case position(Int)
}

/// The identity code of each section, interning section identities in
/// `codes` (which no `==` or hash, however wrong, can make trap).
func sectionCodes(_ sections: [Section], codes: inout IdentityCodes<SectionKey>) -> [Int] {
  sections.enumerated().map { index, section in
    codes.code(for: section.id.map { SectionKey.id($0) } ?? .position(index)).code
  }
}
