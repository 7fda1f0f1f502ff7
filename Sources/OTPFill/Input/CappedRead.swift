/// Reads a whole stream into memory, up to a cap.
///
/// One message file (`.eml`, a Maildir entry) is read whole, but a hostile or mistaken input
/// (a disk image named `.eml`) must not take all memory: bytes past the cap are not kept and
/// the caller warns about them.
public enum CappedRead {
    /// The bytes read, how many were dropped past the cap, and the errno if reading failed.
    public struct Output {
        public var bytes: [UInt8]
        public var droppedBytes: Int
        public var error: Int32?
    }

    /// Reads `stream` to its end, keeping at most `cap` bytes. The rest is read and counted
    /// only up to one further chunk, then reading stops.
    public static func read(_ stream: ByteStream, cap: Int) -> Output {
        var bytes: [UInt8] = []
        var dropped = 0
        stream.forEachChunk { chunk in
            let room = cap - bytes.count
            if chunk.count > room {
                bytes.append(contentsOf: chunk.prefix(max(0, room)))
                dropped += chunk.count - max(0, room)
                return false
            }
            bytes.append(contentsOf: chunk)
            return true
        }
        return Output(bytes: bytes, droppedBytes: dropped, error: stream.readError)
    }

    /// Reads `stream` as one whole message of at most `cap` bytes: a problem if reading failed,
    /// else the message `decode` makes of the bytes and the warnings (a truncation, if any).
    static func message(_ stream: ByteStream, source: String, cap: Int,
                        decode: ([UInt8], [String]) -> Message) -> InputItem {
        let read = read(stream, cap: cap)
        if let error = read.error { return .problem(source: source, reason: SystemError.describe(error)) }
        let warnings = read.droppedBytes > 0 ? [truncationWarning(cap: cap)] : []
        return .message(decode(read.bytes, warnings))
    }

    /// The warning for a message cut at `cap` bytes.
    static func truncationWarning(cap: Int) -> String {
        "Message longer than \(cap) bytes; only the first \(cap) were read"
    }
}
