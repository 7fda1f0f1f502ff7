/// Builds compact JSON text with keys in the order they are written.
///
/// Output objects keep a documented, stable key order (the order a reader sees in the README),
/// which `JSONEncoder` cannot promise without sorting every key alphabetically.
public struct JSONWriter {
    /// The JSON text written so far.
    public private(set) var text = ""
    private var needsComma = [false]

    public init() {}

    /// Starts an object; inside an object, pass the member `key`.
    public mutating func beginObject(_ key: String? = nil) { open(key, "{") }
    public mutating func endObject() { close("}") }
    /// Starts an array; inside an object, pass the member `key`.
    public mutating func beginArray(_ key: String? = nil) { open(key, "[") }
    public mutating func endArray() { close("]") }

    public mutating func string(_ key: String? = nil, _ value: String?) {
        prefix(key)
        if let value { JSONWriter.appendQuoted(value, to: &text) } else { text += "null" }
    }

    public mutating func int(_ key: String? = nil, _ value: Int?) {
        prefix(key)
        text += value.map(String.init) ?? "null"
    }

    public mutating func bool(_ key: String? = nil, _ value: Bool) {
        prefix(key)
        text += value ? "true" : "false"
    }

    /// Writes a number rounded to `places` decimals, without exponent notation.
    public mutating func number(_ key: String? = nil, _ value: Double, places: Int = 4) {
        prefix(key)
        text += JSONWriter.format(value, places: places)
    }

    public mutating func null(_ key: String? = nil) {
        prefix(key)
        text += "null"
    }

    private mutating func open(_ key: String?, _ bracket: String) {
        prefix(key)
        text += bracket
        needsComma.append(false)
    }

    private mutating func close(_ bracket: String) {
        needsComma.removeLast()
        text += bracket
    }

    private mutating func prefix(_ key: String?) {
        if needsComma[needsComma.count - 1] { text += "," }
        needsComma[needsComma.count - 1] = true
        if let key {
            JSONWriter.appendQuoted(key, to: &text)
            text += ":"
        }
    }

    /// Formats a finite number with at most `places` decimals and no trailing zeros.
    static func format(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "null" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded()
        let negative = scaled < 0
        let magnitude = Int64(abs(scaled))
        let whole = magnitude / Int64(scale)
        var fraction = String(magnitude % Int64(scale))
        fraction = String(repeating: "0", count: places - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = negative && magnitude != 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }

    /// Appends `value` as a JSON string literal; control characters and lone surrogates never appear raw.
    static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{2028}": text += "\\u2028"
            case "\u{2029}": text += "\\u2029"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
