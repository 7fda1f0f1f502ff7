/// Builds compact JSON text with keys in the order they are written.
///
/// Output objects keep a documented, stable key order (the order a reader sees in the README),
/// which `JSONEncoder` cannot promise without sorting every key alphabetically.
///
/// The text is built as UTF-8 bytes: appended to a `String` scalar by scalar, writing the
/// `--json` objects of 2 MB of e-mail took 640 M instructions (16 % of the run). Numbers are
/// written as digits straight into them, not made `String`s first (a third of what was left).
public struct JSONWriter {
    /// The JSON text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
    private var bytes: [UInt8] = []
    /// Whether the next member or element of the innermost object or array needs a comma;
    /// the outer levels' flags are in `outerNeedsComma`, innermost last.
    private var needsComma = false
    private var outerNeedsComma: [Bool] = []

    /// - Parameter capacity: the bytes to reserve (the object of one message is a few hundred).
    public init(capacity: Int = 512) {
        bytes.reserveCapacity(capacity)
    }

    /// Starts an object; inside an object, pass the member `key`.
    public mutating func beginObject(_ key: String? = nil) { open(key, UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    /// Starts an array; inside an object, pass the member `key`.
    public mutating func beginArray(_ key: String? = nil) { open(key, UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    public mutating func string(_ key: String? = nil, _ value: String?) {
        prefix(key)
        if let value { JSONWriter.appendQuoted(value, to: &bytes) } else { append("null") }
    }

    public mutating func int(_ key: String? = nil, _ value: Int?) {
        prefix(key)
        guard let value else { return append("null") }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        JSONWriter.appendDigits(of: UInt64(value.magnitude), to: &bytes)
    }

    public mutating func bool(_ key: String? = nil, _ value: Bool) {
        prefix(key)
        append(value ? "true" : "false")
    }

    /// Writes a number rounded to `places` decimals, without exponent notation.
    public mutating func number(_ key: String? = nil, _ value: Double, places: Int = 4) {
        prefix(key)
        JSONWriter.appendFormatted(value, places: places, to: &bytes)
    }

    public mutating func null(_ key: String? = nil) {
        prefix(key)
        append("null")
    }

    private mutating func open(_ key: String?, _ bracket: UInt8) {
        prefix(key)
        bytes.append(bracket)
        outerNeedsComma.append(needsComma)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        needsComma = outerNeedsComma.removeLast()
        bytes.append(bracket)
    }

    private mutating func prefix(_ key: String?) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
        if let key {
            JSONWriter.appendQuoted(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
        }
    }

    private mutating func append(_ string: String) { bytes.append(contentsOf: string.utf8) }

    /// Formats a finite number with at most `places` (1 or more) decimals and no trailing
    /// zeros, without exponent notation; `null` for infinity and NaN.
    static func format(_ value: Double, places: Int) -> String {
        var bytes: [UInt8] = []
        appendFormatted(value, places: places, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``format(_:places:)``'s text for `value`.
    static func appendFormatted(_ value: Double, places: Int, to bytes: inout [UInt8]) {
        guard value.isFinite else { return bytes.append(contentsOf: "null".utf8) }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded()
        let magnitude = Int64(abs(scaled))
        if scaled < 0 && magnitude != 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: UInt64(magnitude / Int64(scale)), to: &bytes)
        var fraction = magnitude % Int64(scale)
        guard fraction != 0 else { return }
        // `places` digits with their leading zeros, less the trailing ones.
        var digits = places
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        bytes.append(UInt8(ascii: "."))
        var length = 1
        var rest = fraction / 10
        while rest != 0 { length += 1; rest /= 10 }
        for _ in length..<digits { bytes.append(UInt8(ascii: "0")) }
        appendDigits(of: UInt64(fraction), to: &bytes)
    }

    /// Appends the decimal digits of `value`.
    static func appendDigits(of value: UInt64, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var count = 0
            var rest = value
            repeat {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                count += 1
            } while rest != 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[(20 - count)...]))
        }
    }

    /// Appends `value` as a JSON string literal; control characters and lone surrogates never appear raw.
    ///
    /// The bytes between escapes are copied in runs (most strings have no escape at all).
    static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var run = 0, index = 0
            while index < utf8.count {
                let byte = utf8[index]
                var width = 1
                let escape: String
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case ..<0x20, 0x7F:
                    let hex = String(byte, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    // U+2028 and U+2029 end lines in JavaScript.
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                bytes.append(contentsOf: escape.utf8)
                index += width
                run = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
