import Testing

@testable import OTPFill

/// Compiling patterns: group tables, options and the errors a bad rule produces.
@Suite struct PatternCompileTests {
    @Test func compilesAndReportsNamedAndNumberedGroups() throws {
        let pattern = try Pattern(#"(?<year>\d{4})-(\d{2})(?:-(?<day>\d{2}))?"#)
        #expect(pattern.source == #"(?<year>\d{4})-(\d{2})(?:-(?<day>\d{2}))?"#)
        #expect(pattern.captureCount == 3)
        #expect(pattern.groupNames == ["year": 1, "day": 3])
    }

    @Test func patternWithoutGroupsHasAnEmptyNameTable() throws {
        let pattern = try Pattern(#"\d+"#)
        #expect(pattern.captureCount == 0)
        #expect(pattern.groupNames.isEmpty)
    }

    @Test func groupsAreByteRangesIntoTheUTF8Subject() throws {
        let pattern = try Pattern(#"(?<word>\w+) (?<code>\d{6})"#)
        let found = try #require(pattern.firstMatch(in: "Your code 123456 ok"))
        #expect(found.range == 5..<16)
        #expect(found[0] == 5..<16)
        #expect(found[1] == 5..<9)
        #expect(found[2] == 10..<16)
        #expect(found["word"] == 5..<9)
        #expect(found["code"] == 10..<16)
    }

    @Test func rangesCountBytesNotCharactersAfterMultibyteText() throws {
        // "код " is three 2-byte letters and a space; "您的验证码：" is six 3-byte characters.
        let cyrillic = try #require(try Pattern(#"\d{6}"#).firstMatch(in: "код 123456"))
        #expect(cyrillic.range == 7..<13)
        let chinese = try Pattern(#"验证码[：:]\s*(?<code>\d{6})"#)
        let found = try #require(chinese.firstMatch(in: "您的验证码：123456"))
        #expect(found.range == 6..<24)
        #expect(found["code"] == 18..<24)
    }

    @Test func groupThatDidNotParticipateIsNil() throws {
        let pattern = try Pattern(#"(?<letters>[a-z]+)|(?<digits>\d+)"#)
        let found = try #require(pattern.firstMatch(in: "4815"))
        #expect(found.range == 0..<4)
        #expect(found[1] == nil)
        #expect(found["letters"] == nil)
        #expect(found[2] == 0..<4)
        #expect(found["digits"] == 0..<4)
    }

    @Test func unknownGroupNameAndOutOfRangeIndexAreNil() throws {
        let found = try #require(try Pattern(#"(\d)"#).firstMatch(in: "7"))
        #expect(found["missing"] == nil)
        #expect(found[2] == nil)
        #expect(found[99] == nil)
        #expect(found.groups.count == 2)
    }

    @Test func emptyGroupAtTheStartIsAnEmptyRangeNotNil() throws {
        let found = try #require(try Pattern(#"(x*)\d"#).firstMatch(in: "5"))
        #expect(found[1] == 0..<0)
    }

    @Test func emptyPatternCompilesAndMatchesEmpty() throws {
        let pattern = try Pattern("")
        #expect(pattern.firstMatch(in: "abc")?.range == 0..<0)
        #expect(pattern.firstMatch(in: "")?.range == 0..<0)
    }

    @Test func missingClosingParenthesisCarriesMessagePatternAndOffset() throws {
        let error = #expect(throws: PCRE2Error.self) { try Pattern("a(b") }
        guard case .compile(let message, let pattern, let offset) = try #require(error) else {
            Issue.record("Expected a compile error, got \(String(describing: error))")
            return
        }
        #expect(message.contains("missing closing parenthesis"))
        #expect(pattern == "a(b")
        #expect(offset == 3)
        #expect(
            try #require(error).description
                == "Invalid pattern 'a(b' at offset 3: missing closing parenthesis")
    }

    struct BadPattern: Sendable, CustomTestStringConvertible {
        let pattern: String
        let message: String
        let offset: Int
        var testDescription: String { "'\(pattern)'" }
    }

    @Test(arguments: [
        BadPattern(pattern: "[a", message: "missing terminating ] for character class", offset: 2),
        BadPattern(pattern: "*a", message: "quantifier does not follow a repeatable item", offset: 0),
        BadPattern(pattern: "a)", message: "unmatched closing parenthesis", offset: 1),
        BadPattern(pattern: #"x{2,1}"#, message: "numbers out of order in {} quantifier", offset: 5),
        BadPattern(
            pattern: "(?<n>a)(?<n>b)", message: "two named subpatterns have the same name", offset: 12),
        BadPattern(pattern: #"\p{Nonsense}"#, message: "unknown property", offset: 12),
        BadPattern(pattern: "код(", message: "missing closing parenthesis", offset: 7),
    ])
    func compileErrorsCarryPCRE2sOwnMessage(_ bad: BadPattern) {
        do {
            _ = try Pattern(bad.pattern)
            Issue.record("'\(bad.pattern)' compiled")
        } catch let .compile(message, pattern, offset) {
            #expect(message.contains(bad.message), "got '\(message)'")
            #expect(pattern == bad.pattern)
            #expect(offset == bad.offset)
        } catch {
            Issue.record("Expected a compile error, got \(error)")
        }
    }

    @Test func matchErrorDescriptionNamesTheCode() {
        let error = PCRE2Error.match(code: -47, message: "match limit exceeded")
        #expect(error.description == "Match failed with PCRE2 error -47: match limit exceeded")
    }

    @Test func errorMessagesComeFromPCRE2() {
        #expect(PCRE2Error.message(for: -1) == "no match")
        #expect(PCRE2Error.message(for: -47) == "match limit exceeded")
        #expect(PCRE2Error.message(for: 123_456) == "unknown error 123456")
    }

    @Test func patternsAreJITCompiledOnCommonPlatforms() throws {
        #if arch(x86_64) || arch(arm64)
            #expect(try Pattern(#"\d{6}"#, jitThreshold: 0).isJITCompiled)
        #endif
    }

    @Test func jitCompilationWaitsForTheThresholdAndKeepsTheMatches() throws {
        let pattern = try Pattern(#"(?<!\d)(?<code>\d{6})(?!\d)"#, jitThreshold: 3)
        let text = "codes 481516 and 2718281 and 314159"
        let expected = ["481516", "314159"]
        #expect(!pattern.isJITCompiled)
        #expect(pattern.strings(in: text, group: "code") == expected)  // three attempts
        #expect(!pattern.isJITCompiled)
        #expect(pattern.strings(in: text, group: "code") == expected)
        #if arch(x86_64) || arch(arm64)
            #expect(pattern.isJITCompiled)
        #endif
        #expect(pattern.strings(in: text, group: "code") == expected)
    }

    @Test func optionsMapToPCRE2Flags() {
        #expect(Pattern.Options.caseless.rawValue != 0)
        #expect(Pattern.Options([.caseless, .multiline]).contains(.multiline))
        #expect(Pattern.defaultMatchLimit > 0)
        #expect(Pattern.defaultDepthLimit > 0)
    }
}

/// A pattern's JIT code may come from a rewrite of it (``DecimalDigitClass``).
@Suite struct PatternJITRewriteTests {
    @Test func theJITCompilesTheRewriteOnceTheThresholdIsPassed() throws {
        // A rewrite that matches differently shows which code ran; real rewrites match alike.
        let pattern = try Pattern("a", jitThreshold: 2, jitRewrite: { _ in "b" })
        let subject = Array("b".utf8)
        let before = subject.withUnsafeBufferPointer { pattern.matches($0) }
        #expect(!before)
        _ = subject.withUnsafeBufferPointer { pattern.matches($0) }
        _ = subject.withUnsafeBufferPointer { pattern.matches($0) }
        let after = subject.withUnsafeBufferPointer { pattern.matches($0) }
        if pattern.isJITCompiled { #expect(after) }
    }

    @Test func aRewriteThatDoesNotCompileLeavesThePattern() throws {
        let pattern = try Pattern("a", jitThreshold: 0, jitRewrite: { _ in "(" })
        #expect(Array("a".utf8).withUnsafeBufferPointer { pattern.matches($0) })
        #expect(!Array("b".utf8).withUnsafeBufferPointer { pattern.matches($0) })
    }

    @Test(arguments: [0, 2])
    func anInterpretedRewriteRunsBeforeAndAfterTheJIT(jitThreshold: Int) throws {
        let pattern = try Pattern("a", jitThreshold: jitThreshold, jitRewrite: { _ in "b" }, interpretsRewrite: true)
        for _ in 0..<4 {
            #expect(Array("b".utf8).withUnsafeBufferPointer { pattern.matches($0) })
            #expect(!Array("a".utf8).withUnsafeBufferPointer { pattern.matches($0) })
        }
        #expect(pattern.source == "a")
    }

    @Test func anInterpretedRewriteThatDoesNotCompileLeavesThePattern() throws {
        let pattern = try Pattern("a", jitRewrite: { _ in "(" }, interpretsRewrite: true)
        #expect(Array("a".utf8).withUnsafeBufferPointer { pattern.matches($0) })
        #expect(throws: PCRE2Error.self) { try Pattern("(", jitRewrite: { _ in "(" }, interpretsRewrite: true) }
    }
}
