import Testing
@testable import OTPFill

/// The gate looks for a caseless non-ASCII letter in any of its cases, so the cases it knows
/// must include every character PCRE2 lets match it.
@Suite struct CaselessVariantsTests {
    /// Every scalar of the first two planes that has a case or changes under case mapping.
    static let casedScalars: [Unicode.Scalar] = (UInt32(0x80)...0x1FFFF).compactMap { value in
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return CaselessVariants.hasCase(scalar) ? scalar : nil
    }

    @Test func everyCharacterPCRE2MatchesCaselesslyIsAKnownVariant() throws {
        // The subject lists each cased scalar once, between spaces.
        let subject = Self.casedScalars.map { String($0) }.joined(separator: " ")
        #expect(Self.casedScalars.count > 2000)
        for scalar in Self.casedScalars {
            guard let variants = CaselessVariants.of(scalar) else { continue }
            let pattern = try Pattern("\\x{\(String(scalar.value, radix: 16))}", options: .caseless)
            for text in pattern.strings(in: subject) {
                let matched = try #require(text.unicodeScalars.first)
                #expect(variants.contains(matched),
                        "PCRE2 matches U+\(String(matched.value, radix: 16)) for U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test func oneWayMappingsAreRecomputedFromUnicode() {
        var oneWay: [(UInt32, UInt32)] = []
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenCaseMapped else { continue }
            for target in CaselessVariants.mappings(of: scalar) where !Self.forwardClosure(target).contains(scalar) {
                oneWay.append((target.value, value))
            }
        }
        #expect(oneWay.map { "\($0.0)>\($0.1)" } == CaselessVariants.oneWay.map { "\($0.0)>\($0.1)" })
    }

    /// The gate writes every member of a set as the same character, so every member must have
    /// the same set and the same folded form.
    @Test func everySetIsTheSameFromEachOfItsMembers() throws {
        for scalar in Self.casedScalars {
            guard let variants = CaselessVariants.of(scalar) else { continue }
            for member in variants {
                #expect(Set(try #require(CaselessVariants.of(member))) == Set(variants), "U+\(String(member.value, radix: 16))")
                #expect(CaselessVariants.folded(member) == CaselessVariants.folded(scalar))
            }
        }
    }

    @Test func variantsOfSomeLetters() throws {
        let veVariants = try #require(CaselessVariants.of("в"))
        #expect(Set(veVariants) == Set("вВᲀ".unicodeScalars))
        #expect(CaselessVariants.folded("ᲀ") == "В")
        let sigmaVariants = try #require(CaselessVariants.of("ς"))
        #expect(Set(sigmaVariants) == Set("σΣς".unicodeScalars))
        #expect(CaselessVariants.of("\u{212A}") == nil)  // KELVIN SIGN matches k
        #expect(CaselessVariants.of("ı") == nil)
    }

    static func forwardClosure(_ scalar: Unicode.Scalar) -> Set<Unicode.Scalar> {
        var seen: Set<Unicode.Scalar> = [scalar]
        var pending = [scalar]
        while let current = pending.popLast() {
            for next in CaselessVariants.mappings(of: current) where seen.insert(next).inserted { pending.append(next) }
        }
        return seen
    }
}
