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
    /// (The extractor reads headers through ``HeaderBlock``, which compares names in place.)
    public func value(_ name: String) -> [UInt8]? {
        let wanted = name.lowercased()
        return fields.first { $0.name.lowercased() == wanted }?.value
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
