import Testing
@testable import OTPFill

struct AlternationFactoringTests {
    @Test(arguments: [
        ("(?:code|codice|kod)", "(?:cod(?:e|ice)|kod)"),
        // Caseless, both cases of an ASCII letter go together.
        ("(?i)(?:Code|pin|codice)", "(?i)(?:Cod(?:e|ice)|pin)"),
        // Case-sensitive, they do not.
        ("(?:Code|codice|Cx)", "(?:C(?:ode|x)|codice)"),
        // A branch that does not start with a plain character keeps its place, and merging
        // happens only between such branches.
        (#"(?:ab|\d|ac|ad)"#, #"(?:ab|\d|a(?:c|d))"#),
        ("(?:a?b|ab|ac)", "(?:a?b|a(?:b|c))"),
        // Inside a group, and after a prefix.
        ("x(?:pin|pass)y", "x(?:p(?:in|ass))y"),
        // The empty rest of a branch stays in its place.
        ("(?:ab|a|ac)", "(?:a(?:b||c))"),
    ])
    func branchesWithTheSameFirstCharacterAreMerged(pattern: String, expected: String) {
        #expect(AlternationFactoring.factored(pattern) == expected)
    }

    @Test(arguments: [
        // Captures and references keep their numbers only if nothing moves around them.
        "(?:a(x)|b|a(y))", #"(?:a\1|b|ab)"#, "(?:ab|(?&n)|ac)",
        // A look-behind's branches keep their lengths.
        "(?<!ab|ac)x",
        // An option set in a branch changes what the later ones mean.
        "(?:ab|(?i)c|Ad|ae)",
        // Quoting and extended mode.
        #"\Q(?:ab|ac)\E"#, "(?x)(?:ab|ac)",
        // Nothing to merge.
        "(?:ab|cd)", "plain",
    ])
    func whatMustNotMoveIsLeftAlone(pattern: String) {
        let factored = AlternationFactoring.factored(pattern)
        if let factored { #expect(!factored.hasPrefix("(?:a(?:"), "\(pattern) -> \(factored)") }
        if pattern.contains("(x)") || pattern.contains(#"\1"#) || pattern.contains("(?&n)") || pattern.contains("(?<!") {
            #expect(factored == nil || factored == pattern)
        }
    }

    /// Each built-in rule and the token pattern, as written and with their alternatives merged,
    /// find the same matches and the same `code` group in every corpus message.
    @Test func everyRuleMatchesAsWritten() throws {
        let texts = PrefilterEquivalenceTests.messages
        var merged = 0
        let patterns = RuleSet.builtin.rules.map { ($0.name, $0.pattern) } + [("TokenScanner.digits", TokenScanner.digits.source)]
        for (name, source) in patterns {
            guard let rewrite = AlternationFactoring.factored(source) else { continue }
            merged += 1
            try RewriteEquivalence.expectSameMatches(name, source: source, rewrite: rewrite, on: texts)
        }
        #expect(merged > 100)
    }
}
