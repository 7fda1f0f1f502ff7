import Testing

@testable import OTPFill

/// Finding matches in bytes and strings: find-all loops, untrusted bytes, limits and options.
@Suite struct PatternMatchingTests {
    private func matches(_ pattern: Pattern, in bytes: [UInt8], from start: Int = 0) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { pattern.allMatches(in: $0, from: start).map(\.range) }
    }

    // MARK: Find all

    @Test func allMatchesReturnsEveryNonOverlappingMatchInOrder() throws {
        let pattern = try Pattern(#"\d+"#)
        #expect(pattern.allMatches(in: "a1b22c333").map(\.range) == [1..<2, 3..<5, 6..<9])
        #expect(pattern.strings(in: "a1b22c333") == ["1", "22", "333"])
    }

    @Test func matchesDoNotOverlap() throws {
        #expect(try Pattern(#"\d{3}"#).strings(in: "12345678") == ["123", "456"])
    }

    @Test func noMatchGivesAnEmptyListAndNil() throws {
        let pattern = try Pattern(#"\d"#)
        #expect(pattern.allMatches(in: "no digits here").isEmpty)
        #expect(pattern.firstMatch(in: "no digits here") == nil)
        #expect(pattern.allMatches(in: "").isEmpty)
        #expect(pattern.firstMatch(in: "") == nil)
    }

    @Test func stringsOfANamedGroupSkipMatchesWhereItDidNotTakePart() throws {
        let pattern = try Pattern(#"(?<code>\d{4})|[a-z]+"#)
        #expect(pattern.strings(in: "abc 1234 de 5678", group: "code") == ["1234", "5678"])
        #expect(pattern.strings(in: "abc 1234 de 5678") == ["abc", "1234", "de", "5678"])
        #expect(pattern.strings(in: "код 1234", group: "nope").isEmpty)
    }

    @Test func forEachMatchStopsWhenTheBodyReturnsFalse() throws {
        let pattern = try Pattern(#"\d"#)
        var seen: [Range<Int>] = []
        var subject = Array("1 2 3 4 5".utf8)
        subject.withUnsafeMutableBufferPointer { buffer in
            pattern.forEachMatch(in: UnsafeBufferPointer(buffer)) { found in
                seen.append(found.range)
                return seen.count < 2
            }
        }
        #expect(seen == [0..<1, 2..<3])
    }

    @Test func forEachMatchRethrowsFromTheBody() throws {
        struct Stop: Error {}
        let pattern = try Pattern(#"\d"#)
        var calls = 0
        #expect(throws: Stop.self) {
            try Array("123".utf8).withUnsafeBufferPointer { buffer in
                try pattern.forEachMatch(in: buffer) { _ in
                    calls += 1
                    throw Stop()
                }
            }
        }
        #expect(calls == 1)
    }

    @Test func searchStartsAtTheGivenOffset() throws {
        let pattern = try Pattern(#"\d+"#)
        let bytes = Array("12 34 56".utf8)
        #expect(matches(pattern, in: bytes, from: 3) == [3..<5, 6..<8])
        #expect(matches(pattern, in: bytes, from: 4) == [4..<5, 6..<8])
        #expect(matches(pattern, in: bytes, from: bytes.count).isEmpty)
        let first = bytes.withUnsafeBufferPointer { pattern.firstMatch(in: $0, from: 2) }
        #expect(first?.range == 3..<5)
    }

    @Test func lookBehindSeesBytesBeforeTheStartOffset() throws {
        let pattern = try Pattern(#"(?<=a)b"#)
        let found = Array("ab".utf8).withUnsafeBufferPointer { pattern.firstMatch(in: $0, from: 1) }
        #expect(found?.range == 1..<2)
    }

    /// The extractor's entry points start where the rule gate says (``RuleGate/Allowed/start(of:)``);
    /// lookbehind and `\b` still see the byte before.
    @Test func rangesAndYesNoStartAtTheGivenOffset() throws {
        let pattern = try Pattern(#"(?<![a-z])code\b"#)
        let bytes = Array("xcode code codes code".utf8)
        func ranges(from start: Int) -> [Range<Int>] {
            var found: [Range<Int>] = []
            bytes.withUnsafeBufferPointer { text in pattern.forEachRange(in: text, from: start, group: nil) { range, _ in found.append(range); return true } }
            return found
        }
        #expect(ranges(from: 0) == [6..<10, 17..<21])
        #expect(ranges(from: 1) == ranges(from: 0))
        #expect(ranges(from: 7) == [17..<21])
        #expect(ranges(from: bytes.count).isEmpty)
        bytes.withUnsafeBufferPointer { text in
            #expect(pattern.hasMatch(in: text, from: 17))
            #expect(pattern.matchesAnywhere(in: text, from: 18) == false)
        }
    }

    /// A limit (``RuleGate/Allowed/limit(of:)``) is the last byte a match may start at; a match
    /// starting there may run past it. A pattern compiled without ``Pattern/Options/offsetLimit``
    /// searches to the end.
    @Test func noMatchStartsAfterTheLimit() throws {
        let bytes = Array("code 1, code 2, code 3".utf8)
        func ranges(_ pattern: Pattern, limit: Int?) -> [Range<Int>] {
            var found: [Range<Int>] = []
            bytes.withUnsafeBufferPointer { text in pattern.forEachRange(in: text, limit: limit, group: nil) { range, _ in found.append(range); return true } }
            return found
        }
        let limited = try Pattern(#"code \d"#, options: .offsetLimit)
        #expect(ranges(limited, limit: nil) == [0..<6, 8..<14, 16..<22])
        #expect(ranges(limited, limit: 16) == [0..<6, 8..<14, 16..<22])
        #expect(ranges(limited, limit: 15) == [0..<6, 8..<14])
        #expect(ranges(limited, limit: 0) == [0..<6])
        #expect(ranges(try Pattern(#"code \d"#), limit: 0) == [0..<6, 8..<14, 16..<22])
        bytes.withUnsafeBufferPointer { text in
            #expect(limited.hasMatch(in: text, from: 9, limit: 16))
            #expect(limited.matchesAnywhere(in: text, from: 9, limit: 15) == false)
        }
    }

    @Test func matchesReportsWhetherThereIsAnyMatch() throws {
        let pattern = try Pattern(#"\b\d{6}\b"#)
        #expect(Array("code 123456".utf8).withUnsafeBufferPointer { pattern.matches($0) })
        #expect(!Array("code 12345".utf8).withUnsafeBufferPointer { pattern.matches($0) })
        #expect(!Array("code 123456".utf8).withUnsafeBufferPointer { pattern.matches($0, from: 6) })
    }

    // MARK: Empty matches

    @Test func emptyMatchesAdvanceAndTheLoopEnds() throws {
        #expect(try Pattern("x*").allMatches(in: "abc").map(\.range) == [0..<0, 1..<1, 2..<2, 3..<3])
        #expect(try Pattern("").allMatches(in: "").map(\.range) == [0..<0])
        #expect(try Pattern("(?:)").allMatches(in: String(repeating: "z", count: 10)).count == 11)
    }

    @Test func emptyAndNonEmptyMatchesInterleaveLikePerl() throws {
        #expect(try Pattern("a*").allMatches(in: "baaac").map(\.range) == [0..<0, 1..<4, 4..<4, 5..<5])
    }

    @Test func emptyMatchesStepOverWholeCharactersNotBytes() throws {
        // "é" is 2 bytes, "验" 3 and "😀" 4: no empty match may start inside a character.
        let ranges = try Pattern("x*").allMatches(in: "é验😀1").map(\.range)
        #expect(ranges == [0..<0, 2..<2, 5..<5, 9..<9, 10..<10])
    }

    @Test func emptyMatchesOverInvalidBytesStillTerminate() throws {
        let bytes: [UInt8] = [0xFF, 0x80, 0x80, 0xC3, 0x31, 0xF0, 0x9F]
        let found = try matches(Pattern("x*"), in: bytes)
        #expect(!found.isEmpty)
        #expect(found.count <= bytes.count + 1)
        #expect(found.last == 7..<7)
    }

    // MARK: Untrusted bytes

    @Test func invalidUTF8InTheSubjectIsSafeAndCodesAroundItAreFound() throws {
        let pattern = try Pattern(#"\d+"#)
        let bytes: [UInt8] = [0x34, 0x38, 0xFF, 0xFE, 0x31, 0x35, 0x31, 0x36]
        #expect(matches(pattern, in: bytes) == [0..<2, 4..<8])
        #expect(try matches(Pattern(#"\d{4}"#), in: bytes) == [4..<8])
    }

    struct BrokenSubject: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        let code: Range<Int>
        var testDescription: String { name }
    }

    @Test(arguments: [
        BrokenSubject(
            name: "lone continuation byte", bytes: [0x80] + Array("123456".utf8) + [0x80], code: 1..<7),
        BrokenSubject(
            name: "truncated 2-byte sequence", bytes: [0xD0] + Array("123456".utf8), code: 1..<7),
        BrokenSubject(
            name: "truncated 4-byte sequence", bytes: [0xF0, 0x9F, 0x98] + Array(" 123456".utf8),
            code: 4..<10),
        BrokenSubject(
            name: "overlong encoding", bytes: [0xC0, 0xAF] + Array("123456".utf8), code: 2..<8),
        BrokenSubject(
            name: "encoded surrogate", bytes: [0xED, 0xA0, 0x80] + Array("123456".utf8), code: 3..<9),
        BrokenSubject(
            name: "beyond U+10FFFF", bytes: [0xF4, 0x90, 0x80, 0x80] + Array("123456".utf8), code: 4..<10),
        BrokenSubject(name: "NUL bytes", bytes: [0x00] + Array("123456".utf8) + [0x00], code: 1..<7),
    ])
    func codesNextToInvalidSequencesAreFound(_ subject: BrokenSubject) throws {
        let pattern = try Pattern(#"(?<!\d)\d{6}(?!\d)"#)
        #expect(matches(pattern, in: subject.bytes) == [subject.code])
    }

    @Test func everyByteValueIsASafeSubject() throws {
        let patterns = try [#"\d+"#, #"."#, #"\w+"#, #"(?i)code\s*\d{4,8}"#, "x*"].map {
            try Pattern($0)
        }
        let allBytes = (0...255).map(UInt8.init)
        for pattern in patterns {
            _ = matches(pattern, in: allBytes)
            _ = matches(pattern, in: allBytes.reversed())
        }
        // Only the ten ASCII digits are digits without UCP.
        #expect(try matches(Pattern(#"\d"#), in: allBytes).count == 10)
    }

    @Test func invalidBytesNeverMatchADot() throws {
        #expect(try matches(Pattern("."), in: [0xFF, 0x41, 0xFE]) == [1..<2])
    }

    @Test func emptySubjectBufferIsSafe() throws {
        let pattern = try Pattern(#"\d*"#)
        let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        #expect(pattern.allMatches(in: empty).map(\.range) == [0..<0])
        #expect(pattern.outcome(in: empty) == .match(PatternMatch(groups: [0..<0], names: [:])))
        #expect(try Pattern(#"\d"#).outcome(in: empty) == .noMatch)
    }

    // MARK: Limits

    @Test func catastrophicBacktrackingHitsTheMatchLimitQuickly() throws {
        let pattern = try Pattern(#"^(\w+\s?)*$"#, matchLimit: 10_000)
        let subject = Array((String(repeating: "a", count: 40) + "!").utf8)
        let clock = ContinuousClock()
        var outcome: Pattern.Outcome = .noMatch
        let elapsed = clock.measure {
            outcome = subject.withUnsafeBufferPointer { pattern.outcome(in: $0) }
        }
        // PCRE2_ERROR_MATCHLIMIT
        #expect(outcome == .limitExceeded(code: -47, message: "match limit exceeded"))
        #expect(subject.withUnsafeBufferPointer { pattern.firstMatch(in: $0) } == nil)
        #expect(!subject.withUnsafeBufferPointer { pattern.matches($0) })
        #expect(subject.withUnsafeBufferPointer { pattern.allMatches(in: $0) }.isEmpty)
        #expect(elapsed < .seconds(1))
    }

    @Test func catastrophicBacktrackingOverALongSubjectStopsAtALimit() throws {
        let pattern = try Pattern(#"^(\w+\s?)*$"#, matchLimit: 10_000)
        let subject = Array((String(repeating: "a", count: 5_000) + "!").utf8)
        let clock = ContinuousClock()
        var outcome: Pattern.Outcome = .noMatch
        let elapsed = clock.measure {
            outcome = subject.withUnsafeBufferPointer { pattern.outcome(in: $0) }
        }
        guard case .limitExceeded(let code, let message) = outcome else {
            Issue.record("Expected a limit to be reached, got \(outcome)")
            return
        }
        #expect(code < 0)
        #expect(message.contains("limit"), "got '\(message)'")
        #expect(subject.withUnsafeBufferPointer { pattern.firstMatch(in: $0) } == nil)
        #expect(elapsed < .seconds(1))
    }

    @Test func defaultLimitsStopCatastrophicBacktrackingToo() throws {
        let pattern = try Pattern(#"^(\w+\s?)*$"#)
        let subject = String(repeating: "a", count: 40) + "!"
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(pattern.firstMatch(in: subject) == nil)
        }
        #expect(elapsed < .seconds(5))
    }

    @Test func repeatedAlternationOverAFewKilobytesStillMatches() throws {
        // 1,000 iterations is far inside the default depth limit (pcre2_match_8 finds this match);
        // the JIT's default 32 KiB machine stack must not turn it into "no match".
        let pattern = try Pattern(#"^(?:a|b)*c"#)
        var subject = String(repeating: "ab", count: 1_000) + "c"
        let outcome = subject.withUTF8 { pattern.outcome(in: $0) }
        #expect(outcome == .match(PatternMatch(groups: [0..<2_001], names: [:])))
    }

    @Test func lazyScanFromAKeywordToACodeAKilobyteLaterMatches() throws {
        let pattern = try Pattern(#"(?i)code:?\s*(?:[^\d\n]|\n(?!\n))*?(?<code>\d{6})"#)
        let text = "Code: " + String(repeating: "see below ", count: 150) + "123456"
        #expect(pattern.strings(in: text, group: "code") == ["123456"])
    }

    @Test func patternWithinTheLimitStillMatches() throws {
        let pattern = try Pattern(#"^(\w+\s?)*$"#, matchLimit: 10_000)
        #expect(pattern.firstMatch(in: "your code is 123456")?.range == 0..<19)
    }

    // MARK: Options

    @Test func caselessOptionMatchesEitherCase() throws {
        let caseless = try Pattern("code", options: .caseless)
        let exact = try Pattern("code")
        for text in ["CODE 1", "Code 1", "cOdE 1"] {
            #expect(caseless.firstMatch(in: text)?.range == 0..<4, "\(text)")
            #expect(exact.firstMatch(in: text) == nil, "\(text)")
        }
        #expect(try Pattern("(?i)code").firstMatch(in: "CODE") != nil)
    }

    @Test func caselessMatchingFoldsNonASCIILetters() throws {
        let pattern = try Pattern("код", options: .caseless)
        #expect(pattern.firstMatch(in: "КОД 1234")?.range == 0..<6)
        #expect(try Pattern("código", options: .caseless).firstMatch(in: "CÓDIGO") != nil)
    }

    @Test func unicodePropertiesMakeDigitClassMatchOtherScripts() throws {
        let arabicIndic = "٤٨١٥١٦"
        let ucp = try Pattern(#"\d+"#, options: .unicodeProperties)
        let ascii = try Pattern(#"\d+"#)
        #expect(ucp.firstMatch(in: arabicIndic)?.range == 0..<12)
        #expect(ascii.firstMatch(in: arabicIndic) == nil)
        #expect(ucp.strings(in: "رمز: ٤٨١٥١٦ or ४८१५१६ or ４８１５１６") == ["٤٨١٥١٦", "४८१५१६", "４８１５１６"])
    }

    @Test func unicodePropertyEscapesWorkWithoutUCP() throws {
        #expect(try Pattern(#"\p{Nd}+"#).strings(in: "код ٤٨١٥١٦") == ["٤٨١٥١٦"])
    }

    @Test func unicodePropertiesMakeWordClassMatchOtherScripts() throws {
        #expect(
            try Pattern(#"\w+"#, options: .unicodeProperties).strings(in: "код 12") == ["код", "12"])
        #expect(try Pattern(#"\w+"#).strings(in: "код 12") == ["12"])
    }

    @Test func multilineOptionAnchorsAtLineBreaks() throws {
        let text = "hello\n123456\nbye"
        #expect(try Pattern(#"^\d+$"#, options: .multiline).strings(in: text) == ["123456"])
        #expect(try Pattern(#"^\d+$"#).strings(in: text).isEmpty)
    }

    @Test func dotAllOptionLetsDotMatchNewline() throws {
        #expect(try Pattern("a.b", options: .dotAll).firstMatch(in: "a\nb") != nil)
        #expect(try Pattern("a.b").firstMatch(in: "a\nb") == nil)
    }
}
