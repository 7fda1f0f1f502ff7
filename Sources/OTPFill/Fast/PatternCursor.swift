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
}
