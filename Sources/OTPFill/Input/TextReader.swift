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
        var bytes: [UInt8] = []
        var truncated = false
        let cap = limits.maxMessageBytes
        stream.forEachChunk { chunk in
            let room = cap - bytes.count
            if chunk.count > room {
                bytes.append(contentsOf: chunk.prefix(room))
                truncated = true
                return false
            }
            bytes.append(contentsOf: chunk)
            return true
        }
        if let error = stream.readError {
            return .problem(source: source, reason: SystemError.describe(error))
        }
        var warnings: [String] = []
        if truncated { warnings.append("Message longer than \(cap) bytes; only the first \(cap) were read") }
        return .message(Message(source: source, text: String(decoding: bytes, as: UTF8.self), warnings: warnings))
    }
}
