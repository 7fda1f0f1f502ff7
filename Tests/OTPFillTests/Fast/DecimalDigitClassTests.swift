import Foundation
import Testing
@testable import OTPFill

/// The JIT runs rule patterns with `\p{Nd}` spelled out as a class (``DecimalDigitClass``); the
/// class must hold exactly the digits PCRE2 knows, and the rewrite must leave every match as it was.
@Suite struct DecimalDigitClassTests {
    @Test func theClassIsExactlyPCRE2sDecimalDigits() throws {
        // Every scalar above ASCII, once, in one subject.
        var subject = String.UnicodeScalarView()
        for value in UInt32(0x80)...0x10FFFF { if let scalar = Unicode.Scalar(value) { subject.append(scalar) } }
        let digits = try Pattern(#"\p{Nd}+"#).strings(in: String(subject)).flatMap { $0.unicodeScalars.map(\.value) }
        var ranges: [ClosedRange<UInt32>] = []
        for value in digits {
            if let last = ranges.last, last.upperBound + 1 == value {
                ranges[ranges.count - 1] = last.lowerBound...value
            } else {
                ranges.append(value...value)
            }
        }
        #expect(ranges == DecimalDigitClass.ranges)
    }

    @Test(arguments: [
        (#"(?<!\p{Nd})\p{Nd}{4}"#, "(?<![D])[D]{4}"),
        (#"a\P{Nd}b"#, "a[^D]b"),
        (#"[\p{L}\p{Nd}]\p{Nd}"#, #"[\p{L}\p{Nd}][D]"#),
        (#"[^\p{Nd}]]\p{Nd}"#, #"[^\p{Nd}]][D]"#),
        (#"[]\p{Nd}]\p{Nd}"#, #"[]\p{Nd}][D]"#),
        (#"[[:alpha:]\p{Nd}]\p{Nd}"#, #"[[:alpha:]\p{Nd}][D]"#),
        (#"\\p{Nd}"#, nil),
        (#"\[\p{Nd}"#, #"\[[D]"#),
        (#"код\p{Nd}"#, "код[D]"),
        (#"\p{N}\d"#, nil),
        (#"\Q\p{Nd}\E"#, nil),
    ] as [(String, String?)])
    func rewritesOnlyPropertyEscapesOutsideClasses(pattern: String, expected: String?) {
        let spelled = expected?.replacingOccurrences(of: "D", with: DecimalDigitClass.items)
        #expect(DecimalDigitClass.rewrite(pattern) == spelled)
    }

    /// Each built-in rule and the token pattern, as written and rewritten, find the same matches
    /// and the same `code` group in every corpus message (and the same messages with other
    /// scripts' digits).
    @Test func everyRewrittenRuleMatchesLikeTheRule() throws {
        let texts = PrefilterEquivalenceTests.messages + PrefilterEquivalenceTests.messages.prefix(400).map { text in
            String(text.unicodeScalars.map { scalar in
                guard let digit = scalar.properties.numericValue, scalar.isASCII, digit >= 0 else { return Character(scalar) }
                return Character(Unicode.Scalar(0x0660 + UInt32(digit))!)
            })
        }
        var rewritten = 0
        let patterns = RuleSet.builtin.rules.map { ($0.name, $0.pattern) } + [("TokenScanner.digits", TokenScanner.digits.source)]
        for (name, source) in patterns {
            guard let rewrite = DecimalDigitClass.rewrite(source) else { continue }
            rewritten += 1
            try RewriteEquivalence.expectSameMatches(name, source: source, rewrite: rewrite, on: texts)
        }
        #expect(rewritten > 40)
    }
}
