import CPCRE2
import Foundation
import Testing
@testable import OTPFill

#if canImport(Glibc)
import Glibc
#endif

/// The shipped code of the built-in patterns must be what PCRE2 compiles from them now, and a
/// run must decode it instead of compiling.
@Suite struct BuiltinRuleCodeTests {
    static let generatedFile = "Sources/OTPFill/Fast/BuiltinRuleCode.swift"
    static let hint = "The built-in rules or PCRE2 changed: run `make rule-table` to rewrite \(generatedFile)"

    /// The source of ``BuiltinRuleCode`` for the rules as they are now, compiled with the
    /// options ``RuleSet`` gives each (an offset limit for a rule whose matches start at its
    /// leading pieces).
    static func freshSource() throws -> String {
        let table = BuiltinRuleTableTests.fresh
        let patterns = try zip(table.rules, table.leading).map { rule, leading in
            (name: rule.name, pattern: try Pattern(rule.pattern, options: leading != nil ? .offsetLimit : []))
        }
        return try #require(SerializedPatterns.source(enumName: "BuiltinRuleCode", fingerprint: table.fingerprint, patterns: patterns))
    }

    @Test func theShippedCodeMatchesTheRules() throws {
        let source = try BuiltinRuleCodeTests.freshSource()
        if let path = getenv("OTPFILL_WRITE_RULE_CODE").map({ String(cString: $0) }) {
            try BuiltinRuleTableTests.write(source, to: path)
            return
        }
        let shipped = BuiltinRuleCode.patterns
        #expect(shipped.fingerprint == BuiltinRuleTableTests.fresh.fingerprint, "\(BuiltinRuleCodeTests.hint)")
        guard SerializedPatterns.isReadable(shipped.version) else {
            // Another PCRE2 than the one that wrote the code: it is refused, never misread.
            #expect(shipped.code(at: 0, flags: Pattern.flags([])) == nil)
            #expect(shipped.code(at: 0, flags: Pattern.flags(.offsetLimit)) == nil)
            return
        }
        #expect(try String(contentsOfFile: BuiltinRuleCodeTests.generatedFile, encoding: .utf8) == source, "\(BuiltinRuleCodeTests.hint)")
    }

    @Test func everyBuiltinPatternIsDecodedWithTheOptionsItRunsWith() throws {
        let shipped = BuiltinRuleCode.patterns
        try #require(SerializedPatterns.isReadable(shipped.version) && shipped.fingerprint == BuiltinRuleTable.table.fingerprint)
        let rules = RuleSet.builtin
        #expect(shipped.codes.count == rules.rules.count)
        for compiled in rules.bySlot {
            let options: Pattern.Options = rules.gates.mayLimitStarts(compiled.slot) ? .offsetLimit : []
            let code = try #require(shipped.code(at: compiled.slot, flags: Pattern.flags(options)), "\(compiled.rule.name)")
            // The bytes are a fresh compile's (theShippedCodeMatchesTheRules); decoding marks the
            // code as sharing its character tables, and keeps its groups.
            let decoded = Pattern(code: code, source: compiled.rule.pattern)
            let fresh = try Pattern(compiled.rule.pattern, options: options)
            #expect(decoded.groupNames == fresh.groupNames && decoded.captureCount == fresh.captureCount, "\(compiled.rule.name)")
            // Other options than its own: refused, so that the caller compiles.
            let other: Pattern.Options = options.isEmpty ? .offsetLimit : []
            #expect(shipped.code(at: compiled.slot, flags: Pattern.flags(other)) == nil)
        }
    }

    @Test func aDecodedPatternMatchesAsTheCompiledOneDoes() throws {
        let patterns = try ["(?i)(?<![\\p{L}\\p{M}])(?:code|kod)\\W{0,3}(?<code>\\d{4,8})", "\\b\\d{3}[ -]?\\d{3}\\b"].map { try Pattern($0) }
        let source = try #require(SerializedPatterns.source(enumName: "Probe", fingerprint: 1,
                                                             patterns: patterns.map { (name: $0.source, pattern: $0) }))
        // Read the generated literals back as the compiled-in strings would give them.
        let literals = source.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\"") || trimmed.hasPrefix("prefix: \"") else { return nil }
            return trimmed.split(separator: "\"", omittingEmptySubsequences: false)[1].description
        }
        #expect(literals.count == 3)
        for (index, pattern) in patterns.enumerated() {
            var bytes: [UInt8] = []
            for literal in [literals[0], literals[1 + index]] {
                var text = literal
                var part = [UInt8](repeating: 0, count: text.withUTF8(Base64.strictlyDecodedCount))
                #expect(text.withUTF8 { text in part.withUnsafeMutableBufferPointer { Base64.decodeStrict(text, into: $0) } } == part.count)
                bytes += part
            }
            var decoded: [OpaquePointer?] = [nil]
            #expect(bytes.withUnsafeBufferPointer { pcre2_serialize_decode_8(&decoded, 1, $0.baseAddress, nil) } == 1)
            let copy = Pattern(code: try #require(decoded[0]), source: pattern.source)
            for text in ["Your code: 482913", "KOD 1234 and 123-456", "nothing here", "\u{FF}\u{FE} 999 999"] {
                #expect(copy.allMatches(in: text) == pattern.allMatches(in: text), "\(text)")
            }
        }
    }

    @Test func anotherVersionIsRefused() {
        let shipped = BuiltinRuleCode.patterns
        let stale = SerializedPatterns(fingerprint: shipped.fingerprint, version: "10.0 1999-01-01", prefix: shipped.prefix, codes: shipped.codes)
        #expect(stale.code(at: 0, flags: Pattern.flags([])) == nil)
        #expect(stale.code(at: 0, flags: Pattern.flags(.offsetLimit)) == nil)
        #expect(shipped.code(at: shipped.codes.count, flags: Pattern.flags([])) == nil)
    }
}
