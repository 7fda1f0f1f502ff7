/// The header block of an RFC 5322 message or MIME part, unfolded.
///
/// Parsing is lenient because mail on disk often is not strictly valid: LF-only line ends are
/// accepted, an mbox `From ` envelope line at the top is skipped, and a line that is neither a
/// header nor a continuation ends the block (the rest is body) instead of failing.
public struct MailHeaders: Sendable {
    /// One header field: its name as written and its raw value bytes, unfolded, with
    /// surrounding white space removed. Values stay bytes because 8-bit headers have no charset.
    public struct Field: Equatable, Sendable {
        public var name: String
        public var value: [UInt8]
    }

    public private(set) var fields: [Field] = []

    /// Whether every field name is ASCII (``parse(_:)`` only makes such names), so that names
    /// compare byte by byte.
    private var asciiNames: Bool

    /// The most header fields kept; more are ignored (hostile input could send millions).
    public static let maxFields = 1000

    public init(fields: [Field] = []) {
        self.fields = fields
        self.asciiNames = fields.allSatisfy { ByteSearch.isASCII($0.name) }
    }

    /// The raw value of the first field called `name` (case-insensitive).
    public func value(_ name: String) -> [UInt8]? {
        guard asciiNames, ByteSearch.isASCII(name) else {
            let wanted = name.lowercased()
            return fields.first { $0.name.lowercased() == wanted }?.value
        }
        // ASCII lowercasing keeps lengths and maps byte to byte: no lowercased copies needed.
        let length = name.utf8.count
        return fields.first { $0.name.utf8.count == length && MailHeaders.equalsIgnoringCase($0.name, name) }?.value
    }

    /// Whether the ASCII strings `a` and `b`, of equal length, are equal once lowercased.
    private static func equalsIgnoringCase(_ a: String, _ b: String) -> Bool {
        func equal(_ x: UInt8, _ y: UInt8) -> Bool {
            x == y || (x | 0x20 == y | 0x20 && x | 0x20 >= 0x61 && x | 0x20 <= 0x7A)
        }
        let fast = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                zip(x, y).allSatisfy { equal($0, $1) }
            }
        }
        return (fast ?? nil) ?? zip(a.utf8, b.utf8).allSatisfy { equal($0, $1) }
    }

    /// Splits `bytes` into the header block and the body that follows the first empty line.
    ///
    /// - Returns: the headers and the index in `bytes` where the body starts.
    public static func parse(_ bytes: ArraySlice<UInt8>) -> (headers: MailHeaders, bodyStart: Int) {
        var headers = MailHeaders()
        var index = bytes.startIndex
        var first = true
        while index < bytes.endIndex {
            let lineEnd = ByteSearch.firstIndex(of: 0x0A, in: bytes, from: index) ?? bytes.endIndex
            var contentEnd = lineEnd
            if contentEnd > index, bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            let next = lineEnd < bytes.endIndex ? lineEnd + 1 : lineEnd
            let line = bytes[index..<contentEnd]
            if line.isEmpty { return (headers.trimmingValues(), next) }
            defer { first = false }
            if first, line.starts(with: "From ".utf8) {
                index = next
                continue
            }
            if line.first == 0x20 || line.first == 0x09 {
                // A folded continuation: unfolding removes only the line break (RFC 5322 §2.2.3).
                if !headers.fields.isEmpty {
                    headers.fields[headers.fields.count - 1].value.append(contentsOf: line)
                }
                index = next
                continue
            }
            guard let colon = ByteSearch.firstIndex(of: UInt8(ascii: ":"), in: line, from: line.startIndex),
                  colon > line.startIndex,
                  line[line.startIndex..<colon].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
                // Not a header: the block ended without its blank line; the body starts here.
                return (headers.trimmingValues(), index)
            }
            if headers.fields.count < maxFields {
                if headers.fields.isEmpty { headers.fields.reserveCapacity(16) }
                let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
                // Leading white space goes now, so that the usual value is never copied again
                // (trimming the whole unfolded value later gives the same bytes).
                var valueStart = colon + 1
                while valueStart < line.endIndex, MailHeaders.isSpace(line[valueStart]) { valueStart += 1 }
                headers.fields.append(Field(name: name, value: Array(line[valueStart...])))
            }
            index = next
        }
        return (headers.trimmingValues(), bytes.endIndex)
    }

    /// The fields with white space trimmed from both ends of each value; a value with none
    /// to trim is kept as it is, not copied.
    private consuming func trimmingValues() -> MailHeaders {
        for position in fields.indices {
            let value = fields[position].value
            guard let first = value.first, let last = value.last,
                  MailHeaders.isSpace(first) || MailHeaders.isSpace(last) else { continue }
            fields[position].value = MailHeaders.trimmed(value)
        }
        return self
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }

    private static func trimmed(_ value: [UInt8]) -> [UInt8] {
        guard let start = value.firstIndex(where: { !isSpace($0) }),
              let end = value.lastIndex(where: { !isSpace($0) }) else { return [] }
        return Array(value[start...end])
    }
}
