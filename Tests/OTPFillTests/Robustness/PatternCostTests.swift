import Foundation
import Testing
@testable import OTPFill

/// Every built-in pattern scans a hostile text in linear time.
///
/// PCRE2's match limit does not stop a JIT-compiled scan that is quadratic without deep
/// backtracking: `masked.digits` once took 182 s on 256 KiB of `x` (each start position ran
/// to the end of the run). On 32 KiB floods a linear scan takes milliseconds and a quadratic
/// one seconds, so a generous bound tells them apart on a loaded machine.
@Suite struct PatternCostTests {
    /// Floods of one short unit, each a shape some pattern has a loop for.
    static let units = [
        "x", "X", "*", "•", ".", "1", " ", "-", "+", "@", "a", "/", ":", "$", "年", "٤", "code ", "\n",
        "ab1", "1.", "1-", "1 ", "a@", "1,", "a.", "é", "\u{200B}", "1\u{200B}", "G-", "#", "@a #", "x1",
    ]

    static let patterns: [(name: String, pattern: Pattern)] = {
        var patterns = RuleSet.builtin.rules.map { (name: $0.name, pattern: try! Pattern($0.pattern)) }
        patterns += [("TokenScanner.digits", TokenScanner.digits), ("TokenScanner.alphanumeric", TokenScanner.alphanumeric),
                     ("AppHash", AppHashTests.pattern)]
        return patterns
    }()

    @Test(arguments: units)
    func everyBuiltInPatternScansAFloodInLinearTime(unit: String) {
        var text = ""
        while text.utf8.count < 32 * 1024 { text += unit }
        for (name, pattern) in PatternCostTests.patterns {
            let clock = ContinuousClock()
            let elapsed = clock.measure { _ = pattern.allMatches(in: text) }
            #expect(elapsed < .seconds(2), "\(name) took \(elapsed) on a flood of \(unit.debugDescription)")
        }
    }

    @Test func maskedDigitsStillFindsMaskedNumbers() throws {
        let rule = try #require(RuleSet.builtin.rules.first { $0.name == "masked.digits" })
        let pattern = try Pattern(rule.pattern)
        #expect(pattern.strings(in: "card xxxx-1234 and ***5678, acct ...9012 ••3456", group: "code") == ["1234", "5678", "9012", "3456"])
        #expect(pattern.strings(in: "x 1234, x.1234, ..1234", group: "code").isEmpty)
    }
}
