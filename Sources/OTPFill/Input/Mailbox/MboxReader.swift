/// Reads an mbox mailbox (`--input mbox`): each message is decoded as e-mail and named
/// `path#N`, N counting from 1.
///
/// Messages are split and decoded one at a time (see ``MboxSplitter``), so memory stays flat
/// however large the mailbox; one damaged message only costs itself.
public struct MboxReader: MessageReader {
    private let splitter: MboxSplitter
    private let source: String
    private let limits: ReaderLimits
    private var count = 0
    private var reportedError = false

    public init(stream: ByteStream, source: String, limits: ReaderLimits = ReaderLimits()) {
        self.splitter = MboxSplitter(stream: stream, cap: limits.maxMessageBytes)
        self.source = source
        self.limits = limits
    }

    public mutating func next() -> InputItem? {
        if let entry = splitter.next() {
            count += 1
            let warnings = entry.droppedBytes > 0 ? [CappedRead.truncationWarning(cap: limits.maxMessageBytes)] : []
            return .message(EmailDecoder.decode(entry.bytes, source: "\(source)#\(count)", warnings: warnings))
        }
        if let error = splitter.readError, !reportedError {
            reportedError = true
            return .problem(source: source, reason: SystemError.describe(error))
        }
        return nil
    }
}
