import Testing
@testable import OTPFill

/// The check behind the tests of the JIT's rewrites (``DecimalDigitClass``,
/// ``AlternationFactoring``): a pattern and its rewrite have the same groups and find the same
/// matches and the same `code` group in every text.
enum RewriteEquivalence {
    static func expectSameMatches(_ name: String, source: String, rewrite: String, on texts: [String]) throws {
        let original = try Pattern(source, jitThreshold: 0)
        let faster = try Pattern(rewrite, jitThreshold: 0)
        #expect(original.groupNames == faster.groupNames && original.captureCount == faster.captureCount, "\(name)")
        let group = original.groupNames["code"]
        for text in texts {
            var copy = text
            copy.withUTF8 { bytes in
                var expected: [[Range<Int>?]] = [], got: [[Range<Int>?]] = []
                original.forEachRange(in: bytes, group: group) { expected.append([$0, $1]); return true }
                faster.forEachRange(in: bytes, group: group) { got.append([$0, $1]); return true }
                #expect(expected == got, "\(name) on \(text)")
            }
        }
    }
}
