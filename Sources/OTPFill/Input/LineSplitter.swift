import Glibc

/// Splits a ``ByteStream`` into lines without holding more than one line (up to a cap) in memory.
///
/// A line longer than `maxLineLength` is not buffered: it is reported as ``Line/overlong(length:)``
/// and skipped up to its newline, so a 64 MB line costs no more memory than a short one.
public final class LineSplitter {
    /// One line of input, without its terminating LF (a CR before the LF is dropped too).
    public enum Line: Equatable {
        case text([UInt8])
        case overlong(length: Int)
    }

    /// The default cap on one line: 1 MiB, far above any SMS or JSON Lines record.
    public static let defaultMaxLineLength = 1 << 20

    private let stream: ByteStream
    private let maxLineLength: Int
    private var chunk: [UInt8] = []
    private var position = 0
    private var finished = false
    /// The number of lines returned so far; the 1-based number of the last line.
    public private(set) var lineNumber = 0

    public init(stream: ByteStream, maxLineLength: Int = LineSplitter.defaultMaxLineLength) {
        self.stream = stream
        self.maxLineLength = max(1, maxLineLength)
    }

    /// The next line, or `nil` at the end of input. A final line without LF is still returned.
    public func next() -> Line? {
        var pending: [UInt8] = []
        var overlongLength: Int? = nil
        while true {
            if position >= chunk.count {
                if finished || !refill() {
                    finished = true
                    if let length = overlongLength { return finish(.overlong(length: length)) }
                    return pending.isEmpty ? nil : finish(.text(pending))
                }
            }
            let available = chunk.count - position
            let newline: Int? = chunk.withUnsafeBufferPointer { buffer in
                guard let found = memchr(buffer.baseAddress! + position, 0x0A, available) else { return nil }
                return buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
            let end = newline ?? chunk.count
            let piece = end - position
            if var length = overlongLength {
                length += piece
                overlongLength = length
            } else if pending.count + piece > maxLineLength {
                overlongLength = pending.count + piece
                pending = []
            } else {
                pending.append(contentsOf: chunk[position..<end])
            }
            position = end
            if newline != nil {
                position += 1
                if let length = overlongLength { return finish(.overlong(length: length)) }
                if pending.last == 0x0D { pending.removeLast() }
                return finish(.text(pending))
            }
        }
    }

    private func finish(_ line: Line) -> Line {
        lineNumber += 1
        return line
    }

    private func refill() -> Bool {
        guard let next = stream.readChunk({ Array($0) }) else { return false }
        chunk = next
        position = 0
        return true
    }
}
