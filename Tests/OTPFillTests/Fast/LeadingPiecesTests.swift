import Testing
@testable import OTPFill

/// The pieces every match starts with (``RequiredLiterals/leading(of:cache:)``) and the start
/// offsets and limits the rule gate derives from them (``RuleGate/Allowed/start(of:)``,
/// ``RuleGate/Allowed/limit(of:)``): a search from the start that tries no start past the limit
/// must find exactly what a search from 0 finds.
@Suite struct LeadingPiecesTests {
    static func strings(_ pieces: Set<RequiredLiterals.Piece>?) -> Set<String>? {
        pieces.map { Set($0.map { String(decoding: $0.bytes, as: UTF8.self) }) }
    }

    static let leadingCases: [(String, Set<String>)] = [
        (#"code\s+\d+"#, ["code"]),
        (#"(?:verification|security|code)\s+\d"#, ["verification", "security", "code"]),
        // Zero-width items before the first text take nothing.
        (#"(?i)(?<![\p{L}\p{M}])(?:codes?|pin)(?![\p{L}\p{M}])"#, ["code", "pin"]),
        (#"\b^$(?i)Code"#, ["code"]),
        (#"(?<=x)(?<!y)pin\d"#, ["pin"]),
        // An optional first item: it, or what follows it.
        (#"(?:your )?code"#, ["your code", "code"]),
        (#"(?:a|b)?(?:code|pin)\d"#, ["acode", "apin", "bcode", "bpin", "code", "pin"]),
        // An optional first item that is not exact: what it starts with, or what follows it.
        (#"(?:your\s)?code"#, ["your", "code"]),
        (#"(?:\(\s*)?(?:a\s)?(?:code|pin)\s"#, ["(", "a", "code", "pin"]),
        (#"x*code\d"#, ["x", "code"]),
        (#"(?:code)*x"#, ["code", "x"]),
        // A piece that starts another is enough.
        (#"(?:codes|code|coder)\d"#, ["code"]),
        // Repeated at least once, the item still starts the match.
        (#"(?:ab|cd)+\d"#, ["ab", "cd"]),
        (#"x{2,}y"#, ["x"]),
        // What the first item matches when the rest is unknown.
        (#"(a)\1"#, ["a"]),
        // Groups of every kind, a small class, an inline caseless scope.
        (#"(?<c>pin|(?:tan))(?>\d)"#, ["pin", "tan"]),
        (#"[ab]c\d"#, ["ac", "bc"]),
        (#"(?i:ab)C"#, ["ab"]),
        // \K moves the start PCRE2 reports, not where the match began.
        (#"id\s*\K\d+"#, ["id"]),
        // A lookahead after the first text runs only where that text stands.
        (#"code(?=\s*\d)"#, ["code"]),
        // Caseless letters are written folded, as the gate looks for them.
        (#"(?i)код\d"#, ["КОД"]),
    ]

    @Test(arguments: leadingCases)
    func everyMatchStartsWithALeadingPiece(pattern: String, expected: Set<String>) {
        #expect(Self.strings(RequiredLiterals.leading(of: pattern)) == expected)
    }

    @Test(arguments: [
        #"\d+code"#, #".code"#, #"[^a]code"#, #"\p{L}code"#, #"\wcode"#, #"(?:code)?\d"#,
        #"code|\d"#, #"code|"#, #"\Gcode"#, #"(*UTF)code"#, #"(?:code(*SKIP)(*FAIL)|pin)"#, #"(?1)(code)"#,
        #"(?:\s)?code"#, #"(?:your\s)?\d"#, #"(?:a\s)?(?=x)code"#, #"(?i)\x{212A}ey"#, #"(?x) code"#, #"\Qcode\E"#,
        // A lookahead before the text may cost much where no match starts: see ``RequiredLiterals/Info/isLookahead``.
        #"(?=\w+x)code"#, #"(?<!a)(?!b)code"#, #"(?:(?=x)code|pin)\d"#, #"(?:a)?(?=x)code"#,
    ])
    func aMatchThatMayStartAnywhereHasNoLeadingPieces(pattern: String) {
        #expect(RequiredLiterals.leading(of: pattern) == nil)
    }

    @Test func caseModesStaySeparate() throws {
        let pieces = try #require(RequiredLiterals.leading(of: #"(?i)(?:pin|(?-i:TAN))\d"#))
        #expect(pieces == [RequiredLiterals.Piece(bytes: Array("pin".utf8), caseless: true),
                           RequiredLiterals.Piece(bytes: Array("TAN".utf8), caseless: false)])
    }

    // MARK: Gate

    static let gatePatterns = [#"(?i)(?<![\p{L}\p{M}])code\s*\d+"#, #"(?i)pin\s*\d+|tan\s*\d+"#, #"\d{4}"#, #"TAN\d"#]

    static func starts(_ message: [UInt8]) -> (allowed: [Bool], starts: [Int], limits: [Int?]) {
        let gate = RuleGate(patterns: gatePatterns)
        let allowed = message.withUnsafeBufferPointer { gate.allowed(in: $0) }
        return (gatePatterns.indices.map { allowed[$0] }, gatePatterns.indices.map { allowed.start(of: $0) },
                gatePatterns.indices.map { allowed.limit(of: $0) })
    }

    @Test func aRuleStartsAtTheFirstOfItsLeadingPiecesAndEndsAtTheLast() {
        let (allowed, starts, limits) = Self.starts(Array("Your Tan 12, or CODE 1234; code 9 and PIN 5".utf8))
        #expect(allowed == [true, true, true, false])
        #expect(starts == [16, 5, 0, 0])
        #expect(limits == [27, 38, nil, nil])
    }

    @Test func aRuleIsTriedOnlyWhereItsLeadingPiecesStand() {
        let gate = RuleGate(patterns: Self.gatePatterns)
        Array("Your Tan 12, or CODE 1234; code 9 and PIN 5".utf8).withUnsafeBufferPointer { message in
            let allowed = gate.allowed(in: message, keepingStarts: true)
            #expect(allowed.knowsStarts)
            #expect(Array(allowed.starts(of: 0)) == [16, 27])
            #expect(Array(allowed.starts(of: 1)) == [5, 38])
            #expect(!gate.allowed(in: message).knowsStarts)
        }
    }

    @Test func aLeadingPieceOfOneByteGivesNoLimit() {
        let gate = RuleGate(patterns: [#"x{2,}y"#, #"(?:xx|zz)y"#])
        let allowed = Array("xxy zzy xxy".utf8).withUnsafeBufferPointer { gate.allowed(in: $0) }
        #expect(allowed[0] && allowed[1])
        #expect(allowed.limit(of: 0) == nil)  // `x` is looked for by byte, with no position
        #expect(allowed.limit(of: 1) == 8)
    }

    @Test func anExactPieceStartsNoLaterThanItsFoldedKeyAndEndsNoEarlier() {
        let (allowed, starts, _) = Self.starts(Array("tan, TAN1".utf8))
        #expect(allowed[3])
        #expect(starts[3] == 0)  // `tan` at 0 is TAN's folded key: only a lower bound
        let (_, _, limits) = Self.starts(Array("TAN1, tan".utf8))
        #expect(limits[3] == 6)  // and `tan` at 6 only an upper bound
    }

    /// The gate needs `code` (the strongest set); the match must still start with `ab` or `cd`.
    @Test(arguments: [("code 1234", nil), ("cd code", 0), ("xx ab code", 3)])
    func aRuleWhoseLeadingPiecesAreAbsentIsLeftOut(message: String, start: Int?) {
        let gate = RuleGate(patterns: [#"(?:ab|cd)\s*code"#])
        let allowed = Array(message.utf8).withUnsafeBufferPointer { gate.allowed(in: $0) }
        #expect(allowed[0] == (start != nil))
        if let start { #expect(allowed.start(of: 0) == start && allowed.limit(of: 0) == start) }
    }

    @Test(arguments: [
        // KELVIN SIGN folds to `k`, one byte shorter: positions in the folded copy are not the message's.
        "\u{212A}ey: code 1234",
        // Invalid UTF-8 before the code.
        "\u{FFFD}code 1234",
    ])
    func everyRuleStartsAtZeroWhenPositionsMayDiffer(message: String) {
        var bytes = Array(message.utf8)
        if message.hasPrefix("\u{FFFD}") { bytes.replaceSubrange(0..<3, with: [0xFF, 0x20]) }
        let (allowed, starts, limits) = Self.starts(bytes)
        #expect(allowed[0])
        #expect(starts == [0, 0, 0, 0])
        #expect(limits == [nil, nil, nil, nil])
    }

    // MARK: Built-in rules on the corpus

    /// Each built-in rule, on every corpus message and its variants: no match found from 0
    /// starts before the rule's start or after its limit, and a search from the start up to
    /// the limit finds the same matches, as does one tried only where its leading pieces stand
    /// (``RuleGate/Allowed/starts(of:)``).
    @Test func searchingFromTheStartFindsWhatASearchFromZeroFinds() throws {
        let rules = RuleSet.builtin
        let gate = rules.gate
        let table = BuiltinRuleTable.table
        let compiled = rules.keywords + rules.codes + rules.negatives + rules.boosts + rules.contexts
        let folder = CaseFolder(folds: table.folds)
        var later = 0, limited = 0, byStarts = 0
        for text in PrefilterEquivalenceTests.messages + Self.hostile {
            var copy = text
            copy.withUTF8 { bytes in
                let allowed = gate.allowed(in: bytes, keepingStarts: true)
                for rule in compiled {
                    var fromZero: [Range<Int>] = []
                    rule.pattern.forEachRange(in: bytes, group: nil) { range, _ in fromZero.append(range); return true }
                    guard allowed[rule.slot] else {
                        #expect(fromZero.isEmpty, "\(rule.rule.name) matches '\(text)' but the gate left it out")
                        continue
                    }
                    let start = allowed.start(of: rule.slot), limit = allowed.limit(of: rule.slot)
                    if start > 0 { later += 1 }
                    if let limit, limit + 1 < bytes.count { limited += 1 }
                    var fromStart: [Range<Int>] = []
                    rule.pattern.forEachRange(in: bytes, from: start, limit: limit, group: nil) { range, _ in fromStart.append(range); return true }
                    #expect(fromStart == fromZero, "\(rule.rule.name) from \(start) to \(limit ?? -1) on '\(text)'")
                    #expect(rule.pattern.hasMatch(in: bytes, from: start, limit: limit) == !fromZero.isEmpty)
                    if limit != nil, allowed.knowsStarts {
                        byStarts += 1
                        let starts = allowed.starts(of: rule.slot)
                        var fromStarts: [Range<Int>] = []
                        rule.pattern.forEachRange(in: bytes, from: start, limit: limit, startingAt: { offset in
                            starts.first { Int($0) >= offset }.map(Int.init)
                        }, group: nil) { range, _ in fromStarts.append(range); return true }
                        #expect(fromStarts == fromZero, "\(rule.rule.name) at \(Array(starts)) on '\(text)'")
                    }
                    // Without \K a match starts where it is reported: at one of the leading pieces.
                    guard let leading = table.leading[rule.slot], !rule.rule.pattern.contains(#"\K"#) else { continue }
                    for range in fromZero {
                        let rest = UnsafeBufferPointer(rebasing: bytes[range.lowerBound...])
                        let folded = Self.folded(rest, by: folder)
                        #expect(leading.contains { number in
                            let piece = table.pieces[Int(number)]
                            return piece.caseless ? folded.starts(with: piece.bytes) : rest.starts(with: piece.bytes)
                        }, "\(rule.rule.name) matches '\(text)' at \(range.lowerBound), at none of its leading pieces")
                    }
                }
            }
        }
        #expect(later > 5000, "\(later) searches started after 0")
        #expect(limited > 5000, "\(limited) searches stopped before the end")
        #expect(byStarts > 5000, "\(byStarts) searches tried only where leading pieces stand")
    }

    /// Text the leading pieces could be fooled by: other cases, letters that fold to ASCII,
    /// marks and letters right before a keyword.
    static let hostile = [
        "CODE 1234", "ᏟODE 1234", "Your \u{212A}ey 1234 code 5678", "xcode 1234 code 5678", "é code 1234",
        "code\u{301} 1234 code 4321", "PIN: 1234\nTAN: 5678", "Ref ABC123 booking 4455", "\u{17F}ecurity code 5678",
    ]

    static func folded(_ text: UnsafeBufferPointer<UInt8>, by folder: CaseFolder) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: text.count)
        let count = output.withUnsafeMutableBufferPointer { folder.fold(text, into: $0) }
        return Array(output[0..<count])
    }
}
