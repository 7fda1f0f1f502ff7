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
        let block = HeaderBlock(bytes)
        let fields = block.fields.indices.map { Field(name: block.name(at: $0), value: block.value(at: $0)) }
        return (MailHeaders(fields: fields), block.bodyStart)
    }
}
