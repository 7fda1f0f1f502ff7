/// The characters a caseless PCRE2 pattern lets stand for one non-ASCII letter (`в` also
/// matches `В` and `ᲀ`), so the rule gate can fold every one of them to the same character.
///
/// The set is closed under Unicode's lower, upper and title case mappings, plus the few
/// characters that map into a set without any member mapping back to them (``oneWay``). It may
/// hold more than PCRE2's set (a larger set only lets more rules run), never less:
/// `CaselessVariantsTests` checks every cased letter against PCRE2.
enum CaselessVariants {
    /// Whether `scalar` has a case or changes under case mapping; a letter of a script without
    /// case (Han, Arabic, Devanagari…) matches only itself, caseless or not.
    static func hasCase(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isCased || properties.changesWhenCaseMapped || properties.changesWhenCaseFolded
    }

    /// The variants of `scalar`, itself included; `nil` when one of them is ASCII (KELVIN SIGN,
    /// LONG S, dotless i), which the gate's ASCII lowering handles instead.
    static func of(_ scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
        var found: [Unicode.Scalar] = [scalar]
        var next = 0
        while next < found.count {
            let current = found[next]
            next += 1
            var partners = mappings(of: current)
            for (target, source) in oneWay where target == current.value { partners.append(Unicode.Scalar(source)!) }
            for partner in partners where !found.contains(partner) { found.append(partner) }
        }
        return found.contains(where: \.isASCII) ? nil : found
    }

    /// The single-character lower, upper and title case mappings of `scalar` other than itself.
    static func mappings(of scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        let properties = scalar.properties
        var result: [Unicode.Scalar] = []
        for mapping in [properties.lowercaseMapping, properties.uppercaseMapping, properties.titlecaseMapping] {
            let scalars = mapping.unicodeScalars
            guard scalars.count == 1, let only = scalars.first, only != scalar, !result.contains(only) else { continue }
            result.append(only)
        }
        return result
    }

    /// (target, source): `source` case-maps to `target`, but nothing reachable from `target`
    /// maps back to `source` (`ᲀ` → `В`, `ς` → `Σ`, `Ω` → `ω`). Derived from Unicode's case
    /// mappings over every scalar; `CaselessVariantsTests` recomputes it.
    static let oneWay: [(UInt32, UInt32)] = [
        (0x39C, 0xB5), (0x49, 0x131), (0x53, 0x17F), (0x399, 0x345), (0x3A3, 0x3C2), (0x392, 0x3D0),
        (0x398, 0x3D1), (0x3A6, 0x3D5), (0x3A0, 0x3D6), (0x39A, 0x3F0), (0x3A1, 0x3F1), (0x3B8, 0x3F4),
        (0x395, 0x3F5), (0x412, 0x1C80), (0x414, 0x1C81), (0x41E, 0x1C82), (0x421, 0x1C83), (0x422, 0x1C84),
        (0x422, 0x1C85), (0x42A, 0x1C86), (0x462, 0x1C87), (0xA64A, 0x1C88), (0x1E60, 0x1E9B), (0xDF, 0x1E9E),
        (0x399, 0x1FBE), (0x3C9, 0x2126), (0x6B, 0x212A), (0xE5, 0x212B),
    ]

    /// The member of `scalar`'s set with the smallest code point: the form the gate writes every
    /// member in. `nil` when the set has an ASCII member (handled by ASCII lowering) or one
    /// outside the Basic Multilingual Plane (the gate folds two- and three-byte characters).
    static func folded(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        guard let variants = of(scalar), variants.allSatisfy({ $0.value < 0x10000 }) else { return nil }
        return variants.min { $0.value < $1.value }
    }

    /// The key of a UTF-8 lead byte and the byte after it (`0xC0...0xFF`, `0x80...0xBF`): 4,096 keys.
    @inline(__always)
    static func prefixKey(_ lead: UInt8, _ second: UInt8) -> UInt16 {
        UInt16(lead & 0x3F) << 6 | UInt16(second & 0x3F)
    }
}
