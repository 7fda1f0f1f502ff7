/// Reads a whole input as one message (`--input text`).
public struct TextReader: MessageReader {
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
            Message(source: source, text: String(decoding: bytes, as: UTF8.self), warnings: warnings)
        }
    }
}
