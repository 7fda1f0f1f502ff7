/// Whether bytes are well-formed UTF-8, checked without making a `String`.
///
/// PCRE2 (`PCRE2_MATCH_INVALID_UTF`) reads a subject with invalid sequences as separate valid
/// fragments, so where a search starts can change what a lookbehind sees there; the rule gate
/// gives such a message no start offsets (``RuleGate/Allowed/start(of:)``).
enum UTF8Validity {
    /// Whether `bytes` is well-formed UTF-8 (RFC 3629: no overlong form, no surrogate, nothing
    /// past U+10FFFF), as `pcre2_match_8` checks it.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            index = ByteSearch.asciiRunEnd(bytes, from: index)
            guard index < count else { break }
            let lead = base[index]
            // The range the second byte must be in, and how many continuation bytes follow.
            let second: ClosedRange<UInt8>
            let width: Int
            switch lead {
            case 0xC2...0xDF: second = 0x80...0xBF; width = 2
            case 0xE0: second = 0xA0...0xBF; width = 3
            case 0xE1...0xEC, 0xEE...0xEF: second = 0x80...0xBF; width = 3
            case 0xED: second = 0x80...0x9F; width = 3
            case 0xF0: second = 0x90...0xBF; width = 4
            case 0xF1...0xF3: second = 0x80...0xBF; width = 4
            case 0xF4: second = 0x80...0x8F; width = 4
            default: return false
            }
            guard index + width <= count, second.contains(base[index + 1]) else { return false }
            for offset in 2..<width where base[index + offset] & 0xC0 != 0x80 { return false }
            index += width
        }
        return true
    }
}
