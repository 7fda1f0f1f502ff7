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

    /// The most header fields kept; more are ignored (hostile input could send millions).
    public static let maxFields = 1000

    public init(fields: [Field] = []) { self.fields = fields }

    /// The raw value of the first field called `name` (case-insensitive).
    public func value(_ name: String) -> [UInt8]? {
        let wanted = name.lowercased()
        return fields.first { $0.name.lowercased() == wanted }?.value
    }

    /// Splits `bytes` into the header block and the body that follows the first empty line.
    ///
    /// - Returns: the headers and the index in `bytes` where the body starts.
    public static func parse(_ bytes: ArraySlice<UInt8>) -> (headers: MailHeaders, bodyStart: Int) {
        var headers = MailHeaders()
        var index = bytes.startIndex
        var first = true
        while index < bytes.endIndex {
            let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.endIndex
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
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                  line[line.startIndex..<colon].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
                // Not a header: the block ended without its blank line; the body starts here.
                return (headers.trimmingValues(), index)
            }
            if headers.fields.count < maxFields {
                let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
                headers.fields.append(Field(name: name, value: Array(line[(colon + 1)...])))
            }
            index = next
        }
        return (headers.trimmingValues(), bytes.endIndex)
    }

    private func trimmingValues() -> MailHeaders {
        MailHeaders(fields: fields.map { Field(name: $0.name, value: MailHeaders.trimmed($0.value)) })
    }

    private static func trimmed(_ value: [UInt8]) -> [UInt8] {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        guard let start = value.firstIndex(where: { !isSpace($0) }),
              let end = value.lastIndex(where: { !isSpace($0) }) else { return [] }
        return Array(value[start...end])
    }
}
