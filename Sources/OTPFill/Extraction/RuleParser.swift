/// Reads rules written one per line:
///
///     # kind     language  name             weight  pattern
///     keyword    en        en.strong        2.0     (?i)verification code
///     code       any       acme.template    3.0     Acme: (?<code>\d{6})
///     negative   any       card.ending      -5      (?i)ending in (?<code>\d{4})
///
/// Columns are separated by spaces or tabs; the pattern is the rest of the line, so it may
/// contain spaces. Blank lines and lines starting with `#` are ignored.
///
/// A long pattern may go on over the next lines: a line whose first non-blank characters are
/// `+ ` (a plus and a space) appends the rest of the line, exactly as written, to the pattern
/// of the rule above (comment lines may sit in between). So a multilingual word list can keep
/// one language a line:
///
///     negative   any   promo   -4   (?i)(?:promo|coupon
///                                 + |gutschein|rabatt
///                                 + |优惠码)\s*(?<code>[A-Z0-9]{4,})
public enum RuleParser {
    /// Parses every rule in `text`; ``RuleSet`` compiles them.
    ///
    /// - Parameter file: the name used in errors (a path, or `built-in`).
    /// - Throws: ``RuleError`` naming the line of the first bad rule: an unknown kind, a weight
    ///   that is not a number, a missing pattern, a duplicate name, or a continuation line
    ///   before any rule.
    public static func parse(_ text: String, file: String) throws(RuleError) -> [Rule] {
        var rules: [Rule] = []
        var names = Set<String>()
        var lineNumber = 0
        // "\r\n" is one Character in Swift, so splitting on "\n" alone would leave CRLF files
        // as one line; every newline character ends a line.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            lineNumber += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.first == "#" { continue }
            if trimmed.hasPrefix("+ ") {
                guard !rules.isEmpty else {
                    throw RuleError(file: file, line: lineNumber, reason: "Continuation line without a rule to continue")
                }
                rules[rules.count - 1].pattern += trimmed.dropFirst(2)
                continue
            }
            var rest = trimmed
            var fields: [Substring] = []
            for _ in 0..<4 {
                let field = rest.prefix { $0 != " " && $0 != "\t" }
                guard !field.isEmpty else { break }
                fields.append(field)
                rest = rest.dropFirst(field.count).drop { $0 == " " || $0 == "\t" }
            }
            let pattern = String(rest)
            guard fields.count == 4, !pattern.isEmpty else {
                throw RuleError(file: file, line: lineNumber,
                                reason: "Expected 'kind language name weight pattern'")
            }
            guard let kind = RuleKind(rawValue: String(fields[0])) else {
                let kinds = RuleKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw RuleError(file: file, line: lineNumber, reason: "Unknown rule kind '\(fields[0])' (expected one of \(kinds))")
            }
            guard let weight = Double(fields[3]), weight.isFinite else {
                throw RuleError(file: file, line: lineNumber, reason: "Weight '\(fields[3])' is not a number")
            }
            let name = String(fields[2])
            guard names.insert(name).inserted else {
                throw RuleError(file: file, line: lineNumber, reason: "Duplicate rule name '\(name)'")
            }
            rules.append(Rule(kind: kind, language: String(fields[1]), name: name, weight: weight,
                              pattern: pattern, file: file, line: lineNumber))
        }
        return rules
    }
}
