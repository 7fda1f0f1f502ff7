/// Guesses the ``InputFormat`` of an input from its first bytes (`--input auto`).
///
/// Only a confident guess leaves `text`: a single SMS that happens to start with `{` is still
/// one text message unless its first line is a JSON object with a `"text"` member, and one
/// that starts `Code: 123456` is not e-mail (nor `From your bank:` a mailbox) unless the lines before the first blank line are
/// all header fields and at least two of them are ones every mail has.
public enum FormatDetector {
    /// The format for content that starts with `prefix` (up to one read chunk).
    public static func detect(prefix: [UInt8]) -> InputFormat {
        var start = 0
        if prefix.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < prefix.count, [0x20, 0x09, 0x0D, 0x0A].contains(prefix[start]) { start += 1 }
        guard start < prefix.count else { return .text }
        let content = prefix[start...]
        if content.first == UInt8(ascii: "{"), looksLikeJSONLines(content) { return .jsonl }
        if content.starts(with: "From ".utf8), looksLikeMbox(content) { return .mbox }
        if content.first == UInt8(ascii: "<"), looksLikeSMSBackup(content) { return .smsxml }
        if looksLikeEmail(content) { return .eml }
        return .text
    }

    private static func looksLikeJSONLines(_ bytes: ArraySlice<UInt8>) -> Bool {
        let line = bytes.prefix { $0 != 0x0A }
        guard line.count < bytes.count || bytes.count < ByteStream.defaultChunkSize else { return false }
        guard case .message = JSONLinesReader.record(Array(line), source: "") else { return false }
        return true
    }

    /// A `From ` envelope line followed by a header field, so that an SMS starting
    /// "From your bank: …" stays text.
    private static func looksLikeMbox(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let firstEnd = bytes.firstIndex(of: 0x0A) else { return false }
        let second = bytes[(firstEnd + 1)...].prefix { $0 != 0x0A }
        guard let colon = second.firstIndex(of: UInt8(ascii: ":")), colon > second.startIndex else { return false }
        return second[second.startIndex..<colon].allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }

    /// `<?xml …?>` (and perhaps comments or a DOCTYPE) followed by `<smses`, or `<smses` itself.
    private static func looksLikeSMSBackup(_ bytes: ArraySlice<UInt8>) -> Bool {
        let root = Array("<smses".utf8)
        if bytes.starts(with: root) { return true }
        guard bytes.starts(with: "<?xml".utf8) || bytes.starts(with: "<!".utf8) else { return false }
        let window = bytes.prefix(64 * 1024)
        guard window.count >= root.count else { return false }
        var index = window.startIndex
        while let found = window[index...].firstIndex(of: UInt8(ascii: "<")) {
            if window[found...].starts(with: root) { return true }
            index = found + 1
        }
        return false
    }

    /// Header names that mark a real message (lowercased).
    private static let mailHeaders: Set<String> = [
        "from", "to", "cc", "subject", "date", "message-id", "mime-version", "content-type",
        "content-transfer-encoding", "received", "return-path", "delivered-to", "reply-to", "sender",
        "dkim-signature", "x-mailer", "user-agent", "in-reply-to", "references", "authentication-results",
        "arc-seal", "x-received", "list-unsubscribe",
    ]

    /// An RFC 5322 header block: every line up to the first blank one (or the end of the
    /// prefix) is a field or a continuation, and two or more are common mail headers.
    private static func looksLikeEmail(_ bytes: ArraySlice<UInt8>) -> Bool {
        var known = 0
        var fields = 0
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lineEnd = bytes[index...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var line = bytes[index..<lineEnd]
            if line.last == 0x0D { line = line.dropLast() }
            if line.isEmpty { break }
            if line.first == 0x20 || line.first == 0x09 {
                guard fields > 0 else { return false }
            } else {
                guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                      line[line.startIndex..<colon].allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return false }
                fields += 1
                let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
                if mailHeaders.contains(name) { known += 1 }
            }
            if lineEnd == bytes.endIndex { break }
            index = lineEnd + 1
        }
        return known >= 2
    }
}
