/// Named pattern fragments from `define NAME PATTERN` lines, substituted into later patterns
/// wherever `{NAME}` appears.
///
/// Two rules that share a long word list name it once instead of each carrying a copy.
/// Substitution happens while the rules are read, so PCRE2 and the rule gate only ever see plain
/// patterns. Each use becomes `(?:PATTERN)`, so an alternation in the fragment stays inside it.
///
/// A name is a letter, then letters, digits, `_`, `.` or `-`: a reference can never be read as
/// a PCRE2 quantifier (`{2}`, `{2,4}`, `{,3}`). The braces of an escape (`\p{L}`, `\x{200C}`,
/// `\g{-1}`, also `\P \o \k \N`) and an escaped brace (`\{name}`, a literal) are left alone.
struct RuleFragments: Sendable {
    /// Each fragment's pattern (references already substituted) and where it was defined.
    private var definitions: [String: (pattern: String, file: String, line: Int)] = [:]

    /// Adds the fragment `name`, usable by every pattern read after it.
    ///
    /// - Throws: ``RuleError`` at `file` and `line` when the name is malformed, the pattern is
    ///   empty, or the name is already defined (in this file or the built-in rules).
    mutating func define(_ name: String, as pattern: String, file: String, line: Int) throws(RuleError) {
        guard let first = name.utf8.first, Self.isLetter(first), name.utf8.allSatisfy(Self.isNameByte) else {
            throw RuleError(file: file, line: line,
                            reason: "Fragment name '\(name)' must be a letter followed by letters, digits, '_', '.' or '-'")
        }
        guard !pattern.isEmpty else {
            throw RuleError(file: file, line: line, reason: "Fragment '\(name)' is empty")
        }
        if let earlier = definitions[name] {
            throw RuleError(file: file, line: line,
                            reason: "Fragment '\(name)' is already defined at \(earlier.file):\(earlier.line)")
        }
        definitions[name] = (pattern, file, line)
    }

    /// `pattern` with each `{NAME}` replaced by `(?:` the fragment `)`.
    ///
    /// - Throws: ``RuleError`` at `file` and `line` for a name no earlier `define` gave.
    func expand(_ pattern: Substring, file: String, line: Int) throws(RuleError) -> String {
        let utf8 = pattern.utf8
        // Read in place: copying each line into an array cost more than the whole scan.
        let references = utf8.withContiguousStorageIfAvailable(Self.references)
            ?? Array(utf8).withUnsafeBufferPointer(Self.references)
        guard !references.isEmpty else { return String(pattern) }
        var output = ""
        var copied = utf8.startIndex
        for (range, name) in references {
            guard let fragment = definitions[name] else {
                throw RuleError(file: file, line: line, reason: "Unknown fragment '\(name)' (define it above its first use)")
            }
            output += pattern[copied..<utf8.index(utf8.startIndex, offsetBy: range.lowerBound)]
            output += "(?:" + fragment.pattern + ")"
            copied = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        }
        return output + pattern[copied...]
    }

    /// The byte ranges of the `{NAME}` references in `bytes`, with their names.
    private static func references(in bytes: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, name: String)] {
        var found: [(range: Range<Int>, name: String)] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x5C {  // '\': skip the escaped byte, and the "{…}" of \p{L} & co.
                index += 2
                if index < bytes.count, bytes[index] == 0x7B, takesBraces(bytes[index - 1]) {
                    index = (bytes[index...].firstIndex(of: 0x7D) ?? bytes.count - 1) + 1
                }
                continue
            }
            guard bytes[index] == 0x7B, index + 1 < bytes.count, isLetter(bytes[index + 1]) else {
                index += 1
                continue
            }
            let nameEnd = bytes[(index + 1)...].firstIndex { !isNameByte($0) } ?? bytes.count
            if nameEnd < bytes.count, bytes[nameEnd] == 0x7D {  // else not "{NAME}": PCRE2's text
                found.append((index..<(nameEnd + 1), String(decoding: bytes[(index + 1)..<nameEnd], as: UTF8.self)))
            }
            index = nameEnd
        }
        return found
    }

    /// The escapes whose argument is in braces: `\g \k \N \o \P \p \x`.
    private static func takesBraces(_ letter: UInt8) -> Bool {
        switch letter {
        case 0x67, 0x6B, 0x4E, 0x6F, 0x50, 0x70, 0x78: true
        default: false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte == 0x2E || byte == 0x2D  // 0-9 _ . -
    }
}
