import Testing

@testable import OTPFill

/// The `--rules` file format: one rule a line, errors naming the file and line.
@Suite struct RuleParserTests {
    @Test func parsesEveryKindAndKeepsSpacesInsideThePattern() throws {
        let text = """
            # kind     lang  name           weight  pattern

            keyword    en    my.keyword     2.0     (?i)acme pass code
            code       any   my.template    3       Acme: (?<code>\\d{6})
            negative   any   my.negative    -5      (?i)member no (?<code>\\d+)
            boost      any   my.boost       0.3     ->\\s*(?<code>\\d)
            context    any   my.context     -0.5\t(?i)newsletter
            """
        let rules = try RuleParser.parse(text, file: "mine.rules")
        #expect(rules.map(\.kind) == [.keyword, .code, .negative, .boost, .context])
        #expect(rules.map(\.line) == [3, 4, 5, 6, 7])
        #expect(rules[0].pattern == "(?i)acme pass code")
        #expect(rules[1].weight == 3)
        #expect(rules[2].weight == -5)
        #expect(rules.allSatisfy { $0.file == "mine.rules" })
    }

    @Test func acceptsCRLFLineEndingsAndIndentedComments() throws {
        let rules = try RuleParser.parse("  # a comment\r\nkeyword en k 1 code\r\n\r\n", file: "f")
        #expect(rules.count == 1)
        #expect(rules[0].pattern == "code")
        #expect(rules[0].line == 2)
    }

    @Test func continuationLinesExtendThePatternAbove() throws {
        let text = """
            negative any promo -4 (?i)(?:promo|coupon
                                + |gutschein
            # German above, Chinese below
                                + |优惠码)\\s*(?<code>[A-Z0-9]{4,})
            keyword  en  k  1  code
            """
        let rules = try RuleParser.parse(text, file: "f")
        #expect(rules.count == 2)
        #expect(rules[0].pattern == #"(?i)(?:promo|coupon|gutschein|优惠码)\s*(?<code>[A-Z0-9]{4,})"#)
        #expect(rules[0].line == 1)
        #expect(rules[1].line == 5)
    }

    @Test func definedFragmentsAreSubstitutedAsGroups() throws {
        let text = """
            define   promo.words   promo|coupon
                                 + |gutschein
            negative any promo -4  (?i)\\b{promo.words}\\s*(?<code>[A-Z0-9]{4,})
            """
        let rules = try RuleParser.parse(text, file: "f")
        #expect(rules.count == 1)
        #expect(rules[0].pattern == #"(?i)\b(?:promo|coupon|gutschein)\s*(?<code>[A-Z0-9]{4,})"#)
        #expect(rules[0].line == 3)
    }

    @Test func aDefineMayUseAnEarlierOne() throws {
        let text = """
            define   digit    [0-9]
            define   pair     {digit}{2}
            code     any  k  3  (?<code>{pair}-{pair})
            """
        let rules = try RuleParser.parse(text, file: "f")
        #expect(rules[0].pattern == "(?<code>(?:(?:[0-9]){2})-(?:(?:[0-9]){2}))")
    }

    @Test func quantifiersAndEscapedBracesAreNotFragments() throws {
        let pattern = #"\d{2}\d{2,4}x{,3}\p{L}\P{Nd}\x{200C}\o{101}\g{-1}\k{w}\N{U+41}\{word}a{ 2 }"#
        let rules = try RuleParser.parse("keyword en k 1 \(pattern)", file: "f")
        #expect(rules[0].pattern == pattern)
    }

    /// A bad rules file and the error it must give.
    struct Bad: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let text: String
        let line: Int
        let reason: String
    }

    static let badFiles: [Bad] = [
        Bad(testDescription: "unknown kind", text: "# header\nkeywrd en k 1 code", line: 2,
            reason: "Unknown rule kind 'keywrd' (expected one of keyword, code, negative, boost, context)"),
        Bad(testDescription: "weight that is not a number", text: "keyword en k heavy code", line: 1,
            reason: "Weight 'heavy' is not a number"),
        Bad(testDescription: "infinite weight", text: "keyword en k inf code", line: 1,
            reason: "Weight 'inf' is not a number"),
        Bad(testDescription: "missing pattern", text: "keyword en k 1.5\n", line: 1,
            reason: "Expected 'kind language name weight pattern'"),
        Bad(testDescription: "missing columns", text: "\n\nkeyword", line: 3,
            reason: "Expected 'kind language name weight pattern'"),
        Bad(testDescription: "continuation before any rule", text: "# rules\n  + |more", line: 2,
            reason: "Continuation line without a rule or define to continue"),
        Bad(testDescription: "duplicate name", text: "keyword en k 1 code\nkeyword en k 2 pin", line: 2,
            reason: "Duplicate rule name 'k'"),
        Bad(testDescription: "unknown fragment", text: "keyword en k 1 code\nkeyword en j 1 {nope}", line: 2,
            reason: "Unknown fragment 'nope' (define it above its first use)"),
        Bad(testDescription: "unknown fragment on a continuation line", text: "keyword en k 1 (?:a\n + |{nope})", line: 2,
            reason: "Unknown fragment 'nope' (define it above its first use)"),
        Bad(testDescription: "fragment used above its define", text: "keyword en k 1 {late}\ndefine late x", line: 1,
            reason: "Unknown fragment 'late' (define it above its first use)"),
        Bad(testDescription: "fragment used in its own define", text: "define loop x\n + |{loop}", line: 2,
            reason: "Unknown fragment 'loop' (define it above its first use)"),
        Bad(testDescription: "built-in fragment outside the built-in set", text: "keyword en k 1 {otp.cue}", line: 1,
            reason: "Unknown fragment 'otp.cue' (define it above its first use)"),
        Bad(testDescription: "fragment defined twice", text: "define a x\n# again\ndefine a y", line: 3,
            reason: "Fragment 'a' is already defined at my.rules:1"),
        Bad(testDescription: "define without a name", text: "keyword en k 1 code\ndefine", line: 2,
            reason: "Expected 'define NAME PATTERN'"),
        Bad(testDescription: "fragment name starting with a digit", text: "define 2x y", line: 1,
            reason: "Fragment name '2x' must be a letter followed by letters, digits, '_', '.' or '-'"),
        Bad(testDescription: "fragment name in braces", text: "define {a} y", line: 1,
            reason: "Fragment name '{a}' must be a letter followed by letters, digits, '_', '.' or '-'"),
        Bad(testDescription: "empty fragment", text: "define a  \nkeyword en k 1 {a}", line: 1,
            reason: "Fragment 'a' is empty"),
    ]

    @Test(arguments: badFiles)
    func rejectsBadRulesWithTheirLineNumber(_ bad: Bad) {
        #expect(throws: RuleError(file: "my.rules", line: bad.line, reason: bad.reason)) {
            try RuleParser.parse(bad.text, file: "my.rules")
        }
    }

    @Test func reportsPCRE2CompileErrorsAtTheRuleLine() throws {
        let rules = try RuleParser.parse("# mine\n\nkeyword en ok 1 code\nnegative any broken -1 (?<code>\\d+", file: "my.rules")
        let error = try #require(throws: RuleError.self) { try RuleSet(rules: rules) }
        #expect(error.file == "my.rules")
        #expect(error.line == 4)
        #expect(error.reason.hasPrefix("Rule 'broken': "))
        #expect(error.description.hasPrefix("my.rules:4: Rule 'broken': "))
    }

    @Test func refusesANameABuiltinRuleAlreadyHas() {
        #expect(throws: RuleError(file: "my.rules", line: 2,
                                  reason: "Rule name 'en.strong' is already used by a built-in rule")) {
            try RuleSet.builtin(adding: "keyword en mine 1 acme\nkeyword en en.strong 1 acme", file: "my.rules")
        }
    }

    @Test func userRulesAddToTheBuiltinOnes() throws {
        let rules = try RuleSet.builtin(adding: "code any acme.template 3 ACME-(?<code>[A-Z]{5})\\b", file: "my.rules")
        let extraction = Extractor(rules: rules).extract("Your ACME-QWXYZ sign-in word.")
        #expect(extraction.code == "QWXYZ")
        #expect(extraction.best?.rule == "acme.template")
        #expect(Extractor().extract("Your ACME-QWXYZ sign-in word.").code == nil)
    }

    @Test func userRulesMayUseTheBuiltinFragments() throws {
        let rules = try RuleSet.builtin(adding: "define mine.label {pnr.label}\nnegative any mine -4 (?i){mine.label}:\\s*(?<code>[A-Z]{6})", file: "my.rules")
        let mine = try #require(rules.rules.last)
        #expect(mine.name == "mine")
        #expect(mine.pattern.hasPrefix("(?i)(?:(?:(?<![\\p{L}\\p{M}])(?<!syötä\\stämä\\s"))
        #expect(mine.pattern.contains("(?:confirmation\\s+(?:code|number"))
    }

    @Test func refusesAFragmentNameTheBuiltinRulesDefine() throws {
        let error = try #require(throws: RuleError.self) {
            try RuleSet.builtin(adding: "keyword en mine 1 acme\ndefine otp.cue expires", file: "my.rules")
        }
        #expect(error.file == "my.rules")
        #expect(error.line == 2)
        #expect(error.reason.hasPrefix("Fragment 'otp.cue' is already defined at built-in:"))
    }

    @Test func builtinRulesParseAndCompile() throws {
        let rules = try RuleParser.parse(BuiltinRules.text, file: "built-in")
        #expect(rules.count == RuleSet.builtin.rules.count)
        #expect(Set(rules.map(\.kind)) == Set(RuleKind.allCases))
    }
}
