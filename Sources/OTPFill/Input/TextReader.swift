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
        let read = CappedRead.read(stream, cap: limits.maxMessageBytes)
        if let error = read.error { return .problem(source: source, reason: SystemError.describe(error)) }
        let warnings = read.droppedBytes > 0 ? [CappedRead.truncationWarning(cap: limits.maxMessageBytes)] : []
        return .message(Message(source: source, text: String(decoding: read.bytes, as: UTF8.self), warnings: warnings))
    }
}
