import Testing
@testable import OTPFill

/// The built-in patterns compile only when a message first needs them, so a bad one would
/// surface on some message in the field; these tests compile every one now.
@Suite struct RuleSetTests {
    @Test func everyBuiltinPatternCompiles() throws {
        let eager = try RuleSet(rules: RuleSet.builtin.rules)
        #expect(eager.rules.count == RuleSet.builtin.rules.count)
    }

    @Test func deferredAndEagerRulesGiveTheSameCodeGroups() throws {
        let eager = try RuleSet(rules: RuleSet.builtin.rules)
        let lists: [(RuleSet) -> [RuleSet.Compiled]] = [\.keywords, \.codes, \.negatives, \.boosts, \.contexts]
        for list in lists {
            for (deferred, compiled) in zip(list(RuleSet.builtin), list(eager)) {
                #expect(deferred.rule == compiled.rule)
                #expect(deferred.codeGroup == compiled.codeGroup, "\(compiled.rule.name)")
                #expect(deferred.pattern.source == compiled.pattern.source)
            }
        }
    }

    /// Past a run's first message, a built-in pattern is compiled as the JIT rewrites it and
    /// JIT-compiled at once (``RunLength``): the same groups, the same matches.
    @Test func patternsCompiledInALongRunKeepTheirGroupsAndMatches() throws {
        let table = BuiltinRuleTable.table
        let long = try RuleSet(rules: table.rules, deferring: table.rules.count, factored: table.factored)
        long.runLength.noteMessage()
        #expect(!long.runLength.isLong)
        long.runLength.noteMessage()
        #expect(long.runLength.isLong)
        let eager = try RuleSet(rules: table.rules)  // compiled as written
        let text = Array("Your verification code is 481516. Order #A1234 on 12.03.2026, call 0800 123 456".utf8)
        for (rewritten, original) in zip(long.bySlot, eager.bySlot) {
            #expect(rewritten.codeGroup == original.codeGroup, "\(original.rule.name)")
            #if arch(x86_64) || arch(arm64)
                #expect(rewritten.pattern.isJITCompiled, "\(original.rule.name)")  // at once, in a long run
            #endif
            let ranges = text.withUnsafeBufferPointer { bytes in
                [rewritten, original].map { rule in
                    var found: [Range<Int>] = []
                    rule.pattern.forEachRange(in: bytes, group: nil) { range, _ in found.append(range); return true }
                    return found
                }
            }
            #expect(ranges[0] == ranges[1], "\(original.rule.name)")
        }
    }

    @Test func aUserRuleThatDoesNotCompileIsReportedAtItsLine() {
        #expect(throws: RuleError.self) {
            try RuleSet.builtin(adding: "keyword en my.bad 1 (unclosed\n", file: "mine.rules")
        }
        do {
            _ = try RuleSet.builtin(adding: "keyword en my.bad 1 (unclosed\n", file: "mine.rules")
        } catch {
            #expect(error.file == "mine.rules")
            #expect(error.line == 1)
        }
    }
}
