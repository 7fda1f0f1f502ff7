import Foundation
import Testing
@testable import OTPFill

/// The fast path (prefilter, literal gate, lazy rules) must never change a result: every
/// labeled message, and variants of it, gives the same ``Extraction`` with and without it.
@Suite struct PrefilterEquivalenceTests {
    static let corpusRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Corpus")

    static let messages: [String] = {
        let folders = ["dev", "holdout", "blind"].map { corpusRoot.appendingPathComponent($0).path }
        let texts = CorpusLoader.load(folders).entries.map(\.text)
        // Variants that exercise the byte tests: digits of other scripts, case, cut-off text.
        var all = texts
        for text in texts {
            all.append(text.uppercased())
            all.append(String(text.prefix(text.count / 2)))
            all.append(text.replacingOccurrences(of: "s", with: "\u{17F}").replacingOccurrences(of: "k", with: "\u{212A}"))
        }
        all += [
            "", "1234", "12 34", "1-2-3-4", "12\u{200B}34", "١٢٣٤", "code: ABCD", "Your CODE: WXYZ", "G-1234",
            "@example.com #123456", "@a.example #AB12 @b.example", "x@y #z", "ab12", "h264", "K7PQ2X",
            "il tuo codice di sicurezza è 8B3 K2P", "Code: Q7M 2XP", "kode: 5XK\u{A0}P72", "A1B C",
            "código Cl@ve PIN:\n\nXKW 583", "code FJK\u{A0}482", "code ABC 58", "code ABC 5831",
            "\u{17F}ecurity code 5678", "PA\u{17F}\u{17F}CODE 8765", "\u{FF11}\u{FF12}\u{FF13}\u{FF14}",
        ]
        return all
    }()

    static let extractors = [Extractor(), Extractor(options: ExtractionOptions(slotCount: 6))]

    @Test func fastPathGivesTheSameExtractionForEveryCorpusMessage() throws {
        #expect(Self.messages.count > 700)
        for extractor in Self.extractors {
            for text in Self.messages {
                var copy = text
                let (fast, full) = copy.withUTF8 { bytes in
                    (extractor.extract(utf8: bytes, fastPath: true), extractor.extract(utf8: bytes, fastPath: false))
                }
                #expect(fast == full, "\(text)")
            }
        }
    }

    @Test func gateAllowsEveryRuleThatMatches() throws {
        let rules = RuleSet.builtin
        let compiled = rules.keywords + rules.codes + rules.negatives + rules.contexts
        for text in Self.messages {
            var copy = text
            copy.withUTF8 { bytes in
                let allowed = rules.gate.allowed(in: bytes)
                for rule in compiled where rule.pattern.matches(bytes) {
                    #expect(allowed[rule.slot], "rule \(rule.rule.name) matches '\(text)' but the gate skipped it")
                }
            }
        }
    }

    @Test func acceptanceGateAgreesWithTheWholeGateOnItsRules() throws {
        let rules = RuleSet.builtin
        let gates = rules.gates.forced()
        for text in Self.messages {
            var copy = text
            copy.withUTF8 { bytes in
                let all = gates.all.allowed(in: bytes), bound = gates.acceptance.allowed(in: bytes)
                for rule in rules.bySlot {
                    let slot = rule.slot
                    if RuleSet.boundRuns(rule.rule) {
                        #expect(all[slot] == bound[slot] && all.start(of: slot) == bound.start(of: slot), "rule \(rule.rule.name) on '\(text)'")
                    } else {
                        #expect(!bound[slot], "rule \(rule.rule.name) is not the bound's")
                    }
                }
            }
        }
    }

    @Test func prefilterPassesEveryMessageWithACandidate() throws {
        let extractor = Extractor()
        for text in Self.messages {
            var copy = text
            copy.withUTF8 { bytes in
                let full = extractor.extract(utf8: bytes, fastPath: false)
                if !full.candidates.isEmpty || full.origin != nil {
                    #expect(Prefilter.mayHaveCandidates(bytes, rules: extractor.rules), "\(text)")
                }
            }
        }
    }

    /// The ranges ``Prefilter/isDecimalDigit(_:)`` rules out without Unicode's tables hold no
    /// decimal digit in this toolchain's Unicode data, and the rest agrees with the tables.
    @Test func decimalDigitShortcutAgreesWithUnicode() {
        for value in UInt32(0)...0x2FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(Prefilter.isDecimalDigit(scalar) == (scalar.properties.generalCategory == .decimalNumber), "U+\(String(value, radix: 16))")
        }
    }

    /// The eight-bytes-at-a-time test finds what a byte-by-byte one does: every byte value, at
    /// every place in a word and in the tail, among letters that sit right beside the digits'
    /// and `@`'s values.
    @Test func tokenByteTestAgreesWithOneByteAtATime() {
        for length in 0...19 {
            for place in 0..<max(length, 1) {
                for value in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    for index in bytes.indices where index % 3 == 1 { bytes[index] = [0x2F, 0x3A, 0x3F, 0x41][index % 4] }
                    if length > 0 { bytes[place] = value }
                    let expected = bytes.contains { $0 >= 0x80 || (0x30...0x39).contains($0) || $0 == 0x40 }
                    let found = bytes.withUnsafeBufferPointer(Prefilter.hasTokenByte)
                    if found != expected { Issue.record("length \(length), \(value) at \(place): \(found)") }
                }
            }
        }
    }

    @Test func prefilterSkipsMessagesWithoutDigitsOrCodes() {
        for text in ["See you at the cinema tonight!", "ok 12 min", "Meet at 5pm", "你好，明天见"] {
            var copy = text
            #expect(!copy.withUTF8 { Prefilter.mayHaveCandidates($0, rules: .builtin) }, "\(text)")
        }
    }

    @Test(arguments: [
        (#"(?i)(?:code|pin|password|token)s?"#, ["code", "pin", "password", "token"]),
        (#"(?<!\d)(?<code>\d{1,2}[:h]\d{2})"#, [":", "h"]),
        (#"(?:验证码|校验码)"#, ["验证码", "校验码"]),
        (#"G-(?<code>[0-9]{4,8})"#, ["G-"]),
        (#"(?i)(?-i:m?TAN)"#, ["TAN"]),
        (#"(a)\1"#, ["a"]),
        (#"(*UTF)code"#, ["code"]),
        (#"(?<d>\d)-\g{-1}x|y(?&d)z"#, ["-", "y"]),
        (#"pin(?(DEFINE)(?<w>[)(]|\)))"#, ["pin"]),
        (#"(?:code\s*(?:\d)(*SKIP)(*FAIL)|(?<c>\d+))kg"#, ["kg"]),
        (#"\A(?=[^"]*+")[\s\S]*?\Kcode"#, ["code"]),
    ])
    func requiredLiteralsOfSimplePatterns(pattern: String, expected: [String]) throws {
        let pieces = try #require(RequiredLiterals.of(pattern))
        #expect(Set(pieces.map { String(decoding: $0.bytes, as: UTF8.self) }) == Set(expected))
    }

    @Test(arguments: [#"\Qcode\E"#, #"(?x) c o d e"#, #"\d+"#, #"(?i)\x{212A}"#, #"(?i)\x{17F}"#, #"(?1)(a)?"#, #"\k<n>"#])
    func unsupportedOrLiteralFreePatternsAlwaysRun(pattern: String) {
        #expect(RequiredLiterals.of(pattern) == nil)
    }

    @Test func caselessLettersWithoutCaseAreLiterals() throws {
        let pieces = try #require(RequiredLiterals.of("(?i)(?:验证码|رمز)"))
        #expect(Set(pieces.map { String(decoding: $0.bytes, as: UTF8.self) }) == ["验证码", "رمز"])
        #expect(pieces.allSatisfy { $0.caseless })
    }

    @Test func caselessCasedLettersAreWrittenFolded() throws {
        let pieces = try #require(RequiredLiterals.of("(?i)код|Σύνδεση"))
        #expect(Set(pieces.map { String(decoding: $0.bytes, as: UTF8.self) }) == ["КОД", "ΣΎΝΔΕΣΗ"])
        #expect(pieces.allSatisfy { $0.caseless })
    }

    static let clauseCases: [(String, [Set<String>])] = [
        // Each item of a sequence is needed; the strongest set comes first.
        (#"(?i)(?:sale|offer)[^.]{0,40}(?:promo|coupon)\s*code"#, [["coupon", "promo"], ["offer", "sale"], ["code"]]),
        // A set of one-byte pieces holds on most messages, so only the first may be one.
        (#"(?:ab|cd)x:"#, [["abx:", "cdx:"]]),
        (#"code\s*:\s*(?:4|5)"#, [["code"]]),
        // An optional item and the branches of an alternation add no set of their own.
        (#"(?:sale\s+)?(?:code|pin)"#, [["code", "pin"]]),
        (#"(?:sale\s+code|offer\s+pin)"#, [["offer", "sale"]]),
        // A positive lookahead's own sets hold for the message.
        (#"(?=[^x]*offer\s+\d)\w*code"#, [["offer"], ["code"]]),
    ]

    @Test(arguments: clauseCases)
    func everySetASequenceNeedsIsAClause(pattern: String, expected: [Set<String>]) {
        let clauses = RequiredLiterals.clauses(of: pattern).map { Set($0.map { String(decoding: $0.bytes, as: UTF8.self) }) }
        #expect(clauses == expected)
    }

    @Test(arguments: ["Summer sale: use promo code SUMMER5", "promo code SUMMER5", "Summer sale today", "nothing"])
    func theGateLetsARuleThroughOnlyWithAPieceOfEachClause(message: String) throws {
        try expectGateAllowsExactlyWhatMatches(["(?i)(?:sale|offer)[^.]{0,40}promo\\s+code", "(?i)promo"], on: message)
    }

    @Test(arguments: ["Ваш код 4821", "ВАШ КОД 4821", "ваш ᲀход: Код 4821", "Kод 4821", "ВХОД 4821", "вход"])
    func theGateFindsAFoldedWordInAnyOfItsCases(message: String) throws {
        try expectGateAllowsExactlyWhatMatches(["(?i)код", "(?i)вход"], on: message)
    }

    /// Exact pieces are looked up folded, with the caseless ones; a find is checked against the
    /// message when folding changed the piece, so another case does not let the rule through.
    @Test(arguments: ["Your TAN: 4821", "your tan: 4821", "Tan 4821", "Код 4821", "КОД 4821", "код", "G-123456", "g-123456", "nothing"])
    func theGateFindsExactPiecesOnlyInTheirOwnCase(message: String) throws {
        try expectGateAllowsExactlyWhatMatches(["TAN", "Код", "(?i)код", "G-"], on: message)
    }

    /// For patterns that are nothing but their literals, the gate lets a rule run if and only
    /// if it matches.
    private func expectGateAllowsExactlyWhatMatches(_ patterns: [String], on message: String) throws {
        let gate = RuleGate(patterns: patterns)
        let bytes = Array(message.utf8)
        let allowed = bytes.withUnsafeBufferPointer { gate.allowed(in: $0) }
        for (slot, source) in patterns.enumerated() {
            let matches = try bytes.withUnsafeBufferPointer { try Pattern(source).matches($0) }
            #expect(allowed[slot] == matches, "\(source) on \(message)")
        }
    }
}
