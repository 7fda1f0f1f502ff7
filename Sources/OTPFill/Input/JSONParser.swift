/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// It never traps on bad input: every problem is a ``JSONParser/Failure`` with a byte offset.
/// Nesting is capped so hostile input cannot exhaust the stack.
public struct JSONParser {
    /// Why a document is not valid JSON.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public let offset: Int
        public let reason: String
        public var description: String { "\(reason) at byte \(offset)" }
    }

    /// The deepest nesting of arrays and objects accepted.
    public static let maxDepth = 512

    /// Parses one JSON document that must fill `bytes` (surrounding white space allowed).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.failure("Unexpected data after the value") }
        return value
    }

    /// Parses a JSON document held in a string.
    public static func parse(_ text: String) throws(Failure) -> JSONValue {
        var text = text
        let result = text.withUTF8 { bytes in Result { () throws(Failure) in try parse(bytes) } }
        return try result.get()
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func failure(_ reason: String) -> Failure { Failure(offset: index, reason: reason) }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw failure("Unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: StaticString) throws(Failure) {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw failure("Invalid literal") }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            throw failure("Invalid literal")
        }
        index += count
    }

    private mutating func object(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= JSONParser.maxDepth else { throw failure("Nesting deeper than \(JSONParser.maxDepth)") }
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("Expected a member name") }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("Expected ':'") }
            index += 1
            skipSpace()
            members[key] = try value(depth: depth)
            skipSpace()
            guard index < bytes.count else { throw failure("Unexpected end of input") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw failure("Expected ',' or '}'")
        }
    }

    private mutating func array(depth: Int) throws(Failure) -> JSONValue {
        guard depth <= JSONParser.maxDepth else { throw failure("Nesting deeper than \(JSONParser.maxDepth)") }
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipSpace()
            elements.append(try value(depth: depth))
            skipSpace()
            guard index < bytes.count else { throw failure("Unexpected end of input") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw failure("Expected ',' or ']'")
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, as RFC 8259 §6 has it.
    private mutating func number() throws(Failure) -> Double {
        let start = index
        func digits() -> Int {
            let first = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - first
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let leadingZero = index < bytes.count && bytes[index] == 0x30
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else { index = start; throw failure("Invalid value") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { index = start; throw failure("Invalid number") }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { index = start; throw failure("Invalid number") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text) else { index = start; throw failure("Invalid number") }
        return value
    }

    /// A string value. Its UTF-8 is copied run by run between escapes and decoded once at the
    /// end (invalid sequences repaired to U+FFFD); a string without escapes is decoded in place.
    private mutating func string() throws(Failure) -> String {
        index += 1
        var utf8: [UInt8] = []
        var escaped = false
        var runStart = index
        func append(_ scalar: Unicode.Scalar) { UTF8.encode(scalar) { utf8.append($0) } }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
                index += 1
                guard escaped else { return String(decoding: run, as: UTF8.self) }
                utf8.append(contentsOf: run)
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte < 0x20 { throw failure("Control character in a string") }
            if byte != UInt8(ascii: "\\") { index += 1; continue }
            escaped = true
            utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            index += 1
            guard index < bytes.count else { break }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): append("\"")
            case UInt8(ascii: "\\"): append("\\")
            case UInt8(ascii: "/"): append("/")
            case UInt8(ascii: "b"): append("\u{8}")
            case UInt8(ascii: "f"): append("\u{C}")
            case UInt8(ascii: "n"): append("\n")
            case UInt8(ascii: "r"): append("\r")
            case UInt8(ascii: "t"): append("\t")
            case UInt8(ascii: "u"):
                var unit = try hex4()
                if (0xD800...0xDBFF).contains(unit), index + 1 < bytes.count,
                   bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    let save = index
                    index += 2
                    let low = try hex4()
                    if (0xDC00...0xDFFF).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                    }
                }
                append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            default:
                index -= 1
                throw failure("Invalid escape in a string")
            }
            runStart = index
        }
        throw failure("Unterminated string")
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("Invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw failure("Invalid \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
