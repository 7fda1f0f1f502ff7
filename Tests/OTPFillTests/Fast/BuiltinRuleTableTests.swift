import Testing
@testable import OTPFill

#if canImport(Glibc)
import Glibc
#endif

/// The shipped table of the built-in rules must be what parsing and analysing them gives now.
@Suite struct BuiltinRuleTableTests {
    static let generatedFile = "Sources/OTPFill/Fast/BuiltinRuleTable.swift"

    static let parsed = try! RuleParser.parse(BuiltinRules.text, file: "built-in")
    static let fresh = RuleTable(rules: parsed, fingerprint: RuleTable.fingerprint(BuiltinRules.text))

    @Test func theShippedTableMatchesTheRules() throws {
        let source = BuiltinRuleTableTests.fresh.source()
        if let path = getenv("OTPFILL_WRITE_RULE_TABLE").map({ String(cString: $0) }) {
            try BuiltinRuleTableTests.write(source, to: path)
            return
        }
        let hint = "The built-in rules changed: run `make rule-table` to rewrite \(BuiltinRuleTableTests.generatedFile)"
        #expect(BuiltinRuleTable.table.fingerprint == BuiltinRuleTableTests.fresh.fingerprint, "\(hint)")
        #expect(BuiltinRuleTable.table.rules == BuiltinRuleTableTests.parsed, "\(hint)")
        #expect(BuiltinRuleTable.table.source() == source, "\(hint)")
    }

    @Test func theBuiltinRulesComeFromTheTable() {
        #expect(RuleSet.builtin.rules == BuiltinRuleTableTests.parsed)
        let slots = RuleSet.builtin.rules.indices.filter { BuiltinRuleTable.table.literals(of: RuleSet.builtin.rules[$0], at: $0) == nil }
        #expect(slots.isEmpty, "Not in the table (run `make rule-table`): \(slots.map { RuleSet.builtin.rules[$0].name })")
    }

    @Test func theTableGivesWhatTheAnalysisGives() {
        let table = BuiltinRuleTable.table
        let cache = RequiredLiterals.PieceCache()
        for (slot, rule) in table.rules.enumerated() {
            let listed = table.needs[slot].map { Set($0.map { table.pieces[Int($0)] }) }
            let (clauses, leading) = RequiredLiterals.analysis(of: rule.pattern, cache: cache)
            #expect(listed == clauses, "\(rule.name)")
            #expect(table.leading[slot].map { Set($0.map { table.pieces[Int($0)] }) } == leading, "\(rule.name)")
        }
        #expect(table.folds == CaseFolder.folds(for: table.pieces))
    }

    /// Big rules tried only where one of their first words stands. A word added to one of them can
    /// push its starting pieces past ``RequiredLiterals/maxLeadingSize`` (an optional prefix
    /// multiplies them): the rule then runs from every character, and door.code alone cost 1.2 %
    /// of the instructions on the lines benchmark that way. A branch that opens with `\p{L}*` or a
    /// lookahead does the same: card.label's `\p{L}*karte`, code.by-post's `\p{L}*code` and
    /// door.heading-code's `(?!portal)` cost 8.7 % on the mbox with --json.
    @Test func bigRulesKeepTheirStartingPieces() {
        let table = BuiltinRuleTable.table
        for name in ["door.code", "door.code-more", "door.key-box", "code.called-static", "reference.code",
                     "identifier.employee", "use-to-sign-in", "enter-code", "purpose-then-enter", "zip",
                     "card.label", "code.by-post", "door.heading-code"] {
            let slot = table.rules.firstIndex { $0.name == name }
            #expect(slot.map { table.leading[$0] != nil } == true, "\(name)")
        }
    }

    @Test func aRuleChangedSinceIsNotLookedUp() {
        var rule = BuiltinRuleTable.table.rules[0]
        #expect(BuiltinRuleTable.table.literals(of: rule, at: 0) != nil)
        #expect(BuiltinRuleTable.table.literals(of: rule, at: 1) == nil)
        rule.pattern += "x"
        #expect(BuiltinRuleTable.table.literals(of: rule, at: 0) == nil)
    }

    @Test func aChangedTextHasAnotherFingerprint() {
        let text = BuiltinRules.text
        #expect(RuleTable.fingerprint(text) != RuleTable.fingerprint(text + " "))
        #expect(RuleTable.fingerprint(text) != RuleTable.fingerprint(String(text.dropLast())))
        #expect(RuleTable.fingerprint("ab") != RuleTable.fingerprint("ba"))
    }

    @Test(arguments: ["plain", #"a\b"#, #"say "hi""#, ##"end"#"##, ##"x\#(y)"##, "tab\there", "new\nline", "кириллица 验证码"])
    func literalsReadBackAsWritten(_ text: String) {
        let literal = RuleTable.literal(text)
        let hashes = String(literal.prefix { $0 == "#" })
        #expect(!hashes.isEmpty && literal.hasSuffix("\"" + hashes))
        let body = String(literal.dropFirst(hashes.count + 1).dropLast(hashes.count + 1))
        #expect(!body.contains("\"" + hashes))
        #expect(!body.unicodeScalars.contains { $0.value < 0x20 })
        #expect(BuiltinRuleTableTests.unescaped(body, escape: "\\" + hashes) == text)
    }

    /// `body` with each `escape` + `u{X}` read as the code point X: what Swift reads in a raw string.
    static func unescaped(_ body: String, escape: String) -> String {
        var text = ""
        var rest = Substring(body)
        while let range = rest.firstRange(of: escape + "u{") {
            text += rest[..<range.lowerBound]
            let digits = rest[range.upperBound...].prefix { $0 != "}" }
            text.unicodeScalars.append(Unicode.Scalar(UInt32(digits, radix: 16)!)!)
            rest = rest[range.upperBound...].dropFirst(digits.count + 1)
        }
        return text + rest
    }

    /// Rewrites the generated file (run by `make rule-table`).
    static func write(_ source: String, to path: String) throws {
        guard let file = fopen(path, "w") else { throw WriteError(path: path) }
        defer { fclose(file) }
        guard fputs(source, file) >= 0 else { throw WriteError(path: path) }
    }

    struct WriteError: Error { let path: String }
}
