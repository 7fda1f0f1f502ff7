/// Reads one message per line (`--input lines`); the source of line N is `path#N`.
///
/// Empty lines are still messages (they have no code), so every line gets exactly one result.
public struct LinesReader: MessageReader {
    private let lines: LineSplitter
    private let stream: ByteStream
    private let source: String
    private var reportedError = false

    public init(stream: ByteStream, source: String, limits: ReaderLimits = ReaderLimits()) {
        self.stream = stream
        self.lines = LineSplitter(stream: stream, maxLineLength: limits.maxLineLength)
        self.source = source
    }

    public mutating func next() -> InputItem? {
        guard let line = lines.next() else {
            if let error = stream.readError, !reportedError {
                reportedError = true
                return .problem(source: source, reason: SystemError.describe(error))
            }
            return nil
        }
        let name = "\(source)#\(lines.lineNumber)"
        switch line {
        case let .text(bytes):
            return .message(Message(source: name, text: String(decoding: bytes, as: UTF8.self)))
        case let .overlong(length):
            return .problem(source: name, reason: "Line of \(length) bytes is longer than the limit; skipped")
        }
    }
}
