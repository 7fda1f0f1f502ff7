/// A position in a pattern's text, for the readers that analyse rule patterns without running
/// them (``RequiredLiterals``, ``AlternationFactoring``): the steps of PCRE2 syntax they share.
protocol PatternCursor {
    var scalars: [Unicode.Scalar] { get }
    var index: Int { get set }
}

/// Syntax a pattern reader does not handle; the reader then leaves the pattern alone.
struct UnsupportedPattern: Error {}

extension PatternCursor {
    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func take() throws(UnsupportedPattern) -> Unicode.Scalar {
        guard index < scalars.count else { throw UnsupportedPattern() }
        defer { index += 1 }
        return scalars[index]
    }

    /// Inline options after `(?`, through the `)` that ends them (`(?i)`, for the rest of the
    /// enclosing group) or the `:` that opens a group (`(?-i:…)`, for its inside): whether the
    /// group is caseless after them, starting from `caseless`, and whether a group opened.
    /// Letters other than `i` and those in `ignored` are unsupported.
    mutating func inlineOptions(caseless: Bool, ignoring ignored: Set<Unicode.Scalar>) throws(UnsupportedPattern)
        -> (caseless: Bool, opensGroup: Bool) {
        var on = true
        var value = caseless
        while true {
            let flag = try take()
            switch flag {
            case "-": on = false
            case "i": value = on
            case ")": return (value, false)
            case ":": return (value, true)
            default: guard ignored.contains(flag) else { throw UnsupportedPattern() }
            }
        }
    }

    /// Moves past the `)` that closes the group being read, over nested groups, escapes and
    /// character classes.
    mutating func skipRestOfGroup() throws(UnsupportedPattern) {
        var depth = 1
        while depth > 0 {
            switch try take() {
            case "\\": _ = try take()
            case "(": depth += 1
            case ")": depth -= 1
            case "[": try skipClass()
            default: break
            }
        }
    }

    /// Moves past a character class whose `[` was just taken, through its closing `]`: over
    /// escapes (`\]`, `\p{…}`) and POSIX classes (`[:alpha:]`), whose `]` closes nothing.
    mutating func skipClass() throws(UnsupportedPattern) {
        if peek == "^" { index += 1 }
        if peek == "]" { index += 1 }
        while true {
            switch try take() {
            case "\\":
                let escaped = try take()
                if ["p", "P", "x", "o"].contains(escaped), peek == "{" { while try take() != "}" {} }
            case "[" where peek == ":":
                while try take() != "]" {}
            case "]":
                return
            default:
                break
            }
        }
    }
}
