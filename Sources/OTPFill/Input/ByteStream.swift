import Glibc

/// Reads a file descriptor in large chunks with `read(2)`.
///
/// `readLine()` and reading the whole input at once are several times slower or use memory in
/// proportion to the input; this keeps one fixed buffer.
public final class ByteStream {
    /// The size of each `read(2)`; 256 KiB measured best on this class of machine.
    public static let defaultChunkSize = 256 * 1024

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    /// Never cleared: `read(2)` fills what is handed on. Zeroing it (an array of zeros) was
    /// 262,000 instructions and 256 KiB of touched memory per stream, 2.6 % of a one-message run.
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The errno of the last failed read, if reading stopped because of an error.
    public private(set) var readError: Int32?

    /// Streams from `descriptor`; closes it on deinit when `ownsDescriptor` is true.
    public init(descriptor: Int32, ownsDescriptor: Bool, chunkSize: Int = ByteStream.defaultChunkSize) {
        self.descriptor = descriptor
        self.ownsDescriptor = ownsDescriptor
        self.buffer = .allocate(capacity: max(1, chunkSize))
    }

    deinit {
        if ownsDescriptor { close(descriptor) }
        buffer.deallocate()
    }

    /// Calls `body` with each chunk until the end of input (or an error, kept in ``readError``).
    /// `body` returns `false` to stop early.
    public func forEachChunk(_ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
        while let more = readChunk(body), more {}
    }

    /// The first bytes of the input (one chunk at most), without consuming them: the next
    /// ``readChunk(_:)`` returns them again. For sniffing the format.
    public func peek() -> [UInt8] {
        if let peeked { return peeked }
        let first = readChunk { Array($0) } ?? []
        peeked = first
        return first
    }

    private var peeked: [UInt8]?

    /// Reads one chunk and hands it to `body`; `nil` at the end of input or after an error.
    public func readChunk<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        if let pending = peeked {
            peeked = nil
            if pending.isEmpty { return nil }
            return pending.withUnsafeBufferPointer { body($0) }
        }
        var count: Int
        repeat {
            count = read(descriptor, buffer.baseAddress, buffer.count)
        } while count < 0 && errno == EINTR
        if count < 0 { readError = errno; return nil }
        if count == 0 { return nil }
        return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
    }
}
