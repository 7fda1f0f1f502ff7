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
