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
        return CappedRead.message(stream, source: source, cap: limits.maxMessageBytes) { [source] bytes, warnings in
            EmailDecoder.decode(bytes, source: source, warnings: warnings)
        }
    }
}
