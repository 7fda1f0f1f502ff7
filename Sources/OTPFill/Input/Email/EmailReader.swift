/// Reads one RFC 5322 e-mail message (`--input eml`), such as a saved `.eml` file.
///
/// The whole input is one message, read up to ``ReaderLimits/maxMessageBytes`` and decoded by
/// ``EmailDecoder``; its source is the input's name.
public struct EmailReader: MessageReader {
    private let stream: ByteStream
    private let source: String
    private let limits: ReaderLimits
    private var done = false

    public init(stream: ByteStream, source: String, limits: ReaderLimits = ReaderLimits()) {
        self.stream = stream
        self.source = source
        self.limits = limits
    }

    public mutating func next() -> InputItem? {
        guard !done else { return nil }
        done = true
        let read = CappedRead.read(stream, cap: limits.maxMessageBytes)
        if let error = read.error { return .problem(source: source, reason: SystemError.describe(error)) }
        let warnings = read.droppedBytes > 0 ? [CappedRead.truncationWarning(cap: limits.maxMessageBytes)] : []
        return .message(EmailDecoder.decode(read.bytes, source: source, warnings: warnings))
    }
}
