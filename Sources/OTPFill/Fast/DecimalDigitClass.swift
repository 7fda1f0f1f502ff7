/// `\p{Nd}` spelled out as a class of code points, for rule patterns.
///
/// PCRE2 cannot tell which bytes may start a match of a Unicode property, so a pattern that
/// opens with `\p{Nd}` (dates, times, phone numbers, IP addresses, grouped accounts) is tried at
/// every byte of every message. The same characters written as a class (`[0-9\x{660}-\x{669}…]`)
/// give it a start bitmap: ASCII digits and the few lead bytes of other scripts' digits, and
/// JIT skips straight to them. The matches are the same: ``ranges`` are exactly the decimal
/// digits of the Unicode version of the PCRE2 otpfill links (`DecimalDigitClassTests` checks
/// every code point against PCRE2's own `\p{Nd}`).
enum DecimalDigitClass {
    /// The decimal digits outside ASCII (Unicode 14.0, as in PCRE2 10.42), in order.
    static let ranges: [ClosedRange<UInt32>] = [
        0x660...0x669, 0x6F0...0x6F9, 0x7C0...0x7C9, 0x966...0x96F, 0x9E6...0x9EF, 0xA66...0xA6F,
        0xAE6...0xAEF, 0xB66...0xB6F, 0xBE6...0xBEF, 0xC66...0xC6F, 0xCE6...0xCEF, 0xD66...0xD6F,
        0xDE6...0xDEF, 0xE50...0xE59, 0xED0...0xED9, 0xF20...0xF29, 0x1040...0x1049, 0x1090...0x1099,
        0x17E0...0x17E9, 0x1810...0x1819, 0x1946...0x194F, 0x19D0...0x19D9, 0x1A80...0x1A89, 0x1A90...0x1A99,
        0x1B50...0x1B59, 0x1BB0...0x1BB9, 0x1C40...0x1C49, 0x1C50...0x1C59, 0xA620...0xA629, 0xA8D0...0xA8D9,
        0xA900...0xA909, 0xA9D0...0xA9D9, 0xA9F0...0xA9F9, 0xAA50...0xAA59, 0xABF0...0xABF9, 0xFF10...0xFF19,
        0x104A0...0x104A9, 0x10D30...0x10D39, 0x11066...0x1106F, 0x110F0...0x110F9, 0x11136...0x1113F,
        0x111D0...0x111D9, 0x112F0...0x112F9, 0x11450...0x11459, 0x114D0...0x114D9, 0x11650...0x11659,
        0x116C0...0x116C9, 0x11730...0x11739, 0x118E0...0x118E9, 0x11950...0x11959, 0x11C50...0x11C59,
        0x11D50...0x11D59, 0x11DA0...0x11DA9, 0x16A60...0x16A69, 0x16AC0...0x16AC9, 0x16B50...0x16B59,
        0x1D7CE...0x1D7FF, 0x1E140...0x1E149, 0x1E2F0...0x1E2F9, 0x1E950...0x1E959, 0x1FBF0...0x1FBF9
    ]

    /// The class's items, for use inside brackets: `0-9\x{660}-\x{669}…`.
    static let items: String = "0-9" + ranges.map { range in
        "\\x{" + String(range.lowerBound, radix: 16) + "}-\\x{" + String(range.upperBound, radix: 16) + "}"
    }.joined()

    /// `pattern` with each `\p{Nd}` outside a class written as `[items]` and each `\P{Nd}` as
    /// `[^items]`; `nil` when there is none. Inside a class `\p{Nd}` stays: a class that has it
    /// usually has another property too (`[\p{L}\p{Nd}]`), which keeps the bitmap away anyway.
    /// Patterns with `\Q…\E` quoting are left alone. The syntax is all ASCII, so the bytes of
    /// other characters are copied as they are.
    static func rewrite(_ pattern: String) -> String? {
        let bytes = Array(pattern.utf8)
        guard bytes.count >= 6 else { return nil }
        let positive = Array(("[" + items + "]").utf8), negative = Array(("[^" + items + "]").utf8)
        var output: [UInt8] = []
        var copied = 0
        var inClass = false
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\\") {
                guard index < count, bytes[index] != UInt8(ascii: "Q") else { return nil }
                let escaped = bytes[index]
                if !inClass, escaped == UInt8(ascii: "p") || escaped == UInt8(ascii: "P"), index + 4 < count,
                   bytes[index + 1] == UInt8(ascii: "{"), bytes[index + 2] == UInt8(ascii: "N"),
                   bytes[index + 3] == UInt8(ascii: "d"), bytes[index + 4] == UInt8(ascii: "}") {
                    output.append(contentsOf: bytes[copied..<(index - 1)])
                    output.append(contentsOf: escaped == UInt8(ascii: "p") ? positive : negative)
                    index += 5
                    copied = index
                } else {
                    index += 1
                }
                continue
            }
            if inClass {
                if byte == UInt8(ascii: "["), index < count, bytes[index] == UInt8(ascii: ":") {
                    // A POSIX class inside a class ("[[:alpha:]]"): its "]" does not close the class.
                    index += 1
                    while index + 1 < count, !(bytes[index] == UInt8(ascii: ":") && bytes[index + 1] == UInt8(ascii: "]")) { index += 1 }
                    guard index + 1 < count else { return nil }
                    index += 2
                } else if byte == UInt8(ascii: "]") {
                    inClass = false
                }
            } else if byte == UInt8(ascii: "[") {
                inClass = true
                // "[^" and a "]" right after the opening belong to the class.
                if index < count, bytes[index] == UInt8(ascii: "^") { index += 1 }
                if index < count, bytes[index] == UInt8(ascii: "]") { index += 1 }
            }
        }
        guard copied > 0 else { return nil }
        output.append(contentsOf: bytes[copied...])
        return String(decoding: output, as: UTF8.self)
    }
}
