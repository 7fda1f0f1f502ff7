/// A small streaming XML tag scanner, enough for SMS Backup & Restore files.
///
/// It yields start and end tags one at a time from a ``ByteStream``, keeping only the attribute
/// values it was asked for (a backup's MMS images are megabytes of base64 in `data` attributes
/// that are skipped, not buffered). Comments, processing instructions, CDATA and the DOCTYPE
/// (internal subset included) are skipped unread: entities declared there are never
/// expanded, so an entity bomb costs nothing. Malformed markup is stepped over; the end of the
/// input inside a tag is reported through ``endedInsideMarkup``.
final class XMLScanner {
    private let stream: ByteStream
    private let keep: Set<String>
    private let maxValueBytes: Int
    private var chunk: [UInt8] = []
    private var position = 0
    private var exhausted = false

    /// Whether the input ended in the middle of a tag, comment or declaration.
    private(set) var endedInsideMarkup = false
    /// The errno of a failed read, if reading stopped because of one.
    var readError: Int32? { stream.readError }

    /// The longest element or attribute name kept; longer names are cut.
    private static let maxNameLength = 256

    init(stream: ByteStream, keep: Set<String>, maxValueBytes: Int) {
        self.stream = stream
        self.keep = keep
        self.maxValueBytes = max(1, maxValueBytes)
    }

    /// The next tag, or `nil` at the end of the input.
    func next() -> XMLTag? {
        while true {
            guard skip(through: UInt8(ascii: "<")) else { return nil }
            guard let first = byte() else { return eof() }
            switch first {
            case UInt8(ascii: "!"):
                guard skipDeclaration() else { return eof() }
            case UInt8(ascii: "?"):
                guard skip(past: [UInt8(ascii: "?"), UInt8(ascii: ">")]) else { return eof() }
            case UInt8(ascii: "/"):
                var name: [UInt8] = []
                guard let stop = readName(into: &name) else { return eof() }
                if stop != UInt8(ascii: ">") { guard skip(through: UInt8(ascii: ">")) else { return eof() } }
                return XMLTag(name: String(decoding: name, as: UTF8.self), isEnd: true, selfClosing: false, attributes: [:], truncatedAttributes: [])
            default:
                guard XMLScanner.isNameByte(first) else { continue }
                var name: [UInt8] = [first]
                guard let stop = readName(into: &name) else { return eof() }
                guard let tag = startTag(name: String(decoding: name, as: UTF8.self), after: stop) else { return eof() }
                return tag
            }
        }
    }

    private func eof() -> XMLTag? {
        endedInsideMarkup = true
        return nil
    }

    /// Reads attributes after the tag name up to the closing `>`; `nil` at the end of input.
    private func startTag(name: String, after stop: UInt8) -> XMLTag? {
        var tag = XMLTag(name: name, isEnd: false, selfClosing: false, attributes: [:], truncatedAttributes: [])
        var pending: UInt8? = stop
        while true {
            guard let current = pending ?? byte() else { return nil }
            pending = nil
            switch current {
            case UInt8(ascii: ">"):
                return tag
            case UInt8(ascii: "/"):
                tag.selfClosing = true
                continue
            case 0x20, 0x09, 0x0A, 0x0D:
                continue
            default:
                tag.selfClosing = false
            }
            var attributeName: [UInt8] = [current]
            guard var after = readName(into: &attributeName) else { return nil }
            while XMLScanner.isSpace(after) { guard let next = byte() else { return nil }; after = next }
            guard after == UInt8(ascii: "=") else { pending = after; continue }
            var quote: UInt8
            repeat { guard let next = byte() else { return nil }; quote = next } while XMLScanner.isSpace(quote)
            let key = String(decoding: attributeName, as: UTF8.self)
            let wanted = keep.contains(key)
            var value: [UInt8] = []
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                if wanted {
                    guard collect(through: quote, into: &value) else { return nil }
                } else {
                    guard skip(through: quote) else { return nil }
                }
            } else {
                // An unquoted value (not XML, but seen): up to white space or '>'.
                var next: UInt8? = quote
                while let current = next, !XMLScanner.isSpace(current), current != UInt8(ascii: ">") {
                    if value.count < maxValueBytes { value.append(current) }
                    next = byte()
                }
                guard let end = next else { return nil }
                pending = end
            }
            if wanted {
                if value.count >= maxValueBytes { tag.truncatedAttributes.append(key) }
                tag.attributes[key] = value
            }
        }
    }

    /// Reads name bytes into `name` up to the first delimiter, which it returns (consumed).
    private func readName(into name: inout [UInt8]) -> UInt8? {
        while let current = byte() {
            if XMLScanner.isSpace(current) || current == UInt8(ascii: ">") || current == UInt8(ascii: "/")
                || current == UInt8(ascii: "=") {
                return current
            }
            if name.count < XMLScanner.maxNameLength { name.append(current) }
        }
        return nil
    }

    /// Skips `<!-- … -->`, `<![CDATA[ … ]]>` or `<!DOCTYPE … [ … ]>` after the `<!`.
    private func skipDeclaration() -> Bool {
        guard let first = peek() else { return false }
        if first == UInt8(ascii: "-") {
            return skip(past: Array("-->".utf8))
        }
        if first == UInt8(ascii: "[") {
            return skip(past: Array("]]>".utf8))
        }
        var quote: UInt8? = nil
        var depth = 0
        while let current = byte() {
            if let open = quote {
                if current == open { quote = nil }
            } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
                quote = current
            } else if current == UInt8(ascii: "[") {
                depth += 1
            } else if current == UInt8(ascii: "]") {
                depth = max(0, depth - 1)
            } else if current == UInt8(ascii: ">") && depth == 0 {
                return true
            } else if current == UInt8(ascii: "<") && depth > 0 {
                // A declaration inside the internal subset: skip it whole, quotes included.
                var innerQuote: UInt8? = nil
                while let inner = byte() {
                    if let open = innerQuote { if inner == open { innerQuote = nil } }
                    else if inner == UInt8(ascii: "\"") || inner == UInt8(ascii: "'") { innerQuote = inner }
                    else if inner == UInt8(ascii: ">") { break }
                }
            }
        }
        return false
    }

    // MARK: Bytes

    private func available() -> Bool {
        if position < chunk.count { return true }
        guard !exhausted, let next = stream.readChunk({ Array($0) }) else {
            exhausted = true
            return false
        }
        chunk = next
        position = 0
        return !chunk.isEmpty || available()
    }

    private func byte() -> UInt8? {
        guard available() else { return nil }
        defer { position += 1 }
        return chunk[position]
    }

    private func peek() -> UInt8? {
        guard available() else { return nil }
        return chunk[position]
    }

    /// Consumes bytes up to and including `target`; `false` if the input ends first.
    private func skip(through target: UInt8) -> Bool {
        while available() {
            if let found = chunk[position...].firstIndex(of: target) {
                position = found + 1
                return true
            }
            position = chunk.count
        }
        return false
    }

    /// Like ``skip(through:)`` but keeps the bytes before `target` (up to the value cap).
    private func collect(through target: UInt8, into value: inout [UInt8]) -> Bool {
        while available() {
            let found = chunk[position...].firstIndex(of: target)
            let end = found ?? chunk.count
            let room = maxValueBytes - value.count
            if room > 0 { value.append(contentsOf: chunk[position..<min(end, position + room)]) }
            if let found {
                position = found + 1
                return true
            }
            position = chunk.count
        }
        return false
    }

    /// Consumes bytes up to and including the sequence `terminator` (at most 3 bytes long).
    private func skip(past terminator: [UInt8]) -> Bool {
        var window: [UInt8] = []
        while let current = byte() {
            window.append(current)
            if window.count > terminator.count { window.removeFirst() }
            if window == terminator { return true }
        }
        return false
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: ":") || byte >= 0x80
    }
}
