/// Splits an mbox stream into raw messages, holding at most one message in memory.
///
/// A message starts at a line beginning `From ` that opens the file or follows a blank line
/// (mbox(5), RFC 4155; Thunderbird's `From - Mon …` included). Lines quoted as `>From ` or
/// `>>From ` lose one `>` (mboxrd; harmless for mboxo, since the quote never touches codes).
/// A message longer than the cap keeps its first `cap` bytes and counts the rest, so a 1 GB
/// mailbox costs the memory of one message.
final class MboxSplitter {
    /// One message's bytes (without its `From ` line) and how many bytes past the cap were dropped.
    struct Entry {
        var bytes: [UInt8]
        var droppedBytes: Int
    }

    /// How long a line may get before it is known not to be a `From ` separator.
    private static let maxSeparatorLength = 4096

    private let stream: ByteStream
    private let cap: Int
    private var chunk: [UInt8] = []
    private var position = 0
    private var finished = false

    private var previousLineBlank = true
    private var lineHead: [UInt8] = []
    private var lineStreaming = false

    private var current: [UInt8] = []
    private var dropped = 0
    private var started = false
    private var hasSeparator = false

    init(stream: ByteStream, cap: Int) {
        self.stream = stream
        self.cap = max(1, cap)
    }

    /// The errno of a failed read, if reading stopped because of one.
    var readError: Int32? { stream.readError }

    /// The next message, or `nil` at the end of the stream.
    func next() -> Entry? {
        while true {
            if position >= chunk.count {
                if finished || !refill() {
                    finished = true
                    if !lineHead.isEmpty {
                        let head = lineHead
                        lineHead = []
                        if let entry = completeLine(head) { return entry }
                    }
                    return takeEntry()
                }
            }
            if !lineStreaming && lineHead.isEmpty {
                if let entry = takeWholeLines() { return entry }
                if position >= chunk.count { continue }
            }
            let newline = ByteSearch.firstIndex(of: 0x0A, in: chunk[...], from: position)
            let end = newline.map { $0 + 1 } ?? chunk.count
            let piece = chunk[position..<end]
            position = end
            if lineStreaming {
                append(piece)
            } else {
                lineHead.append(contentsOf: piece)
                if newline != nil {
                    let head = lineHead
                    lineHead = []
                    if let entry = completeLine(head) { return entry }
                } else if !mayBeSeparator(lineHead) {
                    append(MboxSplitter.unquoted(lineHead)[...])
                    lineHead = []
                    lineStreaming = true
                }
            }
            if newline != nil {
                if lineStreaming { previousLineBlank = false }
                lineStreaming = false
            }
        }
    }

    /// Takes the lines that end inside the chunk, the common case, without copying each one:
    /// runs of ordinary lines go into the message at once. Returns the finished message at a
    /// separator; stops at a line the chunk ends inside, leaving it to ``next()``.
    private func takeWholeLines() -> Entry? {
        var runStart = position
        while position < chunk.count, let newline = ByteSearch.firstIndex(of: 0x0A, in: chunk[...], from: position) {
            let start = position
            let end = newline + 1
            let first = chunk[start]
            if previousLineBlank, first == UInt8(ascii: "F"), chunk[start..<end].starts(with: MboxSplitter.fromPrefix) {
                if runStart < start { append(chunk[runStart..<start]) }
                position = end
                return startNextMessage()
            }
            previousLineBlank = MboxSplitter.isBlank(chunk[start..<end])
            if first == UInt8(ascii: ">"), MboxSplitter.isQuotedFrom(chunk[start..<end]) {
                if runStart < start { append(chunk[runStart..<start]) }
                append(chunk[(start + 1)..<end])
                runStart = end
            }
            position = end
        }
        if runStart < position { append(chunk[runStart..<position]) }
        return nil
    }

    /// Handles a whole line held in `line`; returns the finished message when it is a separator.
    private func completeLine(_ line: [UInt8]) -> Entry? {
        if previousLineBlank, line.starts(with: MboxSplitter.fromPrefix) { return startNextMessage() }
        previousLineBlank = MboxSplitter.isBlank(line[...])
        append(MboxSplitter.unquoted(line)[...])
        return nil
    }

    /// At a separator line: the message read so far, and a new one begun.
    private func startNextMessage() -> Entry? {
        previousLineBlank = false
        let entry = takeEntry()
        started = true
        hasSeparator = true
        return entry
    }

    /// Whether a whole line (with its line end, or the last line without one) is blank.
    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        switch line.count {
        case 1: return line.first == 0x0A || line.first == 0x0D
        case 2: return line.first == 0x0D && line.last == 0x0A
        default: return false
        }
    }

    /// Whether a line beginning with `head` could still turn out to be a separator or a quoted one.
    private func mayBeSeparator(_ head: [UInt8]) -> Bool {
        guard head.count < MboxSplitter.maxSeparatorLength else { return false }
        let prefix = MboxSplitter.fromPrefix
        if previousLineBlank && prefix.starts(with: head.prefix(prefix.count)) { return true }
        let quotes = head.prefix { $0 == UInt8(ascii: ">") }.count
        guard quotes > 0 else { return false }
        let rest = head.dropFirst(quotes)
        return prefix.starts(with: rest.prefix(prefix.count))
    }

    /// `>From ` with one `>` removed (mboxrd); any other line unchanged.
    private static func unquoted(_ line: [UInt8]) -> [UInt8] {
        isQuotedFrom(line[...]) ? Array(line.dropFirst()) : line
    }

    /// Whether `line` is `From ` behind one or more `>`.
    private static func isQuotedFrom(_ line: ArraySlice<UInt8>) -> Bool {
        let quotes = line.prefix { $0 == UInt8(ascii: ">") }.count
        return quotes > 0 && line.dropFirst(quotes).starts(with: fromPrefix)
    }

    private static let fromPrefix = Array("From ".utf8)

    private func append(_ bytes: ArraySlice<UInt8>) {
        if !bytes.isEmpty { started = true }
        let room = cap - current.count
        if bytes.count > room {
            current.append(contentsOf: bytes.prefix(room))
            dropped += bytes.count - room
        } else {
            current.append(contentsOf: bytes)
        }
    }

    /// The message collected so far (if any), resetting for the next one. Text before the
    /// first separator that is only white space is not a message.
    private func takeEntry() -> Entry? {
        defer {
            current = []
            dropped = 0
            started = false
            hasSeparator = false
        }
        guard started else { return nil }
        if !hasSeparator && current.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }) { return nil }
        return Entry(bytes: current, droppedBytes: dropped)
    }

    private func refill() -> Bool {
        guard let next = stream.readChunk({ Array($0) }) else { return false }
        chunk = next
        position = 0
        return true
    }
}
