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
///
/// A list that several rules share is named once with `define NAME PATTERN` (continued with
/// `+ ` lines like a rule) and used as `{NAME}` in any later pattern or define
/// (``RuleFragments``):
///
///     define     promo.words   promo|coupon|gutschein
///     negative   any   promo   -4   (?i){promo.words}\s*(?<code>[A-Z0-9]{4,})
public enum RuleParser {
    /// Parses every rule in `text`; ``RuleSet`` compiles them.
    ///
    /// - Parameter file: the name used in errors (a path, or `built-in`).
    /// - Throws: ``RuleError`` naming the line of the first bad rule: an unknown kind, a weight
    ///   that is not a number, a missing pattern, a duplicate name, a continuation line
    ///   before any rule, or a bad `define` or `{NAME}`.
    public static func parse(_ text: String, file: String) throws(RuleError) -> [Rule] {
        var fragments = RuleFragments()
        return try parse(text, file: file, fragments: &fragments)
    }

    /// Parses every rule in `text`, whose patterns may use `fragments` and its own defines.
    ///
    /// - Parameter fragments: the fragments defined before `text` (the built-in ones for a
    ///   user's file); on return it also holds those `text` defined.
    static func parse(_ text: String, file: String, fragments: inout RuleFragments) throws(RuleError) -> [Rule] {
        var rules: [Rule] = []
        // The define being read: registered when the next entry starts, so its own `+ ` lines
        // cannot use it.
        var definition: (name: String, pattern: String, line: Int)?
        func finishDefinition() throws(RuleError) {
            if let definition { try fragments.define(definition.name, as: definition.pattern, file: file, line: definition.line) }
            definition = nil
        }
        var names = Set<String>()
        var lineNumber = 0
        // "\r\n" is one Character in Swift, so splitting on "\n" alone would leave CRLF files
        // as one line; every newline character ends a line.
        // Fields are split on ASCII blanks, so the UTF-8 view does it without grapheme breaking.
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        for line in lines(of: text) {
            lineNumber += 1
            let utf8 = line.utf8
            let trimmed = line[(utf8.firstIndex { !isBlank($0) } ?? utf8.endIndex)...]
            if trimmed.utf8.isEmpty || trimmed.utf8.first == 0x23 { continue }  // '#'
            if trimmed.utf8.starts(with: [0x2B, 0x20]) {  // "+ "
                let piece = try fragments.expand(trimmed[trimmed.utf8.index(trimmed.startIndex, offsetBy: 2)...],
                                                 file: file, line: lineNumber)
                if definition != nil {
                    definition?.pattern += piece
                } else if !rules.isEmpty {
                    rules[rules.count - 1].pattern += piece
                } else {
                    throw RuleError(file: file, line: lineNumber, reason: "Continuation line without a rule or define to continue")
                }
                continue
            }
            try finishDefinition()
            var rest = trimmed
            // The next blank-separated field of `rest` (empty at the end), and `rest` after it.
            func nextField() -> Substring {
                let end = rest.utf8.firstIndex(where: isBlank) ?? rest.endIndex
                let field = rest[..<end]
                rest = rest[(rest.utf8[end...].firstIndex { !isBlank($0) } ?? rest.endIndex)...]
                return field
            }
            var fields = [nextField()]
            if fields[0] == "define" {
                let name = nextField()
                guard !name.utf8.isEmpty else {
                    throw RuleError(file: file, line: lineNumber, reason: "Expected 'define NAME PATTERN'")
                }
                definition = (String(name), try fragments.expand(rest, file: file, line: lineNumber), lineNumber)
                continue
            }
            while fields.count < 4 {
                let field = nextField()
                if field.utf8.isEmpty { break }
                fields.append(field)
            }
            guard fields.count == 4, !rest.utf8.isEmpty else {
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
            let pattern = try fragments.expand(rest, file: file, line: lineNumber)
            rules.append(Rule(kind: kind, language: String(fields[1]), name: name, weight: weight,
                              pattern: pattern, file: file, line: lineNumber))
        }
        try finishDefinition()
        return rules
    }

    /// The lines of `text`, split at every newline character (`\r\n` is one).
    ///
    /// Splitting by `Character` costs about a millisecond on the built-in rules, a fifth of a
    /// one-message run, so text whose only newlines are `\n` and `\r` is split on its bytes.
    static func lines(of text: String) -> [Substring] {
        var text = text
        // Byte offsets of each line's start and end; `nil` when an unusual newline is present.
        let bounds: [(Int, Int)]? = text.withUTF8 { bytes in
            var bounds: [(Int, Int)] = []
            var start = 0
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                switch byte {
                case 0x0A, 0x0D:
                    bounds.append((start, index))
                    index += byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
                    start = index
                    continue
                // VT, FF, NEL (C2 85), LS and PS (E2 80 A8/A9) are newlines too.
                case 0x0B, 0x0C: return nil
                case 0xC2 where index + 1 < count && bytes[index + 1] == 0x85: return nil
                case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    return nil
                default: break
                }
                index += 1
            }
            bounds.append((start, count))
            return bounds
        }
        guard let bounds else { return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) }
        let utf8 = text.utf8
        return bounds.map { start, end in
            text[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
        }
    }
}
