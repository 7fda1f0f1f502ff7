/// A cheap test, run before the rules, for messages that cannot yield a single candidate.
///
/// Most messages carry no code. A message can only give ``Extractor`` a candidate through a
/// code-shaped token, a code rule or an origin-bound line, so when one pass over its bytes
/// shows that none of these can be there, the extraction is empty and no PCRE2 pattern runs.
/// Every test here is a necessary condition, looser than the real one, so skipping a message
/// never changes a result (`PrefilterEquivalenceTests` checks this on the whole corpus).
public enum Prefilter {
    /// Whether `text` might contain a code-shaped token or an origin-bound line. `false` means
    /// certainly not. Code rules are not looked at: see ``mayHaveCandidates(_:rules:)``.
    ///
    /// - A digit token needs 4 decimal digits (any script) in one run of digits, separators and
    ///   invisible characters. Any non-ASCII scalar that is not a digit is let through as a
    ///   possible separator; only ASCII characters other than space, `-` and `.` end a run.
    /// - A letter-digit token (`K7PQ2X`) needs a run of ASCII letters, digits and hyphens with
    ///   at least one digit, one letter and four letters or digits, or two triples of them,
    ///   each mixing letters and digits, split by a space or a no-break space (`8B3 K2P`), or
    ///   three letters and three digits split that way (`XKW 583`). A dot after a pair of them
    ///   does not end the run (`K3.7Q.9W`).
    /// - An origin line (`@host #code`) needs an `@` and a space followed by `#`.
    public static func mayHaveTokens(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        // Most lines of chat and news have no digit at all: one pass over eight bytes at a time
        // turns them away before the loop below, which costs about 26 instructions a byte.
        guard hasTokenByte(text) else { return false }
        var digitRun = 0
        var alnumCount = 0, alnumDigit = false, alnumLetter = false
        var sawAt = false, sawSpaceHash = false
        var index = 0
        let count = text.count
        while index < count {
            let byte = text[index]
            if byte < 0x80 {
                index += 1
                switch byte {
                case 0x30...0x39:
                    digitRun += 1
                    if digitRun >= 4 { return true }
                    alnumCount += 1
                    alnumDigit = true
                    if alnumCount >= 4 && alnumLetter { return true }
                case 0x41...0x5A, 0x61...0x7A:
                    digitRun = 0
                    alnumCount += 1
                    alnumLetter = true
                    if alnumCount >= 4 && alnumDigit { return true }
                case 0x2D:  // '-': a digit separator, and inside a letter-digit token
                    break
                case 0x2E where TokenScanner.isDotBetweenPairs(text, at: index - 1):  // inside dotted pairs
                    break
                case 0x20, 0x2E:
                    if byte == 0x20, alnumCount == 3, alnumLetter, alnumDigit ? isMixedTriple(text, at: index)
                        : index < count && text[index] &- 0x30 < 10 && isCapitalsThenDigits(text, lettersEnd: index - 1, digitsStart: index) { return true }
                    alnumCount = 0; alnumDigit = false; alnumLetter = false
                    if byte == 0x20, index < count, text[index] == 0x23 { sawSpaceHash = true }
                default:
                    if byte == 0x40 { sawAt = true }
                    digitRun = 0
                    alnumCount = 0; alnumDigit = false; alnumLetter = false
                }
                continue
            }
            if byte == 0xC2, index + 1 < count, text[index + 1] == 0xA0, alnumCount == 3, alnumLetter,
               alnumDigit ? isMixedTriple(text, at: index + 2) : isCapitalsThenDigits(text, lettersEnd: index, digitsStart: index + 2) { return true }
            alnumCount = 0; alnumDigit = false; alnumLetter = false
            let (scalar, width) = decode(text, at: index)
            index += width
            if let scalar, isDecimalDigit(scalar) {
                digitRun += 1
                if digitRun >= 4 { return true }
            }
        }
        return sawAt && sawSpaceHash
    }

    /// Whether `text` holds a byte that every token and origin line needs one of: an ASCII digit
    /// (a token of ASCII digits or of letters and digits), a byte past ASCII (a digit of another
    /// script), or `@` (an origin line). Eight bytes at a time: a byte `b` below 0x80 is a digit
    /// when `b + 0x50` has its high bit and `b + 0x46` has not, and is `@` when `b ^ 0x40` is zero;
    /// no byte below 0x80 carries into the next.
    static func hasTokenByte(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return false }
        let high: UInt64 = 0x8080_8080_8080_8080, ones: UInt64 = 0x0101_0101_0101_0101
        var index = 0
        while index + 8 <= text.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            if word & high != 0 { return true }
            let digits = (word &+ 0x50 &* ones) & ~(word &+ 0x46 &* ones) & high
            let at = word ^ (0x40 &* ones)
            if digits | ((at &- ones) & ~at & high) != 0 { return true }
            index += 8
        }
        while index < text.count {
            let byte = text[index]
            if byte >= 0x80 || byte &- 0x30 < 10 || byte == 0x40 { return true }
            index += 1
        }
        return false
    }

    /// Whether three capitals and digits, at least one of each, start at `index` and end a word.
    private static func isMixedTriple(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + 3 <= text.count else { return false }
        var digit = false, letter = false
        for byte in text[index..<(index + 3)] {
            switch byte {
            case 0x30...0x39: digit = true
            case 0x41...0x5A: letter = true
            default: return false
            }
        }
        return digit && letter && endsWord(text, at: index + 3)
    }

    /// Whether the three letters before `lettersEnd` are capitals and three ASCII digits start at
    /// `digitsStart` and end a word: three capitals and three digits (`XKW 583`). Lowercase words
    /// before a number ("for 250") are common and never such a code. Out of line, so the loop
    /// above, which runs on every byte, stays small.
    @inline(never)
    private static func isCapitalsThenDigits(_ text: UnsafeBufferPointer<UInt8>, lettersEnd: Int, digitsStart index: Int) -> Bool {
        guard index + 3 <= text.count, text[index..<(index + 3)].allSatisfy({ (0x30...0x39).contains($0) }) else { return false }
        guard text[(lettersEnd - 3)..<lettersEnd].allSatisfy({ (0x41...0x5A).contains($0) }) else { return false }
        return endsWord(text, at: index + 3)
    }

    /// Whether a word of ASCII letters and digits ends before `index`: the text ends there, or
    /// no ASCII letter or digit stands there.
    private static func endsWord(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index < text.count else { return true }
        let next = text[index]
        return !(0x30...0x39).contains(next) && !(0x41...0x5A).contains(next) && !(0x61...0x7A).contains(next)
    }

    /// Whether `text` might give at least one candidate under `rules`; `false` means the
    /// extraction is certainly empty (no candidates, no origin).
    public static func mayHaveCandidates(_ text: UnsafeBufferPointer<UInt8>, rules: RuleSet) -> Bool {
        mayHaveTokens(text) || someCodeRuleMatches(text, rules: rules)
    }

    /// Whether a code rule of `rules` matches `text`; rules whose literals are absent are not run.
    public static func someCodeRuleMatches(_ text: UnsafeBufferPointer<UInt8>, rules: RuleSet) -> Bool {
        guard !rules.codes.isEmpty else { return false }
        guard let gates = rules.gates.ready() else { return rules.codes.contains { $0.pattern.hasMatch(in: text) } }
        let allowed = gates.codes.allowed(in: text)
        return rules.codes.contains { allowed[$0.slot] && $0.pattern.hasMatch(in: text, from: allowed.start(of: $0.slot), limit: allowed.limit(of: $0.slot)) }
    }

    /// Whether `scalar` is a decimal digit (`Nd`). Most characters past ASCII in messages are
    /// letters of blocks that hold no digit (Latin, Greek, Cyrillic, Hebrew, Arabic letters,
    /// CJK, kana, Hangul); those are ruled out by range before Unicode's tables are asked
    /// (about 340 instructions a character). `PrefilterEquivalenceTests` checks the ranges.
    @inline(__always)
    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39: true
        case ..<0x660, 0x1C5A..<0xA620, 0xABFA..<0xFF10: false
        default: scalar.properties.generalCategory == .decimalNumber
        }
    }

    /// The scalar at `index` and the bytes it takes; an invalid sequence is one byte and `nil`.
    @inline(__always)
    static func decode(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = text[index]
        let width: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: width = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: width = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: width = 4; value = UInt32(lead & 0x07)
        default: return (nil, 1)
        }
        guard index + width <= text.count else { return (nil, 1) }
        for offset in 1..<width {
            let byte = text[index + offset]
            guard byte & 0xC0 == 0x80 else { return (nil, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value), width)
    }
}
